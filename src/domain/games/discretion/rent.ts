import { RuleError } from '../../errors'
import { BUILDING_TYPES, GRID_SIZE, RENT_BY_OTHER_TYPES, type BuildingType, type Cell } from './types'

/** A building as the rent calculator sees it (owner does not matter: all buildings count). */
export interface RentBuilding {
  id: string
  type: BuildingType
  cells: Cell[]
}

const EDGE_STEPS: readonly Cell[] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
]

const key = (r: number, c: number): number => r * GRID_SIZE + c

/** Rent for a number of distinct other adjacent types (Discretion rent schedule: 0, 100k, 200k, 300k, 500k). */
export function rentForOtherTypes(count: number): number {
  const i = Math.max(0, Math.min(4, Math.floor(count)))
  return RENT_BY_OTHER_TYPES[i] as number
}

/** True when two squares share an edge (Discretion: corner touching does not count). */
export function isEdgeAdjacent(a: Cell, b: Cell): boolean {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1
}

/** True when `t` is one of the five building types. */
export function isBuildingType(t: unknown): t is BuildingType {
  return typeof t === 'string' && (BUILDING_TYPES as readonly string[]).includes(t)
}

/**
 * Checks one building's shape: a known type and 1 square, or 2 edge-adjacent squares, on the
 * 11 × 11 grid with integer coordinates. Throws RuleError naming the building.
 */
export function checkBuildingShape(b: unknown, index = 0): RentBuilding {
  if (b === null || typeof b !== 'object') throw new RuleError('buildingMalformed', { building: String(index) })
  const o = b as { id?: unknown; type?: unknown; cells?: unknown }
  if (typeof o.id !== 'string' || o.id === '')
    throw new RuleError('buildingIdInvalid', { building: String(o.id ?? index) })
  const id = o.id
  if (!isBuildingType(o.type))
    throw new RuleError('buildingTypeInvalid', { building: id, buildingType: String(o.type) })
  if (!Array.isArray(o.cells)) throw new RuleError('buildingMalformed', { building: id })
  if (o.cells.length < 1 || o.cells.length > 2)
    throw new RuleError('buildingCellCount', { building: id, count: o.cells.length })
  const cells: Cell[] = []
  for (const c of o.cells as unknown[]) {
    if (!Array.isArray(c) || c.length !== 2) throw new RuleError('cellMalformed', { building: id })
    const [r, col] = c as unknown[]
    if (!Number.isInteger(r) || !Number.isInteger(col))
      throw new RuleError('cellNotInteger', { building: id, row: String(r), col: String(col) })
    const rr = r as number
    const cc = col as number
    if (rr < 0 || rr >= GRID_SIZE || cc < 0 || cc >= GRID_SIZE)
      throw new RuleError('cellOffGrid', { building: id, row: rr, col: cc })
    cells.push([rr, cc])
  }
  if (cells.length === 2 && !isEdgeAdjacent(cells[0] as Cell, cells[1] as Cell)) {
    throw new RuleError('cellsNotAdjacent', { building: id })
  }
  return { id, type: o.type, cells }
}

/** Validates a set of buildings (shapes, unique ids, no overlap) and returns the occupancy of every square. */
function occupancy(buildings: readonly unknown[]): { list: RentBuilding[]; at: Map<number, number> } {
  if (!Array.isArray(buildings)) throw new RuleError('buildingsInvalid')
  const list = buildings.map((b, i) => checkBuildingShape(b, i))
  const ids = new Set<string>()
  const at = new Map<number, number>()
  list.forEach((b, i) => {
    if (ids.has(b.id)) throw new RuleError('buildingIdDuplicate', { building: b.id })
    ids.add(b.id)
    for (const [r, c] of b.cells) {
      const k = key(r, c)
      const other = at.get(k)
      if (other !== undefined)
        throw new RuleError('buildingsOverlap', {
          building: b.id,
          other: (list[other] as RentBuilding).id,
          row: r,
          col: c,
        })
      at.set(k, i)
    }
  })
  return { list, at }
}

function otherTypesTouching(
  cells: readonly Cell[],
  ownType: BuildingType,
  self: number | undefined,
  list: RentBuilding[],
  at: Map<number, number>,
): Set<BuildingType> {
  const types = new Set<BuildingType>()
  for (const [r, c] of cells) {
    for (const [dr, dc] of EDGE_STEPS) {
      const nr = r + dr
      const nc = c + dc
      if (nr < 0 || nr >= GRID_SIZE || nc < 0 || nc >= GRID_SIZE) continue
      const j = at.get(key(nr, nc))
      if (j === undefined || j === self) continue
      const t = (list[j] as RentBuilding).type
      if (t !== ownType) types.add(t)
    }
  }
  return types
}

/**
 * Rent of every building (Discretion "Rent"): by the number of distinct OTHER types among the
 * buildings touching any of its squares along an edge — corners and same type do not count, each
 * type counts once; buildings of all owners and unowned ones count. 0→0, 1→100,000, 2→200,000,
 * 3→300,000, 4→500,000. Throws RuleError on overlaps, squares off the grid or malformed buildings.
 */
export function buildingRents(buildings: readonly RentBuilding[]): Record<string, number> {
  const { list, at } = occupancy(buildings)
  const out: Record<string, number> = {}
  list.forEach((b, i) => {
    out[b.id] = rentForOtherTypes(otherTypesTouching(b.cells, b.type, i, list, at).size)
  })
  return out
}

/** What one type would earn on a placement, and how the rent of each touched building would change. */
export interface PlacementRent {
  rent: number
  /** Distinct other types the new building would touch. */
  otherTypes: BuildingType[]
  /** Change of rent per existing building id (only non-zero changes). */
  neighbourGains: Record<string, number>
  /** Sum of neighbourGains. */
  neighbourGainTotal: number
}

/**
 * Planning aid (Discretion rent rule): what each building type would earn if placed on `cells`
 * (one empty square or two edge-adjacent empty squares), and what it would add to its neighbours.
 */
export function placementRents(buildings: readonly RentBuilding[], cells: Cell[]): Record<BuildingType, PlacementRent> {
  const probeId = '\u0000probe'
  const before = buildingRents(buildings)
  const out = {} as Record<BuildingType, PlacementRent>
  for (const type of BUILDING_TYPES) {
    const withProbe = buildingRents([...buildings, { id: probeId, type, cells }])
    const { list, at } = occupancy([...buildings, { id: probeId, type, cells }])
    const self = list.length - 1
    const neighbourGains: Record<string, number> = {}
    let total = 0
    for (const [id, r] of Object.entries(before)) {
      const d = (withProbe[id] ?? 0) - r
      if (d !== 0) {
        neighbourGains[id] = d
        total += d
      }
    }
    out[type] = {
      rent: withProbe[probeId] ?? 0,
      otherTypes: [...otherTypesTouching(cells, type, self, list, at)],
      neighbourGains,
      neighbourGainTotal: total,
    }
  }
  return out
}

/** Result of planning one empty square: 1-acre placement and every 2-acre placement through it. */
export interface SquarePlan {
  cell: Cell
  oneAcre: Record<BuildingType, PlacementRent>
  twoAcre: { cells: Cell[]; rents: Record<BuildingType, PlacementRent> }[]
}

/**
 * Planning aid for the map (Discretion rent rule): what each type would earn on the empty square
 * `cell`, and, with `twoAcre`, on each 2-acre placement covering it and one empty edge neighbour.
 * Throws RuleError `cellOccupied` when the square is built on.
 */
export function planSquare(
  buildings: readonly RentBuilding[],
  cell: Cell,
  opts: { twoAcre?: boolean } = {},
): SquarePlan {
  const probe = checkBuildingShape({ id: 'probe', type: 'housing', cells: [cell] })
  const c = probe.cells[0] as Cell
  const { at } = occupancy(buildings)
  if (at.has(key(c[0], c[1]))) throw new RuleError('cellOccupied', { row: c[0], col: c[1] })
  const twoAcre: SquarePlan['twoAcre'] = []
  if (opts.twoAcre) {
    for (const [dr, dc] of EDGE_STEPS) {
      const n: Cell = [c[0] + dr, c[1] + dc]
      if (n[0] < 0 || n[0] >= GRID_SIZE || n[1] < 0 || n[1] >= GRID_SIZE || at.has(key(n[0], n[1]))) continue
      twoAcre.push({ cells: [c, n], rents: placementRents(buildings, [c, n]) })
    }
  }
  return { cell: c, oneAcre: placementRents(buildings, [c]), twoAcre }
}
