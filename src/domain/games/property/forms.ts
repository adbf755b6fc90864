import type { Json } from '../../ledger/types'
import { parseAmount } from '../../money'
import type { PropertyRef } from './board'
import type { TaxRule } from './config'
import type { AuctionSale, CardEffect, PropertyAction, TradeSide } from './types'

/** A typed amount: the number, or the RuleError refusing it (shown inline). */
export type ReadAmount = { value: number; error: null } | { value: null; error: unknown }

/** Reads a typed amount (integer money, RULES.md Shared); the refusal is returned, not thrown. */
export function readAmount(text: string): ReadAmount {
  try {
    return { value: parseAmount(text), error: null }
  } catch (error) {
    return { value: null, error }
  }
}

/** Reads an amount that may be left empty (= 0: no money on that side, no repairs per hotel …). */
export function readOptionalAmount(text: string): ReadAmount {
  return text.trim() === '' ? { value: 0, error: null } : readAmount(text)
}

/** The card payments, in the order the card sheet offers them. */
export const CARD_EFFECTS: readonly CardEffect[] = [
  'payBank',
  'receiveFromBank',
  'payEachPlayer',
  'collectFromEachPlayer',
  'repairs',
]

/** Card payments whose amount is per other player. */
export function isPerPlayerCard(card: CardEffect): boolean {
  return card === 'payEachPlayer' || card === 'collectFromEachPlayer'
}

/** What the card sheet has typed for another card (a payment with typed amounts). */
export interface CardPaymentForm {
  amount: string
  perHouse: string
  perHotel: string
}

/**
 * A drawn card as an action (RULES.md: repairs per house and per hotel, an empty field = 0; every
 * other card an amount); `error` names the first bad field, `action` is null until it is complete.
 */
export function cardActionOf(
  player: string,
  card: CardEffect,
  form: CardPaymentForm,
): { action: PropertyAction | null; error: unknown } {
  if (card === 'repairs') {
    const house = readOptionalAmount(form.perHouse)
    const hotel = readOptionalAmount(form.perHotel)
    if (house.value === null) return { action: null, error: house.error }
    if (hotel.value === null) return { action: null, error: hotel.error }
    return { action: { type: 'card', player, card, perHouse: house.value, perHotel: hotel.value }, error: null }
  }
  const a = readAmount(form.amount)
  if (a.value === null) return { action: null, error: form.amount === '' ? null : a.error }
  return { action: { type: 'card', player, card, amount: a.value }, error: null }
}

/** What one side of the trade sheet has chosen and typed. */
export interface TradeForm {
  properties: readonly PropertyRef[]
  money: string
  cards: string
}

/** One side of a trade from the sheet (empty money = none, cards a whole number); the refusal of the money field, if any. */
export function tradeSideOf(form: TradeForm): { side: TradeSide | null; error: unknown } {
  const money = readOptionalAmount(form.money)
  const cards = Number(form.cards || '0')
  if (money.value === null) return { side: null, error: money.error }
  if (!Number.isInteger(cards)) return { side: null, error: null }
  return { side: { properties: [...form.properties], jailCards: cards, money: money.value }, error: null }
}

/** A bankruptcy auction row as typed: the winner ('' = unsold) and the price. */
export interface SaleForm {
  property: PropertyRef
  winner: string
  price: string
}

/** The recorded sales of a bankruptcy auction (unsold rows left out); the first bad price refuses them. */
export function salesOf(rows: readonly SaleForm[]): { sales: AuctionSale[]; error: unknown } {
  const sales: AuctionSale[] = []
  for (const r of rows) {
    if (!r.winner) continue
    const p = readAmount(r.price)
    if (p.value === null) return { sales, error: p.error }
    sales.push({ property: r.property, winner: r.winner, price: p.value })
  }
  return { sales, error: null }
}

/** A DKT tax space in the setup form: a fixed amount, or a percentage of cash with a cap. */
export interface TaxForm {
  name: string
  mode: 'fixed' | 'percent'
  amount: string
  percent: string
  cap: string
}

/** The setup form of the tax spaces from their rules (a fixed tax switched to percent starts at 10 %, RULES.md DKT Vermögensabgabe). */
export function taxForms(taxes: { [name: string]: TaxRule }): TaxForm[] {
  return Object.entries(taxes).map(([name, r]) => ({
    name,
    mode: r.percentOfCash > 0 ? 'percent' : 'fixed',
    amount: String(r.amount),
    percent: String(r.percentOfCash || 10),
    cap: String(r.cap),
  }))
}

/** A whole number ≥ 0 from a setup field; anything else is passed on as text so that propertyConfig names the bad option. */
export function wholeOption(v: string): Json {
  const s = v.trim()
  return /^\d{1,9}$/.test(s) ? Number(s) : s
}

/** The `taxes` option from the setup form (propertyConfig checks the values). */
export function taxOption(forms: readonly TaxForm[]): { [name: string]: Json } {
  const out: { [name: string]: Json } = {}
  for (const x of forms)
    out[x.name] =
      x.mode === 'fixed'
        ? { amount: wholeOption(x.amount), percentOfCash: 0, cap: 0 }
        : { amount: 0, percentOfCash: wholeOption(x.percent), cap: wholeOption(x.cap) }
  return out
}

/** DKT with 2 players needs the `twoPlayers` option (RULES.md DKT: 3–6 players, 2 as a variant). */
export function needsTwoPlayerOption(game: 'dkt' | 'monopolyDe', playerCount: number, twoPlayers: boolean): boolean {
  return game === 'dkt' && playerCount === 2 && !twoPlayers
}
