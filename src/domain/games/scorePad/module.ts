import type { Entry, LedgerState } from '../../ledger/types'
import type { Words } from '../../export/words'
import type { GameModule, NoteCount, RequestKind, SetupInput } from '../contract'
import { ENTRY_KINDS, ERROR_CODES } from './codes'
import { cleanTitle, parseScorePadConfig, SCORE_PAD_LIMITS, type ScorePadConfig } from './config'
import { checkScorePadState } from './dataSchema'
import { scorePadPack } from './pack'
import { padIsFinished, type ScorePadAction, type ScorePadData } from './state'
import { padBestRound, padRanking, padRoundTotals, padView, padWorthBreakdown, type ScorePadView } from './view'

/** The demo ("try a demo game"): a Rommé evening of four, lowest total wins, over at 500 penalty points. */
export const SCORE_PAD_DEMO: SetupInput = {
  players: ['Anna', 'Ben', 'Cem', 'Dana'].map((name, i) => ({ id: `p${i + 1}`, name })),
  options: { title: 'Rommé', winner: 'lowest', target: 500, roundLimit: 0 },
}

/** The score pad (issue 36): any card or dice game scored per round; each round is one entry of points. */
export const scorePadModule = {
  ...scorePadPack,
  type: 'scorePad',
  playerLimits: {
    min: SCORE_PAD_LIMITS.minPlayers,
    max: SCORE_PAD_LIMITS.maxPlayers,
    defaultCount: SCORE_PAD_LIMITS.defaultPlayers,
  },
  messages: 'scorePad',
  isScorePad: true,
  errorCodes: ERROR_CODES,
  entryKinds: ENTRY_KINDS,
  parseConfig: parseScorePadConfig,
  checkState: checkScorePadState,
  view: (state: LedgerState<ScorePadData>, config: ScorePadConfig): ScorePadView => padView(state, config),
  ranking: padRanking,
  netWorth: (_state: LedgerState<ScorePadData>, _config: ScorePadConfig): null => null,
  worthBreakdown: padWorthBreakdown,
  isFinished: padIsFinished,
  roundTotals: padRoundTotals,
  bestRound: padBestRound,
  /** The scored game's name as typed ("Rommé"), for the default game name; empty when none or not a valid title (the form refuses it at start). */
  setupTitle: (options: SetupInput['options']): string => {
    try {
      return cleanTitle(options && Object.hasOwn(options, 'title') ? options.title : undefined)
    } catch {
      return ''
    }
  },
  /** A correction names the round it changed ("Correction · Round 1: …"); a round's number is its title already. */
  entrySubject: (entry: Pick<Entry, 'kind' | 'info'>, _config: ScorePadConfig, w: Words): string | undefined => {
    const n = entry.info?.correctedRound
    return entry.kind === 'padCorrection' && typeof n === 'number' ? w.t('scorePad.round', { n: w.num(n) }) : undefined
  },
  // points, not money: a phone has nothing to ask the bank for, and nobody leaves a score pad
  requestKinds: (_config: ScorePadConfig): readonly RequestKind[] => [],
  playersMayLeave: false,
  // a round or a correction: two effects, a few values per player (at most 8 players)
  entryLimits: { effects: 10, values: 400 },
  /** A first round: every player scores his seat number, the last one minus (negative points included). */
  sampleAction: (_state: LedgerState<ScorePadData>, config: ScorePadConfig): ScorePadAction => ({
    type: 'scoreRound',
    points: Object.fromEntries(
      config.players.map((p, i) => [p.id, i === config.players.length - 1 ? -(i + 1) : i + 1]),
    ),
  }),
  demoSetup: (): SetupInput => ({
    players: SCORE_PAD_DEMO.players.map((p) => (typeof p === 'string' ? p : { ...p })),
    options: { ...SCORE_PAD_DEMO.options },
  }),
  startingNotes: (_playerCount: number): NoteCount[] => [],
} satisfies GameModule<ScorePadConfig, ScorePadData, ScorePadAction, ScorePadView, never>
