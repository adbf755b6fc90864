import type { Company } from '@/domain/games/gmbh/deck'
import { deckOf } from '@/domain/games/gmbh/deckDraft'

/**
 * The GmbH test decks (tests only), in one place. Both are standard 61-card decks with the two
 * companies of the rulebook; the demo deck of the app is DEMO_GMBH_DECK in src/domain/games/gmbh/demo.ts.
 */

/**
 * The domain tests' deck, companies by telling ids (milch, glotz, c3 … c9): 1 × 9 + 6 × 7 + 2 × 5 = 61
 * (Company Three to Seven of 7 cards, Eight and Nine of 5). The rule tests name companies by id
 * ("milch", "c8") and rely on these counts.
 */
export const DECK: Company[] = [
  { id: 'milch', name: 'Meister Milch & Co', cards: 9 },
  { id: 'glotz', name: 'Glotz TV AG', cards: 7 },
  ...['Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine'].map((n, i) => ({
    id: `c${i + 3}`,
    name: `Company ${n}`,
    cards: i < 5 ? 7 : 5,
  })),
]

/** Cards of the companies a banker names after the two of the rulebook, by name (invented names a tap can find). */
const OWN_COMPANIES: Record<string, number> = {
  'Kohle KG': 9,
  'Auto AG': 7,
  'Bank GmbH': 7,
  'Stahl AG': 7,
  'Öl AG': 5,
  'Bio GmbH': 5,
  'Chip AG': 5,
}

/**
 * The screens' and stores' deck, as a banker types it in (deckOf): ids c1 … c9,
 * 2 × 9 + 4 × 7 + 3 × 5 = 61 (a second 9-card company, so one round shows every outcome).
 */
export const TEST_DECK: Company[] = deckOf(Object.entries(OWN_COMPANIES).map(([name, cards]) => ({ name, cards })))

/** The companies of TEST_DECK after the two of the rulebook (what a banker names in a new deck). */
export const TEST_DECK_OWN = TEST_DECK.slice(2)
