import type { LedgerState } from '../../ledger/types'
import { eachEntry, firstProblem, isRecord, need, onlyKeys, recordAt } from '../dataCheck'
import type { FreePlayConfig, FreePlayData } from './pack'

/** Free-play game data as its actions produce it: only players who left the table, marked true, and no other key; the first impossible field, or null. */
export function checkFreePlayState(state: LedgerState<FreePlayData>, config: FreePlayConfig): string | null {
  return firstProblem(() => {
    need(isRecord(state.data), 'data', state.data)
    onlyKeys(state.data, ['eliminated'])
    const players = new Set(config.players.map((p) => p.id))
    eachEntry(
      recordAt(state.data, 'eliminated'),
      'eliminated',
      (k) => players.has(k),
      (v) => v === true,
    )
  })
}
