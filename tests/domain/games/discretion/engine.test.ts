import { describe, expect, it } from 'vitest'
import { createDiscretionGame, demoBoard, discretionConfig, discretionPack } from '@/domain/games/discretion/engine'
import type { Board } from '@/domain/games/discretion/types'
import { totalOfBalances } from '@/domain/ledger'
import { START, act, buildAs, deal, newGame, refusal, shortBy } from './helpers'

describe('Discretion setup', () => {
  it('gives 2,500,000 to each of 2–4 players and 2,000,000 to each of 5–8; year 1; first player active', () => {
    const g = newGame(['ann', 'ben', 'cid', 'dora'])
    expect(g.state.balances).toMatchObject({ ann: START, ben: START, cid: START, dora: START })
    expect(g.state.year).toBe(1)
    expect(g.state.active).toBe('ann')
    expect(g.canUndo).toBe(false)
    const g5 = newGame(['a1', 'a2', 'a3', 'a4', 'a5'])
    expect(g5.state.balances.a5).toBe(2_000_000)
    expect(totalOfBalances(g5.state.balances)).toBe(0)
  })

  it('accepts 2–8 players only', () => {
    expect(() => newGame(['solo'])).toThrowError(expect.objectContaining({ code: 'playerCount' }))
    expect(() => newGame(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'])).toThrowError(
      expect.objectContaining({ code: 'playerCount' }),
    )
    expect(newGame(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']).state.balances.h).toBe(2_000_000)
  })

  it('refuses an invalid board and names what is wrong; defaults: tax per building, flat bonus, inheritance does not take', () => {
    const bad = JSON.parse(JSON.stringify(demoBoard)) as Board
    ;(bad.map[0] as (string | null)[])[0] = null
    expect(() => discretionConfig({ players: ['Ann', 'Ben'], board: bad })).toThrowError(
      expect.objectContaining({ code: 'boardSquareUnassigned' }),
    )
    const c = discretionConfig({ players: ['Ann', 'Ben'] })
    expect(c.options).toMatchObject({
      buildingTax: 'perBuilding',
      yearEndBonus: 'flat',
      inheritanceTakesPlot: false,
      allowNegative: false,
      startingMoney: START,
    })
    expect(c.options.board.name).toBe('Demo board — not the printed map')
    expect(() =>
      discretionConfig({ players: ['Ann', 'Ben'], options: { buildingTax: 'often' as 'perType' } }),
    ).toThrowError(expect.objectContaining({ code: 'optionInvalid' }))
    expect(discretionConfig({ players: ['Ann', 'Ben'], firstPlayer: 'Ben' }).options.firstPlayer).toBe('Ben')
  })

  it('the state shows every plot unowned, full tile supply, all loans in the bank', () => {
    const s = newGame().state
    expect(Object.keys(s.titles)).toHaveLength(17)
    expect(Object.values(s.titles).every((o) => o === null)).toBe(true)
    expect(s.supply.housing).toEqual({ oneAcre: 15, twoAcre: 15 })
    expect(s.bankLoanSupply).toBe(30)
    expect(s.sharkLoanSupply).toBe(40)
    expect(s.bankLoans).toEqual({ ann: 0, ben: 0 })
  })
})

describe('Discretion titles', () => {
  it('auction: the winner pays the price to the bank and gets the title; undo reverts both', () => {
    const g = newGame()
    g.apply({ type: 'auction', plot: 'A', winner: 'ann', price: 300_000 })
    expect(g.state.titles.A).toBe('ann')
    expect(g.state.balances.ann).toBe(START - 300_000)
    g.undo()
    expect(g.state.titles.A).toBeNull()
    expect(g.state.balances.ann).toBe(START)
    g.redo()
    expect(g.state.titles.A).toBe('ann')
  })

  it('auction without a bid changes nothing: the title goes under the pile (stays unowned)', () => {
    const g = newGame()
    const before = JSON.stringify(g.ledgerState)
    const e = g.apply({ type: 'auction', plot: 'A', winner: null })
    expect(e.kind).toBe('auctionNoBid')
    expect(JSON.stringify(g.ledgerState)).toBe(before)
    expect(g.canUndo).toBe(true)
  })

  it('refuses auctioning an owned plot, an unknown plot, a negative price and a winner who cannot pay', () => {
    const g = newGame()
    deal(g, { A: 'ann' })
    expect(refusal(g, { type: 'auction', plot: 'A', winner: 'ben', price: 1 }).code).toBe('plotOwned')
    expect(refusal(g, { type: 'auction', plot: 'ZZ', winner: 'ben', price: 1 }).code).toBe('unknownPlot')
    expect(refusal(g, { type: 'auction', plot: 'B', winner: 'ben', price: -1 }).code).toBe('priceInvalid')
    const e = refusal(g, { type: 'auction', plot: 'B', winner: 'ben', price: 3_000_000 })
    expect(e.code).toBe('insufficientFunds')
    expect(e.params).toMatchObject({ player: 'ben', shortfall: 500_000 })
  })
})

describe('Discretion buildings', () => {
  it('a building costs 500,000, stands only on the player’s own land and takes a tile from the supply', () => {
    const g = newGame()
    deal(g, { A: 'ann', C: 'ben' })
    g.apply({ type: 'build', player: 'ann', buildingType: 'housing', cells: [[0, 0]] })
    expect(g.state.balances.ann).toBe(START - 500_000)
    expect(g.state.buildings).toEqual([
      { id: 'b1', type: 'housing', cells: [[0, 0]], owner: 'ann', plots: ['A'], rent: 0 },
    ])
    expect(g.state.supply.housing).toEqual({ oneAcre: 14, twoAcre: 15 })
    expect(refusal(g, { type: 'build', player: 'ann', buildingType: 'housing', cells: [[0, 6]] }).params).toMatchObject(
      { player: 'ann', plot: 'C' },
    )
    expect(refusal(g, { type: 'build', player: 'ann', buildingType: 'housing', cells: [[0, 3]] }).code).toBe(
      'notYourLand',
    )
    expect(refusal(g, { type: 'build', player: 'ann', buildingType: 'offices', cells: [[0, 0]] }).code).toBe(
      'cellOccupied',
    )
    expect(
      refusal(g, { type: 'build', player: 'ann', buildingType: 'castle' as 'housing', cells: [[1, 1]] }).code,
    ).toBe('buildingTypeInvalid')
    expect(
      refusal(g, {
        type: 'build',
        player: 'ann',
        buildingType: 'offices',
        cells: [
          [1, 1],
          [2, 2],
        ],
      }).code,
    ).toBe('cellsNotAdjacent')
    expect(
      refusal(g, {
        type: 'build',
        player: 'ann',
        buildingType: 'offices',
        cells: [
          [1, 1],
          [1, 2],
          [1, 0],
        ],
      }).code,
    ).toBe('buildingCellCount')
  })

  it('a 2-acre building may cross two plots only when both are the player’s', () => {
    const g = newGame()
    deal(g, { A: 'ann', B: 'ben' })
    expect(
      refusal(g, {
        type: 'build',
        player: 'ann',
        buildingType: 'shops',
        cells: [
          [0, 2],
          [0, 3],
        ],
      }).code,
    ).toBe('notYourLand')
    deal(g, { F: 'ann' })
    g.apply({
      type: 'build',
      player: 'ann',
      buildingType: 'shops',
      cells: [
        [2, 0],
        [3, 0],
      ],
    })
    const b = g.state.buildings[0]
    expect(b).toMatchObject({ owner: 'ann', plots: ['A', 'F'] })
    expect(g.state.supply.shops).toEqual({ oneAcre: 15, twoAcre: 14 })
  })

  it('refuses a building the supply lacks (15 one-acre tiles per type)', () => {
    const g = newGame()
    deal(g, { A: 'ann', B: 'ann', C: 'ann' })
    g.apply({ type: 'otherCard', payments: { ann: 10_000_000 } })
    const squares: [number, number][] = []
    for (let r = 0; r < 3; r++) for (let c = 0; c < 9; c++) if (!(r === 2 && c === 5)) squares.push([r, c])
    for (const cell of squares.slice(0, 15))
      g.apply({ type: 'build', player: 'ann', buildingType: 'industry', cells: [cell] })
    expect(g.state.supply.industry.oneAcre).toBe(0)
    const e = refusal(g, {
      type: 'build',
      player: 'ann',
      buildingType: 'industry',
      cells: [squares[15] as [number, number]],
    })
    expect(e.code).toBe('tileSupplyExhausted')
    expect(e.params).toMatchObject({ buildingType: 'industry', size: 'oneAcre' })
    g.apply({
      type: 'build',
      player: 'ann',
      buildingType: 'industry',
      cells: [squares[15] as [number, number], squares[16] as [number, number]],
    })
  })

  it('demolition: the bank pays 100,000 and the tile returns to the supply; only the owner demolishes', () => {
    const g = newGame()
    deal(g, { A: 'ann', C: 'ben' })
    buildAs(
      g,
      { type: 'build', player: 'ann', buildingType: 'housing', cells: [[0, 0]] },
      { type: 'build', player: 'ben', buildingType: 'housing', cells: [[0, 6]] },
    )
    expect(refusal(g, { type: 'demolish', player: 'ann', buildings: ['b2'] }).code).toBe('notYourBuilding')
    expect(refusal(g, { type: 'demolish', player: 'ann', buildings: ['nope'] }).code).toBe('unknownBuilding')
    g.apply({ type: 'demolish', player: 'ann', buildings: ['b1'] })
    expect(g.state.balances.ann).toBe(START - 400_000)
    expect(g.state.buildings.map((b) => b.id)).toEqual(['b2'])
    expect(g.state.supply.housing.oneAcre).toBe(14)
    g.undo()
    expect(g.state.buildings.map((b) => b.id)).toEqual(['b1', 'b2'])
  })
})

describe('Discretion loans', () => {
  function withBuildings(n: number, player = 'ann'): ReturnType<typeof newGame> {
    const g = newGame(['ann', 'ben', 'cid'])
    deal(g, { A: 'ann', C: 'ben' })
    g.apply({ type: 'otherCard', payments: { ann: 5_000_000, ben: 5_000_000 } })
    const base = player === 'ann' ? 0 : 6
    for (let i = 0; i < n; i++)
      buildAs(g, { type: 'build', player, buildingType: 'housing', cells: [[Math.floor(i / 3), base + (i % 3)]] })
    return g
  }

  it('bank loan: 500,000 per unit, 3 buildings of collateral per loan held', () => {
    const g = withBuildings(3)
    const before = g.state.balances.ann as number
    g.apply({ type: 'bankLoan', player: 'ann' })
    expect(g.state.balances.ann).toBe(before + 500_000)
    expect(g.state.bankLoans.ann).toBe(1)
    expect(g.state.bankLoanSupply).toBe(29)
    const e = refusal(g, { type: 'bankLoan', player: 'ann' })
    expect(e.code).toBe('collateralInsufficient')
    expect(e.params).toMatchObject({ player: 'ann', buildings: 3, loans: 1, needed: 6 })
  })

  it('bank loan: only the active player, except anyone borrowing to pay a tax', () => {
    const g = withBuildings(3, 'ben')
    const e = refusal(g, { type: 'bankLoan', player: 'ben' })
    expect(e.code).toBe('notActivePlayer')
    expect(e.params).toMatchObject({ player: 'ben', active: 'ann' })
    g.apply({ type: 'bankLoan', player: 'ben', forTax: true })
    expect(g.state.bankLoans.ben).toBe(1)
  })

  it('bank loan: at most 30 units in the bank', () => {
    const g = withBuildings(3)
    const state = { ...g.ledgerState, data: { ...g.ledgerState.data, bankLoans: { ann: 0, ben: 0, cid: 30 } } }
    expect(() => discretionPack.plan(state, { type: 'bankLoan', player: 'ann' }, g.config)).toThrowError(
      expect.objectContaining({ code: 'bankLoanSupplyExhausted', params: expect.objectContaining({ available: 0 }) }),
    )
  })

  it('bank loan: repaid only on the Interest card or when forced — a repayment at another time is refused (bankLoanRepayNotNow)', () => {
    const g = withBuildings(3)
    g.apply({ type: 'bankLoan', player: 'ann' })
    expect(refusal(g, { type: 'repayBankLoan', player: 'ann' }).code).toBe('bankLoanRepayNotNow')
    // nor inside another action, beyond the loans due at once
    expect(refusal(g, { type: 'otherCard', payments: { ben: 10_000 }, repayLoans: { ann: 1 } }).code).toBe(
      'bankLoanRepayNotNow',
    )
  })

  it('forced repayment: when buildings fall below 3 per loan the same action repays the excess at 600,000 or is refused naming it', () => {
    const g = withBuildings(3)
    g.apply({ type: 'bankLoan', player: 'ann' })
    const e = refusal(g, { type: 'demolish', player: 'ann', buildings: ['b1'] })
    expect(e.code).toBe('collateralShortfall')
    expect(e.params).toMatchObject({ player: 'ann', excess: 1, loans: 1, buildings: 2 })
    expect(g.state.excessLoans.ann).toBe(0)
    const before = g.state.balances.ann as number
    g.apply({ type: 'demolish', player: 'ann', buildings: ['b1'], repayLoans: { ann: 1 } })
    expect(g.state.balances.ann).toBe(before + 100_000 - 600_000)
    expect(g.state.bankLoans.ann).toBe(0)
    g.undo()
    g.apply({ type: 'demolish', player: 'ann', buildings: ['b1'], autoRepay: true })
    expect(g.state.bankLoans.ann).toBe(0)
    expect(g.entries[g.entries.length - 1]?.kind).toBe('demolish')
  })

  it('loan shark: 100,000 per unit, at most 20 per player (a 21st is refused: the player is eliminated by bankruptcy)', () => {
    const g = withBuildings(0)
    g.apply({ type: 'sharkLoan', player: 'ben', count: 20, for: shortBy(g, 'ben', 20) })
    expect(g.state.balances.ben).toBe(START + 5_000_000 + 2_000_000)
    expect(g.state.sharkLoans.ben).toBe(20)
    const e = refusal(g, { type: 'sharkLoan', player: 'ben', for: shortBy(g, 'ben', 1) })
    expect(e.code).toBe('sharkLoanLimit')
    expect(e.params).toMatchObject({ player: 'ben', loans: 20, max: 20 })
  })

  it('loan shark: at most 40 units in all', () => {
    const g = withBuildings(0)
    act(
      g,
      { type: 'sharkLoan', player: 'ben', count: 20, for: shortBy(g, 'ben', 20) },
      { type: 'sharkLoan', player: 'ann', count: 20, for: shortBy(g, 'ann', 20) },
    )
    expect(g.state.sharkLoanSupply).toBe(0)
    expect(refusal(g, { type: 'sharkLoan', player: 'cid', for: shortBy(g, 'cid', 1) }).code).toBe(
      'sharkSupplyExhausted',
    )
    // RULES.md: loan-shark loans are repaid on the End of Year card only
    expect(refusal(g, { type: 'repaySharkLoan', player: 'ann', count: 2 }).code).toBe('sharkLoanRepayNotNow')
  })
})

describe('Discretion net assets and bankruptcy', () => {
  it('net assets = cash − 600,000 × bank loans − 200,000 × shark loans + appraisal of land + 500,000 × buildings', () => {
    const g = newGame()
    deal(g, { A: 'ann', B: 'ann', F: 'ann' })
    g.apply({ type: 'otherCard', payments: { ann: 1_000_000 } })
    for (const cell of [
      [0, 0],
      [0, 1],
      [0, 2],
    ] as [number, number][])
      g.apply({ type: 'build', player: 'ann', buildingType: 'housing', cells: [cell] })
    g.apply({ type: 'bankLoan', player: 'ann' })
    g.apply({ type: 'sharkLoan', player: 'ann', count: 2, for: shortBy(g, 'ann', 2) })
    const cash = START + 1_000_000 - 1_500_000 + 500_000 + 200_000
    expect(g.state.balances.ann).toBe(cash)
    const appraisal = 1_100_000 + 950_000 + 600_000
    expect(g.netAssets('ann')).toBe(cash - 600_000 - 400_000 + appraisal + 1_500_000)
    expect(g.netAssets('ben')).toBe(START)
    expect(g.ranking().map((r) => [r.player, r.rank])).toEqual([
      ['ann', 1],
      ['ben', 2],
    ])
  })

  it('bankruptcy: money and loans back to the bank, titles back, buildings stay except 2-acre ones across two plots; player out', () => {
    const g = newGame(['ann', 'ben', 'cid'])
    deal(g, { A: 'ann', F: 'ann', C: 'ben' })
    act(
      g,
      { type: 'build', player: 'ann', buildingType: 'housing', cells: [[0, 0]] },
      {
        type: 'build',
        player: 'ann',
        buildingType: 'shops',
        cells: [
          [2, 0],
          [3, 0],
        ],
      },
      {
        type: 'build',
        player: 'ann',
        buildingType: 'offices',
        cells: [
          [1, 1],
          [1, 2],
        ],
      },
    )
    g.apply({ type: 'sharkLoan', player: 'ann', count: 3, for: shortBy(g, 'ann', 3) })
    const e = g.apply({ type: 'bankruptcy', player: 'ann' })
    expect(e.kind).toBe('bankruptcy')
    const s = g.state
    expect(s.balances.ann).toBe(0)
    expect(s.sharkLoans.ann).toBe(0)
    expect(s.sharkLoanSupply).toBe(40)
    expect(s.titles.A).toBeNull()
    expect(s.titles.F).toBeNull()
    expect(s.buildings.map((b) => [b.id, b.owner])).toEqual([
      ['b1', null],
      ['b3', null],
    ])
    expect(s.eliminated).toEqual(['ann'])
    expect(s.active).toBe('ben')
    expect(refusal(g, { type: 'sharkLoan', player: 'ann', for: shortBy(g, 'ann', 1) }).code).toBe('playerEliminated')
    // the unowned buildings still count for rent, and the plot can be auctioned again with them
    g.apply({ type: 'auction', plot: 'A', winner: 'cid', price: 100_000 })
    expect(g.state.buildings.every((b) => b.owner === 'cid')).toBe(true)
    expect(g.state.supply.shops.twoAcre).toBe(15)
  })

  it('the last solvent player wins: the game is finished', () => {
    const g = newGame()
    g.apply({ type: 'bankruptcy', player: 'ben' })
    expect(g.state.finished).toBe(true)
    expect(g.ranking()[0]).toMatchObject({ player: 'ann', rank: 1, eliminated: false })
    expect(refusal(g, { type: 'passTurn' }).code).toBe('gameOver')
  })
})

describe('Discretion turns and year', () => {
  it('passes the turn clockwise, skipping eliminated players; the banker may set the active player', () => {
    const g = newGame(['ann', 'ben', 'cid'])
    g.apply({ type: 'passTurn' })
    expect(g.state.active).toBe('ben')
    g.apply({ type: 'bankruptcy', player: 'cid' })
    g.apply({ type: 'passTurn' })
    expect(g.state.active).toBe('ann')
    g.apply({ type: 'setActive', player: 'ben' })
    expect(g.state.active).toBe('ben')
    expect(refusal(g, { type: 'setActive', player: 'cid' }).code).toBe('playerEliminated')
    g.apply({ type: 'harvest', passTurn: true })
    expect(g.state.active).toBe('ann')
  })

  it('the banker can correct the year (1–10)', () => {
    const g = newGame()
    g.apply({ type: 'setYear', year: 4 })
    expect(g.state.year).toBe(4)
    expect(refusal(g, { type: 'setYear', year: 11 }).code).toBe('yearInvalid')
  })
})

describe('Discretion: plain payments', () => {
  it('a player pays another player any amount as one undoable entry', () => {
    const g = createDiscretionGame({ players: ['Anna', 'Ben'] })
    g.apply({ type: 'pay', from: 'Anna', to: 'Ben', amount: 300_000 })
    expect(g.state.balances.Anna).toBe(2_200_000)
    expect(g.state.balances.Ben).toBe(2_800_000)
    g.undo()
    expect(g.state.balances.Anna).toBe(2_500_000)
    expect(() => g.apply({ type: 'pay', from: 'Anna', to: 'Anna', amount: 5 })).toThrowError(/paySelf/)
  })
})
