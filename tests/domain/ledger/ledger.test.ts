import { describe, expect, it } from 'vitest'
import { admit, Ledger, fold, totalOfBalances, BANK } from '@/domain/ledger'
import { expectRuleError } from '../../helpers/ruleError'

const opts = { accounts: [BANK, 'a', 'b'], unlimited: [BANK] }
const initial = { balances: { bank: 0, a: 0, b: 0 }, data: { eliminated: {} } }

describe('entry admission', () => {
  it('refuses postings that do not sum to zero', () => {
    expectRuleError(
      () => admit(initial, { kind: 'x', postings: [{ account: 'a', amount: 5 }] }, opts),
      'entryUnbalanced',
      { sum: 5 },
    )
  })
  it('refuses a payment that exceeds the payer cash and names the shortfall', () => {
    expectRuleError(
      () =>
        admit(
          initial,
          {
            kind: 'x',
            postings: [
              { account: 'a', amount: -5 },
              { account: 'b', amount: 5 },
            ],
          },
          opts,
        ),
      'insufficientFunds',
      { shortfall: 5 },
    )
  })
  it('lets the bank go negative (unlimited cash)', () => {
    const s = admit(
      initial,
      {
        kind: 'x',
        postings: [
          { account: BANK, amount: -5 },
          { account: 'b', amount: 5 },
        ],
      },
      opts,
    )
    expect(s.balances).toEqual({ bank: -5, a: 0, b: 5 })
    expect(totalOfBalances(s.balances)).toBe(0)
  })
  it('refuses unknown accounts, unsafe amounts and balance overflow', () => {
    expectRuleError(
      () =>
        admit(
          initial,
          {
            kind: 'x',
            postings: [
              { account: 'zz', amount: 1 },
              { account: BANK, amount: -1 },
            ],
          },
          opts,
        ),
      'unknownAccount',
    )
    expectRuleError(
      () =>
        admit(
          initial,
          {
            kind: 'x',
            postings: [
              { account: 'a', amount: 0.5 },
              { account: BANK, amount: -0.5 },
            ],
          },
          opts,
        ),
      'amountNotSafe',
    )
    const big = { balances: { bank: 0, a: Number.MAX_SAFE_INTEGER, b: 0 }, data: {} }
    expectRuleError(
      () =>
        admit(
          big,
          {
            kind: 'x',
            postings: [
              { account: 'a', amount: 1 },
              { account: BANK, amount: -1 },
            ],
          },
          opts,
        ),
      'balanceOverflow',
    )
  })
})

describe('Ledger undo/redo', () => {
  it('undo reverts the newest live action, redo re-applies it, a new action clears redo', () => {
    const l = new Ledger('g', initial, opts)
    l.append(
      {
        kind: 'start',
        postings: [
          { account: BANK, amount: -100 },
          { account: 'a', amount: 100 },
        ],
      },
      true,
    )
    l.append({
      kind: 'pay',
      postings: [
        { account: 'a', amount: -10 },
        { account: 'b', amount: 10 },
      ],
    })
    l.append({
      kind: 'pay',
      postings: [
        { account: 'a', amount: -20 },
        { account: 'b', amount: 20 },
      ],
    })
    l.undo()
    expect(l.state.balances.a).toBe(90)
    l.redo()
    expect(l.state.balances.a).toBe(70)
    l.undo()
    l.append({
      kind: 'pay',
      postings: [
        { account: 'b', amount: -5 },
        { account: 'a', amount: 5 },
      ],
    })
    expect(l.canRedo).toBe(false)
    l.undo()
    l.undo()
    expect(l.canUndo).toBe(false)
    expect(l.state.balances).toEqual({ bank: -100, a: 100, b: 0 })
    expect(l.entries.length).toBe(4)
    expect(fold(initial, l.entries)).toEqual(l.state)
  })
})
