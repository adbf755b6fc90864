import { describe, expect, it } from 'vitest'
import { freshDb } from '../helpers/db'
import { expectRuleErrorAsync } from '../helpers/ruleError'
import { createGame, deleteGame, type TischbankDb } from '@/db'
import { backupParts, backupText, makeBackup, restore, type Backup } from '@/db/backup'
import {
  listPeople,
  listResults,
  mergePeople,
  recordResult,
  removeResult,
  renamePerson,
  saveSeats,
  seatsOf,
} from '@/db/evenings'
import { freePlay, freePlayConfig } from '@/domain/games/freePlay'
import type { GameResult } from '@/domain/stats/result'

async function newGame(db: TischbankDb, players = ['Anna', 'Ben']) {
  const config = freePlayConfig({ players, salary: 200 })
  return createGame(db, {
    name: 'Friday',
    config,
    initial: freePlay.initialState(config),
    setup: freePlay.setupDrafts(config, Math.random),
    admitOptions: freePlay.admitOptions(config),
  })
}

const seatsIn = [
  { player: 'Anna', name: 'Anna', color: '#d55e00' },
  { player: 'Ben', name: 'Ben', color: '#0072b2' },
]

function resultFor(gameId: string, people: Record<string, string>): GameResult {
  return {
    gameId,
    gameName: 'Friday',
    type: 'freePlay',
    isScorePad: false,
    currency: '€',
    reason: 'timeUp',
    startedAt: 1_000,
    endedAt: 2_000,
    durationMs: 1_000,
    rows: [
      { player: 'Anna', person: people.Anna ?? null, name: 'Anna', rank: 1, value: 1700, isWinner: true, isOut: false },
      { player: 'Ben', person: people.Ben ?? null, name: 'Ben', rank: 2, value: 1300, isWinner: false, isOut: false },
    ],
    facts: { biggestRent: null, rentByProperty: {}, bestRound: null },
  }
}

/** A database with one finished game: its people, seats and result. */
async function finished() {
  const db = freshDb(false)
  const game = await newGame(db)
  const seats = await saveSeats(db, game.id, seatsIn, 10)
  const result = resultFor(game.id, seats.people)
  await recordResult(db, game.id, result)
  return { db, game, seats, result }
}

describe('people and results in storage (issue 37)', () => {
  it('a new game links its players to people; the next game with the same names finds them again', async () => {
    const { db, seats } = await finished()
    const again = await newGame(db)
    const next = await saveSeats(db, again.id, seatsIn, 20)
    expect(next.people).toEqual(seats.people)
    expect((await listPeople(db)).map((p) => p.name)).toEqual(['Anna', 'Ben'])
    expect(await seatsOf(db, again.id)).toEqual(next)
  })

  it('the result follows the end: recorded, rewritten only when it changed, deleted when an undo reopens the game; a removed one stays removed', async () => {
    const { db, game, result } = await finished()
    expect(await listResults(db)).toEqual([result])
    await recordResult(db, game.id, null)
    expect(await listResults(db)).toEqual([])
    await recordResult(db, game.id, result)
    await removeResult(db, game.id)
    await recordResult(db, game.id, { ...result, endedAt: 3_000 })
    await recordResult(db, game.id, null)
    expect(await listResults(db)).toEqual([{ ...result, isRemoved: true }])
  })

  it('deleting a game keeps its people and its result', async () => {
    const { db, game, result } = await finished()
    await deleteGame(db, game.id)
    expect(await listResults(db)).toEqual([result])
    expect(await listPeople(db)).toHaveLength(2)
  })

  it('rename and merge: the merged person’s seats and results become the other’s', async () => {
    const { db, game, seats } = await finished()
    await expectRuleErrorAsync(renamePerson(db, seats.people.Ben!, 'anna'), 'personNameTaken')
    const renamed = await renamePerson(db, seats.people.Ben!, 'Benedikt')
    expect(renamed.name).toBe('Benedikt')
    await mergePeople(db, seats.people.Ben!, seats.people.Anna!)
    expect((await listPeople(db)).map((p) => p.name)).toEqual(['Anna'])
    expect((await seatsOf(db, game.id))?.people).toEqual({ Anna: seats.people.Anna, Ben: seats.people.Anna })
    expect((await listResults(db))[0]?.rows.map((r) => r.person)).toEqual([seats.people.Anna, seats.people.Anna])
  })

  it('a backup carries people, seats and results (also a deleted game’s); a fresh profile restores them, following the new game ids', async () => {
    const { db, game, result } = await finished()
    const gone = await newGame(db)
    const goneSeats = await saveSeats(db, gone.id, seatsIn, 30)
    const goneResult = { ...resultFor(gone.id, goneSeats.people), endedAt: 5_000 }
    await recordResult(db, gone.id, goneResult)
    await deleteGame(db, gone.id)
    const backup = await makeBackup(db, undefined, 50)
    // the text made in parts is the same file
    expect((await backupParts(db, undefined, 50)).join('')).toBe(backupText(backup))
    const fresh = freshDb(false)
    const [imported] = await restore(fresh, backupText(backup))
    expect(await listPeople(fresh)).toEqual(await listPeople(db))
    expect(await listResults(fresh)).toEqual([{ ...result, gameId: imported!.id }, goneResult])
    expect(await seatsOf(fresh, imported!.id)).toEqual({
      gameId: imported!.id,
      people: (await seatsOf(db, game.id))?.people,
    })
    // the same file again on the same device: people known by id, the deleted game's result not twice
    await restore(fresh, backupText(backup))
    expect(await listPeople(fresh)).toHaveLength(2)
    expect((await listResults(fresh)).filter((r) => r.gameId === gone.id)).toHaveLength(1)
  })

  it('a backup of one game carries only its people and result', async () => {
    const { db, game } = await finished()
    const other = await newGame(db, ['Cem', 'Dora'])
    await saveSeats(db, other.id, [
      { player: 'Cem', name: 'Cem', color: '#009e73' },
      { player: 'Dora', name: 'Dora', color: '#cc79a7' },
    ])
    const backup = await makeBackup(db, [game.id], 50)
    expect(backup.evenings?.people.map((p) => p.name)).toEqual(['Anna', 'Ben'])
    expect(backup.evenings?.gameIds).toEqual([game.id])
  })

  it('bad people or results refuse the whole file with a clear error, nothing written', async () => {
    const { db } = await finished()
    const backup = await makeBackup(db, undefined, 50)
    const bad = (f: (b: Backup) => void) => {
      const copy = JSON.parse(JSON.stringify(backup)) as Backup
      f(copy)
      return JSON.stringify(copy)
    }
    const fresh = freshDb(false)
    await expectRuleErrorAsync(
      restore(
        fresh,
        bad((b) => (b.evenings!.people[0]!.color = 'red')),
      ),
      'backupEveningsInvalid',
      { field: 'people › #1 › color' },
    )
    await expectRuleErrorAsync(
      restore(
        fresh,
        bad((b) => (b.evenings!.people[1]!.name = '\u200b')),
      ),
      'backupEveningsInvalid',
      { field: 'people › #2 › name' },
    )
    await expectRuleErrorAsync(
      restore(
        fresh,
        bad((b) => (b.evenings!.results[0]!.rows[0]!.person = 'nobody')),
      ),
      'backupEveningsInvalid',
      { field: 'results › #1 › rows' },
    )
    await expectRuleErrorAsync(
      restore(
        fresh,
        bad((b) => (b.evenings!.gameIds = [])),
      ),
      'backupEveningsInvalid',
      { field: 'gameIds' },
    )
    expect([await fresh.games.count(), await fresh.people.count(), await fresh.results.count()]).toEqual([0, 0, 0])
  })
})
