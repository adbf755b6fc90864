import { describe, expect, it } from 'vitest'
import { demoBoard } from '@/domain/games/discretion/board'
import {
  blankMap,
  boardDraftFrom,
  checkBoardName,
  copyBoard,
  draftNumber,
  fillPlotIds,
  parseBoardFile,
} from '@/domain/games/discretion/boardFile'
import { expectRuleError } from '../../../helpers/ruleError'

describe('board drafts and files', () => {
  it('a typed value: digits with group separators are a number, anything else stays text for the validator', () => {
    expect(draftNumber(' 1,100,000 ')).toBe(1_100_000)
    expect(draftNumber('9')).toBe(9)
    expect(draftNumber('')).toBe('')
    expect(draftNumber('abc')).toBe('abc')
  })
  it('a stored board JSON becomes a draft; a record that is not board-shaped is none', () => {
    expect(boardDraftFrom(JSON.parse(JSON.stringify(demoBoard)), 'Mine')).toEqual({
      ...copyBoard(demoBoard),
      name: 'Mine',
    })
    expect(boardDraftFrom(null, 'x')).toBeNull()
    expect(boardDraftFrom({ plots: [] }, 'x')).toBeNull()
    expect(boardDraftFrom({ plots: [{ id: 'A', acreage: null }], map: [[null, 'A', 3]] }, 'x')).toEqual({
      name: 'x',
      plots: [{ id: 'A', name: '', acreage: 'null', harvest: 'undefined', appraisal: 'undefined' }],
      map: [[null, 'A', null]],
    })
  })
  it('plot ids fill up to 17 with free letters; a blank map has 11 × 11 unassigned squares', () => {
    expect(fillPlotIds([])).toEqual([...'ABCDEFGHIJKLMNOPQ'])
    expect(fillPlotIds(['B', 'A']).slice(0, 4)).toEqual(['B', 'A', 'C', 'D'])
    expect(
      blankMap()
        .flat()
        .every((v) => v === null),
    ).toBe(true)
    expect(blankMap()).toHaveLength(11)
  })
  it('board names are 1–60 characters; a file names its first problem', () => {
    expect(checkBoardName('  My   board ')).toBe('My board')
    expectRuleError(() => checkBoardName('  '), 'boardNameMissing')
    expectRuleError(() => checkBoardName('x'.repeat(61)), 'boardNameTooLong', { max: 60 })
    expectRuleError(() => checkBoardName('a\u202eb'), 'nameInvalid')
    expectRuleError(
      () => parseBoardFile(JSON.stringify({ ...demoBoard, plots: demoBoard.plots.slice(1) })),
      'boardPlotCount',
    )
    expect(parseBoardFile(JSON.stringify({ ...demoBoard, name: '  ' })).name).toBe('Board')
  })
})
