import type { Json, LedgerState } from '../../ledger/types'
import type { GameModule, NoteCount, RequestKind, SetupInput, WorthPart } from '../contract'
import { ENTRY_KINDS, ERROR_CODES } from './codes'
import { checkGmbhState } from './dataSchema'
import { DEMO_GMBH_DECK, DEMO_GMBH_PLAYERS } from './demo'
import {
  GMBH_DEFAULTS,
  gmbhConfig,
  gmbhPack,
  previewRound,
  type GmbhAction,
  type GmbhConfig,
  type GmbhData,
} from './pack'
import type { RoundResult } from './scoring'
import { gmbhBestRound, gmbhRanking, gmbhRoundTotals, gmbhRounds, gmbhView, type GmbhView } from './view'

/** Player counts of RULES.md GmbH (2–6); the setup form starts with four rows. */
const PLAYER_LIMITS = { min: GMBH_DEFAULTS.minPlayers, max: GMBH_DEFAULTS.maxPlayers, defaultCount: 4 }

function option(options: SetupInput['options'], key: string): Json | undefined {
  return options && Object.hasOwn(options, key) ? options[key] : undefined
}

/**
 * The GmbH settings of a setup, duplicate or backup (RULES.md GmbH): the deck, "custom deck" (the
 * setup form's `customDeck`, or a stored config's `isCustomDeck`) and the two rule options (on only
 * when `true`). A score pad has no currency label; negative totals are always allowed.
 */
export function parseGmbhConfig(input: SetupInput): GmbhConfig {
  const o = input.options
  return gmbhConfig({
    players: input.players,
    deck: option(o, 'deck'),
    customDeck: option(o, 'customDeck') === true || option(o, 'isCustomDeck') === true,
    scoreFalseStop: option(o, 'scoreFalseStop') === true,
    bankruptMajorityScoresForStop: option(o, 'bankruptMajorityScoresForStop') === true,
    currency: GMBH_DEFAULTS.currency,
  })
}

/** Each player's total as the points of every round (RULES.md GmbH: totals are summed across rounds), for the game-over screen. */
export function gmbhWorthBreakdown(state: LedgerState<GmbhData>, config: GmbhConfig): Record<string, WorthPart[]> {
  const rounds = gmbhRounds(state)
  return Object.fromEntries(
    config.players.map((p) => [
      p.id,
      rounds.map((r): WorthPart => ({ part: 'round', round: r.round, amount: r.result.points[p.id] ?? 0 })),
    ]),
  )
}

/**
 * A round as the deck deals it: every card round the table from the first player, the first
 * company's last card to the middle, the first player stopping (the sample action of the contract tests).
 */
export function dealtRound(config: GmbhConfig): GmbhAction {
  const players = config.players.map((p) => p.id)
  const deck = config.options.deck
  const hands: GmbhAction['hands'] = Object.fromEntries(players.map((p) => [p, {}]))
  let seat = 0
  for (const [i, c] of deck.entries()) {
    for (let n = 0; n < c.cards - (i === 0 ? 1 : 0); n++) {
      const hand = hands[players[seat++ % players.length]!]!
      hand[c.id] = (hand[c.id] ?? 0) + 1
    }
  }
  return { type: 'scoreRound', hands, middle: deck[0]!.id, stopper: players[0]! }
}

/** GmbH & Co. KG: a score pad; each scored round is one entry (RULES.md GmbH). */
export const gmbhModule = {
  ...gmbhPack,
  type: 'gmbh',
  playerLimits: PLAYER_LIMITS,
  messages: 'gmbh',
  isScorePad: true,
  errorCodes: ERROR_CODES,
  entryKinds: ENTRY_KINDS,
  parseConfig: parseGmbhConfig,
  checkState: checkGmbhState,
  preview: (_state: LedgerState<GmbhData>, action: GmbhAction, config: GmbhConfig): RoundResult =>
    previewRound(action, config),
  view: (state: LedgerState<GmbhData>, config: GmbhConfig): GmbhView => gmbhView(state, config),
  ranking(state: LedgerState<GmbhData>, config: GmbhConfig) {
    // gmbhRanking ranks with rankBy; nobody leaves a score pad
    return gmbhRanking(state, config).map((r) => ({
      rank: r.rank,
      player: r.player,
      name: r.name,
      value: r.total,
      isOut: false,
    }))
  },
  netWorth: (_state: LedgerState<GmbhData>, _config: GmbhConfig): null => null,
  worthBreakdown: gmbhWorthBreakdown,
  roundTotals: gmbhRoundTotals,
  bestRound: (state: LedgerState<GmbhData>, _config: GmbhConfig) => gmbhBestRound(state),
  demoSetup: (): SetupInput => ({
    players: DEMO_GMBH_PLAYERS.map((name, i) => ({ id: `p${i + 1}`, name })),
    currency: '€',
    options: { deck: DEMO_GMBH_DECK.map((c) => ({ ...c })) },
  }),
  startingNotes: (_playerCount: number): NoteCount[] => [],
  // a score pad: no money changes hands, so a phone has nothing to ask for
  requestKinds: (_config: GmbhConfig): readonly RequestKind[] => [],
  playersMayLeave: false,
  // a round: two effects, its record holds every hand (up to 6 players, 16 hands of a custom deck)
  entryLimits: { effects: 20, values: 8000 },
  sampleAction: (_state: LedgerState<GmbhData>, config: GmbhConfig): GmbhAction => dealtRound(config),
} satisfies GameModule<GmbhConfig, GmbhData, GmbhAction, GmbhView, RoundResult>
