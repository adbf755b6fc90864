import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import { liveQuery, type Subscription } from 'dexie'
import { checkGameName, createGame, deleteGame, getDb, listGames, renameGame, storageError, type GameRecord } from '@/db'
import { loadAnyModule } from '@/domain/games'
import type { GameConfig } from '@/domain/games/types'

export type { GameRecord } from '@/db'

/** The saved games on this device, newest activity first, kept live across tabs while the start screen watches. */
export const useGamesStore = defineStore('games', () => {
  const games = shallowRef<GameRecord[]>([])
  const loaded = shallowRef(false)
  const loadError = shallowRef<unknown>(null)
  /** True once the database is closed for a newer schema (another tab, or refused at open): every screen offers a reload. */
  const storageLost = shallowRef(false)
  let unwatchLost: (() => void) | undefined
  let sub: Subscription | undefined
  /** Bumped by stopWatching, so a watchList still opening the database does not subscribe after it. */
  let generation = 0

  /** Starts watching the game list (idempotent); says so when storage cannot be opened. The start screen stops it on leaving. */
  async function watchList() {
    if (sub) return
    const gen = ++generation
    try {
      await getDb().open()
    } catch (e) {
      loadError.value = storageError(e)
      loaded.value = true
      return
    }
    if (sub || gen !== generation) return
    sub = liveQuery(() => listGames(getDb())).subscribe({
      next(list) {
        games.value = list
        loaded.value = true
      },
      error(e) {
        loadError.value = storageError(e)
        loaded.value = true
      },
    })
  }

  /** Opens the database and follows whether it is lost to a newer schema (App: once, for every screen). */
  function watchStorage() {
    unwatchLost?.()
    unwatchLost = getDb().onLost(() => (storageLost.value = true))
    void getDb()
      .open()
      .catch(() => undefined)
  }

  /** Stops the live query: no re-read of the list on every payment while no screen shows it. */
  function stopWatching() {
    generation++
    sub?.unsubscribe()
    sub = undefined
  }

  /** True while the list is watched (tests: the start screen stops it on leaving). */
  function isWatching(): boolean {
    return sub !== undefined
  }

  /** Creates a game from a config its module's parseConfig gave: validates the name, writes setup entries (starting capital …) in one transaction. */
  async function create(name: string, config: GameConfig, rng: () => number = Math.random): Promise<GameRecord> {
    const n = checkGameName(name)
    const m = await loadAnyModule(config.type)
    const initial = m.initialState(config)
    try {
      await getDb().open()
      return await createGame(getDb(), { name: n, config, initial, setup: m.setupDrafts(config, rng), admitOptions: m.admitOptions(config) })
    } catch (e) {
      throw storageError(e)
    }
  }

  /** A fresh start of a saved game with the same players and options: its config is checked again by the module's parseConfig. */
  async function duplicate(game: GameRecord, name: string, rng: () => number = Math.random): Promise<GameRecord> {
    const m = await loadAnyModule(game.type)
    const { players, currency, options } = game.config
    return create(name, m.parseConfig({ players, currency, options }), rng)
  }

  async function rename(id: string, name: string) {
    try {
      await renameGame(getDb(), id, name)
    } catch (e) {
      throw storageError(e)
    }
  }

  async function remove(id: string) {
    try {
      await deleteGame(getDb(), id)
    } catch (e) {
      throw storageError(e)
    }
  }

  return { games, loaded, loadError, storageLost, watchStorage, watchList, stopWatching, isWatching, create, duplicate, rename, remove }
})
