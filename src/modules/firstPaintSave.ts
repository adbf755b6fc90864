// The game screen's side of its first paint (modules/firstPaint.ts): the copy of the screen that
// the next open of its address paints, made from the rendered screen and the page's stylesheets.
import { stillCurrent } from '@/db/writeToken'
import { STORE_KEY, build, fitsPage, read, type Snapshot } from './firstPaint'

/** Whether the stored copy already shows `key` under the write token `token` at `path`, in this language, build and layout. */
export function firstPaintIsCurrent(key: string | null, token: string | null, locale: string, path = location.pathname): boolean {
  const s = read()
  return key !== null && token !== null && s !== null && s.key === key && s.token === token && fitsPage(s, locale, path)
}

/** A copy of the game screen made and not yet kept: the copy without its write token. */
export type ScreenCopy = Omit<Snapshot, 'token'>

/**
 * Makes a copy of the game screen as it is now (the app's <main>), for the next first paint of
 * `path` (the screen's address: when the screen closes for another, the router is already there).
 * What belongs to this moment only (a snackbar, a request waiting, an open dialog) is left out.
 * With a null key (a running clock) the stored copy is dropped and none is made.
 */
export function copyScreen(key: string | null, locale: string, media: string, path = location.pathname): ScreenCopy | null {
  const main = document.getElementById('main')
  try {
    if (key === null || !main) {
      localStorage.removeItem(STORE_KEY)
      return null
    }
    const copy = main.cloneNode(true) as HTMLElement
    copy.removeAttribute('id')
    copy.removeAttribute('tabindex')
    for (const el of copy.querySelectorAll('dialog, [role="dialog"], [data-transient]')) el.remove()
    // the styles Vue set through the CSSOM (a player's colour…) as data: the page's Content-Security-Policy refuses style attributes in markup
    for (const el of copy.querySelectorAll<HTMLElement>('[style]')) {
      el.dataset.fpStyle = el.style.cssText
      el.removeAttribute('style')
    }
    return { build: build(), path, locale, key, media, wide: matchMedia(media).matches, css: usedRules(main), html: copy.outerHTML }
  } catch {
    return null
  }
}

/**
 * Keeps a copy under `token`, the write token under which what it shows is the stored game and
 * head (the game store's headToken): only while that token is still the current one, since the
 * copy is painted only while it is (db/writeToken.ts). True when kept.
 */
export function keepCopy(copy: ScreenCopy, token: string | null): boolean {
  if (!stillCurrent(token)) return false
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify({ ...copy, token } satisfies Snapshot))
    return true
  } catch {
    // no storage (private mode, full): the next open shows the splash
    return false
  }
}

/** copyScreen and keepCopy at once; true when a copy was kept. */
export function saveFirstPaint(key: string | null, token: string | null, locale: string, media: string, path = location.pathname): boolean {
  const start = performance.now()
  // nothing to make under a token that is not current
  if (key !== null && !stillCurrent(token)) return false
  const copy = copyScreen(key, locale, media, path)
  const kept = copy !== null && keepCopy(copy, token)
  // its cost, for npm run bench (made a quiet second after a change: never in a tap's time)
  if (kept) performance.measure('tb:first-paint copy', { start })
  return kept
}

/** The page's stylesheets, each with the text of its rules that apply to something in `root` (at-rules whole: media queries, keyframes, properties). */
function usedRules(root: HTMLElement): [string, string][] {
  const out: [string, string][] = []
  const uses = (r: CSSRule): boolean => {
    if (r instanceof CSSStyleRule) {
      try {
        return root.querySelector(r.selectorText.replace(/::?[\w-]+(\([^)]*\))?/g, (m) => (/^:(not|is|where|has)\(/.test(m) ? m : ''))) !== null || root.matches(r.selectorText)
      } catch {
        return true
      }
    }
    return true
  }
  for (const sheet of document.styleSheets) {
    const href = sheet.ownerNode instanceof HTMLLinkElement ? sheet.ownerNode.getAttribute('href') : null
    if (!href) continue
    try {
      out.push([href, [...sheet.cssRules].filter(uses).map((r) => r.cssText).join('\n')])
    } catch {
      // a sheet of another origin: none here
    }
  }
  return out
}
