// Every flow, once; each engine file runs the flows listed for it.
import type { Engine } from '../drivers/tab'
import { firstVisitOffline } from './firstVisit'
import { freePlayEvening, propertyEvening } from './evening'
import { cannotJoin, joinTable } from './join'

export interface Flow {
  name: string
  engines: readonly Engine[]
  run(engine: Engine): Promise<void>
}

const both = ['webkit', 'firefox'] as const

export const flows: Flow[] = [
  { name: 'first visit, manifest, service worker; offline reload keeps the game (English)', engines: both, run: (e) => firstVisitOffline(e, 'en') },
  { name: 'first visit, manifest, service worker; offline reload keeps the game (German)', engines: both, run: (e) => firstVisitOffline(e, 'de') },
  { name: 'free play evening: payments, snackbar Undo, undo/redo, reloads, a refusal (English)', engines: both, run: (e) => freePlayEvening(e, 'en') },
  { name: 'free play evening: payments, snackbar Undo, undo/redo, reloads, a refusal (German)', engines: both, run: (e) => freePlayEvening(e, 'de') },
  { name: 'DKT evening (phone): buy, salary, rent, snackbar Undo, undo/redo, reload', engines: both, run: (e) => propertyEvening(e, 'dkt') },
  { name: 'Monopoly evening (tablet): buy, salary, rent, snackbar Undo, undo/redo, reload', engines: both, run: (e) => propertyEvening(e, 'monopoly') },
  { name: 'join: a Firefox phone joins a Chromium bank (text codes; payment, undo, a request confirmed)', engines: ['firefox'], run: () => joinTable('chromium', 'firefox', 'en') },
  { name: 'join: a Chromium phone joins a Firefox bank (German)', engines: ['firefox'], run: () => joinTable('firefox', 'chromium', 'de') },
  { name: 'join: the join screen says this browser cannot join, no RTCPeerConnection (English)', engines: ['webkit'], run: (e) => cannotJoin(e, 'en') },
  { name: 'join: the join screen says this browser cannot join, no RTCPeerConnection (German)', engines: ['webkit'], run: (e) => cannotJoin(e, 'de') },
]
