import { afterEach, describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { commitAction, createGame, listGames, loadGame, setDb, storageError } from '@/db'
import { SCHEMA_VERSION, TischbankDb } from '@/db/schema'
import { freePlayModule } from '@/domain/games/freePlay/module'

/** The stores of this build's schema, and a newer schema than this build's (another tab's newer app). */
const STORES = {
  games: 'id, updatedAt',
  heads: 'gameId',
  entries: 'id, [gameId+seq], [gameId+live+seq]',
  pages: '[gameId+first], [gameId+lastLive]',
  boards: 'id, updatedAt',
  decks: 'id, updatedAt',
}
const NEWER = SCHEMA_VERSION + 1

/** Settles `p` or says "pending" after `ms`: a read that waits for ever fails the test instead of hanging it. */
async function settle<T>(
  p: Promise<T>,
  ms = 2000,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown } | 'pending'> {
  return Promise.race([
    p.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
    new Promise<'pending'>((r) => setTimeout(() => r('pending'), ms)),
  ])
}

const config = freePlayModule.parseConfig({ players: ['Anna', 'Ben'], options: { startingCapital: 1500, salary: 200 } })
const salary = (db: TischbankDb, id: string) =>
  commitAction(
    db,
    id,
    (s) => freePlayModule.plan(s as never, { type: 'salary', player: 'Anna' }, config),
    freePlayModule.admitOptions(config),
  )

afterEach(() => setDb(undefined))

describe('a database of a newer schema', () => {
  it('every read and write fails at once with "saved by a newer version" (no endless Loading: Dexie auto-open settles), and the database is kept', async () => {
    const factory = new IDBFactory()
    const future = new Dexie('newer', { indexedDB: factory, IDBKeyRange })
    future.version(NEWER).stores({ ...STORES, somethingNew: 'id' })
    await future.open()
    await future.table('games').add({ id: 'g', name: 'Future game', updatedAt: 1 })
    future.close()

    const db = new TischbankDb('newer', { indexedDB: factory, IDBKeyRange })
    setDb(db)
    const lost: string[] = []
    db.onLost(() => lost.push('lost'))
    // no explicit open(): the first read auto-opens, as the game and history screens do
    for (const p of [loadGame(db, 'g'), listGames(db), salary(db, 'g'), db.open().then(() => [])]) {
      const res = await settle(p as Promise<unknown>)
      expect(res, 'settles within 2 s').not.toBe('pending')
      if (res === 'pending' || res.ok) throw new Error('a read or write of a newer database succeeded')
      expect(storageError(res.error).code).toBe('storageTooNew')
    }
    expect(db.isLost).toBe(true)
    expect(lost).toEqual(['lost'])
    db.close()
    const again = new Dexie('newer', { indexedDB: factory, IDBKeyRange })
    await again.open()
    expect(again.verno).toBe(NEWER)
    expect(await again.table('games').toArray()).toEqual([{ id: 'g', name: 'Future game', updatedAt: 1 }])
    again.close()
  })
})

describe('a blocked upgrade (another tab opens a newer schema)', () => {
  it('this version closes on versionchange and refuses every later write with the newer-version message; nothing lands in the newer schema', async () => {
    const factory = new IDBFactory()
    const db = new TischbankDb('upgrade', { indexedDB: factory, IDBKeyRange })
    setDb(db)
    const m = freePlayModule
    const g = await createGame(db, {
      name: 'Two tabs',
      config,
      initial: m.initialState(config),
      setup: m.setupDrafts(config, Math.random),
      admitOptions: m.admitOptions(config),
    })
    await salary(db, g.id)
    const lost: string[] = []
    db.onLost(() => lost.push('lost'))

    // the newer tab: its open waits (blocked) until this connection closes
    const newer = new Dexie('upgrade', { indexedDB: factory, IDBKeyRange })
    newer.version(NEWER).stores({ ...STORES, somethingNew: 'id' })
    const opening = newer.open()
    await expect.poll(() => lost).toEqual(['lost'])
    // three salaries tapped while the upgrade waits or right after it ran
    const taps = await Promise.all([settle(salary(db, g.id)), settle(salary(db, g.id)), settle(salary(db, g.id))])
    await opening
    expect(db.isLost).toBe(true)
    for (const t of taps) {
      expect(t).not.toBe('pending')
      if (t === 'pending' || t.ok) throw new Error('a write reached the database after versionchange')
      expect(storageError(t.error).code).toBe('storageTooNew')
    }
    // and later taps too, without reopening
    const later = await settle(salary(db, g.id))
    expect(later !== 'pending' && !later.ok && storageError(later.error).code).toBe('storageTooNew')
    // the newer schema holds only what was committed before: setup (2) + one salary
    expect(await newer.table('entries').count()).toBe(3)
    expect((await newer.table('heads').get(g.id)).liveActions).toBe(1)
    newer.close()
  })
})
