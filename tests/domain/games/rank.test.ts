import { describe, expect, it } from 'vitest'
import { rankBy } from '@/domain/games/rank'

describe('rankBy: the one rank-with-ties', () => {
  it('equal values share a rank and the next rank skips (1, 1, 3)', () => {
    const rows = rankBy(
      [
        { p: 'a', v: 5 },
        { p: 'b', v: 9 },
        { p: 'c', v: 9 },
      ],
      (r) => r.v,
    )
    expect(rows).toEqual([
      { p: 'b', v: 9, rank: 1 },
      { p: 'c', v: 9, rank: 1 },
      { p: 'a', v: 5, rank: 3 },
    ])
  })
  it('players out of the game come after all others, whatever their value', () => {
    const rows = rankBy(
      [
        { p: 'a', v: 100, out: true },
        { p: 'b', v: 1, out: false },
        { p: 'c', v: 100, out: true },
      ],
      (r) => r.v,
      (r) => r.out,
    )
    expect(rows.map((r) => [r.p, r.rank])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 2],
    ])
  })
  it('keeps the seating order among equals', () => {
    expect(
      rankBy(
        [
          { p: 'x', v: 0 },
          { p: 'y', v: 0 },
        ],
        (r) => r.v,
      ).map((r) => r.p),
    ).toEqual(['x', 'y'])
  })
})
