import { describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { TischbankDb, SCHEMA_VERSION } from '@/db/schema'
import { loadGame, redo, storageError, undo, verifyGame } from '@/db'
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

// No schema version has been added yet (SCHEMA_VERSION is 1), so there is no upgrade to test: these
// tests check that a database as version 1 wrote it opens unchanged with this build's code (head layout,
// cursor, fold), and that a database of a NEWER schema is refused and kept. When version 2 comes, add
// its upgrade test here: the v1 fixture opened by the v2 schema.
describe('stored databases: the version 1 layout and newer schemas', () => {
  it(`this build writes schema version ${SCHEMA_VERSION}, and every earlier version has a fixture`, () => {
    const fixtures = [v1.schemaVersion]
    expect(fixtures).toEqual(Array.from({ length: SCHEMA_VERSION }, (_, i) => i + 1))
  })

  it('the v1 fixture (written with the v1 stores, as version 1 of the app did) opens with identical state, undo position and history, and undo/redo continue on it', async () => {
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
    expect(head).toMatchObject({ nextSeq: 7, liveActions: 2, entryCount: 6 })
    // the stored head is the cursor's head: redo re-applies the undone payment (seq 6), undo takes it back
    const redone = await redo(db, 'fixture-game-1')
    expect(redone.entry.seq).toBe(6)
    expect(redone.head).toMatchObject({ redo: [], liveActions: 3, nextSeq: 7 })
    const undone = await undo(db, 'fixture-game-1')
    expect(undone.head.state).toEqual(v1.tables.heads[0]!.state)
    expect((await verifyGame(db, 'fixture-game-1')).ok).toBe(true)
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
