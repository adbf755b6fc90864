import { describe, expect, it } from 'vitest'
import { createDiscretionGame } from '@/domain/games/discretion/engine'

describe('Discretion worked example of docs/engine-discretion.md', () => {
  it('Housing Rent pays the owner the rent by adjacency; undo takes it back', () => {
    const game = createDiscretionGame({ players: [{ id: 'ann', name: 'Ann' }, { id: 'ben', name: 'Ben' }] })
    game.apply({ type: 'auction', plot: 'A', winner: 'ann', price: 1_000_000 })
    game.apply({ type: 'auction', plot: 'B', winner: 'ben', price: 900_000 })
    // only the active player builds (RULES.md): the build-only round passes the turn clockwise
    game.apply({ type: 'build', player: 'ann', buildingType: 'housing', cells: [[0, 2]], passTurn: true })
    game.apply({ type: 'build', player: 'ben', buildingType: 'shops', cells: [[0, 3], [1, 3]], passTurn: true })
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
  })
})
