import { describe, expect, it } from 'vitest'
import type { DiscretionGame } from '@/domain/games/discretion/engine'
import { act, buildAs, deal, newGame, refusal, shortBy, START } from './helpers'

/**
 * ann: A (9 acres, B1-free), B (8); ben: C (9), E (6, then returned); cid: no land.
 *   b1 ann housing (0,5) on B     rent 200,000 (offices b2, industry b3)
 *   b2 ben offices (0,6) on C     rent 100,000 (housing b1)
 *   b3 ann industry (1,5) on B    rent 200,000 (housing b1, shops b5)
 *   b4 ann housing (2,0) on A     rent 0 (isolated)
 *   b5 shops (2,5) on E, unowned  rent 100,000 but nobody collects it
 */
function cardGame(opts: Parameters<typeof newGame>[1] = {}): DiscretionGame {
  const g = newGame(['ann', 'ben', 'cid'], opts)
  deal(g, { A: 'ann', B: 'ann', C: 'ben', E: 'ben' })
  buildAs(
    g,
    { type: 'build', player: 'ann', buildingType: 'housing', cells: [[0, 5]] },
    { type: 'build', player: 'ben', buildingType: 'offices', cells: [[0, 6]] },
    { type: 'build', player: 'ann', buildingType: 'industry', cells: [[1, 5]] },
    { type: 'build', player: 'ann', buildingType: 'housing', cells: [[2, 0]] },
    { type: 'build', player: 'ben', buildingType: 'shops', cells: [[2, 5]] },
  )
  g.apply({ type: 'otherCard', returnTitles: ['E'] })
  return g
}

const bal = (g: DiscretionGame): Record<string, number> => g.state.balances

describe('Discretion fixture', () => {
  it('rents on the map follow adjacency, whoever owns the buildings', () => {
    const g = cardGame()
    expect(Object.fromEntries(g.state.buildings.map((b) => [b.id, [b.owner, b.rent]]))).toEqual({
      b1: ['ann', 200_000],
      b2: ['ben', 100_000],
      b3: ['ann', 200_000],
      b4: ['ann', 0],
      b5: [null, 100_000],
    })
  })
})

describe('Discretion Rent cards', () => {
  it('Housing Rent: the bank pays every owner the rent of each of his housing buildings (one entry)', () => {
    const g = cardGame()
    const before = bal(g)
    const n = g.entries.length
    const e = g.apply({ type: 'rent', buildingType: 'housing' })
    expect(e.kind).toBe('rentCard')
    expect(g.entries.length).toBe(n + 1)
    expect(bal(g)).toEqual({
      ...before,
      ann: (before.ann as number) + 200_000,
      bank: (before.bank as number) - 200_000,
    })
  })

  it('Offices and Industry Rent pay their owners; Services Rent pays nobody here', () => {
    const g = cardGame()
    const before = bal(g)
    act(
      g,
      { type: 'rent', buildingType: 'offices' },
      { type: 'rent', buildingType: 'industry' },
      { type: 'rent', buildingType: 'services' },
    )
    expect(bal(g).ben).toBe((before.ben as number) + 100_000)
    expect(bal(g).ann).toBe((before.ann as number) + 200_000)
  })

  it('Shops Rent: an unowned building earns nothing', () => {
    const g = cardGame()
    const before = bal(g)
    g.apply({ type: 'rent', buildingType: 'shops' })
    expect(bal(g)).toEqual(before)
  })

  it('refuses an unknown building type', () => {
    expect(refusal(cardGame(), { type: 'rent', buildingType: 'castle' as 'housing' }).code).toBe('buildingTypeInvalid')
  })
})

describe('Discretion Building tax cards', () => {
  it('are not in play in Year 1', () => {
    const e = refusal(cardGame(), { type: 'buildingTax', buildingType: 'housing' })
    expect(e.code).toBe('cardNotInPlay')
    expect(e.params).toMatchObject({ year: 1, from: 2 })
  })

  it('every player pays 100,000 per building of the type he owns (default)', () => {
    const g = cardGame()
    g.apply({ type: 'setYear', year: 2 })
    const before = bal(g)
    g.apply({ type: 'buildingTax', buildingType: 'housing' })
    expect(bal(g).ann).toBe((before.ann as number) - 200_000)
    g.apply({ type: 'buildingTax', buildingType: 'offices' })
    expect(bal(g).ben).toBe((before.ben as number) - 100_000)
    expect(bal(g).cid).toBe(before.cid)
  })

  it('option: 100,000 once per player owning the type', () => {
    const g = cardGame({ options: { buildingTax: 'perType' } })
    g.apply({ type: 'setYear', year: 2 })
    const before = bal(g)
    g.apply({ type: 'buildingTax', buildingType: 'housing' })
    expect(bal(g).ann).toBe((before.ann as number) - 100_000)
  })
})

describe('Discretion Land tax', () => {
  it('is not in play before Year 4', () => {
    const g = cardGame()
    g.apply({ type: 'setYear', year: 3 })
    expect(refusal(g, { type: 'landTax', rate: 10_000 }).code).toBe('cardNotInPlay')
  })

  it('every player pays the rate × acres owned; a player may first forfeit undeveloped plots without compensation', () => {
    const g = cardGame()
    deal(g, { G: 'cid', D: 'ben' })
    g.apply({ type: 'setYear', year: 4 })
    const before = bal(g)
    const preview = g.preview({ type: 'landTax', rate: 10_000 })
    expect(preview.lines.find((l) => l.player === 'cid')?.choice).toEqual({
      kind: 'forfeitPlots',
      plots: ['G'],
      default: [],
    })
    expect(preview.lines.find((l) => l.player === 'ann')?.choice).toEqual({
      kind: 'forfeitPlots',
      plots: [],
      default: [],
    })
    g.apply({ type: 'landTax', rate: 10_000, forfeits: { cid: ['G'] } })
    expect(bal(g).ann).toBe((before.ann as number) - 17 * 10_000)
    expect(bal(g).ben).toBe((before.ben as number) - (9 + 8) * 10_000)
    expect(bal(g).cid).toBe(before.cid)
    expect(g.state.titles.G).toBeNull()
    expect(g.state.landTaxRates).toEqual({ '4': 10_000 })
    g.undo()
    expect(g.state.titles.G).toBe('cid')
  })

  it('refuses forfeiting a developed plot or someone else’s plot', () => {
    const g = cardGame()
    g.apply({ type: 'setYear', year: 4 })
    expect(refusal(g, { type: 'landTax', rate: 10_000, forfeits: { ann: ['A'] } }).code).toBe('plotDeveloped')
    expect(refusal(g, { type: 'landTax', rate: 10_000, forfeits: { ann: ['C'] } }).code).toBe('notYourLand')
  })
})

describe('Discretion Harvest cards', () => {
  it('Harvest: harvest value per undeveloped plot; a landowner with every plot built pays 50,000; no land → nothing', () => {
    const g = cardGame()
    deal(g, { D: 'ben' })
    const before = bal(g)
    g.apply({ type: 'harvest' })
    expect(bal(g).ann).toBe((before.ann as number) - 50_000)
    expect(bal(g).ben).toBe((before.ben as number) + 300_000)
    expect(bal(g).cid).toBe(before.cid)
  })

  it('Extra harvest: the active player collects one undeveloped plot’s harvest, or pays 50,000 if he has none', () => {
    const g = cardGame()
    deal(g, { D: 'ben', O: 'ben' })
    const before = bal(g)
    g.apply({ type: 'extraHarvest' })
    expect(bal(g).ann).toBe((before.ann as number) - 50_000)
    g.apply({ type: 'passTurn' })
    // RULES.md (issue 12): without a choice the default the preview shows is taken, so nothing is refused
    expect(g.preview({ type: 'extraHarvest' }).problem).toBeNull()
    expect(refusal(g, { type: 'extraHarvest', plot: 'C' }).code).toBe('plotDeveloped')
    expect(g.preview({ type: 'extraHarvest' }).lines[0]).toMatchObject({
      player: 'ben',
      amount: 300_000,
      choice: { kind: 'choosePlot', plots: ['D', 'O'], default: 'D' },
    })
    g.apply({ type: 'extraHarvest', plot: 'O' })
    expect(bal(g).ben).toBe((before.ben as number) + 240_000)
  })

  it('Extra rent: the active player collects the rent of one chosen building of his', () => {
    const g = cardGame()
    const before = bal(g)
    // RULES.md (issue 12): without a choice the default (best rent) is taken, so nothing is refused
    expect(g.preview({ type: 'extraRent' }).problem).toBeNull()
    expect(refusal(g, { type: 'extraRent', building: 'b2' }).code).toBe('notYourBuilding')
    g.apply({ type: 'extraRent', building: 'b3' })
    expect(bal(g).ann).toBe((before.ann as number) + 200_000)
    g.apply({ type: 'setActive', player: 'cid' })
    g.apply({ type: 'extraRent' })
    expect(bal(g).cid).toBe(before.cid)
  })
})

describe('Discretion Interest and End of year', () => {
  it('Interest: each player pays 100,000 per bank loan or repays loans at 600,000 each (per-player choice, default pay)', () => {
    const g = cardGame()
    g.apply({ type: 'bankLoan', player: 'ann' })
    const before = bal(g)
    const p = g.preview({ type: 'interest' })
    expect(p.lines.map((l) => [l.player, l.amount])).toEqual([
      ['ann', -100_000],
      ['ben', 0],
      ['cid', 0],
    ])
    expect(p.lines[0]?.choice).toEqual({
      kind: 'repayBankLoans',
      loans: 1,
      max: 1,
      default: 0,
      payEach: 100_000,
      repayEach: 600_000,
    })
    g.apply({ type: 'interest' })
    expect(bal(g).ann).toBe((before.ann as number) - 100_000)
    expect(g.state.bankLoans.ann).toBe(1)
    g.undo()
    g.apply({ type: 'interest', repay: { ann: 'all' } })
    expect(bal(g).ann).toBe((before.ann as number) - 600_000)
    expect(g.state.bankLoans.ann).toBe(0)
    expect(refusal(g, { type: 'interest', repay: { ben: 1 } }).code).toBe('repayTooMany')
  })

  it('End of year: bonus 10 × the land-tax rate to the active player, loan-shark interest or repayment per player, year advances', () => {
    const g = cardGame()
    act(
      g,
      { type: 'sharkLoan', player: 'ben', count: 2, for: shortBy(g, 'ben', 2) },
      { type: 'sharkLoan', player: 'cid', count: 1, for: shortBy(g, 'cid', 1) },
      { type: 'setYear', year: 4 },
      { type: 'landTax', rate: 10_000 },
    )
    const before = bal(g)
    g.apply({ type: 'endOfYear', repay: { cid: 1 } })
    expect(bal(g).ann).toBe((before.ann as number) + 100_000)
    expect(bal(g).ben).toBe((before.ben as number) - 200_000)
    expect(bal(g).cid).toBe((before.cid as number) - 200_000)
    expect(g.state.sharkLoans).toEqual({ ann: 0, ben: 2, cid: 0 })
    expect(g.state.year).toBe(5)
  })

  it('End of year without land tax gives no bonus; the option pays the bonus per acre owned', () => {
    const g = cardGame()
    const before = bal(g)
    g.apply({ type: 'endOfYear' })
    expect(bal(g).ann).toBe(before.ann)
    expect(g.state.year).toBe(2)
    const h = cardGame({ options: { yearEndBonus: 'perAcre' } })
    h.apply({ type: 'setYear', year: 4 })
    const b2 = bal(h)
    h.apply({ type: 'endOfYear', landTaxRate: 1_000 })
    expect(bal(h).ann).toBe((b2.ann as number) + 10 * 1_000 * 17)
  })

  it('End of Year 10 pays 500,000 at the 50,000 rate and ends the game; the ranking is the result', () => {
    const g = cardGame()
    g.apply({ type: 'setYear', year: 10 })
    const before = bal(g)
    g.apply({ type: 'endOfYear', landTaxRate: 50_000 })
    expect(bal(g).ann).toBe((before.ann as number) + 500_000)
    expect(g.state.finished).toBe(true)
    expect(g.state.year).toBe(10)
    expect(g.ranking().map((r) => r.player)).toEqual(['ann', 'ben', 'cid'])
    expect(refusal(g, { type: 'harvest' }).code).toBe('gameOver')
    g.undo()
    expect(g.state.finished).toBe(false)
  })
})

describe('Discretion auctions and inheritance cards', () => {
  it('Auction card: the next title is auctioned (winner and price)', () => {
    const g = cardGame()
    g.apply({ type: 'auction', plot: 'Q', winner: 'cid', price: 700_000 })
    expect(g.state.titles.Q).toBe('cid')
    expect(bal(g).cid).toBe(START - 700_000)
  })

  it('Compulsory auction: auctions the next title while titles remain; a List plot sale only when none is left', () => {
    const g = cardGame()
    g.apply({ type: 'compulsoryAuction', plot: 'Q', winner: 'cid', price: 100_000 })
    expect(g.state.titles.Q).toBe('cid')
    const e = refusal(g, { type: 'compulsoryAuction', plot: 'B', winner: 'ben', price: 1, listSale: true })
    expect(e.code).toBe('titlesRemain')
    expect(e.params).toMatchObject({ count: 13 })
  })

  it('List plot sale: the owner gets 500,000 per building plus appraisal, the buildings go, the plot is auctioned; loans may fall due', () => {
    const g = cardGame()
    g.apply({ type: 'bankLoan', player: 'ann' })
    for (const p of ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q'])
      g.apply({ type: 'auction', plot: p, winner: 'cid', price: 0 })
    const before = bal(g)
    const e = refusal(g, { type: 'compulsoryAuction', plot: 'B', winner: 'ben', price: 400_000, listSale: true })
    expect(e.code).toBe('collateralShortfall')
    expect(e.params).toMatchObject({ player: 'ann', excess: 1 })
    g.apply({
      type: 'compulsoryAuction',
      plot: 'B',
      winner: 'ben',
      price: 400_000,
      listSale: true,
      repayLoans: { ann: 1 },
    })
    expect(bal(g).ann).toBe((before.ann as number) + 2 * 500_000 + 950_000 - 600_000)
    expect(bal(g).ben).toBe((before.ben as number) - 400_000)
    expect(g.state.titles.B).toBe('ben')
    expect(g.state.buildings.map((b) => b.id)).toEqual(['b2', 'b4', 'b5'])
    expect(g.state.bankLoans.ann).toBe(0)
    g.undo()
    expect(g.state.titles.B).toBe('ann')
    expect(g.state.buildings.map((b) => b.id)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5'])
  })

  it('Inheritance (from Year 2): the active player gets the List plot if nobody owns it, and 200,000 in any case', () => {
    const g = cardGame()
    expect(refusal(g, { type: 'inheritance', plot: 'Q' }).code).toBe('cardNotInPlay')
    g.apply({ type: 'setYear', year: 2 })
    const before = bal(g)
    g.apply({ type: 'inheritance', plot: 'Q' })
    expect(g.state.titles.Q).toBe('ann')
    g.apply({ type: 'inheritance', plot: 'C' })
    expect(g.state.titles.C).toBe('ben')
    expect(bal(g).ann).toBe((before.ann as number) + 400_000)
  })

  it('Inheritance option: the active player takes the plot from its owner too, with its buildings', () => {
    const g = cardGame({ options: { inheritanceTakesPlot: true } })
    g.apply({ type: 'setYear', year: 2 })
    g.apply({ type: 'inheritance', plot: 'C' })
    expect(g.state.titles.C).toBe('ann')
    expect(g.state.buildings.find((b) => b.id === 'b2')?.owner).toBe('ann')
  })
})

describe('Discretion generic other card', () => {
  it('applies per-player payments and receipts, removes buildings with or without compensation and returns titles, as one action', () => {
    const g = cardGame()
    const before = bal(g)
    const n = g.entries.length
    g.apply({
      type: 'otherCard',
      name: 'Urban Renewal',
      payments: { ben: -100_000, cid: 250_000 },
      removeBuildings: [{ building: 'b4', compensation: 500_000 }, { building: 'b2' }],
      returnTitles: ['A'],
    })
    expect(g.entries.length).toBe(n + 1)
    expect(bal(g).ann).toBe((before.ann as number) + 500_000)
    expect(bal(g).ben).toBe((before.ben as number) - 100_000)
    expect(bal(g).cid).toBe((before.cid as number) + 250_000)
    expect(g.state.buildings.map((b) => b.id)).toEqual(['b1', 'b3', 'b5'])
    expect(g.state.titles.A).toBeNull()
    expect(g.entries[n]?.info).toMatchObject({ name: 'Urban Renewal' })
    expect(refusal(g, { type: 'otherCard', removeBuildings: [{ building: 'b5', compensation: 1 }] }).code).toBe(
      'buildingUnowned',
    )
    expect(refusal(g, { type: 'otherCard', returnTitles: ['A'] }).code).toBe('plotUnowned')
  })
})

describe('Discretion settlement', () => {
  it('a player who cannot pay makes the card fail, naming the first such player clockwise from the active one and his shortfall', () => {
    const g = cardGame()
    const ben = bal(g).ben as number
    const cid = bal(g).cid as number
    const card = { type: 'otherCard' as const, payments: { ben: -(ben + 10_000), cid: -(cid + 20_000) } }
    expect(refusal(g, card).params).toMatchObject({ player: 'ben', shortfall: 10_000 })
    g.apply({ type: 'setActive', player: 'cid' })
    const e = refusal(g, card)
    expect(e.code).toBe('insufficientFunds')
    expect(e.params).toMatchObject({ player: 'cid', shortfall: 20_000 })
    const p = g.preview(card)
    expect(p.lines.map((l) => [l.player, l.shortfall])).toEqual([
      ['cid', 20_000],
      ['ann', 0],
      ['ben', 10_000],
    ])
    expect(p.problem?.code).toBe('insufficientFunds')
  })

  it('after raising cash with a loan-shark loan the card settles', () => {
    const g = cardGame()
    g.apply({ type: 'otherCard', payments: { cid: -(START - 50_000) } })
    expect(refusal(g, { type: 'otherCard', payments: { cid: -100_000 } }).params).toMatchObject({
      player: 'cid',
      shortfall: 50_000,
    })
    g.apply({ type: 'sharkLoan', player: 'cid', for: { type: 'otherCard', payments: { cid: -100_000 } } })
    g.apply({ type: 'otherCard', payments: { cid: -100_000 } })
    expect(bal(g).cid).toBe(50_000)
  })

  it('the option “allow negative balances” lets a player go below zero', () => {
    const g = newGame(['ann', 'ben'], { options: { allowNegative: true } })
    g.apply({ type: 'otherCard', payments: { ben: -(START + 1) } })
    expect(bal(g).ben).toBe(-1)
  })
})

describe('Discretion end to end', () => {
  it('demo board: two players build, Housing Rent pays both owners, undo takes the payouts back', () => {
    const g = newGame()
    act(
      g,
      { type: 'auction', plot: 'A', winner: 'ann', price: 1_000_000 },
      { type: 'auction', plot: 'B', winner: 'ben', price: 900_000 },
    )
    buildAs(
      g,
      { type: 'build', player: 'ann', buildingType: 'housing', cells: [[0, 2]] },
      {
        type: 'build',
        player: 'ben',
        buildingType: 'shops',
        cells: [
          [0, 3],
          [1, 3],
        ],
      },
      { type: 'build', player: 'ben', buildingType: 'housing', cells: [[0, 4]] },
      { type: 'build', player: 'ann', buildingType: 'offices', cells: [[1, 2]] },
    )
    // ann housing (0,2): shops + offices → 200,000; ben housing (0,4): shops → 100,000
    const before = bal(g)
    g.apply({ type: 'rent', buildingType: 'housing' })
    expect(bal(g).ann).toBe((before.ann as number) + 200_000)
    expect(bal(g).ben).toBe((before.ben as number) + 100_000)
    expect(bal(g).bank).toBe((before.bank as number) - 300_000)
    g.undo()
    expect(bal(g)).toEqual(before)
    expect(g.canRedo).toBe(true)
  })
})

describe('Discretion every Rent and Building-tax card by type', () => {
  for (const type of ['housing', 'offices', 'industry', 'services', 'shops'] as const) {
    it(`${type}: Rent pays its owner 100,000 next to one other type; Tax charges 100,000 per building`, () => {
      const g = newGame()
      deal(g, { A: 'ann' })
      const other = type === 'housing' ? 'offices' : 'housing'
      act(
        g,
        { type: 'build', player: 'ann', buildingType: type, cells: [[0, 0]] },
        { type: 'build', player: 'ann', buildingType: other, cells: [[0, 1]] },
      )
      const before = bal(g).ann as number
      g.apply({ type: 'rent', buildingType: type })
      expect(bal(g).ann).toBe(before + 100_000)
      g.apply({ type: 'setYear', year: 2 })
      g.apply({ type: 'buildingTax', buildingType: type })
      expect(bal(g).ann).toBe(before)
    })
  }
})
