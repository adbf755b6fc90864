import type { LedgerState } from '../../ledger/types'
import { eachEntry, firstProblem, isIntIn, isRecord, need, onlyKeys, recordAt } from '../dataCheck'
import { SCORE_PAD_LIMITS, type ScorePadConfig } from './config'
import type { ScorePadData } from './state'

/**
 * Score pad data as its actions produce it (issue 36): rounds 1…`round` (no more than a fixed
 * number of rounds), each under its number with a whole number of points (±1,000,000,000) for
 * every player of the game and a count of corrections, nobody out, and each player's total (the
 * balance) the sum of his points: the first impossible field, or null.
 */
export function checkScorePadState(state: LedgerState<ScorePadData>, config: ScorePadConfig): string | null {
  return firstProblem(() => {
    const data = state.data
    need(isRecord(data), 'data', data)
    onlyKeys(data, ['eliminated', 'round', 'rounds'])
    eachEntry(
      recordAt(data, 'eliminated'),
      'eliminated',
      () => false,
      () => false,
    )
    const limit = config.options.roundLimit > 0 ? config.options.roundLimit : Number.MAX_SAFE_INTEGER
    const round = data.round
    need(isIntIn(round, 0, limit), 'round', round)
    const ids = config.players.map((p) => p.id)
    const sums = new Map<string, number>()
    const max = SCORE_PAD_LIMITS.pointsMax
    const rounds = recordAt(data, 'rounds')
    eachEntry(
      rounds,
      'rounds',
      (k) => isIntIn(Number(k), 1, round) && String(Number(k)) === k,
      (r, k) => {
        if (!isRecord(r) || r.round !== Number(k) || !isIntIn(r.corrections, 0, Number.MAX_SAFE_INTEGER)) return false
        if (Object.keys(r).length !== 3 || !isRecord(r.points)) return false
        const points = r.points
        if (Object.keys(points).length !== ids.length) return false
        for (const id of ids) if (!isIntIn(points[id], -max, max)) return false
        for (const id of ids) sums.set(id, (sums.get(id) ?? 0) + (points[id] as number))
        return true
      },
    )
    need(Object.keys(rounds).length === round, 'rounds', Object.keys(rounds).length)
    for (const id of ids)
      need((state.balances[id] ?? 0) === (sums.get(id) ?? 0), `balances.${id}`, state.balances[id] ?? 0)
  })
}
