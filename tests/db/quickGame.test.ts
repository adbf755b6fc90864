import { afterEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { TischbankDb, SCHEMA_VERSION } from '@/db/schema'
import { commitAction, createGame, openGame, redo, sealGame, undo } from '@/db'
import { primeGame, readGame, readHead, takePrimedGame, RECENT, type OpenedGame } from '@/db/quickGame'
import type { ListSource } from '@/db/quickList'
import { freePlay, freePlayConfig } from '@/domain/games/freePlay'

const config = freePlayConfig({ players: ['Anna', 'Ben', 'Cem'], salary: 200 })
const opts = freePlay.admitOptions(config)
const GAME = 'g1'
const T0 = 1_764_547_200_000
const open: TischbankDb[] = []

/** A fresh fake-indexeddb database with one free-play game: the Dexie connection and the raw source the quick read uses. */
async function fresh(): Promise<{ db: TischbankDb; src: ListSource }> {
  const factory = new IDBFactory()
  const name = `quick-game-${Math.random().toString(36).slice(2)}`
  const db = new TischbankDb(name, { indexedDB: factory, IDBKeyRange })
  open.push(db)
  await createGame(db, { id: GAME, name: 'Paged', config, initial: freePlay.initialState(config), setup: freePlay.setupDrafts(config, Math.random), admitOptions: opts, now: T0 })
  return { db, src: { factory, name } }
}
afterEach(() => {
  for (const db of open.splice(0)) db.close()
})

type Step = { op: 'pay'; amount: number } | { op: 'salary' } | { op: 'undo' } | { op: 'redo' } | { op: 'seal'; size: number }
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('pay' as const), amount: fc.integer({ min: 1, max: 300 }) }) },
  { weight: 2, arbitrary: fc.constant({ op: 'salary' as const }) },
  { weight: 2, arbitrary: fc.constant({ op: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ op: 'redo' as const }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('seal' as const), size: fc.integer({ min: 1, max: 9 }) }) },
)

async function apply(db: TischbankDb, s: Step, i: number): Promise<void> {
  const now = T0 + (i + 1) * 1000
  try {
    if (s.op === 'seal') await sealGame(db, GAME, s.size)
    else if (s.op === 'undo') await undo(db, GAME, now)
    else if (s.op === 'redo') await redo(db, GAME, now)
    else {
      const action = s.op === 'salary' ? { type: 'salary' as const, player: 'Cem' } : { type: 'pay' as const, from: 'Anna', to: 'Ben', amount: s.amount }
      await commitAction(db, GAME, (st) => freePlay.plan(st as never, action, config), opts, now)
    }
  } catch {
    /* a refusal (nothing to undo, not enough money): the ledger is unchanged */
  }
}

describe('quickGame: the game screen opens a game without Dexie', () => {
  it('random actions, undos, redos and sealed pages: the quick read gives exactly what the repository opens (record, head, newest entries) for any number of newest entries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 60 }), async (steps, limit) => {
        const { db, src } = await fresh()
        for (let i = 0; i < steps.length; i++) await apply(db, steps[i]!, i)
        const quick = await readGame(GAME, limit, src)
        expect(quick).toEqual(await openGame(db, GAME, limit))
      }),
      { numRuns: 40 },
    )
  }, 120_000)

  it('tells the type first: the record reaches on.record before the read resolves', async () => {
    const { src } = await fresh()
    const seen: string[] = []
    const read = readGame(GAME, RECENT, src, { record: (g) => seen.push(`record ${g.type}`) }).then((r) => (seen.push('read'), r))
    expect((await read)?.game.type).toBe('freePlay')
    expect(seen).toEqual(['record freePlay', 'read'])
  })

  it("readHead (index.html's first paint) gives the record and head the repository opens, and null where readGame is null", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 20 }), async (steps) => {
        const { db, src } = await fresh()
        for (let i = 0; i < steps.length; i++) await apply(db, steps[i]!, i)
        const { game, head } = await openGame(db, GAME, 1)
        expect(await readHead(GAME, src)).toEqual({ game, head })
        expect(await readHead('no-such-game', src)).toBeNull()
      }),
      { numRuns: 15 },
    )
    const factory = new IDBFactory()
    expect(await readHead(GAME, { factory, name: 'nothing-here' })).toBeNull()
    expect((await factory.databases()).map((d) => d.name)).not.toContain('nothing-here')
    expect(await readHead(GAME, { factory: undefined, name: 'x' })).toBeNull()
  }, 60_000)

  it('nothing to read this way is null, never an error: no database (not created), no such game, another schema version', async () => {
    const factory = new IDBFactory()
    const none: ListSource = { factory, name: 'nothing-here' }
    expect(await readGame(GAME, RECENT, none)).toBeNull()
    expect((await factory.databases()).map((d) => d.name)).not.toContain('nothing-here')
    const { src, db } = await fresh()
    expect(await readGame('no-such-game', RECENT, src)).toBeNull()
    db.close()
    // an older layout (version 2 of the schema) is left to Dexie's upgrade
    const older: ListSource = { factory, name: 'older' }
    await new Promise<void>((resolve, reject) => {
      const req = factory.open('older', (SCHEMA_VERSION - 1) * 10)
      req.onupgradeneeded = () => {
        for (const s of ['games', 'heads', 'entries', 'pages']) req.result.createObjectStore(s)
      }
      req.onsuccess = () => (req.result.close(), resolve())
      req.onerror = () => reject(req.error)
    })
    expect(await readGame(GAME, RECENT, older)).toBeNull()
    expect(await readGame(GAME, RECENT, { factory: undefined, name: 'x' })).toBeNull()
  })

  it('a primed read is taken once, by the game it was started for', async () => {
    const { src, db } = await fresh()
    const expected: OpenedGame = await openGame(db, GAME, RECENT)
    void primeGame(GAME, undefined, src)
    expect(takePrimedGame('another-game')).toBeNull()
    void primeGame(GAME, undefined, src)
    const primed = takePrimedGame(GAME)
    expect(await primed?.read).toEqual(expected)
    // no localStorage in Node: no write token to read before the read
    expect(primed?.token).toBeNull()
    expect(takePrimedGame(GAME)).toBeNull()
  })
})
