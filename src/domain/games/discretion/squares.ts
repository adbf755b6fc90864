import type { Words } from '../../export/words'
import { GRID_SIZE, type Board, type Cell } from './types'

/**
 * Squares by their plot (issue 14: the printed board has no coordinates). A square is named by the
 * plot it belongs to and its place inside that plot: "Ashgrove, north-east square". The rule, for
 * each plot on its own:
 *
 * 1. Every square gets a band on each axis of the plot's bounding box: the first row is north, the
 *    last south, the rows between (or the only row) the middle; columns west / middle / east the same
 *    way. The two bands give a compass point (north + middle = north, middle + middle = centre).
 * 2. A compass point held by one square is its name.
 * 3. Squares sharing a compass point lie in one row or one column of the plot (only the centre can
 *    spread over both). They are counted along that line — the plot's squares in it — from the nearer
 *    end: "north side, 2nd square from the west" (the first: "north side, east end"); the exact
 *    middle of the line keeps the compass point. A plot that is one line of squares drops the side
 *    ("2nd square from the west").
 * 4. Last resort, a centre spread over rows and columns (only in plots at least 4 × 4 wide): the
 *    centre squares are numbered in reading order ("inner square 2").
 *
 * Names are unique within a plot: compass points per rule 2 by construction, counted names differ in
 * side or in (number, end), numbered names only occur in one group. A plot of one square has no part.
 */

/** A square's compass point inside its plot. */
export type Compass =
  'north' | 'northEast' | 'east' | 'southEast' | 'south' | 'southWest' | 'west' | 'northWest' | 'centre'
/** An end a line of squares is counted from. */
export type Side = 'north' | 'east' | 'south' | 'west'

export type SquarePart =
  /** "north-east square" */
  | { kind: 'at'; at: Compass }
  /** "north side, 2nd square from the west"; side null: the plot is one line ("2nd square from the west"). */
  | { kind: 'along'; side: Compass | null; n: number; from: Side }
  /** "inner square 2" (rule 4). */
  | { kind: 'inner'; n: number }

/** Where a square is: its plot (id) and its part of it (null: the plot has one square). */
export interface SquarePlace {
  plot: string
  part: SquarePart | null
}

const COMPASS: readonly (readonly Compass[])[] = [
  ['northWest', 'north', 'northEast'],
  ['west', 'centre', 'east'],
  ['southWest', 'south', 'southEast'],
]

/** -1 first, 1 last, 0 between (or the only one) of n positions. */
function band(i: number, n: number): -1 | 0 | 1 {
  if (n === 1) return 0
  if (i === 0) return -1
  return i === n - 1 ? 1 : 0
}

/** The parts of one plot's squares (same order as `cells`); rules 1–4 above. */
export function plotParts(cells: readonly Cell[]): (SquarePart | null)[] {
  if (cells.length <= 1) return cells.map(() => null)
  const rows = cells.map((c) => c[0])
  const cols = cells.map((c) => c[1])
  const r0 = Math.min(...rows)
  const c0 = Math.min(...cols)
  const h = Math.max(...rows) - r0 + 1
  const w = Math.max(...cols) - c0 + 1
  const base = cells.map(
    ([r, c]) => (COMPASS[band(r - r0, h) + 1] as readonly Compass[])[band(c - c0, w) + 1] as Compass,
  )
  const groups = new Map<Compass, number[]>()
  base.forEach((b, i) => groups.set(b, [...(groups.get(b) ?? []), i]))
  const out: (SquarePart | null)[] = cells.map(() => null)
  const isLine = h === 1 || w === 1
  for (const [at, members] of groups) {
    if (members.length === 1) {
      out[members[0] as number] = { kind: 'at', at }
      continue
    }
    const first = cells[members[0] as number] as Cell
    const oneRow = members.every((i) => (cells[i] as Cell)[0] === first[0])
    const oneCol = members.every((i) => (cells[i] as Cell)[1] === first[1])
    if (!oneRow && !oneCol) {
      const order = [...members].sort((a, b) => key(cells[a] as Cell) - key(cells[b] as Cell))
      order.forEach((i, n) => (out[i] = { kind: 'inner', n: n + 1 }))
      continue
    }
    // the plot's squares in that row (west → east) or column (north → south)
    const axis = oneRow ? 1 : 0
    const line = cells
      .filter((c) => c[1 - axis] === first[1 - axis])
      .map((c) => c[axis])
      .sort((a, b) => a - b)
    const m = line.length
    for (const i of members) {
      const pos = line.indexOf((cells[i] as Cell)[axis])
      const fromEnd = m - 1 - pos
      if (pos === fromEnd) out[i] = { kind: 'at', at }
      else if (pos < fromEnd)
        out[i] = { kind: 'along', side: isLine ? null : at, n: pos + 1, from: oneRow ? 'west' : 'north' }
      else out[i] = { kind: 'along', side: isLine ? null : at, n: fromEnd + 1, from: oneRow ? 'east' : 'south' }
    }
  }
  return out
}

const key = (c: Cell): number => c[0] * GRID_SIZE + c[1]

/** The place of every square of a board, by `row * 11 + col` (cached per board object). */
const cache = new WeakMap<Board, (SquarePlace | null)[]>()
export function boardPlaces(board: Board): (SquarePlace | null)[] {
  const hit = cache.get(board)
  if (hit) return hit
  const byPlot = new Map<string, Cell[]>()
  for (let r = 0; r < GRID_SIZE; r++) {
    for (let c = 0; c < GRID_SIZE; c++) {
      const id = board.map[r]?.[c]
      if (id) byPlot.set(id, [...(byPlot.get(id) ?? []), [r, c]])
    }
  }
  const out: (SquarePlace | null)[] = Array.from({ length: GRID_SIZE * GRID_SIZE }, () => null)
  for (const [plot, cells] of byPlot) {
    const parts = plotParts(cells)
    cells.forEach((c, i) => (out[key(c)] = { plot, part: parts[i] ?? null }))
  }
  cache.set(board, out)
  return out
}

/** Where a square is: its plot and its part of the plot; null for a square off the map or of no plot. */
export function squarePlace(board: Board, cell: Cell): SquarePlace | null {
  const [r, c] = cell
  if (!Number.isInteger(r) || !Number.isInteger(c) || r < 0 || c < 0 || r >= GRID_SIZE || c >= GRID_SIZE) return null
  return boardPlaces(board)[key(cell)] ?? null
}

/** A part in words: "north-east square", "north side, 2nd square from the west", "inner square 2". */
export function partText(w: Pick<Words, 't' | 'has'>, part: SquarePart): string {
  switch (part.kind) {
    case 'at':
      return w.t(`discretion.squares.at.${part.at}`)
    case 'along': {
      if (part.n === 1) {
        const end = w.t(`discretion.squares.ends.${part.from}`)
        return part.side === null
          ? end
          : w.t('discretion.squares.alongEnd', { side: w.t(`discretion.squares.sides.${part.side}`), end })
      }
      const nth = w.has(`discretion.squares.nth.${part.n}`)
        ? w.t(`discretion.squares.nth.${part.n}`)
        : w.t('discretion.squares.nthOther', { n: part.n })
      const from = w.t(`discretion.squares.from.${part.from}`)
      return part.side === null
        ? w.t('discretion.squares.alongLine', { nth, from })
        : w.t('discretion.squares.along', { side: w.t(`discretion.squares.sides.${part.side}`), nth, from })
    }
    case 'inner':
      return w.t('discretion.squares.inner', { n: part.n })
  }
}

/**
 * A square in words by its plot: "Ashgrove, north-east square" ("Eschenhain, nordöstliches Feld"),
 * the plot's name alone for a plot of one square. `plotName` gives a plot's name by id (the board's
 * name, or the app's label with its number).
 */
export function squareText(
  w: Pick<Words, 't' | 'has'>,
  board: Board,
  cell: Cell,
  plotName: (id: string) => string = (id) => board.plots.find((p) => p.id === id)?.name ?? id,
): string {
  const place = squarePlace(board, cell)
  if (!place) return w.t('discretion.squares.offMap')
  const plot = plotName(place.plot)
  return place.part ? w.t('discretion.squares.place', { plot, part: partText(w, place.part) }) : plot
}

/**
 * Squares as a sentence lists them, each plot named once: "Abbey Fields, north square and
 * north-east square", "Abbey Fields, east square and Brookside, west square"; a 1-acre plot by its
 * name alone. Squares off the map are left out.
 */
export function squaresText(
  w: Pick<Words, 't' | 'has' | 'list'>,
  board: Board,
  cells: readonly Cell[],
  plotName: (id: string) => string = (id) => board.plots.find((p) => p.id === id)?.name ?? id,
): string {
  const byPlot = new Map<string, SquarePart[]>()
  const whole = new Set<string>()
  for (const c of cells) {
    const place = squarePlace(board, c)
    if (!place) continue
    if (place.part) byPlot.set(place.plot, [...(byPlot.get(place.plot) ?? []), place.part])
    else whole.add(place.plot)
    if (!byPlot.has(place.plot)) byPlot.set(place.plot, [])
  }
  const items = [...byPlot].map(([plot, parts]) =>
    whole.has(plot) || parts.length === 0
      ? plotName(plot)
      : w.t('discretion.squares.place', { plot: plotName(plot), part: w.list(parts.map((p) => partText(w, p))) }),
  )
  return w.list(items)
}
