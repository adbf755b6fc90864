import { extendGame, runPack, type HeadlessGame } from '../engine'
import type { Rng } from '../types'
import { discretionConfig, discretionPack, previewAction, type ActionPreview, type DiscretionSetupInput } from './pack'
import { planSquare, type SquarePlan } from './rent'
import { netAssetsOf, rentBuildings } from './rules'
import type { Cell, DiscretionAction, DiscretionConfig, DiscretionData } from './types'
import { rankingRows, viewState, type DiscretionStateView, type RankingRow } from './view'

export * from './types'
export * from './pack'
export * from './board'
export * from './rent'
export * from './rules'
export * from './view'
export * from './planning'
export * from './remedies'

/** A Discretion game run headless on the domain ledger (the app's stores call the same pack). */
export interface DiscretionGame extends HeadlessGame<DiscretionConfig, DiscretionData, DiscretionAction> {
  readonly state: DiscretionStateView
  /** Net assets of a player (RULES.md Discretion formula). */
  netAssets(player: string): number
  /** Players by net assets, best first (the result after Year 10). */
  ranking(): RankingRow[]
  /** The confirm sheet of an action, without applying it. */
  preview(action: DiscretionAction): ActionPreview
  /** What each type would earn on an empty square (and 2-acre placements through it). */
  planSquare(cell: Cell, opts?: { twoAcre?: boolean }): SquarePlan
}

/** Setup of a headless game: players, board (default demo board), options, optional rng. */
export type DiscretionGameSetup = DiscretionSetupInput & { rng?: Rng; gameId?: string; clock?: () => number }

/** Creates a headless Discretion game (RULES.md Discretion): setup entries first, then one entry per action. */
export function createDiscretionGame(setup: DiscretionGameSetup): DiscretionGame {
  const config = discretionConfig(setup)
  const inner = runPack(discretionPack, config, setup.rng ?? Math.random, setup.gameId ?? 'discretion', setup.clock)
  const own: Omit<DiscretionGame, 'ledgerState' | 'entries' | 'canUndo' | 'canRedo' | 'apply' | 'undo' | 'redo'> = {
    config,
    get state() {
      return viewState(inner)
    },
    netAssets: (player) => netAssetsOf(inner.ledgerState, config, player),
    ranking: () => rankingRows(inner.ledgerState, config),
    preview: (action) => previewAction(inner.ledgerState, action, config),
    planSquare: (cell, opts) => planSquare(rentBuildings(inner.ledgerState.data), cell, opts),
  }
  return extendGame(inner, own)
}
