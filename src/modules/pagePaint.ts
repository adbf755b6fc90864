// What the app's entry needs of the game screen's first paint (firstPaint.ts), which index.html's
// own script makes (firstPaintPage.ts): the paint it started, and the copy's release. Kept apart so
// that the entry carries none of the copy's making.

/** The class of the painted copy (the app removes it: releaseFirstPaint). */
export const COPY_CLASS = 'first-paint'

/** The painted copy's element, with its styles (adopted by the document while it shows). */
export type CopyElement = HTMLElement & { firstPaintStyles?: CSSStyleSheet }

const PAGE_PAINT = '__tbFirstPaint'

/** index.html's first-paint script (firstPaintPage.ts) leaves its paint here for the app (boot.ts). */
export function setPagePaint(painted: Promise<boolean>): void {
  ;(globalThis as Record<string, unknown>)[PAGE_PAINT] = painted
}

/** The paint index.html's script started on this page (true once painted); null when it started none. */
export function pagePaint(): Promise<boolean> | null {
  return ((globalThis as Record<string, unknown>)[PAGE_PAINT] as Promise<boolean> | undefined) ?? null
}

/** The painted copy `el` goes, and its styles with it. */
export function releaseCopy(el: CopyElement): void {
  el.remove()
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== el.firstPaintStyles)
}

/** The app's screen has rendered (or another screen opened, or the app failed to start): the painted copy goes. */
export function releaseFirstPaint(): void {
  const el = document.querySelector<CopyElement>(`.${COPY_CLASS}`)
  if (el) releaseCopy(el)
}
