import type { Entry } from '@/domain/ledger/types'
import type { EntryRecord, GameRecord, HeadRecord, PageRecord } from './schema'
import { fromRecord, pageEntries } from './pageCodec'
import { appSource, type ListSource } from './quickList'
import { SCHEMA_VERSION } from './version'
import { ensureWriteToken, writeToken } from './writeToken'

// The game screen's first read, without Dexie (issue 16): boot.ts starts it on a game's address (on
// the game screen's, once its stored copy is painted), so that the record, the head and the newest
// entries are at hand when the screen's code has loaded, instead of Dexie loading, opening and
// reading only then. Read-only, at the stored version only: a database of another schema version
// (an upgrade to run first) is left to Dexie. readHead is index.html's script's read of the head.

/** What the game screen opens with: the same as repo.openGame. */
export interface OpenedGame {
  game: GameRecord
  head: HeadRecord
  recent: Entry[]
}

/** How many of the newest entries the game screen keeps at hand. */
export const RECENT = 30

const STORES = ['games', 'heads', 'entries', 'pages'] as const

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
}

/** Up to `limit` records of a cursor (the callback takes each value; returns false to stop). */
function eachValue(req: IDBRequest<IDBCursorWithValue | null>, take: (value: unknown) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => {
      const c = req.result
      if (c && take(c.value)) c.continue()
      else resolve()
    }
    req.onerror = () => reject(req.error)
  })
}

/** The newest `limit` entries, newest first, as pages.entriesBefore reads them: the tail, then the newest pages. */
async function newest(tx: IDBTransaction, gameId: string, limit: number): Promise<Entry[]> {
  const out: Entry[] = []
  if (limit <= 0) return out
  const tail = tx.objectStore('entries').index('[gameId+seq]').openCursor(IDBKeyRange.bound([gameId, -Infinity], [gameId, Infinity]), 'prev')
  await eachValue(tail, (v) => (out.push(fromRecord(v as EntryRecord)), out.length < limit))
  if (out.length >= limit) return out
  const below = out.length ? out[out.length - 1]!.seq : Infinity
  const pages = tx.objectStore('pages').openCursor(IDBKeyRange.bound([gameId, -Infinity], [gameId, below], false, true), 'prev')
  await eachValue(pages, (v) => {
    const entries = pageEntries(v as PageRecord)
    for (let i = entries.length - 1; i >= 0 && out.length < limit; i--) if (entries[i]!.seq < below) out.push(entries[i]!)
    return out.length < limit
  })
  return out
}

/**
 * The stored database when it is this schema's and has a game's stores; null otherwise: none (an
 * open that would create it is aborted: Dexie creates it with its schema), another schema version
 * (closed unread: an upgrade is Dexie's, a newer schema refuses in Dexie), or a failed open.
 */
function openGameStores(src: ListSource): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const req = src.factory!.open(src.name)
    req.onupgradeneeded = () => req.transaction?.abort()
    req.onsuccess = () => {
      const db = req.result
      if (Math.floor(db.version / 10) === SCHEMA_VERSION && STORES.every((s) => db.objectStoreNames.contains(s))) return resolve(db)
      db.close()
      resolve(null)
    }
    req.onerror = () => resolve(null)
  })
}

/**
 * A game's record and head alone, in one read-only transaction (index.html's first-paint script,
 * modules/firstPaintPage.ts); null as readGame.
 */
export async function readHead(gameId: string, src: ListSource = appSource()): Promise<{ game: GameRecord; head: HeadRecord } | null> {
  try {
    const db = await openGameStores(src)
    if (!db) return null
    try {
      const tx = db.transaction(['games', 'heads'], 'readonly')
      const [game, head] = await Promise.all([request(tx.objectStore('games').get(gameId)) as Promise<GameRecord | undefined>, request(tx.objectStore('heads').get(gameId)) as Promise<HeadRecord | undefined>])
      return game && head ? { game, head } : null
    } finally {
      db.close()
    }
  } catch {
    return null
  }
}

/**
 * Reads a game's record, head and newest `recent` entries in one read-only transaction; null when
 * there is nothing to read this way (no database, another schema version, no such game, or any
 * failure: Dexie's read then gives the real answer and its error). `on.record` gets the game's
 * record as soon as it is read.
 */
export async function readGame(gameId: string, recent: number, src: ListSource = appSource(), on: ReadSteps = {}): Promise<OpenedGame | null> {
  try {
    const db = await openGameStores(src)
    if (!db) return null
    try {
      const tx = db.transaction([...STORES], 'readonly')
      // the record answers first: its type can start loading the game's code while the head and entries are read
      const record = (request(tx.objectStore('games').get(gameId)) as Promise<GameRecord | undefined>).then((g) => (g && on.record?.(g), g))
      const headRead = request(tx.objectStore('heads').get(gameId)) as Promise<HeadRecord | undefined>
      const [game, head, entries] = await Promise.all([record, headRead, newest(tx, gameId, recent)])
      return game && head ? { game, head, recent: entries } : null
    } finally {
      db.close()
    }
  } catch {
    return null
  }
}

/** The steps of readGame that a caller can act on before the whole read is done. */
export interface ReadSteps {
  record?: (game: GameRecord) => void
}

let primed: { gameId: string; read: Promise<OpenedGame | null>; token: string | null } | undefined

/** Starts the read of the game at this page's address (boot.ts), before the screen's code has loaded. */
export function primeGame(gameId: string, on: ReadSteps = {}, src: ListSource = appSource()): Promise<OpenedGame | null> {
  // the write token before the read: what the read gives is current while the token still is (writeToken.ts)
  ensureWriteToken()
  const token = writeToken()
  primed = { gameId, read: readGame(gameId, RECENT, src, on), token }
  return primed.read
}

/**
 * The primed read of `gameId`, once (the next open reads afresh), with the write token taken before
 * it started; null when none was started for it.
 */
export function takePrimedGame(gameId: string): { read: Promise<OpenedGame | null>; token: string | null } | null {
  const p = primed?.gameId === gameId ? { read: primed.read, token: primed.token } : null
  primed = undefined
  return p
}
