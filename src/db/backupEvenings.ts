import { z } from 'zod'
import { RuleError } from '@/domain/errors'
import { GAME_TYPES } from '@/domain/games/types'
import { normalizeName } from '@/domain/games/players'
import { nameKey } from '@/domain/names'
import type { Person, Seats } from '@/domain/stats/people'
import type { GameResult } from '@/domain/stats/result'
import type { Evenings } from './eveningsExport'
import type { TischbankDb } from './schema'

// The people, seats and results of a backup (issue 37), checked like everything imported: the
// schema (untrusted: lengths, types, ids), every name by the player-name rule, every person a
// seat or result names is one of the file's people. A bad part refuses the whole file.

const MAX_TS = 8.64e15
const id = z.string().min(1).max(100)
const timestamp = z.int().nonnegative().max(MAX_TS)
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/)
const safeInt = z.int()
const personSchema = z.object({ id, name: z.string().max(100), color, createdAt: timestamp })
const seatsSchema = z.object({ gameId: id, people: z.record(id, id) })
const rowSchema = z.object({
  player: id,
  person: id.nullable(),
  name: z.string().max(100),
  rank: z.int().min(1).max(100),
  value: safeInt,
  isWinner: z.boolean(),
  isOut: z.boolean(),
})
const factsSchema = z.object({
  biggestRent: z
    .object({ amount: safeInt.nonnegative(), payer: id, owner: id, property: z.string().max(100) })
    .nullable(),
  rentByProperty: z.record(z.string().max(100), safeInt.nonnegative()),
  bestRound: z.object({ round: z.int().min(1).max(100_000), player: id, points: safeInt }).nullable(),
})
const resultSchema = z.object({
  gameId: id,
  gameName: z.string().max(200),
  type: z.enum(GAME_TYPES),
  isScorePad: z.boolean(),
  currency: z.string().max(8),
  reason: z.enum(['timeUp', 'lastPlayer', 'finished']),
  startedAt: timestamp,
  endedAt: timestamp,
  durationMs: timestamp,
  rows: z.array(rowSchema).min(1).max(16),
  facts: factsSchema,
  isRemoved: z.boolean().optional(),
})

/** The evenings part of a backup file (optional: files without people or results have none). */
export const eveningsSchema = z.object({
  gameIds: z.array(id).max(10000),
  people: z.array(personSchema).max(10000),
  seats: z.array(seatsSchema).max(10000),
  results: z.array(resultSchema).max(100000),
})

const refused = (field: string) => new RuleError('backupEveningsInvalid', { field })

/** Checks what the schema cannot: names by the player-name rule, people named once, every person a seat or result names known. */
export function checkEvenings(e: Evenings, games: number): void {
  if (e.gameIds.length !== games || new Set(e.gameIds).size !== games) throw refused('gameIds')
  const ids = new Set<string>()
  const names = new Set<string>()
  e.people.forEach((p, i) => {
    let name: string
    try {
      name = normalizeName(p.name)
    } catch {
      throw refused(`people › #${i + 1} › name`)
    }
    if (ids.has(p.id) || names.has(nameKey(name))) throw refused(`people › #${i + 1}`)
    ids.add(p.id)
    names.add(nameKey(name))
  })
  e.seats.forEach((s, i) => {
    for (const person of Object.values(s.people)) if (!ids.has(person)) throw refused(`seats › #${i + 1} › people`)
  })
  e.results.forEach((r, i) => {
    if (r.endedAt < r.startedAt) throw refused(`results › #${i + 1} › endedAt`)
    for (const row of r.rows)
      if (row.person !== null && !ids.has(row.person)) throw refused(`results › #${i + 1} › rows`)
  })
}

/**
 * Writes an imported file's people, seats and results (inside restore()'s transaction): a person
 * of the same id or name as one kept here is that person; seats and results follow their game to
 * its new id; the result of a game not in the file is added unless one of its id is kept.
 */
export async function writeEvenings(db: TischbankDb, e: Evenings, newIds: ReadonlyMap<string, string>): Promise<void> {
  const kept = await db.people.toArray()
  const byId = new Map(kept.map((p) => [p.id, p]))
  const byName = new Map(kept.map((p) => [nameKey(p.name), p]))
  const local = new Map<string, string>()
  const added: Person[] = []
  for (const p of e.people) {
    const same = byId.get(p.id) ?? byName.get(nameKey(p.name))
    if (same) local.set(p.id, same.id)
    else {
      added.push({ ...p, name: normalizeName(p.name) })
      local.set(p.id, p.id)
    }
  }
  const person = (pid: string) => local.get(pid) ?? pid
  const seats: Seats[] = e.seats
    .filter((s) => newIds.has(s.gameId))
    .map((s) => ({
      gameId: newIds.get(s.gameId)!,
      people: Object.fromEntries(Object.entries(s.people).map(([seat, p]) => [seat, person(p)])),
    }))
  const results: GameResult[] = []
  for (const r of e.results) {
    const gameId = newIds.get(r.gameId)
    if (gameId === undefined && (await db.results.get(r.gameId))) continue
    results.push({
      ...r,
      gameId: gameId ?? r.gameId,
      rows: r.rows.map((row) => ({ ...row, person: row.person === null ? null : person(row.person) })),
    })
  }
  if (added.length) await db.people.bulkAdd(added)
  if (seats.length) await db.seats.bulkPut(seats)
  if (results.length) await db.results.bulkPut(results)
}
