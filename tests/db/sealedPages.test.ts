import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { freshDb } from '../helpers/db'
import {
  allEntries,
  commitAction,
  createGame,
  deleteGame,
  entriesBySeq,
  entriesPage,
  entryChunks,
  loadGame,
  redo,
  sealGame,
  undo,
  verifyGame,
} from '@/db'
import { makeBackup, restore, backupText } from '@/db/backup'
import type { TischbankDb } from '@/db/schema'
import { HistoryIndex } from '@/domain/export/historyIndex'
import { freePlay, freePlayConfig } from '@/domain/games/freePlay'
import type { Entry } from '@/domain/ledger/types'

const config = freePlayConfig({ players: ['Anna', 'Ben', 'Cem'], salary: 200 })
const opts = freePlay.admitOptions(config)
const GAME = 'g1'
const T0 = 1_764_547_200_000

type Step =
  | { op: 'pay'; from: number; to: number; amount: number; note: boolean }
  | { op: 'salary'; who: number }
  | { op: 'undo' }
  | { op: 'redo' }
  | { op: 'seal'; size: number }

const players = ['Anna', 'Ben', 'Cem', 'bank'] as const
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('pay' as const),
      from: fc.nat(3),
      to: fc.nat(3),
      amount: fc.integer({ min: 1, max: 300 }),
      note: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('salary' as const), who: fc.nat(2) }) },
  { weight: 3, arbitrary: fc.constant({ op: 'undo' as const }) },
  { weight: 2, arbitrary: fc.constant({ op: 'redo' as const }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('seal' as const), size: fc.integer({ min: 1, max: 7 }) }) },
)

async function newGame(db: TischbankDb) {
  await createGame(db, {
    id: GAME,
    name: 'Paged',
    config,
    initial: freePlay.initialState(config),
    setup: freePlay.setupDrafts(config, Math.random),
    admitOptions: opts,
    now: T0,
  })
}

/** Applies a step; "seal" only on the paged database. Outcomes (or refusal codes) are returned to compare. */
async function apply(db: TischbankDb, s: Step, i: number, paged: boolean): Promise<string> {
  const now = T0 + (i + 1) * 1000
  try {
    if (s.op === 'seal') {
      if (paged) await sealGame(db, GAME, s.size)
      return 'sealed'
    }
    if (s.op === 'undo') return `undo ${(await undo(db, GAME, now)).entry.seq}`
    if (s.op === 'redo') return `redo ${(await redo(db, GAME, now)).entry.seq}`
    const action =
      s.op === 'salary'
        ? { type: 'salary' as const, player: players[s.who]! }
        : {
            type: 'pay' as const,
            from: players[s.from]!,
            to: players[s.to]!,
            amount: s.amount,
            note: s.note ? `round ${i}` : undefined,
          }
    return `did ${(await commitAction(db, GAME, (st) => freePlay.plan(st as never, action, config), opts, now)).entry.seq}`
  } catch (e) {
    return `refused ${(e as { code?: string }).code ?? String(e)}`
  }
}

const noIds = (es: Entry[]) => es.map(({ id: _id, ...rest }) => rest)

async function chunks(db: TischbankDb, after: number): Promise<Entry[]> {
  const out: Entry[] = []
  for await (const c of entryChunks(db, GAME, after, 4)) out.push(...c)
  return out
}

/** Everything the app reads from the entries, in a comparable form. */
async function observe(db: TischbankDb, probe: { before: number; limit: number; after: number; seqs: number[] }) {
  const { head } = await loadGame(db, GAME)
  const index = new HistoryIndex((e) => `${e.kind} ${e.note ?? ''}`)
  for await (const c of entryChunks(db, GAME, 0, 3)) index.add(c)
  const { redo: redoStack, nextSeq, liveActions, entryCount, state } = head
  return {
    head: { redoStack, nextSeq, liveActions, entryCount, state },
    all: noIds(await allEntries(db, GAME)),
    recent: noIds(await entriesPage(db, GAME, probe.limit)),
    page: noIds(await entriesPage(db, GAME, probe.limit, probe.before)),
    chunks: noIds(await chunks(db, probe.after)),
    bySeq: noIds(await entriesBySeq(db, GAME, probe.seqs)),
    run: noIds(await entriesBySeq(db, GAME, [probe.after + 1, probe.after + 2, probe.after + 3])),
    verified: (await verifyGame(db, GAME)).ok,
    byKind: index.filter({ kind: 'salary' }),
    byPlayer: index.filter({ account: 'Ben' }),
    search: index.filter({ text: 'round' }),
    backup: (await makeBackup(db, [GAME], T0)).games[0]!.entries,
  }
}

describe('sealed pages (schema version 2) read and write exactly like one record per entry', () => {
  it('random actions with undo, redo and sealing at random points: every read (pages, chunks, rows by sequence, history index, backup) and every undo/redo outcome is identical to the unsealed layout', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 5, maxLength: 45 }),
        fc.record({
          before: fc.integer({ min: 1, max: 60 }),
          limit: fc.integer({ min: 1, max: 12 }),
          after: fc.nat(40),
          seqs: fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 9 }),
        }),
        async (steps, probe) => {
          const plain = freshDb(false)
          const paged = freshDb(false)
          await newGame(plain)
          await newGame(paged)
          for (let i = 0; i < steps.length; i++) {
            const s = steps[i]!
            expect(await apply(paged, s, i, true), `step ${i}`).toBe(await apply(plain, s, i, false))
            if (i % 9 === 8 || i === steps.length - 1)
              expect(await observe(paged, probe)).toEqual(await observe(plain, probe))
          }
          expect((await observe(paged, probe)).verified).toBe(true)
          plain.close()
          paged.close()
        },
      ),
      { numRuns: 40 },
    )
  }, 120_000)

  it('an import writes pages, not one record per entry; undo and redo reach into the sealed pages; deleting the game removes them', async () => {
    const src = freshDb(false)
    await newGame(src)
    for (let i = 0; i < 1100; i++)
      await commitAction(
        src,
        GAME,
        (st) => freePlay.plan(st as never, { type: 'pay', from: 'Anna', to: 'Ben', amount: 1 }, config),
        opts,
        T0 + i,
      )
    const file = backupText(await makeBackup(src, [GAME], T0))
    const db = freshDb(false)
    const [g] = await restore(db, file)
    expect(await db.entries.count()).toBe(0)
    // 3 setup entries + 1100 payments = 1103 entries in pages of 500
    expect((await db.pages.toArray()).map((p) => [p.first, p.last])).toEqual([
      [1, 500],
      [501, 1000],
      [1001, 1103],
    ])
    expect(noIds(await allEntries(db, g!.id)).map((e) => ({ ...e, gameId: GAME }))).toEqual(
      noIds(await allEntries(src, GAME)),
    )
    // undo twice into the last page, redo once; a new action starts the live tail after the pages
    expect((await undo(db, g!.id)).entry.seq).toBe(1103)
    expect((await undo(db, g!.id)).entry.seq).toBe(1102)
    expect((await redo(db, g!.id)).entry.seq).toBe(1102)
    const did = await commitAction(
      db,
      g!.id,
      (st) => freePlay.plan(st as never, { type: 'salary', player: 'Cem' }, config),
      opts,
    )
    expect(did.entry.seq).toBe(1104)
    expect(await db.entries.count()).toBe(1)
    const rows = await entriesPage(db, g!.id, 3)
    expect(rows.map((e) => [e.seq, e.isUndone])).toEqual([
      [1104, false],
      [1103, true],
      [1102, false],
    ])
    expect((await verifyGame(db, g!.id)).ok).toBe(true)
    await deleteGame(db, g!.id)
    expect(await db.pages.count()).toBe(0)
    expect(await db.entries.count()).toBe(0)
  }, 60_000)
})
