import type { LedgerState } from '../../ledger/types'
import { parseAmount } from '../../money'
import { DISCRETION_CARDS, LAND_TAX_FROM_YEAR } from './catalogue'
import { bankLoanCapacity } from './collateral'
import type { ActionPreview } from './settlement'
import type { SquarePlan } from './rent'
import { plotAt } from './rules'
import {
  LIMITS,
  MONEY,
  type Board,
  type BuildingRemoval,
  type BuildingType,
  type Cell,
  type DiscretionAction,
  type DiscretionConfig,
  type DiscretionData,
  type Plot,
} from './types'

// What the screens decide before an action exists: which cards are in play, what a card's confirm
// sheet turns into as an action, its defaults, and what a player can do about loans.

/** The winner choice of an auction meaning "nobody bid" (the title stays in the deck). */
export const NO_BID = 'none'

/** The land-tax rate of Year 10 (RULES.md Discretion: the banker enters it, 50,000 in Year 10). */
export const LAST_YEAR_LAND_TAX_RATE = 50_000

/** One event card of the catalogue. */
export type CardDef = (typeof DISCRETION_CARDS)[number]

/** The event card by its name, or null. */
export function cardDef(card: string): CardDef | null {
  return DISCRETION_CARDS.find((c) => c.card === card) ?? null
}

/** The event cards in play in a year (RULES.md: some cards join the deck from Year 2, 3 or 4). */
export function cardsInPlay(year: number): CardDef[] {
  return DISCRETION_CARDS.filter((c) => c.fromYear <= year)
}

/**
 * Whether a card's sheet asks for the year's land-tax rate (RULES.md Discretion: entered once a
 * year, it serves Land Tax and End of Year): by Land Tax, and by End of Year from Year 4 on, while
 * the year's rate is not entered yet.
 */
export function asksLandTaxRate(card: string, data: DiscretionData): boolean {
  if (data.landTaxRates[String(data.year)] !== undefined) return false
  return card === 'landTax' || (card === 'endOfYear' && data.year >= LAND_TAX_FROM_YEAR)
}

/** The land-tax rate a card sheet starts with: the rate entered this year, 50,000 in Year 10, else none. */
export function initialLandTaxRate(data: DiscretionData): number | null {
  const stored = data.landTaxRates[String(data.year)]
  if (stored) return stored
  return data.year === LIMITS.lastYear ? LAST_YEAR_LAND_TAX_RATE : null
}

/** Plots still in the Title deck. */
export function unownedPlots(data: DiscretionData, board: Board): Plot[] {
  return board.plots.filter((p) => data.titles[p.id] === undefined)
}

/** Compulsory auction (RULES.md): while titles remain the next title is auctioned; after that a List plot is sold. */
export function isListSale(card: string, data: DiscretionData, board: Board): boolean {
  return card === 'compulsoryAuction' && unownedPlots(data, board).length === 0
}

/** The plots a title card can name: any plot for Inheritance and a List sale, else those in the deck. */
export function titlePlotsFor(card: string, data: DiscretionData, board: Board): Plot[] {
  return card === 'inheritance' || isListSale(card, data, board) ? board.plots : unownedPlots(data, board)
}

/** What a card sheet has collected so far (typed amounts as text). */
export interface CardInput {
  passTurn: boolean
  /** Loans each player repays instead of paying interest (Interest, End of Year). */
  repay: Readonly<Record<string, number>>
  /** Undeveloped plots each player gives up before Land tax. */
  forfeits: Readonly<Record<string, readonly string[]>>
  chosenPlot: string | null
  chosenBuilding: string | null
  rate: string
  titlePlot: string
  /** A player, NO_BID, or null while nobody is chosen. */
  winner: string | null
  price: string
  /** The action the Other card form built, if any. */
  other: DiscretionAction | null
}

/** What a card still needs before it can be settled (texts `discretion.card.<missing>`). */
export type CardMissing = 'enterRate' | 'choosePlot' | 'chooseWinner' | 'enterPrice'

/** A card sheet's action, or what is missing for it (null = nothing to do). */
export type CardBuild = { action: DiscretionAction; missing: null } | { action: null; missing: CardMissing | null }

/** A typed amount, 0 allowed when asked (auction price); null when empty; throws RuleError when not a whole amount. */
export function amountOrNull(v: string, allowZero = false): number | null {
  const s = v.trim()
  if (s === '') return null
  if (allowZero && /^0+$/.test(s)) return 0
  return parseAmount(s)
}

function ready(action: DiscretionAction): CardBuild {
  return { action, missing: null }
}
function missing(what: CardMissing | null): CardBuild {
  return { action: null, missing: what }
}

/**
 * The action an event card's sheet stands for (card → action of DISCRETION_CARDS), with the
 * choices made so far; choices left open take their defaults in the preview. Throws RuleError for a
 * typed amount that is not one.
 */
export function cardAction(card: string, input: CardInput, listSale: boolean): CardBuild {
  const d = cardDef(card)
  if (!d) return missing(null)
  const extra = input.passTurn ? { passTurn: true as const } : {}
  const repayRec = (): { repay?: Record<string, number> } => {
    const r: Record<string, number> = {}
    for (const [p, n] of Object.entries(input.repay)) if (n > 0) r[p] = n
    return Object.keys(r).length ? { repay: r } : {}
  }
  switch (d.action) {
    case 'rent':
    case 'buildingTax':
      return ready({ type: d.action, buildingType: d.buildingType ?? 'housing', ...extra })
    case 'harvest':
      return ready({ type: 'harvest', ...extra })
    case 'extraHarvest':
      return ready({ type: 'extraHarvest', ...(input.chosenPlot ? { plot: input.chosenPlot } : {}), ...extra })
    case 'extraRent':
      return ready({ type: 'extraRent', ...(input.chosenBuilding ? { building: input.chosenBuilding } : {}), ...extra })
    case 'interest':
      return ready({ type: 'interest', ...repayRec(), ...extra })
    case 'endOfYear': {
      const r = amountOrNull(input.rate, true)
      return ready({ type: 'endOfYear', ...(r !== null ? { landTaxRate: r } : {}), ...repayRec(), ...extra })
    }
    case 'landTax': {
      const r = amountOrNull(input.rate)
      const f: Record<string, string[]> = {}
      for (const [p, list] of Object.entries(input.forfeits)) if (list.length) f[p] = [...list]
      if (r === null) return missing('enterRate')
      return ready({ type: 'landTax', rate: r, ...(Object.keys(f).length ? { forfeits: f } : {}), ...extra })
    }
    case 'auction':
    case 'compulsoryAuction': {
      if (!input.titlePlot) return missing('choosePlot')
      const ls = listSale ? { listSale: true as const, autoRepay: true as const } : {}
      if (input.winner === NO_BID)
        return ready({ type: d.action, plot: input.titlePlot, winner: null, ...ls, ...extra })
      if (!input.winner) return missing('chooseWinner')
      const p = amountOrNull(input.price, true)
      if (p === null) return missing('enterPrice')
      return ready({ type: d.action, plot: input.titlePlot, winner: input.winner, price: p, ...ls, ...extra })
    }
    case 'inheritance':
      if (!input.titlePlot) return missing('choosePlot')
      return ready({ type: 'inheritance', plot: input.titlePlot, autoRepay: true, ...extra })
    case 'otherCard':
      return input.other ? ready({ ...input.other, ...extra }) : missing(null)
    default:
      return missing(null)
  }
}

/** The action as confirmed: the defaults the preview showed are written into it, so what was shown is what is stored. */
export function withPreviewDefaults(action: DiscretionAction, preview: ActionPreview): DiscretionAction {
  if (action.type === 'extraHarvest' && !action.plot) {
    const c = preview.lines.find((l) => l.choice?.kind === 'choosePlot')?.choice
    if (c && c.kind === 'choosePlot' && c.default) return { ...action, plot: c.default }
  }
  if (action.type === 'extraRent' && !action.building) {
    const c = preview.lines.find((l) => l.choice?.kind === 'chooseBuilding')?.choice
    if (c && c.kind === 'chooseBuilding' && c.default) return { ...action, building: c.default }
  }
  return action
}

/** Loan-shark loans that cover a shortfall (RULES.md: 100,000 each). */
export function sharkUnitsFor(shortfall: number): number {
  return Math.ceil(shortfall / MONEY.sharkLoan)
}

/**
 * The ways a player short of cash for `purpose` (the card action being settled, or the active
 * player's build) can raise it at once, before bankruptcy: loan-shark loans covering the shortfall,
 * and a bank loan — the rule pack refuses the bank loan for interest and, for another player than
 * the active one, for anything but a tax card (issue 12).
 */
export function raiseCashActions(
  player: string,
  shortfall: number,
  purpose: DiscretionAction,
): {
  sharkUnits: number
  shark: DiscretionAction
  bank: DiscretionAction
  demolish: (buildings: string[]) => DiscretionAction
} {
  const sharkUnits = sharkUnitsFor(shortfall)
  return {
    sharkUnits,
    shark: { type: 'sharkLoan', player, count: sharkUnits, for: purpose },
    bank: { type: 'bankLoan', player, for: purpose },
    demolish: (buildings) => ({ type: 'demolish', player, buildings, for: purpose, autoRepay: true }),
  }
}

/** Whether a bank loan for `purpose` pays a tax card (the label says so) rather than the active player's own loan. */
export function isTaxCard(purpose: DiscretionAction): boolean {
  return purpose.type === 'buildingTax' || purpose.type === 'landTax'
}

/** A player's loans as the loans table shows them. */
export interface LoanStatus {
  id: string
  name: string
  out: boolean
  bank: number
  shark: number
  /** Buildings he owns, and the bank loans they allow (RULES.md: 3 buildings per loan). */
  buildings: number
  allowed: number
  /** Bank loans he must repay at once. */
  excess: number
}

/** Every player's loans, collateral and excess loans. */
export function loanStatus(state: LedgerState<DiscretionData>, config: DiscretionConfig): LoanStatus[] {
  const { data } = state
  const board = config.options.board
  return config.players.map((p) => {
    const out = data.eliminated[p.id] === true
    const cap = bankLoanCapacity(data, board, p.id)
    return {
      id: p.id,
      name: p.name,
      out,
      bank: data.bankLoans[p.id] ?? 0,
      shark: data.sharkLoans[p.id] ?? 0,
      buildings: cap.buildings,
      allowed: cap.allowed,
      excess: out ? 0 : cap.excess,
    }
  })
}

/**
 * The loan actions a player's sheet offers (issue 12): a bank loan only on his turn (another player
 * borrows for a tax inside the card's sheet). Repayment (issue 35, RULES.md) only of the bank loans he
 * must repay at once (`excess`: fewer than 3 buildings per loan); otherwise loans are repaid on the
 * Interest and End of Year cards. A loan-shark loan is only for a shortfall, so it is offered where
 * the shortfall shows (card sheet, build), not here.
 */
export function loanActions(
  player: string,
  isActive: boolean,
  excess = 0,
): { key: 'bank' | 'repayBank'; action: DiscretionAction }[] {
  return [
    ...(isActive ? [{ key: 'bank' as const, action: { type: 'bankLoan' as const, player } }] : []),
    ...(excess > 0
      ? [{ key: 'repayBank' as const, action: { type: 'repayBankLoan' as const, player, count: excess } }]
      : []),
  ]
}

/** Entry kinds of the Event cards (a card drawn ends the build-only round). */
const CARD_KINDS: ReadonlySet<string> = new Set([
  'rentCard',
  'buildingTaxCard',
  'landTax',
  'harvest',
  'extraHarvest',
  'extraRent',
  'interest',
  'endOfYear',
  'otherCard',
  'compulsoryAuction',
  'inheritance',
])

/** Entry kinds of an auction: sold, or no bid (the title went under the pile). */
const AUCTION_KINDS: ReadonlySet<string> = new Set(['auction', 'auctionNoBid'])

type EntryLike = { kind: string; isUndone: boolean; isSetup?: boolean; info?: unknown }

/** An entry of an Event card drawn: a card's kind, or an Auction card (its entry says `eventCard`). */
function isDrawnCard(e: EntryLike): boolean {
  return (
    CARD_KINDS.has(e.kind) ||
    (AUCTION_KINDS.has(e.kind) && (e.info as { eventCard?: unknown } | undefined)?.eventCard === true)
  )
}

/** Auctions the Year card calls for (RULES.md Discretion: 7 before Year One, 5 before Year Two; none later). */
export const YEAR_CARD_AUCTIONS: Readonly<Record<number, number>> = { 1: 7, 2: 5 }

/** The auctions of the Year card so far: how many were held and how many the card calls for. */
export interface YearAuctions {
  /** Auctions since the year began (or since the Event card last drawn). */
  held: number
  /** The Year card's count (7 in Year 1, 5 in Year 2); null once an Event card of the year is drawn, or in a year whose card calls for none. */
  calledFor: number | null
}

/**
 * The Year card's auctions (RULES.md: recorded as they happen, the count shown, not enforced):
 * the live auctions since the year began (the game's start, or the End of Year card), sold or not,
 * until an Event card of the year is drawn. `entries` newest first (the store's recent entries); a
 * drawn Auction card is an auction whose entry says `eventCard`.
 */
export function yearAuctions(entries: readonly EntryLike[], year: number): YearAuctions {
  const calledFor = YEAR_CARD_AUCTIONS[year] ?? null
  let held = 0
  for (const e of entries) {
    if (e.isUndone) continue
    if (e.isSetup || e.kind === 'endOfYear') break
    if (isDrawnCard(e)) return { held, calledFor: null }
    if (AUCTION_KINDS.has(e.kind)) held++
  }
  return { held, calledFor }
}

/** Whether an auction now is one of the Year card's (RULES.md): its count is not yet reached and no Event card of the year is drawn. */
export function isYearCardAuction(y: YearAuctions): boolean {
  return y.calledFor !== null && y.held < y.calledFor
}

/** Whether an Event card has been drawn among these entries (live ones only): then the build-only round is over. */
export function cardDrawn(entries: readonly EntryLike[]): boolean {
  return entries.some((e) => !e.isUndone && isDrawnCard(e))
}

/** One step of the build-only round after the opening auctions (RULES.md: every player builds once without drawing, clockwise). */
export interface BuildRoundStep {
  /** Players in round order, clockwise from the one who starts the year. */
  order: string[]
  /** Who builds now (the active player). */
  builder: string
  /** Whose turn comes next, or null after the last builder. */
  next: string | null
  /** What the step button does: pass the turn clockwise, or after the last builder give the turn back to the first player to draw. */
  action: DiscretionAction
}

/** The build-only round as the panel walks it: the active player builds, then the turn passes clockwise; after the last, the first player draws. */
export function buildRoundStep(config: DiscretionConfig, data: DiscretionData): BuildRoundStep {
  const ids = config.players.map((p) => p.id).filter((id) => data.eliminated[id] !== true)
  const first = ids.includes(config.options.firstPlayer) ? config.options.firstPlayer : (ids[0] ?? data.active)
  const start = ids.indexOf(first)
  const order = [...ids.slice(start), ...ids.slice(0, start)]
  const at = order.indexOf(data.active)
  const next = at >= 0 && at < order.length - 1 ? (order[at + 1] ?? null) : null
  const action: DiscretionAction = next === null ? { type: 'setActive', player: first } : { type: 'passTurn' }
  return { order, builder: data.active, next, action }
}

/** Entry kinds that move the turn: one per builder of the build-only round. */
const TURN_KINDS: ReadonlySet<string> = new Set(['passTurn', 'setActive'])

/**
 * The build-only round's step when the round is due now, else null (RULES.md Discretion: once,
 * after the opening auctions, every player builds without drawing): Year 1, the Year card's
 * auctions held, no Event card drawn, and fewer turn moves since the last auction than players in
 * the round (each builder's "done" moves the turn once). `entries` newest first (the store's recent
 * entries); when they do not reach back to the game's start (a long round), the auctions before
 * them count as held.
 */
export function buildRoundDue(
  entries: readonly EntryLike[],
  config: DiscretionConfig,
  data: DiscretionData,
): BuildRoundStep | null {
  const calledFor = YEAR_CARD_AUCTIONS[1] ?? 0
  if (data.year !== 1 || data.finished) return null
  let held = 0
  let moves = 0
  let reachedStart = false
  for (const e of entries) {
    if (e.isUndone) continue
    if (e.isSetup || e.kind === 'endOfYear') {
      reachedStart = true
      break
    }
    if (isDrawnCard(e)) return null
    if (AUCTION_KINDS.has(e.kind)) held++
    else if (held === 0 && TURN_KINDS.has(e.kind)) moves++
  }
  if (reachedStart ? held < calledFor : entries.length === 0) return null
  const step = buildRoundStep(config, data)
  return moves < step.order.length ? step : null
}

/** What the Other card form has collected (typed amounts as text, by player, building or plot id). */
export interface OtherCardInput {
  name: string
  amounts: Readonly<Record<string, string>>
  direction: Readonly<Record<string, 'pays' | 'receives'>>
  removed: Readonly<Record<string, boolean>>
  compensation: Readonly<Record<string, string>>
  returned: Readonly<Record<string, boolean>>
}

/**
 * The action of an Other card (RULES.md: cards whose texts are unknown): each player's amount,
 * paid by default or received; the buildings ticked, with a compensation if typed; the titles
 * ticked. Buildings and titles are taken in the order given. Throws RuleError for a bad amount.
 */
export function otherCardAction(
  input: OtherCardInput,
  players: readonly string[],
  buildings: readonly string[],
  plots: readonly string[],
): Extract<DiscretionAction, { type: 'otherCard' }> {
  const payments: Record<string, number> = {}
  for (const p of players) {
    const raw = (input.amounts[p] ?? '').trim()
    if (raw === '') continue
    const n = parseAmount(raw)
    payments[p] = input.direction[p] === 'receives' ? n : -n
  }
  const removeBuildings: BuildingRemoval[] = []
  for (const b of buildings) {
    if (!input.removed[b]) continue
    const raw = (input.compensation[b] ?? '').trim()
    removeBuildings.push(raw === '' ? { building: b } : { building: b, compensation: parseAmount(raw) })
  }
  const returnTitles = plots.filter((p) => input.returned[p])
  const action: Extract<DiscretionAction, { type: 'otherCard' }> = { type: 'otherCard', autoRepay: true }
  if (input.name.trim()) action.name = input.name.trim()
  if (Object.keys(payments).length) action.payments = payments
  if (removeBuildings.length) action.removeBuildings = removeBuildings
  if (returnTitles.length) action.returnTitles = returnTitles
  return action
}

/**
 * The 2-acre placements through a square the owner may use (issue 4: a 2-acre building across two
 * plots only if both are his): those of the plan whose neighbour square is his land too.
 */
export function ownPlacements(
  plan: SquarePlan,
  data: DiscretionData,
  board: Board,
  owner: string | null,
): SquarePlan['twoAcre'] {
  if (owner === null) return []
  return plan.twoAcre.filter((p) => {
    const other = p.cells[1]
    return other !== undefined && data.titles[plotAt(board, other)] === owner
  })
}

/**
 * The 2-acre placements through a square whose rents the square sheet may show (issue 35: any figure
 * shown is one the player can get): the owner's own placements (ownPlacements); on unowned land those
 * within the square's plot, which its buyer could build.
 */
export function twoAcreChoices(
  plan: SquarePlan,
  data: DiscretionData,
  board: Board,
  owner: string | null,
): SquarePlan['twoAcre'] {
  if (owner !== null) return ownPlacements(plan, data, board, owner)
  const plot = plotAt(board, plan.cell)
  return plan.twoAcre.filter((p) => p.cells[1] !== undefined && plotAt(board, p.cells[1]) === plot)
}

/**
 * The best rent a type would earn on a 2-acre placement through the square that the player can build
 * (twoAcreChoices: never a pairing onto another player's plot); null when there is none.
 */
export function bestTwoAcreRent(
  plan: SquarePlan,
  data: DiscretionData,
  board: Board,
  owner: string | null,
  type: BuildingType,
): number | null {
  const choices = twoAcreChoices(plan, data, board, owner)
  return choices.length === 0 ? null : Math.max(...choices.map((p) => p.rents[type].rent))
}

/** The build action of the square sheet: 1 acre on the square, or the chosen 2-acre placement (index into ownPlacements). */
export function buildActionFor(
  owner: string,
  type: BuildingType,
  cell: Cell,
  placements: SquarePlan['twoAcre'],
  size: number,
): Extract<DiscretionAction, { type: 'build' }> {
  const cells = size < 0 ? [cell] : (placements[size]?.cells ?? [cell])
  return { type: 'build', player: owner, buildingType: type, cells }
}
