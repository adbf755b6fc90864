import { GRID_SIZE, type BuildingType, type Cell } from '@/domain/games/discretion/types'

/**
 * What the map and the mini-map draw alike (issue 14: the map as the rulebook colours it): the
 * tile colour of each building type, the plot borders of each square and a building's area on
 * the grid. Presentation only; owners, rents and names come from the domain view.
 */

/**
 * The rulebook's tile colours (Housing red, Offices blue, Industry brown, Services orange, Retail
 * yellow) with the text colour that reads on each: white on the dark three (5.6–7.6 : 1), black on
 * orange and yellow (7.8 and 15 : 1), the same in the light and the dark theme (the tiles are the
 * printed tiles' colours).
 */
export const TYPE_COLORS: Readonly<Record<BuildingType, { bg: string; fg: '#ffffff' | '#000000' }>> = {
  housing: { bg: '#c62828', fg: '#ffffff' },
  offices: { bg: '#1565c0', fg: '#ffffff' },
  industry: { bg: '#6d4c41', fg: '#ffffff' },
  services: { bg: '#f57c00', fg: '#000000' },
  shops: { bg: '#fdd835', fg: '#000000' },
}

/** A building type's colours as CSS custom properties (`--tile-bg`, `--tile-fg`). */
export function typeStyle(type: BuildingType): Record<string, string> {
  const c = TYPE_COLORS[type]
  return { '--tile-bg': c.bg, '--tile-fg': c.fg }
}

/** Which sides of a square are a plot border (the map's edge counts as one): `bt br bb bl` classes. */
export function plotBorders(plots: readonly string[], r: number, c: number): string {
  const plot = plots[r * GRID_SIZE + c]
  const differs = (rr: number, cc: number) =>
    rr < 0 || rr >= GRID_SIZE || cc < 0 || cc >= GRID_SIZE || plots[rr * GRID_SIZE + cc] !== plot
  return [
    differs(r - 1, c) ? 'bt' : '',
    differs(r, c + 1) ? 'br' : '',
    differs(r + 1, c) ? 'bb' : '',
    differs(r, c - 1) ? 'bl' : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** The grid area a building covers (0-based first row/column and its span): one tile across a 2-acre building's squares. */
export function tileArea(cells: readonly Cell[]): { row: number; col: number; rows: number; cols: number } {
  const rows = cells.map((c) => c[0])
  const cols = cells.map((c) => c[1])
  const row = Math.min(...rows)
  const col = Math.min(...cols)
  return { row, col, rows: Math.max(...rows) - row + 1, cols: Math.max(...cols) - col + 1 }
}
