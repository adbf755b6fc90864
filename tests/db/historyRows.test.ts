import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { freshDb } from '../helpers/db'
import {
  commitAction,
  createGame,
  entriesAround,
  entriesBySeq,
  entriesPage,
  getDb,
  loadGame,
  openGame,
  sealGame,
  undo,
} from '@/db'
import { useGameStore } from '@/stores/game'
import { freePlay, freePlayConfig } from '@/domain/games/freePlay'

const config = freePlayConfig({ players: ['Anna', 'Ben', 'Cem'], salary: 200 })
const opts = freePlay.admitOptions(config)
const GAME = 'g1'
const T0 = 1_764_547_200_000

beforeEach(() => setActivePinia(createPinia()))

/** A game of `n` salary and payment entries after its setup, the oldest sealed into pages of `page`. */
async function played(n: number, page: number) {
  const db = freshDb()
  await createGame(db, {
    id: GAME,
    name: 'Rows',
    config,
    initial: freePlay.initialState(config),
    setup: freePlay.setupDrafts(config, () => 0.5),
    admitOptions: opts,
    now: T0,
  })
  for (let i = 0; i < n; i++) {
    const action =
      i % 3
        ? { type: 'pay' as const, from: 'Anna', to: 'Ben', amount: 1 + i }
        : { type: 'salary' as const, player: 'Cem' }
    await commitAction(db, GAME, (s) => freePlay.plan(s as never, action, config), opts, T0 + i)
  }
  await undo(db, GAME, T0 + n)
  const sealed = await sealGame(db, GAME, page)
  return { db, sealed, total: (await loadGame(db, GAME)).head.entryCount }
}

describe('history rows from sealed pages', () => {
  it('entriesAround gives the asked entries as entriesBySeq does, plus every other entry of the pages they are in (each exactly as stored)', async () => {
    const { db, sealed, total } = await played(40, 10)
    expect(sealed).toBe(40)
    const all = await entriesBySeq(
      db,
      GAME,
      Array.from({ length: total }, (_, i) => i + 1),
    )
    const bySeq = new Map(all.map((e) => [e.seq, e]))
    for (const asked of [[12, 13, 14], [9, 10, 11], [25], [3, 27, 38], [41, 42, 43], [38, 39, 40, 41, 42]]) {
      const got = await entriesAround(db, GAME, asked)
      const seqs = got.map((e) => e.seq)
      // sequence order, no duplicates, every asked one
      expect(seqs).toEqual([...new Set(seqs)].sort((a, b) => a - b))
      for (const s of asked) expect(seqs).toContain(s)
      for (const e of got) expect(e).toEqual(bySeq.get(e.seq))
      // the extra ones are the rest of the asked entries' pages (pages of 10: seq 1–10, 11–20 …), never tail entries
      const sealedPagesOf = new Set(asked.filter((s) => s <= sealed).map((s) => Math.floor((s - 1) / 10)))
      const expected = new Set([
        ...asked,
        ...[...sealedPagesOf].flatMap((p) => Array.from({ length: 10 }, (_, i) => p * 10 + i + 1)),
      ])
      expect(new Set(seqs)).toEqual(expected)
    }
  })

  it('openGame reads the game, its head and the newest entries of one moment', async () => {
    const { db } = await played(25, 10)
    const opened = await openGame(db, GAME, 30)
    const loaded = await loadGame(db, GAME)
    expect(opened.game).toEqual(loaded.game)
    expect(opened.head).toEqual(loaded.head)
    expect(opened.recent).toEqual(await entriesPage(db, GAME, 30))
  })
})

describe('game store: history rows', () => {
  it('historyRows serves the newest rows from the entries the store holds (no read) and reads older ones with their pages', async () => {
    await played(60, 10)
    const store = useGameStore()
    await store.open(GAME)
    const newest = store.recent.slice(0, 12).map((e) => e.seq)
    const spy = vi.spyOn(getDb(), 'transaction')
    const rows = await store.historyRows(GAME, newest)
    expect(spy).not.toHaveBeenCalled()
    expect(rows).toEqual(await entriesBySeq(getDb(), GAME, newest))
    const older = await store.historyRows(GAME, [5, 6, 7])
    expect(spy).toHaveBeenCalled()
    spy.mockRestore()
    expect(older.map((e) => e.seq)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1))
    // after an undo the held rows carry the new flag
    await store.undo()
    const undone = store.recent.find((e) => e.isUndone && !e.isSetup)!
    expect((await store.historyRows(GAME, [undone.seq]))[0]).toEqual(
      (await entriesBySeq(getDb(), GAME, [undone.seq]))[0],
    )
  })
})
