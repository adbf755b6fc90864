// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { paintKey, showFirstPaint } from '@/modules/firstPaint'
import { releaseFirstPaint } from '@/modules/pagePaint'
import { firstPaintIsCurrent, saveFirstPaint } from '@/modules/firstPaintSave'
import { WRITE_TOKEN_KEY, ensureWriteToken, markWrite, writeToken } from '@/db/writeToken'
import type { GameRecord, HeadRecord } from '@/db/schema'

const MEDIA = '(min-width: 1024px)'
const game = { id: 'g1', name: 'Sonntag', updatedAt: 1_700_000_000_000, config: { players: [{ id: 'p1', name: 'Anna', color: '#c2410c' }] } } as unknown as GameRecord
const head = { gameId: 'g1', nextSeq: 12, liveActions: 8, redo: [], entryCount: 12, state: { balances: { p1: 1500 }, data: {} } } as unknown as HeadRecord
const opened = (h: Partial<HeadRecord> = {}, g: Partial<GameRecord> = {}) => Promise.resolve({ game: { ...game, ...g }, head: { ...head, ...h } })

// the entry script's tag names the build; happy-dom is not to load it
;(window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true

/** The page as index.html starts it: the entry script, the splash in #app. */
function freshPage() {
  document.head.innerHTML = '<script type="module" src="/assets/index-abc.js"></script>'
  document.body.innerHTML = '<div id="app"><div class="splash" aria-hidden="true"></div></div>'
}

/** The game screen as the app renders it in #app's <main>, with what belongs to the moment only. */
function renderedScreen() {
  document.getElementById('app')!.innerHTML = `<main id="main" tabindex="-1"><section class="page game-page">
    <ul><li class="balance-card"><span class="balance-name">Anna</span><span data-testid="balance">1.500 €</span></li></ul>
    <div class="snackbar-region" data-transient><span>Gehalt gebucht</span></div>
    <dialog open>Zahlen</dialog>
  </section></main>`
  document.querySelector<HTMLElement>('.balance-card')!.style.setProperty('--player-color', '#c2410c')
}

beforeEach(() => {
  localStorage.clear()
  ensureWriteToken()
  history.replaceState(null, '', '/game/g1')
  freshPage()
})

/** A write transaction of any tab, begun and ended: the token renewed twice. */
function aWrite() {
  const tx = new EventTarget()
  markWrite(tx)
  tx.dispatchEvent(new Event('complete'))
}
/** The copy of the rendered screen, kept under the current token. */
function keepCopy(key = paintKey(game, head)) {
  renderedScreen()
  expect(saveFirstPaint(key, writeToken(), 'de', MEDIA)).toBe(true)
}
const settled = () => new Promise((r) => setTimeout(r, 0))
afterEach(() => releaseFirstPaint())

describe('the game screen painted from its stored copy (issue 16)', () => {
  it('paints the copy while its write token is current: inert, over the splash, without the moment’s snackbar and dialog; the app’s render releases it', async () => {
    keepCopy()
    expect(firstPaintIsCurrent(paintKey(game, head), writeToken(), 'de')).toBe(true)

    freshPage()
    // painted before the stored head is read: it is checked once it comes
    let readHead: (h: Awaited<ReturnType<typeof opened>>) => void = () => undefined
    expect(await showFirstPaint(() => new Promise((r) => (readHead = r)), 'de')).toBe(true)
    readHead(await opened())
    await settled()
    expect(localStorage.getItem('tb.firstPaint')).not.toBeNull()
    const copy = document.querySelector<HTMLElement>('.first-paint')!
    expect(copy.inert).toBe(true)
    expect(copy.getAttribute('aria-hidden')).toBe('true')
    expect(copy.previousElementSibling?.id).toBe('app')
    expect([...copy.querySelectorAll('[data-testid="balance"]')].map((e) => e.textContent)).toEqual(['1.500 €'])
    // no second #main, no focus target, nothing of this moment only
    expect(copy.querySelector('#main, [tabindex], [data-transient], dialog')).toBeNull()
    // the colour Vue had set through the CSSOM, set the same way again (no style attribute in markup)
    expect(copy.querySelector<HTMLElement>('.balance-card')!.style.getPropertyValue('--player-color')).toBe('#c2410c')
    expect(copy.querySelector('[data-fp-style]')).toBeNull()
    expect(document.documentElement.lang).toBe('de')

    releaseFirstPaint()
    expect(document.querySelector('.first-paint')).toBeNull()
  })

  it('paints nothing after any write since the copy was kept (the token renewed), nor in another language, address, build, or with the app already there', async () => {
    keepCopy()
    const cases: [string, () => Promise<boolean>][] = [
      ['English', () => showFirstPaint(() => opened(), 'en')],
      ['another address', () => (history.replaceState(null, '', '/game/g2'), showFirstPaint(() => opened(), 'de'))],
      ['another build', () => ((document.head.innerHTML = '<script type="module" src="/assets/index-new.js"></script>'), showFirstPaint(() => opened(), 'de'))],
      ['the app mounted first', () => (renderedScreen(), showFirstPaint(() => opened(), 'de'))],
      ['a write since (any game, any tab)', () => (aWrite(), showFirstPaint(() => opened(), 'de'))],
      ['a write begun and not ended (a tab that closed in it)', () => (markWrite(new EventTarget()), showFirstPaint(() => opened(), 'de'))],
      ['no token at all (storage cleared)', () => (localStorage.removeItem(WRITE_TOKEN_KEY), showFirstPaint(() => opened(), 'de'))],
    ]
    for (const [what, show] of cases) {
      localStorage.clear()
      ensureWriteToken()
      keepCopy()
      freshPage()
      history.replaceState(null, '', '/game/g1')
      expect(await show(), what).toBe(false)
      expect(document.querySelector('.first-paint'), what).toBeNull()
    }
  })

  it('a copy under the current token that does not show the stored head (a build that renews no token wrote since) goes as soon as the head is read, and is not kept', async () => {
    const cases: [string, ReturnType<typeof opened> | Promise<null>][] = [
      ['a new entry', opened({ nextSeq: 13 })],
      ['an undo', opened({ liveActions: 7, redo: [11] })],
      ['a renamed game', opened({}, { name: 'Montag' })],
      ['another setup', opened({}, { config: { players: [{ id: 'p1', name: 'Ana', color: '#c2410c' }] } as unknown as GameRecord['config'] })],
      ['no such game any more', Promise.resolve(null)],
    ]
    for (const [what, stored] of cases) {
      keepCopy()
      freshPage()
      expect(await showFirstPaint(() => stored, 'de'), what).toBe(true)
      await settled()
      expect(document.querySelector('.first-paint'), what).toBeNull()
      expect(document.adoptedStyleSheets, what).toEqual([])
      expect(localStorage.getItem('tb.firstPaint'), what).toBeNull()
    }
    // the record's time of last activity is not on the screen: the copy stays
    keepCopy()
    freshPage()
    expect(await showFirstPaint(() => opened({}, { updatedAt: game.updatedAt + 60_000 }), 'de')).toBe(true)
    await settled()
    expect(document.querySelector('.first-paint')).not.toBeNull()
  })

  it('a write while the page is still being parsed (another tab) stops the paint; with no copy to paint, the stored head is not read', async () => {
    keepCopy()
    freshPage()
    const parsing = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState')
    let state: DocumentReadyState = 'loading'
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => state })
    try {
      const painting = showFirstPaint(() => opened(), 'de')
      aWrite()
      state = 'interactive'
      document.dispatchEvent(new Event('readystatechange'))
      expect(await painting).toBe(false)
    } finally {
      if (parsing) Object.defineProperty(document, 'readyState', parsing)
      delete (document as { readyState?: unknown }).readyState
    }
    expect(document.querySelector('.first-paint')).toBeNull()
    let reads = 0
    localStorage.removeItem('tb.firstPaint')
    expect(await showFirstPaint(() => (reads++, opened()), 'de')).toBe(false)
    expect(reads).toBe(0)
  })

  it('keeps no copy under a token that is not the current one: the screen’s head is then not proven the stored one', () => {
    renderedScreen()
    const before = writeToken()
    aWrite()
    expect(saveFirstPaint(paintKey(game, head), before, 'de', MEDIA)).toBe(false)
    expect(saveFirstPaint(paintKey(game, head), null, 'de', MEDIA)).toBe(false)
    expect(localStorage.getItem('tb.firstPaint')).toBeNull()
    expect(saveFirstPaint(paintKey(game, head), writeToken(), 'de', MEDIA)).toBe(true)
    expect(firstPaintIsCurrent(paintKey(game, head), before, 'de')).toBe(false)
  })

  it('keeps no copy while the game clock runs (its time on screen would be old), and none of a screen without its game', async () => {
    keepCopy()
    const running = { ...game, clock: { lengthMs: 3_600_000, elapsedMs: 5_000, runningSince: 1_700_000_000_000 } }
    expect(paintKey(running, head)).toBeNull()
    saveFirstPaint(paintKey(running, head), writeToken(), 'de', MEDIA)
    expect(localStorage.getItem('tb.firstPaint')).toBeNull()
    freshPage()
    expect(await showFirstPaint(() => opened({}, running), 'de')).toBe(false)
    // a paused clock is part of the screen: its own key
    const paused = { ...game, clock: { lengthMs: 3_600_000, elapsedMs: 5_000, runningSince: null } }
    expect(paintKey(paused, head)).not.toBe(paintKey({ ...paused, clock: { ...paused.clock, elapsedMs: 6_000 } }, head))
  })

  it('gives way when the app shows another screen at this address', async () => {
    keepCopy()
    freshPage()
    expect(await showFirstPaint(() => opened(), 'de')).toBe(true)
    document.getElementById('app')!.innerHTML = '<main id="main"><section class="page">Einstellungen</section></main>'
    await new Promise((r) => setTimeout(r, 0))
    expect(document.querySelector('.first-paint')).toBeNull()
  })
})
