import { readFileSync } from 'node:fs'
import { GAME_TYPES, type GameType } from '../../src/domain/games/types'
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { openInApp } from './layoutCheck'

/**
 * The walk through every screen of the app (issue 13 "Fits in both languages"), used by the layout
 * walk (tests/e2e/layout.spec.ts: fit checks, axe and the screenshot set in one pass): one page per
 * language, the screens visited in one order, a demo game of every type opened from the help
 * screen. Screens the list does not name are found by their links (`linkedPaths`) and every route
 * of src/modules/router.ts must have been visited (`routePatterns`).
 */
export type Lang = 'en' | 'de'
export const LANGS: readonly Lang[] = ['en', 'de']

/** Every width of the issue, each with a usual height (phone, phone, tablet portrait, tablet landscape, laptop). */
export const ALL_SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1366, height: 1024 },
] as const
export type Size = { width: number; height: number }

/**
 * WALK_SHOTS=1: the layout walk saves the screenshot set too (screenshots/, 390×844 and 1024×768;
 * nothing in the test line reads it, and it is a tenth of the walk's time).
 */
export const SHOTS_ON = Boolean(process.env.WALK_SHOTS)

/**
 * The size the walk's page stays at (opened, tapped, axe): 360×740, the narrowest phone; 390×844
 * (the screenshots' phone size) with WALK_SHOTS. 390 shares every media rule with 360 (the
 * narrowest max-width query is 400px) and is the size every other spec runs at.
 */
export function baseSize(): Size {
  return SHOTS_ON ? ALL_SIZES[1] : ALL_SIZES[0]
}

/**
 * The widths the walk checks, in the order it visits them, starting at the base size the page is
 * at (and returns to after): 360, 768, 1024 for a screen; 360, 1024 for a sheet (a sheet is at
 * most 560 or 760 px wide, the same at 768 as at 1024); 390 too with WALK_SHOTS. 1366 shares
 * every layout rule with 1024 (the widest media query is min-width 1024px) and is left to
 * `WALK_WIDTHS=360,390,768,1024,1366` (any list, for screens and sheets alike).
 */
export function walkSizes(what: 'screen' | 'sheet' = 'screen'): Size[] {
  const widths = (process.env.WALK_WIDTHS ?? (what === 'sheet' ? '360,1024' : '360,768,1024')).split(',').map(Number)
  const sizes = widths.map((w) => ALL_SIZES.find((s) => s.width === w) ?? { width: w, height: 844 })
  const base = baseSize()
  return [base, ...sizes.filter((s) => s.width !== base.width)]
}

/** Game types in the order of the help screen's demo cards: GAME_TYPES, so a game added there is walked too. */
export const DEMO_TYPES = GAME_TYPES
export type DemoType = GameType

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
  await page.waitForFunction(
    () => !/Loading…|Wird geladen…/.test(document.querySelector('main')?.textContent ?? ''),
    null,
    { timeout: 10_000 },
  )
  await frames(page)
}

/** Two animation frames: layout and paint after a resize or a click. */
export async function frames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))))
}

/** Opens a demo game of the type from the help screen; returns the game's id. */
export async function openDemo(page: Page, type: DemoType): Promise<string> {
  await openSettled(page, '/welcome')
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
  /** back to this screen after a tap left it (default: its URL again) */
  back?: (page: Page) => Promise<void>
  /** its first-level sheets are walked too (every button that opens one) */
  sheets?: boolean
  /** the file name of its screenshots (screenshots/<lang>-<theme>-<size>-<shot>.png); none: not shot */
  shot?: string
  /** shot dark too (the game screens and charts: player, company and map colours) */
  dark?: boolean
}

/** Loads the path afresh (a reload: the screen's state starts over) and waits until it is settled. */
export async function gotoSettled(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await settle(page)
}

/**
 * Opens the path as the app's own links do once the app is loaded: through its router, without
 * loading the app again (a page load per screen was a third of the walk's CPU), and waits until the
 * new screen's heading is there and it is settled. A first visit loads the page.
 */
export async function openSettled(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith('http')) return gotoSettled(page, path)
  await page.evaluate(openInApp, path)
  await expect(page.locator('main h1:not([data-walk-left])').first()).toBeVisible()
  await settle(page)
}

/** The screens before any game exists: start (first run), new game with each type's options, settings, help, statistics, board editor. */
export function appScreens(): Screen[] {
  const list: Screen[] = [{ name: 'start (first run)', shot: 'start', open: (p) => openSettled(p, '/') }]
  DEMO_TYPES.forEach((type, i) => {
    const open = async (p: Page) => {
      if (!p.url().endsWith('/new')) await openSettled(p, '/new')
      await p.locator('input[name="gameType"]').nth(i).check()
      await settle(p)
    }
    list.push({
      name: `new game: ${type}`,
      shot: i === 0 ? 'new-game' : `new-game-${type.toLowerCase()}`,
      sheets: true,
      open,
      back: open,
    })
  })
  list.push(
    { name: 'settings', shot: 'settings', sheets: true, open: (p) => openSettled(p, '/settings') },
    { name: 'welcome', shot: 'welcome', open: (p) => openSettled(p, '/welcome') },
    { name: 'statistics', shot: 'statistics', open: (p) => openSettled(p, '/stats') },
    { name: 'board editor', shot: 'board-editor', sheets: true, open: (p) => openSettled(p, '/boards') },
  )
  return list
}

/** The screens of one demo game: game, history, statement, charts, game over (opened once; the id is kept for the later screens). */
export function gameScreens(type: DemoType): Screen[] {
  let id = ''
  const slug = type.toLowerCase()
  return [
    {
      name: `${type}: game`,
      game: type,
      shot: `${slug}-game`,
      dark: true,
      sheets: true,
      open: async (p) => {
        id = await openDemo(p, type)
      },
      back: (p) => gotoSettled(p, `/game/${id}`),
    },
    {
      name: `${type}: history`,
      game: type,
      shot: `${slug}-history`,
      open: (p) => openSettled(p, `/game/${id}/history`),
    },
    {
      name: `${type}: statement`,
      game: type,
      shot: `${slug}-statement`,
      open: (p) => openSettled(p, `/game/${id}/statement`),
    },
    {
      name: `${type}: charts`,
      game: type,
      shot: `${slug}-charts`,
      dark: true,
      open: (p) => openSettled(p, `/game/${id}/charts`),
    },
    {
      name: `${type}: game over`,
      game: type,
      shot: `${slug}-game-over`,
      open: (p) => openSettled(p, `/game/${id}/over`),
    },
  ]
}

/** The start screen once games exist (the list with each game's buttons). */
export const startWithGames: Screen = {
  name: 'start (with games)',
  shot: 'start-with-games',
  open: (p) => openSettled(p, '/'),
}

/** The whole walk in its order. */
export function allScreens(): Screen[] {
  return [...appScreens(), ...DEMO_TYPES.flatMap((t) => gameScreens(t)), startWithGames]
}

/** An open sheet or dialog. */
export const DIALOG = '[role="dialog"][aria-modal="true"], [role="alertdialog"]'

/** The routes of src/modules/router.ts (redirects left out) as patterns of a URL's path. */
export function routePatterns(root = process.cwd()): { path: string; re: RegExp }[] {
  const src = readFileSync(`${root}/src/modules/router.ts`, 'utf8')
  const out: { path: string; re: RegExp }[] = []
  for (const m of src.matchAll(/\{\s*path:\s*'([^']+)'([^\n]*)/g)) {
    const path = m[1]!
    if (/\bredirect\s*:/.test(m[2] ?? '') || path.includes('(')) continue
    const re = path
      .split('/')
      .filter(Boolean)
      .map((part) =>
        part.startsWith(':')
          ? part.endsWith('?')
            ? '(?:/[^/]+)?'
            : '/[^/]+'
          : `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      )
      .join('')
    out.push({ path, re: new RegExp(`^${re || '/'}/?$`) })
  }
  return out
}

/** The app's own paths the page links to (links and buttons-as-links), without query or hash. */
export async function linkedPaths(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>()
    for (const a of document.querySelectorAll('a[href]')) {
      const u = new URL((a as HTMLAnchorElement).href, location.href)
      if (u.origin === location.origin && !u.pathname.startsWith('/assets/')) out.add(u.pathname)
    }
    return [...out]
  })
}

/**
 * The buttons of the page that may open a first-level sheet, marked data-walk="<n>": every
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
    for (let e = b.parentElement; e && e.tagName !== 'MAIN'; e = e.parentElement)
      parts.push(`${e.tagName}.${[...e.classList].join('.')}`)
    return parts.join('<')
  }
  const groups = new Map<string, HTMLButtonElement[]>()
  for (const b of all) groups.set(sig(b), [...(groups.get(sig(b)) ?? []), b])
  let n = 0
  for (const el of document.querySelectorAll('[data-walk]')) el.removeAttribute('data-walk')
  for (const list of groups.values())
    for (const b of list.length > 12 ? list.slice(0, 2) : list) b.dataset.walk = String(n++)
  return n
}

/** In the page: the marked candidate `i` (markCandidates) as a person sees it: shown, enabled, its name. */
export function probeCandidate(i: number): { visible: boolean; enabled: boolean; name: string } | null {
  const b = document.querySelector<HTMLButtonElement>(`[data-walk="${i}"]`)
  if (!b) return null
  const r = b.getBoundingClientRect()
  return {
    visible: r.width > 0 && r.height > 0 && getComputedStyle(b).visibility !== 'hidden',
    enabled: !b.matches(':disabled') && b.getAttribute('aria-disabled') !== 'true',
    name: (b.getAttribute('aria-label') ?? b.textContent ?? '').trim(),
  }
}

/**
 * In the page, after a tap: whether a sheet is open once two frames are painted, or opens within
 * `within` ms more (a lazy one), checked frame by frame.
 */
export async function sheetOpened({ dialog, within }: { dialog: string; within: number }): Promise<boolean> {
  const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()))
  const open = () => {
    const all = document.querySelectorAll(dialog)
    const d = all[all.length - 1]
    if (!d) return false
    const r = d.getBoundingClientRect()
    return r.width > 0 && r.height > 0 && getComputedStyle(d).visibility !== 'hidden'
  }
  await frame()
  await frame()
  for (const end = performance.now() + within; !open();) {
    if (performance.now() > end) return false
    await frame()
  }
  return true
}
