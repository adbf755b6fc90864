import { extendGame, runPack } from '../engine'
import type { Entry } from '../../ledger/types'
import type { RulePack } from '../types'
import { boardOf, findProperty, type Board, type BoardId, type PropertyCard, type PropertyRef } from './board'
import { propertyConfig, type PropertyConfig, type PropertySetupInput } from './config'
import { dktPack } from './dkt'
import { monopolyDePack } from './monopolyDe'
import type { PropertyAction } from './pack'
import {
  bankSupply,
  buildOptions,
  mortgageLimits,
  netWorthOf,
  openingBid,
  rankingOf,
  rentFor,
  taxDue,
  viewOf,
  type BuildOption,
  type NetWorth,
  type PropertyData,
  type PropertyGameView,
  type PropertyState,
  type RentQuote,
} from './rules'

export * from './board'
export * from './config'
export * from './rules'
export * from './pack'
export * from './choices'
export * from './forms'
export * from './dice'
export * from './clock'
export * from './cardRules'
export { dktPack, dktBoard } from './dkt'
export { monopolyDePack, monopolyDeBoard } from './monopolyDe'

/** The rule pack of a game type (DKT or Monopoly German rules). */
export function propertyPack(type: BoardId): RulePack<PropertyConfig, PropertyData, PropertyAction> {
  return type === 'dkt' ? dktPack : monopolyDePack
}

/** A headless DKT or Monopoly game: actions, undo/redo, readable state, net worth and ranking. */
export interface PropertyGame {
  readonly config: PropertyConfig
  readonly board: Board
  /** The readable state (balances, properties by name and position, bank supply, jail, cards). */
  readonly state: PropertyGameView
  /** The raw ledger state the pack plans against. */
  readonly ledgerState: PropertyState
  readonly entries: readonly Entry[]
  readonly canUndo: boolean
  readonly canRedo: boolean
  apply(action: PropertyAction): Entry
  undo(): Entry
  redo(): Entry
  netWorth(playerId: string): number
  netWorthBreakdown(playerId: string): NetWorth
  ranking(): ReturnType<typeof rankingOf>
  rent(payer: string | null, property: PropertyRef, dice?: number): RentQuote
  buildOptions(playerId?: string): BuildOption[]
  mortgageLimits(property: PropertyRef): ReturnType<typeof mortgageLimits>
  bankSupply(): { houses: number; hotels: number }
  openingBid(property: PropertyRef): number
  taxDue(playerId: string, space: PropertyRef): { name: string; amount: number }
  property(ref: PropertyRef): PropertyCard
}

/**
 * Creates a DKT or Monopoly game on an in-memory ledger via runPack (RULES.md: setup entries are
 * not undo steps; every action is one entry; a refused action throws RuleError and changes nothing).
 */
export function createPropertyGame(setup: PropertySetupInput): PropertyGame {
  const config = propertyConfig(setup)
  const board = boardOf(config.type)
  const game = runPack(propertyPack(config.type), config, setup.rng ?? Math.random)
  const pid = (id: string) => config.players.find((p) => p.id === id || p.name === id)?.id ?? id
  const own: Omit<PropertyGame, BaseMembers> = {
    config,
    board,
    get state() {
      return viewOf(game.ledgerState, config)
    },
    netWorth: (id) => netWorthOf(game.ledgerState, config, pid(id)).total,
    netWorthBreakdown: (id) => netWorthOf(game.ledgerState, config, pid(id)),
    ranking: () => rankingOf(game.ledgerState, config),
    rent: (payer, property, dice) =>
      rentFor(game.ledgerState, config, payer === null ? null : pid(payer), property, dice),
    buildOptions: (id) => buildOptions(game.ledgerState, config, id === undefined ? undefined : pid(id)),
    mortgageLimits: (property) => mortgageLimits(game.ledgerState, config, property),
    bankSupply: () => bankSupply(game.ledgerState),
    openingBid: (property) => openingBid(config, property),
    taxDue: (id, space) => taxDue(game.ledgerState, config, pid(id), space),
    property: (ref) => findProperty(board, ref),
  }
  return extendGame(game, own)
}

/** What every headless game has already (runPack). */
type BaseMembers = 'ledgerState' | 'entries' | 'canUndo' | 'canRedo' | 'apply' | 'undo' | 'redo'
