import type { LedgerState } from '../../ledger/types'
import type { RoundScore, RoundTotals } from '../contract'
import { rankBy } from '../rank'
import type { GmbhConfig, GmbhData, GmbhRoundRecord } from './pack'

/** One place in the final ranking; equal totals share a rank (1, 1, 3). */
export type GmbhRank = { rank: number; player: string; name: string; total: number }

/** Running totals for a line chart: `rounds[i]` is the round number (0 = start), `totals[player][i]` the total after it. */
export type RunningTotals = { rounds: number[]; totals: { [playerId: string]: number[] } }

/** What the score pad shows: totals, the rounds, the leaders, the running totals and the next round's number. */
export interface GmbhView {
  totals: { [playerId: string]: number }
  rounds: GmbhRoundRecord[]
  /** Players with the highest total, in seating order; none before the first round. */
  leaders: string[]
  runningTotals: RunningTotals
  /** The number of the round being entered next. */
  nextRound: number
}

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

/** The ranking by total, highest first (RULES.md GmbH: the highest total wins); ties share a rank (rankBy), seating order among them. */
export function gmbhRanking(state: LedgerState<GmbhData>, config: GmbhConfig): GmbhRank[] {
  const totals = gmbhTotals(state, config)
  return rankBy(
    config.players.map((p) => ({ player: p.id, name: p.name, total: totals[p.id] ?? 0 })),
    (r) => r.total,
  ).map((r) => ({ rank: r.rank, player: r.player, name: r.name, total: r.total }))
}

/** The players with the highest total, in seating order (RULES.md GmbH: the highest total wins); none before the first round. */
export function gmbhLeaders(state: LedgerState<GmbhData>, config: GmbhConfig): string[] {
  if (gmbhRounds(state).length === 0) return []
  const totals = gmbhTotals(state, config)
  const best = Math.max(...config.players.map((p) => totals[p.id] ?? 0))
  return config.players.filter((p) => (totals[p.id] ?? 0) === best).map((p) => p.id)
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

/** The score pad's read view of a game (RULES.md GmbH: totals are summed across rounds, the highest total leads). */
export function gmbhView(state: LedgerState<GmbhData>, config: GmbhConfig): GmbhView {
  return {
    totals: gmbhTotals(state, config),
    rounds: gmbhRounds(state),
    leaders: gmbhLeaders(state, config),
    runningTotals: runningTotals(state, config),
    nextRound: state.data.round + 1,
  }
}

/** One cell of the score table: a player's points in a round and the total after it. */
export interface ScoreCell {
  player: string
  points: number
  total: number
  isStopper: boolean
}

/** One row of the score table: a scored round (or a false Stopp dealt again) and every player's cell. */
export interface ScoreRow {
  round: number
  isRedealt: boolean
  cells: ScoreCell[]
}

/** The score table: per round each player's points and running total after it (RULES.md GmbH: totals are summed across rounds). */
export function scoreRows(rounds: readonly GmbhRoundRecord[], players: readonly { id: string }[]): ScoreRow[] {
  const run: Record<string, number> = {}
  return rounds.map((r) => {
    const cells = players.map((p) => {
      const points = r.result.points[p.id] ?? 0
      run[p.id] = (run[p.id] ?? 0) + points
      return { player: p.id, points, total: run[p.id] ?? 0, isStopper: r.input.stopper === p.id }
    })
    return { round: r.round, isRedealt: r.result.isRedealt, cells }
  })
}

/** Each round with every player's running total after it (the chart's "by round" axis; a redealt round is a round too). */
export function gmbhRoundTotals(state: LedgerState<GmbhData>, config: GmbhConfig): RoundTotals[] {
  const { rounds, totals } = runningTotals(state, config)
  return rounds.slice(1).map((round, i) => ({
    round,
    totals: Object.fromEntries(config.players.map((p) => [p.id, totals[p.id]?.[i + 1] ?? 0])),
  }))
}

/** The round record (statistics, RULES.md GmbH: the highest total wins): the most points one player scored in one round (the first of equals, by round). */
export function gmbhBestRound(state: LedgerState<GmbhData>): RoundScore | null {
  let best: RoundScore | null = null
  for (const r of gmbhRounds(state))
    for (const [player, points] of Object.entries(r.result.points))
      if (!best || points > best.points) best = { round: r.round, player, points }
  return best
}
