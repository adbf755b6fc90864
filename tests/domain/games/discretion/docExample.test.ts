import { describe, expect, it } from 'vitest'
import { createDiscretionGame } from '@/domain/games/discretion/engine'

describe('Discretion worked example of docs/engine-discretion.md', () => {
  it('Housing Rent pays the owner the rent by adjacency; undo takes it back', () => {
    const game = createDiscretionGame({
      players: [
        { id: 'ann', name: 'Ann' },
        { id: 'ben', name: 'Ben' },
      ],
    })
    game.apply({ type: 'auction', plot: 'A', winner: 'ann', price: 1_000_000 })
    game.apply({ type: 'auction', plot: 'B', winner: 'ben', price: 900_000 })
    // only the active player builds (RULES.md): the build-only round passes the turn clockwise
    game.apply({ type: 'build', player: 'ann', buildingType: 'housing', cells: [[0, 2]], passTurn: true })
    game.apply({
      type: 'build',
      player: 'ben',
      buildingType: 'shops',
      cells: [
        [0, 3],
        [1, 3],
      ],
      passTurn: true,
    })
    game.apply({ type: 'build', player: 'ann', buildingType: 'offices', cells: [[1, 2]] })
    expect(game.state.active).toBe('ann')
    expect(game.state.buildings.map((b) => [b.id, b.rent])).toEqual([
      ['b1', 200_000],
      ['b2', 200_000],
      ['b3', 200_000],
    ])
    const sheet = game.preview({ type: 'rent', buildingType: 'housing' })
    expect(sheet.lines.map((l) => [l.player, l.amount])).toEqual([
      ['ann', 200_000],
      ['ben', 0],
    ])
    expect(sheet.problem).toBeNull()
    game.apply({ type: 'rent', buildingType: 'housing' })
    expect(game.state.balances.ann).toBe(700_000)
    expect(game.netAssets('ann')).toBe(2_800_000)
    game.undo()
    expect(game.state.balances.ann).toBe(500_000)
    game.redo()
    expect(game.state.balances.ann).toBe(700_000)

    // End of Year: Ben is short of the interest on a loan-shark loan; the loan taken for it is not charged
    game.apply({ type: 'otherCard', payments: { ben: -(game.state.balances.ben ?? 0) } })
    game.apply({ type: 'sharkLoan', player: 'ben', for: { type: 'otherCard', payments: { ben: -100_000 } } })
    game.apply({ type: 'otherCard', payments: { ben: -100_000 } })
    expect(() => game.apply({ type: 'sharkLoan', player: 'ben', count: 2, for: { type: 'endOfYear' } })).toThrowError(
      expect.objectContaining({ code: 'loanExceedsShortfall' }),
    )
    game.apply({ type: 'sharkLoan', player: 'ben', for: { type: 'endOfYear' } })
    const before = game.state
    game.apply({ type: 'endOfYear' })
    expect(game.state).toEqual({
      ...before,
      balances: { ...before.balances, bank: (before.balances.bank ?? 0) + 100_000, ben: 0 },
      year: 2,
      yearEndLoans: {},
    })
    expect(game.state.active).toBe('ann')
  })
})
