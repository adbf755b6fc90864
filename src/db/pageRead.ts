// The read side of the stored layout (pageCodec.ts): what the entry's early read of a game
// (quickGame.ts) needs, without the writing code.
import type { Entry } from '@/domain/ledger/types'
import type { EntryRecord, PageRecord } from './schema'

/** Strips the storage-only field. */
export function fromRecord(r: EntryRecord): Entry {
  const { live, ...rest } = r
  return { ...rest, isUndone: live === 0 }
}

/** The id an imported entry gets: the game's id and the sequence number (base 36, 8 digits), in key order. */
export function derivedId(gameId: string, seq: number): string {
  return `${gameId}.${seq.toString(36).padStart(8, '0')}`
}

/** The entries of a page, as they were written (ids and the game's id added back). */
export function pageEntries(p: PageRecord): Entry[] {
  const entries = JSON.parse(p.json) as Entry[]
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!
    e.id = p.ids ? p.ids[i]! : derivedId(p.gameId, e.seq)
    e.gameId = p.gameId
  }
  return entries
}
