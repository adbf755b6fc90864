import type { Entry, LedgerState } from '../../ledger/types'
import { extendGame, runPack, type HeadlessGame } from '../engine'
import type { Rng } from '../types'
import { gmbhConfig, gmbhPack, type GmbhAction, type GmbhConfig, type GmbhData, type GmbhRoundRecord, type GmbhSetupInput } from './pack'

/** One place in the final ranking; equal totals share a rank (1, 1, 3). */
export type GmbhRank = { rank: number; player: string; name: string; total: number }

/** Running totals for a line chart: `rounds[i]` is the round number (0 = start), `totals[player][i]` the total after it. */
export type RunningTotals = { rounds: number[]; totals: { [playerId: string]: number[] } }

/** The live rounds in order (undone rounds are absent from the state, RULES.md Shared undo). */
export function gmbhRounds(state: LedgerState<GmbhData>): GmbhRoundRecord[] {
  const out: GmbhRoundRecord[] = []
  for (let n = 1; n <= state.data.round; n++) {
    const r = state.data.rounds[String(n)]
    if (r) out.push(r)
  }
  return out
}

/** Each player's total: the sum over the rounds, which is the player's balance (RULES.md GmbH totals). */
export function gmbhTotals(state: LedgerState<GmbhData>, config: GmbhConfig): { [playerId: string]: number } {
  const out: { [playerId: string]: number } = {}
  for (const p of config.players) out[p.id] = state.balances[p.id] ?? 0
  return out
}

/** The ranking by total, highest first (RULES.md GmbH: the highest total wins); ties share a rank, seating order among them. */
export function gmbhRanking(state: LedgerState<GmbhData>, config: GmbhConfig): GmbhRank[] {
  const totals = gmbhTotals(state, config)
  const sorted = config.players.map((p) => ({ player: p.id, name: p.name, total: totals[p.id] ?? 0 })).sort((a, b) => b.total - a.total)
  return sorted.map((r) => ({ ...r, rank: sorted.findIndex((o) => o.total === r.total) + 1 }))
}

/** Running totals per round per player, starting at 0 before round 1, for the line chart (issue 5). */
export function runningTotals(state: LedgerState<GmbhData>, config: GmbhConfig): RunningTotals {
  const rounds = [0]
  const totals: { [playerId: string]: number[] } = {}
  const cur: { [playerId: string]: number } = {}
  for (const p of config.players) {
    totals[p.id] = [0]
    cur[p.id] = 0
  }
  for (const r of gmbhRounds(state)) {
    rounds.push(r.round)
    for (const p of config.players) {
      cur[p.id] = (cur[p.id] ?? 0) + (r.result.points[p.id] ?? 0)
      totals[p.id]?.push(cur[p.id] ?? 0)
    }
  }
  return { rounds, totals }
}

/** A headless GmbH game: the rule pack on an in-memory ledger plus the derived views. */
export interface GmbhGame {
  readonly config: GmbhConfig
  readonly state: LedgerState<GmbhData>
  readonly entries: readonly Entry[]
  readonly canUndo: boolean
  readonly canRedo: boolean
  readonly headless: HeadlessGame<GmbhConfig, GmbhData, GmbhAction>
  apply(action: GmbhAction): Entry
  /** Shorthand for `apply({ type: 'scoreRound', ... })`. */
  scoreRound(round: Omit<GmbhAction, 'type'>): Entry
  undo(): Entry
  redo(): Entry
  totals(): { [playerId: string]: number }
  ranking(): GmbhRank[]
  rounds(): GmbhRoundRecord[]
  runningTotals(): RunningTotals
}

/** Creates a GmbH game from a setup (validated by gmbhConfig, RULES.md GmbH) or a ready config. */
export function createGmbhGame(setup: GmbhSetupInput | GmbhConfig, rng: Rng = Math.random, gameId = 'gmbh'): GmbhGame {
  const config = 'type' in setup && setup.type === 'gmbh' ? setup : gmbhConfig(setup as GmbhSetupInput)
  const game = runPack(gmbhPack, config, rng, gameId)
  return extendGame(game, {
    config,
    headless: game,
    get state() {
      return game.ledgerState
    },
    scoreRound: (round: Omit<GmbhAction, 'type'>) => game.apply({ type: 'scoreRound', ...round }),
    totals: () => gmbhTotals(game.ledgerState, config),
    ranking: () => gmbhRanking(game.ledgerState, config),
    rounds: () => gmbhRounds(game.ledgerState),
    runningTotals: () => runningTotals(game.ledgerState, config),
  })
}
