import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { loadModule } from '@/domain/games'
import { demoBoard } from '@/domain/games/discretion/board'
import { HANG_MS, driveBoth, ops } from './driver'
import { DISCRETION_PLAYERS, discretionAction, resolveDiscretion } from './discretionActions'

const m = await loadModule('discretion')
const config = m.parseConfig({
  players: DISCRETION_PLAYERS.map((id) => ({ id, name: id.toUpperCase() })),
  options: { board: demoBoard },
})

describe('Discretion on both back ends (in-memory ledger and IndexedDB)', { timeout: HANG_MS }, () => {
  it('same outcome and state after every step; sum zero, no player below 0, undo+redo identity, undo-all = after setup, reload = same', async () => {
    const kinds = new Set<string>()
    await fc.assert(
      fc.asyncProperty(ops(discretionAction, { minLength: 20, maxLength: 50 }), async (steps) => {
        const r = await driveBoth(
          {
            game: m,
            config,
            resolve: resolveDiscretion,
            check: (s) => {
              for (const p of DISCRETION_PLAYERS)
                if (s.data.eliminated[p] !== true) expect(s.balances[p]).toBeGreaterThanOrEqual(0)
              for (const v of Object.values(s.data.sharkLoans)) expect(v).toBeLessThanOrEqual(20)
            },
          },
          steps,
        )
        for (const k of r.kinds) kinds.add(k)
      }),
      { numRuns: 25, seed: 11 },
    )
    for (const k of ['auction', 'build', 'demolish', 'sharkLoan', 'harvest', 'bankruptcy']) expect(kinds).toContain(k)
  })
})
