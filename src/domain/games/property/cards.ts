import * as z from 'zod/mini'
import printed from '../data/cards.json'
import type { BoardId } from './board'
import { CARD_LIMITS, CARD_TEXT_MAX, DECK_MAX, type CardDef, type CardNumberField, type DeckId } from './cardRules'

export * from './cardRules'

/**
 * The printed decks (data/cards.json), checked by zod when this module loads (with the card sheet):
 * broken data stops it loading, never a half-read deck. The schema says what cardRules' one card
 * check says (a test holds them to accepting exactly the same cards).
 */

const int = (f: CardNumberField) => z.int().check(z.minimum(CARD_LIMITS[f].min), z.maximum(CARD_LIMITS[f].max))
const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(CARD_TEXT_MAX))
const amountCard = <K extends 'receive' | 'pay' | 'payEach' | 'collectEach'>(kind: K) =>
  z.object({ text, kind: z.literal(kind), amount: int('amount') })

/** One card: its printed text and what it does. */
export const CardSchema = z.discriminatedUnion('kind', [
  amountCard('receive'),
  amountCard('pay'),
  amountCard('payEach'),
  amountCard('collectEach'),
  z.object({ text, kind: z.literal('moveTo'), position: int('position') }),
  z.object({ text, kind: z.literal('moveBack'), spaces: int('spaces') }),
  z.object({ text, kind: z.literal('nearestStation'), rentFactor: int('rentFactor') }),
  z.object({ text, kind: z.literal('nearestUtility'), diceFactor: int('diceFactor') }),
  z.object({ text, kind: z.literal('jail') }),
  z.object({ text, kind: z.literal('jailFree') }),
  z
    .object({ text, kind: z.literal('repairs'), perHouse: int('perHouse'), perHotel: int('perHotel') })
    .check(z.refine((c) => c.perHouse + c.perHotel > 0, { path: ['perHouse'] })),
  z.object({ text, kind: z.literal('percentOfPrices'), percent: int('percent') }),
])

const DeckSchema = z.array(CardSchema).check(z.minLength(1), z.maxLength(DECK_MAX))
const DataSchema = z.object({
  provenance: z.string(),
  dkt: z.object({ bank: DeckSchema, risiko: DeckSchema }),
  monopolyDe: z.object({ ereignis: DeckSchema, gemeinschaft: DeckSchema }),
})

const PRINTED: Record<BoardId, Record<string, CardDef[]>> = DataSchema.parse(printed)

/** The deck as data/cards.json lists it (a fresh copy). */
export function printedDeck(game: BoardId, deck: DeckId): CardDef[] {
  return (PRINTED[game][deck] ?? []).map((c) => ({ ...c }))
}
