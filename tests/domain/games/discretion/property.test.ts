import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isRuleError } from '@/domain/errors'
import { totalOfBalances } from '@/domain/ledger'
import { BUILDING_TYPES, LIMITS, MONEY, type Cell, type DiscretionAction } from '@/domain/games/discretion/types'
import { demoBoard } from '@/domain/games/discretion/board'
import { newGame } from './helpers'
import {
  DISCRETION_PLAYERS,
  discretionAction,
  resolveDiscretion,
  type DiscretionRaw,
} from '../../../db/backends/discretionActions'
import type { DiscretionGame } from '@/domain/games/discretion/engine'

const players = [...DISCRETION_PLAYERS]
const plot = fc.constantFrom(...demoBoard.plots.map((p) => p.id))
const player = fc.constantFrom(...players)
const type = fc.constantFrom(...BUILDING_TYPES)
const building = fc.integer({ min: 1, max: 12 }).map((n) => `b${n}`)
const cell = fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 })) as fc.Arbitrary<Cell>
const cells = fc.oneof(
  cell.map((c) => [c]),
  fc
    .tuple(cell, fc.constantFrom<Cell>([0, 1], [1, 0]))
    .map(([c, d]) => [c, [Math.min(10, c[0] + d[0]), Math.min(10, c[1] + d[1])] as Cell]),
)
/** The shared random steps, plus raw builds and demolitions on any cells, Extra Harvest and an Other card that returns titles. */
const action: fc.Arbitrary<DiscretionRaw> = fc.oneof(
  { weight: 45, arbitrary: discretionAction },
  { weight: 8, arbitrary: fc.record({ type: fc.constant('build' as const), player, buildingType: type, cells }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('demolish' as const),
      player,
      buildings: fc.array(building, { minLength: 1, maxLength: 2 }),
      autoRepay: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('extraHarvest' as const), plot: fc.option(plot, { nil: undefined }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('otherCard' as const),
      payments: fc.dictionary(player, fc.integer({ min: -800_000, max: 800_000 }), { maxKeys: 3 }),
      removeBuildings: fc.array(fc.record({ building, compensation: fc.constantFrom(0, 100_000, 500_000) }), {
        maxLength: 2,
      }),
      returnTitles: fc.array(plot, { maxLength: 1 }),
      autoRepay: fc.boolean(),
    }),
  },
)

describe('Discretion ledger properties', () => {
  it('money is conserved, refused actions change nothing, undo+redo is identity and undoing everything restores the state after setup', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 10, maxLength: 80 }), (actions) => {
        const g = newGame(players)
        const initial = structuredClone(g.ledgerState)
        let applied = 0
        for (const raw of actions) {
          const a = resolveDiscretion(g.ledgerState, raw)
          const before = g.ledgerState
          try {
            const e = g.apply(a)
            applied++
            expect(e.postings.reduce((s, p) => s + p.amount, 0)).toBe(0)
            // undo + redo gives the same state
            const after = structuredClone(g.ledgerState)
            g.undo()
            expect(g.ledgerState).toEqual(before)
            g.redo()
            expect(g.ledgerState).toEqual(after)
          } catch (e) {
            if (!isRuleError(e)) throw e
            expect(g.ledgerState).toBe(before)
          }
          expect(totalOfBalances(g.ledgerState.balances)).toBe(0)
          for (const p of players)
            if (!g.state.eliminated.includes(p)) expect(g.ledgerState.balances[p]).toBeGreaterThanOrEqual(0)
          const s = g.state
          expect(s.bankLoanSupply).toBeGreaterThanOrEqual(0)
          expect(s.sharkLoanSupply).toBeGreaterThanOrEqual(0)
          for (const t of BUILDING_TYPES) {
            expect(s.supply[t].oneAcre).toBeGreaterThanOrEqual(0)
            expect(s.supply[t].twoAcre).toBeGreaterThanOrEqual(0)
          }
          for (const v of Object.values(s.excessLoans)) expect(v).toBe(0)
          for (const v of Object.values(s.sharkLoans)) expect(v).toBeLessThanOrEqual(20)
        }
        let undone = 0
        while (g.canUndo) {
          g.undo()
          undone++
        }
        expect(undone).toBe(applied)
        expect(g.ledgerState).toEqual(initial)
      }),
      { numRuns: 150 },
    )
    // 1.3 s alone; the CI runs type-check and build beside the unit tests on two cores
  }, 60_000)

  // Issue 12: sequences a careful banker would enter — only the active player builds or borrows
  // on his turn, every loan names what it pays for (`for`) and covers no more than the shortfall.
  it('legal sequences of cards, builds and loans keep money conserved, never exceed the loan limits, and undo-all returns the state after setup', () => {
    type Step =
      | { kind: 'build'; k: number; buildingType: (typeof BUILDING_TYPES)[number]; two: boolean }
      | { kind: 'card'; card: DiscretionAction }
      | { kind: 'bankLoan' }
      | { kind: 'pass' }
    const cardArb: fc.Arbitrary<DiscretionAction> = fc.oneof(
      fc.record({ type: fc.constant('rent' as const), buildingType: type }),
      fc.record({ type: fc.constant('buildingTax' as const), buildingType: type }),
      fc.constant({ type: 'harvest' as const }),
      fc.constant({ type: 'extraHarvest' as const }),
      fc.constant({ type: 'extraRent' as const }),
      fc.record({
        type: fc.constant('interest' as const),
        repay: fc.dictionary(player, fc.integer({ min: 0, max: 1 }), { maxKeys: 1 }),
      }),
      fc.constant({ type: 'endOfYear' as const }),
      fc.record({
        type: fc.constant('otherCard' as const),
        payments: fc.dictionary(player, fc.integer({ min: -900_000, max: 300_000 }), { maxKeys: 3 }),
      }),
      fc.record({
        type: fc.constant('auction' as const),
        plot,
        winner: player,
        price: fc.integer({ min: 0, max: 600_000 }),
      }),
    )
    const step: fc.Arbitrary<Step> = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          kind: fc.constant('build' as const),
          k: fc.nat(200),
          buildingType: type,
          two: fc.boolean(),
        }),
      },
      { weight: 6, arbitrary: fc.record({ kind: fc.constant('card' as const), card: cardArb }) },
      { weight: 1, arbitrary: fc.constant({ kind: 'bankLoan' as const }) },
      { weight: 3, arbitrary: fc.constant({ kind: 'pass' as const }) },
    )

    const seen: Record<string, number> = {}
    /** Applies an action the sheets would offer; a refusal is a bug here, except the ones checked before. */
    function apply(g: DiscretionGame, a: DiscretionAction): void {
      const e = g.apply(a)
      seen[e.kind] = (seen[e.kind] ?? 0) + 1
      expect(e.postings.reduce((sum, p) => sum + p.amount, 0)).toBe(0)
    }
    /** The refusal code the action would meet now, or null when it can be applied. */
    function problemOf(g: DiscretionGame, a: DiscretionAction): string | null {
      try {
        return g.preview(a).problem?.code ?? null
      } catch (e) {
        if (!isRuleError(e)) throw e
        return e.code
      }
    }
    /** Raises cash for every short player under `purpose` as the sheet would (bank loan for a tax card when he can, else the loan shark); false when someone cannot. */
    function raiseFor(g: DiscretionGame, purpose: DiscretionAction): boolean {
      for (let guard = 0; guard < 10; guard++) {
        const sheet = g.preview(purpose)
        const short = sheet.lines.find((l) => l.shortfall > 0)
        if (!short) return sheet.problem === null
        const bank: DiscretionAction = { type: 'bankLoan', player: short.player, for: purpose }
        const units = Math.ceil(short.shortfall / MONEY.sharkLoan)
        const shark: DiscretionAction = { type: 'sharkLoan', player: short.player, count: units, for: purpose }
        // never more loan-shark units than the shortfall needs
        expect(problemOf(g, { ...shark, count: units + 1 })).toMatch(
          /^(loanExceedsShortfall|sharkLoanLimit|sharkSupplyExhausted)$/,
        )
        const loan = purpose.type === 'buildingTax' && problemOf(g, bank) === null ? bank : shark
        if (problemOf(g, loan) !== null) return false
        apply(g, loan)
      }
      return false
    }
    function landTaxRate(g: DiscretionGame): number | undefined {
      return g.state.year >= 4 && g.state.landTaxRates[String(g.state.year)] === undefined
        ? 10_000 * (g.state.year - 3)
        : undefined
    }

    fc.assert(
      fc.property(fc.array(step, { minLength: 10, maxLength: 60 }), (steps) => {
        const g = newGame(players)
        const initial = structuredClone(g.ledgerState)
        for (const s of steps) {
          const active = g.state.active
          if (s.kind === 'pass') apply(g, { type: 'passTurn' })
          else if (s.kind === 'bankLoan') {
            const a: DiscretionAction = { type: 'bankLoan', player: active }
            if (problemOf(g, a) === null) apply(g, a)
          } else if (s.kind === 'build') {
            const a = resolveDiscretion(g.ledgerState, {
              type: 'smartBuild',
              player: active,
              buildingType: s.buildingType,
              k: s.k,
              two: s.two,
            })
            const code = problemOf(g, a)
            if ((code === null || (code === 'insufficientFunds' && raiseFor(g, a))) && problemOf(g, a) === null)
              apply(g, a)
          } else {
            let card = s.card
            if (card.type === 'endOfYear') {
              const rate = landTaxRate(g)
              if (rate !== undefined) card = { ...card, landTaxRate: rate }
            }
            if (card.type === 'buildingTax' && g.state.year < 2) card = { type: 'setYear', year: 2 }
            const code = problemOf(g, card)
            if ((code === null || (code === 'insufficientFunds' && raiseFor(g, card))) && problemOf(g, card) === null)
              apply(g, card)
          }
          if (g.state.finished) break
          // money conserved, loans within their limits
          expect(totalOfBalances(g.ledgerState.balances)).toBe(0)
          const st = g.state
          const bank = Object.values(st.bankLoans).reduce((a, b) => a + b, 0)
          const shark = Object.values(st.sharkLoans).reduce((a, b) => a + b, 0)
          expect(bank).toBeLessThanOrEqual(LIMITS.bankLoanSupply)
          expect(shark).toBeLessThanOrEqual(LIMITS.sharkSupply)
          expect(st.bankLoanSupply).toBe(LIMITS.bankLoanSupply - bank)
          expect(st.sharkLoanSupply).toBe(LIMITS.sharkSupply - shark)
          for (const p of players) {
            expect(st.sharkLoans[p] ?? 0).toBeLessThanOrEqual(LIMITS.sharkPerPlayer)
            const owned = st.buildings.filter((b) => b.owner === p).length
            expect((st.bankLoans[p] ?? 0) * LIMITS.buildingsPerLoan).toBeLessThanOrEqual(owned)
            if (!st.eliminated.includes(p)) expect(st.balances[p]).toBeGreaterThanOrEqual(0)
          }
        }
        while (g.canUndo) g.undo()
        expect(g.ledgerState).toEqual(initial)
      }),
      { numRuns: 60, seed: 1 },
    )
    // the sequences do build, settle cards and borrow for shortfalls
    for (const kind of ['build', 'auction', 'sharkLoan', 'bankLoan', 'endOfYear', 'otherCard'])
      expect(seen[kind] ?? 0, kind).toBeGreaterThan(0)
  })
})
