import { RuleError } from '../../errors'
import type { BaseData } from '../../ledger/admit'
import { BANK, type EntryDraft, type Json, type LedgerState } from '../../ledger/types'
import { cleanNote, netPostings, playerAccounts, requirePlayer } from '../common'
import { validatePlayers, type PlayerInput } from '../players'
import type { GameConfig, RulePack } from '../types'
import { assertDeck, type Company } from './deck'
import { ENTRY_KINDS, type GmbhEntryKind } from './codes'
import { scoreRound, type Hand, type RoundInput, type RoundResult, type ScoreOptions } from './scoring'

/** Options stored with a GmbH game (RULES.md GmbH). */
export type GmbhOptions = {
  [k: string]: Json
  /** The deck in use, fixed at setup. */
  deck: Company[]
  /** True when the deck is not the standard 61-card deck (shown with a warning). */
  isCustomDeck: boolean
  /** RULES.md option (off): score a false Stopp anyway. */
  scoreFalseStop: boolean
  /** RULES.md option (off): a majority in the bankrupt company counts as scoring for the Stopp check. */
  bankruptMajorityScoresForStop: boolean
  /** Always true: round points may take a total below 0. */
  allowNegative: boolean
}

export type GmbhConfig = GameConfig<GmbhOptions>

/** One scored round as kept in the game data and in the entry's info. */
export type GmbhRoundRecord = {
  round: number
  input: RoundInput
  result: RoundResult
}

/** Game data: the number of the last scored round and every round by number ("1", "2", …). */
export type GmbhData = BaseData & {
  round: number
  rounds: { [round: string]: GmbhRoundRecord }
}

/** The one action: the banker enters a finished round. `hands` may omit a player (empty hand). */
export type GmbhAction = {
  type: 'scoreRound'
  hands: { [playerId: string]: Hand }
  middle: string
  stopper: string
  note?: string
}

/** Setup input of a GmbH game. */
export interface GmbhSetupInput extends GmbhSetupFields {
  deck: readonly Company[]
}

/** The setup fields as read from stored or typed-in options: the deck not yet known to be one (assertDeck checks it). */
export interface GmbhSetupFields {
  players: readonly PlayerInput[]
  deck: unknown
  /** Allow a deck other than the standard 61 cards in 9 companies of 5/7/9 (default false). */
  customDeck?: boolean
  scoreFalseStop?: boolean
  bankruptMajorityScoresForStop?: boolean
  /** Label shown next to points (default empty). */
  currency?: string
}

/** Setup defaults of RULES.md GmbH: 2–6 players, points without a currency label. */
export const GMBH_DEFAULTS = { minPlayers: 2, maxPlayers: 6, currency: '' } as const

/** Entry kinds: a scored round, and a false Stopp whose round is dealt again. */
export const GMBH_KINDS = { round: ENTRY_KINDS[0], redeal: ENTRY_KINDS[1] } as const satisfies Record<
  string,
  GmbhEntryKind
>

/**
 * Validates a GmbH setup (RULES.md GmbH): 2–6 players, the deck (the standard 61-card deck unless
 * `customDeck`), the two rule options (default off). Negative totals are always allowed.
 */
export function gmbhConfig(input: GmbhSetupFields): GmbhConfig {
  const players = validatePlayers(input.players, GMBH_DEFAULTS.minPlayers, GMBH_DEFAULTS.maxPlayers)
  const customDeck = input.customDeck === true
  const deck = assertDeck(input.deck, { standard: !customDeck })
  const isCustomDeck = customDeck && assertStandardFails(deck)
  const currency = (input.currency ?? GMBH_DEFAULTS.currency).trim()
  if ([...currency].length > 8) throw new RuleError('currencyTooLong', { max: 8 })
  return {
    type: 'gmbh',
    players,
    currency,
    options: {
      deck,
      isCustomDeck,
      scoreFalseStop: input.scoreFalseStop === true,
      bankruptMajorityScoresForStop: input.bankruptMajorityScoresForStop === true,
      allowNegative: true,
    },
  }
}

/** The two scoring options of RULES.md GmbH as the game's config holds them (both off by default). */
export function scoreOptionsOf(config: GmbhConfig): Required<ScoreOptions> {
  return {
    scoreFalseStop: config.options.scoreFalseStop === true,
    bankruptMajorityScoresForStop: config.options.bankruptMajorityScoresForStop === true,
  }
}

/**
 * The round an action enters, as scoreRound takes it (RULES.md GmbH: every player of the game takes
 * part; a hand left out is empty). Throws `handsInvalid` / `unknownPlayer` for hands or a stopper
 * that are not the game's players.
 */
export function roundInputOf(action: GmbhAction, config: GmbhConfig): RoundInput {
  if (action.hands === null || typeof action.hands !== 'object' || Array.isArray(action.hands))
    throw new RuleError('handsInvalid')
  for (const p of Object.keys(action.hands)) requirePlayer(config, p)
  const stopper = requirePlayer(config, action.stopper, 'stopper')
  const hands: { [playerId: string]: Hand } = {}
  for (const p of config.players) hands[p.id] = { ...(action.hands[p.id] ?? {}) }
  return { hands, middle: action.middle, stopper }
}

/** What a round would score before it counts (the entry's preview): scoreRound with the game's deck and options. */
export function previewRound(action: GmbhAction, config: GmbhConfig): RoundResult {
  return scoreRound(config.options.deck, roundInputOf(action, config), scoreOptionsOf(config))
}

function assertStandardFails(deck: Company[]): boolean {
  try {
    assertDeck(deck, { standard: true })
    return false
  } catch {
    return true
  }
}

/** GmbH & Co. KG: each scored round is one entry, points are postings from the bank (RULES.md GmbH). */
export const gmbhPack: RulePack<GmbhConfig, GmbhData, GmbhAction> = {
  type: 'gmbh',
  initialState(config) {
    const balances: Record<string, number> = {}
    for (const a of playerAccounts(config)) balances[a] = 0
    return { balances, data: { eliminated: {}, round: 0, rounds: {} } }
  },
  setupDrafts() {
    return []
  },
  admitOptions(config) {
    return { accounts: playerAccounts(config), unlimited: [BANK], allowNegative: true }
  },
  plan(state: LedgerState<GmbhData>, action: GmbhAction, config): EntryDraft {
    if (action?.type !== 'scoreRound')
      throw new RuleError('unknownAction', { type: String((action as { type?: unknown })?.type) })
    const input = roundInputOf(action, config)
    const stopper = input.stopper
    const result = scoreRound(config.options.deck, input, scoreOptionsOf(config))
    const note = cleanNote(action.note)
    const round = state.data.round + 1
    const record: GmbhRoundRecord = { round, input, result }
    const postings = netPostings(
      config.players.flatMap((p) => {
        const pts = result.points[p.id] ?? 0
        return [
          { account: BANK, amount: -pts },
          { account: p.id, amount: pts },
        ]
      }),
    )
    return {
      kind: result.isRedealt ? GMBH_KINDS.redeal : GMBH_KINDS.round,
      postings,
      effects: [
        { path: ['round'], from: state.data.round, to: round },
        { path: ['rounds', String(round)], from: null, to: record },
      ],
      info: { round, player: stopper, validStop: result.validStop, isRedealt: result.isRedealt, record },
      ...(note ? { note } : {}),
    }
  },
}
