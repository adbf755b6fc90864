// vitest: own worker (the game list's last-activity write is remembered per game id in src/db/repo.ts)
import { describe, expect, it, vi } from 'vitest'
import { liveQuery } from 'dexie'
import { IDBObjectStore } from 'fake-indexeddb'
import fc from 'fast-check'
import { freshDb } from '../helpers/db'
import { allEntries, commitAction, createGame, loadGame, redo, undo, type HeadRecord } from '@/db'
import { freePlay, freePlayConfig } from '@/domain/games/freePlay'
import type { TischbankDb } from '@/db/schema'

const config = freePlayConfig({ players: ['Anna', 'Ben'], salary: 200 })
const opts = freePlay.admitOptions(config)
const GAME = 'g1'
const T0 = 1_764_547_200_000

async function newGame(): Promise<TischbankDb> {
  const db = freshDb()
  await createGame(db, {
    id: GAME,
    name: 'Known',
    config,
    initial: freePlay.initialState(config),
    setup: freePlay.setupDrafts(config, () => 0.5),
    admitOptions: opts,
    now: T0,
  })
  return db
}
const pay = (amount: number) => (s: unknown) =>
  freePlay.plan(s as never, { type: 'pay', from: 'Anna', to: 'Ben', amount }, config)
const noIds = (db: TischbankDb) => allEntries(db, GAME).then((es) => es.map(({ id: _id, ts: _ts, ...rest }) => rest))

describe('a tap planned on the head on screen (one round trip fewer)', () => {
  it('with the stored head as known: one Dexie transaction, and the same entry and head as the plain commit', async () => {
    const a = await newGame()
    const known = (await loadGame(a, GAME)).head
    const dexie = vi.spyOn(a, 'transaction')
    const fast = await commitAction(a, GAME, pay(120), opts, T0 + 1, known)
    // the tap's one transaction of heads and entries; the game list's last activity is written apart
    expect(dexie).toHaveBeenCalledTimes(1)
    expect(dexie.mock.calls[0]!.slice(0, 3)).toEqual(['rw', a.heads, a.entries])
    await vi.waitFor(async () => expect((await a.games.get(GAME))?.updatedAt).toBe(T0 + 1))
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
      fc.asyncProperty(
        fc.array(fc.constantFrom('pay', 'undo', 'redo'), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 900 }),
        async (others, amount) => {
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
          const outcome = (p: Promise<{ head: HeadRecord }>) =>
            p.then(
              (r) => r.head,
              (e: { code?: string }) => e.code,
            )
          const fast = await outcome(commitAction(a, GAME, pay(amount), opts, T0 + 100, known))
          const plain = await outcome(commitAction(b, GAME, pay(amount), opts, T0 + 100))
          expect(fast).toEqual(plain)
          expect(await noIds(a)).toEqual(await noIds(b))
          expect((await loadGame(a, GAME)).head).toEqual((await loadGame(b, GAME)).head)
        },
      ),
      { numRuns: 25 },
    )
  })

  it('two taps at once on the same held head: both stored, one after the other (no sequence number twice)', async () => {
    const db = await newGame()
    const known = (await loadGame(db, GAME)).head
    const [x, y] = await Promise.all([
      commitAction(db, GAME, pay(10), opts, T0 + 1, known),
      commitAction(db, GAME, pay(20), opts, T0 + 2, known),
    ])
    expect([x.entry.seq, y.entry.seq]).toEqual([known.nextSeq, known.nextSeq + 1])
    const { head } = await loadGame(db, GAME)
    expect(head.state.balances).toMatchObject({ Anna: 1470, Ben: 1530 })
    expect(head.nextSeq).toBe(known.nextSeq + 2)
  })

  it('a refusal on the held head is decided on the stored head (another tab paid Anna meanwhile)', async () => {
    const db = await newGame()
    const known = (await loadGame(db, GAME)).head
    await commitAction(
      db,
      GAME,
      (s) => freePlay.plan(s as never, { type: 'pay', from: 'bank', to: 'Anna', amount: 500 }, config),
      opts,
      T0 + 1,
    )
    const r = await commitAction(db, GAME, pay(1800), opts, T0 + 2, known)
    expect(r.head.state.balances).toMatchObject({ Anna: 200, Ben: 3300 })
  })
  it("wakes a live query of the head and the entries (Dexie's own change notice)", async () => {
    const db = await newGame()
    const known = (await loadGame(db, GAME)).head
    const seen: [number, number][] = []
    const query = liveQuery(
      async () =>
        [
          (await db.heads.get(GAME))?.nextSeq ?? 0,
          await db.entries.where('[gameId+seq]').between([GAME, 0], [GAME, Infinity]).count(),
        ] as [number, number],
    )
    const sub = query.subscribe({ next: (v) => void seen.push(v) })
    try {
      await vi.waitFor(() => expect(seen).toEqual([[known.nextSeq, known.entryCount]]))
      const r = await commitAction(db, GAME, pay(120), opts, T0 + 1, known)
      await vi.waitFor(() => expect(seen.at(-1)).toEqual([r.head.nextSeq, known.entryCount + 1]))
    } finally {
      sub.unsubscribe()
    }
  })

  it('a failed write (a full disk) stores nothing: neither the entry nor the head', async () => {
    const db = await newGame()
    const known = (await loadGame(db, GAME)).head
    const spy = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    await expect(commitAction(db, GAME, pay(120), opts, T0 + 1, known)).rejects.toMatchObject({
      name: 'QuotaExceededError',
    })
    spy.mockRestore()
    expect((await loadGame(db, GAME)).head).toEqual(known)
    expect((await allEntries(db, GAME)).length).toBe(known.entryCount)
  })
  it('a write IndexedDB refuses while committing (an entry key taken) aborts the whole transaction: the error, nothing stored', async () => {
    const db = await newGame()
    const known = (await loadGame(db, GAME)).head
    const taken = (await allEntries(db, GAME))[0]!.id
    const add = IDBObjectStore.prototype.add
    const spy = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (
      this: IDBObjectStore,
      value: unknown,
      key?: IDBValidKey,
    ) {
      return add.call(this, { ...(value as object), id: taken }, key)
    })
    await expect(commitAction(db, GAME, pay(120), opts, T0 + 1, known)).rejects.toMatchObject({
      name: 'ConstraintError',
    })
    spy.mockRestore()
    expect((await loadGame(db, GAME)).head).toEqual(known)
    expect((await allEntries(db, GAME)).length).toBe(known.entryCount)
  })
})
