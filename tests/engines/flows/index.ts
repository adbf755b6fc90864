// Every flow, once; each engine file runs the list.
import type { Engine } from '../drivers/tab'
import { firstVisitOffline } from './firstVisit'

export interface Flow {
  name: string
  engines: Engine[]
  run(engine: Engine): Promise<void>
}

const both: Engine[] = ['webkit', 'firefox']

export const flows: Flow[] = [
  { name: 'first visit, manifest, service worker; offline reload keeps the game (English)', engines: both, run: (e) => firstVisitOffline(e, 'en') },
  { name: 'first visit, manifest, service worker; offline reload keeps the game (German)', engines: both, run: (e) => firstVisitOffline(e, 'de') },
]
