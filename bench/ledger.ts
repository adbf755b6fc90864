// Ledger benchmarks on fake-indexeddb in Node: open a game of 1k / 10k / 100k entries, and one
// payment and one undo at 100k entries (median and p95). Targets (issue "Foundation"):
// open 100k ≤ 300 ms; payment and undo ≤ 5 ms p95.
import 'fake-indexeddb/auto'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { TischbankDb, type EntryRecord, type HeadRecord } from '@/db/schema'
import { commitAction, entriesPage, loadGame, undo, verifyGame } from '@/db/repo'
import { freePlay, freePlayConfig } from '@/domain/games/freePlay'
import { appendStep, startHead } from '@/domain/ledger/cursor'
import type { EntryDraft, Json, LedgerHead } from '@/domain/ledger/types'
import { percentile, fmtMs, row } from './util'

const config = freePlayConfig({ players: ['Anna', 'Ben', 'Cem', 'Dora'], salary: 200, startingCapital: 1_000_000 })
const opts = freePlay.admitOptions(config)

/** Writes a game with n entries directly (bulk), as a long evening would leave it; the head is the cursor's. */
async function seed(db: TischbankDb, gameId: string, n: number): Promise<void> {
  const initial = freePlay.initialState(config)
  let cursor: LedgerHead<Json> = startHead(initial)
  const recs: EntryRecord[] = []
  const add = (draft: EntryDraft, isSetup: boolean) => {
    const step = appendStep(cursor, draft, opts, {
      id: `${gameId}-${cursor.nextSeq}`,
      gameId,
      ts: cursor.nextSeq,
      isSetup,
    })
    cursor = step.head
    recs.push({ ...step.entry, live: 1 })
  }
  for (const d of freePlay.setupDrafts(config, Math.random)) add(d, true)
  const names = config.players.map((p) => p.id)
  while (cursor.nextSeq <= n) {
    const seq = cursor.nextSeq
    const from = names[seq % 4]!
    const to = names[(seq + 1) % 4]!
    add(
      freePlay.plan(
        cursor.state as Parameters<typeof freePlay.plan>[0],
        seq % 7 === 0 ? { type: 'salary', player: from } : { type: 'pay', from, to, amount: 1 + (seq % 50) },
        config,
      ),
      false,
    )
  }
  const head: HeadRecord = { gameId, initial, ...cursor }
  for (let i = 0; i < recs.length; i += 5000) await db.entries.bulkAdd(recs.slice(i, i + 5000))
  await db.games.add({ id: gameId, name: `bench ${n}`, type: 'freePlay', config, createdAt: 0, updatedAt: 0 })
  await db.heads.add(head)
}

export async function benchLedger(): Promise<void> {
  console.log('\n## Ledger on fake-indexeddb (Node)')
  for (const n of [1_000, 10_000, 100_000]) {
    const db = new TischbankDb(`bench-${n}`, { indexedDB: new IDBFactory(), IDBKeyRange })
    const id = `g${n}`
    await seed(db, id, n)
    db.close()
    await db.open()
    const opens: number[] = []
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now()
      await loadGame(db, id)
      await entriesPage(db, id, 30)
      opens.push(performance.now() - t0)
    }
    row(
      `open a game of ${n.toLocaleString('en')} entries (head + newest 30), median`,
      fmtMs(percentile(opens, 50)),
      n === 100_000 ? '≤ 300 ms' : '',
    )
    if (n === 100_000) {
      const t0 = performance.now()
      const v = await verifyGame(db, id)
      row(
        `full fold of ${n.toLocaleString('en')} entries (verification, not on open)`,
        fmtMs(performance.now() - t0),
        v.ok ? 'matches head' : 'MISMATCH',
      )
      const pays: number[] = []
      const undos: number[] = []
      for (let i = 0; i < 60; i++) {
        let t = performance.now()
        await commitAction(
          db,
          id,
          (s) => freePlay.plan(s as never, { type: 'pay', from: 'Anna', to: 'Ben', amount: 5 }, config),
          opts,
        )
        pays.push(performance.now() - t)
        t = performance.now()
        await undo(db, id)
        undos.push(performance.now() - t)
      }
      row(
        'payment at 100k entries, median / p95',
        `${fmtMs(percentile(pays, 50))} / ${fmtMs(percentile(pays, 95))}`,
        '≤ 5 ms p95',
      )
      row(
        'undo at 100k entries, median / p95',
        `${fmtMs(percentile(undos, 50))} / ${fmtMs(percentile(undos, 95))}`,
        '≤ 5 ms p95',
      )
      const mem = process.memoryUsage()
      row('heap used after the 100k game', `${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`, '')
    }
    db.close()
  }
}
