import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * The checks of the layout walk, run inside the page (self-contained: Playwright sends the function's
 * source). What a banker would call "does not fit":
 * - pageWidth: the page scrolls sideways (scrollWidth > window width); sheetWidth: a sheet does;
 * - offscreen: a control reaches past the window's edge (outside any sideways-scrolling row);
 * - overflow: a control's text runs out of its box (into its neighbour or off its edge);
 * - clipped: text cut off by overflow hidden without the full text reachable (title, accessible name);
 * - rawKey: an i18n key, camelCase id, raw colour group/kind, 0-based cells, an unfilled {param},
 *   undefined/NaN on screen or in an accessible name;
 * - plural: a count the plural rules missed (issue 35): "1 cards", "1 Karten", "1 Kredite", "mit 2
 *   Häuser", or a plural crutch like "Problem(e)", "card(s)", on screen or in an accessible name.
 */
export interface RawFinding {
  check: 'pageWidth' | 'sheetWidth' | 'offscreen' | 'overflow' | 'clipped' | 'rawKey' | 'plural'
  target: string
  detail: string
  /** the scoped-style ids (data-v-…) of the element and its nearest scoped ancestors */
  scopes: string[]
}

export function pageCheck(arg: { lang: string; width: number; inDialog: boolean }): RawFinding[] {
  const { lang, width: W } = arg
  const out: RawFinding[] = []
  const styles = new Map<Element, CSSStyleDeclaration>()
  const cs = (el: Element) => {
    let s = styles.get(el)
    if (!s) {
      s = getComputedStyle(el)
      styles.set(el, s)
    }
    return s
  }
  const scopesOf = (el: Element | null): string[] => {
    const ids: string[] = []
    for (let e = el; e && ids.length < 3; e = e.parentElement) {
      const own = e
        .getAttributeNames()
        .filter((n) => n.startsWith('data-v-'))
        .map((n) => n.slice(7))
      if (own.length > 1) {
        // a component's root carries its own id and its parent's: its own is the one its children carry
        const childIds =
          e.firstElementChild
            ?.getAttributeNames()
            .filter((n) => n.startsWith('data-v-'))
            .map((n) => n.slice(7)) ?? []
        own.sort((a, b) => Number(childIds.includes(b)) - Number(childIds.includes(a)))
      }
      for (const id of own) if (!ids.includes(id)) ids.push(id)
    }
    return ids
  }
  const describe = (el: Element): string => {
    const cls = [...el.classList]
      .filter((c) => !c.startsWith('data-v'))
      .slice(0, 2)
      .join('.')
    const label = el.getAttribute('aria-label')
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)
    return `${el.tagName.toLowerCase()}${cls ? '.' + cls : ''} "${label ?? text}"`
  }
  const add = (check: RawFinding['check'], el: Element, detail: string) =>
    out.push({ check, target: describe(el), detail, scopes: scopesOf(el) })
  const isHiddenBox = (el: Element) => {
    const r = el.getBoundingClientRect()
    const s = cs(el)
    return (
      (r.width <= 2 && r.height <= 2) ||
      s.visibility === 'hidden' ||
      s.opacity === '0' ||
      (s.clip !== 'auto' && s.clip !== '' && s.position === 'absolute')
    )
  }
  const hiddenMemo = new Map<Element, boolean>()
  const inHidden = (el: Element | null): boolean => {
    if (!el) return false
    let v = hiddenMemo.get(el)
    if (v === undefined) {
      v = isHiddenBox(el) || inHidden(el.parentElement)
      hiddenMemo.set(el, v)
    }
    return v
  }

  const root = document.documentElement
  const wider = root.scrollWidth > W + 1
  if (wider && !arg.inDialog) {
    // the outermost elements that reach past the window: the ones to make fit
    const culprits = [...document.body.querySelectorAll('*')].filter((e) => {
      const r = e.getBoundingClientRect()
      const p = e.parentElement?.getBoundingClientRect()
      if (!(r.width > 0 && r.right > W + 1 && cs(e).position !== 'fixed' && (!p || p.right <= W + 1))) return false
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement)
        if (cs(a).overflowX !== 'visible') return false
      return true
    })
    for (const e of culprits.slice(0, 3))
      add(
        'pageWidth',
        e,
        `page ${root.scrollWidth}px wide in a ${W}px window: this reaches ${Math.round(e.getBoundingClientRect().right)}px`,
      )
    if (culprits.length === 0)
      out.push({
        check: 'pageWidth',
        target: 'page',
        detail: `${root.scrollWidth}px wide in a ${W}px window`,
        scopes: [],
      })
  }
  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
  for (const d of dialogs) {
    for (const e of [d, ...d.querySelectorAll('*')]) {
      const o = cs(e).overflowX
      if ((o === 'auto' || o === 'scroll') && e.scrollWidth > e.clientWidth + 1)
        add('sheetWidth', e, `scrolls sideways: ${e.scrollWidth}px content in ${e.clientWidth}px`)
    }
  }
  // a sheet is checked on its own (the screen behind it was checked before it opened)
  const scope: Element = arg.inDialog ? (dialogs[dialogs.length - 1] ?? document.body) : document.body

  const CONTROL =
    'button, a, label, th, td, summary, legend, output, .chip, [role="radio"], [role="tab"], [role="button"]'
  const scrollsX = (el: Element) => {
    const o = cs(el).overflowX
    return (o === 'auto' || o === 'scroll') && el !== root && el !== document.body
  }
  // controls reaching past the window
  for (const el of scope.querySelectorAll(`${CONTROL}, input, select, textarea`)) {
    const r = el.getBoundingClientRect()
    if (r.width === 0 || r.height === 0 || inHidden(el) || el.classList.contains('skip-link')) continue
    if (r.right <= 0) continue
    let inScroller = false
    for (let e = el.parentElement; e; e = e.parentElement) if (scrollsX(e)) inScroller = true
    // in a page wider than the window every fixed bar and sheet reaches past it: the page is the finding
    if (!wider && !inScroller && (r.right > W + 1 || r.left < -1))
      add('offscreen', el, `spans ${Math.round(r.left)}–${Math.round(r.right)}px in a ${W}px window`)
  }

  // text against its control's box and the boxes that clip it
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT)
  const seen = new Set<Element>()
  const texts: { t: string; el: Element }[] = []
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent ?? ''
    if (!text.trim()) continue
    const parent = n.parentElement
    if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'OPTION', 'TITLE'].includes(parent.tagName)) continue
    const range = document.createRange()
    range.selectNodeContents(n)
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0)
    if (rects.length === 0) continue
    if (inHidden(parent)) continue
    texts.push({ t: text, el: parent })
    const box = {
      left: Math.min(...rects.map((r) => r.left)),
      right: Math.max(...rects.map((r) => r.right)),
      top: Math.min(...rects.map((r) => r.top)),
      bottom: Math.max(...rects.map((r) => r.bottom)),
    }
    // the nearest box that clips (overflow hidden / clip) or scrolls
    let clipper: Element | null = null
    for (let e: Element | null = parent; e && e !== document.body && e !== root; e = e.parentElement) {
      const st = cs(e)
      if (st.overflowX !== 'visible' || st.overflowY !== 'visible') {
        clipper = e
        break
      }
    }
    const control = parent.closest(CONTROL)
    // text that runs out of its control (a clipping box inside the control is the clipped check's)
    if (control && !seen.has(control) && !(clipper && control.contains(clipper))) {
      const c = control.getBoundingClientRect()
      const inline = cs(control).display === 'inline'
      if (!inline && (box.right > c.right + 1 || box.left < c.left - 1)) {
        seen.add(control)
        add(
          'overflow',
          control,
          `text ${Math.round(box.right - box.left)}px wide reaches ${Math.round(Math.max(box.right - c.right, c.left - box.left))}px out of its ${Math.round(c.width)}px box`,
        )
      } else if (!inline && control.matches('button, .chip, [role="radio"], summary') && box.bottom > c.bottom + 2) {
        seen.add(control)
        add('overflow', control, `text ${Math.round(box.bottom - c.top)}px high in a ${Math.round(c.height)}px box`)
      }
    }
    if (clipper && !seen.has(clipper)) {
      const st = cs(clipper)
      const clipX = st.overflowX === 'hidden' || st.overflowX === 'clip'
      const clipY = st.overflowY === 'hidden' || st.overflowY === 'clip'
      const r = clipper.getBoundingClientRect()
      // a line counts as cut when it sticks out sideways, or less than 60 % of its height is inside
      const cutY = clipY && rects.some((l) => Math.min(l.bottom, r.bottom) - Math.max(l.top, r.top) < 0.6 * l.height)
      const cutX = clipX && (box.right > r.right + 1 || box.left < r.left - 1)
      if (cutX || cutY) {
        seen.add(clipper)
        const full = text.replace(/\s+/g, ' ').trim()
        let reachable = false
        for (let a: Element | null = parent; a && a !== document.body; a = a.parentElement) {
          // (both sides with spaces normalised: money is formatted with no-break spaces)
          const t = `${a.getAttribute('title') ?? ''} ${a.getAttribute('aria-label') ?? ''}`.replace(/\s+/g, ' ')
          if (t.includes(full)) reachable = true
          if (a === clipper.parentElement) break
        }
        if (!reachable)
          add('clipped', clipper, `"${full.slice(0, 40)}" cut off, no title or accessible name with the full text`)
      }
    }
  }

  // raw keys: in visible text and in accessible names / titles / placeholders
  const attrs: { t: string; el: Element }[] = []
  for (const el of scope.querySelectorAll('[aria-label], [title], [placeholder]')) {
    if (el.getClientRects().length === 0) continue
    for (const a of ['aria-label', 'title', 'placeholder']) {
      const v = el.getAttribute(a)
      if (v) attrs.push({ t: v, el })
    }
  }
  const ALLOWED = new Set(['iOS', 'iPhone', 'iPad', 'iPadOS', 'macOS', 'GitHub', 'JavaScript', 'eBay'])
  const PATTERNS: [RegExp, string][] = [
    [/\b[a-z][A-Za-z0-9]+(?:\.[A-Za-z][A-Za-z0-9]+)+\b/g, 'i18n key'],
    [/\b[a-z]+[A-Z][A-Za-z0-9]*\b/g, 'camelCase id'],
    [/\b(?:lightblue|darkblue)\b/g, 'colour group id'],
    [/\[\[\d+,\s*\d+\]/g, '0-based cells'],
    [/\{[A-Za-z]+\}/g, 'unfilled parameter'],
    [/\b(?:undefined|NaN|null)\b|\[object Object\]/g, 'no value'],
  ]
  if (lang === 'de') {
    PATTERNS.push([
      /\b(?:brown|green|pink|red|yellow|repairs|auction|bankruptcy|build|buy|card|mortgage|pay|rent|repay|salary|sell|tax|trade|street|station|utility|enterprise)\b/g,
      'English id in German',
    ])
  } else {
    // the boards' group names that are words, not names (the streets and cities stay as printed)
    PATTERNS.push([/(?<![\p{L}])(?:Bahnhöfe|Betriebe|Verkehrslinien|Werke)(?![\p{L}])/gu, 'German group in English'])
  }
  const found = new Set<string>()
  for (const [src, list] of [
    ['text', texts],
    ['name', attrs],
  ] as const) {
    for (const { t, el } of list) {
      for (const [re, what] of PATTERNS) {
        for (const m of t.matchAll(re)) {
          if (ALLOWED.has(m[0]) || /^(?:https?|www)\b/.test(m[0])) continue
          const key = `${what}:${m[0]}`
          if (found.has(key)) continue
          found.add(key)
          add(
            'rawKey',
            el,
            `${what} "${m[0]}" in ${src === 'text' ? 'visible text' : 'an accessible name'}: "${t.replace(/\s+/g, ' ').trim().slice(0, 60)}"`,
          )
        }
      }
    }
  }

  // plural forms: "1" before a plural noun (after a digit, separator or currency sign it is part of a larger figure), crutches
  const BEFORE = "(?<![\\p{N}.,'\\u00a0\\u202f€$£/:–-])"
  const PLURALS: [RegExp, string][] =
    lang === 'de'
      ? [
          [
            new RegExp(
              `${BEFORE}\\b1 (?:\\p{L}+ )?(?:Karten|Kredite|Bankkredite|Häuser|Häusern|Hotels|Einträge|Einträgen|Spiele|Runden|Grundstücke|Grundstücken|Punkte|Probleme|Anfragen|Handys|Firmen|Jahre|Minuten|Sekunden|Stunden|Tage|Versteigerungen|Auktionen|Straßen|Bahnhöfe|Felder|Gebäuden|Spielern|Anteile|Schritte|Aktionen|Hypotheken|Äcker|Acres|Titelkarten|Bauplätze)(?![\\p{L}])`,
              'gu',
            ),
            '"1" with a plural noun',
          ],
          [/\bmit (?:\d+|zwei|drei|vier) Häuser(?![\p{L}])/gu, 'dative plural (Häusern)'],
        ]
      : [
          [
            new RegExp(
              `${BEFORE}\\b1 (?:[a-z-]+ )?(?:cards|entries|houses|hotels|loans|players|properties|points|rounds|acres|companies|buildings|titles|plots|years|minutes|seconds|hours|days|auctions|problems|phones|requests|games|decks|squares|spaces|streets|stations|utilities|enterprises|shares|steps|actions|mortgages|winners|changes)\\b`,
              'gu',
            ),
            '"1" with a plural noun',
          ],
        ]
  PLURALS.push([/\p{L}\((?:e|s|n|en|es|er)\)(?![\p{L}])/gu, 'plural crutch'])
  const pluralSeen = new Set<string>()
  for (const [src, list] of [
    ['text', texts],
    ['name', attrs],
  ] as const) {
    for (const { t, el } of list) {
      const flat = t.replace(/\s+/g, ' ')
      for (const [re, what] of PLURALS) {
        for (const m of flat.matchAll(re)) {
          const key = `${what}:${m[0]}`
          if (pluralSeen.has(key)) continue
          pluralSeen.add(key)
          add(
            'plural',
            el,
            `${what} "${m[0]}" in ${src === 'text' ? 'visible text' : 'an accessible name'}: "${flat.trim().slice(0, 60)}"`,
          )
        }
      }
    }
  }
  return out
}

/** data-v-<id> → component file: the id plugin-vue gives a component in a production build (sha256 of path + source). */
export function scopeMap(root: string): Map<string, string> {
  const map = new Map<string, string>()
  const visit = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f)
      if (statSync(p).isDirectory()) visit(p)
      else if (f.endsWith('.vue')) {
        const rel = relative(root, p).split('\\').join('/')
        map.set(
          createHash('sha256')
            .update(rel + readFileSync(p, 'utf8'))
            .digest('hex')
            .slice(0, 8),
          rel,
        )
      }
    }
  }
  visit(join(root, 'src'))
  return map
}

/**
 * In the page: opens the app's path `to` as its own links do once the app is loaded, through its
 * router (vue-router follows a history entry it did not make as the browser's back button would),
 * not a page load. The screen's heading left behind is marked `data-walk-left`, so a walk can wait
 * for the new one. Both walks call it (Playwright's, tests/e2e/walk.ts; the engines', Tab.navigate).
 */
export function openInApp(to: string): void {
  document.querySelector('main h1')?.setAttribute('data-walk-left', '')
  history.pushState(null, '', to)
  dispatchEvent(new PopStateEvent('popstate', { state: null }))
}
