import type { BaseData } from '../../ledger/admit'
import type { Json, LedgerState } from '../../ledger/types'
import { percentOf } from '../../money'
import { boardOf, type Board } from './board'
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
  /** true once the agreed time is up (RULES.md Shared: the game is final); absent while it goes on. */
  timeUp?: true
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

/** True when the value is a plain JSON record. */
export function isRecord(v: Json | undefined): v is { [k: string]: Json } {
  return v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v)
}
