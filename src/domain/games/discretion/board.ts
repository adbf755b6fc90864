import { RuleError, type RuleErrorParams } from '../../errors'
import { GRID_SIZE, MAX_PLOT_ACRES, PLOT_COUNT, TOTAL_ACRES, type Board, type Cell, type Plot } from './types'

/** One thing wrong with a board, in RuleError shape (code = i18n key `errors.<code>`). */
export interface BoardProblem {
  code: string
  params: RuleErrorParams
}

const isPositiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0

/**
 * Validates a Discretion board (RULES.md: 11 × 11 = 121 acres, 17 plots of 1–9 acres): exactly 17
 * plots; ids unique; names non-empty and unique; acreage, harvest and appraisal positive integers;
 * acreage 1–9 summing to 121; every square assigned to a known plot; each plot's squares equal its
 * acreage and are connected along edges. Returns every problem found (empty = valid).
 */
export function validateBoard(board: unknown): BoardProblem[] {
  const problems: BoardProblem[] = []
  const add = (code: string, params: RuleErrorParams = {}): void => {
    problems.push({ code, params })
  }
  if (board === null || typeof board !== 'object') {
    add('boardMalformed', { field: 'board' })
    return problems
  }
  const b = board as { plots?: unknown; map?: unknown }
  const plots: Plot[] = []
  if (!Array.isArray(b.plots)) {
    add('boardMalformed', { field: 'plots' })
  } else {
    if (b.plots.length !== PLOT_COUNT) add('boardPlotCount', { count: b.plots.length, expected: PLOT_COUNT })
    const ids = new Set<string>()
    const names = new Map<string, string>()
    b.plots.forEach((raw: unknown, i: number) => {
      if (raw === null || typeof raw !== 'object') {
        add('boardMalformed', { field: `plots.${i}` })
        return
      }
      const p = raw as Partial<Record<keyof Plot, unknown>>
      const id = typeof p.id === 'string' ? p.id : ''
      if (id === '' || ['__proto__', 'constructor', 'prototype'].includes(id)) {
        add('boardPlotIdInvalid', { plot: String(p.id ?? i), index: i })
        return
      }
      if (ids.has(id)) {
        add('boardPlotIdDuplicate', { plot: id })
        return
      }
      ids.add(id)
      const name = typeof p.name === 'string' ? p.name.trim() : ''
      if (name === '') add('boardNameEmpty', { plot: id })
      else {
        const k = name.toLocaleLowerCase()
        const other = names.get(k)
        if (other !== undefined) add('boardNameDuplicate', { plot: id, other, name })
        else names.set(k, id)
      }
      for (const field of ['acreage', 'harvest', 'appraisal'] as const) {
        if (!isPositiveInt(p[field])) add('boardValueInvalid', { plot: id, field, value: String(p[field]) })
      }
      if (isPositiveInt(p.acreage) && p.acreage > MAX_PLOT_ACRES)
        add('boardAcreageRange', { plot: id, acreage: p.acreage, min: 1, max: MAX_PLOT_ACRES })
      plots.push({ id, name, acreage: Number(p.acreage), harvest: Number(p.harvest), appraisal: Number(p.appraisal) })
    })
    const sum = plots.reduce((s, p) => s + (isPositiveInt(p.acreage) ? p.acreage : 0), 0)
    if (plots.length === b.plots.length && plots.every((p) => isPositiveInt(p.acreage)) && sum !== TOTAL_ACRES) {
      add('boardAcreageSum', { sum, expected: TOTAL_ACRES })
    }
  }

  const squares = new Map<string, Cell[]>()
  if (
    !Array.isArray(b.map) ||
    b.map.length !== GRID_SIZE ||
    !b.map.every((row: unknown) => Array.isArray(row) && row.length === GRID_SIZE)
  ) {
    add('boardMapSize', { size: GRID_SIZE })
    return problems
  }
  const known = new Set(plots.map((p) => p.id))
  const rows = b.map as unknown[][]
  for (let r = 0; r < GRID_SIZE; r++) {
    for (let c = 0; c < GRID_SIZE; c++) {
      const v = (rows[r] as unknown[])[c]
      if (v === null || v === undefined || v === '') add('boardSquareUnassigned', { row: r, col: c })
      else if (typeof v !== 'string' || !known.has(v))
        add('boardSquareUnknownPlot', { row: r, col: c, plot: String(v) })
      else {
        const list = squares.get(v) ?? []
        list.push([r, c])
        squares.set(v, list)
      }
    }
  }
  for (const p of plots) {
    const cells = squares.get(p.id) ?? []
    if (isPositiveInt(p.acreage) && cells.length !== p.acreage)
      add('boardPlotSquares', { plot: p.id, acreage: p.acreage, squares: cells.length })
    if (cells.length > 1) {
      const parts = countParts(cells)
      if (parts > 1) add('boardPlotNotConnected', { plot: p.id, parts })
    }
  }
  return problems
}

/** Number of edge-connected parts of a set of squares. */
function countParts(cells: readonly Cell[]): number {
  const left = new Set(cells.map(([r, c]) => r * GRID_SIZE + c))
  let parts = 0
  while (left.size > 0) {
    parts++
    const start = left.values().next().value as number
    const stack = [start]
    left.delete(start)
    while (stack.length) {
      const k = stack.pop() as number
      const r = Math.floor(k / GRID_SIZE)
      const c = k % GRID_SIZE
      const next = [
        r > 0 ? k - GRID_SIZE : -1,
        r < GRID_SIZE - 1 ? k + GRID_SIZE : -1,
        c > 0 ? k - 1 : -1,
        c < GRID_SIZE - 1 ? k + 1 : -1,
      ]
      for (const n of next) {
        if (n >= 0 && left.has(n)) {
          left.delete(n)
          stack.push(n)
        }
      }
    }
  }
  return parts
}

/** Throwing variant of validateBoard: throws the first problem as a RuleError (with `problems` = their count). */
export function assertValidBoard(board: unknown): Board {
  const problems = validateBoard(board)
  const first = problems[0]
  if (first) throw new RuleError(first.code, { ...first.params, problems: problems.length })
  return board as Board
}

/** The plot id of every square of a valid board, by `row * 11 + col`. */
export function plotIndex(board: Board): string[] {
  const out: string[] = []
  for (let r = 0; r < GRID_SIZE; r++) for (let c = 0; c < GRID_SIZE; c++) out.push(board.map[r]?.[c] ?? '')
  return out
}

/** The squares of each plot of a valid board. */
export function plotSquares(board: Board): Record<string, Cell[]> {
  const out: Record<string, Cell[]> = {}
  for (const p of board.plots) out[p.id] = []
  for (let r = 0; r < GRID_SIZE; r++) {
    for (let c = 0; c < GRID_SIZE; c++) {
      const id = board.map[r]?.[c]
      if (id) (out[id] ??= []).push([r, c])
    }
  }
  return out
}

// The demo map: letters are plot ids. Invented; the printed board is published nowhere.
const DEMO_ROWS = [
  'AAABBBCCCDD',
  'AAABBBCCCDD',
  'AAABBECCCDD',
  'FFGGEEEHHDD',
  'FFGGEEIHHJJ',
  'FFGKKIIIHJJ',
  'LLLKKIIMMJJ',
  'LLLKNNNMMMJ',
  'OOLPNNNMMQQ',
  'OOPPPNNNQQQ',
  'OOPPPPPQQQQ',
]

const DEMO_PLOTS: [id: string, name: string, harvest: number, appraisal: number][] = [
  ['A', 'Abbey Fields', 360_000, 1_100_000],
  ['B', 'Brookside', 280_000, 950_000],
  ['C', 'Castle Hill', 330_000, 1_200_000],
  ['D', 'Dunmore Farm', 300_000, 900_000],
  ['E', 'Elm Green', 250_000, 800_000],
  ['F', 'Fenwick Marsh', 200_000, 600_000],
  ['G', 'Glebe Land', 180_000, 650_000],
  ['H', 'Harbour Row', 150_000, 750_000],
  ['I', 'Ivy Cross', 220_000, 850_000],
  ['J', 'Juniper Downs', 270_000, 800_000],
  ['K', 'Kingsmead', 200_000, 700_000],
  ['L', 'Longacre', 260_000, 850_000],
  ['M', 'Market Square', 160_000, 1_000_000],
  ['N', 'New Town', 300_000, 1_150_000],
  ['O', 'Orchard End', 240_000, 700_000],
  ['P', 'Parkway', 310_000, 1_050_000],
  ['Q', 'Quayside', 290_000, 1_100_000],
]

/** A demo board so a new user can try the game at once (invented: NOT the printed map). */
export const demoBoard: Board = {
  name: 'Demo board — not the printed map',
  plots: DEMO_PLOTS.map(([id, name, harvest, appraisal]) => ({
    id,
    name,
    acreage: DEMO_ROWS.join('')
      .split('')
      .filter((ch) => ch === id).length,
    harvest,
    appraisal,
  })),
  map: DEMO_ROWS.map((row) => row.split('')),
}
