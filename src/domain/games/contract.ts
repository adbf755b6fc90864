import type { AdmitOptions, Entry, EntryDraft, Json, LedgerState } from '../ledger/types'
import type { RuleErrorParams } from '../errors'
import type { Words } from '../export/words'
import type { PlayerInput } from './players'
import type { GameConfig, GameType, Rng } from './types'

/** What a setup form, a demo, a duplicate or an imported backup gives a module to validate. */
export interface SetupInput {
  players: readonly PlayerInput[]
  currency?: string
  /** The game's own options, by the names its stored config uses. */
  options?: { [k: string]: Json }
}

/** Player counts a game allows at setup (its options may narrow them: DKT needs `twoPlayers` for 2). */
export interface PlayerLimits {
  min: number
  max: number
  /** Rows the setup form starts with. */
  defaultCount: number
}

/** One denomination of paper money: its value and how many notes of it a player gets. */
export interface NoteCount {
  value: number
  count: number
}

/** One place of a game's result: `value` is what the game ranks by (net worth, net assets, points). */
export interface RankRow {
  /** 1-based; equal values share a rank (1, 1, 3); players out of the game come last. */
  rank: number
  player: string
  name: string
  value: number
  isOut: boolean
}

/** The parts a player's worth at the end is made of, named by the game-over screen (`gameOver.parts.<part>`). */
export const WORTH_PARTS = ['cash', 'properties', 'buildings', 'mortgages', 'land', 'loans', 'round'] as const
/** One part of the worth breakdown. */
export type WorthPartName = (typeof WORTH_PARTS)[number]

/**
 * One part of a player's worth (game-over screen): what it is and its amount, debts negative, so
 * that the parts add up to the ranking value; `round` numbers a score pad's round points.
 */
export interface WorthPart {
  part: WorthPartName
  amount: number
  round?: number
}

/** One property a player holds, as a list of holdings names it: its buildings and whether it is mortgaged. */
export interface HeldProperty {
  /** Its board position (a key for lists). */
  position: number
  name: string
  houses: number
  hotel: boolean
  mortgaged: boolean
}

/**
 * What a player holds besides cash, in a form any screen can list without knowing the game:
 * properties with their buildings and mortgages, or land (plot names) and loan units.
 */
export type PlayerHoldings =
  | { kind: 'properties'; properties: HeldProperty[] }
  | { kind: 'land'; plots: string[]; bankLoans: number; sharkLoans: number }

/** One round's running totals as the game stands (charts' "by round" axis): each player's total after it. */
export interface RoundTotals {
  round: number
  totals: Record<string, number>
}

/** The highest score of one round (the statistics' round record): whose and which round. */
export interface RoundScore {
  round: number
  player: string
  points: number
}

/**
 * Most effects and JSON values (effects' values and info together) one entry of a game may carry:
 * above what the game's largest action writes, far below what stalls a phone. Backup import refuses
 * more, naming the entry.
 */
export interface EntryLimits {
  effects: number
  values: number
}

/** The requests a joined phone may send the bank (sync): a player's own payment, his own salary. */
export type RequestKind = 'pay' | 'salary'

/**
 * Everything the app asks of one game, in one object (one folder: src/domain/games/<type>/).
 * `C` its stored config, `D` its ledger data, `A` its actions, `V` its readable view, `P` what a
 * preview of an action shows (`never` where the game has none).
 */
export interface GameModule<
  C extends GameConfig = GameConfig,
  D extends Json = Json,
  A extends { type: string } = { type: string },
  V = unknown,
  P = unknown,
> {
  readonly type: GameType
  readonly playerLimits: PlayerLimits
  /**
   * Its own texts (src/locales/<locale>/<messages>.json5: errors, entry kinds, labels); null when the
   * core texts are enough. Must equal its type's entry in `MESSAGES` (src/domain/games/index.ts).
   */
  readonly messages: string | null
  /** Score pads (GmbH) have no money: no Pay button, no balances row, points instead. */
  readonly isScorePad: boolean
  /** Every `RuleError` code the module throws (each is an `errors.<code>` text). */
  readonly errorCodes: readonly string[]
  /** Every entry kind the module writes (each is a `kinds.<kind>` text). */
  readonly entryKinds: readonly string[]
  /**
   * The one validation of a game's settings, used by setup, duplicate and `restore()`: returns the
   * config to store, or throws RuleError naming what is wrong. A stored config parses to itself.
   */
  parseConfig(input: SetupInput): C
  /**
   * The game data an imported ledger folds to, checked by the game's own rules (supply −5, a
   * level "lots", an owner "nobody" are refused): the first impossible field as `path = value`,
   * or null when the state is one the game's actions can produce. `restore()` runs it.
   */
  checkState?(state: LedgerState<D>, config: C): string | null
  /** The state before any entry (balances 0, the game's initial data). */
  initialState(config: C): LedgerState<D>
  /** Setup entries (starting capital, quick start): in the ledger, never undo steps. */
  setupDrafts(config: C, rng: Rng): EntryDraft[]
  /** Admission settings (accounts, unlimited bank, negative balances option). */
  admitOptions(config: C): AdmitOptions
  /** Turns one action into one entry against the current state; throws RuleError when a rule forbids it. */
  plan(state: LedgerState<D>, action: A, config: C): EntryDraft
  /** What an action would do, without doing it (confirm sheets); absent where the game has none. */
  preview?(state: LedgerState<D>, action: A, config: C): P
  /** The readable state the screens show. */
  view(state: LedgerState<D>, config: C): V
  /** The game's result as it stands: players by what the game ranks by. */
  ranking(state: LedgerState<D>, config: C): RankRow[]
  /** Net worth per player where the game has more than cash (charts); null where cash is all. */
  netWorth(state: LedgerState<D>, config: C): Record<string, number> | null
  /** What each player's ranking value is made of (game-over screen; the parts add up to it); absent: cash is all. */
  worthBreakdown?(state: LedgerState<D>, config: C): Record<string, WorthPart[]>
  /** What one player holds besides cash (a joined phone's copy lists it); absent: cash is all. */
  holdings?(state: LedgerState<D>, config: C, player: string): PlayerHoldings
  /** Words for a refusal's text that only the game can give (Discretion: `square`, a square named by its plot instead of its row and column); absent: none. */
  refusalParams?(params: RuleErrorParams, config: C, words: Words): Record<string, string>
  /** Whether the game has reached its own end (Discretion: Year 10's End of Year); absent: only the last player left or the clock end it. */
  isFinished?(state: LedgerState<D>, config: C): boolean
  /** Whether the agreed time was booked as up (DKT and Monopoly: the clock's `timeUp` entry, final until undone or extended); absent: no clock in the ledger. */
  isTimeUp?(state: LedgerState<D>, config: C): boolean
  /**
   * The requests a joined phone may send in this game as it was set up (sync): its own pay and
   * salary actions, where it has them; empty for a score pad.
   */
  requestKinds(config: C): readonly RequestKind[]
  /** Whether a player may leave the table by a tap (free play); the other games have their own bankruptcy. */
  readonly playersMayLeave: boolean
  /** What a player's worth is called on the charts: net worth (absent) or net assets (Discretion's word). */
  readonly worthTerm?: 'netAssets'
  /** Where an unowned place lies, as an entry's changes name it: the bank (absent) or the deck (Discretion's plot cards). */
  readonly unownedIn?: 'deck'
  /** What an entry is about in the game's words ("Opernring with 3 houses", the plot auctioned); absent or undefined: its kind and money say it all. */
  entrySubject?(entry: Pick<Entry, 'kind' | 'info'>, config: C, words: Words): string | undefined
  /** A place of the game by its key in the data (a board position, a plot id), by its name; absent: the key. */
  placeName?(config: C, key: string): string
  /**
   * The rounds played, each with every player's running total after it, as last corrected (charts'
   * "by round" axis: a correction changes its round and adds none); absent: the game has no rounds
   * and its chart counts entries.
   */
  roundTotals?(state: LedgerState<D>, config: C): RoundTotals[]
  /**
   * The best score of one round for the statistics' record (the first of equals, rounds as last
   * corrected), or null where the game has none to show; absent: the game has no rounds.
   */
  bestRound?(state: LedgerState<D>, config: C): RoundScore | null
  /** Most effects and values one of its entries may carry (backup import refuses more): above what its largest action writes. */
  readonly entryLimits: EntryLimits
  /**
   * The name of the game being played as the setup form's options give it (a score pad's "Rommé"),
   * for the default game name; absent, or an empty string: the type's own name.
   */
  setupTitle?(options: SetupInput['options']): string
  /** The setup of a demo game ("try a demo game"). */
  demoSetup(): SetupInput
  /**
   * One action a fresh demo game accepts (contract tests write it: a game with no `pay` still has
   * one), given the demo's config and its state after the setup entries.
   */
  sampleAction(state: LedgerState<D>, config: C): A
  /** The starting capital as the rulebook deals it in notes; empty where it gives none. */
  startingNotes(playerCount: number): NoteCount[]
}

/** A module with its types erased, as tables keyed by game type hold it (stores, backup: any game). */
export type AnyGameModule = GameModule<GameConfig, Json, { type: string }, unknown, unknown>
