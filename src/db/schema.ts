import Dexie, { type EntityTable, type PromiseExtended } from 'dexie'
import type { Entry, Json, LedgerHead, LedgerState } from '@/domain/ledger/types'
import type { GameConfig, GameType } from '@/domain/games/types'

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
}

/** An entry as stored: `live` mirrors !isUndone as a number so it can be indexed. */
export interface EntryRecord extends Entry {
  live: 0 | 1
}

/** Saved Discretion boards and GmbH decks, and app settings. */
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
export interface SettingRecord {
  key: string
  value: Json
}

export const DB_NAME = 'tischbank'

/**
 * The database and every schema version with its upgrade, in order. Never edit a released
 * version: add a new one (tests/db/migrations.test.ts opens fixtures of each older version).
 */
export class TischbankDb extends Dexie {
  games!: EntityTable<GameRecord, 'id'>
  heads!: EntityTable<HeadRecord, 'gameId'>
  entries!: EntityTable<EntryRecord, 'id'>
  boards!: EntityTable<BoardRecord, 'id'>
  decks!: EntityTable<DeckRecord, 'id'>
  settings!: EntityTable<SettingRecord, 'key'>

  constructor(name = DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options)
    // Version 1: games, heads, entries (by game and sequence; live entries by sequence), boards, decks, settings.
    this.version(1).stores({
      games: 'id, updatedAt',
      heads: 'gameId',
      entries: 'id, [gameId+seq], [gameId+live+seq]',
      boards: 'id, updatedAt',
      decks: 'id, updatedAt',
      settings: 'key',
    })
    this.factory = (options?.indexedDB as IDBFactory | undefined) ?? (typeof indexedDB === 'undefined' ? undefined : indexedDB)
  }

  private readonly factory: IDBFactory | undefined

  /**
   * Dexie 4 would open (and re-shape) a database written by a newer schema too; this build must
   * never write into one it does not understand: refuse it (VersionError), and leave it untouched.
   * `indexedDB.databases()` reads the stored version without opening the database.
   */
  private async refuseNewer(): Promise<void> {
    const list = await this.factory?.databases?.().catch(() => undefined)
    const stored = list?.find((d) => d.name === this.name)?.version
    // Dexie stores version n as IndexedDB version 10·n (+ small bumps of its own)
    if (stored !== undefined && Math.floor(stored / 10) > SCHEMA_VERSION) {
      const err = new Error(`database schema ${Math.floor(stored / 10)} is newer than ${SCHEMA_VERSION}`)
      err.name = 'VersionError'
      throw err
    }
  }

  override open(): PromiseExtended<Dexie> {
    return Dexie.Promise.resolve(this.refuseNewer()).then(() => super.open())
  }
}

/** The schema version this build writes. */
export const SCHEMA_VERSION = 1
