import type { Entry } from '@/domain/ledger/types'
import { chunksAfter, entriesBetween, entriesWithSeqs } from './pages'
import type { TischbankDb } from './schema'

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
  if (seqs.length === 0) return []
  const lo = Math.min(...seqs)
  const hi = Math.max(...seqs)
  return db.transaction('r', db.entries, db.pages, () =>
    // a run of consecutive entries (the unfiltered list): one key range
    hi - lo + 1 === seqs.length ? entriesBetween(db, gameId, lo, hi) : entriesWithSeqs(db, gameId, seqs),
  )
}
