import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import { liveQuery, type Subscription } from 'dexie'
import { checkGameName, createGame, deleteGame, getDb, renameGame, storageError, type GameRecord } from '@/db'
import { loadPack } from '@/domain/games/registry'
import type { GameConfig } from '@/domain/games/types'

/** The saved games on this device, newest activity first, kept live across tabs. */
export const useGamesStore = defineStore('games', () => {
  const games = shallowRef<GameRecord[]>([])
  const loaded = shallowRef(false)
  const loadError = shallowRef<unknown>(null)
  let sub: Subscription | undefined

  /** Starts watching the game list (idempotent); says so when storage cannot be opened. */
  async function watchList() {
    if (sub) return
    try {
      await getDb().open()
    } catch (e) {
      loadError.value = storageError(e)
      loaded.value = true
      return
    }
    if (sub) return
    sub = liveQuery(() => getDb().games.orderBy('updatedAt').reverse().toArray()).subscribe({
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

  function stopWatching() {
    sub?.unsubscribe()
    sub = undefined
  }

  /** Creates a game: validates the name, writes setup entries (starting capital …) in one transaction. */
  async function create(name: string, config: GameConfig, rng: () => number = Math.random): Promise<GameRecord> {
    const n = checkGameName(name)
    const pack = await loadPack(config.type)
    const initial = pack.initialState(config)
    try {
      await getDb().open()
      return await createGame(getDb(), { name: n, config, initial, setup: pack.setupDrafts(config, rng), admitOptions: pack.admitOptions(config) })
    } catch (e) {
      throw storageError(e)
    }
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

  return { games, loaded, loadError, watchList, stopWatching, create, rename, remove }
})
