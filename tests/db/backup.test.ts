import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { freshDb } from '../helpers/db'
import { expectRuleErrorAsync } from '../helpers/ruleError'
import { allEntries, commitAction, createGame, loadGame, redo, undo, verifyGame, type TischbankDb } from '@/db'
import { BACKUP_FORMAT, MAX_BACKUP_BYTES, backupText, comparableState, makeBackup, restore, type Backup } from '@/db/backup'
import { freePlay, freePlayConfig, type FreePlayAction } from '@/domain/games/freePlay'
import { admit } from '@/domain/ledger/admit'
import type { Entry, EntryDraft, Json, LedgerState } from '@/domain/ledger/types'

async function newGame(db: TischbankDb, players = ['Anna', 'Ben', 'Cem'], salary = 200) {
  const config = freePlayConfig({ players, salary })
  const game = await createGame(db, { name: 'Friday', config, initial: freePlay.initialState(config), setup: freePlay.setupDrafts(config, Math.random), admitOptions: freePlay.admitOptions(config) })
  const act = (action: FreePlayAction) => commitAction(db, game.id, (s) => freePlay.plan(s as never, action, config), freePlay.admitOptions(config))
  return { game, config, act }
}

/** A small genuine game: payments, salary, an undo (redo stack of one). */
async function sampleBackup(): Promise<{ db: TischbankDb; backup: Backup; text: string; gameId: string }> {
  const db = freshDb(false)
  const { game, act } = await newGame(db)
  await act({ type: 'pay', from: 'Anna', to: 'Ben', amount: 200, note: 'rent' })
  await act({ type: 'salary', player: 'Cem' })
  await act({ type: 'pay', from: 'bank', to: 'Anna', amount: 50 })
  await undo(db, game.id)
  const backup = await makeBackup(db, [game.id], 1_700_000_000_000)
  return { db, backup, text: backupText(backup), gameId: game.id }
}

async function gameCount(db: TischbankDb) {
  return { games: await db.games.count(), heads: await db.heads.count(), entries: await db.entries.count() }
}

/** Expects restore() to refuse with `code` and the database to be unchanged. */
async function expectRefused(input: string | Blob, code: string) {
  const { db } = await sampleBackup()
  const before = await gameCount(db)
  await expectRuleErrorAsync(restore(db, input), code)
  expect(await gameCount(db)).toEqual(before)
}

function mutate(backup: Backup, f: (b: Backup) => void): string {
  const copy = JSON.parse(JSON.stringify(backup)) as Backup
  f(copy)
  return JSON.stringify(copy)
}

describe('backup export and restore', () => {
  it('round trip: export then import gives a new game with the same state, history and redo stack', async () => {
    const { db, text, gameId } = await sampleBackup()
    const [imported] = await restore(db, text)
    expect(imported!.id).not.toBe(gameId)
    const a = await loadGame(db, gameId)
    const b = await loadGame(db, imported!.id)
    expect(comparableState(b.head.state)).toBe(comparableState(a.head.state))
    expect(b.head).toMatchObject({ redo: a.head.redo, nextSeq: a.head.nextSeq, liveActions: a.head.liveActions, entryCount: a.head.entryCount })
    const strip = (es: Entry[]) => es.map(({ id: _i, gameId: _g, ...e }) => e)
    expect(strip(await allEntries(db, imported!.id))).toEqual(strip(await allEntries(db, gameId)))
    expect((await verifyGame(db, imported!.id)).ok).toBe(true)
    // the imported game works: redo restores the undone payment
    await redo(db, imported!.id)
    expect((await loadGame(db, imported!.id)).head.state.balances.Anna).toBe(1300 + 50)
  })

  it('an import always creates new games and never overwrites: importing twice gives two copies', async () => {
    const { db, text } = await sampleBackup()
    const first = await restore(db, text)
    const second = await restore(db, text)
    expect(first[0]!.id).not.toBe(second[0]!.id)
    expect(await db.games.count()).toBe(3)
  })

  it('backs up all games when no ids are given', async () => {
    const db = freshDb(false)
    await newGame(db)
    await newGame(db, ['Dora', 'Emil'])
    const backup = await makeBackup(db)
    expect(backup).toMatchObject({ format: BACKUP_FORMAT, version: 1 })
    expect(backup.games).toHaveLength(2)
    const db2 = freshDb(false)
    expect(await restore(db2, new Blob([backupText(backup)]))).toHaveLength(2)
  })

  it('recomputes the head from the entries instead of trusting a stored state', async () => {
    const { db, text } = await sampleBackup()
    const [g] = await restore(db, mutate(JSON.parse(text) as Backup, (b) => Object.assign(b.games[0]!, { head: { state: { balances: { Anna: 1e9 } } } })))
    expect((await loadGame(db, g!.id)).head.state.balances.Anna).toBe(1300)
  })
})

describe('restore refuses a bad or hostile file and changes nothing', () => {
  it('refuses a truncated file', async () => {
    const { text } = await sampleBackup()
    await expectRefused(text.slice(0, Math.floor(text.length / 2)), 'backupTruncated')
  })
  it('refuses a file that is not JSON', async () => {
    await expectRefused('PK\u0003\u0004 this is a zip, not a backup', 'backupNotJson')
    await expectRefused('', 'backupNotJson')
  })
  it('refuses another format', async () => {
    await expectRefused(JSON.stringify({ type: 'excalidraw', version: 2, elements: [] }), 'backupUnknownFormat')
    await expectRefused('[1,2,3]', 'backupUnknownFormat')
  })
  it('refuses an unknown format version', async () => {
    const { backup } = await sampleBackup()
    await expectRefused(mutate(backup, (b) => Object.assign(b, { version: 2 })), 'backupVersionUnsupported')
  })
  it('refuses wrong types (a string amount, a fractional amount, a missing field)', async () => {
    const { backup } = await sampleBackup()
    await expectRefused(mutate(backup, (b) => Object.assign(b.games[0]!.entries[3]!.postings[0]!, { amount: '200' })), 'backupInvalid')
    await expectRefused(mutate(backup, (b) => Object.assign(b.games[0]!.entries[3]!.postings[0]!, { amount: 0.5 })), 'backupInvalid')
    await expectRefused(mutate(backup, (b) => delete (b.games[0]!.game as Partial<Backup['games'][0]['game']>).config), 'backupInvalid')
  })
  it('refuses unbalanced postings (re-admitted through the ledger gate)', async () => {
    const { backup } = await sampleBackup()
    await expectRefused(mutate(backup, (b) => Object.assign(b.games[0]!.entries[3]!.postings[1]!, { amount: 999 })), 'backupUnbalanced')
    // also in an undone entry
    await expectRefused(mutate(backup, (b) => Object.assign(b.games[0]!.entries[5]!.postings[1]!, { amount: 1 })), 'backupUnbalanced')
  })
  it('refuses balanced entries the rules forbid (a player charged into the negative)', async () => {
    const { backup } = await sampleBackup()
    await expectRefused(
      mutate(backup, (b) => {
        b.games[0]!.entries[3]!.postings = [
          { account: 'Anna', amount: -99999 },
          { account: 'Ben', amount: 99999 },
        ]
      }),
      'backupEntryRefused',
    )
  })
  it('refuses a __proto__ or constructor key anywhere', async () => {
    const { text } = await sampleBackup()
    await expectRefused(text.replace('"note":"rent"', '"note":"rent","info":{"__proto__":{"polluted":true}}'), 'backupForbiddenKey')
    await expectRefused(text.replace('"note":"rent"', '"note":"rent","info":{"\\u005f_proto__":1}'), 'backupForbiddenKey')
    await expectRefused(text.replace('"format"', '"constructor":{"prototype":{}},"format"'), 'backupForbiddenKey')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
  it('refuses a file larger than 64 MB before reading it', async () => {
    const big = new Blob([new Uint8Array(MAX_BACKUP_BYTES + 1)])
    await expectRefused(big, 'backupTooLarge')
  })
  it('refuses a redo stack that names a live entry', async () => {
    const { backup } = await sampleBackup()
    await expectRefused(mutate(backup, (b) => (b.games[0]!.redo = [4])), 'backupInvalid')
  })
  it('refuses the whole file when one of several games is bad (all or nothing)', async () => {
    const { backup } = await sampleBackup()
    await expectRefused(mutate(backup, (b) => b.games.push({ ...JSON.parse(JSON.stringify(b.games[0])), entries: [{ ...b.games[0]!.entries[0]!, postings: [{ account: 'Zed', amount: 0 }] }] })), 'backupEntryRefused')
  })
})

describe('round trip property', () => {
  type Op = { t: 'pay'; from: number; to: number; amount: number } | { t: 'salary'; who: number } | { t: 'undo' } | { t: 'redo' } | { t: 'leave'; who: number }
  const op: fc.Arbitrary<Op> = fc.oneof(
    { weight: 5, arbitrary: fc.record({ t: fc.constant('pay' as const), from: fc.nat(4), to: fc.nat(4), amount: fc.integer({ min: 1, max: 2000 }) }) },
    { weight: 2, arbitrary: fc.record({ t: fc.constant('salary' as const), who: fc.nat(3) }) },
    { weight: 2, arbitrary: fc.constant({ t: 'undo' as const }) },
    { weight: 1, arbitrary: fc.constant({ t: 'redo' as const }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('leave' as const), who: fc.nat(3) }) },
  )
  it('random free-play games: export → import gives the same state, redo stack and entries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 4 }), fc.array(op, { maxLength: 25 }), async (n, ops) => {
        const db = freshDb(false)
        const names = ['Anna', 'Ben', 'Cem', 'Dora'].slice(0, n)
        const accounts = ['bank', ...names]
        const { game, act } = await newGame(db, names)
        for (const o of ops) {
          try {
            if (o.t === 'pay') await act({ type: 'pay', from: accounts[o.from % accounts.length]!, to: accounts[o.to % accounts.length]!, amount: o.amount })
            else if (o.t === 'salary') await act({ type: 'salary', player: names[o.who % n]! })
            else if (o.t === 'leave') await act({ type: 'leave', player: names[o.who % n]! })
            else if (o.t === 'undo') await undo(db, game.id)
            else await redo(db, game.id)
          } catch {
            // refused actions change nothing
          }
        }
        const text = backupText(await makeBackup(db, [game.id]))
        const [copy] = await restore(db, text)
        const a = await loadGame(db, game.id)
        const b = await loadGame(db, copy!.id)
        expect(comparableState(b.head.state)).toBe(comparableState(a.head.state))
        expect(b.head.redo).toEqual(a.head.redo)
        expect(b.head.liveActions).toBe(a.head.liveActions)
        const strip = (es: Entry[]) => es.map(({ id: _i, gameId: _g, ...e }) => e)
        expect(strip(await allEntries(db, copy!.id))).toEqual(strip(await allEntries(db, game.id)))
        db.close()
      }),
      { numRuns: 40 },
    )
  })
})

/** A genuine backup of a long free-play game, generated through the rule pack and the ledger gate. */
export function longGameBackup(entries: number): Backup {
  const config = freePlayConfig({ players: ['Anna', 'Ben', 'Cem', 'Dora'], salary: 200 })
  const opts = freePlay.admitOptions(config)
  let state: LedgerState<Json> = freePlay.initialState(config)
  const out: Backup['games'][0]['entries'] = []
  const t0 = 1_700_000_000_000
  const push = (draft: EntryDraft, isSetup: boolean) => {
    state = admit(state, draft, opts)
    out.push({ ...draft, seq: out.length + 1, ts: t0 + out.length * 1000, isSetup, isUndone: false } as Backup['games'][0]['entries'][0])
  }
  for (const d of freePlay.setupDrafts(config, Math.random)) push(d, true)
  const names = config.players.map((p) => p.id)
  for (let i = 0; out.length < entries; i++) {
    const from = names[i % 4]!
    const to = names[(i + 1) % 4]!
    push(i % 7 === 0 ? freePlay.plan(state as never, { type: 'salary', player: from }, config) : freePlay.plan(state as never, { type: 'pay', from, to, amount: 1 + (i % 50), note: i % 10 === 0 ? `round ${i}` : undefined }, config), false)
  }
  return { format: BACKUP_FORMAT, version: 1, exportedAt: t0, games: [{ game: { name: 'Marathon', type: 'freePlay', config: config as never, createdAt: t0, updatedAt: t0 }, redo: [], entries: out }] }
}

describe('large games', () => {
  it('imports a genuine backup of a 100,000-entry game and exports it back identically', async () => {
    const db = freshDb(false)
    const backup = longGameBackup(100_000)
    const text = backupText(backup)
    const t0 = performance.now()
    const [g] = await restore(db, text)
    const importMs = performance.now() - t0
    const t1 = performance.now()
    const again = await makeBackup(db, [g!.id], backup.exportedAt)
    const exportMs = performance.now() - t1
    console.log(`100k entries: ${(text.length / 1e6).toFixed(1)} MB, import ${importMs.toFixed(0)} ms, export ${exportMs.toFixed(0)} ms (fake-indexeddb)`)
    expect(again.games[0]!.entries).toEqual(backup.games[0]!.entries)
    expect((await loadGame(db, g!.id)).head.entryCount).toBe(100_000)
  }, 180_000)
})
