import { RuleError } from '@/domain/errors'
import { jsonEqual } from '@/domain/ledger/effects'
import { newId } from '@/domain/ledger/ledger'
import { linkSeats, mergeSeats, renamedPerson, type Person, type SeatInput, type Seats } from '@/domain/stats/people'
import { mergeResults, type GameResult } from '@/domain/stats/result'
import type { TischbankDb } from './schema'

// People, seats and results (issue 37): kept beside the games, each change in one transaction.

/** Every person, by name. */
export async function listPeople(db: TischbankDb): Promise<Person[]> {
  const all = await db.people.toArray()
  return all.sort((a, b) => a.name.localeCompare(b.name))
}

/** Every result, removed ones too (the statistics leave those out), oldest end first. */
export async function listResults(db: TischbankDb): Promise<GameResult[]> {
  return db.results.orderBy('endedAt').toArray()
}

/** A game's seats (null: a game from before people were kept). */
export async function seatsOf(db: TischbankDb, gameId: string): Promise<Seats | null> {
  return (await db.seats.get(gameId)) ?? null
}

/** Links a game's players to people (linkSeats: chosen, same name, or new), writing the seats and the new or recoloured people at once. */
export async function saveSeats(
  db: TischbankDb,
  gameId: string,
  players: readonly SeatInput[],
  now = Date.now(),
): Promise<Seats> {
  return db.transaction('rw', db.people, db.seats, async () => {
    const { seats, changed } = linkSeats(await db.people.toArray(), gameId, players, now, newId)
    if (changed.length) await db.people.bulkPut(changed)
    await db.seats.put(seats)
    return seats
  })
}

/**
 * Keeps a game's result in step with its end: a finished game's result is written (again only
 * when it changed), an unfinished game's is deleted (an undo took the end back). A result the
 * user removed stays removed.
 */
export async function recordResult(db: TischbankDb, gameId: string, result: GameResult | null): Promise<void> {
  await db.transaction('rw', db.results, async () => {
    const stored = await db.results.get(gameId)
    if (stored?.isRemoved) return
    if (result === null) {
      if (stored) await db.results.delete(gameId)
      return
    }
    if (!stored || !jsonEqual(stored, result)) await db.results.put(result)
  })
}

/** Removes a result from the statistics (kept as removed, so the game does not record it again). */
export async function removeResult(db: TischbankDb, gameId: string): Promise<void> {
  const n = await db.results.update(gameId, { isRemoved: true })
  if (n === 0) throw new RuleError('gameNotFound', { game: gameId })
}

/** Renames a person (the player-name rule, unique among people). */
export async function renamePerson(db: TischbankDb, id: string, name: string): Promise<Person> {
  return db.transaction('rw', db.people, async () => {
    const person = renamedPerson(await db.people.toArray(), id, name)
    await db.people.put(person)
    return person
  })
}

/** Merges two people into one: every seat and result of `from` becomes `into`'s, and `from` is gone. */
export async function mergePeople(db: TischbankDb, from: string, into: string): Promise<void> {
  await db.transaction('rw', db.people, db.seats, db.results, async () => {
    const [a, b] = await Promise.all([db.people.get(from), db.people.get(into)])
    if (!a || !b) throw new RuleError('personNotFound')
    const seats = mergeSeats(await db.seats.toArray(), from, into)
    const results = mergeResults(await db.results.toArray(), from, into)
    if (seats.length) await db.seats.bulkPut(seats)
    if (results.length) await db.results.bulkPut(results)
    await db.people.delete(from)
  })
}
