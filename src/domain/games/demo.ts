import type { Json } from '../ledger/types'
import type { GameType } from './types'
import type { SetupInput } from './setup'

/** Players of every demo game. */
export const DEMO_PLAYERS = ['Anna', 'Ben', 'Cem', 'Dana'] as const

/**
 * A clearly labelled demo deck for GmbH (the real company names are printed on the cards and
 * unknown here): the two known companies and seven invented ones, 2 × 5 + 6 × 7 + 1 × 9 = 61 cards.
 */
export const DEMO_GMBH_DECK: { id: string; name: string; cards: number }[] = [
  { id: 'c1', name: 'Meister Milch & Co', cards: 9 },
  { id: 'c2', name: 'Glotz TV AG', cards: 7 },
  { id: 'c3', name: 'Demo A', cards: 5 },
  { id: 'c4', name: 'Demo B', cards: 5 },
  { id: 'c5', name: 'Demo C', cards: 7 },
  { id: 'c6', name: 'Demo D', cards: 7 },
  { id: 'c7', name: 'Demo E', cards: 7 },
  { id: 'c8', name: 'Demo F', cards: 7 },
  { id: 'c9', name: 'Demo G', cards: 7 },
]

/** The setup of a demo game of each type ("try a demo game" on the first run). */
export function demoSetup(type: GameType): SetupInput {
  const players = DEMO_PLAYERS.slice(0, type === 'gmbh' ? 4 : 3).map((name, i) => ({ id: `p${i + 1}`, name }))
  const options: { [k: string]: Json } = {}
  if (type === 'freePlay') Object.assign(options, { startingCapital: 1500, salary: 200 })
  if (type === 'gmbh') options.deck = DEMO_GMBH_DECK
  return { players, currency: type === 'discretion' ? '$' : '€', options }
}
