import { describe, expect, it } from 'vitest'
import type { DiscretionGame } from '@/domain/games/discretion/engine'
import { bestTwoAcreRent, ownPlacements, twoAcreChoices } from '@/domain/games/discretion/planning'
import type { LedgerState } from '@/domain/ledger/types'
import type { DiscretionData } from '@/domain/games/discretion/types'
import { buildAs, deal, newGame, refusal } from './helpers'

/** Issue 35: rules RULES.md Discretion was amended on; each refusal leaves the WHOLE state as it was. */

type S = LedgerState<DiscretionData>
const whole = (g: DiscretionGame): S => structuredClone(g.ledgerState)

/** ann owns A and B with 3 buildings and 1 bank loan; ben owns C with 1 loan-shark loan. */
function loanGame(): DiscretionGame {
  const g = newGame(['ann', 'ben', 'cid'])
  deal(g, { A: 'ann', B: 'ann', C: 'ben' })
  g.apply({ type: 'otherCard', payments: { ann: 5_000_000 } })
  for (let i = 0; i < 3; i++) buildAs(g, { type: 'build', player: 'ann', buildingType: 'housing', cells: [[0, i]] })
  g.apply({ type: 'bankLoan', player: 'ann' })
  const cash = g.state.balances.ben ?? 0
  g.apply({
    type: 'sharkLoan',
    player: 'ben',
    count: 1,
    for: { type: 'otherCard', payments: { ben: -(cash + 100_000) } },
  })
  return g
}

describe('RULES.md Discretion End of Year: no land tax before Year 4', () => {
  it('Discretion End of Year in Years 1–3 pays no land-tax bonus; a rate given with it is refused (noLandTaxYet), the whole state unchanged', () => {
    for (const year of [1, 2, 3]) {
      const g = newGame(['ann', 'ben'])
      deal(g, { A: 'ann' })
      if (year > 1) g.apply({ type: 'setYear', year })
      const before = whole(g)
      const e = refusal(g, { type: 'endOfYear', landTaxRate: 20_000 })
      expect(e.code).toBe('noLandTaxYet')
      expect(e.params).toEqual({ year, from: 4 })
      expect(g.ledgerState).toEqual(before)
      const entry = g.apply({ type: 'endOfYear' })
      expect(entry.info).toMatchObject({ year, bonus: 0 })
      expect(g.ledgerState.balances).toEqual(before.balances)
    }
  })
  it('Discretion End of Year with the per-acre option pays no bonus before Year 4 either; from Year 4 it does', () => {
    const g = newGame(['ann', 'ben'], { options: { yearEndBonus: 'perAcre' } })
    deal(g, { A: 'ann' })
    g.apply({ type: 'setYear', year: 3 })
    expect(refusal(g, { type: 'endOfYear', landTaxRate: 10_000 }).code).toBe('noLandTaxYet')
    g.apply({ type: 'endOfYear' })
    const before = g.state.balances.ann ?? 0
    expect(g.apply({ type: 'endOfYear', landTaxRate: 10_000 }).info).toMatchObject({ year: 4, bonus: 10 * 10_000 * 9 })
    expect(g.state.balances.ann).toBe(before + 10 * 10_000 * 9)
  })
})

describe('RULES.md Discretion loans: repaid only on the Interest card (bank), the End of Year card (loan shark), or when forced', () => {
  it('Discretion: repayBankLoan outside the Interest card is refused (bankLoanRepayNotNow), the whole state unchanged', () => {
    const g = loanGame()
    const before = whole(g)
    expect(refusal(g, { type: 'repayBankLoan', player: 'ann' })).toMatchObject({
      code: 'bankLoanRepayNotNow',
      params: { player: 'ann', excess: 0 },
    })
    expect(g.ledgerState).toEqual(before)
  })
  it('Discretion: repaySharkLoan outside the End of Year card is refused (sharkLoanRepayNotNow), the whole state unchanged', () => {
    const g = loanGame()
    const before = whole(g)
    expect(refusal(g, { type: 'repaySharkLoan', player: 'ben' })).toMatchObject({
      code: 'sharkLoanRepayNotNow',
      params: { player: 'ben' },
    })
    expect(g.ledgerState).toEqual(before)
  })
  it('Discretion: a repayment asked inside another action beyond the loans due is refused too (bankLoanRepayNotNow)', () => {
    const g = loanGame()
    const before = whole(g)
    expect(refusal(g, { type: 'otherCard', payments: { cid: 10_000 }, repayLoans: { ann: 1 } }).code).toBe(
      'bankLoanRepayNotNow',
    )
    expect(g.ledgerState).toEqual(before)
  })
  it('Discretion: the Interest card repays bank loans, the End of Year card loan-shark loans; a forced repayment still happens', () => {
    const g = loanGame()
    g.apply({ type: 'interest', repay: { ann: 1 } })
    expect(g.state.bankLoans.ann ?? 0).toBe(0)
    g.apply({ type: 'endOfYear', repay: { ben: 1 } })
    expect(g.state.sharkLoans.ben ?? 0).toBe(0)
    // forced: a demolition leaving 2 buildings for 1 loan repays it at once
    const h = loanGame()
    const b = Object.keys(h.ledgerState.data.buildings)[0]!
    h.apply({ type: 'demolish', player: 'ann', buildings: [b], autoRepay: true })
    expect(h.state.bankLoans.ann ?? 0).toBe(0)
  })
})

describe('RULES.md Discretion Inheritance: the active player’s card', () => {
  it('Discretion Inheritance naming another player is refused (inheritanceNotActive), the whole state unchanged; the active player receives it', () => {
    const g = newGame(['ann', 'ben'])
    deal(g, { A: 'ann' })
    g.apply({ type: 'setYear', year: 2 })
    const before = whole(g)
    expect(refusal(g, { type: 'inheritance', player: 'ben', plot: 'Q' })).toMatchObject({
      code: 'inheritanceNotActive',
      params: { player: 'ben', active: 'ann' },
    })
    expect(g.ledgerState).toEqual(before)
    g.apply({ type: 'inheritance', player: 'ann', plot: 'Q' })
    expect(g.ledgerState.data.titles.Q).toBe('ann')
  })
})

describe('RULES.md Discretion square sheet: "Beste 2 Acres" shows only rents the player can build', () => {
  it('Discretion: the best 2-acre rent counts only pairings onto the owner’s own land (no promise he cannot keep)', () => {
    const g = newGame(['ann', 'ben'])
    // (2,2) is on A (ann); its neighbour (2,3) is on B (ben), (3,2) on G (nobody)
    deal(g, { A: 'ann', B: 'ben' })
    // offices on B at (2,4) and shops on B at (1,3): a 2-acre housing at (2,2)+(2,3) would touch both
    buildAs(
      g,
      { type: 'build', player: 'ben', buildingType: 'offices', cells: [[2, 4]] },
      { type: 'build', player: 'ben', buildingType: 'shops', cells: [[1, 3]] },
    )
    const plan = g.planSquare([2, 2], { twoAcre: true })
    const { data } = g.ledgerState
    const board = g.config.options.board
    const all = Math.max(...plan.twoAcre.map((p) => p.rents.housing.rent))
    const mine = ownPlacements(plan, data, board, 'ann')
    const canGet = Math.max(...mine.map((p) => p.rents.housing.rent))
    expect(all).toBeGreaterThan(canGet)
    expect(bestTwoAcreRent(plan, data, board, 'ann', 'housing')).toBe(canGet)
    // every figure shown is one of a placement he can build
    for (const t of ['housing', 'offices', 'industry', 'services', 'shops'] as const) {
      const best = bestTwoAcreRent(plan, data, board, 'ann', t)
      expect(mine.some((p) => p.rents[t].rent === best)).toBe(true)
    }
    // unowned land: only pairings inside its own plot (its buyer could build them); none: null
    const g2 = g.planSquare([3, 2], { twoAcre: true })
    for (const p of twoAcreChoices(g2, data, board, null))
      expect(p.cells.every((c) => board.map[c[0]]![c[1]] === 'G')).toBe(true)
    // an owner with no land beside the square: no 2-acre figure at all
    expect(bestTwoAcreRent(plan, data, board, 'cid', 'housing')).toBeNull()
  })
})
