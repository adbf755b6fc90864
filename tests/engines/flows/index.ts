// Every flow, once; each engine file runs the flows listed for it.
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

export interface Flow {
  name: string
  engines: readonly Engine[]
  run(engine: Engine): Promise<void>
}

const both = ['webkit', 'firefox'] as const

export const flows: Flow[] = [
  {
    name: 'first visit, manifest, service worker; offline reload keeps the game (English)',
    engines: both,
    run: (e) => firstVisitOffline(e, 'en'),
  },
  {
    name: 'first visit, manifest, service worker; offline reload keeps the game (German)',
    engines: both,
    run: (e) => firstVisitOffline(e, 'de'),
  },
  {
    name: 'free play evening: payments, snackbar Undo, undo/redo, reloads, a refusal (English)',
    engines: both,
    run: (e) => freePlayEvening(e, 'en'),
  },
  {
    name: 'free play evening: payments, snackbar Undo, undo/redo, reloads, a refusal (German)',
    engines: both,
    run: (e) => freePlayEvening(e, 'de'),
  },
  {
    name: 'DKT evening (phone): buy, salary, rent, snackbar Undo, undo/redo, reload',
    engines: both,
    run: (e) => propertyEvening(e, 'dkt'),
  },
  {
    name: 'Monopoly evening (tablet): buy, salary, rent, snackbar Undo, undo/redo, reload',
    engines: both,
    run: (e) => propertyEvening(e, 'monopoly'),
  },
  {
    name: 'Discretion evening: auctions, the build-only round, a card for every player, undo/redo, reload',
    engines: both,
    run: (e) => discretionEvening(e),
  },
  {
    name: 'Discretion board editor: a drag paints a plot, the next drag the next plot',
    engines: both,
    run: (e) => boardEditorDrag(e),
  },
  {
    name: 'GmbH evening (tablet): deck, two rounds entered, a false Stopp undone, totals after reload',
    engines: both,
    run: (e) => gmbhEvening(e),
  },
  {
    name: 'score pad evening (phone): a Rommé pad, rounds by keypad with minus, a correction undone and redone, the target ends it, reload',
    engines: both,
    run: (e) => scorePadEvening(e),
  },
  {
    name: 'history, filters, CSV export, backup download and import, statement, charts; a game deleted in another tab',
    engines: both,
    run: (e) => historyAndBackup(e),
  },
  {
    name: 'layout walk and axe on the main views, 390×844 and 1024×768 (English)',
    engines: both,
    run: (e) => layoutWalk(e, 'en'),
  },
  {
    name: 'layout walk and axe on the main views, 390×844 and 1024×768 (German)',
    engines: both,
    run: (e) => layoutWalk(e, 'de'),
  },
  {
    name: 'join: a Firefox phone joins a Chromium bank (text codes; payment, undo, a request confirmed)',
    engines: ['firefox'],
    run: () => joinTable('chromium', 'firefox', 'en'),
  },
  {
    name: 'join: a Chromium phone joins a Firefox bank (German)',
    engines: ['firefox'],
    run: () => joinTable('firefox', 'chromium', 'de'),
  },
  {
    name: 'join: the join screen and the Invite sheet say this browser cannot join or host, no RTCPeerConnection (English)',
    engines: ['webkit'],
    run: (e) => cannotJoin(e, 'en'),
  },
  {
    name: 'join: the join screen and the Invite sheet say this browser cannot join or host, no RTCPeerConnection (German)',
    engines: ['webkit'],
    run: (e) => cannotJoin(e, 'de'),
  },
]
