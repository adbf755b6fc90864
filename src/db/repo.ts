import { RuleError } from '@/domain/errors'
import { cleanName, type NameRule } from '@/domain/names'
import { fold } from '@/domain/ledger/admit'
import { appendStep, redoSeq, redoStep, startHead, undoStep, type Step } from '@/domain/ledger/cursor'
import { newId } from '@/domain/ledger/ledger'
import type { AdmitOptions, Entry, EntryDraft, Json, LedgerHead, LedgerState } from '@/domain/ledger/types'
import type { GameConfig } from '@/domain/games/types'
import type { EntryRecord, GameRecord, HeadRecord, TischbankDb } from './schema'
import { allOf, deleteEntries, entriesBefore, entryAt, newestLiveEntry, putEntry, toRecord } from './sealedPages'

/** What a committed action, undo or redo returns: the stored entry and the head after it. */
export interface Committed {
  entry: Entry
  head: HeadRecord
}

export { fromRecord, sealGame, SEALED_PAGE_SIZE } from './sealedPages'

function plain<T>(v: T): T {
  // Vue proxies and class instances cannot be structured-cloned into IndexedDB
  return JSON.parse(JSON.stringify(v)) as T
}

/**
 * Creates a game with its setup entries (starting capital …) in one transaction.
 * Setup entries are in the ledger but are not undo steps.
 */
export async function createGame(
  db: TischbankDb,
  input: {
    name: string
    config: GameConfig
    initial: LedgerState<Json>
    setup: EntryDraft[]
    admitOptions: AdmitOptions
    now?: number
    id?: string
  },
): Promise<GameRecord> {
  const now = input.now ?? Date.now()
  const id = input.id ?? newId()
  const initial = plain(input.initial)
  let cursor: LedgerHead<Json> = startHead(initial)
  const entries: EntryRecord[] = input.setup.map((draft) => {
    const step = appendStep(cursor, draft, input.admitOptions, { id: newId(), gameId: id, ts: now, isSetup: true })
    cursor = step.head
    return toRecord(step.entry)
  })
  const game: GameRecord = {
    id,
    name: input.name,
    type: input.config.type,
    config: plain(input.config),
    createdAt: now,
    updatedAt: now,
  }
  const head = headRecord(id, initial, cursor)
  await db.transaction('rw', db.games, db.heads, db.entries, async () => {
    await db.games.add(game)
    await db.entries.bulkAdd(entries)
    await db.heads.add(head)
  })
  return game
}

/** The stored head: the cursor head with its game and initial state. */
function headRecord(gameId: string, initial: LedgerState<Json>, h: LedgerHead<Json>): HeadRecord {
  return {
    gameId,
    nextSeq: h.nextSeq,
    redo: h.redo,
    initial,
    state: h.state,
    liveActions: h.liveActions,
    entryCount: h.entryCount,
  }
}

/** Writes one cursor step: the entry (new or flipped) and the head, inside the caller's transaction. */
async function writeStep(db: TischbankDb, head: HeadRecord, step: Step<Json>, isNew: boolean): Promise<Committed> {
  const next = headRecord(head.gameId, head.initial, step.head)
  if (isNew) await db.entries.add(toRecord(step.entry))
  else await putEntry(db, step.entry)
  await db.heads.put(next)
  return { entry: step.entry, head: next }
}

async function requireHead(db: TischbankDb, gameId: string): Promise<HeadRecord> {
  const head = await db.heads.get(gameId)
  if (!head) throw new RuleError('gameNotFound', { game: gameId })
  return head
}

/** The head of a game this device may write: a read-only replica of a bank's game (issue 17) is only changed by the bank's messages. */
function writable(head: HeadRecord): HeadRecord {
  if (head.copyOf !== undefined) throw new RuleError('gameIsCopy')
  return head
}

/**
 * Admits one action against the stored head and writes the entry and the new head in ONE
 * IndexedDB transaction (so a crash keeps all or nothing). A new action clears redo.
 * `plan` receives the stored state (never a stale copy from another tab).
 */
export async function commitAction(
  db: TischbankDb,
  gameId: string,
  plan: (state: LedgerState<Json>) => EntryDraft,
  admitOptions: AdmitOptions,
  now = Date.now(),
  known?: HeadRecord,
): Promise<Committed> {
  if (known?.gameId === gameId) writable(known)
  const res =
    (known?.gameId === gameId ? await commitOnKnown(db, known, plan, admitOptions, now) : null) ??
    (await commitOnStored(db, gameId, plan, admitOptions, now))
  touch(db, gameId, now)
  return res
}

/** The plain commit: read the stored head, plan on it, write the entry and the new head. */
function commitOnStored(
  db: TischbankDb,
  gameId: string,
  plan: (state: LedgerState<Json>) => EntryDraft,
  admitOptions: AdmitOptions,
  now: number,
): Promise<Committed> {
  return db.transaction('rw', db.heads, db.entries, async () => {
    const head = writable(await requireHead(db, gameId))
    return writeStep(db, head, appendStep(head, plan(head.state), admitOptions, { id: newId(), gameId, ts: now }), true)
  })
}

/** Thrown inside commitOnKnown's transaction when the stored head is not the known one: aborts it (nothing written). */
const STALE = new Error('stale head')

/**
 * The commit of a tap, one IndexedDB round trip shorter: the action is planned on the head the
 * caller holds (the one on screen), and the head read, the entry and the new head go to the
 * database together in one transaction. When the stored head turns out not to be that head
 * (another tab wrote meanwhile), the transaction is aborted before anything is written and the
 * caller plans again on the stored head; null then, as when `plan` refuses on the held head
 * (the stored head decides a refusal too).
 */
async function commitOnKnown(
  db: TischbankDb,
  known: HeadRecord,
  plan: (state: LedgerState<Json>) => EntryDraft,
  admitOptions: AdmitOptions,
  now: number,
): Promise<Committed | null> {
  let step: Step<Json>
  try {
    step = appendStep(known, plan(known.state), admitOptions, { id: newId(), gameId: known.gameId, ts: now })
  } catch {
    return null
  }
  const next = headRecord(known.gameId, known.initial, step.head)
  const stored = await writeKnown(db, known, toRecord(step.entry), next)
  return stored ? { entry: step.entry, head: next } : null
}

/**
 * The tap's transaction: the stored head is read, the entry added and the new head put in one
 * readwrite transaction; false when the stored head is not the known one (aborted, nothing written).
 */
async function writeKnown(db: TischbankDb, known: HeadRecord, record: EntryRecord, next: HeadRecord): Promise<boolean> {
  try {
    await db.transaction('rw', db.heads, db.entries, async () => {
      // requests run in order: the head is read before the writes behind it change anything
      const stored = db.heads.get(known.gameId)
      const written = Promise.all([db.entries.add(record), db.heads.put(next)])
      if (!sameHead(await stored, known)) {
        written.catch(() => undefined)
        throw STALE
      }
      await written
    })
    return true
  } catch (e) {
    if (e === STALE) return false
    throw e
  }
}

/** The same stored head: every write of a head changes its next sequence number, live actions or redo stack. */
function sameHead(a: HeadRecord | undefined, b: HeadRecord): boolean {
  return (
    !!a &&
    a.nextSeq === b.nextSeq &&
    a.liveActions === b.liveActions &&
    a.entryCount === b.entryCount &&
    a.redo.length === b.redo.length &&
    a.redo.every((s, i) => s === b.redo[i])
  )
}

/**
 * Last activity for the game list. Written after the action's own transaction, not awaited: the
 * ledger does not depend on it, and the action is confirmed a write sooner. At most every 30 s
 * per game while it is played.
 */
function touch(db: TischbankDb, gameId: string, now: number): void {
  const last = touched.get(gameId)
  if (last !== undefined && now >= last && now - last < TOUCH_MS) return
  touched.set(gameId, now)
  void db.games.update(gameId, { updatedAt: now }).catch(() => undefined)
}

/** How often a game's last activity is written while it is played (ms): the start screen sorts by it. */
const TOUCH_MS = 30_000
/** When each game's last activity was last written (this page of the app). */
const touched = new Map<string, number>()

/** Undo: reverts the newest live action and marks it undone (never deletes), in one transaction. */
export async function undo(
  db: TischbankDb,
  gameId: string,
  now = Date.now(),
  expectedSeq?: number,
): Promise<Committed> {
  const res = await db.transaction('rw', db.heads, db.entries, db.pages, async () => {
    const head = writable(await requireHead(db, gameId))
    const target = await newestLiveEntry(db, gameId)
    // an Undo that names an action (the snackbar's) undoes exactly that one, or nothing
    if (expectedSeq !== undefined && target?.seq !== expectedSeq)
      throw new RuleError('undoNotNewest', { seq: expectedSeq })
    return writeStep(db, head, undoStep(head, target), false)
  })
  touch(db, gameId, now)
  return res
}

/** Redo: re-applies the most recently undone action, in one transaction. */
export async function redo(db: TischbankDb, gameId: string, now = Date.now()): Promise<Committed> {
  const res = await db.transaction('rw', db.heads, db.entries, db.pages, async () => {
    const head = writable(await requireHead(db, gameId))
    const seq = redoSeq(head)
    const target = seq === undefined ? undefined : await entryAt(db, gameId, seq)
    return writeStep(db, head, redoStep(head, target), false)
  })
  touch(db, gameId, now)
  return res
}

/** Loads a game and its head (the cached state: opening does not depend on the number of entries). */
export async function loadGame(db: TischbankDb, gameId: string): Promise<{ game: GameRecord; head: HeadRecord }> {
  const [game, head] = await db.transaction('r', db.games, db.heads, () =>
    Promise.all([db.games.get(gameId), db.heads.get(gameId)]),
  )
  if (!game || !head) throw new RuleError('gameNotFound', { game: gameId })
  return { game, head }
}

/**
 * Loads a game, its head and its newest `recent` entries in ONE read transaction (the game screen:
 * the head and the rows it shows are of the same moment; the three reads run side by side).
 */
export async function openGame(
  db: TischbankDb,
  gameId: string,
  recent: number,
): Promise<{ game: GameRecord; head: HeadRecord; recent: Entry[] }> {
  const [game, head, newest] = await db.transaction('r', db.games, db.heads, db.entries, db.pages, () =>
    Promise.all([
      db.games.get(gameId),
      db.heads.get(gameId),
      entriesBefore(db, gameId, recent, Number.MAX_SAFE_INTEGER),
    ]),
  )
  if (!game || !head) throw new RuleError('gameNotFound', { game: gameId })
  return { game, head, recent: newest }
}

/** Every saved game, newest activity first (the start screen's list). */
export async function listGames(db: TischbankDb): Promise<GameRecord[]> {
  return db.games.orderBy('updatedAt').reverse().toArray()
}

/** The stored head of a game, if any (followed live to see another tab's writes). */
export async function getHead(db: TischbankDb, gameId: string): Promise<HeadRecord | undefined> {
  return db.heads.get(gameId)
}

/** The stored heads of these games, in their order, in one read (undefined where a game has none). */
export async function getHeads(db: TischbankDb, gameIds: readonly string[]): Promise<(HeadRecord | undefined)[]> {
  return db.heads.bulkGet([...gameIds])
}

/** A batch of a game's entries, newest first: `before` is an exclusive sequence number. */
export async function entriesPage(
  db: TischbankDb,
  gameId: string,
  limit: number,
  before = Number.MAX_SAFE_INTEGER,
): Promise<Entry[]> {
  return db.transaction('r', db.entries, db.pages, () => entriesBefore(db, gameId, limit, before))
}

/** Every entry of a game in sequence order (export, statements, verification). */
export async function allEntries(db: TischbankDb, gameId: string): Promise<Entry[]> {
  return db.transaction('r', db.entries, db.pages, () => allOf(db, gameId))
}

/** Recomputes the state from the entries (the fold is the truth) and says whether the cached head agrees. */
export async function verifyGame(db: TischbankDb, gameId: string): Promise<{ ok: boolean; folded: LedgerState<Json> }> {
  const head = await requireHead(db, gameId)
  const folded = fold(head.initial, await allEntries(db, gameId))
  return { ok: JSON.stringify(sortKeys(folded)) === JSON.stringify(sortKeys(head.state)), folded }
}

/** JSON with object keys sorted, for comparing states. */
export function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys)
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.keys(v as object)
        .sort()
        .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
    )
  }
  return v
}

/** Deletes a game with all its entries and head, in one transaction. */
export async function deleteGame(db: TischbankDb, gameId: string): Promise<void> {
  await db.transaction('rw', db.games, db.heads, db.entries, db.pages, async () => {
    await deleteEntries(db, gameId)
    await db.heads.delete(gameId)
    await db.games.delete(gameId)
  })
}

/** Renames a game (1–40 characters after trimming). */
export async function renameGame(db: TischbankDb, gameId: string, name: string): Promise<void> {
  const n = checkGameName(name)
  const count = await db.games.update(gameId, { name: n })
  if (count === 0) throw new RuleError('gameNotFound', { game: gameId })
}

/** A game's name by the one name rule: 1–40 characters, no invisible characters. */
export const GAME_NAME: NameRule = {
  max: 40,
  empty: 'gameNameEmpty',
  tooLong: 'gameNameTooLong',
  invalid: 'nameInvalid',
}

/** Validates a game name (the one name rule: NFC, trimmed, folded, 1–40 characters). */
export function checkGameName(name: unknown): string {
  return cleanName(name, GAME_NAME)
}

/** Saves the game clock (not part of the ledger: pausing a clock is not an undo step). */
export async function saveClock(db: TischbankDb, gameId: string, clock: GameRecord['clock']): Promise<void> {
  await db.games.update(gameId, { clock: clock ? plain(clock) : undefined })
}
