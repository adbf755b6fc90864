import { describe, expect, it } from 'vitest'
import { statementRows } from '@/domain/export/statement'
import type { Entry } from '@/domain/ledger/types'

const e = (seq: number, postings: [string, number][], over: Partial<Entry> = {}): Entry => ({
  id: `e${seq}`,
  gameId: 'g',
  seq,
  ts: seq,
  kind: 'payment',
  postings: postings.map(([account, amount]) => ({ account, amount })),
  isSetup: false,
  isUndone: false,
  ...over,
})

describe('player statement', () => {
  const entries = [
    e(
      1,
      [
        ['bank', -1500],
        ['Anna', 1500],
      ],
      { kind: 'startingCapital', isSetup: true },
    ),
    e(2, [
      ['Anna', -200],
      ['Ben', 200],
    ]),
    e(3, [
      ['Ben', -50],
      ['bank', 50],
    ]),
    e(
      4,
      [
        ['bank', -300],
        ['Anna', 300],
      ],
      { isUndone: true },
    ),
    e(5, [], { kind: 'leave', info: { player: 'Anna' } }),
  ]
  it('lists every entry that touched the player with the running balance; undone entries are not counted', () => {
    const { rows, closing } = statementRows(entries, 'Anna')
    expect(rows.map((r) => [r.seq, r.amount, r.balance, r.isUndone])).toEqual([
      [1, 1500, 1500, false],
      [2, -200, 1300, false],
      [4, 300, 1300, true],
      [5, 0, 1300, false],
    ])
    expect(closing).toBe(1300)
    expect(rows[1]!.counterparties).toEqual(['Ben'])
  })
  it('streams: chunks fed with the previous closing give the same rows', () => {
    const a = statementRows(entries.slice(0, 2), 'Anna')
    const b = statementRows(entries.slice(2), 'Anna', a.closing)
    expect([...a.rows, ...b.rows]).toEqual(statementRows(entries, 'Anna').rows)
  })
  it('a score pad (GmbH): every round is on every player’s statement, 0 points included, and the bank is no counterparty', () => {
    const rounds = [
      e(
        1,
        [
          ['bank', -24],
          ['Anna', 24],
        ],
        { kind: 'gmbhRound' },
      ),
      e(
        2,
        [
          ['bank', 5],
          ['Ben', -5],
        ],
        { kind: 'gmbhRedeal', info: { player: 'Ben' } },
      ),
      e(
        3,
        [
          ['bank', -10],
          ['Anna', 10],
        ],
        { kind: 'gmbhRound', isUndone: true },
      ),
    ]
    const { rows, closing } = statementRows(rounds, 'Anna', 0, { scorePad: true })
    expect(rows.map((r) => [r.seq, r.amount, r.balance, r.isUndone, r.counterparties])).toEqual([
      [1, 24, 24, false, []],
      [2, 0, 24, false, []],
      [3, 10, 24, true, []],
    ])
    expect(closing).toBe(24)
  })
})
