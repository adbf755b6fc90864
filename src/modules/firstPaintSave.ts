// The game screen's side of its first paint (modules/firstPaint.ts): the copy of the screen that
// the next open of its address paints, made from the rendered screen and the page's stylesheets.
import { STORE_KEY, build, fitsPage, read, type Snapshot } from './firstPaint'

/** Whether the stored copy already shows `key` at `path`, in this language, build and layout. */
export function firstPaintIsCurrent(key: string | null, locale: string, path = location.pathname): boolean {
  const s = read()
  return key !== null && s !== null && s.key === key && fitsPage(s, locale, path)
}

/**
 * Keeps a copy of the game screen as it is now (the app's <main>), for the next first paint of
 * `path` (the screen's address: when the screen closes for another, the router is already there); with a null key (a running clock) the stored copy is dropped. What belongs to this
 * moment only (a snackbar, a request waiting, an open dialog) is left out.
 */
export function saveFirstPaint(key: string | null, locale: string, media: string, path = location.pathname): void {
  const main = document.getElementById('main')
  const start = performance.now()
  try {
    if (key === null || !main) {
      localStorage.removeItem(STORE_KEY)
      return
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
    const snap: Snapshot = { build: build(), path, locale, key, media, wide: matchMedia(media).matches, css: usedRules(main), html: copy.outerHTML }
    localStorage.setItem(STORE_KEY, JSON.stringify(snap))
    // its cost, for npm run bench (made a quiet second after a change: never in a tap's time)
    performance.measure('tb:first-paint copy', { start })
  } catch {
    // no storage (private mode, full): the next open shows the splash
  }
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
