import { describe, expect, it } from 'vitest'
import type { DiscretionGame } from '@/domain/games/discretion/engine'
import type { DiscretionAction } from '@/domain/games/discretion/types'
import { act, buildAs, deal, newGame, refusal, START } from './helpers'

// Issue 12, RULES.md "Discretion": turn, bank loans, loan shark, End of Year, Extra Rent/Harvest,
// Interest choices, the year's land-tax rate. Each step compares the whole readable state.

const housing = (player: string, cells: [number, number][]): Extract<DiscretionAction, { type: 'build' }> => ({
  type: 'build',
  player,
  buildingType: 'housing',
  cells,
})

/** Ben keeps `cash`: the rest of his starting money goes to the bank by an Other card. */
function leaveCash(g: DiscretionGame, player: string, cash: number): void {
  const now = g.state.balances[player] ?? 0
  if (now !== cash) g.apply({ type: 'otherCard', payments: { [player]: cash - now } })
}

/** ann (active) owns A, ben owns C with 3 housing buildings (0,6) (0,7) (0,8). */
function turnGame(): DiscretionGame {
  const g = newGame(['ann', 'ben', 'cid'])
  deal(g, { A: 'ann', C: 'ben' })
  buildAs(g, housing('ben', [[0, 6]]), housing('ben', [[0, 7]]), housing('ben', [[0, 8]]))
  return g
}

describe('Discretion End of Year: interest on the loans held when the card is drawn', () => {
  it('End of Year: loan-shark loans taken to pay it carry no interest on the same card', () => {
    const g = newGame(['ann', 'ben'])
    leaveCash(g, 'ben', 0)
    // ben already holds one loan-shark loan (taken for an earlier card he was short for)
    const card: DiscretionAction = { type: 'otherCard', payments: { ben: -100_000 } }
    g.apply({ type: 'sharkLoan', player: 'ben', for: card })
    g.apply(card)
    const drawn = g.state
    expect(drawn.sharkLoans).toEqual({ ann: 0, ben: 1 })
    expect(drawn.balances.ben).toBe(0)
    // End of Year: 100,000 interest on the one loan; he is 100,000 short
    const eoy: DiscretionAction = { type: 'endOfYear' }
    expect(g.preview(eoy).lines.find((l) => l.player === 'ben')).toMatchObject({ amount: -100_000, shortfall: 100_000 })
    expect(refusal(g, { type: 'sharkLoan', player: 'ben', count: 2, for: eoy }).code).toBe('loanExceedsShortfall')
    g.apply({ type: 'sharkLoan', player: 'ben', for: eoy })
    expect(g.state).toEqual({
      ...drawn,
      balances: { ...drawn.balances, bank: (drawn.balances.bank ?? 0) - 100_000, ben: 100_000 },
      sharkLoans: { ann: 0, ben: 2 },
      sharkLoanSupply: 38,
      yearEndLoans: { ben: 1 },
    })
    // the new loan is not charged on this card: he can pay now, and no further loan is open to him
    const line = g.preview(eoy).lines.find((l) => l.player === 'ben')
    expect(line).toMatchObject({ amount: -100_000, shortfall: 0, choice: { kind: 'repaySharkLoans', loans: 1 } })
    expect(refusal(g, { type: 'sharkLoan', player: 'ben', for: eoy }).code).toBe('noShortfall')
    const before = g.state
    g.apply(eoy)
    expect(g.state).toEqual({
      ...before,
      balances: { ...before.balances, bank: (before.balances.bank ?? 0) + 100_000, ben: 0 },
      year: 2,
      yearEndLoans: {},
    })
    // undo gives the interest-free loan back its mark; undoing the loan removes it
    g.undo()
    expect(g.state).toEqual(before)
    g.undo()
    expect(g.state).toEqual(drawn)
  })

  it('End of Year: interest-free loans of a card are forgotten by the next card', () => {
    const g = newGame(['ann', 'ben'])
    leaveCash(g, 'ben', 0)
    g.apply({ type: 'sharkLoan', player: 'ben', count: 1, for: { type: 'otherCard', payments: { ben: -100_000 } } })
    leaveCash(g, 'ben', 0)
    g.apply({ type: 'sharkLoan', player: 'ben', for: { type: 'endOfYear' } })
    expect(g.state.yearEndLoans).toEqual({ ben: 1 })
    g.apply({ type: 'harvest' })
    expect(g.state.yearEndLoans).toEqual({})
    // now both loans are held when the card is drawn: 200,000 due
    expect(g.preview({ type: 'endOfYear' }).lines.find((l) => l.player === 'ben')?.amount).toBe(-200_000)
  })
})

describe('Discretion turn rules: build, demolish and bank loans', () => {
  it('turn: only the active player builds, demolishes or takes a bank loan without a purpose', () => {
    const g = turnGame()
    expect(g.state.active).toBe('ann')
    expect(refusal(g, housing('ben', [[1, 6]])).params).toMatchObject({ player: 'ben', active: 'ann' })
    expect(refusal(g, housing('ben', [[1, 6]])).code).toBe('notActivePlayer')
    expect(refusal(g, { type: 'demolish', player: 'ben', buildings: ['b1'] }).code).toBe('notActivePlayer')
    expect(refusal(g, { type: 'bankLoan', player: 'ben' }).code).toBe('notActivePlayer')
    // on his turn he may do all three
    g.apply({ type: 'passTurn' })
    const s = g.state
    g.apply(housing('ben', [[1, 6]]))
    g.apply({ type: 'bankLoan', player: 'ben' })
    g.apply({ type: 'demolish', player: 'ben', buildings: ['b4'] })
    expect(g.state).toEqual({
      ...s,
      balances: {
        ...s.balances,
        bank: (s.balances.bank ?? 0) + 500_000 - 500_000 - 100_000,
        ben: (s.balances.ben ?? 0) - 500_000 + 500_000 + 100_000,
      },
      bankLoans: { ann: 0, ben: 1, cid: 0 },
      bankLoanSupply: 29,
    })
  })

  it('bank loan: another player borrows only to pay a tax card he is short for, never for interest', () => {
    const g = turnGame()
    act(g, { type: 'setYear', year: 2 })
    leaveCash(g, 'ben', 0)
    const tax: DiscretionAction = { type: 'buildingTax', buildingType: 'housing' }
    expect(refusal(g, { type: 'bankLoan', player: 'ben', for: { type: 'harvest' } }).code).toBe('notActivePlayer')
    expect(refusal(g, { type: 'bankLoan', player: 'ben', for: { type: 'interest' } }).code).toBe(
      'bankLoanNotForInterest',
    )
    expect(refusal(g, { type: 'bankLoan', player: 'ben', for: { type: 'endOfYear' } }).code).toBe(
      'bankLoanNotForInterest',
    )
    // 300,000 tax: one bank loan covers it, two are more than it needs
    expect(refusal(g, { type: 'bankLoan', player: 'ben', count: 2, for: tax }).code).toBe('loanExceedsShortfall')
    const s = g.state
    g.apply({ type: 'bankLoan', player: 'ben', for: tax })
    expect(g.state).toEqual({
      ...s,
      balances: { ...s.balances, bank: (s.balances.bank ?? 0) - 500_000, ben: 500_000 },
      bankLoans: { ann: 0, ben: 1, cid: 0 },
      bankLoanSupply: 29,
    })
    expect(g.entries.at(-1)?.info).toMatchObject({ player: 'ben', count: 1, forTax: true, for: 'buildingTax' })
    // no shortfall any more: no second loan for the same card
    expect(refusal(g, { type: 'bankLoan', player: 'ben', for: tax }).code).toBe('noShortfall')
    g.apply(tax)
    expect(g.state.balances.ben).toBe(200_000)
  })

  it('loan shark: only for an actual shortfall under what he pays, and no more units than it', () => {
    const g = turnGame()
    const build = housing('ann', [[0, 0]])
    // ann is rich: no loan-shark loan for her build
    expect(refusal(g, { type: 'sharkLoan', player: 'ann', for: build }).code).toBe('noShortfall')
    leaveCash(g, 'ann', 320_000)
    // 180,000 short of the 500,000 building: 2 units, not 3
    expect(refusal(g, { type: 'sharkLoan', player: 'ann', count: 3, for: build }).params).toMatchObject({
      player: 'ann',
      count: 3,
      needed: 2,
      shortfall: 180_000,
    })
    const s = g.state
    g.apply({ type: 'sharkLoan', player: 'ann', count: 2, for: build })
    expect(g.state).toEqual({
      ...s,
      balances: { ...s.balances, bank: (s.balances.bank ?? 0) - 200_000, ann: 520_000 },
      sharkLoans: { ann: 2, ben: 0, cid: 0 },
      sharkLoanSupply: 38,
    })
    g.apply(build)
    expect(g.state.balances.ann).toBe(20_000)
    // a build by another player is no purpose for ben's loan (he pays nothing under it), nor is an unknown one
    leaveCash(g, 'ben', 0)
    expect(refusal(g, { type: 'sharkLoan', player: 'ben', for: build }).code).toBe('cellOccupied')
    expect(refusal(g, { type: 'sharkLoan', player: 'ben', for: housing('ann', [[0, 1]]) }).code).toBe('noShortfall')
    expect(refusal(g, { type: 'sharkLoan', player: 'ben', for: { type: 'passTurn' } }).code).toBe('loanPurposeInvalid')
  })

  it('loan shark: without a purpose (for) the loan is refused, whatever the cash', () => {
    const g = turnGame()
    const cases: [string, number][] = [
      ['ann', START],
      ['ben', 0],
      ['cid', 40_000],
    ]
    for (const [player, cash] of cases) {
      leaveCash(g, player, cash)
      const before = structuredClone(g.ledgerState)
      const entries = g.entries.length
      const e = refusal(g, { type: 'sharkLoan', player })
      expect(e.code).toBe('loanPurposeRequired')
      expect(e.params).toEqual({ player })
      expect(refusal(g, { type: 'sharkLoan', player, count: 3 }).code).toBe('loanPurposeRequired')
      expect(g.ledgerState).toEqual(before)
      expect(g.entries).toHaveLength(entries)
    }
    // the same loan naming a card he is short for is taken (the purpose, not the cash, decides)
    const s = g.state
    g.apply({ type: 'sharkLoan', player: 'ben', for: { type: 'otherCard', payments: { ben: -100_000 } } })
    expect(g.state).toEqual({
      ...s,
      balances: { ...s.balances, bank: (s.balances.bank ?? 0) - 100_000, ben: 100_000 },
      sharkLoans: { ann: 0, ben: 1, cid: 0 },
      sharkLoanSupply: 39,
    })
  })

  it('demolition: another player demolishes only to raise cash for a card he is short for', () => {
    const g = turnGame()
    act(g, { type: 'setYear', year: 2 })
    const tax: DiscretionAction = { type: 'buildingTax', buildingType: 'housing' }
    expect(refusal(g, { type: 'demolish', player: 'ben', buildings: ['b1'], for: tax }).code).toBe('noShortfall')
    leaveCash(g, 'ben', 0)
    const s = g.state
    g.apply({ type: 'demolish', player: 'ben', buildings: ['b1'], for: tax })
    expect(g.state).toEqual({
      ...s,
      balances: { ...s.balances, bank: (s.balances.bank ?? 0) - 100_000, ben: 100_000 },
      buildings: s.buildings.filter((b) => b.id !== 'b1').map((b) => ({ ...b })),
      supply: { ...s.supply, housing: { oneAcre: 13, twoAcre: 15 } },
    })
  })

  it('build-only round: every player builds on his own turn, the turn passing clockwise', () => {
    const g = newGame(['ann', 'ben', 'cid'])
    deal(g, { A: 'ann', C: 'ben', D: 'cid' })
    g.apply({ ...housing('ann', [[0, 0]]), passTurn: true })
    g.apply({ ...housing('ben', [[0, 6]]), passTurn: true })
    expect(g.state.active).toBe('cid')
    g.apply({ type: 'passTurn' })
    expect(g.state.active).toBe('ann')
    expect(g.state.buildings.map((b) => [b.id, b.owner])).toEqual([
      ['b1', 'ann'],
      ['b2', 'ben'],
    ])
  })
})

describe('Discretion End of Year starts the new year with the player who drew it', () => {
  it('End of Year: the turn does not pass, even when asked to', () => {
    const g = newGame(['ann', 'ben'])
    g.apply({ type: 'passTurn' })
    const s = g.state
    g.apply({ type: 'endOfYear', passTurn: true })
    expect(g.state).toEqual({ ...s, year: 2 })
    expect(g.state.active).toBe('ben')
  })
})

describe('Discretion Extra Rent and Extra Harvest take the default shown', () => {
  it('Extra Rent without a choice collects the best rent; Extra Harvest the best plot', () => {
    const g = newGame(['ann', 'ben'])
    deal(g, { A: 'ann', B: 'ann', F: 'ann' })
    // b1 housing next to offices b2: each rents 100,000; b3 isolated earns 0
    act(
      g,
      housing('ann', [[0, 2]]),
      { type: 'build', player: 'ann', buildingType: 'offices', cells: [[0, 3]] },
      housing('ann', [[2, 0]]),
    )
    const rent = g.preview({ type: 'extraRent' })
    expect(rent.lines[0]?.choice).toEqual({ kind: 'chooseBuilding', buildings: ['b1', 'b2', 'b3'], default: 'b1' })
    const s = g.state
    g.apply({ type: 'extraRent' })
    expect(g.state).toEqual({
      ...s,
      balances: { ...s.balances, bank: (s.balances.bank ?? 0) - 100_000, ann: (s.balances.ann ?? 0) + 100_000 },
    })
    expect(g.entries.at(-1)?.info).toMatchObject({ player: 'ann', building: 'b1' })
    // A and B are built on; F (Fenwick Marsh) is the only undeveloped plot
    const harvest = g.preview({ type: 'extraHarvest' })
    expect(harvest.lines[0]?.choice).toEqual({ kind: 'choosePlot', plots: ['F'], default: 'F' })
    const h = g.state
    g.apply({ type: 'extraHarvest' })
    expect(g.state).toEqual({
      ...h,
      balances: { ...h.balances, bank: (h.balances.bank ?? 0) - 200_000, ann: (h.balances.ann ?? 0) + 200_000 },
    })
    expect(g.entries.at(-1)?.info).toMatchObject({ player: 'ann', plot: 'F' })
  })
})

describe('Discretion Interest offers only what the player can do', () => {
  it('Interest: the repayment offered is what his cash covers; with enough cash for the interest he is not short', () => {
    const g = turnGame()
    g.apply({ type: 'passTurn' })
    leaveCash(g, 'ben', 5_000_000)
    act(g, housing('ben', [[1, 6]]), housing('ben', [[1, 7]]), housing('ben', [[1, 8]]), {
      type: 'bankLoan',
      player: 'ben',
      count: 2,
    })
    g.apply({ type: 'setActive', player: 'ann' })
    // 2 loans: interest 200,000; repaying one costs 600,000 + 100,000 = 700,000, both 1,200,000
    leaveCash(g, 'ben', 800_000)
    const line = g.preview({ type: 'interest' }).lines.find((l) => l.player === 'ben')
    expect(line).toMatchObject({
      amount: -200_000,
      shortfall: 0,
      choice: { kind: 'repayBankLoans', loans: 2, max: 1, default: 0 },
    })
    leaveCash(g, 'ben', 150_000)
    expect(g.preview({ type: 'interest' }).lines.find((l) => l.player === 'ben')).toMatchObject({
      shortfall: 50_000,
      choice: { max: 0 },
    })
    leaveCash(g, 'ben', 200_000)
    const s = g.state
    g.apply({ type: 'interest' })
    expect(g.state).toEqual({ ...s, balances: { ...s.balances, bank: (s.balances.bank ?? 0) + 200_000, ben: 0 } })
  })
})

describe('Discretion land-tax rate entered once a year', () => {
  it('land-tax rate: entered at Land Tax, it serves End of Year; a different one is refused', () => {
    const g = newGame(['ann', 'ben'])
    deal(g, { A: 'ann' })
    g.apply({ type: 'setYear', year: 4 })
    g.apply({ type: 'landTax', rate: 10_000 })
    expect(refusal(g, { type: 'landTax', rate: 20_000 }).params).toMatchObject({ year: 4, rate: 10_000, given: 20_000 })
    expect(refusal(g, { type: 'endOfYear', landTaxRate: 20_000 }).code).toBe('landTaxRateEntered')
    // a second Land Tax card needs no rate
    const s = g.state
    g.apply({ type: 'landTax' })
    expect(g.state).toEqual({
      ...s,
      balances: { ...s.balances, bank: (s.balances.bank ?? 0) + 90_000, ann: (s.balances.ann ?? 0) - 90_000 },
    })
    const t = g.state
    g.apply({ type: 'endOfYear' })
    expect(g.state).toEqual({
      ...t,
      balances: { ...t.balances, bank: (t.balances.bank ?? 0) - 100_000, ann: (t.balances.ann ?? 0) + 100_000 },
      year: 5,
    })
  })

  it('land-tax rate: from Year 4 End of Year asks for it when missing instead of paying 0; entered there, it is stored', () => {
    const g = newGame(['ann', 'ben'])
    g.apply({ type: 'setYear', year: 3 })
    g.apply({ type: 'endOfYear' })
    expect(g.state.balances.ann).toBe(START)
    expect(refusal(g, { type: 'endOfYear' }).params).toMatchObject({ year: 4 })
    expect(refusal(g, { type: 'endOfYear' }).code).toBe('landTaxRateRequired')
    expect(refusal(g, { type: 'landTax' }).code).toBe('landTaxRateRequired')
    const s = g.state
    g.apply({ type: 'endOfYear', landTaxRate: 20_000 })
    expect(g.state).toEqual({
      ...s,
      balances: { ...s.balances, bank: (s.balances.bank ?? 0) - 200_000, ann: START + 200_000 },
      year: 5,
      landTaxRates: { '4': 20_000 },
    })
  })
})
