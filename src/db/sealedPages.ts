import Dexie, { type Transaction } from 'dexie'
import type { Entry } from '@/domain/ledger/types'
import type { EntryRecord, SealedPageRecord, TischbankDb } from './schema'

// Sealed pages exist for large games: an import or a phone's catch-up of 100,000 entries writes 200
// records instead of 100,000, and an export reads them back as the text they are. Every read and
// write of a sealed page goes through this file.
/**
 * The stored layout of a game's entries: the oldest entries sealed into pages of up to SEALED_PAGE_SIZE entries
 * each (one IndexedDB record per sealed page: an import of 100,000 entries writes 200 records instead of
 * 100,000), then the live tail, one record per entry, where every new action is written. Every
 * sequence number in a sealed page is below every one in the tail. Undo and redo that reach into a sealed page
 * rewrite that sealed page (its `lastLive` says where the newest live entry is).
 *
 * Since schema version 3 a sealed page holds its entries as the JSON text a backup writes for them
 * (`json`), not as objects: IndexedDB's structured clone of 100,000 entry objects took ~0.55 s each
 * way in Chromium, a string of the same entries ~0.05 s, and an export is that text as it is.
 * Every read and write of a sealed page goes through this file (sealedPageEntries, sealedPageRecord).
 */
export const SEALED_PAGE_SIZE = 500

export function toRecord(e: Entry): EntryRecord {
  return { ...e, live: e.isUndone ? 0 : 1 }
}

/** Strips the storage-only field. */
export function fromRecord(r: EntryRecord): Entry {
  const { live, ...rest } = r
  return { ...rest, isUndone: live === 0 }
}

/** The newest live entry of a sealed page's entries (0: none). */
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

/** A sealed page of consecutive entries (in sequence order, at least one): their backup JSON, and their ids unless derivedId gives them all. */
export function sealedPageRecord(gameId: string, entries: readonly Entry[]): SealedPageRecord {
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
 * The sealed pages of an import: its entries already in a backup's own form (checked, renumbered 1 … n,
 * each field in the file's order, no empty note or effect list: restore() leaves them so), written
 * as they are — the same text sealedPageRecord gives them — with ids derived from the game and sequence.
 */
export function importedSealedPages(
  gameId: string,
  entries: readonly BackupEntryFields[],
  size = SEALED_PAGE_SIZE,
): SealedPageRecord[] {
  const out: SealedPageRecord[] = []
  for (let i = 0; i < entries.length; i += size) {
    const chunk = entries.slice(i, i + size)
    out.push({
      gameId,
      first: chunk[0]!.seq,
      last: chunk[chunk.length - 1]!.seq,
      lastLive: lastLiveOf(chunk),
      json: JSON.stringify(chunk),
    })
  }
  return out
}

/** The entries of a sealed page, as they were written (ids and the game's id added back). */
export function sealedPageEntries(p: SealedPageRecord): Entry[] {
  const entries = JSON.parse(p.json) as Entry[]
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!
    e.id = p.ids ? p.ids[i]! : derivedId(p.gameId, e.seq)
    e.gameId = p.gameId
  }
  return entries
}

/** The JSON of a sealed page's entries without the array's brackets: a backup file's text for them. */
export function sealedPageText(p: SealedPageRecord): string {
  return p.json.slice(1, -1)
}

/** Entries (in sequence order) cut into sealed pages of `size`. */
export function sealedPagesOf(gameId: string, entries: readonly Entry[], size = SEALED_PAGE_SIZE): SealedPageRecord[] {
  const out: SealedPageRecord[] = []
  for (let i = 0; i < entries.length; i += size) out.push(sealedPageRecord(gameId, entries.slice(i, i + size)))
  return out
}

const lowest = (gameId: string) => [gameId, Dexie.minKey]
const highest = (gameId: string) => [gameId, Dexie.maxKey]

/** The sealed page holding `seq`, if any. */
async function pageWith(db: TischbankDb, gameId: string, seq: number): Promise<SealedPageRecord | undefined> {
  const p = await db.pages.where('[gameId+first]').between(lowest(gameId), [gameId, seq], true, true).last()
  return p && p.last >= seq ? p : undefined
}

/**
 * Entries with lo ≤ seq ≤ hi, in sequence order: the sealed pages they fall in, then the tail. With
 * `wholePages`, every entry of those sealed pages too (a sealed page is read and decoded whole anyway: the
 * history list keeps its neighbours for scrolling instead of reading the sealed page again).
 */
export async function entriesBetween(
  db: TischbankDb,
  gameId: string,
  lo: number,
  hi: number,
  wholePages = false,
): Promise<Entry[]> {
  if (hi < lo) return []
  const [holder, later, tail] = await Promise.all([
    pageWith(db, gameId, lo),
    db.pages.where('[gameId+first]').between([gameId, lo], [gameId, hi], false, true).toArray(),
    db.entries.where('[gameId+seq]').between([gameId, lo], [gameId, hi], true, true).toArray(),
  ])
  const out: Entry[] = []
  for (const p of holder ? [holder, ...later] : later)
    for (const e of sealedPageEntries(p)) if (wholePages || (e.seq >= lo && e.seq <= hi)) out.push(e)
  for (const r of tail) out.push(fromRecord(r))
  return out
}

/** Up to `limit` entries with seq < before, newest first. */
export async function entriesBefore(db: TischbankDb, gameId: string, limit: number, before: number): Promise<Entry[]> {
  const tail = await db.entries
    .where('[gameId+seq]')
    .between(lowest(gameId), [gameId, before], true, false)
    .reverse()
    .limit(limit)
    .toArray()
  const out = tail.map(fromRecord)
  if (out.length >= limit) return out
  const below = out.length ? out[out.length - 1]!.seq : before
  let need = limit - out.length
  // sealed pages hold at most SEALED_PAGE_SIZE entries, at least one: read the newest sealed pages below until enough
  await db.pages
    .where('[gameId+first]')
    .between(lowest(gameId), [gameId, below], true, false)
    .reverse()
    .until(() => need <= 0)
    .each((p) => {
      const entries = sealedPageEntries(p)
      for (let i = entries.length - 1; i >= 0 && need > 0; i--) {
        const e = entries[i]!
        if (e.seq < below) {
          out.push(e)
          need--
        }
      }
    })
  return out
}

/** The entries with the given sequence numbers, in sequence order (with `wholePages`, every entry of the sealed pages they are in too). */
export async function entriesWithSeqs(
  db: TischbankDb,
  gameId: string,
  seqs: readonly number[],
  wholePages = false,
): Promise<Entry[]> {
  const want = new Set(seqs)
  const [firsts, tail] = await Promise.all([
    db.pages.where('[gameId+first]').between(lowest(gameId), highest(gameId)).primaryKeys(),
    db.entries
      .where('[gameId+seq]')
      .anyOf(seqs.map((s) => [gameId, s]))
      .toArray(),
  ])
  const starts = firsts.map((k) => k[1])
  const needed = new Set<number>()
  for (const s of want) {
    const i = lastAtMost(starts, s)
    if (i >= 0) needed.add(starts[i]!)
  }
  const pages = needed.size ? await db.pages.bulkGet([...needed].map((f) => [gameId, f])) : []
  const out: Entry[] = tail.map(fromRecord)
  for (const p of pages) if (p) for (const e of sealedPageEntries(p)) if (wholePages || want.has(e.seq)) out.push(e)
  return out.sort((a, b) => a.seq - b.seq)
}

/** Index of the last element ≤ x in an ascending list (−1: none). */
function lastAtMost(xs: readonly number[], x: number): number {
  let lo = 0
  let hi = xs.length - 1
  let found = -1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (xs[mid]! <= x) {
      found = mid
      lo = mid + 1
    } else hi = mid - 1
  }
  return found
}

/** Entries with seq > after, oldest first, in chunks of about `size` (sealed pages are read whole). */
export async function* chunksAfter(
  db: TischbankDb,
  gameId: string,
  after: number,
  size: number,
): AsyncGenerator<Entry[]> {
  let from = after
  const holder = await pageWith(db, gameId, after + 1)
  if (holder) {
    const rest = sealedPageEntries(holder).filter((e) => e.seq > after)
    if (rest.length) yield rest
    from = holder.last
  }
  for (;;) {
    const pages = await db.pages
      .where('[gameId+first]')
      .between([gameId, from], highest(gameId), false, true)
      .limit(Math.max(1, Math.floor(size / SEALED_PAGE_SIZE)))
      .toArray()
    if (pages.length === 0) break
    from = pages[pages.length - 1]!.last
    yield pages.flatMap(sealedPageEntries)
  }
  for (;;) {
    const recs = await db.entries
      .where('[gameId+seq]')
      .between([gameId, from], highest(gameId), false, true)
      .limit(size)
      .toArray()
    if (recs.length === 0) return
    from = recs[recs.length - 1]!.seq
    yield recs.map(fromRecord)
    if (recs.length < size) return
  }
}

/** Every entry of a game in sequence order. */
export async function allOf(db: TischbankDb, gameId: string): Promise<Entry[]> {
  const [pages, tail] = await Promise.all([
    db.pages.where('[gameId+first]').between(lowest(gameId), highest(gameId)).toArray(),
    db.entries.where('[gameId+seq]').between(lowest(gameId), highest(gameId)).toArray(),
  ])
  const out: Entry[] = []
  for (const p of pages) for (const e of sealedPageEntries(p)) out.push(e)
  for (const r of tail) out.push(fromRecord(r))
  return out
}

/** The newest live entry (setup included: undo refuses it), in the tail or else in the sealed pages. */
export async function newestLiveEntry(db: TischbankDb, gameId: string): Promise<Entry | undefined> {
  const rec = await db.entries
    .where('[gameId+live+seq]')
    .between([gameId, 1, Dexie.minKey], [gameId, 1, Dexie.maxKey])
    .last()
  if (rec) return fromRecord(rec)
  const p = await db.pages.where('[gameId+lastLive]').between([gameId, 1], highest(gameId)).last()
  return p && sealedPageEntries(p).find((e) => e.seq === p.lastLive)
}

/** The entry with sequence number `seq`. */
export async function entryAt(db: TischbankDb, gameId: string, seq: number): Promise<Entry | undefined> {
  const rec = await db.entries.where('[gameId+seq]').equals([gameId, seq]).first()
  if (rec) return fromRecord(rec)
  const p = await pageWith(db, gameId, seq)
  return p && sealedPageEntries(p).find((e) => e.seq === seq)
}

/** Writes an entry whose undo flag flipped: into its sealed page when it is sealed, else its own record. */
export async function putEntry(db: TischbankDb, e: Entry): Promise<void> {
  const p = await pageWith(db, e.gameId, e.seq)
  if (!p) {
    await db.entries.put(toRecord(e))
    return
  }
  const entries = sealedPageEntries(p).map((x) => (x.seq === e.seq ? e : x))
  await db.pages.put(sealedPageRecord(e.gameId, entries))
}

/** Deletes every entry of a game (sealed pages and tail), inside the caller's transaction. */
export async function deleteEntries(db: TischbankDb, gameId: string): Promise<void> {
  await db.entries.where('[gameId+seq]').between(lowest(gameId), highest(gameId)).delete()
  await db.pages.where('[gameId+first]').between(lowest(gameId), highest(gameId)).delete()
}

/**
 * Seals the oldest tail entries of a game into sealed pages, `size` at a time (only whole sealed pages: a shorter
 * rest stays in the tail, where undo and new actions are cheapest). Returns how many entries moved.
 */
export async function sealGame(db: TischbankDb, gameId: string, size = SEALED_PAGE_SIZE): Promise<number> {
  return db.transaction('rw', db.entries, db.pages, async () => {
    const tail = await db.entries.where('[gameId+seq]').between(lowest(gameId), highest(gameId)).toArray()
    const whole = tail.length - (tail.length % size)
    if (whole === 0) return 0
    await db.pages.bulkAdd(sealedPagesOf(gameId, tail.slice(0, whole).map(fromRecord), size))
    await db.entries.bulkDelete(tail.slice(0, whole).map((r) => r.id))
    return whole
  })
}

/** A sealed page as schema version 2 stored it: the entries as objects. */
interface PageRecordV2 {
  gameId: string
  first: number
  last: number
  lastLive: number
  entries: Entry[]
}

/**
 * The version-3 upgrade: every sealed page stored with its entries as objects (version 2) rewritten as
 * text, the same entries in the same order (sealed pages written by the version-2 upgrade in the same
 * run are text already). Page by sealed page, so a long game never sits in memory twice.
 */
export async function sealedPagesToText(tx: Transaction): Promise<void> {
  const pages = tx.table<SealedPageRecord | PageRecordV2, [string, number]>('pages')
  const keys = await pages.toCollection().primaryKeys()
  for (const key of keys) {
    const p = await pages.get(key)
    if (!p || !('entries' in p)) continue
    await pages.put(sealedPageRecord(p.gameId, p.entries))
  }
}
