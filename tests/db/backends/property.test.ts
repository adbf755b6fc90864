import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { loadModule } from '@/domain/games'
import type { Json } from '@/domain/ledger/types'
import type { SetupInput } from '@/domain/games/contract'
import type { PropertyConfig } from '@/domain/games/property/config'
import type { PropertyData } from '@/domain/games/property/rules'
import type { PropertyAction } from '@/domain/games/property/types'
import { HANG_MS, asIs, driveBoth, ops, type DrivenGame } from './driver'
import { PROPERTY_PLAYERS, PROPERTY_SPACES, propertyAction } from './propertyActions'

const players = PROPERTY_PLAYERS.map((name) => ({ id: name, name }))
type PropertyModule = DrivenGame<PropertyConfig, PropertyData, PropertyAction> & {
  parseConfig(input: SetupInput): PropertyConfig
}
const games: { type: 'dkt' | 'monopolyDe'; module: PropertyModule; options: { [k: string]: Json } }[] = [
  { type: 'dkt' as const, module: await loadModule('dkt'), options: { quickStart: true, houses: 12, hotels: 3 } },
  {
    type: 'monopolyDe' as const,
    module: await loadModule('monopolyDe'),
    options: { freeParkingJackpot: true, houses: 12, hotels: 3 },
  },
]

describe.each(games)(
  '$type on both back ends (in-memory ledger and IndexedDB)',
  { timeout: HANG_MS },
  ({ type, module, options }) => {
    const config = module.parseConfig({ players, options })
    it('same outcome and state after every step; sum zero, bank supply never negative, undo+redo identity, undo-all = after setup, reload = same', async () => {
      const kinds = new Set<string>()
      await fc.assert(
        fc.asyncProperty(
          ops(propertyAction(PROPERTY_SPACES[type]), { minLength: 30, maxLength: 45 }),
          async (steps) => {
            const r = await driveBoth(
              {
                game: module,
                config,
                resolve: asIs,
                rng: () => 0.5,
                check: (s) => {
                  expect(s.data.supply.houses).toBeGreaterThanOrEqual(0)
                  expect(s.data.supply.hotels).toBeGreaterThanOrEqual(0)
                },
              },
              steps,
            )
            for (const k of r.kinds) kinds.add(k)
          },
        ),
        { numRuns: 20, seed: 7 },
      )
      for (const k of ['buy', 'rent', 'build', 'mortgage', 'trade']) expect(kinds).toContain(k)
    })
  },
)
