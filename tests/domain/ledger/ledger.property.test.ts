import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { runPack } from '@/domain/games/engine'
import { freePlay, freePlayConfig, type FreePlayAction } from '@/domain/games/freePlay'
import { fold, totalOfBalances } from '@/domain/ledger'
import { asIs, driveBoth } from '../../db/backends/driver'

const players = ['Anna', 'Ben', 'Cem']
const account = fc.constantFrom('bank', ...players)
type Step = { kind: 'act'; action: FreePlayAction } | { kind: 'undo' } | { kind: 'redo' }
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .record({ from: account, to: account, amount: fc.integer({ min: 1, max: 3000 }) })
      .map((p) => ({ kind: 'act' as const, action: { type: 'pay' as const, ...p } })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(...players)
      .map((p) => ({ kind: 'act' as const, action: { type: 'salary' as const, player: p } })),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'redo' as const }) },
)

const config = freePlayConfig({ players, salary: 200 })

function runSteps(steps: Step[]) {
  const game = runPack(freePlay, config)
  for (const s of steps) {
    try {
      if (s.kind === 'act') game.apply(s.action)
      else if (s.kind === 'undo') game.undo()
      else game.redo()
    } catch {
      // refused actions (paying yourself, insufficient funds, nothing to undo) change nothing
    }
  }
  return game
}

describe('ledger invariants over random payments, salary, undo and redo', () => {
  it('the sum of all accounts including the bank is always 0', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const game = runSteps(steps)
        expect(totalOfBalances(game.ledgerState.balances)).toBe(0)
        for (const v of Object.values(game.ledgerState.balances)) expect(Number.isSafeInteger(v)).toBe(true)
      }),
      { numRuns: 200 },
    )
  })

  it('undo of everything returns the state right after setup', () => {
    const start = runPack(freePlay, config).ledgerState
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const game = runSteps(steps)
        while (game.canUndo) game.undo()
        expect(game.ledgerState).toEqual(start)
      }),
      { numRuns: 200 },
    )
  })

  it('undo then redo is the identity, and the fold of the entries equals the incremental state', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const game = runSteps(steps)
        const before = structuredClone(game.ledgerState)
        if (game.canUndo) {
          game.undo()
          game.redo()
        }
        expect(game.ledgerState).toEqual(before)
        expect(fold(freePlay.initialState(config), game.entries)).toEqual(game.ledgerState)
      }),
      { numRuns: 200 },
    )
  })

  it('the state written to fake-indexeddb and read back equals the in-memory state (every step refused or accepted alike)', async () => {
    // the shared two-back-end driver: same outcome per step, same state, reload = same, fold = head
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        await driveBoth(
          { game: freePlay, config, resolve: asIs, rng: Math.random },
          steps.map((s) => (s.kind === 'act' ? { t: 'act' as const, raw: s.action } : { t: s.kind })),
        )
      }),
      { numRuns: 25 },
    )
  })
})
