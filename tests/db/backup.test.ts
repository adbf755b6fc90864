import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { freshDb } from '../helpers/db'
import { expectRuleErrorAsync } from '../helpers/ruleError'
import { allEntries, commitAction, createGame, loadGame, redo, undo, verifyGame, type TischbankDb } from '@/db'
import {
  BACKUP_FORMAT,
  MAX_BACKUP_BYTES,
  backupText,
  comparableState,
  importedName,
  makeBackup,
  restore,
  type Backup,
} from '@/db/backup'
import { freePlay, freePlayConfig, type FreePlayAction } from '@/domain/games/freePlay'
import type { Entry } from '@/domain/ledger/types'

async function newGame(db: TischbankDb, players = ['Anna', 'Ben', 'Cem'], salary = 200) {
  const config = freePlayConfig({ players, salary })
  const game = await createGame(db, {
    name: 'Friday',
    config,
    initial: freePlay.initialState(config),
    setup: freePlay.setupDrafts(config, Math.random),
    admitOptions: freePlay.admitOptions(config),
  })
  const act = (action: FreePlayAction) =>
    commitAction(db, game.id, (s) => freePlay.plan(s as never, action, config), freePlay.admitOptions(config))
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
    expect(b.head).toMatchObject({
      redo: a.head.redo,
      nextSeq: a.head.nextSeq,
      liveActions: a.head.liveActions,
      entryCount: a.head.entryCount,
    })
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

  it('an imported game whose name is taken is marked as imported, never the identical name (issue 38)', async () => {
    const { db, text } = await sampleBackup()
    const [first] = await restore(db, text, Date.now(), undefined, undefined, ' (imported 6 Dec)')
    expect(first!.name).toBe('Friday (imported 6 Dec)')
    const [second] = await restore(db, text, Date.now(), undefined, undefined, ' (imported 6 Dec)')
    expect(second!.name).toBe('Friday (imported 6 Dec) 2')
    // into a database without a "Friday": the name as it was
    const [fresh] = await restore(freshDb(false), text, Date.now(), undefined, undefined, ' (importiert 6. Dez.)')
    expect(fresh!.name).toBe('Friday')
    expect((await db.games.toArray()).map((g) => g.name).sort()).toEqual([
      'Friday',
      'Friday (imported 6 Dec)',
      'Friday (imported 6 Dec) 2',
    ])
  })

  it('the imported mark fits the 40 characters of a game name, and names that look the same are taken', () => {
    const long = 'A'.repeat(40)
    const named = importedName(long, ' (imported 6 Dec)', new Set([long.toLowerCase()]))
    expect([...named]).toHaveLength(40)
    expect(named.endsWith(' (imported 6 Dec)')).toBe(true)
    expect(importedName('FRIDAY', ' (imported 6 Dec)', new Set(['friday']))).toBe('FRIDAY (imported 6 Dec)')
    expect(importedName('Monday', ' (imported 6 Dec)', new Set(['friday']))).toBe('Monday')
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

  it('computes the head from the entries in the file: an edited (balanced) entry shows in the state, a head written into the file is ignored', async () => {
    const { db, backup } = await sampleBackup()
    const edited = mutate(backup, (b) => {
      const g = b.games[0]!
      // the payment Anna → Ben 200 becomes 300: still balanced, so admitted
      g.entries[3]!.postings = g.entries[3]!.postings.map((p) => ({ ...p, amount: Math.sign(p.amount) * 300 }))
      Object.assign(g, {
        head: { nextSeq: 99, redo: [], liveActions: 42, state: { balances: { Anna: 1e9 }, data: {} } },
      })
    })
    const [g] = await restore(db, edited)
    const { head } = await loadGame(db, g!.id)
    expect(head.state.balances).toMatchObject({ Anna: 1200, Ben: 1800 })
    expect(head).toMatchObject({ nextSeq: 7, liveActions: 2, entryCount: 6, redo: [6] })
    expect((await verifyGame(db, g!.id)).ok).toBe(true)
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
    await expectRefused(
      mutate(backup, (b) => Object.assign(b, { version: 2 })),
      'backupVersionUnsupported',
    )
  })
  it('refuses wrong types (a string amount, a fractional amount, a missing field)', async () => {
    const { backup } = await sampleBackup()
    await expectRefused(
      mutate(backup, (b) => Object.assign(b.games[0]!.entries[3]!.postings[0]!, { amount: '200' })),
      'backupEntryInvalid',
    )
    await expectRefused(
      mutate(backup, (b) => Object.assign(b.games[0]!.entries[3]!.postings[0]!, { amount: 0.5 })),
      'backupEntryInvalid',
    )
    // in words (issue 38): the game by its name, the entry by its place, the field by its name — no "games.0.entries.3…"
    await expectRuleErrorAsync(
      restore(
        freshDb(false),
        mutate(backup, (b) => Object.assign(b.games[0]!.entries[3]!.postings[0]!, { amount: '200' })),
      ),
      'backupEntryInvalid',
      { game: 'Friday', entry: 4, field: 'postings › #1 › amount' },
    )
    await expectRefused(
      mutate(backup, (b) => delete (b.games[0]!.game as Partial<Backup['games'][0]['game']>).config),
      'backupGameInvalid',
    )
  })
  it('refuses unbalanced postings (re-admitted through the ledger gate)', async () => {
    const { backup } = await sampleBackup()
    await expectRefused(
      mutate(backup, (b) => Object.assign(b.games[0]!.entries[3]!.postings[1]!, { amount: 999 })),
      'backupUnbalanced',
    )
    // also in an undone entry
    await expectRefused(
      mutate(backup, (b) => Object.assign(b.games[0]!.entries[5]!.postings[1]!, { amount: 1 })),
      'backupUnbalanced',
    )
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
    // injected under a key of its own (a second "info" key would replace the first, or be replaced)
    expect(text).toContain('"note":"rent"')
    await expectRefused(
      text.replace('"note":"rent"', '"note":"rent","injected":{"__proto__":{"polluted":true}}'),
      'backupForbiddenKey',
    )
    await expectRefused(
      text.replace('"note":"rent"', '"note":"rent","injected":{"\\u005f_proto__":1}'),
      'backupForbiddenKey',
    )
    await expectRefused(text.replace('"format"', '"constructor":{"prototype":{}},"format"'), 'backupForbiddenKey')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
  it('refuses a file larger than 64 MB before reading it', async () => {
    const big = new Blob([new Uint8Array(MAX_BACKUP_BYTES + 1)])
    await expectRefused(big, 'backupTooLarge')
  })
  it('refuses a redo stack that names a live entry', async () => {
    const { backup } = await sampleBackup()
    await expectRefused(
      mutate(backup, (b) => (b.games[0]!.redo = [4])),
      'backupRedoInvalid',
    )
  })
  it('refuses the whole file when one of several games is bad (all or nothing)', async () => {
    const { backup } = await sampleBackup()
    await expectRefused(
      mutate(backup, (b) =>
        b.games.push({
          ...JSON.parse(JSON.stringify(b.games[0])),
          entries: [{ ...b.games[0]!.entries[0]!, postings: [{ account: 'Zed', amount: 0 }] }],
        }),
      ),
      'backupEntryRefused',
    )
  })
})

describe('round trip property', () => {
  type Op =
    | { t: 'pay'; from: number; to: number; amount: number }
    | { t: 'salary'; who: number }
    | { t: 'undo' }
    | { t: 'redo' }
    | { t: 'leave'; who: number }
  const op: fc.Arbitrary<Op> = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        t: fc.constant('pay' as const),
        from: fc.nat(4),
        to: fc.nat(4),
        amount: fc.integer({ min: 1, max: 2000 }),
      }),
    },
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
            if (o.t === 'pay')
              await act({
                type: 'pay',
                from: accounts[o.from % accounts.length]!,
                to: accounts[o.to % accounts.length]!,
                amount: o.amount,
              })
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

// the 100,000-entry import/export runs in `npm run bench` (bench/backup.ts), not in the unit tests
