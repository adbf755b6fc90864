import { describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { TischbankDb, SCHEMA_VERSION } from '@/db/schema'
import { loadGame, storageError, verifyGame } from '@/db'
import v1 from './fixtures/v1.json'

/** The stores exactly as schema version 1 declared them (never edit: it is history). */
const V1_STORES = {
  games: 'id, updatedAt',
  heads: 'gameId',
  entries: 'id, [gameId+seq], [gameId+live+seq]',
  boards: 'id, updatedAt',
  decks: 'id, updatedAt',
  settings: 'key',
}

/** Writes a fixture with the schema of its version, as that version of the app did. */
async function writeFixture(factory: IDBFactory, name: string, dump: { schemaVersion: number; tables: Record<string, unknown[]> }, stores: Record<string, string>) {
  const old = new Dexie(name, { indexedDB: factory, IDBKeyRange })
  old.version(dump.schemaVersion).stores(stores)
  await old.open()
  await old.transaction('rw', old.tables, async () => {
    for (const [table, rows] of Object.entries(dump.tables)) if (rows.length) await old.table(table).bulkAdd(rows)
  })
  old.close()
}

describe('schema versions', () => {
  it(`this build writes schema version ${SCHEMA_VERSION}, and every earlier version has a fixture`, () => {
    const fixtures = [v1.schemaVersion]
    expect(fixtures).toEqual(Array.from({ length: SCHEMA_VERSION }, (_, i) => i + 1))
  })

  it('a version 1 database opens in the current version with identical state, undo position and history', async () => {
    const factory = new IDBFactory()
    await writeFixture(factory, 'fixture-v1', v1 as never, V1_STORES)
    const db = new TischbankDb('fixture-v1', { indexedDB: factory, IDBKeyRange })
    const { game, head } = await loadGame(db, 'fixture-game-1')
    expect(game.name).toBe('Spieleabend')
    expect(head.state).toEqual(v1.tables.heads[0]!.state)
    expect(head.redo).toEqual(v1.tables.heads[0]!.redo)
    expect(await db.entries.count()).toBe(v1.tables.entries.length)
    const verified = await verifyGame(db, 'fixture-game-1')
    expect(verified.ok).toBe(true)
    expect(verified.folded.balances).toEqual({ bank: -4700, p1: 1380, p2: 1620, p3: 1700 })
    db.close()
  })

  it('a database written by a newer version is refused with a clear message and never wiped', async () => {
    const factory = new IDBFactory()
    // a future app: schema version 99 with an extra store
    const future = new Dexie('future', { indexedDB: factory, IDBKeyRange })
    future.version(99).stores({ ...V1_STORES, somethingNew: 'id' })
    await future.open()
    await future.table('games').add({ id: 'keep-me', name: 'Future game' })
    future.close()

    const db = new TischbankDb('future', { indexedDB: factory, IDBKeyRange })
    const err = await db.open().then(
      () => null,
      (e: unknown) => e,
    )
    expect(err).not.toBeNull()
    expect(storageError(err).code).toBe('storageTooNew')
    db.close()

    const again = new Dexie('future', { indexedDB: factory, IDBKeyRange })
    await again.open() // opens at whatever version is there, without declaring a schema
    expect(await again.table('games').get('keep-me')).toMatchObject({ name: 'Future game' })
    again.close()
  })
})
