import { draftNumber, fillPlotIds, type BoardDraft } from '@/domain/games/discretion/boardFile'
import type { BoardProblem } from '@/domain/games/discretion/board'
import { GRID_SIZE, PLOT_COUNT, type Board } from '@/domain/games/discretion/types'

/** One row of the editor's plot table: the values as typed (the acreage is the plot's squares on the map). */
export interface PlotRow {
  id: string
  name: string
  harvest: string
  appraisal: string
}

/** The editor's map: the plot id of each square, or null. */
export type Grid = (string | null)[][]

/** 17 empty rows, plots A … Q. */
export function blankRows(): PlotRow[] {
  return fillPlotIds([])
    .slice(0, PLOT_COUNT)
    .map((id) => ({ id, name: '', harvest: '', appraisal: '' }))
}

/** The rows of a saved or imported board, filled up to 17 (its acreages are read from its map again). */
export function rowsOf(board: Board | BoardDraft): PlotRow[] {
  const rows = board.plots.map((p) => ({
    id: p.id,
    name: p.name,
    harvest: String(p.harvest),
    appraisal: String(p.appraisal),
  }))
  return fillPlotIds(rows.map((r) => r.id)).map((id, i) => rows[i] ?? { id, name: '', harvest: '', appraisal: '' })
}

/** How many squares of the map each plot has. */
export function squareCounts(map: Grid): Record<string, number> {
  const m: Record<string, number> = {}
  for (const row of map) for (const v of row) if (v) m[v] = (m[v] ?? 0) + 1
  return m
}

/** The board as entered: names trimmed, typed numbers read (text the validator names stays text), each plot's acreage = its squares. */
export function draftOf(name: string, rows: readonly PlotRow[], map: Grid): BoardDraft {
  const counts = squareCounts(map)
  return {
    name: name.trim(),
    plots: rows.map((p) => ({
      id: p.id,
      name: p.name.trim(),
      acreage: counts[p.id] ?? '',
      harvest: draftNumber(p.harvest),
      appraisal: draftNumber(p.appraisal),
    })),
    map: map.map((row) => [...row]),
  }
}

// ---------------------------------------------------------------------------------------------
// Painting (issue 14 "paint a plot by dragging across squares, plots numbered as painted")

/** The brush that starts the next plot on a free square (a plot id is never "+"). */
export const NEW_PLOT = '+'
/** The eraser (a plot id is never empty). */
export const ERASER = ''

/** The first plot (in table order) with no square on the map: the number a newly painted plot gets; null when all 17 have squares. */
export function nextFreePlot(rows: readonly PlotRow[], map: Grid): string | null {
  const counts = squareCounts(map)
  return rows.find((p) => !counts[p.id])?.id ?? null
}

/** One gesture on the map: what it paints, and what a tap (no move) does at its first square. */
export interface Stroke {
  /** The plot painted, or null (erasing). */
  value: string | null
  /** Only free squares (and the plot's own) are painted: a new or extended plot never takes another plot's squares. */
  onlyFree: boolean
  /** A tap without moving clears the first square (it already was the plot's). */
  clearOnTap: boolean
  /** Square indexes (row × 11 + column): the first and the last one reached. */
  start: number
  last: number
  moved: boolean
}

const cell = (i: number): [number, number] => [Math.floor(i / GRID_SIZE), i % GRID_SIZE]

function put(map: Grid, i: number, v: string | null): void {
  const [r, c] = cell(i)
  const row = map[r]
  if (row && c < row.length) row[c] = v
}

/**
 * Starts a gesture at square `at` with `brush` (a plot id, NEW_PLOT or ERASER), painting that
 * square (map changed in place):
 * - NEW_PLOT on a free square: the next free plot (nextFreePlot); on a painted square: that
 *   plot, which the gesture extends over free squares (a tap clears the square);
 * - a plot: that plot, over any square (a tap on one of its own squares clears it);
 * - ERASER: clears.
 * Returns null when a new plot is wanted but all 17 plots have squares (nothing changed).
 */
export function startStroke(map: Grid, rows: readonly PlotRow[], brush: string, at: number): Stroke | null {
  const [r, c] = cell(at)
  const here = map[r]?.[c] ?? null
  let stroke: Stroke
  if (brush === ERASER) stroke = { value: null, onlyFree: false, clearOnTap: false, start: at, last: at, moved: false }
  else if (brush === NEW_PLOT) {
    const value = here ?? nextFreePlot(rows, map)
    if (value === null) return null
    stroke = { value, onlyFree: true, clearOnTap: here !== null, start: at, last: at, moved: false }
  } else stroke = { value: brush, onlyFree: false, clearOnTap: here === brush, start: at, last: at, moved: false }
  if (!stroke.clearOnTap) put(map, at, stroke.value)
  return stroke
}

/** The squares from `from` to `to` along edges (from excluded, to included): a fast drag that skipped squares still paints a connected line. */
export function squaresBetween(from: number, to: number): number[] {
  let [r, c] = cell(from)
  const [r1, c1] = cell(to)
  const out: number[] = []
  while (r !== r1 || c !== c1) {
    if (Math.abs(c1 - c) >= Math.abs(r1 - r)) c += Math.sign(c1 - c)
    else r += Math.sign(r1 - r)
    out.push(r * GRID_SIZE + c)
  }
  return out
}

/** Moves a gesture on to square `to`, painting every square on the way (map changed in place). */
export function extendStroke(map: Grid, stroke: Stroke, to: number): void {
  if (to === stroke.last) return
  for (const i of squaresBetween(stroke.last, to)) {
    const [r, c] = cell(i)
    const here = map[r]?.[c] ?? null
    if (!stroke.onlyFree || here === null || here === stroke.value) put(map, i, stroke.value)
  }
  stroke.last = to
  stroke.moved = true
}

/** Ends a gesture: a tap on a square the plot already had clears it. */
export function endStroke(map: Grid, stroke: Stroke): void {
  if (!stroke.moved && stroke.clearOnTap) put(map, stroke.start, null)
}

// ---------------------------------------------------------------------------------------------
// The check list: the domain's problems, the many "missing" ones gathered per kind

/** A line of the editor's check list: one domain problem, or the plots (by number) missing one kind of value, or the count of free squares. */
export type CheckLine =
  | { kind: 'problem'; problem: BoardProblem }
  | { kind: 'missing'; what: 'name' | 'squares' | 'harvest' | 'appraisal'; plots: number[] }
  | { kind: 'freeSquares'; n: number }

const MISSING_FIELD: Record<string, 'squares' | 'harvest' | 'appraisal'> = {
  acreage: 'squares',
  harvest: 'harvest',
  appraisal: 'appraisal',
}

/**
 * The board's problems (validateBoard) as the editor lists them: an empty name or value is gathered
 * into one line per kind ("no name yet: plots 1–17"), the free squares into their count; every other
 * problem stays as the domain names it.
 */
export function checkLines(problems: readonly BoardProblem[], plotNo: Readonly<Record<string, number>>): CheckLine[] {
  const missing = new Map<'name' | 'squares' | 'harvest' | 'appraisal', number[]>()
  const rest: CheckLine[] = []
  let free = 0
  const add = (what: 'name' | 'squares' | 'harvest' | 'appraisal', plot: unknown): boolean => {
    const n = typeof plot === 'string' ? plotNo[plot] : undefined
    if (n === undefined) return false
    missing.set(what, [...(missing.get(what) ?? []), n])
    return true
  }
  for (const p of problems) {
    if (p.code === 'boardSquareUnassigned') free++
    else if (p.code === 'boardNameEmpty' && add('name', p.params.plot)) continue
    else if (
      p.code === 'boardValueInvalid' &&
      p.params.value === '' &&
      typeof p.params.field === 'string' &&
      MISSING_FIELD[p.params.field] &&
      add(MISSING_FIELD[p.params.field] ?? 'squares', p.params.plot)
    )
      continue
    else rest.push({ kind: 'problem', problem: p })
  }
  const lines: CheckLine[] = []
  for (const what of ['squares', 'name', 'harvest', 'appraisal'] as const) {
    const plots = missing.get(what)
    if (plots) lines.push({ kind: 'missing', what, plots: [...plots].sort((a, b) => a - b) })
  }
  if (free > 0) lines.push({ kind: 'freeSquares', n: free })
  // the acreages are the squares painted: while squares are free their sum is short by as many
  return [
    ...lines,
    ...(free > 0 ? rest.filter((l) => l.kind !== 'problem' || l.problem.code !== 'boardAcreageSum') : rest),
  ]
}

/** Plot numbers as short ranges: [1, 2, 3, 5, 7, 8] → "1–3, 5, 7, 8". */
export function numberRanges(ns: readonly number[]): string {
  const out: string[] = []
  for (let i = 0; i < ns.length;) {
    let j = i
    while (j + 1 < ns.length && ns[j + 1] === (ns[j] ?? 0) + 1) j++
    out.push(j - i >= 2 ? `${ns[i]}–${ns[j]}` : ns.slice(i, j + 1).join(', '))
    i = j + 1
  }
  return out.join(', ')
}
