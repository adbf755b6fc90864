import type { Entry, Json, LedgerState } from '../ledger/types'
import type { GameConfig, GameType } from '../games/types'

/**
 * The table protocol (issue 17): the bank device is the only writer; joined phones hold a
 * read-only replica of its ledger and may ask for a payment. Version 1. Every message is one JSON
 * object on an ordered, reliable WebRTC data channel; both sides validate what they receive
 * (protocol.ts, like restore()) and refuse anything else without changing their state.
 */
export const SYNC_VERSION = 1

/** The most entries one `entries` message carries (a catch-up is sent in batches of this). */
export const SYNC_BATCH = 500

/** The undo/redo position of the bank's ledger as it travels (the HeadRecord without the game id). */
export interface WireHead {
  nextSeq: number
  redo: number[]
  liveActions: number
  entryCount: number
  state: LedgerState<Json>
}

/** The game as a joined phone needs it: what it shows and what its module validates. */
export interface WireGame {
  id: string
  name: string
  type: GameType
  config: GameConfig
  createdAt: number
  initial: LedgerState<Json>
}

/** An entry as it travels: the phone gives it its own replica's ids. */
export type WireEntry = Omit<Entry, 'id' | 'gameId'>

/** What a joined player may ask the bank for: the same actions a tap on the bank device dispatches. */
export type RequestAction =
  { type: 'pay'; from: string; to: string; amount: number; note?: string } | { type: 'salary'; player: string }

// ---- phone → bank ----
export type PeerMessage =
  /**
   * First message on a channel: the invite's token, the phone's id, and the newest entry it holds for this game (0: none). `undone`: the undone seqs it holds, so flips it missed are found.
   * `key`: the phone's secret for its id — the bank binds a device id to the key (or, without one, the invite) it first joined with, and takes a later hello with that id only with that key.
   */
  | {
      t: 'hello'
      v: typeof SYNC_VERSION
      token: string
      device: string
      key?: string
      game: string | null
      lastSeq: number
      undone: number[]
    }
  /** The player the phone belongs to (chosen once; the bank shows it beside the phone). */
  | { t: 'claim'; player: string }
  /** A request: `id` is the phone's own, echoed by the decision. */
  | { t: 'request'; id: string; action: RequestAction }

// ---- bank → phone ----
export type BankMessage =
  /** Answer to hello: the game. `reset`: the phone's replica does not match (other game, or flips it cannot replay) and is replaced by what follows. */
  | { t: 'welcome'; v: typeof SYNC_VERSION; game: WireGame; reset: boolean; bankName: string }
  /** New or flipped (undone/redone) entries in sequence order, and the bank's head after them (on the last batch of a catch-up, and on every live step). */
  | { t: 'entries'; entries: WireEntry[]; head: WireHead | null }
  /** The banker's answer to a request: ok, or the RuleError code (and params) it was refused with, or `declined`. */
  | { t: 'decision'; id: string; ok: boolean; code?: string; params?: Record<string, string | number> }
  /** The bank ends the connection (dropped by the banker, game closed). */
  | { t: 'bye'; reason: 'dropped' | 'closed' }
  /**
   * The player the bank holds this phone for, after a claim (null: none). `refused`: the claim it
   * answers was not taken — the player plays on another phone already (`syncPlayerTaken`: the
   * banker decides whether this one may join as that player too), the player is out of the game
   * (`syncPlayerOut`: bankrupt or left), or the banker said no (`syncClaimDeclined`).
   */
  | { t: 'claimed'; player: string | null; refused?: { player: string; code: ClaimRefusal } }

export type HelloMessage = Extract<PeerMessage, { t: 'hello' }>
export type RequestMessage = Extract<PeerMessage, { t: 'request' }>
export type WelcomeMessage = Extract<BankMessage, { t: 'welcome' }>
export type EntriesMessage = Extract<BankMessage, { t: 'entries' }>
export type DecisionMessage = Extract<BankMessage, { t: 'decision' }>
export type ClaimedMessage = Extract<BankMessage, { t: 'claimed' }>

/** Why the bank did not take a phone's claim of a player. */
export type ClaimRefusal = 'syncPlayerTaken' | 'syncPlayerOut' | 'syncClaimDeclined'
export const CLAIM_REFUSALS = [
  'syncPlayerTaken',
  'syncPlayerOut',
  'syncClaimDeclined',
] as const satisfies readonly ClaimRefusal[]

/** The kinds of request a game has (RequestAction's types). */
export type RequestKind = RequestAction['type']

/**
 * What marks a game record as a joined phone's read-only replica of a bank's game: the bank's game
 * id, the bank's name, this phone's device id (its hello), the player it claimed, and when the
 * replica last took a message.
 */
export interface ReplicaInfo {
  of: string
  bankName: string
  device: string
  /** The secret this phone says hello with beside its device id (see the hello). */
  key?: string
  player: string | null
  syncedAt: number
  /** Set by a welcome that resets an existing replica: it keeps showing its entries until the bank's catch-up replaces them in one transaction. */
  reset?: boolean
}
