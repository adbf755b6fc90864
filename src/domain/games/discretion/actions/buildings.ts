import { requireActive } from '../../common'
import { checkBuildingShape, isBuildingType } from '../rent'
import { buildingOwner, occupiedSquares, plotAt, tileSupply } from '../rules'
import { count, fail, removeBuilding, requireBuilding, type Purpose, type Tx } from '../settlement'
import { GRID_SIZE, MONEY, type DiscretionAction } from '../types'
import { lendForBuild } from './loans'

/** The build action; `finance` is the cash raised for it in the same action (one entry, one undo step). */
export type BuildAction = Extract<DiscretionAction, { type: 'build' }>

const FINANCE_KEYS: ReadonlySet<string> = new Set(['demolish', 'bankLoans', 'sharkLoans'])

/** What the player still lacks for the building at this point of the action (0 when he can pay). */
function lacks(tx: Tx, player: string): number {
  if (tx.config.options.allowNegative) return 0
  const cash = (tx.state.balances[player] ?? 0) + (tx.lines.get(player)?.amount ?? 0)
  return Math.max(0, MONEY.building - cash)
}

/**
 * Raises the cash of `finance` before the build, only while the player lacks cash for it:
 * demolitions at 100,000 each, then bank loans (3 buildings per loan, counted after the
 * demolitions), then loan-shark loans — each loan only for what is still short and no more units
 * than that (the loans' rule).
 */
function raiseForBuild(tx: Tx, player: string, finance: unknown): void {
  if (finance === null || typeof finance !== 'object' || Array.isArray(finance))
    fail('actionMalformed', { field: 'finance' })
  const f = finance as Record<string, unknown>
  for (const k of Object.keys(f)) if (!FINANCE_KEYS.has(k)) fail('actionMalformed', { field: `finance.${k}` })
  if (lacks(tx, player) <= 0) fail('noShortfall', { player, purpose: 'build' })
  if (f.demolish !== undefined) {
    if (!Array.isArray(f.demolish)) fail('actionMalformed', { field: 'finance.demolish' })
    // the active player may demolish any of his buildings on his turn: no cap by the shortfall here
    demolishAll(tx, player, checkOwnBuildings(tx, player, f.demolish))
  }
  const bank = f.bankLoans === undefined ? 0 : count(f.bankLoans, 'finance.bankLoans')
  if (bank > 0) lendForBuild(tx, player, bank, 'bank', lacks(tx, player))
  const shark = f.sharkLoans === undefined ? 0 : count(f.sharkLoans, 'finance.sharkLoans')
  if (shark > 0) lendForBuild(tx, player, shark, 'shark', lacks(tx, player))
  if (bank > 0) tx.info.bankLoans = bank
  if (shark > 0) tx.info.sharkLoans = shark
}

/** Building (RULES.md): the active player only; 500,000 for a 1- or 2-acre tile on his own free squares, from the supply. */
export function doBuild(tx: Tx, a: BuildAction): string {
  const player = requireActive(tx.state, tx.config, a.player)
  if (player !== tx.data.active) fail('notActivePlayer', { player, active: tx.data.active })
  if (!isBuildingType(a.buildingType))
    fail('buildingTypeInvalid', { building: 'new', buildingType: String(a.buildingType) })
  if (a.finance !== undefined) raiseForBuild(tx, player, a.finance)
  const id = a.id === undefined ? `b${tx.data.nextBuilding}` : a.id
  if (typeof id !== 'string' || id === '' || ['__proto__', 'constructor', 'prototype'].includes(id))
    fail('buildingIdInvalid', { building: String(id) })
  if (Object.prototype.hasOwnProperty.call(tx.data.buildings, id)) fail('buildingIdDuplicate', { building: id })
  const shape = checkBuildingShape({ id, type: a.buildingType, cells: a.cells })
  const at = occupiedSquares(tx.data)
  for (const [r, c] of shape.cells) {
    const other = at.get(r * GRID_SIZE + c)
    if (other !== undefined) fail('cellOccupied', { row: r, col: c, building: other })
    const plot = plotAt(tx.board, [r, c])
    if (tx.data.titles[plot] !== player) fail('notYourLand', { player, plot, row: r, col: c })
  }
  const size = shape.cells.length === 2 ? 'twoAcre' : 'oneAcre'
  if (tileSupply(tx.data)[shape.type][size] <= 0) fail('tileSupplyExhausted', { buildingType: shape.type, size })
  tx.add(player, -MONEY.building, 'building', id)
  tx.b.set(['buildings', id], { type: shape.type, cells: shape.cells })
  if (a.id === undefined) tx.b.set(['nextBuilding'], tx.data.nextBuilding + 1)
  Object.assign(tx.info, { player, building: id, buildingType: shape.type, cells: shape.cells })
  return 'build'
}

/**
 * Demolition: the owner removes his buildings and receives 100,000 for each. Only the active player,
 * except that another player may demolish to raise cash for a card he is short for (`for`).
 */
export function doDemolish(
  tx: Tx,
  a: Extract<DiscretionAction, { type: 'demolish' }>,
  purpose: Purpose | null,
): string {
  const player = requireActive(tx.state, tx.config, a.player)
  if (purpose) {
    if (purpose.shortfall <= 0) fail('noShortfall', { player, purpose: purpose.type })
    tx.info.for = purpose.type
  } else if (player !== tx.data.active) fail('notActivePlayer', { player, active: tx.data.active })
  const ids = checkOwnBuildings(tx, player, Array.isArray(a.buildings) ? a.buildings : [a.buildings])
  demolishAll(tx, player, ids)
  Object.assign(tx.info, { player, buildings: ids })
  return 'demolish'
}

/** The buildings named, each once, each the player's own; at least one. */
function checkOwnBuildings(tx: Tx, player: string, ids: readonly unknown[]): string[] {
  if (ids.length === 0) fail('buildingRequired', { player })
  const seen = new Set<string>()
  for (const id of ids) {
    const b = requireBuilding(tx, id)
    const key = id as string
    if (seen.has(key)) fail('buildingIdDuplicate', { building: key })
    seen.add(key)
    if (buildingOwner(tx.data, tx.board, b) !== player) fail('notYourBuilding', { player, building: key })
  }
  return [...seen]
}

/** Demolition (RULES.md): the bank pays 100,000 for each building; its tile returns to the supply. */
function demolishAll(tx: Tx, player: string, ids: readonly string[]): void {
  for (const id of ids) {
    tx.add(player, MONEY.demolitionRefund, 'demolition', id)
    removeBuilding(tx, id)
  }
}
