import { describe, expect, it } from 'vitest'
import { BANK } from '@/domain/ledger'
import {
  appendStep,
  canRedo,
  canUndo,
  loadStep,
  redoSeq,
  redoStep,
  startHead,
  undoStep,
  undoTarget,
} from '@/domain/ledger/cursor'
import { expectRuleError } from '../../helpers/ruleError'

const opts = { accounts: [BANK, 'a', 'b'], unlimited: [BANK] }
const initial = { balances: { bank: 0, a: 0, b: 0 }, data: { eliminated: {} } }
const meta = (n: number, isSetup = false) => ({ id: `e${n}`, gameId: 'g', ts: n, isSetup })
const start = {
  kind: 'start',
  postings: [
    { account: BANK, amount: -100 },
    { account: 'a', amount: 100 },
  ],
}
const pay = (n: number) => ({
  kind: 'pay',
  postings: [
    { account: 'a', amount: -n },
    { account: 'b', amount: n },
  ],
})

describe('ledger cursor steps', () => {
  it('setup is no undo step; an action is; undo flips it and makes it the redo; redo re-applies it', () => {
    const s1 = appendStep(startHead(initial), start, opts, meta(1, true))
    expect(s1.entry).toMatchObject({ seq: 1, isSetup: true, isUndone: false })
    expect(canUndo(s1.head)).toBe(false)
    expectRuleError(() => undoStep(s1.head, undoTarget([s1.entry])), 'nothingToUndo')
    const s2 = appendStep(s1.head, pay(10), opts, meta(2))
    expect(s2.head).toMatchObject({ nextSeq: 3, liveActions: 1, entryCount: 2, redo: [] })
    const u = undoStep(s2.head, undoTarget([s1.entry, s2.entry]))
    expect(u.entry).toMatchObject({ seq: 2, isUndone: true })
    expect(u.head).toMatchObject({ redo: [2], liveActions: 0, state: s1.head.state })
    expect(canRedo(u.head)).toBe(true)
    expect(redoSeq(u.head)).toBe(2)
    expectRuleError(() => redoStep(u.head, s1.entry), 'nothingToRedo')
    const r = redoStep(u.head, u.entry)
    expect(r.head).toEqual(s2.head)
    expect(r.entry.isUndone).toBe(false)
  })

  it('a new action clears redo; a setup entry leaves it; a refused draft changes nothing', () => {
    const s1 = appendStep(startHead(initial), start, opts, meta(1, true))
    const s2 = appendStep(s1.head, pay(10), opts, meta(2))
    const u = undoStep(s2.head, s2.entry)
    expect(appendStep(u.head, start, opts, meta(3, true)).head.redo).toEqual([2])
    expect(appendStep(u.head, pay(5), opts, meta(3)).head.redo).toEqual([])
    expectRuleError(() => appendStep(u.head, pay(500), opts, meta(3)), 'insufficientFunds', { shortfall: 400 })
    expect(u.head.nextSeq).toBe(3)
  })

  it('loadStep takes stored entries as they were: live ones admitted, undone ones counted, sequence increasing', () => {
    let h = startHead(initial)
    h = loadStep(h, { ...start, seq: 1, isSetup: true, isUndone: false }, opts)
    h = loadStep(h, { ...pay(10), seq: 2, isSetup: false, isUndone: false }, opts)
    h = loadStep(h, { ...pay(20), seq: 4, isSetup: false, isUndone: true }, opts)
    expect(h).toMatchObject({
      nextSeq: 5,
      liveActions: 1,
      entryCount: 3,
      state: { balances: { bank: -100, a: 90, b: 10 } },
    })
    expectRuleError(() => loadStep(h, { ...pay(1), seq: 4, isSetup: false, isUndone: false }, opts), 'entryMalformed', {
      field: 'seq',
    })
    expectRuleError(
      () => loadStep(h, { ...pay(1000), seq: 5, isSetup: false, isUndone: false }, opts),
      'insufficientFunds',
    )
  })
})
