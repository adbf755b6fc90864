import { describe, expect, it } from 'vitest'
import type { DiscretionGame } from '@/domain/games/discretion/engine'
import { buildPlan, demolitionLoss, demolitionOrder, type BuildAction } from '@/domain/games/discretion/remedies'
import { cardDrawn, isYearCardAuction, yearAuctions } from '@/domain/games/discretion/planning'
import type { Cell, DiscretionAction } from '@/domain/games/discretion/types'
import { act, deal, newGame, refusal, START } from './helpers'

// Issue 14: a build short of cash is one action with the cash raised in it (bank loan, the exact
// loan-shark units, demolition), planned by the domain; the demolition's loss; the Year card's
// auction counter. Each confirm is compared on the whole state, and one undo takes it all back.

const build = (player: string, type: BuildAction['buildingType'], cells: Cell[]): BuildAction => ({
  type: 'build',
  player,
  buildingType: type,
  cells,
})

/** Ann (active) owns A (rows 0–2, columns 0–2), bought for `price`; Ben owns C. */
function game(price: number): DiscretionGame {
  const g = newGame(['ann', 'ben'])
  g.apply({ type: 'auction', plot: 'A', winner: 'ann', price })
  deal(g, { C: 'ben' })
  return g
}

function plan(g: DiscretionGame, b: BuildAction, demolish?: string[]) {
  return buildPlan(g.ledgerState, g.config, b, demolish)
}

/** Applies the action and checks that one undo returns exactly the state before it. */
function applyAndUndo(g: DiscretionGame, action: DiscretionAction, check: () => void): void {
  const before = structuredClone(g.ledgerState)
  const n = g.entries.length
  g.apply(action)
  expect(g.entries.length).toBe(n + 1)
  check()
  g.undo()
  expect(g.ledgerState).toEqual(before)
  g.redo()
  check()
}

describe('Discretion build short of cash: the remedy and the build in one action (issue 14)', () => {
  it('loan shark: exactly the units that cover the shortfall, taken and spent in the build entry', () => {
    const g = game(2_180_000)
    const b = build('ann', 'housing', [[0, 0]])
    const p = plan(g, b)
    expect(p.shortfall).toBe(180_000)
    expect(p.problem).toBeNull()
    expect(p.refused).toBe(false)
    // no buildings: no bank loan (3 buildings a loan) and nothing to demolish
    expect(p.remedies.map((r) => [r.kind, r.count, r.raises, r.repays, r.problem?.code ?? null])).toEqual([
      ['bankLoan', 1, 500_000, 600_000, 'collateralInsufficient'],
      ['sharkLoan', 2, 200_000, 400_000, null],
    ])
    const shark = p.remedies[1]!
    expect(shark.action).toEqual({ ...b, finance: { sharkLoans: 2 } })
    const before = structuredClone(g.ledgerState)
    applyAndUndo(g, shark.action, () => {
      expect(g.ledgerState).toEqual({
        balances: { ...before.balances, bank: (before.balances.bank ?? 0) - 200_000 + 500_000, ann: 20_000 },
        data: {
          ...before.data,
          buildings: { b1: { type: 'housing', cells: [[0, 0]] } },
          nextBuilding: 2,
          sharkLoans: { ann: 2, ben: 0 },
        },
      })
      const e = g.entries.at(-1)!
      expect(e.kind).toBe('build')
      expect(e.info).toMatchObject({ player: 'ann', building: 'b1', buildingType: 'housing', sharkLoans: 2 })
      expect(e.info).not.toHaveProperty('bankLoans')
      // one posting for ann's whole line: +200,000 loans − 500,000 building
      expect(e.postings).toEqual([
        { account: 'bank', amount: 300_000 },
        { account: 'ann', amount: -300_000 },
      ])
    })
  })

  it('bank loan when three buildings allow it; demolition of those earning least; both in one entry', () => {
    const g = game(700_000)
    // three buildings (1.5M): ann keeps 300,000; Offices beside Housing earn 100,000 each
    act(g, build('ann', 'housing', [[0, 0]]), build('ann', 'offices', [[0, 1]]), build('ann', 'housing', [[2, 2]]))
    expect(g.state.balances.ann).toBe(300_000)
    const b = build('ann', 'shops', [[1, 0]])
    const p = plan(g, b)
    expect(p.shortfall).toBe(200_000)
    expect(p.remedies.map((r) => [r.kind, r.count, r.problem?.code ?? null])).toEqual([
      ['bankLoan', 1, null],
      ['sharkLoan', 2, null],
      ['demolish', 2, null],
    ])
    // b3 (alone, rent 0) goes first, then the older of the two earning 100,000
    expect(demolitionOrder(g.ledgerState.data, g.config, 'ann')).toEqual(['b3', 'b1', 'b2'])
    expect(p.remedies[2]!.buildings).toEqual(['b3', 'b1'])
    const before = structuredClone(g.ledgerState)
    applyAndUndo(g, p.remedies[0]!.action, () => {
      expect(g.ledgerState).toEqual({
        balances: before.balances,
        data: {
          ...before.data,
          buildings: { ...before.data.buildings, b4: { type: 'shops', cells: [[1, 0]] } },
          nextBuilding: 5,
          bankLoans: { ann: 1, ben: 0 },
        },
      })
      expect(g.entries.at(-1)!.info).toMatchObject({ buildingType: 'shops', bankLoans: 1 })
      // the loan and the building cancel out: no money moved
      expect(g.entries.at(-1)!.postings).toEqual([])
    })
    g.undo()
    // the player's own choice of buildings to demolish: none picked, or too few, cannot be confirmed
    expect(plan(g, b, []).remedies.find((r) => r.kind === 'demolish')?.problem?.code).toBe('buildingRequired')
    expect(plan(g, b, ['b3']).remedies.find((r) => r.kind === 'demolish')?.problem).toMatchObject({
      code: 'insufficientFunds',
      params: { shortfall: 100_000 },
    })
    const mine = plan(g, b, ['b2', 'b3'])
    const demolish = mine.remedies.find((r) => r.kind === 'demolish')!
    expect(demolish).toMatchObject({ count: 2, raises: 200_000, repays: 0, buildings: ['b2', 'b3'], problem: null })
    applyAndUndo(g, demolish.action, () => {
      expect(g.ledgerState).toEqual({
        balances: { ...before.balances, bank: (before.balances.bank ?? 0) + 300_000, ann: 0 },
        data: {
          ...before.data,
          buildings: { b1: before.data.buildings.b1!, b4: { type: 'shops', cells: [[1, 0]] } },
          nextBuilding: 5,
        },
      })
      expect(g.entries.at(-1)!.info).toMatchObject({ buildingType: 'shops', removed: ['b2', 'b3'] })
    })
  })

  it('refused when no remedy is enough: loan-shark limit, no collateral, nothing to demolish', () => {
    const g = game(0)
    // ann owes the loan shark 19 units already and has no cash left
    const card: DiscretionAction = { type: 'otherCard', payments: { ann: -(START + 1_900_000) } }
    g.apply({ type: 'sharkLoan', player: 'ann', count: 19, for: card })
    g.apply(card)
    expect(g.state.balances.ann).toBe(0)
    const b = build('ann', 'housing', [[0, 0]])
    const p = plan(g, b)
    expect(p.shortfall).toBe(500_000)
    expect(p.refused).toBe(true)
    expect(p.remedies.map((r) => r.problem?.code)).toEqual(['collateralInsufficient', 'sharkLoanLimit'])
    expect(refusal(g, p.remedies[1]!.action).code).toBe('sharkLoanLimit')
    expect(refusal(g, b).code).toBe('insufficientFunds')
  })

  it('the finance is checked: only for a shortfall, no more than it, the player’s own buildings, enough in all', () => {
    const g = game(2_180_000)
    const b = build('ann', 'housing', [[0, 0]])
    expect(refusal(g, { ...b, finance: { sharkLoans: 3 } } as DiscretionAction).params).toMatchObject({
      player: 'ann',
      count: 3,
      needed: 2,
      shortfall: 180_000,
    })
    expect(refusal(g, { ...b, finance: { bankLoans: 2 } } as DiscretionAction).code).toBe('loanExceedsShortfall')
    // too little: the build's own refusal names what is still short
    expect(refusal(g, { ...b, finance: { sharkLoans: 1 } } as DiscretionAction).params).toMatchObject({
      account: 'ann',
      shortfall: 80_000,
    })
    expect(refusal(g, { ...b, finance: { loans: 1 } } as unknown as DiscretionAction).params).toMatchObject({
      field: 'finance.loans',
    })
    expect(refusal(g, { ...b, finance: [] } as unknown as DiscretionAction).code).toBe('actionMalformed')
    expect(refusal(g, { ...b, finance: { sharkLoans: 0 } } as DiscretionAction).code).toBe('countInvalid')
    // ben's building is not ann's to demolish
    act(g, { type: 'setActive', player: 'ben' }, build('ben', 'housing', [[0, 6]]), {
      type: 'setActive',
      player: 'ann',
    })
    expect(refusal(g, { ...b, finance: { demolish: ['b1'] } } as DiscretionAction).code).toBe('notYourBuilding')
    // a rich player needs no finance
    const rich = game(0)
    expect(plan(rich, b)).toEqual({ shortfall: 0, remedies: [], refused: false, problem: null })
    expect(refusal(rich, { ...b, finance: { sharkLoans: 1 } } as DiscretionAction).code).toBe('noShortfall')
  })

  it('a refusal no cash cures comes first: no remedies for a square that is not his', () => {
    const g = game(2_180_000)
    const p = plan(g, build('ann', 'housing', [[0, 6]]))
    expect(p.remedies).toEqual([])
    expect(p.problem?.code).toBe('notYourLand')
  })
})

describe('Discretion demolition loss (issue 14: asked once, in the player’s words)', () => {
  it('value, refund, the rent it earns and what his neighbouring buildings lose', () => {
    const g = game(0)
    act(g, build('ann', 'housing', [[0, 0]]), build('ann', 'offices', [[0, 1]]), build('ann', 'shops', [[2, 2]]))
    expect(demolitionLoss(g.ledgerState.data, g.config, ['b1'])).toEqual({
      count: 1,
      value: 500_000,
      refund: 100_000,
      lost: 400_000,
      rent: 100_000,
      ownRentChange: -100_000,
    })
    expect(demolitionLoss(g.ledgerState.data, g.config, ['b3'])).toEqual({
      count: 1,
      value: 500_000,
      refund: 100_000,
      lost: 400_000,
      rent: 0,
      ownRentChange: 0,
    })
    expect(demolitionLoss(g.ledgerState.data, g.config, ['b1', 'b2'])).toMatchObject({
      count: 2,
      lost: 800_000,
      rent: 200_000,
      ownRentChange: 0,
    })
  })
})

describe('Discretion auctions against the Year card (RULES.md: 7 before Year One, 5 before Year Two)', () => {
  const newestFirst = (g: DiscretionGame) => [...g.entries].reverse()

  it('counts the auctions held, sold or not, until an Event card is drawn; undone ones do not count', () => {
    const g = newGame(['ann', 'ben'])
    expect(yearAuctions(newestFirst(g), 1)).toEqual({ held: 0, calledFor: 7 })
    act(
      g,
      { type: 'auction', plot: 'A', winner: 'ann', price: 100_000 },
      { type: 'auction', plot: 'B', winner: null },
      { type: 'auction', plot: 'C', winner: 'ben', price: 0 },
    )
    expect(yearAuctions(newestFirst(g), 1)).toEqual({ held: 3, calledFor: 7 })
    g.undo()
    expect(yearAuctions(newestFirst(g), 1)).toEqual({ held: 2, calledFor: 7 })
    // the build-only round's builds do not end the count
    act(g, build('ann', 'housing', [[0, 0]]))
    expect(yearAuctions(newestFirst(g), 1)).toEqual({ held: 2, calledFor: 7 })
    // an Auction card drawn from the Event deck (it passes the turn) is regular play
    g.apply({ type: 'auction', plot: 'D', winner: null, passTurn: true })
    expect(g.entries.at(-1)!.info).toMatchObject({ eventCard: true, noBid: true })
    expect(yearAuctions(newestFirst(g), 1)).toEqual({ held: 0, calledFor: null })
    // a drawn Auction card ends the build-only round like any Event card; the Year card's auctions do not
    expect(cardDrawn(newestFirst(g))).toBe(true)
    g.undo()
    expect(cardDrawn(newestFirst(g))).toBe(false)
    act(g, { type: 'harvest', passTurn: true })
    expect(yearAuctions(newestFirst(g), 1).calledFor).toBeNull()
  })

  it('an auction is the Year card’s while its count is not reached (the sheet then keeps the turn)', () => {
    expect(isYearCardAuction({ held: 6, calledFor: 7 })).toBe(true)
    expect(isYearCardAuction({ held: 7, calledFor: 7 })).toBe(false)
    expect(isYearCardAuction({ held: 0, calledFor: null })).toBe(false)
  })

  it('Year Two: the auctions after the End of Year card, 5 called for; none from Year Three', () => {
    const g = newGame(['ann', 'ben'])
    act(g, { type: 'auction', plot: 'A', winner: 'ann', price: 0 }, { type: 'harvest' }, { type: 'endOfYear' })
    expect(g.state.year).toBe(2)
    expect(yearAuctions(newestFirst(g), 2)).toEqual({ held: 0, calledFor: 5 })
    act(g, { type: 'auction', plot: 'B', winner: 'ben', price: 0 }, { type: 'auction', plot: 'C', winner: null })
    expect(yearAuctions(newestFirst(g), 2)).toEqual({ held: 2, calledFor: 5 })
    act(g, { type: 'endOfYear' })
    expect(yearAuctions(newestFirst(g), 3)).toEqual({ held: 0, calledFor: null })
  })
})
