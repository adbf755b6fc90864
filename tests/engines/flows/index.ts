// Every flow, once. The matrix is spread, not multiplied: where a flow runs in both engines, WebKit
// and Gecko run it in different languages and at different sizes (WebKit in German on a phone while
// Gecko runs it in English on a tablet, and the other way round for the next flow), so every flow
// is seen in both languages (where it shows text of its own) and at both sizes without running twice.
// Chromium's coverage is Playwright's (tests/e2e/); it takes part here only as the other side of a join.
import { PHONE, TABLET, type Lang, type Size } from '../browsers'
import type { Engine } from '../drivers/tab'
import { firstVisitOffline } from './firstVisit'
import {
  boardEditorDrag,
  discretionEvening,
  freePlayEvening,
  gmbhEvening,
  propertyEvening,
  scorePadEvening,
} from './evening'
import { cannotJoin, joinTable } from './join'
import { historyAndBackup } from './history'
import { layoutWalk } from './layout'

interface Variant {
  lang: Lang
  /** The window's size (the layout walk checks both sizes whatever it starts at). */
  size: Size
}

interface Flow {
  name: string
  /** The engines that run the flow, each in its language and at its size. */
  runs: Partial<Record<Engine, Variant>>
  run(engine: Engine, v: Variant): Promise<void>
}

const DE_PHONE: Variant = { lang: 'de', size: PHONE }
const DE_TABLET: Variant = { lang: 'de', size: TABLET }
const EN_PHONE: Variant = { lang: 'en', size: PHONE }
const EN_TABLET: Variant = { lang: 'en', size: TABLET }

/** WebKit in one language and size, Gecko in the other of each. */
const spread = (webkit: Variant, firefox: Variant) => ({ webkit, firefox })

const flows: Flow[] = [
  {
    name: 'first visit, manifest, service worker; offline reload keeps the game',
    runs: spread(DE_PHONE, EN_TABLET),
    run: (e, v) => firstVisitOffline(e, v.lang, v.size),
  },
  {
    name: 'free play evening: payments, snackbar Undo, undo/redo, reloads, a refusal',
    runs: spread(EN_TABLET, DE_PHONE),
    run: (e, v) => freePlayEvening(e, v.lang, v.size),
  },
  {
    name: 'DKT evening: buy, salary, rent, snackbar Undo, undo/redo, reload',
    runs: spread(DE_PHONE, EN_TABLET),
    run: (e, v) => propertyEvening(e, 'dkt', v.lang, v.size),
  },
  {
    name: 'Monopoly evening: buy, salary, rent, snackbar Undo, undo/redo, reload',
    runs: spread(EN_TABLET, DE_PHONE),
    run: (e, v) => propertyEvening(e, 'monopoly', v.lang, v.size),
  },
  {
    name: 'Discretion evening: auctions, the build-only round, a card for every player, undo/redo, reload',
    runs: spread(DE_PHONE, EN_TABLET),
    run: (e, v) => discretionEvening(e, v.lang, v.size),
  },
  {
    name: 'Discretion board editor: a finger’s drag paints a plot, the next drag the next plot',
    runs: spread(EN_PHONE, EN_TABLET),
    run: (e, v) => boardEditorDrag(e, v.size),
  },
  {
    name: 'GmbH evening: deck, two rounds entered, a false Stopp undone, totals after reload',
    runs: spread(EN_TABLET, DE_PHONE),
    run: (e, v) => gmbhEvening(e, v.lang, v.size),
  },
  {
    name: 'score pad evening: a Rommé pad, rounds by keypad with minus, a correction undone and redone, the target ends it, reload',
    runs: spread(EN_PHONE, EN_TABLET),
    run: (e, v) => scorePadEvening(e, v.size),
  },
  {
    name: 'history, filters, CSV export, backup download and import, statement, charts; a game deleted in another tab',
    runs: spread(EN_PHONE, DE_TABLET),
    run: (e, v) => historyAndBackup(e, v.lang, v.size),
  },
  {
    name: 'layout walk and axe: start, new game, settings, join, board editor, statistics, free play’s screens; 390×844 and 1024×768',
    runs: spread(DE_PHONE, EN_PHONE),
    run: (e, v) => layoutWalk(e, v.lang, 'app'),
  },
  {
    name: 'layout walk and axe: game screen, history, statement, charts of DKT, Monopoly, Discretion, GmbH, score pad; 390×844 and 1024×768',
    runs: spread(EN_PHONE, DE_PHONE),
    run: (e, v) => layoutWalk(e, v.lang, 'games'),
  },
  {
    name: 'join: a Firefox phone joins a Chromium bank (text codes; payment, undo, a request confirmed)',
    runs: { firefox: EN_PHONE },
    run: () => joinTable('chromium', 'firefox', 'en'),
  },
  {
    name: 'join: a Chromium phone joins a Firefox bank',
    runs: { firefox: DE_TABLET },
    run: () => joinTable('firefox', 'chromium', 'de'),
  },
  {
    name: 'join: the join screen and the Invite sheet say this browser cannot join or host, no RTCPeerConnection',
    runs: { webkit: EN_PHONE },
    run: (e, v) => cannotJoin(e, v.lang),
  },
  {
    name: 'join: the join screen and the Invite sheet say this browser cannot join or host, no RTCPeerConnection',
    runs: { webkit: DE_PHONE },
    run: (e, v) => cannotJoin(e, v.lang),
  },
]

const LANG_NAME: Record<Lang, string> = { en: 'English', de: 'German' }

/**
 * The flows an engine runs, as named tests, grouped by language so one browser per language is
 * launched (the pool in ../browsers.ts lends it from flow to flow).
 */
export function flowsFor(engine: Engine): { name: string; run: () => Promise<void> }[] {
  return flows
    .flatMap((f) => {
      const v = f.runs[engine]
      return v ? [{ f, v }] : []
    })
    .sort((a, b) => (a.v.lang === b.v.lang ? 0 : a.v.lang === 'de' ? -1 : 1))
    .map(({ f, v }) => ({
      name: `${f.name} (${LANG_NAME[v.lang]}, ${v.size.width}×${v.size.height})`,
      // a failure is printed when it happens: Vitest's report keeps only the last try's
      run: () =>
        f.run(engine, v).catch((e: unknown) => {
          console.error(`${engine}: ${f.name} failed:`, e)
          throw e
        }),
    }))
}
