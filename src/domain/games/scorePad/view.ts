import type { LedgerState } from '../../ledger/types'
import type { RankRow, RoundScore, RoundTotals, WorthPart } from '../contract'
import { rankBy } from '../rank'
import type { PadWinner, ScorePadConfig } from './config'
import { padIsFinished, padRounds, padTotals, type ScorePadData } from './state'

/** One cell of the rounds table: a player's points in a round and his total after it. */
export interface PadCell {
  player: string
  points: number
  total: number
}

/** One row of the rounds table: the round, whether it was corrected, and every player's cell. */
export interface PadRow {
  round: number
  corrections: number
  cells: PadCell[]
}

/** What the score pad screen shows (issue 36). */
export interface ScorePadView {
  /** The game being scored ("Rommé"); empty when none was given. */
  title: string
  winner: PadWinner
  /** The target total (0: none) and the fixed number of rounds (0: none). */
  target: number
  roundLimit: number
  totals: { [playerId: string]: number }
  /** Players with the best total (highest or lowest, as set up), in seating order; none before the first round. */
  leaders: string[]
  /** The rounds table: per round each player's points and running total. */
  rows: PadRow[]
  /** The number of the round entered next. */
  nextRound: number
  /** Rounds still to play with a fixed number of rounds; null without one. */
  roundsLeft: number | null
  isFinished: boolean
  /** Running totals for the chart: `rounds[i]` the round (0 = start), `totals[player][i]` the total after it. */
  runningTotals: { rounds: number[]; totals: { [playerId: string]: number[] } }
}

/** The value the ranking sorts by: the total, turned round when the lowest total wins. */
function rankValue(winner: PadWinner, total: number): number {
  return winner === 'lowest' ? -total : total
}

/** The rounds table (issue 36): per round each player's points and his running total after it. */
export function padRows(state: LedgerState<ScorePadData>, config: ScorePadConfig): PadRow[] {
  const run: Record<string, number> = {}
  return padRounds(state).map((r) => ({
    round: r.round,
    corrections: r.corrections,
    cells: config.players.map((p) => {
      const points = r.points[p.id] ?? 0
      run[p.id] = (run[p.id] ?? 0) + points
      return { player: p.id, points, total: run[p.id] ?? 0 }
    }),
  }))
}

/** Each round with every player's running total after it, as last corrected (the chart's "by round" axis: a correction adds no round). */
export function padRoundTotals(state: LedgerState<ScorePadData>, config: ScorePadConfig): RoundTotals[] {
  return padRows(state, config).map((r) => ({
    round: r.round,
    totals: Object.fromEntries(r.cells.map((c) => [c.player, c.total])),
  }))
}

/**
 * The round record (statistics): the most points one player scored in one round, as last
 * corrected (the first of equals: the earlier round, then seating order). Only where the highest
 * total wins: with the lowest total winning a round's high score is the worst one, and ranking
 * such rounds by fewest points against other games' most points would be no record at all, so a
 * lowest-wins pad has none (null), as has a game without rounds.
 */
export function padBestRound(state: LedgerState<ScorePadData>, config: ScorePadConfig): RoundScore | null {
  if (config.options.winner === 'lowest') return null
  let best: RoundScore | null = null
  for (const r of padRounds(state))
    for (const p of config.players) {
      const points = r.points[p.id] ?? 0
      if (!best || points > best.points) best = { round: r.round, player: p.id, points }
    }
  return best
}

/** The ranking by total (issue 36: highest or lowest total wins, as set up); ties share a rank (rankBy), nobody is out. */
export function padRanking(state: LedgerState<ScorePadData>, config: ScorePadConfig): RankRow[] {
  const totals = padTotals(state, config)
  const winner = config.options.winner
  return rankBy(
    config.players.map((p) => ({ player: p.id, name: p.name, value: totals[p.id] ?? 0, isOut: false })),
    (r) => rankValue(winner, r.value),
  )
}

/** The players with the best total (highest or lowest, as set up), in seating order; none before the first round. */
export function padLeaders(state: LedgerState<ScorePadData>, config: ScorePadConfig): string[] {
  if (state.data.round === 0) return []
  return padRanking(state, config)
    .filter((r) => r.rank === 1)
    .map((r) => r.player)
    .sort((a, b) => config.players.findIndex((p) => p.id === a) - config.players.findIndex((p) => p.id === b))
}

/** Each player's total as the points of every round (the game-over screen's parts add up to the total). */
export function padWorthBreakdown(
  state: LedgerState<ScorePadData>,
  config: ScorePadConfig,
): Record<string, WorthPart[]> {
  const rounds = padRounds(state)
  return Object.fromEntries(
    config.players.map((p) => [
      p.id,
      rounds.map((r): WorthPart => ({ part: 'round', round: r.round, amount: r.points[p.id] ?? 0 })),
    ]),
  )
}

/** The score pad's read view (issue 36): totals, leaders, the rounds table, what is left to play and whether it is over. */
export function padView(state: LedgerState<ScorePadData>, config: ScorePadConfig): ScorePadView {
  const rows = padRows(state, config)
  const { title, winner, target, roundLimit } = config.options
  const totals: { [playerId: string]: number[] } = {}
  for (const p of config.players)
    totals[p.id] = [0, ...rows.map((r) => r.cells.find((c) => c.player === p.id)?.total ?? 0)]
  return {
    title,
    winner,
    target,
    roundLimit,
    totals: padTotals(state, config),
    leaders: padLeaders(state, config),
    rows,
    nextRound: state.data.round + 1,
    roundsLeft: roundLimit > 0 ? Math.max(0, roundLimit - state.data.round) : null,
    isFinished: padIsFinished(state, config),
    runningTotals: { rounds: [0, ...rows.map((r) => r.round)], totals },
  }
}
