import type { Company } from './deck'
import { deckOf } from './deckDraft'

/**
 * A clearly labelled demo deck for GmbH (the real company names are printed on the cards and
 * unknown here): the two known companies and seven invented ones, Demo A and B of 5 cards, Demo C
 * to G of 7: 2 × 5 + 6 × 7 + 1 × 9 = 61 cards.
 */
export const DEMO_GMBH_DECK: Company[] = deckOf(
  [...'ABCDEFG'].map((letter, i) => ({ name: `Demo ${letter}`, cards: i < 2 ? 5 : 7 })),
)

/** Players of the demo score pad ("try a demo game"): four, as the setup form starts with. */
export const DEMO_GMBH_PLAYERS = ['Anna', 'Ben', 'Cem', 'Dana'] as const
