import { RuleError } from '../errors'
import { applyEffects, revertEffects } from './effects'
import type { AdmitOptions, EntryDraft, Json, LedgerState } from './types'
import { BANK } from './types'

/** Game data every rule pack keeps: which players are out of the game. */
export interface BaseData {
  [key: string]: Json
  eliminated: { [playerId: string]: Json }
}

function isEliminated(data: Json, account: string): boolean {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return false
  const elim = (data as Record<string, Json>)['eliminated']
  if (elim === null || elim === undefined || typeof elim !== 'object' || Array.isArray(elim)) return false
  return Object.prototype.hasOwnProperty.call(elim, account) && elim[account] === true
}

/**
 * The one gate every entry passes (medici's balanced journal): postings are safe integers and
 * sum to zero, accounts exist and are not out of the game, every resulting balance stays a safe
 * integer, no limited account is charged into the negative (unless allowed), and every effect
 * matches the current data. Returns the state after the entry; throws RuleError and changes nothing.
 */
export function admit<D extends Json>(state: LedgerState<D>, draft: EntryDraft, opts: AdmitOptions): LedgerState<D> {
  if (typeof draft.kind !== 'string' || draft.kind === '') throw new RuleError('entryMalformed', { field: 'kind' })
  if (!Array.isArray(draft.postings)) throw new RuleError('entryMalformed', { field: 'postings' })
  const known = new Set(opts.accounts)
  const unlimited = new Set(opts.unlimited ?? [BANK])
  let sum = 0
  const deltas = new Map<string, number>()
  for (const p of draft.postings) {
    if (p === null || typeof p !== 'object' || typeof p.account !== 'string')
      throw new RuleError('entryMalformed', { field: 'posting' })
    if (!Number.isSafeInteger(p.amount)) throw new RuleError('amountNotSafe', { account: p.account })
    if (!known.has(p.account)) throw new RuleError('unknownAccount', { account: p.account })
    if (p.amount !== 0 && isEliminated(state.data, p.account))
      throw new RuleError('playerEliminated', { account: p.account })
    sum += p.amount
    deltas.set(p.account, (deltas.get(p.account) ?? 0) + p.amount)
  }
  if (sum !== 0) throw new RuleError('entryUnbalanced', { sum })
  const balances = { ...state.balances }
  for (const [account, delta] of deltas) {
    if (delta === 0) continue
    const before = balances[account] ?? 0
    const after = before + delta
    if (!Number.isSafeInteger(after)) throw new RuleError('balanceOverflow', { account })
    if (delta < 0 && after < 0 && !opts.allowNegative && !unlimited.has(account)) {
      throw new RuleError('insufficientFunds', { account, shortfall: -after, balance: before, amount: -delta })
    }
    balances[account] = after
  }
  const data = applyEffects(state.data, draft.effects)
  return { balances, data }
}

/** Applies an already admitted entry again (loading, redo): balances and effects, with the same checks of effects. */
export function applyEntry<D extends Json>(state: LedgerState<D>, entry: EntryDraft): LedgerState<D> {
  const balances = { ...state.balances }
  for (const p of entry.postings) {
    const after = (balances[p.account] ?? 0) + p.amount
    if (!Number.isSafeInteger(after)) throw new RuleError('balanceOverflow', { account: p.account })
    balances[p.account] = after
  }
  return { balances, data: applyEffects(state.data, entry.effects) }
}

/** Reverts an entry (undo): the exact inverse of applyEntry. */
export function revertEntry<D extends Json>(state: LedgerState<D>, entry: EntryDraft): LedgerState<D> {
  const balances = { ...state.balances }
  for (const p of entry.postings) balances[p.account] = (balances[p.account] ?? 0) - p.amount
  return { balances, data: revertEffects(state.data, entry.effects) }
}

/** The state derived from scratch: the initial state with every live entry applied in sequence order. */
export function fold<D extends Json>(
  initial: LedgerState<D>,
  entries: Iterable<EntryDraft & { isUndone?: boolean; seq?: number }>,
): LedgerState<D> {
  const sorted = [...entries].filter((e) => !e.isUndone).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
  // a mutable fold: copying the balances per entry would make loading 100k entries quadratic-ish in allocations
  const balances: Record<string, number> = { ...initial.balances }
  let data = initial.data
  for (const e of sorted) {
    for (const p of e.postings) balances[p.account] = (balances[p.account] ?? 0) + p.amount
    data = applyEffects(data, e.effects)
  }
  return { balances, data }
}

/** Sum over all accounts; 0 for every consistent ledger (double entry). */
export function totalOfBalances(balances: Record<string, number>): number {
  let s = 0
  for (const v of Object.values(balances)) s += v
  return s
}
