import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DBCore, DBCoreSchema, DBCoreTable, DBCoreTableSchema } from 'dexie'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { STUCK_MS, Watchdog, watchdogMiddleware } from '@/db/watchdog'
import { TischbankDb } from '@/db/schema'
import { holdStores, untilInFlight } from './hold'

interface Deferred {
  promise: Promise<unknown>
  resolve: (v?: unknown) => void
  reject: (e: unknown) => void
}

function deferred(): Deferred {
  let resolve!: (v?: unknown) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const METHODS = ['get', 'getMany', 'query', 'openCursor', 'count', 'mutate'] as const

/** A DBCore whose every request waits until the test answers it (`calls`, in order). */
function fakeCore() {
  const calls: Deferred[] = []
  const request = () => {
    const d = deferred()
    calls.push(d)
    return d.promise as Promise<never>
  }
  const table: DBCoreTable = {
    name: 'games',
    schema: {} as DBCoreTableSchema,
    get: request,
    getMany: request,
    query: request,
    openCursor: request,
    count: request,
    mutate: request,
  }
  const core: DBCore = {
    stack: 'dbcore',
    transaction: () => ({ abort() {} }),
    MIN_KEY: -Infinity,
    MAX_KEY: [[]],
    schema: {} as DBCoreSchema,
    table: () => table,
  }
  return { core, calls }
}

/** The watched table over a fake core, and what its listener heard. */
function watched() {
  const heard: boolean[] = []
  const dog = new Watchdog(
    (stuck) => heard.push(stuck),
    () => Date.now(),
  )
  const { core, calls } = fakeCore()
  const table = watchdogMiddleware(dog).create(core).table!('games')
  // the request argument is passed through untouched: the fake ignores it
  const ask = (m: (typeof METHODS)[number] = 'get') => (table[m] as (req: unknown) => Promise<unknown>)({})
  return { dog, heard, calls, ask }
}

describe('the storage watchdog (a DBCore middleware)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('a request unanswered for STUCK_MS reports stuck; its answer reports storage answering again', async () => {
    const { heard, calls, ask, dog } = watched()
    const p = ask()
    await vi.advanceTimersByTimeAsync(STUCK_MS - 1)
    expect(heard).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(heard).toEqual([true])
    expect(dog.isStuck).toBe(true)
    // still unanswered: said once, no timer keeps checking
    await vi.advanceTimersByTimeAsync(10 * STUCK_MS)
    expect(heard).toEqual([true])
    expect(vi.getTimerCount()).toBe(0)
    calls[0]!.resolve('answer')
    await expect(p).resolves.toBe('answer')
    expect(heard).toEqual([true, false])
    expect(dog.isStuck).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a request answered within STUCK_MS never reports, and leaves no timer behind (an idle app has no wakeups)', async () => {
    const { heard, calls, ask } = watched()
    expect(vi.getTimerCount()).toBe(0)
    const p = ask()
    expect(vi.getTimerCount()).toBe(1)
    await vi.advanceTimersByTimeAsync(STUCK_MS - 1)
    calls[0]!.resolve(1)
    await p
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(10 * STUCK_MS)
    expect(heard).toEqual([])
  })

  it('a failed request is an answer too: the error reaches the caller unchanged and nothing is reported', async () => {
    const { heard, calls, ask } = watched()
    const p = ask('mutate')
    const err = new Error('QuotaExceededError')
    calls[0]!.reject(err)
    await expect(p).rejects.toBe(err)
    await vi.advanceTimersByTimeAsync(2 * STUCK_MS)
    expect(heard).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('follows every kind of request: get, getMany, query, openCursor, count and mutate', async () => {
    for (const m of METHODS) {
      const { heard, calls, ask, dog } = watched()
      const p = ask(m)
      expect(dog.inFlight, m).toBe(1)
      await vi.advanceTimersByTimeAsync(STUCK_MS)
      expect(heard, m).toEqual([true])
      calls[0]!.resolve(null)
      await p
      expect(heard, m).toEqual([true, false])
      expect(dog.inFlight, m).toBe(0)
    }
  })

  it('a slow database that keeps answering is not stuck: the wait counts from the latest answer', async () => {
    const { heard, calls, ask } = watched()
    // one long request (e.g. waiting behind another connection's long write) …
    const long = ask()
    // … while others are answered every STUCK_MS / 2
    for (let i = 0; i < 6; i++) {
      const p = ask()
      await vi.advanceTimersByTimeAsync(STUCK_MS / 2)
      calls.at(-1)!.resolve(i)
      await p
    }
    expect(heard).toEqual([])
    // then nothing more is answered: stuck STUCK_MS after the last answer, not earlier
    await vi.advanceTimersByTimeAsync(STUCK_MS - 1)
    expect(heard).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(heard).toEqual([true])
    calls[0]!.resolve('late')
    await expect(long).resolves.toBe('late')
    expect(heard).toEqual([true, false])
  })

  it('a page frozen with a request in flight (a locked phone: its timer fires late) waits STUCK_MS from waking before saying so', async () => {
    const { heard, calls, ask } = watched()
    const p = ask()
    // a minute frozen: the clock goes on, no timer runs
    vi.setSystemTime(Date.now() + 60_000)
    await vi.advanceTimersByTimeAsync(STUCK_MS)
    expect(heard).toEqual([])
    await vi.advanceTimersByTimeAsync(STUCK_MS)
    expect(heard).toEqual([true])
    calls[0]!.resolve(null)
    await p
    expect(heard).toEqual([true, false])
  })

  it('while stuck, one answer among several pending says storage answers, and the rest count afresh from it', async () => {
    const { heard, calls, ask } = watched()
    const a = ask()
    const b = ask()
    await vi.advanceTimersByTimeAsync(STUCK_MS)
    expect(heard).toEqual([true])
    calls[0]!.resolve('a')
    await a
    expect(heard).toEqual([true, false])
    await vi.advanceTimersByTimeAsync(STUCK_MS)
    expect(heard).toEqual([true, false, true])
    calls[1]!.resolve('b')
    await b
    expect(heard).toEqual([true, false, true, false])
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('TischbankDb says when its requests go unanswered', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('a read waiting behind another connection that never lets go: onStuck hears true after STUCK_MS, false once it is answered', async () => {
    // the watchdog's timer and clock are the test's; fake-indexeddb goes on with its own (setImmediate)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    const factory = new IDBFactory()
    const db = new TischbankDb('stuck', { indexedDB: factory, IDBKeyRange })
    await db.games.put({ id: 'g', name: 'Held', type: 'freePlay', config: {} as never, createdAt: 1, updatedAt: 1 })
    const holder = await holdStores(factory, 'stuck', ['games'])
    const heard: boolean[] = []
    db.onStuck((s) => heard.push(s))
    const read = db.games.get('g')
    await untilInFlight(db)
    await vi.advanceTimersByTimeAsync(STUCK_MS - 1)
    expect(heard).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(heard).toEqual([true])
    // a listener that subscribes while stuck hears it at once
    const late: boolean[] = []
    db.onStuck((s) => late.push(s))
    expect(late).toEqual([true])

    await holder.release()
    expect((await read)?.name).toBe('Held')
    expect(heard).toEqual([true, false])
    expect(late).toEqual([true, false])
    db.close()
  })
})
