import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'

/**
 * The walk through every screen of the app (issue 13 "Fits in both languages"), shared by the
 * layout walk, the axe check and the screenshot set: one page per language, the screens visited
 * in one order, a demo game of every type opened from the help screen.
 */
export type Lang = 'en' | 'de'
export const LANGS: readonly Lang[] = ['en', 'de']

/** The widths of the issue, each with a usual height (phone, phone, tablet portrait, tablet landscape, laptop). */
export const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1366, height: 1024 },
] as const

/** Game types in the order of the help screen's demo cards (GAME_TYPES). */
export const DEMO_TYPES = ['freePlay', 'dkt', 'monopolyDe', 'discretion', 'gmbh'] as const
export type DemoType = (typeof DEMO_TYPES)[number]

/** A browser context in one language (the app follows the browser language on first run). */
export async function openLang(
  browser: Browser,
  lang: Lang,
  opts: { width?: number; height?: number; colorScheme?: 'light' | 'dark' } = {},
): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({
    locale: lang === 'de' ? 'de-DE' : 'en-US',
    viewport: { width: opts.width ?? 390, height: opts.height ?? 844 },
    colorScheme: opts.colorScheme ?? 'light',
    serviceWorkers: 'block',
  })
  const page = await ctx.newPage()
  return { ctx, page }
}

/** Waits until the screen has its heading, nothing says "Loading…" and two frames are painted. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible()
  await page.waitForFunction(() => !/Loading…|Wird geladen…/.test(document.querySelector('main')?.textContent ?? ''), null, { timeout: 10_000 })
  await frames(page)
}

/** Two animation frames: layout and paint after a resize or a click. */
export async function frames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))))
}

/** Opens a demo game of the type from the help screen; returns the game's id. */
export async function openDemo(page: Page, type: DemoType): Promise<string> {
  await page.goto('/welcome')
  await settle(page)
  await page.locator('.welcome-card').nth(DEMO_TYPES.indexOf(type)).getByRole('button').first().click()
  await page.waitForURL(/\/game\/[^/]+$/)
  await expect(page.getByRole('heading', { name: /^Demo: / })).toBeVisible()
  await settle(page)
  return new URL(page.url()).pathname.split('/')[2] ?? ''
}

/** One screen of the walk: a name for reports and how to get there. */
export interface Screen {
  name: string
  /** the demo game this screen belongs to, if any */
  game?: DemoType
  open: (page: Page) => Promise<void>
}

async function gotoSettled(page: Page, path: string) {
  await page.goto(path)
  await settle(page)
}

/** The screens before any game exists: start (first run), new game with each type's options, settings, help, board editor. */
export function appScreens(): Screen[] {
  const list: Screen[] = [{ name: 'start (first run)', open: (p) => gotoSettled(p, '/') }]
  DEMO_TYPES.forEach((type, i) =>
    list.push({
      name: `new game: ${type}`,
      open: async (p) => {
        if (!p.url().endsWith('/new')) await gotoSettled(p, '/new')
        await p.locator('input[name="gameType"]').nth(i).check()
        await settle(p)
      },
    }),
  )
  list.push(
    { name: 'settings', open: (p) => gotoSettled(p, '/settings') },
    { name: 'welcome', open: (p) => gotoSettled(p, '/welcome') },
    { name: 'board editor', open: (p) => gotoSettled(p, '/boards') },
  )
  return list
}

/** The screens of one demo game: game, history, statement, charts, game over (opened once; the id is kept for the later screens). */
export function gameScreens(type: DemoType): Screen[] {
  let id = ''
  return [
    {
      name: `${type}: game`,
      game: type,
      open: async (p) => {
        id = await openDemo(p, type)
      },
    },
    { name: `${type}: history`, game: type, open: (p) => gotoSettled(p, `/game/${id}/history`) },
    { name: `${type}: statement`, game: type, open: (p) => gotoSettled(p, `/game/${id}/statement`) },
    { name: `${type}: charts`, game: type, open: (p) => gotoSettled(p, `/game/${id}/charts`) },
    { name: `${type}: game over`, game: type, open: (p) => gotoSettled(p, `/game/${id}/over`) },
  ]
}

/** The start screen once games exist (the list with each game's buttons). */
export const startWithGames: Screen = { name: 'start (with games)', open: (p) => gotoSettled(p, '/') }

/** An open sheet or dialog. */
export const DIALOG = '[role="dialog"][aria-modal="true"], [role="alertdialog"]'

/**
 * The game screen's buttons that may open a first-level sheet, marked data-walk="<n>": every
 * visible enabled button outside a sheet and the snackbar except Undo/Redo; of a long repeated
 * list (map cells, board rows: > 12 in the same place) only the first two.
 */
export function markCandidates(): number {
  const all = [...document.querySelectorAll('main button')].filter((b): b is HTMLButtonElement => {
    if (!(b instanceof HTMLButtonElement) || b.disabled || b.closest('[role="dialog"], .snackbar-region')) return false
    const r = b.getBoundingClientRect()
    const name = (b.getAttribute('aria-label') ?? b.textContent ?? '').trim()
    return r.width > 0 && r.height > 0 && !/^(Undo|Redo|Rückgängig|Wiederholen)$/.test(name)
  })
  const sig = (b: Element) => {
    const parts: string[] = []
    for (let e = b.parentElement; e && e.tagName !== 'MAIN'; e = e.parentElement) parts.push(`${e.tagName}.${[...e.classList].join('.')}`)
    return parts.join('<')
  }
  const groups = new Map<string, HTMLButtonElement[]>()
  for (const b of all) groups.set(sig(b), [...(groups.get(sig(b)) ?? []), b])
  let n = 0
  for (const list of groups.values()) for (const b of list.length > 12 ? list.slice(0, 2) : list) b.dataset.walk = String(n++)
  return n
}

