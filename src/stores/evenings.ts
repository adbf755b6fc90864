import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import { getDb, storageError } from '@/db'
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
import { getHeads, listGames } from '@/db/repo'
import type { GameRecord } from '@/db/schema'
import { loadAnyModule } from '@/domain/games'
import { clockIsOver, gameSummary, type GameSummary } from '@/domain/games/summary'
import { jsonEqual } from '@/domain/ledger/effects'
import type { Entry, Json, LedgerState } from '@/domain/ledger/types'
import type { Person, SeatInput, Seats } from '@/domain/stats/people'
import { clockPlayedMs, endedAtOf, resultOf as resultFrom, type GameResult } from '@/domain/stats/result'
import { useGameStore } from '@/stores/game'

/** Runs a database step; a failure becomes the app's storage error. */
async function stored<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (e) {
    throw storageError(e)
  }
}

/**
 * Evenings remembered (issue 37): the people who play here, which person sits in which seat, and
 * the results of finished games, read once and kept in step with every change made here.
 */
export const useEveningsStore = defineStore('evenings', () => {
  const people = shallowRef<Person[]>([])
  const results = shallowRef<GameResult[]>([])
  const loaded = shallowRef(false)

  /** Reads the people and results (again). */
  async function load(): Promise<void> {
    const db = getDb()
    const [p, r] = await stored(() => Promise.all([listPeople(db), listResults(db)]))
    people.value = p
    results.value = r
    loaded.value = true
  }

  /** Links a new game's players to people (chosen, the same name, or new). */
  async function link(gameId: string, players: readonly SeatInput[]): Promise<Seats> {
    const seats = await stored(() => saveSeats(getDb(), gameId, players))
    people.value = await stored(() => listPeople(getDb()))
    return seats
  }

  /** A game's seats, or null for a game from before people were kept. */
  function seats(gameId: string): Promise<Seats | null> {
    return stored(() => seatsOf(getDb(), gameId))
  }

  /** The result stored for a game (removed ones too), from what was read. */
  function resultOf(gameId: string): GameResult | undefined {
    return results.value.find((r) => r.gameId === gameId)
  }

  /** Keeps a game's result in step with its end (null: the game goes on). */
  async function record(gameId: string, result: GameResult | null): Promise<void> {
    await stored(() => recordResult(getDb(), gameId, result))
    results.value = await stored(() => listResults(getDb()))
  }

  /**
   * Keeps a finished game's result in step with its standings (`summary`, from its `state`): written
   * when it is new or changed, with the people in its seats (linked now for a game from before
   * people were kept) and the records of its whole ledger. `recent`: the game's newest entries the
   * game screen holds, the end's time read from them, and the ledger read only when the standings
   * changed; without them the ledger is read at once. The ledger is read through the game store's
   * entryChunks (one reader for every screen: a database lost to a newer schema reads as empty).
   * A result the user removed stays removed.
   */
  async function recordEnd(
    game: GameRecord,
    state: LedgerState<Json>,
    summary: GameSummary,
    recent?: readonly Entry[],
  ): Promise<void> {
    if (!summary.over || game.copy) return
    if (!loaded.value) await load()
    const before = resultOf(game.id)
    if (before?.isRemoved) return
    let entries = recent ? null : await ledgerOf(game.id)
    const sat =
      (await seats(game.id)) ??
      (await link(
        game.id,
        game.config.players.map((p) => ({ player: p.id, name: p.name, color: p.color })),
      ))
    const module = await loadAnyModule(game.type)
    const input = {
      gameId: game.id,
      gameName: game.name,
      type: game.type,
      isScorePad: module.isScorePad,
      currency: game.config.currency,
      createdAt: game.createdAt,
      endedAt: endedAtOf(game.createdAt, recent ?? entries ?? []),
      clockMs: clockPlayedMs(game.clock, Date.now()),
      seats: sat.people,
      summary,
      // the game's own round record, from its rounds as last corrected
      bestRound: module.bestRound?.(state, game.config) ?? null,
    }
    const cheap = resultFrom({ ...input, entries: [] })
    if (before && cheap && jsonEqual(withoutFacts(before), withoutFacts(cheap))) return
    entries ??= await ledgerOf(game.id)
    await record(game.id, resultFrom({ ...input, entries }))
  }

  /**
   * The results of games that ended while no screen could remember them (the app closed or
   * reloaded right after the last round, the clock ran out while it was closed): the heads of this
   * device's games without a result are read in one go, and a finished one gets its result now
   * (the statistics screen). A game whose module cannot load (its code not cached offline) waits
   * for the next look instead of hiding the statistics behind an error.
   */
  async function catchUp(): Promise<void> {
    if (!loaded.value) await load()
    const db = getDb()
    const now = Date.now()
    const open = (await stored(() => listGames(db))).filter((g) => !g.copy && !resultOf(g.id))
    if (open.length === 0) return
    const ids = open.map((g) => g.id)
    const heads = await stored(() => getHeads(db, ids))
    for (const [i, game] of open.entries()) {
      const head = heads[i]
      const module = head ? await loadAnyModule(game.type).catch(() => null) : null
      if (!head || !module) continue
      const summary = gameSummary(module, head.state, game.config, clockIsOver(game.clock, now))
      if (summary.over) await recordEnd(game, head.state, summary)
    }
  }

  /** Removes a result from the statistics. */
  async function remove(gameId: string): Promise<void> {
    await stored(() => removeResult(getDb(), gameId))
    results.value = await stored(() => listResults(getDb()))
  }

  async function rename(id: string, name: string): Promise<void> {
    await stored(() => renamePerson(getDb(), id, name))
    people.value = await stored(() => listPeople(getDb()))
  }

  /** Merges `from` into `into`: one person with both histories. */
  async function merge(from: string, into: string): Promise<void> {
    await stored(() => mergePeople(getDb(), from, into))
    await load()
  }

  return { people, results, loaded, load, link, seats, resultOf, record, recordEnd, catchUp, remove, rename, merge }
})

/** Every entry of a game, in sequence order, through the game store's reader. */
async function ledgerOf(gameId: string): Promise<Entry[]> {
  const entries: Entry[] = []
  for await (const chunk of useGameStore().entryChunks(gameId)) entries.push(...chunk)
  return entries
}

/** A result without its ledger facts (what the standings alone decide), to see whether a stored one is still right. */
function withoutFacts(r: GameResult): Omit<GameResult, 'facts' | 'durationMs'> {
  const { facts: _facts, durationMs: _duration, ...rest } = r
  return rest
}
