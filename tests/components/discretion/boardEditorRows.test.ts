import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { blankMap } from '@/domain/games/discretion/boardFile'
import { demoBoard, validateBoard } from '@/domain/games/discretion/board'
import { GRID_SIZE } from '@/domain/games/discretion/types'
import {
  ERASER,
  NEW_PLOT,
  blankRows,
  checkLines,
  draftOf,
  endStroke,
  extendStroke,
  nextFreePlot,
  numberRanges,
  rowsOf,
  squaresBetween,
  startStroke,
  type Grid,
} from '@/components/games/discretion/boardEditorRows'

const at = (r: number, c: number) => r * GRID_SIZE + c
/** One gesture: down at the first square, across the others in order, up. */
function drag(map: Grid, brush: string, path: [number, number][], rows = blankRows()) {
  const [first, ...rest] = path
  const s = startStroke(map, rows, brush, at(...first!))
  if (!s) return null
  for (const p of rest) extendStroke(map, s, at(...p))
  endStroke(map, s)
  return s
}
/** The map as rows of letters ('.' = free), for whole-map comparisons. */
const picture = (map: Grid) => map.map((row) => row.map((v) => v ?? '.').join(''))

describe('board editor painting: plots numbered as painted, one gesture per plot', () => {
  it('a drag across free squares paints the next plot; the next drag the one after', () => {
    const map = blankMap()
    drag(map, NEW_PLOT, [
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
    ])
    drag(map, NEW_PLOT, [
      [0, 2],
      [0, 3],
    ])
    expect(picture(map).slice(0, 2)).toEqual(['AABB.......', 'AA.........'])
    expect(nextFreePlot(blankRows(), map)).toBe('C')
  })

  it('a new plot never takes another plot’s squares; a drag from a painted square extends that plot over free ones', () => {
    const map = blankMap()
    drag(map, NEW_PLOT, [
      [0, 1],
      [1, 1],
    ])
    // B crosses A's column: A keeps its squares
    drag(map, NEW_PLOT, [
      [0, 0],
      [0, 1],
      [0, 2],
    ])
    expect(picture(map).slice(0, 2)).toEqual(['BAB........', '.A.........'])
    // from A's lower square down two more, and across B's square (kept)
    drag(map, NEW_PLOT, [
      [1, 1],
      [2, 1],
      [3, 1],
    ])
    drag(map, NEW_PLOT, [
      [1, 1],
      [1, 0],
      [0, 0],
    ])
    expect(picture(map).slice(0, 4)).toEqual(['BAB........', 'AA.........', '.A.........', '.A.........'])
  })

  it('a tap on a free square starts a one-square plot; a tap on a painted square clears it; a drag back over its own squares clears nothing', () => {
    const map = blankMap()
    drag(map, NEW_PLOT, [[5, 5]])
    expect(map[5]![5]).toBe('A')
    drag(map, NEW_PLOT, [
      [5, 5],
      [5, 6],
      [5, 5],
    ])
    expect(picture(map)[5]).toBe('.....AA....')
    drag(map, NEW_PLOT, [[5, 5]])
    expect(picture(map)[5]).toBe('......A....')
  })

  it('a chosen plot paints over anything (a tap on its own square clears it); the eraser clears', () => {
    const map = blankMap()
    drag(map, NEW_PLOT, [
      [0, 0],
      [0, 1],
      [0, 2],
    ])
    drag(map, 'C', [
      [1, 2],
      [0, 2],
      [0, 1],
    ])
    expect(picture(map).slice(0, 2)).toEqual(['ACC........', '..C........'])
    drag(map, 'C', [[1, 2]])
    expect(map[1]![2]).toBeNull()
    drag(map, ERASER, [
      [0, 0],
      [0, 1],
    ])
    expect(picture(map)[0]).toBe('..C........')
  })

  it('with all 17 plots painted, a new plot is refused and nothing changes', () => {
    const map = blankMap()
    for (let i = 0; i < 17; i++) drag(map, NEW_PLOT, [[Math.floor(i / 11) * 2, i % 11]])
    const before = picture(map)
    expect(drag(map, NEW_PLOT, [[10, 10]])).toBeNull()
    expect(picture(map)).toEqual(before)
  })

  it('a fast drag that skips squares still paints a line connected along edges', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 120 }), (a, b) => {
        const line = [a, ...squaresBetween(a, b)]
        expect(line.at(-1)).toBe(b)
        for (let k = 1; k < line.length; k++) {
          const [r0, c0] = [Math.floor(line[k - 1]! / 11), line[k - 1]! % 11]
          const [r1, c1] = [Math.floor(line[k]! / 11), line[k]! % 11]
          expect(Math.abs(r1 - r0) + Math.abs(c1 - c0)).toBe(1)
        }
        expect(line.length - 1).toBe(Math.abs(Math.floor(a / 11) - Math.floor(b / 11)) + Math.abs((a % 11) - (b % 11)))
      }),
    )
  })

  it('the acreage of each plot is its squares: the demo board entered by painting is the demo board', () => {
    const rows = rowsOf(demoBoard)
    const draft = draftOf(
      ' Demo ',
      rows,
      demoBoard.map.map((r) => [...r]),
    )
    expect(draft).toEqual({ ...demoBoard, name: 'Demo' })
    expect(validateBoard(draft)).toEqual([])
    // a plot with no squares yet has no acreage: the validator names it as missing
    const half = draftOf('x', blankRows(), blankMap())
    expect(half.plots[0]).toEqual({ id: 'A', name: '', acreage: '', harvest: '', appraisal: '' })
  })
})

describe('board editor check list', () => {
  it('gathers the missing values per kind and the free squares into their count; other problems stay as the domain names them', () => {
    const rows = blankRows()
    rows[0] = { id: 'A', name: 'Abbey', harvest: '12.5', appraisal: '100' }
    const map = blankMap()
    map[0]![0] = 'A'
    const plotNo = Object.fromEntries(rows.map((p, i) => [p.id, i + 1]))
    const lines = checkLines(validateBoard(draftOf('x', rows, map)), plotNo)
    expect(lines).toEqual([
      { kind: 'missing', what: 'squares', plots: Array.from({ length: 16 }, (_, i) => i + 2) },
      { kind: 'missing', what: 'name', plots: Array.from({ length: 16 }, (_, i) => i + 2) },
      { kind: 'missing', what: 'harvest', plots: Array.from({ length: 16 }, (_, i) => i + 2) },
      { kind: 'missing', what: 'appraisal', plots: Array.from({ length: 16 }, (_, i) => i + 2) },
      { kind: 'freeSquares', n: 120 },
      {
        kind: 'problem',
        problem: { code: 'boardValueInvalid', params: { plot: 'A', field: 'harvest', value: '12.5' } },
      },
    ])
    expect(numberRanges([1, 2, 3, 5, 7, 8, 10, 11, 12, 13])).toBe('1–3, 5, 7, 8, 10–13')
    expect(numberRanges([4])).toBe('4')
  })
})
