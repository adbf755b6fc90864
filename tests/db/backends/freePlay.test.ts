import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { loadModule } from '@/domain/games'
import type { FreePlayAction } from '@/domain/games/freePlay'
import { HANG_MS, asIs, driveBoth, ops } from './driver'

const m = await loadModule('freePlay')
const names = ['Anna', 'Ben', 'Cem']
const config = m.parseConfig({ players: names.map((name) => ({ id: name, name })), options: { salary: 200 } })
const account = fc.constantFrom('bank', ...names)
const action: fc.Arbitrary<FreePlayAction> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('pay' as const),
      from: account,
      to: account,
      amount: fc.integer({ min: 1, max: 3000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('salary' as const), player: fc.constantFrom(...names) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('leave' as const), player: fc.constantFrom(...names) }) },
)

describe('free play on both back ends (in-memory ledger and IndexedDB)', { timeout: HANG_MS }, () => {
  it('same outcome and state after every step; sum zero, undo+redo identity, undo-all = after setup, reload = same', async () => {
    const kinds = new Set<string>()
    await fc.assert(
      fc.asyncProperty(ops(action, { maxLength: 40 }), async (steps) => {
        const r = await driveBoth({ game: m, config, resolve: asIs }, steps)
        for (const k of r.kinds) kinds.add(k)
      }),
      { numRuns: 30 },
    )
    for (const k of ['payment', 'salary']) expect(kinds).toContain(k)
  })
})
