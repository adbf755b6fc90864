import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import Dexie from 'dexie'
import { SCHEMA_VERSION, TischbankDb } from '@/db/schema'
import { createGame, setDb } from '@/db'
import { useGamesStore } from '@/stores/games'
import { freePlayConfig } from '@/domain/games/freePlay'
import { loadAnyModule } from '@/domain/games'
import { STUCK_MS } from '@/db/watchdog'
import { holdStores, untilInFlight } from '../db/hold'

let n = 0
let factory: IDBFactory
let src: { name: string }
const open: TischbankDb[] = []

/** A Dexie connection to the test database (a tab of the app). */
function tab(): TischbankDb {
  const db = new TischbankDb(src.name, { indexedDB: factory, IDBKeyRange })
  open.push(db)
  return db
}

async function addGame(db: TischbankDb, name: string, now: number) {
  const config = freePlayConfig({ players: ['Anna', 'Ben'] })
  const m = await loadAnyModule('freePlay')
  return createGame(db, {
    name,
    config,
    initial: m.initialState(config),
    setup: m.setupDrafts(config, Math.random),
    admitOptions: m.admitOptions(config),
    now,
  })
}

/** What a newer build does in another tab: opens the database at schema 2 with a new store. */
function openNewer(): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = factory.open(src.name, (SCHEMA_VERSION + 1) * 10)
    req.onupgradeneeded = () => req.result.createObjectStore('somethingNew')
    req.onsuccess = () => {
      req.result.close()
      resolve()
    }
    req.onerror = () => reject(req.error)
  })
}

beforeEach(() => {
  n++
  factory = new IDBFactory()
  src = { name: `quick-${n}-${Math.random().toString(36).slice(2)}` }
  setActivePinia(createPinia())
})
afterEach(() => {
  useGamesStore().stopWatching()
  for (const db of open.splice(0)) db.close()
  setDb(undefined)
})

describe("games store: the start screen's live list (Dexie's live query, loaded after the first paint)", () => {
  it('lists the games, follows writes of this tab and of another tab, and stops on leaving', async () => {
    await addGame(tab(), 'First', 1000)
    setDb(tab())
    const games = useGamesStore()
    await games.watchList()
    expect(games.loaded).toBe(true)
    expect(games.isWatching()).toBe(true)
    expect(games.games.map((g) => g.name)).toEqual(['First'])
    // another tab (another Dexie connection) adds a game: the list follows
    await addGame(tab(), 'Second', 2000)
    await vi.waitFor(() => expect(games.games.map((g) => g.name)).toEqual(['Second', 'First']), { timeout: 2000 })
    // this tab's own rename and delete
    const id = games.games[1]!.id
    await games.rename(id, 'Renamed')
    await vi.waitFor(() => expect(games.games.map((g) => g.name)).toEqual(['Second', 'Renamed']), { timeout: 2000 })
    await games.remove(id)
    await vi.waitFor(() => expect(games.games.map((g) => g.name)).toEqual(['Second']), { timeout: 2000 })
    games.stopWatching()
    expect(games.isWatching()).toBe(false)
    await addGame(tab(), 'Third', 3000)
    await new Promise((r) => setTimeout(r, 50))
    expect(games.games.map((g) => g.name)).toEqual(['Second'])
  })

  it("another tab's upgrade to a newer schema is not blocked by the watching start screen, which says storage is lost", async () => {
    await addGame(tab(), 'Game', 1000)
    open.splice(0).forEach((d) => d.close())
    const app = tab()
    setDb(app)
    const games = useGamesStore()
    games.watchStorage()
    await games.watchList()
    // another tab writes and closes: the start screen's own connection stays open
    const other = tab()
    await addGame(other, 'Other', 2000)
    other.close()
    await vi.waitFor(() => expect(games.games).toHaveLength(2))
    await openNewer()
    await vi.waitFor(() => expect(games.storageLost).toBe(true), { timeout: 2000 })
  })

  it('a database already of a newer schema: storage lost at once and the newer-version message, nothing listed', async () => {
    await tab().open()
    open.splice(0).forEach((d) => d.close())
    await openNewer()
    setDb(tab())
    const games = useGamesStore()
    games.watchStorage()
    await games.watchList()
    expect(games.storageLost).toBe(true)
    expect(games.loadError).toMatchObject({ code: 'storageTooNew' })
    expect(games.games).toEqual([])
  })

  it('no database yet: an empty list, loaded, no error; the database is made at this schema', async () => {
    setDb(tab())
    const games = useGamesStore()
    await games.watchList()
    expect(games.loaded).toBe(true)
    expect(games.games).toEqual([])
    expect(games.loadError).toBeNull()
    expect((await factory.databases()).find((d) => d.name === src.name)?.version).toBe(SCHEMA_VERSION * 10)
  })

  it('a tab of an older build holding the database open blocks the upgrade: the store says so, and goes on once that tab lets go', async () => {
    // the older build's tab: schema 2 open, and it does not close on another tab's upgrade
    const old = new Dexie(src.name, { indexedDB: factory, IDBKeyRange })
    old.version(1).stores({
      games: 'id, updatedAt',
      heads: 'gameId',
      entries: 'id, [gameId+seq], [gameId+live+seq]',
      boards: 'id, updatedAt',
      decks: 'id, updatedAt',
      settings: 'key',
    })
    old.version(2).stores({ pages: '[gameId+first], [gameId+lastLive]', settings: null })
    old.on('versionchange', () => false)
    await old.open()
    setDb(tab())
    const games = useGamesStore()
    games.watchStorage()
    await games.followDb()
    const listed = games.watchList()
    await vi.waitFor(() => expect(games.storageBlocked).toBe(true))
    expect(games.loaded).toBe(false)
    old.close()
    await listed
    expect(games.storageBlocked).toBe(false)
    expect(games.loaded).toBe(true)
    expect(games.loadError).toBeNull()
    expect(games.storageLost).toBe(false)
  })

  it('requests unanswered for STUCK_MS (a wedged database): the store says storage is stuck, and stops saying it once they are answered', async () => {
    // the watchdog's timer and clock are the test's; fake-indexeddb goes on with its own (setImmediate)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    try {
      const db = tab()
      const { id } = await addGame(db, 'Held', 1000)
      setDb(db)
      const games = useGamesStore()
      games.watchStorage()
      await games.followDb()
      const holder = await holdStores(factory, src.name, ['games'])
      const renamed = games.rename(id, 'Renamed')
      await untilInFlight(db)
      await vi.advanceTimersByTimeAsync(STUCK_MS - 1)
      expect(games.storageStuck).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(games.storageStuck).toBe(true)
      await holder.release()
      await renamed
      expect(games.storageStuck).toBe(false)
      expect((await db.games.get(id))?.name).toBe('Renamed')
    } finally {
      vi.useRealTimers()
    }
  })
})
