import { test, expect, type Page } from '@playwright/test'
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { DEMO_TYPES, frames, gameScreens, LANGS, openLang, settle, type Screen } from './walk'

/**
 * The screenshot set (issue 13): every main screen — start, new game, settings, and per demo game
 * the game screen, history, statement, charts and game over — at phone (390×844) and tablet (1024×768) size,
 * light and dark, English and German, saved as screenshots/<lang>-<theme>-<size>-<screen>.png for
 * CI to keep. One page per language: each screen is opened once and shot in every theme and size.
 */
const SIZES = [
  { name: '390x844', width: 390, height: 844 },
  { name: '1024x768', width: 1024, height: 768 },
] as const
const THEMES = ['light', 'dark'] as const
const DIR = 'screenshots'

function slug(name: string): string {
  return name
    .replace(/\(.*\)/, '')
    .trim()
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/-+$/, '')
    .toLowerCase()
}

async function shootAll(page: Page, lang: string, screen: string): Promise<void> {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
    // the app's own colours follow the system's: the background of the page says which one is on
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(bg, `${screen} in ${theme}`).toBe(theme === 'dark' ? 'rgb(18, 20, 18)' : 'rgb(246, 244, 239)')
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await frames(page)
      await page.screenshot({ path: `${DIR}/${lang}-${theme}-${size.name}-${slug(screen)}.png`, animations: 'disabled' })
    }
  }
}

test('screenshot set: every main screen at phone and tablet size, light and dark, in English and German', async ({ browser }) => {
  test.setTimeout(180_000)
  rmSync(DIR, { recursive: true, force: true })
  mkdirSync(DIR, { recursive: true })
  const goto = (path: string) => async (p: Page) => {
    await p.goto(path)
    await settle(p)
  }
  const screens: Screen[] = [
    { name: 'start', open: goto('/') },
    { name: 'new game', open: goto('/new') },
    { name: 'settings', open: goto('/settings') },
    ...DEMO_TYPES.flatMap((t) => gameScreens(t)),
  ]
  for (const lang of LANGS) {
    const { ctx, page } = await openLang(browser, lang)
    for (const s of screens) {
      await s.open(page)
      await shootAll(page, lang, s.name)
    }
    // the start screen again, with the five demo games in its list
    await goto('/')(page)
    await shootAll(page, lang, 'start with games')
    await ctx.close()
  }
  const files = readdirSync(DIR).filter((f) => f.endsWith('.png'))
  expect(files.length).toBe(LANGS.length * THEMES.length * SIZES.length * (screens.length + 1))
})
