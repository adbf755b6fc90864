import { RuleError } from '../../errors'
import type { BaseData } from '../../ledger/admit'
import { BANK, type Json, type LedgerState } from '../../ledger/types'
import { percentOf } from '../../money'
import { boardOf, findProperty, findTaxSpace, type Board, type PropertyCard } from './board'
import type { PropertyConfig } from './config'

/**
 * The game data of DKT and Monopoly. Absent keys mean the default: unowned, level 0,
 * not mortgaged, not in jail, no cards (records keyed by board position or player id).
 */
export type PropertyData = BaseData & {
  /** position → owner id */
  owner: { [pos: string]: string }
  /** position → 1–4 houses, 5 = hotel */
  level: { [pos: string]: number }
  /** position → outstanding loan */
  mortgage: { [pos: string]: number }
  /** The bank's building supply. */
  supply: { houses: number; hotels: number }
  /** player → true while in jail */
  jail: { [id: string]: boolean }
  /** DKT: player → true from leaving jail until another player moves (no salary on that move). */
  leftJail: { [id: string]: boolean }
  /** player → number of get-out-of-jail cards held */
  jailCards: { [id: string]: number }
}

export type PropertyState = LedgerState<PropertyData>

/** The Frei Parken jackpot account (Monopoly option). */
export const JACKPOT = 'pool:freeParking'

/** The board of a configuration. */
export function boardFor(config: PropertyConfig): Board {
  return boardOf(config.type)
}

/** Owner of a property (undefined = the bank). */
export function ownerOf(data: PropertyData, pos: number): string | undefined {
  return data.owner[String(pos)]
}

/** Building level of a street: 0–4 houses, 5 = hotel. */
export function levelOf(data: PropertyData, pos: number): number {
  return data.level[String(pos)] ?? 0
}

/** Outstanding loan on a property (0 = not mortgaged). */
export function loanOf(data: PropertyData, pos: number): number {
  return data.mortgage[String(pos)] ?? 0
}

/** Loan plus interest (RULES.md: repaying costs the loan plus 10 %). */
export function repayCost(config: PropertyConfig, loan: number): number {
  return loan + percentOf(loan, config.options.mortgageInterestPercent)
}

/** Number of properties of `card`'s group held by `owner` (mortgaged ones count). */
export function countHeld(board: Board, data: PropertyData, group: string, owner: string): number {
  return (board.groups[group] ?? []).filter((p) => ownerOf(data, p) === owner).length
}

/** True when `owner` holds every property of the group. */
export function holdsGroup(board: Board, data: PropertyData, group: string, owner: string): boolean {
  const g = board.groups[group] ?? []
  return g.length > 0 && g.every((p) => ownerOf(data, p) === owner)
}

/** Why a rent is 0, or 'ok'. */
export type RentReason = 'ok' | 'unowned' | 'ownProperty' | 'mortgaged' | 'diceRequired' | 'ownerEliminated'

/** A rent quote for the UI and for the rent action. */
export interface RentQuote {
  property: string
  position: number
  owner: string | null
  amount: number
  reason: RentReason
  /** How the amount was found: level, count held, dice multiplier, doubled for a full group. */
  level: number
  count: number
  multiplier: number
  dice: number | null
  doubled: boolean
}

function checkDice(dice: unknown): number {
  if (typeof dice !== 'number' || !Number.isInteger(dice) || dice < 2 || dice > 12) throw new RuleError('diceInvalid', { dice: String(dice) })
  return dice
}

/**
 * The rent `payer` would pay for a property now (RULES.md: printed rent by level, full-group doubling in
 * Monopoly, lines/stations by count, enterprises/utilities dice × multiplier; 0 with a reason when
 * unowned, own property or mortgaged). `dice` is needed for enterprises/utilities.
 */
export function rentFor(state: PropertyState, config: PropertyConfig, payer: string | null, ref: unknown, dice?: number): RentQuote {
  const board = boardFor(config)
  const card = findProperty(board, ref)
  const data = state.data
  const owner = ownerOf(data, card.position) ?? null
  const level = levelOf(data, card.position)
  const base: RentQuote = { property: card.name, position: card.position, owner, amount: 0, reason: 'ok', level, count: 0, multiplier: 0, dice: dice ?? null, doubled: false }
  if (owner === null) return { ...base, reason: 'unowned' }
  if (payer !== null && owner === payer) return { ...base, reason: 'ownProperty' }
  if (data.eliminated[owner] === true) return { ...base, reason: 'ownerEliminated' }
  const count = countHeld(board, data, card.group, owner)
  const q = { ...base, count }
  if (loanOf(data, card.position) > 0) return { ...q, reason: 'mortgaged' }
  if (card.kind === 'street') {
    const printed = card.rents[level] ?? 0
    const doubled = level === 0 && config.options.doubleRentFullGroup && holdsGroup(board, data, card.group, owner)
    return { ...q, amount: doubled ? printed * 2 : printed, doubled }
  }
  if (card.rentByCount.length > 0) return { ...q, amount: card.rentByCount[Math.min(count, card.rentByCount.length) - 1] ?? 0 }
  const multiplier = card.diceMultiplierByCount[Math.min(count, card.diceMultiplierByCount.length) - 1] ?? 0
  if (dice === undefined || dice === null) return { ...q, multiplier, reason: 'diceRequired' }
  const d = checkDice(dice)
  return { ...q, multiplier, dice: d, amount: d * multiplier }
}

/** Opening bid of an auction: DKT half the printed price, Monopoly any bid ≥ 1 (RULES.md). */
export function openingBid(config: PropertyConfig, ref: unknown): number {
  const card = findProperty(boardFor(config), ref)
  return Math.max(1, percentOf(card.price, config.options.auctionOpeningPercent))
}

/** Amount due on a tax space for a player now (fixed, or % of cash with a cap; DKT amounts editable). */
export function taxDue(state: PropertyState, config: PropertyConfig, player: string, space: unknown): { name: string; amount: number } {
  const t = findTaxSpace(boardFor(config), space)
  const rule = config.options.taxes[t.name]
  if (!rule) throw new RuleError('notATaxSpace', { space: t.name })
  if (rule.percentOfCash > 0) {
    const cash = Math.max(0, state.balances[player] ?? 0)
    const due = percentOf(cash, rule.percentOfCash)
    return { name: t.name, amount: rule.cap > 0 ? Math.min(due, rule.cap) : due }
  }
  return { name: t.name, amount: rule.amount }
}

/** The bank's building supply now (DKT 32/8, Monopoly 32/12 at the start). */
export function bankSupply(state: PropertyState): { houses: number; hotels: number } {
  return { houses: state.data.supply.houses, hotels: state.data.supply.hotels }
}

/** Houses and hotels a player has standing (repairs cards, net worth). */
export function buildingsOf(board: Board, data: PropertyData, player: string): { houses: number; hotels: number } {
  let houses = 0
  let hotels = 0
  for (const p of board.properties) {
    if (ownerOf(data, p.position) !== player) continue
    const l = levelOf(data, p.position)
    if (l === 5) hotels++
    else houses += l
  }
  return { houses, hotels }
}

/** A planned building step: the street, its new level, the money and the supply change. */
export interface BuildStep {
  card: PropertyCard
  from: number
  to: number
  /** Paid by the owner (build) or to the owner (sell). */
  amount: number
  houses: number
  hotels: number
}

function groupLevels(board: Board, data: PropertyData, group: string): number[] {
  return (board.groups[group] ?? []).map((p) => levelOf(data, p))
}

/**
 * Checks building one level on a street (RULES.md: complete group, no mortgage in the group, even rule,
 * hotel after 4 houses on every street, bank supply). Returns the step or throws RuleError.
 */
export function checkBuild(board: Board, data: PropertyData, card: PropertyCard, player?: string): BuildStep {
  if (card.kind !== 'street') throw new RuleError('notAStreet', { property: card.name })
  const owner = ownerOf(data, card.position)
  if (owner === undefined) throw new RuleError('propertyUnowned', { property: card.name })
  if (player !== undefined && owner !== player) throw new RuleError('notOwner', { property: card.name, player, owner })
  if (!holdsGroup(board, data, card.group, owner)) throw new RuleError('groupIncomplete', { property: card.name, group: card.group, player: owner })
  const mortgaged = (board.groups[card.group] ?? []).find((p) => loanOf(data, p) > 0)
  if (mortgaged !== undefined) throw new RuleError('groupMortgaged', { property: card.name, group: card.group, mortgaged: board.byPosition.get(mortgaged)?.name ?? '' })
  const level = levelOf(data, card.position)
  if (level >= 5) throw new RuleError('maxLevel', { property: card.name })
  const min = Math.min(...groupLevels(board, data, card.group))
  if (level > min) throw new RuleError('evenBuild', { property: card.name, level, minLevel: min })
  if (level === 4) {
    if (data.supply.hotels < 1) throw new RuleError('bankNoHotels', { property: card.name })
    return { card, from: 4, to: 5, amount: card.hotelPrice, houses: 4, hotels: -1 }
  }
  if (data.supply.houses < 1) throw new RuleError('bankNoHouses', { property: card.name })
  return { card, from: level, to: level + 1, amount: card.housePrice, houses: -1, hotels: 0 }
}

/**
 * Checks selling one building of a street to the bank at half price (RULES.md: even rule for houses;
 * DKT sells a hotel whole; Monopoly back to 4 houses if the bank has 4, else whole).
 */
export function checkSell(board: Board, data: PropertyData, card: PropertyCard, wholeHotelOnly: boolean, player?: string): BuildStep {
  if (card.kind !== 'street') throw new RuleError('notAStreet', { property: card.name })
  const owner = ownerOf(data, card.position)
  if (owner === undefined) throw new RuleError('propertyUnowned', { property: card.name })
  if (player !== undefined && owner !== player) throw new RuleError('notOwner', { property: card.name, player, owner })
  const level = levelOf(data, card.position)
  if (level === 0) throw new RuleError('noBuildings', { property: card.name })
  const half = (n: number) => percentOf(n, 50)
  if (level === 5) {
    if (!wholeHotelOnly && data.supply.houses >= 4) return { card, from: 5, to: 4, amount: half(card.hotelPrice), houses: -4, hotels: 1 }
    return { card, from: 5, to: 0, amount: half(card.hotelPrice + 4 * card.housePrice), houses: 0, hotels: 1 }
  }
  const max = Math.max(...groupLevels(board, data, card.group).map((l) => l))
  if (level < max) throw new RuleError('evenSell', { property: card.name, level, maxLevel: max })
  return { card, from: level, to: level - 1, amount: half(card.housePrice), houses: 1, hotels: 0 }
}

/** What can be done with the buildings of one street now: for the UI's build/sell buttons. */
export interface BuildOption {
  property: string
  position: number
  group: string
  level: number
  canBuild: boolean
  buildCost: number
  /** Error code when building is refused. */
  buildRefusal: string | null
  canSell: boolean
  sellRefund: number
  sellToLevel: number
  sellRefusal: string | null
}

/** Which levels can be built or sold where (even rule both ways, supply, groups); for one player or all streets. */
export function buildOptions(state: PropertyState, config: PropertyConfig, player?: string): BuildOption[] {
  const board = boardFor(config)
  const out: BuildOption[] = []
  for (const card of board.properties) {
    if (card.kind !== 'street') continue
    const owner = ownerOf(state.data, card.position)
    if (player !== undefined && owner !== player) continue
    const o: BuildOption = { property: card.name, position: card.position, group: card.group, level: levelOf(state.data, card.position), canBuild: false, buildCost: 0, buildRefusal: null, canSell: false, sellRefund: 0, sellToLevel: 0, sellRefusal: null }
    try {
      const s = checkBuild(board, state.data, card)
      o.canBuild = true
      o.buildCost = s.amount
    } catch (e) {
      o.buildRefusal = e instanceof RuleError ? e.code : 'unknown'
    }
    try {
      const s = checkSell(board, state.data, card, config.type === 'dkt')
      o.canSell = true
      o.sellRefund = s.amount
      o.sellToLevel = s.to
    } catch (e) {
      o.sellRefusal = e instanceof RuleError ? e.code : 'unknown'
    }
    out.push(o)
  }
  return out
}

/** Mortgage limits of a property (DKT: any loan 1..50 % of the price; Monopoly: the printed value), and the repay cost. */
export function mortgageLimits(state: PropertyState, config: PropertyConfig, ref: unknown): { property: string; min: number; max: number; fixed: boolean; loan: number; repayCost: number; canMortgage: boolean; refusal: string | null } {
  const board = boardFor(config)
  const card = findProperty(board, ref)
  const loan = loanOf(state.data, card.position)
  const fixed = config.type !== 'dkt'
  let refusal: string | null = null
  try {
    checkMortgageAllowed(board, state.data, config, card)
  } catch (e) {
    refusal = e instanceof RuleError ? e.code : 'unknown'
  }
  return { property: card.name, min: fixed ? card.mortgage : 1, max: card.mortgage, fixed, loan, repayCost: loan > 0 ? repayCost(config, loan) : 0, canMortgage: refusal === null, refusal }
}

/** RULES.md mortgage preconditions: option on, owned, not yet mortgaged, no buildings on the street (DKT) / group (Monopoly). */
export function checkMortgageAllowed(board: Board, data: PropertyData, config: PropertyConfig, card: PropertyCard, player?: string): string {
  if (!config.options.mortgages) throw new RuleError('mortgagesOff')
  const owner = ownerOf(data, card.position)
  if (owner === undefined) throw new RuleError('propertyUnowned', { property: card.name })
  if (player !== undefined && owner !== player) throw new RuleError('notOwner', { property: card.name, player, owner })
  if (loanOf(data, card.position) > 0) throw new RuleError('alreadyMortgaged', { property: card.name })
  checkNoBuildings(board, data, config, card, 'buildingsOnStreet', 'buildingsInGroup')
  return owner
}

/** DKT: no building on the street itself; Monopoly: none on its whole group (mortgage and trade). */
export function checkNoBuildings(board: Board, data: PropertyData, config: PropertyConfig, card: PropertyCard, streetCode: string, groupCode: string): void {
  if (config.type === 'dkt') {
    if (levelOf(data, card.position) > 0) throw new RuleError(streetCode, { property: card.name })
    return
  }
  const built = (board.groups[card.group] ?? []).find((p) => levelOf(data, p) > 0)
  if (built !== undefined) throw new RuleError(groupCode, { property: card.name, group: card.group, built: board.byPosition.get(built)?.name ?? '' })
}

/** Net worth with its parts (RULES.md end of game): cash + prices + buildings − (loans + 10 %). */
export interface NetWorth {
  player: string
  cash: number
  properties: number
  buildings: number
  /** Outstanding loans plus interest (subtracted). */
  mortgages: number
  total: number
  eliminated: boolean
}

/** Net worth of a player with breakdown (RULES.md DKT end of game, also Monopoly at an agreed time). */
export function netWorthOf(state: PropertyState, config: PropertyConfig, player: string): NetWorth {
  const board = boardFor(config)
  const data = state.data
  let properties = 0
  let buildings = 0
  let mortgages = 0
  for (const card of board.properties) {
    if (ownerOf(data, card.position) !== player) continue
    properties += card.price
    const l = levelOf(data, card.position)
    buildings += l === 5 ? card.hotelPrice + 4 * card.housePrice : l * card.housePrice
    const loan = loanOf(data, card.position)
    if (loan > 0) mortgages += repayCost(config, loan)
  }
  const cash = state.balances[player] ?? 0
  return { player, cash, properties, buildings, mortgages, total: cash + properties + buildings - mortgages, eliminated: data.eliminated[player] === true }
}

/** The ranking by net worth: active players by total (highest first), then the players out of the game. */
export function rankingOf(state: PropertyState, config: PropertyConfig): (NetWorth & { rank: number; name: string })[] {
  const rows = config.players.map((p, seat) => ({ ...netWorthOf(state, config, p.id), name: p.name, seat }))
  rows.sort((a, b) => Number(a.eliminated) - Number(b.eliminated) || b.total - a.total || a.seat - b.seat)
  let rank = 0
  return rows.map((r, i) => {
    const prev = rows[i - 1]
    if (!prev || prev.total !== r.total || prev.eliminated !== r.eliminated) rank = i + 1
    const { seat, ...rest } = r
    void seat
    return { ...rest, rank }
  })
}

/** A readable view of one property. */
export interface PropertyView {
  position: number
  name: string
  kind: PropertyCard['kind']
  group: string
  price: number
  owner: string | null
  /** 0–4 houses, 5 = hotel */
  level: number
  houses: number
  hotel: boolean
  /** Outstanding loan, 0 when not mortgaged. */
  mortgage: number
  mortgaged: boolean
}

/** The readable state of a property game (balances, properties, supply, jail, cards). */
export interface PropertyGameView {
  balances: Record<string, number>
  /** By printed name. */
  properties: Record<string, PropertyView>
  /** The same views by board position. */
  propertiesByPosition: Record<number, PropertyView>
  bank: { houses: number; hotels: number; cash: number }
  /** player → in jail */
  jail: Record<string, boolean>
  /** player → get-out-of-jail cards held */
  jailCards: Record<string, number>
  eliminated: Record<string, boolean>
  /** Frei Parken jackpot (0 when the option is off). */
  jackpot: number
  players: Record<string, { id: string; name: string; cash: number; inJail: boolean; jailCards: number; eliminated: boolean; properties: string[] }>
}

/** Builds the readable view of the state. */
export function viewOf(state: PropertyState, config: PropertyConfig): PropertyGameView {
  const board = boardFor(config)
  const d = state.data
  const properties: Record<string, PropertyView> = {}
  const byPos: Record<number, PropertyView> = {}
  for (const c of board.properties) {
    const level = levelOf(d, c.position)
    const loan = loanOf(d, c.position)
    const v: PropertyView = { position: c.position, name: c.name, kind: c.kind, group: c.group, price: c.price, owner: ownerOf(d, c.position) ?? null, level, houses: level === 5 ? 0 : level, hotel: level === 5, mortgage: loan, mortgaged: loan > 0 }
    properties[c.name] = v
    byPos[c.position] = v
  }
  const jail: Record<string, boolean> = {}
  const jailCards: Record<string, number> = {}
  const eliminated: Record<string, boolean> = {}
  const players: PropertyGameView['players'] = {}
  for (const p of config.players) {
    jail[p.id] = d.jail[p.id] === true
    jailCards[p.id] = d.jailCards[p.id] ?? 0
    eliminated[p.id] = d.eliminated[p.id] === true
    players[p.id] = { id: p.id, name: p.name, cash: state.balances[p.id] ?? 0, inJail: jail[p.id] === true, jailCards: jailCards[p.id] ?? 0, eliminated: eliminated[p.id] === true, properties: board.properties.filter((c) => ownerOf(d, c.position) === p.id).map((c) => c.name) }
  }
  return {
    balances: { ...state.balances },
    properties,
    propertiesByPosition: byPos,
    bank: { houses: d.supply.houses, hotels: d.supply.hotels, cash: state.balances[BANK] ?? 0 },
    jail,
    jailCards,
    eliminated,
    jackpot: state.balances[JACKPOT] ?? 0,
    players,
  }
}

/** True when the value is a plain JSON record. */
export function isRecord(v: Json | undefined): v is { [k: string]: Json } {
  return v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v)
}
