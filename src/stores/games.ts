import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import type { Subscription } from 'dexie'
import type { GameRecord } from '@/db'
import { loadAnyModule } from '@/domain/games'
import type { GameConfig } from '@/domain/games/types'

export type { GameRecord } from '@/db'

type DbModule = typeof import('@/db')
type DexieModule = typeof import('dexie')

// Dexie and the repository are not in the app's first chunk: they load (a dynamic import) when the
// start screen asks for its list, after its first paint, or with the first screen that opens a game.
let dbModule: DbModule | undefined
let dexieModule: DexieModule | undefined
async function loadDb(): Promise<DbModule> {
  dbModule ??= await import('@/db')
  return dbModule
}

/** The saved games on this device, newest activity first, kept live across tabs while the start screen watches. */
export const useGamesStore = defineStore('games', () => {
  const games = shallowRef<GameRecord[]>([])
  const loaded = shallowRef(false)
  const loadError = shallowRef<unknown>(null)
  /** True once the database is closed for a newer schema (another tab, or refused at open): every screen offers a reload. */
  const storageLost = shallowRef(false)
  /** True while this build's upgrade of the database waits for a tab of an older build to close it: the App says to close that tab. */
  const storageBlocked = shallowRef(false)
  /** True while database requests have gone unanswered for STUCK_MS (a wedged IndexedDB, issue 33): the App says to close the browser. */
  const storageStuck = shallowRef(false)
  let unwatchLost: (() => void) | undefined
  let unwatchBlocked: (() => void) | undefined
  let unwatchStuck: (() => void) | undefined
  let wantLost = false
  let sub: Subscription | undefined
  /** Bumped by stopWatching, so a watchList still opening the database does not subscribe after it. */
  let generation = 0

  function setError(e: unknown) {
    loadError.value = e
    loaded.value = true
  }

  /** Follows the loaded database's lost state (once watchStorage asked for it). */
  function followLost(m: DbModule) {
    if (!wantLost) return
    unwatchLost?.()
    unwatchLost = m.getDb().onLost(() => (storageLost.value = true))
    unwatchBlocked?.()
    unwatchBlocked = m.getDb().onBlocked((b) => (storageBlocked.value = b))
    unwatchStuck?.()
    unwatchStuck = m.getDb().onStuck((s) => (storageStuck.value = s))
    void m
      .getDb()
      .open()
      .catch(() => undefined)
  }

  async function db(): Promise<DbModule> {
    const had = dbModule !== undefined
    const m = await loadDb()
    if (!had) followLost(m)
    return m
  }

  /** Starts watching the game list (idempotent); says so when storage cannot be opened. The start screen stops it on leaving. */
  async function watchList() {
    if (sub) return
    const gen = ++generation
    let m: DbModule
    try {
      m = await db()
      dexieModule ??= await import('dexie')
      await m.getDb().open()
    } catch (e) {
      setError(dbModule ? dbModule.storageError(e) : e)
      return
    }
    if (sub || gen !== generation) return
    // resolves with the first answer: the screen shows the list, or why there is none
    await new Promise<void>((resolve) => {
      sub = dexieModule!
        .liveQuery(() => m.listGames(m.getDb()))
        .subscribe({
          next(list) {
            games.value = list
            loadError.value = null
            loaded.value = true
            resolve()
          },
          error(e) {
            setError(m.storageError(e))
            resolve()
          },
        })
    })
  }

  /** Says when the database is lost to a newer schema, blocked or stuck (App: once, for every screen), from the database once it is loaded. */
  function watchStorage() {
    wantLost = true
    if (dbModule) followLost(dbModule)
  }

  /** Loads the database and follows its lost state (main.ts: on every screen but the start screen, which needs no Dexie). */
  async function followDb(): Promise<void> {
    await db()
  }

  /** Stops the live list: no re-read of the list on every payment while no screen shows it. */
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
    const m = await db()
    const n = m.checkGameName(name)
    const mod = await loadAnyModule(config.type)
    const initial = mod.initialState(config)
    try {
      await m.getDb().open()
      return await m.createGame(m.getDb(), {
        name: n,
        config,
        initial,
        setup: mod.setupDrafts(config, rng),
        admitOptions: mod.admitOptions(config),
      })
    } catch (e) {
      throw m.storageError(e)
    }
  }

  /** A fresh start of a saved game with the same players and options: its config is checked again by the module's parseConfig. */
  async function duplicate(game: GameRecord, name: string, rng: () => number = Math.random): Promise<GameRecord> {
    const m = await loadAnyModule(game.type)
    const { players, currency, options } = game.config
    return create(name, m.parseConfig({ players, currency, options }), rng)
  }

  async function rename(id: string, name: string) {
    const m = await db()
    try {
      await m.renameGame(m.getDb(), id, name)
    } catch (e) {
      throw m.storageError(e)
    }
  }

  async function remove(id: string) {
    const m = await db()
    try {
      await m.deleteGame(m.getDb(), id)
    } catch (e) {
      throw m.storageError(e)
    }
  }

  return {
    games,
    loaded,
    loadError,
    storageLost,
    storageBlocked,
    storageStuck,
    watchStorage,
    followDb,
    watchList,
    stopWatching,
    isWatching,
    create,
    duplicate,
    rename,
    remove,
  }
})
