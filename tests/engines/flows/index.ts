// Every flow, once; each engine file runs the list.
import type { Engine } from '../drivers/tab'
import { firstVisitOffline } from './firstVisit'
import { freePlayEvening, propertyEvening } from './evening'

export interface Flow {
  name: string
  engines: Engine[]
  run(engine: Engine): Promise<void>
}

const both: Engine[] = ['webkit', 'firefox']

export const flows: Flow[] = [
  { name: 'first visit, manifest, service worker; offline reload keeps the game (English)', engines: both, run: (e) => firstVisitOffline(e, 'en') },
  { name: 'first visit, manifest, service worker; offline reload keeps the game (German)', engines: both, run: (e) => firstVisitOffline(e, 'de') },
  { name: 'free play evening: payments, snackbar Undo, undo/redo, reloads, a refusal (English)', engines: both, run: (e) => freePlayEvening(e, 'en') },
  { name: 'free play evening: payments, snackbar Undo, undo/redo, reloads, a refusal (German)', engines: both, run: (e) => freePlayEvening(e, 'de') },
  { name: 'DKT evening (phone): buy, salary, rent, snackbar Undo, undo/redo, reload', engines: both, run: (e) => propertyEvening(e, 'dkt') },
  { name: 'Monopoly evening (tablet): buy, salary, rent, snackbar Undo, undo/redo, reload', engines: both, run: (e) => propertyEvening(e, 'monopoly') },
]
