import { describe, expect, it } from 'vitest'
import { assertValidBoard, demoBoard, validateBoard } from '@/domain/games/discretion/board'
import type { Board } from '@/domain/games/discretion/types'
import { expectRuleError } from '../../../helpers/ruleError'

const clone = (): Board => JSON.parse(JSON.stringify(demoBoard)) as Board
const codes = (b: unknown): string[] => validateBoard(b).map((p) => p.code)

describe('Discretion board validator', () => {
  it('the demo board is valid, labelled as not the printed map, 17 plots summing to 121 acres', () => {
    expect(validateBoard(demoBoard)).toEqual([])
    expect(demoBoard.name).toBe('Demo board — not the printed map')
    expect(demoBoard.plots).toHaveLength(17)
    expect(demoBoard.plots.reduce((s, p) => s + p.acreage, 0)).toBe(121)
    for (const p of demoBoard.plots) {
      expect(p.acreage).toBeGreaterThanOrEqual(1)
      expect(p.acreage).toBeLessThanOrEqual(9)
      expect(p.appraisal).toBeGreaterThan(p.harvest)
    }
    expect(assertValidBoard(demoBoard)).toBe(demoBoard)
  })

  it('reports a board without 17 plots', () => {
    const b = clone()
    const q = b.plots.pop()
    expect(codes(b)).toContain('boardPlotCount')
    // the squares of the removed plot now point at an unknown plot
    expect(validateBoard(b).find((p) => p.code === 'boardSquareUnknownPlot')?.params).toMatchObject({ plot: q?.id })
    expect(validateBoard(b).find((p) => p.code === 'boardPlotCount')?.params).toEqual({ count: 16, expected: 17 })
  })

  it('reports an unassigned square with its row and column', () => {
    const b = clone()
    ;(b.map[3] as (string | null)[])[4] = null
    const p = validateBoard(b)
    expect(p.find((x) => x.code === 'boardSquareUnassigned')?.params).toEqual({ row: 3, col: 4 })
    expect(p.find((x) => x.code === 'boardPlotSquares')?.params).toEqual({ plot: 'E', acreage: 6, squares: 5 })
  })

  it('reports a square assigned to an unknown plot', () => {
    const b = clone()
    ;(b.map[0] as (string | null)[])[0] = 'ZZ'
    expect(validateBoard(b)).toContainEqual({ code: 'boardSquareUnknownPlot', params: { row: 0, col: 0, plot: 'ZZ' } })
  })

  it('reports a plot whose squares differ from its acreage', () => {
    const b = clone()
    ;(b.map[0] as (string | null)[])[3] = 'A' // B loses a square, A gains one
    const p = validateBoard(b)
    expect(p).toContainEqual({ code: 'boardPlotSquares', params: { plot: 'A', acreage: 9, squares: 10 } })
    expect(p).toContainEqual({ code: 'boardPlotSquares', params: { plot: 'B', acreage: 8, squares: 7 } })
  })

  it('reports a plot that is not connected along edges (corners do not connect)', () => {
    const b = clone()
    // swap one square of A (0,0) with one square of Q (10,10): counts stay, both split
    ;(b.map[0] as (string | null)[])[0] = 'Q'
    ;(b.map[10] as (string | null)[])[10] = 'A'
    const p = validateBoard(b)
    expect(p).toContainEqual({ code: 'boardPlotNotConnected', params: { plot: 'A', parts: 2 } })
    expect(p).toContainEqual({ code: 'boardPlotNotConnected', params: { plot: 'Q', parts: 2 } })
    expect(p.some((x) => x.code === 'boardPlotSquares')).toBe(false)
  })

  it('reports an acreage sum other than 121', () => {
    const b = clone()
    ;(b.plots[0] as { acreage: number }).acreage = 8
    const p = validateBoard(b)
    expect(p).toContainEqual({ code: 'boardAcreageSum', params: { sum: 120, expected: 121 } })
  })

  it('reports acreage outside 1–9', () => {
    const b = clone()
    ;(b.plots[0] as { acreage: number }).acreage = 10
    expect(codes(b)).toContain('boardAcreageRange')
  })

  it('reports values that are not positive integers', () => {
    const b = clone()
    ;(b.plots[0] as { harvest: number }).harvest = 0
    ;(b.plots[1] as { appraisal: number }).appraisal = 1.5
    ;(b.plots[2] as { acreage: number }).acreage = -1
    const p = validateBoard(b)
    expect(p).toContainEqual({ code: 'boardValueInvalid', params: { plot: 'A', field: 'harvest', value: '0' } })
    expect(p).toContainEqual({ code: 'boardValueInvalid', params: { plot: 'B', field: 'appraisal', value: '1.5' } })
    expect(p).toContainEqual({ code: 'boardValueInvalid', params: { plot: 'C', field: 'acreage', value: '-1' } })
  })

  it('reports empty and duplicate names', () => {
    const b = clone()
    ;(b.plots[0] as { name: string }).name = '  '
    ;(b.plots[2] as { name: string }).name = 'brookside'
    const p = validateBoard(b)
    expect(p).toContainEqual({ code: 'boardNameEmpty', params: { plot: 'A' } })
    expect(p).toContainEqual({ code: 'boardNameDuplicate', params: { plot: 'C', other: 'B', name: 'brookside' } })
  })

  it('reports duplicate or missing plot ids, a malformed board and a map that is not 11 × 11', () => {
    const b = clone()
    ;(b.plots[1] as { id: string }).id = 'A'
    expect(codes(b)).toContain('boardPlotIdDuplicate')
    const c = clone()
    ;(c.plots[1] as { id: string }).id = ''
    expect(codes(c)).toContain('boardPlotIdInvalid')
    expect(codes(null)).toEqual(['boardMalformed'])
    const d = clone()
    d.map.pop()
    expect(codes(d)).toEqual(['boardMapSize'])
  })

  it('the throwing variant throws the first problem as a RuleError', () => {
    const b = clone()
    ;(b.map[3] as (string | null)[])[4] = null
    expectRuleError(() => assertValidBoard(b), 'boardSquareUnassigned', { row: 3, col: 4 })
  })
})
