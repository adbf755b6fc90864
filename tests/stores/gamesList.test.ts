import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { SCHEMA_VERSION, TischbankDb } from '@/db/schema'
import { createGame, listGames, setDb } from '@/db'
import { primeGameList, readGameList, touchesGames, type ListSource } from '@/db/quickList'
import { useGamesStore, useQuickList } from '@/stores/games'
import { freePlayConfig } from '@/domain/games/freePlay'
import { loadAnyModule } from '@/domain/games'
import { expectRuleErrorAsync } from '../helpers/ruleError'

let n = 0
let factory: IDBFactory
let src: ListSource
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
  return createGame(db, { name, config, initial: m.initialState(config), setup: m.setupDrafts(config, Math.random), admitOptions: m.admitOptions(config), now })
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
  src = { factory, name: `quick-${n}-${Math.random().toString(36).slice(2)}` }
  setActivePinia(createPinia())
})
afterEach(() => {
  useGamesStore().stopWatching()
  useQuickList(undefined)
  for (const db of open.splice(0)) db.close()
  setDb(undefined)
})

describe('quickList: the start screen reads the games without Dexie', () => {
  it('no database yet: an empty list, and the database is not created (Dexie creates it with its schema)', async () => {
    expect(await readGameList(src)).toEqual([])
    expect((await factory.databases()).map((d) => d.name)).not.toContain(src.name)
    // Dexie then opens it as new, at its own version
    const db = tab()
    await db.open()
    expect(db.verno).toBe(SCHEMA_VERSION)
  })

  it('reads what Dexie stored, newest activity first, as listGames does', async () => {
    const db = tab()
    await addGame(db, 'Old', 1000)
    await addGame(db, 'New', 3000)
    await addGame(db, 'Mid', 2000)
    const quick = await readGameList(src)
    expect(quick.map((g) => g.name)).toEqual(['New', 'Mid', 'Old'])
    expect(quick).toEqual(await listGames(db))
  })

  it('a database of a newer schema is refused with the newer-version message and left untouched', async () => {
    await tab().open()
    open.splice(0).forEach((d) => d.close())
    await openNewer()
    await expectRuleErrorAsync(readGameList(src), 'storageTooNew')
    expect((await factory.databases()).find((d) => d.name === src.name)?.version).toBe((SCHEMA_VERSION + 1) * 10)
  })

  it('IndexedDB missing: storage unavailable', async () => {
    await expectRuleErrorAsync(readGameList({ factory: undefined, name: src.name }), 'storageUnavailable')
  })

  it("Dexie's change notices name the games table", () => {
    expect(touchesGames({ [`idb://${src.name}/games/updatedAt`]: {} }, src.name)).toBe(true)
    expect(touchesGames({ all: {} }, src.name)).toBe(true)
    expect(touchesGames({ [`idb://${src.name}/heads/`]: {} }, src.name)).toBe(false)
    expect(touchesGames({ [`idb://other/games/`]: {} }, src.name)).toBe(false)
    expect(touchesGames(null, src.name)).toBe(false)
  })
})

describe('games store with the quick list: live without Dexie on the start screen', () => {
  it('lists the games, follows writes of this tab and of another tab, and stops on leaving', async () => {
    await addGame(tab(), 'First', 1000)
    useQuickList(src)
    const games = useGamesStore()
    await games.watchList()
    expect(games.loaded).toBe(true)
    expect(games.isWatching()).toBe(true)
    expect(games.games.map((g) => g.name)).toEqual(['First'])
    // another tab (another Dexie connection) adds a game: the list follows
    await addGame(tab(), 'Second', 2000)
    await vi.waitFor(() => expect(games.games.map((g) => g.name)).toEqual(['Second', 'First']), { timeout: 2000 })
    // this tab's own rename and delete go through Dexie (loaded for the write)
    setDb(tab())
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

  it('the list primed before mounting is the first one shown', async () => {
    await addGame(tab(), 'Primed', 1000)
    primeGameList(src)
    useQuickList(src)
    const games = useGamesStore()
    await games.watchList()
    expect(games.games.map((g) => g.name)).toEqual(['Primed'])
  })

  it("another tab's upgrade to a newer schema is not blocked by the watching start screen, which says storage is lost", async () => {
    await addGame(tab(), 'Game', 1000)
    open.splice(0).forEach((d) => d.close())
    useQuickList(src)
    const games = useGamesStore()
    await games.watchList()
    // a re-read opens the watching connection (the primed read closed its own)
    await addGame(tab(), 'Other', 2000)
    open.splice(0).forEach((d) => d.close())
    await vi.waitFor(() => expect(games.games).toHaveLength(2))
    await openNewer()
    await vi.waitFor(() => expect(games.storageLost).toBe(true), { timeout: 2000 })
  })

  it('a database already of a newer schema: storage lost at once and the newer-version message, nothing listed', async () => {
    await tab().open()
    open.splice(0).forEach((d) => d.close())
    await openNewer()
    useQuickList(src)
    const games = useGamesStore()
    games.watchStorage()
    await games.watchList()
    expect(games.storageLost).toBe(true)
    expect(games.loadError).toMatchObject({ code: 'storageTooNew' })
    expect(games.games).toEqual([])
  })

  it('no database: an empty list, loaded, and nothing created until the first game', async () => {
    useQuickList(src)
    const games = useGamesStore()
    await games.watchList()
    expect(games.loaded).toBe(true)
    expect(games.games).toEqual([])
    expect(games.loadError).toBeNull()
    expect((await factory.databases()).map((d) => d.name)).not.toContain(src.name)
  })
})
