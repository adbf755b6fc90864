import { describe, expect, it } from 'vitest'
import {
  cardAction,
  cardsInPlay,
  initialLandTaxRate,
  asksLandTaxRate,
  isListSale,
  loanActions,
  loanStatus,
  NO_BID,
  ownPlacements,
  bestTwoAcreRent,
  buildActionFor,
  buildRoundDue,
  buildRoundStep,
  otherCardAction,
  raiseCashActions,
  rankingBreakdown,
  sharkUnitsFor,
  titlePlotsFor,
  withPreviewDefaults,
  type CardInput,
} from '@/domain/games/discretion/engine'
import { expectRuleError } from '../../../helpers/ruleError'
import { act, deal, newGame, shortBy } from './helpers'

const EMPTY: CardInput = {
  passTurn: false,
  repay: {},
  forfeits: {},
  chosenPlot: null,
  chosenBuilding: null,
  rate: '',
  titlePlot: '',
  winner: null,
  price: '',
  other: null,
}
const input = (over: Partial<CardInput> = {}): CardInput => ({ ...EMPTY, ...over })

describe('card → action (the confirm sheet)', () => {
  it('maps each card of the catalogue to its action, with the building type and pass-the-turn', () => {
    expect(cardAction('housingRent', input({ passTurn: true }), false)).toEqual({
      action: { type: 'rent', buildingType: 'housing', passTurn: true },
      missing: null,
    })
    expect(cardAction('shopsTax', input(), false)).toEqual({
      action: { type: 'buildingTax', buildingType: 'shops' },
      missing: null,
    })
    expect(cardAction('harvest', input(), false).action).toEqual({ type: 'harvest' })
    expect(cardAction('extraHarvest', input({ chosenPlot: 'A' }), false).action).toEqual({
      type: 'extraHarvest',
      plot: 'A',
    })
    expect(cardAction('extraRent', input(), false).action).toEqual({ type: 'extraRent' })
    expect(cardAction('nope', input(), false)).toEqual({ action: null, missing: null })
  })
  it('interest and end of year carry only the repayments chosen (0 = pay)', () => {
    expect(cardAction('interest', input({ repay: { ann: 2, ben: 0 } }), false).action).toEqual({
      type: 'interest',
      repay: { ann: 2 },
    })
    expect(cardAction('endOfYear', input({ rate: '0' }), false).action).toEqual({ type: 'endOfYear', landTaxRate: 0 })
    expect(cardAction('endOfYear', input(), false).action).toEqual({ type: 'endOfYear' })
  })
  it('land tax needs a rate; forfeited plots go with it', () => {
    expect(cardAction('landTax', input(), false)).toEqual({ action: null, missing: 'enterRate' })
    expect(cardAction('landTax', input({ rate: '20000', forfeits: { ann: ['A'], ben: [] } }), false).action).toEqual({
      type: 'landTax',
      rate: 20_000,
      forfeits: { ann: ['A'] },
    })
    expectRuleError(() => cardAction('landTax', input({ rate: '12.5' }), false), 'amountDecimal')
  })
  it('an auction needs a plot, a winner (or no bid) and a price (0 allowed); a List sale repays excess loans itself', () => {
    expect(cardAction('auction', input(), false).missing).toBe('choosePlot')
    expect(cardAction('auction', input({ titlePlot: 'A' }), false).missing).toBe('chooseWinner')
    expect(cardAction('auction', input({ titlePlot: 'A', winner: 'ann' }), false).missing).toBe('enterPrice')
    expect(cardAction('auction', input({ titlePlot: 'A', winner: 'ann', price: '0' }), false).action).toEqual({
      type: 'auction',
      plot: 'A',
      winner: 'ann',
      price: 0,
    })
    expect(cardAction('auction', input({ titlePlot: 'A', winner: NO_BID }), false).action).toEqual({
      type: 'auction',
      plot: 'A',
      winner: null,
    })
    expect(cardAction('compulsoryAuction', input({ titlePlot: 'A', winner: NO_BID }), true).action).toEqual({
      type: 'compulsoryAuction',
      plot: 'A',
      winner: null,
      listSale: true,
      autoRepay: true,
    })
    expect(cardAction('inheritance', input({ titlePlot: 'B' }), false).action).toEqual({
      type: 'inheritance',
      plot: 'B',
      autoRepay: true,
    })
  })
  it('the Other card takes the form’s action, with pass-the-turn', () => {
    expect(cardAction('otherCard', input(), false)).toEqual({ action: null, missing: null })
    expect(
      cardAction('otherCard', input({ other: { type: 'otherCard', payments: { ann: 5 } }, passTurn: true }), false)
        .action,
    ).toEqual({ type: 'otherCard', payments: { ann: 5 }, passTurn: true })
  })
})

describe('defaults of a card sheet', () => {
  it('the rate starts empty, 50,000 in Year 10, or the rate entered this year', () => {
    const game = newGame()
    expect(initialLandTaxRate(game.ledgerState.data)).toBeNull()
    act(game, { type: 'setYear', year: 10 })
    expect(initialLandTaxRate(game.ledgerState.data)).toBe(50_000)
    act(game, { type: 'setYear', year: 4 }, { type: 'landTax', rate: 30_000 })
    expect(initialLandTaxRate(game.ledgerState.data)).toBe(30_000)
  })
  it('Land Tax asks for the year’s rate in any year; End of Year only from Year 4; neither once the rate is entered', () => {
    const game = newGame()
    const data = () => game.ledgerState.data
    expect(asksLandTaxRate('landTax', data())).toBe(true)
    expect(asksLandTaxRate('endOfYear', data())).toBe(false)
    act(game, { type: 'setYear', year: 3 })
    expect(asksLandTaxRate('endOfYear', data())).toBe(false)
    act(game, { type: 'setYear', year: 4 })
    expect(asksLandTaxRate('endOfYear', data())).toBe(true)
    expect(asksLandTaxRate('harvest', data())).toBe(false)
    act(game, { type: 'landTax', rate: 30_000 })
    expect(asksLandTaxRate('landTax', data())).toBe(false)
    expect(asksLandTaxRate('endOfYear', data())).toBe(false)
  })
  it('what the preview chose (best plot, best building) is written into the confirmed action', () => {
    const game = newGame()
    deal(game, { A: 'ann', B: 'ann' })
    const a = { type: 'extraHarvest' } as const
    const done = withPreviewDefaults(a, game.preview(a))
    expect(done).toEqual({ type: 'extraHarvest', plot: 'A' }) // A harvests 360,000, B 280,000
    expect(withPreviewDefaults({ type: 'extraHarvest', plot: 'B' }, game.preview(a))).toEqual({
      type: 'extraHarvest',
      plot: 'B',
    })
    act(game, { type: 'build', player: 'ann', buildingType: 'housing', cells: [[0, 0]] })
    const r = { type: 'extraRent' } as const
    expect(withPreviewDefaults(r, game.preview(r))).toEqual({ type: 'extraRent', building: 'b1' })
    expect(withPreviewDefaults({ type: 'harvest' }, game.preview({ type: 'harvest' }))).toEqual({ type: 'harvest' })
  })
  it('cards in play by year; a compulsory auction is a List sale once no title is left', () => {
    expect(cardsInPlay(1).map((c) => c.card)).not.toContain('housingTax')
    expect(cardsInPlay(2).map((c) => c.card)).toContain('housingTax')
    expect(cardsInPlay(3).map((c) => c.card)).toContain('otherCard')
    expect(cardsInPlay(3).map((c) => c.card)).not.toContain('landTax')
    expect(cardsInPlay(4).map((c) => c.card)).toContain('landTax')
    const game = newGame()
    const { data } = game.ledgerState
    const board = game.config.options.board
    expect(isListSale('compulsoryAuction', data, board)).toBe(false)
    expect(titlePlotsFor('auction', data, board)).toHaveLength(17)
    deal(game, { A: 'ann' })
    expect(titlePlotsFor('auction', game.ledgerState.data, board).map((p) => p.id)).not.toContain('A')
    expect(titlePlotsFor('inheritance', game.ledgerState.data, board)).toHaveLength(17)
    deal(game, Object.fromEntries(board.plots.filter((p) => p.id !== 'A').map((p) => [p.id, 'ben'])))
    expect(isListSale('compulsoryAuction', game.ledgerState.data, board)).toBe(true)
    expect(isListSale('auction', game.ledgerState.data, board)).toBe(false)
    expect(titlePlotsFor('compulsoryAuction', game.ledgerState.data, board)).toHaveLength(17)
  })
})

describe('loans and shortfalls', () => {
  it('shark loans that cover a shortfall: 100,000 each, rounded up', () => {
    expect(sharkUnitsFor(1)).toBe(1)
    expect(sharkUnitsFor(100_000)).toBe(1)
    expect(sharkUnitsFor(250_000)).toBe(3)
    // issue 12: each raise names what it pays for (`for`), so the rule pack checks the shortfall under it
    const tax = { type: 'buildingTax', buildingType: 'housing' } as const
    const r = raiseCashActions('ann', 150_000, tax)
    expect({ sharkUnits: r.sharkUnits, shark: r.shark, bank: r.bank, demolish: r.demolish(['b1']) }).toEqual({
      sharkUnits: 2,
      shark: { type: 'sharkLoan', player: 'ann', count: 2, for: tax },
      bank: { type: 'bankLoan', player: 'ann', for: tax },
      demolish: { type: 'demolish', player: 'ann', buildings: ['b1'], for: tax, autoRepay: true },
    })
  })
  it('loan capacity: 3 buildings per bank loan, excess loans named; out players owe nothing', () => {
    const game = newGame(['ann', 'ben', 'cem'])
    deal(game, { A: 'ann' })
    act(
      game,
      { type: 'build', player: 'ann', buildingType: 'housing', cells: [[0, 0]] },
      { type: 'build', player: 'ann', buildingType: 'offices', cells: [[0, 1]] },
      { type: 'build', player: 'ann', buildingType: 'shops', cells: [[0, 2]] },
      { type: 'bankLoan', player: 'ann' },
      { type: 'sharkLoan', player: 'ben', count: 2, for: shortBy(game, 'ben', 2) },
      { type: 'bankruptcy', player: 'cem' },
    )
    expect(loanStatus(game.ledgerState, game.config)).toEqual([
      { id: 'ann', name: 'Ann', out: false, bank: 1, shark: 0, buildings: 3, allowed: 1, excess: 0 },
      { id: 'ben', name: 'Ben', out: false, bank: 0, shark: 2, buildings: 0, allowed: 0, excess: 0 },
      { id: 'cem', name: 'Cem', out: true, bank: 0, shark: 0, buildings: 0, allowed: 0, excess: 0 },
    ])
  })
  it('a player’s loan actions: a bank loan on his turn only; loan-shark loans only where a shortfall shows (issue 12); repayment only of loans due at once (issue 35)', () => {
    expect(loanActions('ann', true).map((o) => o.action)).toEqual([{ type: 'bankLoan', player: 'ann' }])
    // RULES.md (issue 12): another player borrows from the bank only for a tax card, inside its sheet
    expect(loanActions('ben', false).map((o) => o.action)).toEqual([])
    // RULES.md (issue 35): loans are repaid on their cards; here only the bank loans he must repay at once
    expect(loanActions('ben', false, 2).map((o) => o.action)).toEqual([
      { type: 'repayBankLoan', player: 'ben', count: 2 },
    ])
  })
  it('build-only round: the active player builds, the turn passes clockwise, after the last the first player draws', () => {
    const game = newGame(['ann', 'ben', 'cem'])
    const step = () => buildRoundStep(game.config, game.ledgerState.data)
    expect(step()).toEqual({ order: ['ann', 'ben', 'cem'], builder: 'ann', next: 'ben', action: { type: 'passTurn' } })
    game.apply(step().action)
    expect(step()).toMatchObject({ builder: 'ben', next: 'cem', action: { type: 'passTurn' } })
    game.apply(step().action)
    expect(step()).toEqual({
      order: ['ann', 'ben', 'cem'],
      builder: 'cem',
      next: null,
      action: { type: 'setActive', player: 'ann' },
    })
    game.apply(step().action)
    expect(game.state.active).toBe('ann')
  })
  it('build-only round is due only after the 7 opening auctions of Year 1, until every player has built once or a card is drawn (issue 35)', () => {
    const game = newGame(['ann', 'ben', 'cem'])
    const due = () => buildRoundDue([...game.entries].reverse(), game.config, game.ledgerState.data)
    expect(due()).toBeNull()
    const plots = ['A', 'B', 'C', 'D', 'E', 'F', 'G']
    for (const [i, plot] of plots.entries()) {
      expect(due()).toBeNull()
      game.apply({ type: 'auction', plot, winner: ['ann', 'ben', 'cem'][i % 3]!, price: 0 })
    }
    expect(due()).toEqual(buildRoundStep(game.config, game.ledgerState.data))
    expect(due()).toMatchObject({ builder: 'ann', next: 'ben' })
    // an undone auction is not held: the round waits for the seventh again
    game.undo()
    expect(due()).toBeNull()
    game.redo()
    game.apply(due()!.action)
    expect(due()).toMatchObject({ builder: 'ben', next: 'cem' })
    game.apply(due()!.action)
    expect(due()).toMatchObject({ builder: 'cem', next: null })
    game.apply(due()!.action)
    // every player has built once: the first player draws, no round any more
    expect(game.state.active).toBe('ann')
    expect(due()).toBeNull()
    // undoing the last step brings the round back at its last builder
    game.undo()
    expect(due()).toMatchObject({ builder: 'cem', next: null })
    // a card drawn ends it
    game.apply({ type: 'harvest' })
    expect(due()).toBeNull()
  })
  it('build-only round: never in a later year, nor in a finished game', () => {
    const game = newGame(['ann', 'ben'])
    for (const plot of ['A', 'B', 'C', 'D', 'E', 'F', 'G'])
      game.apply({ type: 'auction', plot, winner: 'ann', price: 0 })
    const entries = [...game.entries].reverse()
    expect(buildRoundDue(entries, game.config, game.ledgerState.data)).not.toBeNull()
    expect(buildRoundDue(entries, game.config, { ...game.ledgerState.data, year: 2 })).toBeNull()
    expect(buildRoundDue(entries, game.config, { ...game.ledgerState.data, finished: true })).toBeNull()
    expect(buildRoundDue([], game.config, game.ledgerState.data)).toBeNull()
  })
})

describe('ranking breakdown', () => {
  it('each row adds up: cash + land + buildings − loans = net assets; ties share a rank', () => {
    const game = newGame(['ann', 'ben', 'cem'])
    deal(game, { A: 'ann' })
    game.apply({ type: 'build', player: 'ann', buildingType: 'housing', cells: [[0, 0]] })
    game.apply({ type: 'sharkLoan', player: 'ann', count: 1, for: shortBy(game, 'ann', 1) })
    const rows = rankingBreakdown(game.ledgerState, game.config)
    for (const r of rows) expect(r.cash + r.land + r.buildings - r.loans).toBe(r.netAssets)
    expect(rows[0]).toEqual({
      player: 'ann',
      netAssets: 3_500_000,
      eliminated: false,
      rank: 1,
      cash: 2_100_000,
      land: 1_100_000,
      buildings: 500_000,
      loans: 200_000,
    })
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 2])
  })
})

describe('the Other card form → its action', () => {
  const none = { name: '', amounts: {}, direction: {}, removed: {}, compensation: {}, returned: {} }
  it('amounts are paid unless marked received; buildings and titles ticked are taken; names trimmed', () => {
    expect(otherCardAction(none, ['ann', 'ben'], [], [])).toEqual({ type: 'otherCard', autoRepay: true })
    const a = otherCardAction(
      {
        name: ' Flood ',
        amounts: { ann: '100,000', ben: '50000', cem: ' ' },
        direction: { ben: 'receives' },
        removed: { b1: true, b2: true, b3: false },
        compensation: { b2: '200000' },
        returned: { A: true, B: false },
      },
      ['ann', 'ben', 'cem'],
      ['b1', 'b2', 'b3'],
      ['A', 'B'],
    )
    expect(a).toEqual({
      type: 'otherCard',
      autoRepay: true,
      name: 'Flood',
      payments: { ann: -100_000, ben: 50_000 },
      removeBuildings: [{ building: 'b1' }, { building: 'b2', compensation: 200_000 }],
      returnTitles: ['A'],
    })
  })
  it('a bad amount is refused with its RuleError', () => {
    expectRuleError(() => otherCardAction({ ...none, amounts: { ann: '1.5' } }, ['ann'], [], []), 'amountDecimal')
  })
})

describe('placing a building from a square', () => {
  it('2-acre placements only onto the owner’s own land; the best 2-acre rent; the build action by size', () => {
    const game = newGame()
    // (2,2) is plot A; its neighbours (1,2) and (2,1) are A, (2,3) is B, (3,2) is G
    deal(game, { A: 'ann', B: 'ann' })
    const plan = game.planSquare([2, 2], { twoAcre: true })
    const { data } = game.ledgerState
    const board = game.config.options.board
    const mine = ownPlacements(plan, data, board, 'ann')
    expect(mine.map((p) => p.cells[1])).toEqual(
      plan.twoAcre
        .filter((p) => ['A', 'B'].includes(board.map[p.cells[1]![0]]![p.cells[1]![1]]!))
        .map((p) => p.cells[1]),
    )
    expect(mine.length).toBeLessThan(plan.twoAcre.length)
    expect(ownPlacements(plan, data, board, null)).toEqual([])
    expect(bestTwoAcreRent(plan, data, board, 'ann', 'housing')).toBe(0)
    expect(buildActionFor('ann', 'shops', [2, 2], mine, -1)).toEqual({
      type: 'build',
      player: 'ann',
      buildingType: 'shops',
      cells: [[2, 2]],
    })
    expect(buildActionFor('ann', 'shops', [2, 2], mine, 0)).toEqual({
      type: 'build',
      player: 'ann',
      buildingType: 'shops',
      cells: mine[0]?.cells,
    })
    act(game, { type: 'build', player: 'ann', buildingType: 'offices', cells: [[0, 0]] })
    expect(
      bestTwoAcreRent(game.planSquare([1, 0], { twoAcre: true }), game.ledgerState.data, board, 'ann', 'housing'),
    ).toBe(100_000)
  })
})
