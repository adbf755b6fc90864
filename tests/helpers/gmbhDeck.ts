import type { Company } from '@/domain/games/gmbh/deck'

/** A standard 61-card deck with invented names for the seven unknown companies (tests only). */
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
