import { requireActive } from '../../common'
import { checkBuildingShape, isBuildingType } from '../rent'
import { buildingOwner, occupiedSquares, plotAt, tileSupply } from '../rules'
import { fail, removeBuilding, requireBuilding, type Purpose, type Tx } from '../settlement'
import { GRID_SIZE, MONEY, type DiscretionAction } from '../types'

/** Building (RULES.md): the active player only; 500,000 for a 1- or 2-acre tile on his own free squares, from the supply. */
export function doBuild(tx: Tx, a: Extract<DiscretionAction, { type: 'build' }>): string {
  const player = requireActive(tx.state, tx.config, a.player)
  if (player !== tx.data.active) fail('notActivePlayer', { player, active: tx.data.active })
  if (!isBuildingType(a.buildingType)) fail('buildingTypeInvalid', { building: 'new', buildingType: String(a.buildingType) })
  const id = a.id === undefined ? `b${tx.data.nextBuilding}` : a.id
  if (typeof id !== 'string' || id === '' || ['__proto__', 'constructor', 'prototype'].includes(id)) fail('buildingIdInvalid', { building: String(id) })
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
export function doDemolish(tx: Tx, a: Extract<DiscretionAction, { type: 'demolish' }>, purpose: Purpose | null): string {
  const player = requireActive(tx.state, tx.config, a.player)
  if (purpose) {
    if (purpose.shortfall <= 0) fail('noShortfall', { player, purpose: purpose.type })
    tx.info.for = purpose.type
  } else if (player !== tx.data.active) fail('notActivePlayer', { player, active: tx.data.active })
  const ids: unknown[] = Array.isArray(a.buildings) ? a.buildings : [a.buildings]
  if (ids.length === 0) fail('buildingRequired', { player })
  const seen = new Set<string>()
  for (const id of ids) {
    const b = requireBuilding(tx, id)
    const key = id as string
    if (seen.has(key)) fail('buildingIdDuplicate', { building: key })
    seen.add(key)
    if (buildingOwner(tx.data, tx.board, b) !== player) fail('notYourBuilding', { player, building: key })
  }
  for (const id of seen) {
    tx.add(player, MONEY.demolitionRefund, 'demolition', id)
    removeBuilding(tx, id)
  }
  Object.assign(tx.info, { player, buildings: [...seen] })
  return 'demolish'
}
