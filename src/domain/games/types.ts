import type { AdmitOptions, EntryDraft, Json, LedgerState } from '../ledger/types'

/** The game types the app knows. */
export type GameType = 'freePlay' | 'dkt' | 'monopolyDe' | 'discretion' | 'gmbh' | 'scorePad'

export const GAME_TYPES: readonly GameType[] = ['freePlay', 'dkt', 'monopolyDe', 'discretion', 'gmbh', 'scorePad']

/** A player as configured at setup. Ids are stable; names are shown. */
export interface PlayerConfig {
  id: string
  name: string
  /** CSS colour, e.g. "#d32f2f". */
  color: string
}

/** What is stored with a game and fixed at setup. */
export interface GameConfig<O extends { [k: string]: Json } = { [k: string]: Json }> {
  type: GameType
  players: PlayerConfig[]
  /** Currency label shown next to amounts, e.g. "€". */
  currency: string
  /** Rule options of RULES.md with their chosen values, plus game facts such as starting capital. */
  options: O
}

/** Picks a random number in [0, 1): injectable for tests and replays. */
export type Rng = () => number

/**
 * A rule pack: pure functions that turn a user action into one ledger entry. The engines
 * (headless) and the app's stores call exactly these.
 */
export interface RulePack<C extends GameConfig, D extends Json, A> {
  type: GameType
  /** The state before any entry (balances 0, the game's initial data). */
  initialState(config: C): LedgerState<D>
  /** Setup entries (starting capital, quick start): in the ledger, never undo steps. */
  setupDrafts(config: C, rng: Rng): EntryDraft[]
  /** Admission settings (accounts, unlimited bank, negative balances option). */
  admitOptions(config: C): AdmitOptions
  /** Computes the entry for one action against the current state; throws RuleError when a rule forbids it. */
  plan(state: LedgerState<D>, action: A, config: C): EntryDraft
}
