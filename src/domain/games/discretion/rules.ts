import {
  GRID_SIZE,
  LIMITS,
  MONEY,
  BUILDING_TYPES,
  type Board,
  type BuildingType,
  type Cell,
  type DiscretionConfig,
  type DiscretionData,
  type Plot,
  type StoredBuilding,
} from './types'
import { buildingRents, type RentBuilding } from './rent'
import type { LedgerState } from '../../ledger/types'

/** The plot under a square of the board ('' when off the map). */
export function plotAt(board: Board, cell: Cell): string {
  return board.map[cell[0]]?.[cell[1]] ?? ''
}

/** A plot of the board by id. */
export function plotById(board: Board, id: string): Plot | undefined {
  return board.plots.find((p) => p.id === id)
}

/** The distinct plots a building stands on or over. */
export function plotsUnder(board: Board, b: StoredBuilding): string[] {
  return [...new Set(b.cells.map((c) => plotAt(board, c)))]
}

/** Owner of a building (RULES.md: buildings belong to the owner of the land under them; null = unowned). */
export function buildingOwner(data: DiscretionData, board: Board, b: StoredBuilding): string | null {
  const first = b.cells[0]
  if (!first) return null
  return data.titles[plotAt(board, first)] ?? null
}

/** Ids of the buildings a player owns. */
export function buildingsOf(data: DiscretionData, board: Board, player: string): string[] {
  return Object.keys(data.buildings).filter(
    (id) => buildingOwner(data, board, data.buildings[id] as StoredBuilding) === player,
  )
}

/** Plots owned by a player, in board order. */
export function plotsOf(data: DiscretionData, board: Board, player: string): string[] {
  return board.plots.filter((p) => data.titles[p.id] === player).map((p) => p.id)
}

/** Plots with a building on or over them (not eligible for harvest). */
export function developedPlots(data: DiscretionData, board: Board): Set<string> {
  const out = new Set<string>()
  for (const b of Object.values(data.buildings)) for (const p of plotsUnder(board, b)) out.add(p)
  return out
}

/** Undeveloped plots owned by a player (Harvest, Extra Harvest, forfeit before Land tax). */
export function undevelopedPlotsOf(data: DiscretionData, board: Board, player: string): string[] {
  const dev = developedPlots(data, board)
  return plotsOf(data, board, player).filter((p) => !dev.has(p))
}

/** Acres owned by a player. */
export function acresOf(data: DiscretionData, board: Board, player: string): number {
  return plotsOf(data, board, player).reduce((s, id) => s + (plotById(board, id)?.acreage ?? 0), 0)
}

/** The building occupying each square (`row * 11 + col` → building id). */
export function occupiedSquares(data: DiscretionData): Map<number, string> {
  const at = new Map<number, string>()
  for (const [id, b] of Object.entries(data.buildings)) for (const [r, c] of b.cells) at.set(r * GRID_SIZE + c, id)
  return at
}

/** The stored buildings in rent-calculator shape. */
export function rentBuildings(data: DiscretionData): RentBuilding[] {
  // sorted by id (b2 before b10) so the order does not depend on the history of the record
  return Object.entries(data.buildings)
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([id, b]) => ({ id, type: b.type, cells: b.cells }))
}

/** Current rent of every building on the map (Discretion rent by distinct other adjacent types). */
export function currentRents(data: DiscretionData): Record<string, number> {
  return buildingRents(rentBuildings(data))
}

/** Tiles left in the supply per type and size (RULES.md: 15 one-acre and 15 two-acre tiles per type). */
export function tileSupply(data: DiscretionData): Record<BuildingType, { oneAcre: number; twoAcre: number }> {
  const out = {} as Record<BuildingType, { oneAcre: number; twoAcre: number }>
  for (const t of BUILDING_TYPES) out[t] = { oneAcre: LIMITS.tilesPerTypeAndSize, twoAcre: LIMITS.tilesPerTypeAndSize }
  for (const b of Object.values(data.buildings)) {
    const s = out[b.type]
    if (b.cells.length === 2) s.twoAcre--
    else s.oneAcre--
  }
  return out
}

const sum = (r: Record<string, number>): number => Object.values(r).reduce((s, v) => s + v, 0)

/** Bank loan units still in the bank (RULES.md: 30 in all). */
export function bankLoanSupply(data: DiscretionData): number {
  return LIMITS.bankLoanSupply - sum(data.bankLoans)
}

/** Loan-shark units still available (RULES.md: 40 in all). */
export function sharkLoanSupply(data: DiscretionData): number {
  return LIMITS.sharkSupply - sum(data.sharkLoans)
}

/** Players still in the game, clockwise from `from` (seating order of the setup). */
export function clockwiseFrom(config: DiscretionConfig, data: DiscretionData, from: string): string[] {
  const ids = config.players.map((p) => p.id)
  const i = Math.max(0, ids.indexOf(from))
  return [...ids.slice(i), ...ids.slice(0, i)].filter((id) => data.eliminated[id] !== true)
}

/** The next player clockwise after `from` who is still in the game (`from` itself when alone). */
export function nextPlayer(config: DiscretionConfig, data: DiscretionData, from: string): string {
  const ids = config.players.map((p) => p.id)
  const i = ids.indexOf(from)
  for (let k = 1; k <= ids.length; k++) {
    const id = ids[(i + k) % ids.length] as string
    if (data.eliminated[id] !== true) return id
  }
  return from
}

/** What a player's net assets are made of (RULES.md Discretion): cash, land at appraisal, buildings, loans to repay. */
export interface NetAssetParts {
  cash: number
  /** Appraisal value of the land owned. */
  land: number
  /** 500,000 per building owned. */
  buildings: number
  /** 600,000 per bank loan + 200,000 per loan-shark loan (what repaying them costs). */
  loans: number
}

/** The parts of a player's net assets (RULES.md Discretion formula, before adding them up). */
export function netAssetPartsOf(
  state: LedgerState<DiscretionData>,
  config: DiscretionConfig,
  player: string,
): NetAssetParts {
  const { data } = state
  const board = config.options.board
  return {
    cash: state.balances[player] ?? 0,
    land: plotsOf(data, board, player).reduce((s, id) => s + (plotById(board, id)?.appraisal ?? 0), 0),
    buildings: MONEY.building * buildingsOf(data, board, player).length,
    loans: MONEY.bankLoanRepay * (data.bankLoans[player] ?? 0) + MONEY.sharkRepay * (data.sharkLoans[player] ?? 0),
  }
}

/**
 * Net assets (RULES.md Discretion): cash − 600,000 × bank loans − 200,000 × loan-shark loans
 * + appraisal value of land owned + 500,000 × buildings owned.
 */
export function netAssetsOf(state: LedgerState<DiscretionData>, config: DiscretionConfig, player: string): number {
  const p = netAssetPartsOf(state, config, player)
  return p.cash - p.loans + p.land + p.buildings
}
