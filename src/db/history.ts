import type { Entry } from '@/domain/ledger/types'
import { chunksAfter, entriesBetween, entriesWithSeqs } from './sealedPages'
import type { GameRecord, TischbankDb } from './schema'

/** Entries read per IndexedDB request when scanning a whole game (keyset paging on [gameId+seq]). */
export const CHUNK = 2000

/**
 * Reads a game's entries with sequence number > `after`, oldest first, chunk by chunk (sealed pages
 * are read whole, ten at a time), so that a 100,000-entry game never sits in memory at once and the
 * UI can show progress between chunks.
 */
export async function* entryChunks(db: TischbankDb, gameId: string, after = 0, size = CHUNK): AsyncGenerator<Entry[]> {
  yield* chunksAfter(db, gameId, after, size)
}

/** The entries with the given sequence numbers (any order in, sequence order out). */
export async function entriesBySeq(db: TischbankDb, gameId: string, seqs: readonly number[]): Promise<Entry[]> {
  return readSeqs(db, gameId, seqs, false)
}

/**
 * The entries with the given sequence numbers and every other entry of the sealed pages they are
 * in (sequence order): what the history list shows and the rows it scrolls to next, from one read
 * of each sealed page (decoding a sealed page of 500 entries for 20 rows on every scrolled frame was most of a
 * frame's time at 100,000 entries).
 */
export async function entriesAround(db: TischbankDb, gameId: string, seqs: readonly number[]): Promise<Entry[]> {
  return readSeqs(db, gameId, seqs, true)
}

async function readSeqs(
  db: TischbankDb,
  gameId: string,
  seqs: readonly number[],
  wholePages: boolean,
): Promise<Entry[]> {
  if (seqs.length === 0) return []
  let lo = seqs[0]!
  let hi = lo
  for (const s of seqs) {
    if (s < lo) lo = s
    if (s > hi) hi = s
  }
  return db.transaction('r', db.entries, db.pages, () =>
    // a run of consecutive entries (the unfiltered list): one key range
    hi - lo + 1 === seqs.length
      ? entriesBetween(db, gameId, lo, hi, wholePages)
      : entriesWithSeqs(db, gameId, seqs, wholePages),
  )
}

/**
 * A game's record alone (a small read, answered before the head and the newest entries): its type
 * lets the game screen load the type's code and texts while the rest is read.
 */
export async function gameRecord(db: TischbankDb, gameId: string): Promise<GameRecord | undefined> {
  return db.games.get(gameId)
}
