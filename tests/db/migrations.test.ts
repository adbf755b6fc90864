import { describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { TischbankDb, SCHEMA_VERSION } from '@/db/schema'
import { allEntries, commitAction, entriesPage, loadGame, redo, storageError, undo, verifyGame } from '@/db'
import { freePlay, freePlayConfig } from '@/domain/games/freePlay'
import { appendStep, startHead } from '@/domain/ledger/cursor'
import type { Json, LedgerHead } from '@/domain/ledger/types'
import v1 from './fixtures/v1.json'
import v2 from './fixtures/v2.json'
import v3 from './fixtures/v3.json'

/** The stores exactly as schema version 1 declared them (never edit: it is history). */
const V1_STORES = {
  games: 'id, updatedAt',
  heads: 'gameId',
  entries: 'id, [gameId+seq], [gameId+live+seq]',
  boards: 'id, updatedAt',
  decks: 'id, updatedAt',
  settings: 'key',
}

/** The stores as schema versions 2 and 3 had them: version 1's without settings, with the sealed pages. */
const V3_STORES = {
  games: V1_STORES.games,
  heads: V1_STORES.heads,
  entries: V1_STORES.entries,
  boards: V1_STORES.boards,
  decks: V1_STORES.decks,
  pages: '[gameId+first], [gameId+lastLive]',
}

/** Writes a fixture with the schema of its version, as that version of the app did. */
async function writeFixture(
  factory: IDBFactory,
  name: string,
  dump: { schemaVersion: number; tables: Record<string, unknown[]> },
  stores: Record<string, string>,
) {
  const old = new Dexie(name, { indexedDB: factory, IDBKeyRange })
  old.version(dump.schemaVersion).stores(stores)
  await old.open()
  await old.transaction('rw', old.tables, async () => {
    for (const [table, rows] of Object.entries(dump.tables)) if (rows.length) await old.table(table).bulkAdd(rows)
  })
  old.close()
}

/**
 * A version-1 database of a long free-play game (n entries, one record each, as version 1 wrote
 * them), built through the rule pack and the ledger gate.
 */
function longV1Dump(n: number) {
  const config = freePlayConfig({
    players: [
      { id: 'p1', name: 'Anna', color: '#d32f2f' },
      { id: 'p2', name: 'Ben', color: '#1976d2' },
    ],
    salary: 200,
  })
  const opts = freePlay.admitOptions(config)
  const initial = freePlay.initialState(config)
  let head: LedgerHead<Json> = startHead(initial)
  const entries: Record<string, unknown>[] = []
  const push = (draft: Parameters<typeof appendStep>[1], isSetup: boolean) => {
    const step = appendStep(head, draft, opts, {
      id: `long-${entries.length + 1}`,
      gameId: 'long',
      ts: 1_764_547_200_000 + entries.length,
      isSetup,
    })
    head = step.head
    entries.push({ ...step.entry, live: 1 })
  }
  for (const d of freePlay.setupDrafts(config, Math.random)) push(d, true)
  while (entries.length < n)
    push(
      freePlay.plan(
        head.state as never,
        entries.length % 3
          ? { type: 'pay', from: 'p1', to: 'p2', amount: 1 + (entries.length % 9) }
          : { type: 'salary', player: 'p1' },
        config,
      ),
      false,
    )
  const heads = [{ gameId: 'long', initial, ...head }]
  return {
    schemaVersion: 1,
    config,
    tables: {
      games: [{ id: 'long', name: 'Long', type: 'freePlay', config, createdAt: 1, updatedAt: 2 }],
      heads,
      entries,
      boards: [],
      decks: [],
      settings: [],
    },
  }
}

// These tests check that a database as version 1 wrote it (tests/db/fixtures/v1.json, written by
// scripts/make-fixture-v1.ts) is upgraded to this build's schema with identical state, undo position
// and history, and that a database of a NEWER schema is refused and kept.
describe('stored databases: the version 1 layout, its upgrade to version 2, and newer schemas', () => {
  it(`this build writes schema version ${SCHEMA_VERSION}, and every earlier version has a fixture`, () => {
    const fixtures = [v1.schemaVersion, v2.schemaVersion, v3.schemaVersion]
    expect(fixtures).toEqual(Array.from({ length: SCHEMA_VERSION - 1 }, (_, i) => i + 1))
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
    // version 2: the pages table is there (the fixture's 6 entries are less than a page: they stay the live tail), settings is gone
    expect(db.verno).toBe(SCHEMA_VERSION)
    expect(await db.pages.count()).toBe(0)
    expect(db.tables.map((t) => t.name)).not.toContain('settings')
    db.close()
  })

  it('the v3 fixture opens at version 4 with its game, undo position and history unchanged, and no people or results yet', async () => {
    const factory = new IDBFactory()
    await writeFixture(factory, 'fixture-v3', v3 as never, V3_STORES)
    const db = new TischbankDb('fixture-v3', { indexedDB: factory, IDBKeyRange })
    const { game, head } = await loadGame(db, 'fixture-v3-game')
    expect(game.name).toBe('Dienstag')
    expect(head.state).toEqual(v3.tables.heads[0]!.state)
    expect(head.redo).toEqual(v3.tables.heads[0]!.redo)
    expect((await verifyGame(db, 'fixture-v3-game')).ok).toBe(true)
    expect(db.verno).toBe(SCHEMA_VERSION)
    expect([await db.people.count(), await db.seats.count(), await db.results.count()]).toEqual([0, 0, 0])
    const redone = await redo(db, 'fixture-v3-game')
    expect(redone.entry.seq).toBe(v3.tables.heads[0]!.redo[0])
    db.close()
  })

  it('the v2 upgrade seals a long v1 game into pages of 500 (the rest stays one record per entry) and every read, undo, redo and the fold are unchanged', async () => {
    const factory = new IDBFactory()
    const dump = longV1Dump(1234)
    await writeFixture(factory, 'long-v1', dump, V1_STORES)
    // what version 1 read: the entries in order, as its code folded them
    const before = dump.tables.entries.map(({ live: _live, ...e }) => ({ ...e, isUndone: false }))
    const db = new TischbankDb('long-v1', { indexedDB: factory, IDBKeyRange })
    const { head } = await loadGame(db, 'long')
    expect(head).toMatchObject({ nextSeq: 1235, entryCount: 1234 })
    expect((await db.pages.toArray()).map((p) => [p.first, p.last, p.lastLive])).toEqual([
      [1, 500, 500],
      [501, 1000, 1000],
    ])
    expect(await db.entries.count()).toBe(234)
    expect(await allEntries(db, 'long')).toEqual(before)
    expect(await entriesPage(db, 'long', 3, 502)).toEqual(before.slice(498, 501).reverse())
    expect((await verifyGame(db, 'long')).ok).toBe(true)
    // undo all 234 tail entries and one more: the 235th undo reaches into the second page; redo brings it back
    for (let i = 0; i < 235; i++) await undo(db, 'long')
    expect((await db.pages.get(['long', 501]))?.lastLive).toBe(999)
    expect((await redo(db, 'long')).entry.seq).toBe(1000)
    const m = freePlay
    const cfg = dump.config
    await commitAction(
      db,
      'long',
      (s) => m.plan(s as never, { type: 'salary', player: 'p1' }, cfg),
      m.admitOptions(cfg),
    )
    expect((await verifyGame(db, 'long')).ok).toBe(true)
    expect((await entriesPage(db, 'long', 2)).map((e) => [e.seq, e.isUndone])).toEqual([
      [1235, false],
      [1234, true],
    ])
    db.close()
  }, 60_000)

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
