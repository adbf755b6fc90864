import type { Entry, LedgerState } from '../../ledger/types'
import type { RankRow, SetupInput } from '../contract'
import { extendGame, runPack, type HeadlessGame } from '../engine'
import { parseScorePadConfig, type ScorePadConfig } from './config'
import { scorePadPack } from './pack'
import { padTotals, type ScorePadAction, type ScorePadData } from './state'
import { padRanking, padView, type ScorePadView } from './view'

/** A headless score pad: the rule pack on an in-memory ledger plus the derived view. */
export interface ScorePadGame {
  readonly config: ScorePadConfig
  readonly state: LedgerState<ScorePadData>
  readonly entries: readonly Entry[]
  readonly canUndo: boolean
  readonly canRedo: boolean
  readonly headless: HeadlessGame<ScorePadConfig, ScorePadData, ScorePadAction>
  apply(action: ScorePadAction): Entry
  /** Shorthand for `apply({ type: 'scoreRound', points })`. */
  scoreRound(points: { [playerId: string]: number }): Entry
  /** Shorthand for `apply({ type: 'correctRound', round, points })`. */
  correctRound(round: number, points: { [playerId: string]: number }): Entry
  undo(): Entry
  redo(): Entry
  totals(): { [playerId: string]: number }
  ranking(): RankRow[]
  view(): ScorePadView
}

/** Creates a score pad from a setup (validated by parseScorePadConfig, issue 36) or a stored config. */
export function createScorePadGame(setup: SetupInput | ScorePadConfig, gameId = 'scorePad'): ScorePadGame {
  const config = parseScorePadConfig(setup)
  const game = runPack(scorePadPack, config, Math.random, gameId)
  return extendGame(game, {
    config,
    headless: game,
    get state() {
      return game.ledgerState
    },
    scoreRound: (points: { [playerId: string]: number }) => game.apply({ type: 'scoreRound', points }),
    correctRound: (round: number, points: { [playerId: string]: number }) =>
      game.apply({ type: 'correctRound', round, points }),
    totals: () => padTotals(game.ledgerState, config),
    ranking: () => padRanking(game.ledgerState, config),
    view: () => padView(game.ledgerState, config),
  })
}
