import type { Company } from './deck'

/**
 * A clearly labelled demo deck for GmbH (the real company names are printed on the cards and
 * unknown here): the two known companies and seven invented ones, 2 × 5 + 6 × 7 + 1 × 9 = 61 cards.
 */
export const DEMO_GMBH_DECK: Company[] = [
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

/** Players of the demo score pad ("try a demo game"): four, as the setup form starts with. */
export const DEMO_GMBH_PLAYERS = ['Anna', 'Ben', 'Cem', 'Dana'] as const
