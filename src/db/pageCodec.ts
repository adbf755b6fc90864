import type { Entry } from '@/domain/ledger/types'
import type { EntryRecord, PageRecord } from './schema'

/**
 * The stored layout of a game's entries: the oldest entries sealed into pages of up to PAGE entries
 * each (one IndexedDB record per page: an import of 100,000 entries writes 200 records instead of
 * 100,000), then the live tail, one record per entry, where every new action is written. Every
 * sequence number in a page is below every one in the tail. Undo and redo that reach into a page
 * rewrite that page (its `lastLive` says where the newest live entry is).
 *
 * Since schema version 3 a page holds its entries as the JSON text a backup writes for them
 * (`json`), not as objects: IndexedDB's structured clone of 100,000 entry objects took ~0.55 s each
 * way in Chromium, a string of the same entries ~0.05 s, and an export is that text as it is.
 * Every read and write of a page goes through this file (pageEntries, pageRecord).
 */
export const PAGE = 500

export function toRecord(e: Entry): EntryRecord {
  return { ...e, live: e.isUndone ? 0 : 1 }
}

/** Strips the storage-only field. */
export function fromRecord(r: EntryRecord): Entry {
  const { live, ...rest } = r
  return { ...rest, isUndone: live === 0 }
}

/** The newest live entry of a page's entries (0: none). */
function lastLiveOf(entries: readonly BackupEntryFields[]): number {
  for (let i = entries.length - 1; i >= 0; i--) if (!entries[i]!.isUndone) return entries[i]!.seq
  return 0
}

/** An entry's fields as a backup file writes them (no ids: an import gives new ones), in the file's order. */
export function toBackupEntry(e: Entry): BackupEntryFields {
  return {
    seq: e.seq,
    ts: e.ts,
    kind: e.kind,
    postings: e.postings.map((p) => ({ account: p.account, amount: p.amount })),
    ...(e.effects?.length ? { effects: e.effects } : {}),
    ...(e.note ? { note: e.note } : {}),
    ...(e.info ? { info: e.info } : {}),
    isSetup: e.isSetup,
    isUndone: e.isUndone,
  }
}

/** What a backup keeps of an entry (BackupEntry in backup.ts, which checks it with zod). */
export type BackupEntryFields = Omit<Entry, 'id' | 'gameId'>

/** The id an imported entry gets: the game's id and the sequence number (base 36, 8 digits), in key order. */
export function derivedId(gameId: string, seq: number): string {
  return `${gameId}.${seq.toString(36).padStart(8, '0')}`
}

/** A page of consecutive entries (in sequence order, at least one): their backup JSON, and their ids unless derivedId gives them all. */
export function pageRecord(gameId: string, entries: readonly Entry[]): PageRecord {
  const derived = entries.every((e) => e.id === derivedId(gameId, e.seq))
  return {
    gameId,
    first: entries[0]!.seq,
    last: entries[entries.length - 1]!.seq,
    lastLive: lastLiveOf(entries),
    json: JSON.stringify(entries.map(toBackupEntry)),
    ...(derived ? {} : { ids: entries.map((e) => e.id) }),
  }
}

/**
 * The pages of an import: its entries already in a backup's own form (checked, renumbered 1 … n,
 * each field in the file's order, no empty note or effect list: restore() leaves them so), written
 * as they are — the same text pageRecord gives them — with ids derived from the game and sequence.
 */
export function importedPages(gameId: string, entries: readonly BackupEntryFields[], size = PAGE): PageRecord[] {
  const out: PageRecord[] = []
  for (let i = 0; i < entries.length; i += size) {
    const chunk = entries.slice(i, i + size)
    out.push({ gameId, first: chunk[0]!.seq, last: chunk[chunk.length - 1]!.seq, lastLive: lastLiveOf(chunk), json: JSON.stringify(chunk) })
  }
  return out
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

/** The JSON of a page's entries without the array's brackets: a backup file's text for them. */
export function pageText(p: PageRecord): string {
  return p.json.slice(1, -1)
}

/** Entries (in sequence order) cut into pages of `size`. */
export function pagesOf(gameId: string, entries: readonly Entry[], size = PAGE): PageRecord[] {
  const out: PageRecord[] = []
  for (let i = 0; i < entries.length; i += size) out.push(pageRecord(gameId, entries.slice(i, i + size)))
  return out
}
