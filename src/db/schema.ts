import Dexie, { type EntityTable, type PromiseExtended, type Transaction } from 'dexie'
import type { Entry, Json, LedgerHead, LedgerState } from '@/domain/ledger/types'
import type { GameConfig, GameType } from '@/domain/games/types'
import type { ReplicaInfo } from '@/domain/sync/types'
import { DB_NAME, SCHEMA_VERSION } from './version'
import { SEALED_PAGE_SIZE, fromRecord, sealedPagesOf, sealedPagesToText } from './sealedPages'
import { Watchdog, watchdogMiddleware } from './watchdog'
import type { Person, Seats } from '@/domain/stats/people'
import type { GameResult } from '@/domain/stats/result'

export { DB_NAME, SCHEMA_VERSION } from './version'

/** A saved game: what the start screen lists, and the setup that is fixed for the game. */
export interface GameRecord {
  id: string
  name: string
  type: GameType
  config: GameConfig
  createdAt: number
  /** Last activity (any action, undo or redo). */
  updatedAt: number
  /** Game clock (property games): agreed length and the running/paused time; not part of the ledger. */
  clock?: { lengthMs: number; elapsedMs: number; runningSince: number | null }
  /** Set on a joined phone's read-only replica of a bank's game (issue 17): which game, whose bank, this phone's player (stored as `copy`: renaming a stored field would need a schema upgrade). */
  copy?: ReplicaInfo
}

/**
 * The head of a game: the cursor head (undo position, the state after the live entries — a cache of
 * the fold written in the same transaction as each entry — and its counts), with the game and the
 * state the fold starts from.
 */
export interface HeadRecord extends LedgerHead<Json> {
  gameId: string
  /** The state before any entry: the fold starts here. */
  initial: LedgerState<Json>
  /** On a read-only replica: the bank's game id. The repository refuses every action, undo and redo on it (`gameIsCopy`). */
  copyOf?: string
}

/** An entry as stored: `live` mirrors !isUndone as a number so it can be indexed. */
export interface EntryRecord extends Entry {
  live: 0 | 1
}

/**
 * Sealed entries: consecutive entries of one game in one record, oldest first. `lastLive` is the
 * newest live entry in it (0: none), indexed so that undo finds it. Since schema version 3 the
 * entries are kept as text (`json`: the JSON array a backup file writes for them, without ids) and
 * `ids` (absent when every id is the derived `<gameId>.<seq>` of an import); read and written only
 * through src/db/sealedPages.ts (sealedPageEntries, sealedPageRecord). Version 2 stored `entries: Entry[]`.
 */
export interface SealedPageRecord {
  gameId: string
  first: number
  last: number
  lastLive: number
  json: string
  ids?: string[]
}

/** Saved Discretion boards and GmbH decks. */
export interface BoardRecord {
  id: string
  name: string
  board: Json
  updatedAt: number
}
export interface DeckRecord {
  id: string
  name: string
  deck: Json
  updatedAt: number
}

/**
 * The durability of every write (Dexie's `chromeTransactionDurability`): a commit is reported once
 * it is on disk. Chromium's default may report a commit before the flush.
 */
export const DURABILITY: IDBTransactionDurability = 'strict'

/**
 * The database and every schema version with its upgrade, in order. Never edit a released
 * version: add a new one (tests/db/migrations.test.ts opens fixtures of each older version).
 */
// Dexie turns its debug mode on by itself on localhost (127.0.0.1): long stacks on every promise, ~0.75 ms a commit
Dexie.debug = false

export class TischbankDb extends Dexie {
  games!: EntityTable<GameRecord, 'id'>
  heads!: EntityTable<HeadRecord, 'gameId'>
  entries!: EntityTable<EntryRecord, 'id'>
  boards!: EntityTable<BoardRecord, 'id'>
  decks!: EntityTable<DeckRecord, 'id'>
  pages!: Dexie.Table<SealedPageRecord, [string, number]>
  people!: EntityTable<Person, 'id'>
  seats!: EntityTable<Seats, 'gameId'>
  results!: EntityTable<GameResult, 'gameId'>

  constructor(name = DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    // an explicit `indexedDB: undefined` means none (as Dexie reads it): storage unavailable
    const real =
      options && 'indexedDB' in options
        ? (options.indexedDB as IDBFactory | undefined)
        : typeof indexedDB === 'undefined'
          ? undefined
          : indexedDB
    const gate: OpenGate = { refused: null }
    // every write is a confirmed action, an undo, a new or imported game: committed only once on disk
    // (DURABILITY). Measured in Chromium on this project's test machine: 0.7 ms a commit for strict,
    // default and relaxed alike. A factory passed in (fake-indexeddb in tests) keeps its default:
    // strict only slows its scheduling.
    const durable =
      options && 'indexedDB' in options ? options : { chromeTransactionDurability: DURABILITY, ...options }
    super(name, real ? { ...durable, indexedDB: guardedFactory(real, gate) } : durable)
    this.factory = real
    this.gate = gate
    // Version 1: games, heads, entries (by game and sequence; live entries by sequence), boards, decks, settings.
    this.version(1).stores({
      games: 'id, updatedAt',
      heads: 'gameId',
      entries: 'id, [gameId+seq], [gameId+live+seq]',
      boards: 'id, updatedAt',
      decks: 'id, updatedAt',
      settings: 'key',
    })
    // Version 2: entries sealed into pages (imports write 200 records for 100,000 entries, not
    // 100,000); each stored game's entries move into sealed pages of SEALED_PAGE_SIZE, the rest stays the live tail.
    // The never-used settings table is dropped.
    this.version(2)
      .stores({ pages: '[gameId+first], [gameId+lastLive]', settings: null })
      .upgrade((tx) => sealAll(tx))
    // Version 3: a sealed page keeps its entries as the JSON text of a backup (IndexedDB's structured
    // clone of entry objects was most of a 100,000-entry import and export); no index changes.
    this.version(3)
      .stores({})
      .upgrade((tx) => sealedPagesToText(tx))
    // Version 4 (issue 37): people across games, which person sits in which seat of a game, and the
    // results of finished games (kept when a game is deleted); new tables only, nothing to upgrade.
    this.version(4).stores({ people: 'id', seats: 'gameId', results: 'gameId, endedAt' })
    // another tab opens a newer schema (or deletes the database): close for good, never reopen and
    // write into a database this build does not understand; screens offer a reload
    // this build's upgrade waits for a tab of an older build that holds the database open: say so
    // (close that tab); Dexie goes on with the upgrade by itself once it lets go
    this.on('blocked', () => this.setBlocked(true))
    // a wedged IndexedDB (WebKit, issue 33) answers no request, ever: say so once they wait STUCK_MS
    this.use(watchdogMiddleware(this.watchdog))
    this.on('versionchange', () => {
      this.lose(newerSchema(`another tab opened database ${this.name} at a newer schema`))
      return false
    })
  }

  private readonly factory: IDBFactory | undefined
  private readonly gate: OpenGate
  private readonly lost = new Flag()
  private readonly blocked = new Flag()
  private readonly stuck = new Flag()
  private readonly watchdog = new Watchdog((stuck) => this.stuck.set(stuck))

  /** Calls `f` with true while this build's upgrade waits for another tab to close the database, and with false once it goes on; returns the unsubscribe. */
  onBlocked(f: (blocked: boolean) => void): () => void {
    return this.blocked.listen(f)
  }

  private setBlocked(blocked: boolean): void {
    this.blocked.set(blocked)
  }

  /**
   * Calls `f` with true once database requests have gone unanswered for STUCK_MS (src/db/watchdog.ts:
   * a wedged IndexedDB), and with false when they are answered again; returns the unsubscribe.
   */
  onStuck(f: (stuck: boolean) => void): () => void {
    return this.stuck.listen(f)
  }

  /** The requests sent to IndexedDB and not yet answered (the watchdog's count). */
  get requestsInFlight(): number {
    return this.watchdog.inFlight
  }

  /** True once this connection was refused or closed for a newer schema: every read and write fails with VersionError. */
  get isLost(): boolean {
    return this.gate.refused !== null
  }

  /** Calls `f` when the database is lost to a newer schema (now, if it already is); returns the unsubscribe. */
  onLost(f: () => void): () => void {
    return this.lost.listen((lost) => lost && f())
  }

  private lose(err: Error): void {
    this.gate.refused = err
    this.close({ disableAutoOpen: true })
    this.lost.set(true)
  }

  /**
   * Dexie 4 would open (and re-shape) a database written by a newer schema too; this build must
   * never write into one it does not understand: refuse it (VersionError), and leave it untouched.
   * `indexedDB.databases()` reads the stored version without opening the database.
   */
  private async refuseNewer(): Promise<void> {
    if (this.gate.refused) return
    const list = await this.factory?.databases?.().catch(() => undefined)
    const stored = list?.find((d) => d.name === this.name)?.version
    // Dexie stores version n as IndexedDB version 10·n (+ small bumps of its own)
    if (stored !== undefined && Math.floor(stored / 10) > SCHEMA_VERSION && !this.gate.refused) {
      this.gate.refused = newerSchema(`database schema ${Math.floor(stored / 10)} is newer than ${SCHEMA_VERSION}`)
      this.lost.set(true)
    }
  }

  /**
   * Opens through Dexie's own open in every case, so that reads waiting for the auto-open settle:
   * a refused database fails inside it (the guarded factory throws), and every later call rejects
   * at once with that VersionError instead of waiting for ever.
   */
  override open(): PromiseExtended<Dexie> {
    return Dexie.Promise.resolve(this.refuseNewer())
      .then(() => super.open())
      .finally(() => this.setBlocked(false))
  }
}

/** Set when this build must not open the database: the guarded factory then refuses to. */
interface OpenGate {
  refused: Error | null
}

/**
 * A yes/no state of the database the screens follow (lost, blocked, stuck): a listener hears every
 * change, and a state already on at once when it subscribes.
 */
class Flag {
  private on = false
  private readonly listeners = new Set<(on: boolean) => void>()

  set(on: boolean): void {
    if (on === this.on) return
    this.on = on
    for (const f of this.listeners) f(on)
  }

  /** Returns the unsubscribe. */
  listen(f: (on: boolean) => void): () => void {
    if (this.on) f(true)
    this.listeners.add(f)
    return () => this.listeners.delete(f)
  }
}

function newerSchema(message: string): Error {
  const err = new Error(message)
  err.name = 'VersionError'
  return err
}

/** The IndexedDB factory Dexie opens with: refuses (throws the gate's VersionError) once the gate is set. */
function guardedFactory(real: IDBFactory, gate: OpenGate): IDBFactory {
  const guarded: IDBFactory = {
    open(name: string, version?: number) {
      if (gate.refused) throw gate.refused
      return version === undefined ? real.open(name) : real.open(name, version)
    },
    deleteDatabase: (name: string) => real.deleteDatabase(name),
    cmp: (a: unknown, b: unknown) => real.cmp(a, b),
    databases: () => real.databases(),
  }
  // Dexie asks whether databases() exists (older browsers lack it)
  if (typeof real.databases !== 'function') Reflect.deleteProperty(guarded, 'databases')
  return guarded
}

/** The version-2 upgrade: every game's tail entries (all of them, in v1) sealed into whole pages. */
async function sealAll(tx: Transaction): Promise<void> {
  const entries = tx.table<EntryRecord, string>('entries')
  const pages = tx.table<SealedPageRecord, [string, number]>('pages')
  const gameIds = await tx.table<HeadRecord, string>('heads').toCollection().primaryKeys()
  for (const gameId of gameIds) {
    const tail = await entries.where('[gameId+seq]').between([gameId, Dexie.minKey], [gameId, Dexie.maxKey]).toArray()
    const whole = tail.length - (tail.length % SEALED_PAGE_SIZE)
    if (whole === 0) continue
    await pages.bulkAdd(sealedPagesOf(gameId, tail.slice(0, whole).map(fromRecord)))
    await entries.bulkDelete(tail.slice(0, whole).map((r) => r.id))
  }
}
