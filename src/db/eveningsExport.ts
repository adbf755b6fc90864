import type { Person, Seats } from '@/domain/stats/people'
import type { GameResult } from '@/domain/stats/result'
import type { TischbankDb } from './schema'

// The evenings part of a backup (no zod, no domain code: the export worker loads it)

/**
 * The people, seats and results a backup carries (issue 37: part of every backup), beside its
 * games: `gameIds` names the file's games in their order (an import gives them new ids and
 * follows them there). All of them for a backup of every game, with the results of deleted games;
 * for some games only theirs and their people. Null when there is nothing to carry.
 */
export interface Evenings {
  gameIds: string[]
  people: Person[]
  seats: Seats[]
  results: GameResult[]
}

/** The evenings part of a backup of the given games (all when none are given; see Evenings). */
export async function eveningsFor(
  db: TischbankDb,
  gameIds: readonly string[],
  isAll: boolean,
): Promise<Evenings | null> {
  return db.transaction('r', db.people, db.seats, db.results, async () => {
    const wanted = new Set(gameIds)
    const seats = (await db.seats.toArray()).filter((s) => wanted.has(s.gameId))
    const results = (await db.results.orderBy('endedAt').toArray()).filter((r) => isAll || wanted.has(r.gameId))
    const used = new Set([
      ...seats.flatMap((s) => Object.values(s.people)),
      ...results.flatMap((r) => r.rows.flatMap((row) => (row.person ? [row.person] : []))),
    ])
    // by name: the same people give the same file
    const people = (await db.people.toArray())
      .filter((p) => isAll || used.has(p.id))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    if (people.length === 0 && seats.length === 0 && results.length === 0) return null
    return { gameIds: [...gameIds], people, seats, results }
  })
}
