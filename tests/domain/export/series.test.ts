import { describe, expect, it } from 'vitest'
import { SeriesBuilder, balanceSeries, resampleByTime, roundSeries, tableRows } from '@/domain/export/series'
import type { Entry } from '@/domain/ledger/types'

const pay = (seq: number, from: string, to: string, amount: number, isUndone = false): Entry => ({
  id: `e${seq}`,
  gameId: 'g',
  seq,
  ts: 1000 * seq,
  kind: 'payment',
  postings: [
    { account: from, amount: -amount },
    { account: to, amount },
  ],
  isSetup: false,
  isUndone,
})
const initial = { balances: { bank: 0, A: 100, B: 100 }, data: { eliminated: {} } }

describe('chart series', () => {
  it('folds live entries into a balance per player per point, starting with the initial state', () => {
    const s = balanceSeries(
      initial,
      [pay(1, 'A', 'B', 10), pay(2, 'B', 'A', 5, true), pay(3, 'B', 'bank', 20)],
      ['A', 'B'],
    )
    expect(s.seq).toEqual([0, 1, 3])
    expect(s.values).toEqual({ A: [100, 90, 90], B: [100, 110, 90] })
  })
  it('setup entries (starting capital) are the start: the first point is the state after them, no line climbs from 0', () => {
    const zero = { balances: { bank: 0, A: 0, B: 0 }, data: { eliminated: {} } }
    const capital: Entry = { ...pay(1, 'bank', 'A', 100), kind: 'startingCapital', isSetup: true }
    const capitalB: Entry = { ...pay(2, 'bank', 'B', 100), kind: 'startingCapital', isSetup: true }
    const s = balanceSeries(zero, [capital, capitalB, pay(3, 'A', 'B', 10)], ['A', 'B'])
    expect(s).toEqual({ seq: [0, 3], ts: [3000, 3000], values: { A: [100, 90], B: [100, 110] } })
    // a game with nothing but its setup: one point, the start
    expect(balanceSeries(zero, [capital, capitalB], ['A', 'B'])).toEqual({
      seq: [0],
      ts: [2000],
      values: { A: [100], B: [100] },
    })
  })
  it('keeps at most about maxPoints points and always the last one', () => {
    const entries = Array.from({ length: 10_000 }, (_, i) => pay(i + 1, i % 2 ? 'A' : 'B', i % 2 ? 'B' : 'A', 1))
    const s = balanceSeries(initial, entries, ['A', 'B'], 100)
    expect(s.seq.length).toBeLessThanOrEqual(102)
    expect(s.seq.at(-1)).toBe(10_000)
    expect(s.values.A!.at(-1)).toBe(100)
  })
  it('applies effects for measures that read game data (e.g. net worth)', () => {
    const b = new SeriesBuilder(initial, ['A'], (st) => ({ A: (st.data as { bonus?: number }).bonus ?? 0 }), 2)
    b.add([{ ...pay(1, 'A', 'B', 1), effects: [{ path: ['bonus'], from: null, to: 7 }] }])
    expect(b.finish().values.A).toEqual([0, 7])
  })
  it('resamples on an even clock grid holding the last value', () => {
    const s = { seq: [0, 1, 2], ts: [0, 1000, 10_000], values: { A: [1, 2, 3] } }
    const r = resampleByTime(s, 11)
    expect(r.ts).toEqual([0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10_000])
    expect(r.values.A).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3])
  })
  it('by round: the start and every round once with its totals (a correction is no point of its own)', () => {
    const rounds = [
      { round: 1, totals: { A: 30, B: -5 } },
      { round: 2, totals: { A: 55, B: 35 } },
      { round: 3, totals: { A: 60, B: 35 } },
    ]
    expect(roundSeries({ A: 0, B: 0 }, rounds, ['A', 'B'])).toEqual({
      rounds: [0, 1, 2, 3],
      values: { A: [0, 30, 55, 60], B: [0, -5, 35, 35] },
    })
    expect(roundSeries({}, [], ['A'])).toEqual({ rounds: [0], values: { A: [0] } })
  })
  it('by round: at most about maxPoints rounds, always the last one', () => {
    const rounds = Array.from({ length: 1000 }, (_, i) => ({ round: i + 1, totals: { A: i + 1 } }))
    const s = roundSeries({ A: 0 }, rounds, ['A'], 100)
    expect(s.rounds.length).toBeLessThanOrEqual(102)
    expect(s.rounds.at(-1)).toBe(1000)
    expect(s.values.A!.at(-1)).toBe(1000)
    expect(s.rounds.slice(0, 3)).toEqual([0, 10, 20])
  })
  it('table rows for screen readers include the first and last point', () => {
    const s = balanceSeries(
      initial,
      Array.from({ length: 100 }, (_, i) => pay(i + 1, 'A', 'B', 1)),
      ['A'],
    )
    const rows = tableRows(s, 10)
    expect(rows[0]).toBe(0)
    expect(rows.at(-1)).toBe(s.seq.length - 1)
    expect(rows.length).toBe(10)
  })
})
