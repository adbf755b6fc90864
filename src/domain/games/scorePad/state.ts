import type { BaseData } from '../../ledger/admit'
import type { LedgerState } from '../../ledger/types'
import type { ScorePadConfig } from './config'

/** One round as the game data keeps it: every player's points (0 included) and how often it was corrected. */
export type PadRound = {
  round: number
  points: { [playerId: string]: number }
  corrections: number
}

/**
 * The score pad's game data: the number of rounds entered and each round by number ("1", "2", …),
 * as last corrected. Each player's total is his balance (the ledger holds points, not money).
 */
export type ScorePadData = BaseData & {
  round: number
  rounds: { [round: string]: PadRound }
}

/** The actions: enter the next round's points, or correct an earlier round (a new entry, the ledger is append-only). */
export type ScorePadAction =
  | { type: 'scoreRound'; points: { [playerId: string]: number }; note?: string }
  | { type: 'correctRound'; round: number; points: { [playerId: string]: number }; note?: string }

/** The rounds entered, in order, each as last corrected (undone rounds are gone from the data: RULES.md Shared undo). */
export function padRounds(state: LedgerState<ScorePadData>): PadRound[] {
  const out: PadRound[] = []
  for (let n = 1; n <= state.data.round; n++) {
    const r = state.data.rounds[String(n)]
    if (r) out.push(r)
  }
  return out
}

/** Each player's total: the sum of his round points, kept as his balance (issue 36 running totals). */
export function padTotals(state: LedgerState<ScorePadData>, config: ScorePadConfig): { [playerId: string]: number } {
  const out: { [playerId: string]: number } = {}
  for (const p of config.players) out[p.id] = state.balances[p.id] ?? 0
  return out
}

/**
 * Whether the score pad has reached its end (issue 36): the fixed number of rounds is played, or
 * a player's total has reached the target (≥ target, whichever total wins). Final until undone
 * (RULES.md Shared).
 */
export function padIsFinished(state: LedgerState<ScorePadData>, config: ScorePadConfig): boolean {
  const { roundLimit, target } = config.options
  if (state.data.round === 0) return false
  if (roundLimit > 0 && state.data.round >= roundLimit) return true
  return target > 0 && config.players.some((p) => (state.balances[p.id] ?? 0) >= target)
}
