import { describe, expect, it } from 'vitest'
import { createScorePadGame } from '@/domain/games/scorePad'
import { expectRuleError } from '../../../helpers/ruleError'

const PLAYERS = [
  { id: 'p1', name: 'Anna' },
  { id: 'p2', name: 'Ben' },
  { id: 'p3', name: 'Cem' },
]

function game(options: Record<string, string | number> = {}) {
  return createScorePadGame({ players: PLAYERS, options })
}

describe('score pad rules (issue 36)', () => {
  it('a round books every player’s points, negative allowed, as one entry; the totals are the balances', () => {
    const g = game()
    const e = g.scoreRound({ p1: 25, p2: -10, p3: 0 })
    expect(e.kind).toBe('padRound')
    expect(g.state).toEqual({
      balances: { bank: -15, p1: 25, p2: -10, p3: 0 },
      data: {
        eliminated: {},
        round: 1,
        rounds: { '1': { round: 1, points: { p1: 25, p2: -10, p3: 0 }, corrections: 0 } },
      },
    })
    g.scoreRound({ p1: 5, p3: 40 })
    expect(g.state).toEqual({
      balances: { bank: -60, p1: 30, p2: -10, p3: 40 },
      data: {
        eliminated: {},
        round: 2,
        rounds: {
          '1': { round: 1, points: { p1: 25, p2: -10, p3: 0 }, corrections: 0 },
          '2': { round: 2, points: { p1: 5, p2: 0, p3: 40 }, corrections: 0 },
        },
      },
    })
    expect(g.totals()).toEqual({ p1: 30, p2: -10, p3: 40 })
  })

  it('a correction is a new entry that moves each total by the difference; the round keeps its new points', () => {
    const g = game()
    g.scoreRound({ p1: 25, p2: -10, p3: 0 })
    g.scoreRound({ p1: 5, p2: 5, p3: 5 })
    const e = g.correctRound(1, { p1: 20, p2: -10, p3: 7 })
    expect(e.kind).toBe('padCorrection')
    expect(e.postings).toEqual(
      expect.arrayContaining([
        { account: 'p1', amount: -5 },
        { account: 'p3', amount: 7 },
      ]),
    )
    expect(g.entries).toHaveLength(3)
    expect(g.state).toEqual({
      balances: { bank: -32, p1: 25, p2: -5, p3: 12 },
      data: {
        eliminated: {},
        round: 2,
        rounds: {
          '1': { round: 1, points: { p1: 20, p2: -10, p3: 7 }, corrections: 1 },
          '2': { round: 2, points: { p1: 5, p2: 5, p3: 5 }, corrections: 0 },
        },
      },
    })
  })

  it('undo takes the correction back whole, redo books it again (RULES.md Shared undo)', () => {
    const g = game()
    g.scoreRound({ p1: 25, p2: -10, p3: 0 })
    const before = structuredClone(g.state)
    g.correctRound(1, { p1: 20, p2: -10, p3: 7 })
    const after = structuredClone(g.state)
    g.undo()
    expect(g.state).toEqual(before)
    g.redo()
    expect(g.state).toEqual(after)
  })

  it('undoing every round returns the state right after setup', () => {
    const g = game({ target: 100 })
    const start = structuredClone(g.state)
    g.scoreRound({ p1: 60, p2: 10, p3: 0 })
    g.correctRound(1, { p1: 50, p2: 10, p3: 0 })
    g.scoreRound({ p1: 60, p2: 10, p3: 0 })
    g.undo()
    g.undo()
    g.undo()
    expect(g.state).toEqual(start)
  })

  it('a correction of a round not entered, or one that changes nothing, is refused and books nothing', () => {
    const g = game()
    g.scoreRound({ p1: 1, p2: 2, p3: 3 })
    const state = structuredClone(g.state)
    expectRuleError(() => g.correctRound(2, { p1: 1 }), 'padRoundUnknown', { round: '2' })
    expectRuleError(() => g.correctRound(0, { p1: 1 }), 'padRoundUnknown')
    expectRuleError(() => g.correctRound(1, { p1: 1, p2: 2, p3: 3 }), 'padCorrectionUnchanged', { round: 1 })
    expect(g.state).toEqual(state)
    expect(g.entries).toHaveLength(1)
  })

  it('points must be whole numbers of at most ±1,000,000,000 for players of the game', () => {
    const g = game()
    expectRuleError(() => g.scoreRound({ p1: 1.5 }), 'padPointsInvalid', { player: 'p1', value: '1.5' })
    expectRuleError(() => g.scoreRound({ p2: Number.NaN }), 'padPointsInvalid', { player: 'p2' })
    expectRuleError(() => g.scoreRound({ p3: -1_000_000_001 }), 'padPointsTooLarge', { player: 'p3' })
    expectRuleError(() => g.scoreRound({ p9: 3 }), 'unknownPlayer', { player: 'p9' })
    expectRuleError(() => g.apply({ type: 'scoreRound', points: null as never }), 'padPointsMissing')
    expectRuleError(() => g.apply({ type: 'shuffle' } as never), 'unknownAction', { type: 'shuffle' })
    expect(g.entries).toHaveLength(0)
  })

  it('reaching the target ends the game: no further round or correction until the round is undone', () => {
    const g = game({ target: 100, winner: 'lowest' })
    g.scoreRound({ p1: 60, p2: 10, p3: 0 })
    expect(g.view().isFinished).toBe(false)
    g.scoreRound({ p1: 40, p2: 10, p3: 5 })
    expect(g.view().isFinished).toBe(true)
    expectRuleError(() => g.scoreRound({ p1: 1 }), 'gameOver')
    expectRuleError(() => g.correctRound(1, { p1: 1 }), 'gameOver')
    // lowest total wins: Cem (5) first, Ben (20) second, Anna (100) last
    expect(g.ranking().map((r) => [r.rank, r.player, r.value])).toEqual([
      [1, 'p3', 5],
      [2, 'p2', 20],
      [3, 'p1', 100],
    ])
    g.undo()
    expect(g.view().isFinished).toBe(false)
    g.scoreRound({ p1: 39, p2: 0, p3: 0 })
    expect(g.view().isFinished).toBe(false)
  })

  it('a fixed number of rounds ends the game after the last one; the view counts the rounds left', () => {
    const g = game({ roundLimit: 2 })
    expect(g.view().roundsLeft).toBe(2)
    g.scoreRound({ p1: 1 })
    expect(g.view()).toMatchObject({ roundsLeft: 1, nextRound: 2, isFinished: false })
    g.scoreRound({ p2: 1 })
    expect(g.view()).toMatchObject({ roundsLeft: 0, isFinished: true })
    expectRuleError(() => g.scoreRound({ p1: 1 }), 'gameOver')
  })

  it('highest total wins by default; equal totals share the lead and the rank (1, 1, 3)', () => {
    const g = game()
    expect(g.view().leaders).toEqual([])
    g.scoreRound({ p1: 10, p2: 10, p3: -4 })
    expect(g.view().leaders).toEqual(['p1', 'p2'])
    expect(g.ranking().map((r) => [r.rank, r.player])).toEqual([
      [1, 'p1'],
      [1, 'p2'],
      [3, 'p3'],
    ])
  })

  it('the view: rules, totals, the rounds table with running totals and the chart series', () => {
    const g = game({ title: 'Kniffel', roundLimit: 13 })
    g.scoreRound({ p1: 20, p2: 5, p3: 0 })
    g.scoreRound({ p1: -5, p2: 5, p3: 30 })
    g.correctRound(2, { p1: 0, p2: 5, p3: 30 })
    expect(g.view()).toEqual({
      title: 'Kniffel',
      winner: 'highest',
      target: 0,
      roundLimit: 13,
      totals: { p1: 20, p2: 10, p3: 30 },
      leaders: ['p3'],
      rows: [
        {
          round: 1,
          corrections: 0,
          cells: [
            { player: 'p1', points: 20, total: 20 },
            { player: 'p2', points: 5, total: 5 },
            { player: 'p3', points: 0, total: 0 },
          ],
        },
        {
          round: 2,
          corrections: 1,
          cells: [
            { player: 'p1', points: 0, total: 20 },
            { player: 'p2', points: 5, total: 10 },
            { player: 'p3', points: 30, total: 30 },
          ],
        },
      ],
      nextRound: 3,
      roundsLeft: 11,
      isFinished: false,
      runningTotals: { rounds: [0, 1, 2], totals: { p1: [0, 20, 20], p2: [0, 5, 10], p3: [0, 0, 30] } },
    })
  })

  it('a round where nobody scores is a round too (Skat: passed in)', () => {
    const g = game()
    const e = g.scoreRound({})
    expect(e.postings).toEqual([])
    expect(g.state.data.round).toBe(1)
    expect(g.view().leaders).toEqual(['p1', 'p2', 'p3'])
  })
})
