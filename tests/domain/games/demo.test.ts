import { describe, expect, it } from 'vitest'
import { buildConfig } from '@/domain/games/setup'
import { demoSetup, DEMO_GMBH_DECK } from '@/domain/games/demo'
import { GAME_TYPES } from '@/domain/games/types'
import { validateDeck } from '@/domain/games/gmbh/deck'

describe('demo games', () => {
  it('every game type has a demo setup that passes its own validation', () => {
    for (const type of GAME_TYPES) {
      const config = buildConfig(type, demoSetup(type))
      expect(config.type).toBe(type)
      expect(config.players.length).toBeGreaterThanOrEqual(3)
    }
  })
  it('the demo GmbH deck is a valid standard deck of 61 cards', () => {
    expect(validateDeck(DEMO_GMBH_DECK, { standard: true }).isValid).toBe(true)
  })
})
