import { RuleError } from '../../errors'
import { percentOf } from '../../money'
import { findProperty, findTaxSpace, type Board, type PropertyCard } from './board'
import type { PropertyConfig } from './config'
import {
  boardFor,
  countHeld,
  holdsGroup,
  levelOf,
  loanOf,
  ownerOf,
  repayCost,
  type PropertyData,
  type PropertyState,
} from './state'

export * from './state'
export * from './building'
export * from './netWorth'
export * from './view'

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

/** A dice total of two dice (2–12); throws `diceInvalid`. */
export function checkDice(dice: unknown): number {
  if (typeof dice !== 'number' || !Number.isInteger(dice) || dice < 2 || dice > 12)
    throw new RuleError('diceInvalid', { dice: String(dice) })
  return dice
}

/**
 * The rent `payer` would pay for a property now (RULES.md: printed rent by level, full-group doubling in
 * Monopoly, lines/stations by count, enterprises/utilities dice × multiplier; 0 with a reason when
 * unowned, own property or mortgaged). `dice` is needed for enterprises/utilities.
 */
export function rentFor(
  state: PropertyState,
  config: PropertyConfig,
  payer: string | null,
  ref: unknown,
  dice?: number,
): RentQuote {
  const board = boardFor(config)
  const card = findProperty(board, ref)
  const data = state.data
  const owner = ownerOf(data, card.position) ?? null
  const level = levelOf(data, card.position)
  const base: RentQuote = {
    property: card.name,
    position: card.position,
    owner,
    amount: 0,
    reason: 'ok',
    level,
    count: 0,
    multiplier: 0,
    dice: dice ?? null,
    doubled: false,
  }
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
  if (card.rentByCount.length > 0)
    return { ...q, amount: card.rentByCount[Math.min(count, card.rentByCount.length) - 1] ?? 0 }
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
export function taxDue(
  state: PropertyState,
  config: PropertyConfig,
  player: string,
  space: unknown,
): { name: string; amount: number } {
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

/** Mortgage limits of a property (DKT: any loan 1..50 % of the price; Monopoly: the printed value), and the repay cost. */
export function mortgageLimits(
  state: PropertyState,
  config: PropertyConfig,
  ref: unknown,
): {
  property: string
  min: number
  max: number
  fixed: boolean
  loan: number
  repayCost: number
  canMortgage: boolean
  refusal: string | null
} {
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
  return {
    property: card.name,
    min: fixed ? card.mortgage : 1,
    max: card.mortgage,
    fixed,
    loan,
    repayCost: loan > 0 ? repayCost(config, loan) : 0,
    canMortgage: refusal === null,
    refusal,
  }
}

/** RULES.md mortgage preconditions: option on, owned, not yet mortgaged, no buildings on the street (DKT) / group (Monopoly). */
export function checkMortgageAllowed(
  board: Board,
  data: PropertyData,
  config: PropertyConfig,
  card: PropertyCard,
  player?: string,
): string {
  if (!config.options.mortgages) throw new RuleError('mortgagesOff')
  const owner = ownerOf(data, card.position)
  if (owner === undefined) throw new RuleError('propertyUnowned', { property: card.name })
  if (player !== undefined && owner !== player) throw new RuleError('notOwner', { property: card.name, player, owner })
  if (loanOf(data, card.position) > 0) throw new RuleError('alreadyMortgaged', { property: card.name })
  checkNoBuildings(board, data, config, card, 'buildingsOnStreet', 'buildingsInGroup')
  return owner
}

/** DKT: no building on the street itself; Monopoly: none on its whole group (mortgage and trade). */
export function checkNoBuildings(
  board: Board,
  data: PropertyData,
  config: PropertyConfig,
  card: PropertyCard,
  streetCode: string,
  groupCode: string,
): void {
  if (config.type === 'dkt') {
    if (levelOf(data, card.position) > 0) throw new RuleError(streetCode, { property: card.name })
    return
  }
  const built = (board.groups[card.group] ?? []).find((p) => levelOf(data, p) > 0)
  if (built !== undefined)
    throw new RuleError(groupCode, {
      property: card.name,
      group: card.group,
      built: board.byPosition.get(built)?.name ?? '',
    })
}
