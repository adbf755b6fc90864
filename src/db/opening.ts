import type { Entry } from '@/domain/ledger/types'
import { getDb } from './index'
import { gameRecord } from './history'
import { openGame } from './repo'
import type { GameRecord, HeadRecord } from './schema'

// A game's first read, started by the page's entry (boot.ts) on a game's address beside the screen's
// code, so that the head is at hand when the game store asks for it instead of being read only then.
// The same Dexie read as every other open (repo.openGame); the game store takes it once.

/** What the game screen opens with: the game, its head and its newest entries (repo.openGame). */
export interface OpenedGame {
  game: GameRecord
  head: HeadRecord
  recent: Entry[]
}

/** How many of the newest entries the game screen keeps at hand. */
export const RECENT = 30

let primed: { id: string; read: Promise<OpenedGame> } | null = null

/**
 * Starts reading game `id` (one read transaction, repo.openGame); `onRecord` gets the game's record
 * as soon as it alone is read (its type's rules and texts start loading then).
 */
export function primeGame(id: string, onRecord?: (game: GameRecord) => void): void {
  const db = getDb()
  const read = openGame(db, id, RECENT)
  // a failure is the store's to report, when it takes the read
  read.catch(() => undefined)
  primed = { id, read }
  if (onRecord)
    void gameRecord(db, id).then(
      (g) => g && onRecord(g),
      () => undefined,
    )
}

/** The read primeGame started for `id`, once (a later open of the same game reads afresh); undefined when there is none. */
export function takePrimedGame(id: string): Promise<OpenedGame> | undefined {
  const p = primed
  primed = null
  return p?.id === id ? p.read : undefined
}
