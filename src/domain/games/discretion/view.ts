import type { LedgerState } from '../../ledger/types'
import { rankBy } from '../rank'
import { excessLoans } from './collateral'
import {
  bankLoanSupply,
  buildingOwner,
  currentRents,
  netAssetPartsOf,
  netAssetsOf,
  plotsUnder,
  rentBuildings,
  sharkLoanSupply,
  tileSupply,
  type NetAssetParts,
} from './rules'
import { type BuildingType, type Cell, type DiscretionConfig, type DiscretionData } from './types'

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
  /** Loan-shark loans taken to pay the End of Year card being settled: no interest on them on that card (normally empty). */
  yearEndLoans: Record<string, number>
}

/** One row of the result: net assets, best first; eliminated players last. */
export interface RankingRow {
  player: string
  netAssets: number
  rank: number
  eliminated: boolean
}

/** Builds the readable view of a ledger state (RULES.md Discretion: owners, loans, supplies). */
export function viewState(game: {
  ledgerState: { balances: Record<string, number>; data: DiscretionData }
  config: DiscretionConfig
}): DiscretionStateView {
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
    yearEndLoans: { ...(data.yearEndLoans ?? {}) },
  }
}

/** The players by net assets, best first; equal net assets share a rank (1, 1, 3); eliminated players last. */
export function rankingRows(state: LedgerState<DiscretionData>, config: DiscretionConfig): RankingRow[] {
  const rows = config.players.map((p) => ({
    player: p.id,
    netAssets: netAssetsOf(state, config, p.id),
    eliminated: state.data.eliminated[p.id] === true,
  }))
  return rankBy(
    rows,
    (r) => r.netAssets,
    (r) => r.eliminated,
  )
}

/** One row of the result with what the net assets are made of (the ranking panel). */
export type RankingBreakdownRow = RankingRow & NetAssetParts

/** The ranking (rankingRows) with each player's cash, land, buildings and loans. */
export function rankingBreakdown(state: LedgerState<DiscretionData>, config: DiscretionConfig): RankingBreakdownRow[] {
  return rankingRows(state, config).map((r) => ({ ...r, ...netAssetPartsOf(state, config, r.player) }))
}
