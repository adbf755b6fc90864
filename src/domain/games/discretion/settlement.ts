import { RuleError } from '../../errors'
import type { DiscretionErrorCode } from './codes'
import { EffectBuilder } from '../../ledger/effects'
import type { Json, LedgerState } from '../../ledger/types'
import { requireActive } from '../common'
import { clockwiseFrom, plotById, plotsUnder } from './rules'
import type { Board, DiscretionConfig, DiscretionData, StoredBuilding } from './types'

// Settlement: per-player lines computed for every card, used by plan() and by previewAction()

/** One item of a player's line (what it is for and the signed amount: + receives, − pays). */
export interface LineItem {
  what: string
  amount: number
  ref?: string
}

/** A choice a card offers a player, with its default (RULES.md: the default is to pay). */
export type PreviewChoice =
  | { kind: 'repayBankLoans'; loans: number; max: number; default: number; payEach: number; repayEach: number }
  | { kind: 'repaySharkLoans'; loans: number; max: number; default: number; payEach: number; repayEach: number }
  | { kind: 'forfeitPlots'; plots: string[]; default: string[] }
  | { kind: 'choosePlot'; plots: string[]; default: string | null }
  | { kind: 'chooseBuilding'; buildings: string[]; default: string | null }

/** A player's line on the confirm sheet. */
export interface PreviewLine {
  player: string
  /** Net amount: positive = receives from the bank, negative = pays the bank. */
  amount: number
  balance: number
  after: number
  /** How much the player lacks (0 when he can pay). */
  shortfall: number
  items: LineItem[]
  choice?: PreviewChoice
  /** Bank loans the player must repay at once because his buildings fall below 3 per loan. */
  excessLoans: number
}

/** What an action would do, without doing it: the confirm sheet of an event card. */
export interface ActionPreview {
  kind: string
  /** Every player still in the game, clockwise from the active player. */
  lines: PreviewLine[]
  /** The RuleError the action would raise as given (e.g. a shortfall), or null when it can be applied. */
  problem: { code: string; params: Record<string, string | number | boolean> } | null
  info: { [key: string]: Json }
}

/** What a loan or demolition pays for (`for`) and the player's shortfall under it (0 = he can pay). */
export interface Purpose {
  type: string
  shortfall: number
}

/** One action being settled: the working copy of the data, each player's line, choices and info. */
export class Tx {
  readonly b: EffectBuilder<DiscretionData>
  readonly lines = new Map<string, { amount: number; items: LineItem[] }>()
  readonly choices = new Map<string, PreviewChoice>()
  readonly excess = new Map<string, number>()
  readonly info: { [key: string]: Json } = {}
  readonly removed: string[] = []

  constructor(
    readonly state: LedgerState<DiscretionData>,
    readonly config: DiscretionConfig,
    readonly preview: boolean,
  ) {
    this.b = new EffectBuilder(state.data)
  }

  get data(): DiscretionData {
    return this.b.data
  }

  get board(): Board {
    return this.config.options.board
  }

  /** Signed amount for a player: + receives from the bank, − pays the bank. */
  add(player: string, amount: number, what: string, ref?: string): void {
    if (amount === 0) return
    const line = this.lines.get(player) ?? { amount: 0, items: [] }
    line.amount += amount
    line.items.push(ref === undefined ? { what, amount } : { what, amount, ref })
    this.lines.set(player, line)
  }
}

/** Refuses the action with one of the engine's codes (codes.ts). */
export function fail(code: DiscretionErrorCode, params: Record<string, string | number | boolean> = {}): never {
  throw new RuleError(code, params)
}

/** Refuses a plot the board does not have. */
export function requirePlot(board: Board, plot: unknown): string {
  if (typeof plot !== 'string' || !plotById(board, plot)) fail('unknownPlot', { plot: String(plot) })
  return plot
}

/** Refuses a building not on the map. */
export function requireBuilding(tx: Tx, id: unknown): StoredBuilding {
  if (typeof id !== 'string' || !Object.prototype.hasOwnProperty.call(tx.data.buildings, id))
    fail('unknownBuilding', { building: String(id) })
  return tx.data.buildings[id] as StoredBuilding
}

/** A count of loans or items: a whole number of at least 1 (default 1). */
export function count(value: unknown, field: string, dflt = 1): number {
  if (value === undefined) return dflt
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1)
    fail('countInvalid', { field, value: String(value) })
  return value
}

/** Refuses a card that is not yet in the deck this year. */
export function requireCardYear(tx: Tx, card: string, from: number): void {
  if (tx.data.year < from) fail('cardNotInPlay', { card, year: tx.data.year, from })
}

/** Removes a building; its tile returns to the supply. */
export function removeBuilding(tx: Tx, id: string): void {
  tx.b.set(['buildings', id], null)
  tx.removed.push(id)
}

/**
 * Sets the owner of a title (null = back to the Title deck). A 2-acre building across this plot and
 * another plot that then has a different owner is removed, so no building has two owners
 * (RULES.md bankruptcy: such buildings are removed so the title can be resold without dispute).
 */
export function setTitle(tx: Tx, plot: string, owner: string | null): void {
  tx.b.set(['titles', plot], owner)
  for (const [id, b] of Object.entries(tx.data.buildings)) {
    const plots = plotsUnder(tx.board, b)
    if (plots.length < 2 || !plots.includes(plot)) continue
    const owners = new Set(plots.map((p) => tx.data.titles[p] ?? null))
    if (owners.size > 1) removeBuilding(tx, id)
  }
}

/** How many loans a player repays: 0 … his loans, or all. */
export function repayCount(value: unknown, loans: number, player: string): number {
  if (value === undefined) return 0
  if (value === 'all') return loans
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    fail('countInvalid', { field: 'repay', player, value: String(value) })
  if (value > loans) fail('repayTooMany', { player, count: value, loans })
  return value
}

/** Refuses a per-player choice naming someone who is not in the game. */
export function checkPerPlayerKeys(tx: Tx, rec: unknown, field: string): void {
  if (rec === undefined) return
  if (rec === null || typeof rec !== 'object' || Array.isArray(rec)) fail('actionMalformed', { field })
  for (const p of Object.keys(rec)) requireActive(tx.state, tx.config, p, field)
}

/** Players in line order: clockwise from the active player, as the settlement lists them. */
export function lineOrder(tx: Tx): string[] {
  return clockwiseFrom(tx.config, tx.state.data, tx.state.data.active)
}

/** Checks every paying player clockwise from the active one; the first who cannot pay is named with his shortfall. */
export function checkCash(tx: Tx): void {
  if (tx.config.options.allowNegative) return
  for (const p of lineOrder(tx)) {
    const line = tx.lines.get(p)
    if (!line || line.amount >= 0) continue
    const balance = tx.state.balances[p] ?? 0
    if (balance + line.amount < 0) {
      fail('insufficientFunds', {
        player: p,
        account: p,
        shortfall: -(balance + line.amount),
        amount: -line.amount,
        balance,
      })
    }
  }
}
