import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { freshDb } from '../helpers/db'
import { useGamesStore } from '@/stores/games'
import { useGameStore } from '@/stores/game'
import { loadGame, getDb } from '@/db'
import { loadAnyModule } from '@/domain/games'
import { loadCoreMessages, makeI18n } from '@/modules/i18n'
import { RuleError } from '@/domain/errors'

beforeEach(() => {
  setActivePinia(createPinia())
})

/** A DKT game (its texts are a module of their own) in a fresh database, with an i18n instance holding only the core texts. */
async function dktGame() {
  freshDb()
  const i18n = makeI18n('en', { en: await loadCoreMessages('en') })
  const m = await loadAnyModule('dkt')
  const g = await useGamesStore().create('Abend', m.parseConfig(m.demoSetup()))
  return { i18n, id: g.id }
}

describe('game store: open loads the game with its code and texts', () => {
  it("opens the game as stored and loads the history texts and the game type's texts (no screen has to wait for them one after another)", async () => {
    const { i18n, id } = await dktGame()
    expect(i18n.global.te('errors.notAStreet', 'en')).toBe(false)
    expect(i18n.global.te('historyView.player', 'en')).toBe(false)
    const store = useGameStore()
    await store.open(id)
    const stored = await loadGame(getDb(), id)
    expect({ game: store.game, head: store.head }).toEqual(stored)
    expect(store.recent.length).toBeGreaterThan(0)
    expect(store.error).toBeNull()
    await vi.waitFor(
      () => {
        expect(i18n.global.t('errors.notAStreet', { property: 'Ring' })).toBe(
          'Ring is not a street: nothing can be built on it',
        )
        expect(i18n.global.t('historyView.player')).toBe('Player')
        // the first import of a message file in a test run is transformed on the spot: seconds at a high load
      },
      { timeout: 10_000 },
    )
  })

  it('a game that does not exist: the open says so and shows nothing', async () => {
    await dktGame()
    const store = useGameStore()
    await store.open('no-such-game')
    expect(store.error).toBeInstanceOf(RuleError)
    expect((store.error as RuleError).code).toBe('gameNotFound')
    expect({ game: store.game, head: store.head, recent: store.recent }).toEqual({ game: null, head: null, recent: [] })
  })

  it('a stored game of a type this build does not know: the open says so (the early read of its record does not hide the refusal)', async () => {
    const { id } = await dktGame()
    await getDb().games.update(id, { type: 'chess' as never })
    const store = useGameStore()
    await store.open(id)
    expect(store.error).toBeInstanceOf(RuleError)
    expect((store.error as RuleError).code).toBe('gameTypeUnavailable')
    expect(store.game).toBeNull()
  })
})
