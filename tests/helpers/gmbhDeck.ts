import type { Company } from '@/domain/games/gmbh/deck'

/**
 * The GmbH test decks (tests only), in one place. Both are standard 61-card decks with the two
 * companies of the rulebook; the demo deck of the app is DEMO_GMBH_DECK in src/domain/games/gmbh/demo.ts.
 */

/**
 * The domain tests' deck, companies by telling ids (milch, glotz, c3 … c9): 1 × 9 + 6 × 7 + 2 × 5 = 61.
 * The rule tests name companies by id ("milch", "c8") and rely on these counts.
 */
export const DECK: Company[] = [
  { id: 'milch', name: 'Meister Milch & Co', cards: 9 },
  { id: 'glotz', name: 'Glotz TV AG', cards: 7 },
  { id: 'c3', name: 'Company Three', cards: 7 },
  { id: 'c4', name: 'Company Four', cards: 7 },
  { id: 'c5', name: 'Company Five', cards: 7 },
  { id: 'c6', name: 'Company Six', cards: 7 },
  { id: 'c7', name: 'Company Seven', cards: 7 },
  { id: 'c8', name: 'Company Eight', cards: 5 },
  { id: 'c9', name: 'Company Nine', cards: 5 },
]

/**
 * The screens' and stores' deck, as a banker types it in: invented names a tap can find, ids c1 … c9,
 * 2 × 9 + 4 × 7 + 3 × 5 = 61 (a second 9-card company, so one round shows every outcome).
 */
export const TEST_DECK: Company[] = [
  { id: 'c1', name: 'Meister Milch & Co', cards: 9 },
  { id: 'c2', name: 'Glotz TV AG', cards: 7 },
  { id: 'c3', name: 'Kohle KG', cards: 9 },
  { id: 'c4', name: 'Auto AG', cards: 7 },
  { id: 'c5', name: 'Bank GmbH', cards: 7 },
  { id: 'c6', name: 'Stahl AG', cards: 7 },
  { id: 'c7', name: 'Öl AG', cards: 5 },
  { id: 'c8', name: 'Bio GmbH', cards: 5 },
  { id: 'c9', name: 'Chip AG', cards: 5 },
]

/** The companies of TEST_DECK after the two of the rulebook (what a banker names in a new deck). */
export const TEST_DECK_OWN = TEST_DECK.slice(2)
