import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import Dexie from 'dexie'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { TischbankDb } from '@/db/schema'
import { SCHEMA_VERSION } from '@/db/version'
import { allEntries, entriesBySeq, entriesPage, entryChunks, loadGame, redo, sealGame, undo, verifyGame } from '@/db'
import { backupParts, backupText, makeBackup, restore } from '@/db/backup'
import { SEALED_PAGE_SIZE, derivedId, sealedPageEntries, sealedPageRecord, toBackupEntry } from '@/db/sealedPages'
import type { Entry } from '@/domain/ledger/types'
import { freshDb } from '../helpers/db'
import { longGameBackup } from '../../bench/longGame'
import v2 from './fixtures/v2.json'

/** The stores as schema version 2 declared them (history: never edit). */
const V2_STORES = {
  games: 'id, updatedAt',
  heads: 'gameId',
  entries: 'id, [gameId+seq], [gameId+live+seq]',
  boards: 'id, updatedAt',
  decks: 'id, updatedAt',
  pages: '[gameId+first], [gameId+lastLive]',
}

/** Writes the v2 fixture with version 2's stores, as version 2 of the app did. */
async function openV2Fixture(): Promise<TischbankDb> {
  const factory = new IDBFactory()
  const old = new Dexie('fixture-v2', { indexedDB: factory, IDBKeyRange })
  old.version(2).stores(V2_STORES)
  await old.open()
  await old.transaction('rw', old.tables, async () => {
    for (const [table, rows] of Object.entries(v2.tables)) if (rows.length) await old.table(table).bulkAdd(rows)
  })
  old.close()
  return new TischbankDb('fixture-v2', { indexedDB: factory, IDBKeyRange })
}

/** A game's entries as version 2 stored them (pages, then the tail), each as the app reads it. */
function storedV2(gameId: string): Entry[] {
  const paged = v2.tables.pages.filter((p) => p.gameId === gameId).flatMap((p) => p.entries)
  const tail = v2.tables.entries
    .filter((e) => e.gameId === gameId)
    .map(({ live, ...e }) => ({ ...e, isUndone: live === 0 }))
  return [...paged, ...tail].sort((a, b) => a.seq - b.seq) as Entry[]
}

async function chunks(db: TischbankDb, gameId: string, after: number, size: number): Promise<Entry[]> {
  const out: Entry[] = []
  for await (const c of entryChunks(db, gameId, after, size)) out.push(...c)
  return out
}

describe('schema version 3: sealed pages kept as backup text', () => {
  it('the v2 fixture upgrades: every page becomes text (ids kept where they are not derived), and every read, the heads and the fold are what version 2 stored', async () => {
    const db = await openV2Fixture()
    for (const gameId of ['fixture-played', 'fixture-imported']) {
      const { head } = await loadGame(db, gameId)
      const { gameId: _g, ...stored } = v2.tables.heads.find((h) => h.gameId === gameId)!
      expect(head).toEqual({ gameId, ...stored })
      expect(await allEntries(db, gameId)).toEqual(storedV2(gameId))
      expect(await chunks(db, gameId, 7, 4)).toEqual(storedV2(gameId).filter((e) => e.seq > 7))
      expect((await verifyGame(db, gameId)).ok).toBe(true)
    }
    expect(db.verno).toBe(SCHEMA_VERSION)
    const pages = await db.pages.toArray()
    expect(
      pages.map((p) => [p.gameId, p.first, p.last, p.lastLive, typeof p.json, 'entries' in p, p.ids?.length]),
    ).toEqual([
      ['fixture-imported', 1, 12, 12, 'string', false, undefined],
      ['fixture-played', 1, 10, 10, 'string', false, 10],
      ['fixture-played', 11, 20, 20, 'string', false, 10],
      ['fixture-played', 21, 30, 30, 'string', false, 10],
      ['fixture-played', 31, 40, 38, 'string', false, 10],
    ])
    // a page's text is its entries exactly as a backup file writes them
    for (const p of pages)
      expect(p.json).toBe(
        JSON.stringify(
          v2.tables.pages
            .find((q) => q.gameId === p.gameId && q.first === p.first)!
            .entries.map((e) => toBackupEntry(e as Entry)),
        ),
      )
    db.close()
  })

  it('on the upgraded fixture, redo and undo reach into a sealed page (its text rewritten), new actions follow, and the rows by sequence stay exact', async () => {
    const db = await openV2Fixture()
    const before = storedV2('fixture-played')
    expect((await redo(db, 'fixture-played')).entry.seq).toBe(39)
    expect((await db.pages.get(['fixture-played', 31]))?.lastLive).toBe(39)
    expect((await redo(db, 'fixture-played')).entry.seq).toBe(40)
    for (const seq of [40, 39, 38, 37]) expect((await undo(db, 'fixture-played')).entry.seq).toBe(seq)
    expect((await db.pages.get(['fixture-played', 31]))?.lastLive).toBe(36)
    const after = await allEntries(db, 'fixture-played')
    expect(after.map((e) => [e.seq, e.isUndone])).toEqual(before.map((e) => [e.seq, e.seq >= 37]))
    // ids survive the rewrite of the page
    expect(after.map((e) => e.id)).toEqual(before.map((e) => e.id))
    expect(await entriesBySeq(db, 'fixture-played', [3, 37, 42])).toEqual([after[2], after[36], after[41]])
    expect(await entriesPage(db, 'fixture-played', 3, 32)).toEqual(after.slice(28, 31).reverse())
    expect((await verifyGame(db, 'fixture-played')).ok).toBe(true)
    db.close()
  })

  it('a backup of the upgraded fixture is the same file whether written from the page texts or from the entries', async () => {
    const db = await openV2Fixture()
    const backup = await makeBackup(db, undefined, 5)
    // newest first (updatedAt)
    expect(backup.games.map((g) => g.entries)).toEqual(
      [storedV2('fixture-played'), storedV2('fixture-imported')].map((es) => es.map(toBackupEntry)),
    )
    expect((await backupParts(db, undefined, 5)).join('')).toBe(backupText(backup))
    db.close()
  })

  it('an import stores text pages without ids (each entry gets the derived id); sealing played entries keeps their own ids', async () => {
    const db = freshDb(false)
    const [g] = await restore(db, backupText(longGameBackup(SEALED_PAGE_SIZE + 20)), 9)
    const pages = await db.pages.toArray()
    expect(pages.map((p) => [p.first, p.last, p.ids])).toEqual([
      [1, SEALED_PAGE_SIZE, undefined],
      [SEALED_PAGE_SIZE + 1, SEALED_PAGE_SIZE + 20, undefined],
    ])
    const entries = await allEntries(db, g!.id)
    expect(entries.map((e) => e.id)).toEqual(entries.map((e) => derivedId(g!.id, e.seq)))
    expect(sealedPageEntries(pages[1]!)).toEqual(entries.slice(SEALED_PAGE_SIZE))
    db.close()

    const src = freshDb(false)
    const [h] = await restore(src, backupText(longGameBackup(30)), 9)
    // the played game: move its entries back to the tail under other ids, then seal them again
    const played = (await allEntries(src, h!.id)).map((e) => ({
      ...e,
      id: `played-${e.seq}`,
      live: e.isUndone ? (0 as const) : (1 as const),
    }))
    await src.pages.clear()
    await src.entries.bulkAdd(played)
    expect(await sealGame(src, h!.id, 8)).toBe(24)
    expect((await src.pages.toArray()).map((p) => p.ids)).toEqual(
      [0, 8, 16].map((s) => played.slice(s, s + 8).map((e) => e.id)),
    )
    expect((await allEntries(src, h!.id)).map((e) => e.id)).toEqual(played.map((e) => e.id))
    src.close()
  })

  it('an imported page is written as the text sealedPageRecord gives its entries, whatever empty notes or effect lists the file had', async () => {
    const base = longGameBackup(40)
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            at: fc.integer({ min: 4, max: 39 }),
            what: fc.constantFrom('emptyNote', 'emptyEffects', 'note'),
          }),
          { maxLength: 12 },
        ),
        fc.integer({ min: 1, max: 41 }),
        async (edits, size) => {
          const backup = structuredClone(base)
          for (const { at, what } of edits) {
            const e = backup.games[0]!.entries[at]!
            if (what === 'emptyNote') e.note = ''
            else if (what === 'emptyEffects') e.effects = []
            else e.note = `Notiz ${at}`
          }
          const db = freshDb(false)
          const [g] = await restore(db, backupText(backup), 9)
          await sealGame(db, g!.id, size)
          for (const p of await db.pages.toArray())
            expect(p.json).toBe(sealedPageRecord(p.gameId, sealedPageEntries(p)).json)
          expect((await makeBackup(db, [g!.id], 1)).games[0]!.entries).toEqual(
            backup.games[0]!.entries.map((e) => toBackupEntry({ ...e, id: '', gameId: '' })),
          )
          db.close()
        },
      ),
      { numRuns: 25 },
    )
  })
})
