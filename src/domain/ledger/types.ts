/** A JSON value as stored in effects and game data (structured-clonable and exportable). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** The bank's account id in every game. Its cash is unlimited. */
export const BANK = 'bank'

/** One leg of a transaction: a positive amount credits the account, a negative one debits it. */
export interface Posting {
  account: string
  amount: number
}

/**
 * A reversible change to the game data: set the value at `path` from `from` to `to`.
 * `null` means absent. Undo sets it back to `from`; admission checks `from` matches.
 */
export interface Effect {
  path: string[]
  from: Json
  to: Json
}

/** What a rule pack produces for one user action: one entry, one undo step. */
export interface EntryDraft {
  /** The action kind, e.g. `payment`, `salary`, `rent`, `build`; also an i18n key under `kinds.` */
  kind: string
  postings: Posting[]
  effects?: Effect[]
  /** Free text from the user. */
  note?: string
  /** Details for display (property name, dice, card …); not used to derive state. */
  info?: { [key: string]: Json }
}

/** A stored ledger entry. */
export interface Entry extends EntryDraft {
  id: string
  gameId: string
  /** 1, 2, 3 … per game; unique. */
  seq: number
  /** Milliseconds since the epoch. */
  ts: number
  /** Setup entries (starting capital, quick start) are never undo steps. */
  isSetup: boolean
  /** Undone entries stay in the history, struck through, and take no part in the state. */
  isUndone: boolean
}

/** Everything derived from the live entries: balances by account and the game's data. */
export interface LedgerState<D = Json> {
  balances: Record<string, number>
  data: D
}

/** The persisted undo/redo position of a game. */
export interface Head {
  /** Sequence number the next entry will get. */
  nextSeq: number
  /** Sequence numbers that redo re-applies, the next one last. Cleared by a new action. */
  redo: number[]
}

/**
 * The head as the cursor steps keep it (src/domain/ledger/cursor.ts): the undo/redo position, the
 * state after the live entries, and the counts that say whether undo is possible.
 */
export interface LedgerHead<D = Json> extends Head {
  /** The state after every live entry. */
  state: LedgerState<D>
  /** Live entries that are undo steps (not setup): undo is possible when > 0. */
  liveActions: number
  /** All entries, live and undone. */
  entryCount: number
}

/** Game-level settings that admission needs. */
export interface AdmitOptions {
  /** Account ids that exist in this game (the bank and each player, and any pools). */
  accounts: readonly string[]
  /** Accounts whose cash is unlimited (the bank). */
  unlimited?: readonly string[]
  /** RULES.md option: allow player balances to go negative. */
  allowNegative?: boolean
}
