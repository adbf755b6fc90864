import { RuleError } from '../../errors'
import type { Entry } from '../../ledger/types'
import type { Board, BoardId } from './board'

/**
 * The card decks of DKT (Bank, Risiko) and Monopoly (Ereignis, Gemeinschaft) as lists of cards
 * (data/cards.json, its "provenance" text defines the kinds): what a card is, the one card check
 * (the rule pack, the deck editor and the store), where a move leads. Free of zod, so the game
 * screen does not load it; the printed decks and their zod schema are in cards.ts (loaded with the
 * card sheet). A replay or an import never depends on a deck edited later: the action and its
 * entry carry the whole card.
 */

/** The longest card text (the printed ones are ≤ 60 characters). */
export const CARD_TEXT_MAX = 120
/** The largest amount on a card (the printed ones are ≤ 200). */
export const CARD_AMOUNT_MAX = 1_000_000
/** The most cards a deck may hold (the printed ones hold 15–16). */
export const DECK_MAX = 60
/** The last board position (both boards have 40 spaces, 0 = Start / LOS). */
export const LAST_POSITION = 39

/** What a card does (data/cards.json "provenance"). */
export const CARD_KINDS = [
  'receive',
  'pay',
  'payEach',
  'collectEach',
  'moveTo',
  'moveBack',
  'nearestStation',
  'nearestUtility',
  'jail',
  'jailFree',
  'repairs',
  'percentOfPrices',
] as const
export type CardKind = (typeof CARD_KINDS)[number]

/** The limits of each number a card carries: the editor's fields and the refusals name them. */
export const CARD_LIMITS = {
  amount: { min: 1, max: CARD_AMOUNT_MAX },
  position: { min: 0, max: LAST_POSITION },
  spaces: { min: 1, max: LAST_POSITION },
  rentFactor: { min: 1, max: 10 },
  diceFactor: { min: 1, max: 100 },
  perHouse: { min: 0, max: CARD_AMOUNT_MAX },
  perHotel: { min: 0, max: CARD_AMOUNT_MAX },
  percent: { min: 1, max: 100 },
} as const
export type CardNumberField = keyof typeof CARD_LIMITS

/** One card: its printed text and what it does (data/cards.json "provenance"). */
export type CardDef =
  | { text: string; kind: 'receive' | 'pay' | 'payEach' | 'collectEach'; amount: number }
  | { text: string; kind: 'moveTo'; position: number }
  | { text: string; kind: 'moveBack'; spaces: number }
  | { text: string; kind: 'nearestStation'; rentFactor: number }
  | { text: string; kind: 'nearestUtility'; diceFactor: number }
  | { text: string; kind: 'jail' | 'jailFree' }
  | { text: string; kind: 'repairs'; perHouse: number; perHotel: number }
  | { text: string; kind: 'percentOfPrices'; percent: number }
/** A card of one kind. */
export type CardOf<K extends CardKind> = Extract<CardDef, { kind: K }>

/** The decks of each game, in the order the card sheet lists them. */
export const DECK_IDS = { dkt: ['bank', 'risiko'], monopolyDe: ['ereignis', 'gemeinschaft'] } as const satisfies Record<
  BoardId,
  readonly string[]
>
export type DeckId = (typeof DECK_IDS)[BoardId][number]

/** The board space a deck is drawn on (its name on the board, data/dkt.json and monopoly-de.json). */
const DECK_SPACE: Record<DeckId, string> = {
  bank: 'Bank',
  risiko: 'Risiko',
  ereignis: 'Ereignisfeld',
  gemeinschaft: 'Gemeinschaftsfeld',
}

/** The decks of a game. */
export function decksOf(game: BoardId): readonly DeckId[] {
  return DECK_IDS[game]
}

/** True when `deck` is a deck of `game`. */
export function isDeckOf(game: BoardId, deck: unknown): deck is DeckId {
  return (DECK_IDS[game] as readonly unknown[]).includes(deck)
}

/** The positions of a deck's card spaces on the board, in board order. */
export function deckSpaces(board: Board, deck: DeckId): number[] {
  return board.spaces.filter((s) => s.name === DECK_SPACE[deck]).map((s) => s.position)
}

/** The RuleError code naming each field of a card (errors.<code>: "Amount: a whole number from 1 to …"). */
const FIELD_CODE: Record<string, string> = {
  text: 'cardText',
  kind: 'cardKind',
  amount: 'cardAmount',
  position: 'cardPosition',
  spaces: 'cardSpaces',
  rentFactor: 'cardRentFactor',
  diceFactor: 'cardDiceFactor',
  perHouse: 'cardRepairs',
  perHotel: 'cardRepairs',
  percent: 'cardPercent',
}

/** A field of a card the editor shows. */
export type CardField = 'text' | 'kind' | CardNumberField

/** One problem of a card: the field and the refusal naming it. */
export interface CardProblem {
  field: CardField
  error: RuleError
}

function problemOf(field: string): CardProblem {
  const f = (field in FIELD_CODE ? field : 'kind') as CardField
  const limits = f in CARD_LIMITS ? CARD_LIMITS[f as CardNumberField] : null
  const params: Record<string, number> =
    f === 'text' ? { max: CARD_TEXT_MAX } : limits ? { min: limits.min, max: limits.max } : {}
  return { field: f, error: new RuleError(FIELD_CODE[f] ?? 'cardKind', params) }
}

const isInt = (v: unknown, f: CardNumberField): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= CARD_LIMITS[f].min && v <= CARD_LIMITS[f].max

/**
 * Every problem of a card (each field once, in the order of its fields); none for a valid card.
 * The one card check of the rule pack, the editor and the store; data/cards.json is checked at load
 * by the zod schema of cards.ts, and a test holds the two to accepting exactly the same cards.
 */
export function cardProblems(input: unknown): CardProblem[] {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return [problemOf('kind')]
  const c = input as Record<string, unknown>
  const out: CardProblem[] = []
  const text = typeof c.text === 'string' ? c.text.trim() : null
  if (text === null || text.length < 1 || text.length > CARD_TEXT_MAX) out.push(problemOf('text'))
  if (!(CARD_KINDS as readonly unknown[]).includes(c.kind)) return [...out, problemOf('kind')]
  const kind = c.kind as CardKind
  for (const f of cardFields(kind))
    if (!isInt(c[f], f) && !out.some((p) => p.error.code === FIELD_CODE[f])) out.push(problemOf(f))
  if (kind === 'repairs' && out.length === 0 && (c.perHouse as number) + (c.perHotel as number) === 0)
    out.push(problemOf('perHouse'))
  return out
}

/** The card, checked (text trimmed, unknown keys dropped); throws the RuleError of its first bad field. */
export function parseCard(input: unknown): CardDef {
  const p = cardProblems(input)[0]
  if (p) throw p.error
  const c = input as Record<string, unknown>
  const text = String(c.text).trim()
  // cardProblems has checked each field of the kind: numbers in their limits
  const n = (f: CardNumberField) => c[f] as number
  const kind = c.kind as CardKind
  switch (kind) {
    case 'receive':
    case 'pay':
    case 'payEach':
    case 'collectEach':
      return { text, kind, amount: n('amount') }
    case 'moveTo':
      return { text, kind, position: n('position') }
    case 'moveBack':
      return { text, kind, spaces: n('spaces') }
    case 'nearestStation':
      return { text, kind, rentFactor: n('rentFactor') }
    case 'nearestUtility':
      return { text, kind, diceFactor: n('diceFactor') }
    case 'jail':
    case 'jailFree':
      return { text, kind }
    case 'repairs':
      return { text, kind, perHouse: n('perHouse'), perHotel: n('perHotel') }
    case 'percentOfPrices':
      return { text, kind, percent: n('percent') }
    default:
      return kind satisfies never
  }
}

/** A deck, checked card by card; throws `deckEmpty`, `deckTooLong` or the first bad card's refusal with its number (`n`, 1-based). */
export function parseDeck(input: unknown): CardDef[] {
  if (!Array.isArray(input) || input.length === 0) throw new RuleError('cardDeckEmpty')
  if (input.length > DECK_MAX) throw new RuleError('cardDeckTooLong', { max: DECK_MAX })
  return input.map((c, i) => {
    const p = cardProblems(c)[0]
    if (p) throw new RuleError(p.error.code, { ...p.error.params, n: i + 1 })
    return parseCard(c)
  })
}

/** A move a card makes from the space it was drawn on: where the player lands and whether he passes (or lands on) Start. */
export interface CardMove {
  from: number
  to: number
  passesStart: boolean
}

const STATION_KINDS = new Set(['station', 'line'])
const UTILITY_KINDS = new Set(['utility', 'enterprise'])

/** The next position forward from `from` whose property is one of `kinds` (stations, utilities); null when the board has none. */
function nearest(board: Board, from: number, kinds: ReadonlySet<string>): number | null {
  const n = board.spaces.length
  for (let step = 1; step <= n; step++) {
    const pos = (from + step) % n
    const p = board.byPosition.get(pos)
    if (p && kinds.has(p.kind)) return pos
  }
  return null
}

/** True when the card moves the player. */
export function isMoveCard(card: CardDef): card is CardOf<'moveTo' | 'moveBack' | 'nearestStation' | 'nearestUtility'> {
  return (
    card.kind === 'moveTo' ||
    card.kind === 'moveBack' ||
    card.kind === 'nearestStation' ||
    card.kind === 'nearestUtility'
  )
}

/**
 * Where a move card takes a player who drew it on `from` (RULES.md: salary when Start/LOS is passed
 * or reached moving forward; moving back never passes it); null for a card that does not move.
 */
export function moveOf(board: Board, card: CardDef, from: number): CardMove | null {
  const n = board.spaces.length
  let to: number | null
  switch (card.kind) {
    case 'moveTo':
      to = card.position
      break
    case 'moveBack':
      return { from, to: (((from - card.spaces) % n) + n) % n, passesStart: false }
    case 'nearestStation':
      to = nearest(board, from, STATION_KINDS)
      break
    case 'nearestUtility':
      to = nearest(board, from, UTILITY_KINDS)
      break
    default:
      return null
  }
  if (to === null) return null
  // forward from `from` to `to`: Start is passed when the move wraps round (or ends on Start)
  return { from, to, passesStart: to !== from && (to === 0 || to < from) }
}

/** True when a card's outcome depends on which of the deck's spaces it was drawn on (the sheet asks only then). */
export function needsSpace(board: Board, card: CardDef, deck: DeckId): boolean {
  if (!isMoveCard(card)) return false
  const outcomes = new Set(
    deckSpaces(board, deck).map((s) =>
      JSON.stringify(moveOf(board, card, s) && { ...moveOf(board, card, s), from: 0 }),
    ),
  )
  return outcomes.size > 1
}

/** True when a move card may need the dice (a utility or enterprise where the player may land). */
export function mayNeedDice(board: Board, card: CardDef, from: number): boolean {
  const m = moveOf(board, card, from)
  if (!m) return false
  const p = board.byPosition.get(m.to)
  return p !== undefined && UTILITY_KINDS.has(p.kind)
}

/** The fields the editor shows for a kind, after the text. */
export function cardFields(kind: CardKind): CardNumberField[] {
  switch (kind) {
    case 'receive':
    case 'pay':
    case 'payEach':
    case 'collectEach':
      return ['amount']
    case 'moveTo':
      return ['position']
    case 'moveBack':
      return ['spaces']
    case 'nearestStation':
      return ['rentFactor']
    case 'nearestUtility':
      return ['diceFactor']
    case 'repairs':
      return ['perHouse', 'perHotel']
    case 'percentOfPrices':
      return ['percent']
    default:
      return []
  }
}

/** The default numbers of a new card of a kind (the printed decks' usual values). */
const FIELD_DEFAULTS: Record<CardNumberField, number> = {
  amount: 50,
  position: 0,
  spaces: 3,
  rentFactor: 2,
  diceFactor: 10,
  perHouse: 25,
  perHotel: 100,
  percent: 10,
}

/** A card changed to another kind: its text kept, the new kind's numbers from the old card where they fit, else the defaults. */
export function withKind(
  card: { text: string } & Partial<Record<CardNumberField, number>>,
  kind: CardKind,
): Record<string, string | number> {
  const out: Record<string, string | number> = { text: card.text, kind }
  for (const f of cardFields(kind)) out[f] = typeof card[f] === 'number' ? card[f] : FIELD_DEFAULTS[f]
  return out
}

/** True when two decks hold the same cards in the same order. */
export function sameDeck(a: readonly CardDef[], b: readonly CardDef[]): boolean {
  return a.length === b.length && a.every((c, i) => JSON.stringify(c) === JSON.stringify(b[i]))
}

const ACTOR_FIELDS = ['player', 'payer', 'winner'] as const

/**
 * The player a card sheet preselects: the one the newest live action was about (the player who
 * just moved: rent payer, buyer, salary, tax, card …), if still in the game; else null.
 */
export function likelyDrawer(
  recent: readonly Pick<Entry, 'isSetup' | 'isUndone' | 'info'>[],
  active: readonly string[],
): string | null {
  for (const e of recent) {
    if (e.isSetup || e.isUndone) continue
    for (const f of ACTOR_FIELDS) {
      const v = e.info?.[f]
      if (typeof v === 'string' && active.includes(v)) return v
    }
    return null
  }
  return null
}

/** One card as the deck editor holds it: the text, the kind and each number as typed. */
export interface CardForm {
  text: string
  kind: CardKind
  numbers: Partial<Record<CardNumberField, string>>
}

/** The editor's form of a card. */
export function formOf(card: CardDef): CardForm {
  const numbers: Partial<Record<CardNumberField, string>> = {}
  const values = card as Partial<Record<CardNumberField, number>>
  for (const f of cardFields(card.kind)) numbers[f] = String(values[f] ?? '')
  return { text: card.text, kind: card.kind, numbers }
}

/** A typed whole number (digits only); anything else is NaN, which the card check names. An empty repairs field is 0. */
function typedNumber(field: CardNumberField, s: string | undefined): number {
  const t = (s ?? '').trim().replace(/[.\s\u00a0\u202f']/g, '')
  if (t === '' && (field === 'perHouse' || field === 'perHotel')) return 0
  return /^\d{1,12}$/.test(t) ? Number(t) : Number.NaN
}

/** The card a form describes, unchecked (parseCard / cardProblems check it). */
export function cardOfForm(form: CardForm): Record<string, string | number> {
  const out: Record<string, string | number> = { text: form.text, kind: form.kind }
  for (const f of cardFields(form.kind)) out[f] = typedNumber(f, form.numbers[f])
  return out
}

/** The form changed to another kind: the text kept, the numbers that fit kept, the rest from the kind's defaults. */
export function formWithKind(form: CardForm, kind: CardKind): CardForm {
  const numbers: Partial<Record<CardNumberField, string>> = {}
  for (const f of cardFields(kind)) numbers[f] = form.numbers[f] ?? String(FIELD_DEFAULTS[f])
  return { text: form.text, kind, numbers }
}

/** A new card for the editor (a payment to the bank, text to be typed). */
export function blankCardForm(): CardForm {
  return { text: '', kind: 'pay', numbers: { amount: String(FIELD_DEFAULTS.amount) } }
}
