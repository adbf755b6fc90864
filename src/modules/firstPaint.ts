// The game screen's first paint, before the app's code has run (issue 16). The game screen keeps a
// copy of what it last showed (its <main>, as HTML, with the style rules it uses) in localStorage,
// with the head it showed (firstPaintSave.ts). On a reload or a launch at the game's address,
// index.html's own inline script (firstPaintPage.ts, built from this module) reads the game's head
// without Dexie; when that head is the one the copy was made from (the same live entries, undo and
// redo position, name and setup), the copy is painted over the splash at once, and the app
// replaces it when its own game screen is complete. Nothing in it is guessed: a head that differs
// in anything, another language, another build, address or layout, or a running game clock, and
// the splash stays. The copy is inert and aria-hidden (its buttons do nothing, assistive
// technology sees the app's screen) until the app takes over.
//
// Nothing here imports Vue or Dexie, and nothing keeps state in the module: index.html's script
// paints, the app finds the copy (and its styles) in the document to release it (pagePaint.ts).
import type { GameRecord, HeadRecord } from '@/db/schema'
import { stillCurrent } from '@/db/writeToken'
import { COPY_CLASS, releaseCopy, type CopyElement } from './pagePaint'

export const STORE_KEY = 'tb.firstPaint'

/** What the game screen keeps of its last render. */
export interface Snapshot {
  /** The page's entry script: a copy made by another build is not painted. */
  build: string
  path: string
  locale: string
  /** paintKey of the game and head the copy shows. */
  key: string
  /** The write token (db/writeToken.ts) under which that game and head were the stored ones. */
  token: string
  /** The layout query and whether it matched (a tablet turned to portrait lays the screen out anew). */
  media: string
  wide: boolean
  /** Each stylesheet of the page (its address as the page names it) with the rules of it that the copy uses: the copy's own, so no paint waits for a stylesheet to load. */
  css: [href: string, rules: string][]
  html: string
}

/**
 * What the game screen shows of a game and head: equal keys, equal screens. The live entries are
 * fixed by the next sequence number, the count of live actions and the redo stack (as the game
 * store compares heads); the record's name and setup are the rest. Null while the game clock runs:
 * its time on screen is already old when painted.
 */
export function paintKey(game: Pick<GameRecord, 'name' | 'config' | 'clock'>, head: Pick<HeadRecord, 'nextSeq' | 'liveActions' | 'redo'>): string | null {
  if (game.clock?.runningSince != null) return null
  return JSON.stringify([head.nextSeq, head.liveActions, head.redo, game.name, game.config, game.clock?.elapsedMs ?? null])
}

/** The page's entry script (hashed per build). */
export function build(): string {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? ''
}

export function read(): Snapshot | null {
  try {
    const s = JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null') as Snapshot | null
    return s && typeof s.html === 'string' && Array.isArray(s.css) ? s : null
  } catch {
    return null
  }
}

/** Whether a stored copy was made for `path` in this language, build and layout (its head aside). */
export function fitsPage(s: Snapshot, locale: string, path = location.pathname): boolean {
  return s.path === path && s.locale === locale && s.build === build() && matchMedia(s.media).matches === s.wide
}

/**
 * firstPaintPage.ts: paints the stored copy of this address's game screen when the write token it
 * was made under is still the current one (no write since: what it shows is what the database
 * holds), without waiting for IndexedDB; resolves true when painted. `readStored` reads the
 * game's record and head beside the paint (only then: a page with no copy to paint reads nothing
 * here); the copy is checked once they come: a copy that does not show them
 * (written by a build that does not renew the token, or a tab that ended between its commit and
 * the token's renewal) goes at once, and is not kept. Never throws.
 */
export async function showFirstPaint(readStored: () => Promise<{ game: GameRecord; head: HeadRecord } | null>, locale: string): Promise<boolean> {
  try {
    const s = read()
    if (!s || !stillCurrent(s.token)) return false
    // index.html's script runs in its head: the page's own script (build) and #app are parsed by now, or soon
    if (document.readyState === 'loading') await new Promise((r) => document.addEventListener('readystatechange', r, { once: true }))
    // a write meanwhile (another tab's) renewed the token
    if (!stillCurrent(s.token) || !fitsPage(s, locale)) return false
    const app = document.getElementById('app')
    // the app got there first (its screen is in #app's <main>)
    if (!app || document.getElementById('main')) return false
    // the copy's own rules, whether or not the page's stylesheets have loaded yet (the same rules
    // twice, in the same order, style it alike), and its place over the splash (the page's
    // Content-Security-Policy allows no style attribute)
    const css = new CSSStyleSheet()
    css.replaceSync(`${s.css.map(([, rules]) => rules).join('\n')}\n.${COPY_CLASS}{position:absolute;inset:0 0 auto;min-height:100dvh;z-index:100;background:var(--c-bg)}`)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, css]
    const theme = localStorage.getItem('tb.theme')
    if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme
    document.documentElement.lang = locale
    const el: CopyElement = document.createElement('div')
    el.firstPaintStyles = css
    el.className = COPY_CLASS
    el.inert = true
    el.setAttribute('aria-hidden', 'true')
    el.innerHTML = s.html
    for (const e of el.querySelectorAll<HTMLElement>('[data-fp-style]')) {
      e.style.cssText = e.dataset.fpStyle ?? ''
      delete e.dataset.fpStyle
    }
    app.after(el)
    performance.mark('tb:first-paint')
    // the game screen releases it when complete (releaseFirstPaint); any other screen the app shows here, at once
    const release = () => {
      other.disconnect()
      releaseCopy(el)
    }
    const other = new MutationObserver(() => {
      const main = document.getElementById('main')
      if (!el.isConnected || (main && !main.querySelector('.game-page'))) release()
    })
    other.observe(app, { childList: true, subtree: true })
    void readStored().then((game) => {
      if (game && paintKey(game.game, game.head) === s.key) return
      release()
      try {
        if (read()?.token === s.token) localStorage.removeItem(STORE_KEY)
      } catch {
        // no storage: nothing kept to remove
      }
    })
    return true
  } catch {
    return false
  }
}
