import { RuleError } from '../../errors'
import type { PlayerConfig } from '../types'
import type { PropertyCard } from './board'
import { buildOptions, type BuildOption } from './building'
import type { PropertyConfig } from './config'
import { mortgageLimits } from './rules'
import { makePropertyPack } from './pack'
import {
  boardFor,
  holdsGroup,
  isRecord,
  levelOf,
  loanOf,
  ownerOf,
  repayCost,
  type PropertyData,
  type PropertyState,
} from './state'
import type { PropertyAction } from './types'

/** The players still in the game (RULES.md: a bankrupt player takes no more part), in seat order. */
export function activePlayers(config: PropertyConfig, data: PropertyData): PlayerConfig[] {
  return config.players.filter((p) => data.eliminated[p.id] !== true)
}

/** The properties a player holds, in board order. */
export function propertiesOf(state: PropertyState, config: PropertyConfig, player: string | null): PropertyCard[] {
  return player === null ? [] : boardFor(config).properties.filter((c) => ownerOf(state.data, c.position) === player)
}

/** The properties the bank still holds (buy or auction), in board order. */
export function unownedProperties(state: PropertyState, config: PropertyConfig): PropertyCard[] {
  return boardFor(config).properties.filter((c) => ownerOf(state.data, c.position) === undefined)
}

/** Where a player may owe rent: the properties owned by others first; his own (no rent) apart. */
export function rentChoices(
  state: PropertyState,
  config: PropertyConfig,
  payer: string | null,
): { others: PropertyCard[]; own: PropertyCard[] } {
  const owned = boardFor(config).properties.filter((c) => ownerOf(state.data, c.position) !== undefined)
  return {
    others: owned.filter((c) => ownerOf(state.data, c.position) !== payer),
    own: owned.filter((c) => ownerOf(state.data, c.position) === payer),
  }
}

/** The player holding every property of a group (RULES.md: building needs the whole group), or null. */
export function groupHolder(state: PropertyState, config: PropertyConfig, group: string): string | null {
  const board = boardFor(config)
  return config.players.find((p) => holdsGroup(board, state.data, group, p.id))?.id ?? null
}

/** A player's streets by group, for the build sheet: what each street allows now and whether he holds the whole group. */
export interface BuildGroup {
  group: string
  streets: BuildOption[]
  complete: boolean
}

/** A player's streets grouped (board order), each group marked complete when he holds all its streets. */
export function buildGroups(state: PropertyState, config: PropertyConfig, owner: string | null): BuildGroup[] {
  if (owner === null) return []
  const board = boardFor(config)
  const out: BuildGroup[] = []
  for (const o of buildOptions(state, config, owner)) {
    let g = out.find((x) => x.group === o.group)
    if (!g) {
      g = { group: o.group, streets: [], complete: holdsGroup(board, state.data, o.group, owner) }
      out.push(g)
    }
    g.streets.push(o)
  }
  return out
}

/** Streets a house auction can go to for its winner (RULES.md: a house, not a hotel, where he may build now). */
export function houseAuctionStreets(
  state: PropertyState,
  config: PropertyConfig,
  winner: string | null,
): BuildOption[] {
  return winner === null ? [] : buildOptions(state, config, winner).filter((o) => o.canBuild && o.level < 4)
}

/** What a player can do about jail now (RULES.md: fine, card, double where allowed, served rounds; draw a card any time). */
export type JailChoice = 'goToJail' | 'payJailFine' | 'useJailCard' | 'double' | 'served' | 'receiveJailCard'

/** The jail choices of a player, with his jail state and cards held. */
export function jailChoices(
  state: PropertyState,
  config: PropertyConfig,
  player: string,
): { inJail: boolean; cards: number; choices: JailChoice[] } {
  const inJail = state.data.jail[player] === true
  const cards = state.data.jailCards[player] ?? 0
  const choices: JailChoice[] = []
  if (!inJail) choices.push('goToJail')
  else {
    choices.push('payJailFine')
    if (cards > 0) choices.push('useJailCard')
    if (config.options.jailDoubleAllowed) choices.push('double')
    choices.push('served')
  }
  choices.push('receiveJailCard')
  return { inJail, cards, choices }
}

/** The action of a jail choice. */
export function jailAction(player: string, choice: JailChoice): PropertyAction {
  if (choice === 'double' || choice === 'served') return { type: 'leaveJail', player, method: choice }
  return { type: choice, player }
}

/** Which of the given properties are mortgaged (a trade lets the receiver repay them at once). */
export function mortgagedAmong(state: PropertyState, positions: readonly number[]): number[] {
  return positions.filter((p) => loanOf(state.data, p) > 0)
}

/**
 * The mortgage sheet's action for a property (RULES.md: a mortgaged one is repaid; Monopoly lends
 * the printed value; DKT the amount typed, by default the largest loan) and what repaying costs later.
 */
export function mortgagePlan(
  state: PropertyState,
  config: PropertyConfig,
  property: number,
  amount: number | null,
): { action: PropertyAction | null; defaultAmount: number; laterCost: number } {
  const l = mortgageLimits(state, config, property)
  const loan = l.fixed || amount === null ? l.max : amount
  const laterCost = repayCost(config, loan)
  if (l.loan > 0) return { action: { type: 'repay', property }, defaultAmount: l.max, laterCost }
  if (l.fixed) return { action: { type: 'mortgage', property }, defaultAmount: l.max, laterCost }
  return { action: amount === null ? null : { type: 'mortgage', property, amount }, defaultAmount: l.max, laterCost }
}

/** What "build on every street of a group" would do: the action, the houses and hotels it builds, the cost, or its refusal. */
export interface GroupBuildPlan {
  action: PropertyAction
  houses: number
  hotels: number
  cost: number
  error: unknown
  /** Refused as `bankShortHouses`: the houses are auctioned. */
  short: boolean
}

/**
 * One level on each street of a group, the lowest streets first, planned by the rule pack (RULES.md: applied in
 * order as separate builds; a hotel where a street has 4 houses), so the button says exactly what it builds.
 */
export function groupBuildPlan(
  state: PropertyState,
  config: PropertyConfig,
  positions: readonly number[],
): GroupBuildPlan {
  // the lowest streets first: with levels 4, 4, 3 the house comes before the hotels (the even rule)
  const ordered = [...positions].sort((x, y) => levelOf(state.data, x) - levelOf(state.data, y))
  const action: PropertyAction = { type: 'build', property: ordered }
  try {
    const draft = makePropertyPack(config.type).plan(state, action, config)
    const steps = Array.isArray(draft.info?.steps) ? draft.info.steps : []
    const hotels = steps.filter((s) => isRecord(s) && s.to === 5).length
    return {
      action,
      houses: steps.length - hotels,
      hotels,
      cost: typeof draft.info?.amount === 'number' ? draft.info.amount : 0,
      error: null,
      short: false,
    }
  } catch (error) {
    return {
      action,
      houses: 0,
      hotels: 0,
      cost: 0,
      error,
      short: error instanceof RuleError && error.code === 'bankShortHouses',
    }
  }
}

/** DKT: the players who left jail on this move (no salary on it; the banker may say it is a later move). */
export function leftJailPlayers(state: PropertyState, config: PropertyConfig): string[] {
  return config.players
    .filter((p) => state.data.leftJail[p.id] === true && state.data.eliminated[p.id] !== true)
    .map((p) => p.id)
}
