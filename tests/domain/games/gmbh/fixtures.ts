import type { Company } from '@/domain/games/gmbh/deck'

/** A standard deck: the two known companies and seven named by the test (2×5 + 6×7 + 1×9 = 61). */
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
