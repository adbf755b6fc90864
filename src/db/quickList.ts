import { RuleError } from '@/domain/ruleError'
import type { GameRecord } from './schema'
import { DB_NAME, SCHEMA_VERSION } from './version'

// The start screen's read of the saved games, without Dexie (which loads with the game screen and
// with the first write). Reads the database Dexie wrote (`games` table, `updatedAt` index) at its
// stored version; never creates, upgrades or writes it.

/** Where the list is read from: the page's IndexedDB and the app's database (tests: fake-indexeddb and a test database). */
export interface ListSource {
  factory: IDBFactory | undefined
  name: string
}

/** The app's own database in this page. */
export function appSource(): ListSource {
  return { factory: typeof indexedDB === 'undefined' ? undefined : indexedDB, name: DB_NAME }
}

/** True when an IndexedDB version was written by a newer schema than this build's. */
export function isNewerVersion(idbVersion: number | null | undefined): boolean {
  return idbVersion === null || (idbVersion !== undefined && Math.floor(idbVersion / 10) > SCHEMA_VERSION)
}

function named(name: string, message: string): Error {
  const e = new Error(message)
  e.name = name
  return e
}

/** A raw IndexedDB failure as the app's storage error (the codes of db/index.ts storageError). */
export function quickError(e: unknown): RuleError {
  if (e instanceof RuleError) return e
  const name = (e as { name?: string } | null)?.name ?? ''
  if (name === 'VersionError') return new RuleError('storageTooNew')
  if (name === 'QuotaExceededError') return new RuleError('storageFull')
  if (name === 'MissingAPIError' || name === 'InvalidStateError' || name === 'SecurityError') return new RuleError('storageUnavailable')
  return new RuleError('storageFailed', { detail: String((e as Error | null)?.message ?? e).slice(0, 200) })
}

/**
 * Opens the stored database at its own version, or resolves null when there is none (it is not
 * created: an open that would create it is aborted). A newer schema rejects with VersionError;
 * `askFirst` asks the browser's list of databases before opening (a newer schema is then never
 * opened at all; the list costs a round trip of ~20 ms at a page's start).
 */
export async function openStored(src: ListSource, askFirst = true): Promise<IDBDatabase | null> {
  const f = src.factory
  if (!f) throw named('MissingAPIError', 'IndexedDB is not available')
  if (askFirst && typeof f.databases === 'function') {
    // a newer schema is refused without opening it; whether it exists at all is left to the open
    // below (a list read just after a browser crash is not trusted to be complete)
    const list = await f.databases().catch(() => undefined)
    const found = list?.find((d) => d.name === src.name)
    if (isNewerVersion(found?.version)) throw named('VersionError', `database ${src.name} was written by a newer schema`)
  }
  return new Promise((resolve, reject) => {
    let created = false
    const req = f.open(src.name)
    // no database yet (or deleted meanwhile): undo the creation, Dexie creates it with its schema
    req.onupgradeneeded = () => {
      created = true
      req.transaction?.abort()
    }
    req.onsuccess = () => {
      const db = req.result
      if (isNewerVersion(db.version)) {
        db.close()
        reject(named('VersionError', `database ${src.name} was written by a newer schema`))
      } else resolve(db)
    }
    req.onerror = () => {
      if (created) resolve(null)
      else reject(req.error ?? named('UnknownError', 'open failed'))
    }
  })
}

/** The games of an open connection, newest activity first (as listGames). */
function readAll(db: IDBDatabase): Promise<GameRecord[]> {
  return new Promise((resolve, reject) => {
    if (!db.objectStoreNames.contains('games')) return resolve([])
    const tx = db.transaction('games', 'readonly')
    const req = tx.objectStore('games').index('updatedAt').getAll()
    req.onsuccess = () => resolve((req.result as GameRecord[]).reverse())
    req.onerror = () => reject(req.error)
  })
}

/** Reads the saved games once (newest first); no database yet reads as an empty list. Throws the app's storage error. */
export async function readGameList(src: ListSource = appSource()): Promise<GameRecord[]> {
  try {
    const db = await openStored(src)
    if (!db) return []
    try {
      return await readAll(db)
    } finally {
      db.close()
    }
  } catch (e) {
    throw quickError(e)
  }
}

let primed: { src: ListSource; list: Promise<GameRecord[]> } | undefined

/** Starts the first read before the app mounts (boot.ts), so the list can be in the first paint. */
export function primeGameList(src: ListSource = appSource()): void {
  primed = { src, list: readGameList(src) }
  primed.list.catch(() => undefined)
}

/** What watchGameList reports. */
export interface ListWatcher {
  next(list: GameRecord[]): void
  error(e: RuleError): void
  /** The database was opened by a newer schema (another tab's upgrade) or deleted. */
  lost(): void
}

// Dexie tells other tabs (and other Dexie instances) about each committed write on this channel,
// with keys "idb://<db>/<table>/<index>" (or "all"); dexie/src/live-query/enable-broadcast.ts
const DEXIE_CHANNEL = 'x-storagemutated-1'

/** True when a Dexie change notice names the games table of `name` (or everything). */
export function touchesGames(data: unknown, name: string): boolean {
  if (data === null || typeof data !== 'object') return false
  return Object.keys(data).some((k) => k === 'all' || k.startsWith(`idb://${name}/games/`))
}

/**
 * Reads the list now and again after each change of the games table (any tab's Dexie write, seen
 * on Dexie's broadcast channel) and when the page becomes visible again. While watching, one open
 * connection listens for another tab's upgrade: it closes at once (never blocks the upgrade), and
 * a newer schema or a deleted database is reported as lost. Returns the stop function.
 */
export function watchGameList(src: ListSource, w: ListWatcher): () => void {
  let stopped = false
  let conn: IDBDatabase | null = null
  let reading = false
  let again = false
  let first: Promise<GameRecord[]> | undefined = primed?.src.name === src.name && primed.src.factory === src.factory ? primed.list : undefined
  primed = undefined

  function release(): void {
    conn?.close()
    conn = null
  }

  /** The watching connection (opened once; again after an upgrade of this app's own schema closed it). */
  async function connect(): Promise<IDBDatabase | null> {
    if (conn) return conn
    const db = await openStored(src)
    if (!db) return null
    if (stopped || conn) {
      db.close()
      return conn
    }
    db.onversionchange = (ev) => {
      db.close()
      if (conn === db) conn = null
      if (isNewerVersion(ev.newVersion)) w.lost()
    }
    db.onclose = () => {
      if (conn === db) conn = null
    }
    conn = db
    return db
  }

  async function readOnce(): Promise<GameRecord[]> {
    try {
      if (first) {
        // the read boot.ts started before mounting; the watching connection opens behind it
        const list = await first
        first = undefined
        void connect().catch(() => undefined)
        return list
      }
      const db = await connect()
      return db ? await readAll(db) : []
    } catch (e) {
      first = undefined
      release()
      throw quickError(e)
    }
  }

  async function read(): Promise<void> {
    if (reading) {
      again = true
      return
    }
    reading = true
    try {
      do {
        again = false
        const list = await readOnce()
        if (!stopped) w.next(list)
      } while (again && !stopped)
    } catch (e) {
      const err = quickError(e)
      if (!stopped) {
        if (err.code === 'storageTooNew') w.lost()
        w.error(err)
      }
    } finally {
      reading = false
    }
  }

  const bc = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(DEXIE_CHANNEL)
  if (bc) {
    bc.onmessage = (ev: MessageEvent<unknown>) => {
      if (touchesGames(ev.data, src.name)) void read()
    }
    // Node (tests): the channel must not keep the process alive
    if ('unref' in bc && typeof bc.unref === 'function') bc.unref()
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') void read()
  }
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible)
  void read()

  return () => {
    stopped = true
    bc?.close()
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible)
    release()
  }
}

/** Whether the stored database is of a newer schema, read without opening it (false when the browser cannot tell). */
export async function storedIsNewer(src: ListSource = appSource()): Promise<boolean> {
  const list = await src.factory?.databases?.().catch(() => undefined)
  return isNewerVersion(list?.find((d) => d.name === src.name)?.version)
}
