import type { Entry, LedgerState } from '../../ledger/types'
import { extendGame, runPack, type HeadlessGame } from '../engine'
import type { Rng } from '../types'
import {
  gmbhConfig,
  gmbhPack,
  type GmbhAction,
  type GmbhConfig,
  type GmbhData,
  type GmbhRoundRecord,
  type GmbhSetupInput,
} from './pack'
import { gmbhRanking, gmbhRounds, gmbhTotals, runningTotals, type GmbhRank, type RunningTotals } from './view'

/** A headless GmbH game: the rule pack on an in-memory ledger plus the derived views. */
export interface GmbhGame {
  readonly config: GmbhConfig
  readonly state: LedgerState<GmbhData>
  readonly entries: readonly Entry[]
  readonly canUndo: boolean
  readonly canRedo: boolean
  readonly headless: HeadlessGame<GmbhConfig, GmbhData, GmbhAction>
  apply(action: GmbhAction): Entry
  /** Shorthand for `apply({ type: 'scoreRound', ... })`. */
  scoreRound(round: Omit<GmbhAction, 'type'>): Entry
  undo(): Entry
  redo(): Entry
  totals(): { [playerId: string]: number }
  ranking(): GmbhRank[]
  rounds(): GmbhRoundRecord[]
  runningTotals(): RunningTotals
}

/** Creates a GmbH game from a setup (validated by gmbhConfig, RULES.md GmbH) or a ready config. */
export function createGmbhGame(setup: GmbhSetupInput | GmbhConfig, rng: Rng = Math.random, gameId = 'gmbh'): GmbhGame {
  const config = 'type' in setup && setup.type === 'gmbh' ? setup : gmbhConfig(setup as GmbhSetupInput)
  const game = runPack(gmbhPack, config, rng, gameId)
  return extendGame(game, {
    config,
    headless: game,
    get state() {
      return game.ledgerState
    },
    scoreRound: (round: Omit<GmbhAction, 'type'>) => game.apply({ type: 'scoreRound', ...round }),
    totals: () => gmbhTotals(game.ledgerState, config),
    ranking: () => gmbhRanking(game.ledgerState, config),
    rounds: () => gmbhRounds(game.ledgerState),
    runningTotals: () => runningTotals(game.ledgerState, config),
  })
}
