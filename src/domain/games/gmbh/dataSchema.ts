import type { LedgerState } from '../../ledger/types'
import { jsonEqual } from '../../ledger/effects'
import type { Json } from '../../ledger/types'
import { eachEntry, firstProblem, isIntIn, isRecord, need, onlyKeys, recordAt } from '../dataCheck'
import { scoreOptionsOf, type GmbhConfig, type GmbhData } from './pack'
import { scoreRound, type RoundResult } from './scoring'

// round records already scored again for a config: a record is never changed in place, so one check each
const scored = new WeakMap<object, GmbhConfig>()
// round records checked whole (for a config, under a number) and their points: a check after every
// entry of an import then costs a sum per round, not every round's check again
const checkedRounds = new WeakMap<object, { config: GmbhConfig; key: string; points: readonly [string, number][] }>()

/** True when the round's result is what scoring its hands gives (the record holds nothing else). */
function scoresAsRecorded(r: { readonly [k: string]: Json }, config: GmbhConfig): boolean {
  if (scored.get(r) === config) return true
  if (Object.keys(r).some((k) => k !== 'round' && k !== 'input' && k !== 'result')) return false
  const input = r.input as { readonly [k: string]: Json }
  if (Object.keys(input).some((k) => k !== 'hands' && k !== 'middle' && k !== 'stopper')) return false
  let result: RoundResult
  try {
    result = scoreRound(config.options.deck, input as never, scoreOptionsOf(config))
  } catch {
    return false
  }
  if (!jsonEqual(result, r.result ?? null)) return false
  scored.set(r, config)
  return true
}

/**
 * GmbH game data as scoring rounds produces it (RULES.md GmbH): rounds 1…`round` each kept under
 * its number with its hands, middle company, stopper and points for players of the game, and every
 * player's total (the balance) the sum of the points; each round's result is what scoring its
 * hands gives, and no other key: the first impossible field, or null.
 */
export function checkGmbhState(state: LedgerState<GmbhData>, config: GmbhConfig): string | null {
  return firstProblem(() => {
    const data = state.data
    need(isRecord(data), 'data', data)
    onlyKeys(data, ['eliminated', 'round', 'rounds'])
    const players = new Set(config.players.map((p) => p.id))
    const companies = new Set(config.options.deck.map((c) => c.id))
    eachEntry(
      recordAt(data, 'eliminated'),
      'eliminated',
      () => false,
      () => false,
    )
    const round = data.round
    need(isIntIn(round, 0, Number.MAX_SAFE_INTEGER), 'round', round)
    const rounds = recordAt(data, 'rounds')
    const sums = new Map<string, number>()
    eachEntry(
      rounds,
      'rounds',
      (k) => isIntIn(Number(k), 1, round) && String(Number(k)) === k,
      (r, k) => {
        // a round checked before under the same number (records are never changed in place): its points only
        const known = isRecord(r) ? checkedRounds.get(r) : undefined
        if (known && known.config === config && known.key === k) {
          for (const [p, n] of known.points) sums.set(p, (sums.get(p) ?? 0) + n)
          return true
        }
        if (!isRecord(r) || r.round !== Number(k) || !isRecord(r.input) || !isRecord(r.result)) return false
        const { hands, middle, stopper } = r.input
        if (!isRecord(hands) || !Object.keys(hands).every((p) => players.has(p))) return false
        if (
          typeof middle !== 'string' ||
          !companies.has(middle) ||
          typeof stopper !== 'string' ||
          !players.has(stopper)
        )
          return false
        const points = r.result.points
        if (!isRecord(points)) return false
        const own: [string, number][] = []
        for (const [p, n] of Object.entries(points)) {
          if (!players.has(p) || !isIntIn(n, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)) return false
          own.push([p, n])
        }
        if (!scoresAsRecorded(r, config)) return false
        for (const [p, n] of own) sums.set(p, (sums.get(p) ?? 0) + n)
        checkedRounds.set(r, { config, key: k, points: own })
        return true
      },
    )
    // undone rounds leave the data; the live ones are 1…round
    need(Object.keys(rounds).length === round, 'rounds', Object.keys(rounds).length)
    for (const p of config.players)
      need((state.balances[p.id] ?? 0) === (sums.get(p.id) ?? 0), `balances.${p.id}`, state.balances[p.id] ?? 0)
  })
}
