import { extendGame, runPack, type HeadlessGame } from '../engine'
import type { Rng } from '../types'
import { discretionConfig, discretionPack, previewAction, excessLoans, type ActionPreview, type DiscretionSetupInput } from './pack'
import { planSquare, type SquarePlan } from './rent'
import {
  bankLoanSupply,
  buildingOwner,
  currentRents,
  netAssetsOf,
  plotsUnder,
  rentBuildings,
  sharkLoanSupply,
  tileSupply,
} from './rules'
import type { BuildingType, Cell, DiscretionAction, DiscretionConfig, DiscretionData } from './types'

export * from './types'
export * from './pack'
export * from './board'
export * from './rent'
export * from './rules'

/** A building as the readable state shows it: owner derived from the land under it, current rent. */
export interface BuildingView {
  id: string
  type: BuildingType
  cells: Cell[]
  /** Owner of the land under it; null = unowned. */
  owner: string | null
  plots: string[]
  rent: number
}

/** The readable state of a Discretion game. */
export interface DiscretionStateView {
  balances: Record<string, number>
  /** 1–10. */
  year: number
  active: string
  finished: boolean
  eliminated: string[]
  /** Owner by plot id for every plot of the board; null = in the Title deck. */
  titles: Record<string, string | null>
  buildings: BuildingView[]
  bankLoans: Record<string, number>
  sharkLoans: Record<string, number>
  /** Bank loan units left in the bank (of 30). */
  bankLoanSupply: number
  /** Loan-shark units left (of 40). */
  sharkLoanSupply: number
  /** Tiles left per type and size (of 15 each). */
  supply: Record<BuildingType, { oneAcre: number; twoAcre: number }>
  /** Land-tax rate entered per year. */
  landTaxRates: Record<string, number>
  /** Bank loans each player must repay because his buildings fall below 3 per loan (normally all 0). */
  excessLoans: Record<string, number>
}

/** One row of the result: net assets, best first; eliminated players last. */
export interface RankingRow {
  player: string
  netAssets: number
  rank: number
  eliminated: boolean
}

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

/** Builds the readable view of a ledger state (RULES.md Discretion: owners, loans, supplies). */
export function viewState(game: { ledgerState: { balances: Record<string, number>; data: DiscretionData }; config: DiscretionConfig }): DiscretionStateView {
  const { balances, data } = game.ledgerState
  const config = game.config
  const board = config.options.board
  const rents = currentRents(data)
  const titles: Record<string, string | null> = {}
  for (const p of board.plots) titles[p.id] = data.titles[p.id] ?? null
  const excess: Record<string, number> = {}
  for (const p of config.players) excess[p.id] = data.eliminated[p.id] === true ? 0 : excessLoans(data, board, p.id)
  return {
    balances: { ...balances },
    year: data.year,
    active: data.active,
    finished: data.finished,
    eliminated: config.players.filter((p) => data.eliminated[p.id] === true).map((p) => p.id),
    titles,
    buildings: rentBuildings(data).map((b) => ({
      id: b.id,
      type: b.type,
      cells: b.cells.map((c) => [c[0], c[1]] as Cell),
      owner: buildingOwner(data, board, b),
      plots: plotsUnder(board, b),
      rent: rents[b.id] ?? 0,
    })),
    bankLoans: { ...data.bankLoans },
    sharkLoans: { ...data.sharkLoans },
    bankLoanSupply: bankLoanSupply(data),
    sharkLoanSupply: sharkLoanSupply(data),
    supply: tileSupply(data),
    landTaxRates: { ...data.landTaxRates },
    excessLoans: excess,
  }
}

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
    ranking() {
      const data = inner.ledgerState.data
      const rows = config.players.map((p) => ({ player: p.id, netAssets: netAssetsOf(inner.ledgerState, config, p.id), eliminated: data.eliminated[p.id] === true }))
      rows.sort((a, b) => Number(a.eliminated) - Number(b.eliminated) || b.netAssets - a.netAssets)
      let rank = 0
      return rows.map((r, i) => {
        const prev = rows[i - 1]
        if (!prev || prev.netAssets !== r.netAssets || prev.eliminated !== r.eliminated) rank = i + 1
        return { ...r, rank }
      })
    },
    preview: (action) => previewAction(inner.ledgerState, action, config),
    planSquare: (cell, opts) => planSquare(rentBuildings(inner.ledgerState.data), cell, opts),
  }
  return extendGame(inner, own)
}
