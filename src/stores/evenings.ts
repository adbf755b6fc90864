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
import type { Person, SeatInput, Seats } from '@/domain/stats/people'
import type { GameResult } from '@/domain/stats/result'

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

  return { people, results, loaded, load, link, seats, resultOf, record, remove, rename, merge }
})
