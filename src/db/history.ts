import Dexie from 'dexie'
import type { Entry } from '@/domain/ledger/types'
import { fromRecord } from './repo'
import type { TischbankDb } from './schema'

/** Entries read per IndexedDB request when scanning a whole game (keyset paging on [gameId+seq]). */
export const CHUNK = 5000

/**
 * Reads a game's entries with sequence number > `after`, oldest first, chunk by chunk, so that
 * a 100,000-entry game never sits in memory at once and the UI can show progress between chunks.
 */
export async function* entryChunks(db: TischbankDb, gameId: string, after = 0, size = CHUNK): AsyncGenerator<Entry[]> {
  let from = after
  for (;;) {
    const recs = await db.entries.where('[gameId+seq]').between([gameId, from], [gameId, Dexie.maxKey], false, true).limit(size).toArray()
    if (recs.length === 0) return
    from = recs[recs.length - 1]!.seq
    yield recs.map(fromRecord)
    if (recs.length < size) return
  }
}

/** The entries with the given sequence numbers (any order in, sequence order out). */
export async function entriesBySeq(db: TischbankDb, gameId: string, seqs: readonly number[]): Promise<Entry[]> {
  if (seqs.length === 0) return []
  const lo = Math.min(...seqs)
  const hi = Math.max(...seqs)
  if (hi - lo + 1 === seqs.length) {
    // a run of consecutive entries (the unfiltered list): one key range
    const run = await db.entries.where('[gameId+seq]').between([gameId, lo], [gameId, hi], true, true).toArray()
    return run.map(fromRecord)
  }
  const recs = await db.entries
    .where('[gameId+seq]')
    .anyOf(seqs.map((s) => [gameId, s]))
    .toArray()
  return recs.map(fromRecord).sort((a, b) => a.seq - b.seq)
}
