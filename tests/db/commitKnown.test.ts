import { describe, expect, it, vi } from 'vitest'
import Dexie, { liveQuery, RangeSet, type ObservabilitySet } from 'dexie'
import { IDBObjectStore } from 'fake-indexeddb'
import fc from 'fast-check'
import { freshDb } from '../helpers/db'
import { allEntries, commitAction, createGame, loadGame, redo, undo, type HeadRecord } from '@/db'
import { freePlay, freePlayConfig } from '@/domain/games/freePlay'
import { DURABILITY, TischbankDb } from '@/db/schema'

const config = freePlayConfig({ players: ['Anna', 'Ben'], salary: 200 })
const opts = freePlay.admitOptions(config)
const GAME = 'g1'
const T0 = 1_764_547_200_000

async function newGame(): Promise<TischbankDb> {
  const db = freshDb()
  await createGame(db, { id: GAME, name: 'Known', config, initial: freePlay.initialState(config), setup: freePlay.setupDrafts(config, () => 0.5), admitOptions: opts, now: T0 })
  return db
}
const pay = (amount: number) => (s: unknown) => freePlay.plan(s as never, { type: 'pay', from: 'Anna', to: 'Ben', amount }, config)
const noIds = (db: TischbankDb) => allEntries(db, GAME).then((es) => es.map(({ id: _id, ts: _ts, ...rest }) => rest))

describe('a tap planned on the head on screen (one round trip fewer)', () => {
  it('with the stored head as known: one transaction, and the same entry and head as the plain commit', async () => {
    const a = await newGame()
    const known = (await loadGame(a, GAME)).head
    // on the connection Dexie holds open: one IndexedDB transaction of the two stores, none through
    // Dexie; the game list's last activity (the game's first action on this page) in one of its own after it
    const native = vi.spyOn(a.backendDB(), 'transaction')
    const dexie = vi.spyOn(a, 'transaction')
    const fast = await commitAction(a, GAME, pay(120), opts, T0 + 1, known)
    expect(native.mock.calls.map((c) => [c[0], c[1]])).toEqual([
      [['heads', 'entries'], 'readwrite'],
      [['games'], 'readwrite'],
    ])
    expect(dexie).not.toHaveBeenCalled()
    await vi.waitFor(async () => expect((await a.games.get(GAME))?.updatedAt).toBe(T0 + 1))
    native.mockRestore()
    dexie.mockRestore()
    const b = await newGame()
    const plain = await commitAction(b, GAME, pay(120), opts, T0 + 1)
    expect(fast.head).toEqual(plain.head)
    expect({ ...fast.entry, id: '' }).toEqual({ ...plain.entry, id: '' })
    expect((await loadGame(a, GAME)).head).toEqual(fast.head)
    expect(await noIds(a)).toEqual(await noIds(b))
  })

  it('a stale known head (another tab wrote, undid or redid meanwhile) writes nothing on it: the action is planned again on the stored head, as a plain commit would', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('pay', 'undo', 'redo'), { minLength: 1, maxLength: 5 }), fc.integer({ min: 1, max: 900 }), async (others, amount) => {
        const a = await newGame()
        const b = await newGame()
        // both hold the head before the other tab's writes
        const known = (await loadGame(a, GAME)).head
        for (const db of [a, b]) {
          for (const [i, op] of others.entries()) {
            const now = T0 + 10 + i
            if (op === 'pay') await commitAction(db, GAME, pay(1 + i), opts, now)
            else await (op === 'undo' ? undo(db, GAME, now) : redo(db, GAME, now)).catch(() => undefined)
          }
        }
        const outcome = (p: Promise<{ head: HeadRecord }>) => p.then((r) => r.head, (e: { code?: string }) => e.code)
        const fast = await outcome(commitAction(a, GAME, pay(amount), opts, T0 + 100, known))
        const plain = await outcome(commitAction(b, GAME, pay(amount), opts, T0 + 100))
        expect(fast).toEqual(plain)
        expect(await noIds(a)).toEqual(await noIds(b))
        expect((await loadGame(a, GAME)).head).toEqual((await loadGame(b, GAME)).head)
      }),
      { numRuns: 25 },
    )
  })

  it('two taps at once on the same held head: both stored, one after the other (no sequence number twice)', async () => {
    const db = await newGame()
    const known = (await loadGame(db, GAME)).head
    const [x, y] = await Promise.all([commitAction(db, GAME, pay(10), opts, T0 + 1, known), commitAction(db, GAME, pay(20), opts, T0 + 2, known)])
    expect([x.entry.seq, y.entry.seq]).toEqual([known.nextSeq, known.nextSeq + 1])
    const { head } = await loadGame(db, GAME)
    expect(head.state.balances).toMatchObject({ Anna: 1470, Ben: 1530 })
    expect(head.nextSeq).toBe(known.nextSeq + 2)
  })

  it('a refusal on the held head is decided on the stored head (another tab paid Anna meanwhile)', async () => {
    const db = await newGame()
    const known = (await loadGame(db, GAME)).head
    await commitAction(db, GAME, (s) => freePlay.plan(s as never, { type: 'pay', from: 'bank', to: 'Anna', amount: 500 }, config), opts, T0 + 1)
    const r = await commitAction(db, GAME, pay(1800), opts, T0 + 2, known)
    expect(r.head.state.balances).toMatchObject({ Anna: 200, Ben: 3300 })
  })
  it('without an open connection the same commit goes through Dexie (one transaction), with the same entry and head', async () => {
    const a = await newGame()
    const known = (await loadGame(a, GAME)).head
    const open = vi.spyOn(a, 'isOpen').mockReturnValue(false)
    const dexie = vi.spyOn(a, 'transaction')
    const viaDexie = await commitAction(a, GAME, pay(120), opts, T0 + 1, known)
    expect(dexie).toHaveBeenCalledTimes(1)
    open.mockRestore()
    dexie.mockRestore()
    const b = await newGame()
    const fast = await commitAction(b, GAME, pay(120), opts, T0 + 1, (await loadGame(b, GAME)).head)
    expect(viaDexie.head).toEqual(fast.head)
    expect(await noIds(a)).toEqual(await noIds(b))
    // and a stale known head there too writes nothing on it
    const stale = vi.spyOn(a, 'isOpen').mockReturnValue(false)
    const again = await commitAction(a, GAME, pay(10), opts, T0 + 2, known)
    stale.mockRestore()
    expect(again.entry.seq).toBe(viaDexie.entry.seq + 1)
    expect(again.head.state.balances).toMatchObject({ Anna: 1370, Ben: 1630 })
  })

  it("says what it wrote as Dexie says it of its own transactions (the head's and the entry's keys), once committed", async () => {
    const db = await newGame()
    const known = (await loadGame(db, GAME)).head
    const seen: ObservabilitySet[] = []
    const listen = (parts: ObservabilitySet) => void seen.push(parts)
    Dexie.on('storagemutated', listen)
    try {
      const r = await commitAction(db, GAME, pay(120), opts, T0 + 1, known)
      await vi.waitFor(() => expect(seen.some((p) => `idb://${db.name}/heads/` in p)).toBe(true))
      const parts = seen.find((p) => `idb://${db.name}/heads/` in p)!
      const has = (part: string, key: unknown) => new RangeSet().add(parts[`idb://${db.name}/${part}`]!).hasKey(key as never)
      expect(has('heads/', GAME)).toBe(true)
      expect(has('entries/', r.entry.id)).toBe(true)
      expect(has('entries/[gameId+seq]', [GAME, r.entry.seq])).toBe(true)
      expect(has('entries/[gameId+live+seq]', [GAME, 1, r.entry.seq])).toBe(true)
    } finally {
      Dexie.on.storagemutated.unsubscribe(listen)
    }
  })

  it('wakes a live query of the head and the entries in the same page, as a write through Dexie would', async () => {
    const db = await newGame()
    const known = (await loadGame(db, GAME)).head
    const seen: [number, number][] = []
    const query = liveQuery(async () => [(await db.heads.get(GAME))?.nextSeq ?? 0, await db.entries.where('[gameId+seq]').between([GAME, 0], [GAME, Infinity]).count()] as [number, number])
    const sub = query.subscribe({ next: (v) => void seen.push(v) })
    try {
      await vi.waitFor(() => expect(seen).toEqual([[known.nextSeq, known.entryCount]]))
      const native = vi.spyOn(db.backendDB(), 'transaction')
      const r = await commitAction(db, GAME, pay(120), opts, T0 + 1, known)
      // the tap took the fast path: one read-write transaction of IndexedDB's own
      expect(native.mock.calls.filter((c) => c[1] === 'readwrite')).toEqual([[['heads', 'entries'], 'readwrite', { durability: db.durability }]])
      native.mockRestore()
      await vi.waitFor(() => expect(seen.at(-1)).toEqual([r.head.nextSeq, known.entryCount + 1]))
    } finally {
      sub.unsubscribe()
    }
  })

  it('opens its transaction with the durability Dexie is given: strict for the app, a factory passed in keeps its own default', () => {
    expect(DURABILITY).toBe('strict')
    const app = new TischbankDb(`durability-${Math.random()}`)
    expect(app.durability).toBe(DURABILITY)
    expect(new TischbankDb(`durability-${Math.random()}`, { chromeTransactionDurability: 'relaxed' }).durability).toBe('relaxed')
    expect(freshDb(false).durability).toBe('default')
  })

  it('a failed write (a full disk) stores nothing: neither the entry nor the head', async () => {
    const db = await newGame()
    const known = (await loadGame(db, GAME)).head
    const spy = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    await expect(commitAction(db, GAME, pay(120), opts, T0 + 1, known)).rejects.toMatchObject({ name: 'QuotaExceededError' })
    spy.mockRestore()
    expect((await loadGame(db, GAME)).head).toEqual(known)
    expect((await allEntries(db, GAME)).length).toBe(known.entryCount)
  })
  it('a write IndexedDB refuses while committing (an entry key taken) aborts the whole transaction: the error, nothing stored', async () => {
    const db = await newGame()
    const known = (await loadGame(db, GAME)).head
    const taken = (await allEntries(db, GAME))[0]!.id
    const add = IDBObjectStore.prototype.add
    const spy = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      return add.call(this, { ...(value as object), id: taken }, key)
    })
    await expect(commitAction(db, GAME, pay(120), opts, T0 + 1, known)).rejects.toMatchObject({ name: 'ConstraintError' })
    spy.mockRestore()
    expect((await loadGame(db, GAME)).head).toEqual(known)
    expect((await allEntries(db, GAME)).length).toBe(known.entryCount)
  })
})
