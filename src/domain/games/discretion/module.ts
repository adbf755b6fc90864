import type { GameModule, NoteCount, PlayerHoldings, RankRow, RequestKind, SetupInput, WorthPart } from '../contract'
import discretionData from '../data/discretion.json'
import type { Entry, Json, LedgerState } from '../../ledger/types'
import { demoBoard } from './board'
import { ENTRY_KINDS, ERROR_CODES } from './codes'
import { checkDiscretionState } from './dataSchema'
import { rankingRows, viewState, type DiscretionStateView } from './view'
import { checkDiscretionSetup, DISCRETION_DEFAULTS, discretionPack, previewAction, type ActionPreview } from './pack'
import { netAssetPartsOf, netAssetsOf } from './rules'
import type { DiscretionAction, DiscretionConfig, DiscretionData } from './types'
import type { RuleErrorParams } from '../../errors'
import type { Words } from '../../export/words'
import { squareText } from './squares'
import { configBoard, discretionSubject, plotName } from './describe'
import { samplePayment } from '../common'

function option(options: { readonly [k: string]: Json } | undefined, key: string): Json | undefined {
  return options && Object.hasOwn(options, key) ? options[key] : undefined
}

/**
 * The one validation of a Discretion setup (form, duplicate, backup): players, the board (required:
 * a game without one is refused), the options and, for a stored config, its first player. The
 * starting money is a fact of the player count and is worked out again, never taken as given.
 */
export function parseDiscretionConfig(input: SetupInput): DiscretionConfig {
  const o = input.options
  return checkDiscretionSetup({
    players: input.players,
    currency: input.currency,
    board: option(o, 'board'),
    options: {
      buildingTax: option(o, 'buildingTax'),
      yearEndBonus: option(o, 'yearEndBonus'),
      inheritanceTakesPlot: option(o, 'inheritanceTakesPlot'),
      allowNegative: option(o, 'allowNegative'),
    },
    firstPlayer: option(o, 'firstPlayer'),
  })
}

/** The result as it stands (RULES.md Discretion): players by net assets, ties share a rank, bankrupt players last. */
export function discretionRanking(state: LedgerState<DiscretionData>, config: DiscretionConfig): RankRow[] {
  const names = new Map(config.players.map((p) => [p.id, p.name]))
  return rankingRows(state, config).map((r) => ({
    rank: r.rank,
    player: r.player,
    name: names.get(r.player) ?? r.player,
    value: r.netAssets,
    isOut: r.eliminated,
  }))
}

/** Net assets of every player (RULES.md Discretion formula), for the charts. */
export function discretionNetWorth(
  state: LedgerState<DiscretionData>,
  config: DiscretionConfig,
): Record<string, number> {
  return Object.fromEntries(config.players.map((p) => [p.id, netAssetsOf(state, config, p.id)]))
}

/** Each player's net assets in parts (RULES.md Discretion formula: cash + land + buildings − loans), for the game-over screen. */
export function discretionWorthBreakdown(
  state: LedgerState<DiscretionData>,
  config: DiscretionConfig,
): Record<string, WorthPart[]> {
  return Object.fromEntries(
    config.players.map((p) => {
      const parts = netAssetPartsOf(state, config, p.id)
      const rows: WorthPart[] = [
        { part: 'cash', amount: parts.cash },
        { part: 'land', amount: parts.land },
        { part: 'buildings', amount: parts.buildings },
        { part: 'loans', amount: 0 - parts.loans },
      ]
      return [p.id, rows]
    }),
  )
}

/** A player's land (his plots by name, in board order) and his bank and loan-shark loan units. */
export function discretionHoldings(
  state: LedgerState<DiscretionData>,
  config: DiscretionConfig,
  player: string,
): PlayerHoldings {
  const view = viewState({ ledgerState: state, config })
  const board = config.options.board
  const plots = Object.entries(view.titles)
    .filter(([, owner]) => owner === player)
    .map(([plot]) => plotName(board, plot))
  return { kind: 'land', plots, bankLoans: view.bankLoans[player] ?? 0, sharkLoans: view.sharkLoans[player] ?? 0 }
}

/** The starting money as the rulebook deals it in notes: one set for 2–4 players, one for 5–8. */
export function discretionStartingNotes(playerCount: number): NoteCount[] {
  const pairs =
    playerCount <= 4 ? discretionData.startingNotes.byPlayers['2-4'] : discretionData.startingNotes.byPlayers['5-8']
  return pairs.map(([value, count]) => ({ value: value ?? 0, count: count ?? 0 }))
}

/** Discretion: the land-development game with an 11 × 11 board, event cards, loans and net assets. */
export const discretionModule = {
  ...discretionPack,
  type: 'discretion',
  playerLimits: { min: DISCRETION_DEFAULTS.minPlayers, max: DISCRETION_DEFAULTS.maxPlayers, defaultCount: 3 },
  messages: 'discretion',
  isScorePad: false,
  errorCodes: ERROR_CODES,
  entryKinds: ENTRY_KINDS,
  parseConfig: parseDiscretionConfig,
  checkState: checkDiscretionState,
  preview: (state: LedgerState<DiscretionData>, action: DiscretionAction, config: DiscretionConfig): ActionPreview =>
    previewAction(state, action, config),
  view: (state: LedgerState<DiscretionData>, config: DiscretionConfig): DiscretionStateView =>
    viewState({ ledgerState: state, config }),
  ranking: discretionRanking,
  netWorth: discretionNetWorth,
  worthBreakdown: discretionWorthBreakdown,
  holdings: discretionHoldings,
  isFinished: (state: LedgerState<DiscretionData>): boolean => state.data.finished,
  // a refusal about a square names it by its plot ("Abbey Fields, north-east square"), never by row and column;
  // a plot (and the other plot of a pair) by its name
  refusalParams: (params: RuleErrorParams, config: DiscretionConfig, words: Words): Record<string, string> => {
    const own: Record<string, string> = {}
    for (const k of ['plot', 'other'] as const) {
      const v = params[k]
      if (v !== undefined) own[k] = plotName(configBoard(config), String(v))
    }
    if (typeof params.row === 'number' && typeof params.col === 'number')
      own.square = squareText(words, config.options.board, [params.row, params.col])
    return own
  },
  // Discretion pays no salary (its money comes from harvests and rents)
  requestKinds: (_config: DiscretionConfig): readonly RequestKind[] => ['pay'],
  playersMayLeave: false,
  // an End of Year or a bankruptcy over every plot of the largest board
  entryLimits: { effects: 600, values: 6000 },
  worthTerm: 'netAssets',
  // an unowned plot's title card lies in the deck, not with the bank
  unownedIn: 'deck',
  entrySubject: (entry: Pick<Entry, 'kind' | 'info'>, config: DiscretionConfig, words: Words): string | undefined =>
    discretionSubject(entry.kind, entry.info, configBoard(config), words),
  placeName: (config: DiscretionConfig, key: string): string => plotName(configBoard(config), key),
  sampleAction: (state: LedgerState<DiscretionData>, config: DiscretionConfig): DiscretionAction =>
    samplePayment(state, config),
  demoSetup: (): SetupInput => ({
    players: ['Anna', 'Ben', 'Cem'].map((name, i) => ({ id: `p${i + 1}`, name })),
    currency: '$',
    // the demo board, as the setup form offers it first (clearly labelled: not the printed map)
    options: { board: demoBoard },
  }),
  startingNotes: discretionStartingNotes,
} satisfies GameModule<DiscretionConfig, DiscretionData, DiscretionAction, DiscretionStateView, ActionPreview>
