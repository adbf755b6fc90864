import { describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { getDb } from '@/db'
import { demoBoard } from '@/domain/games/discretion/board'
import type { Board } from '@/domain/games/discretion/types'
import { boardFileText, boardFromRecord, copyBoard, parseBoardFile, useBoardsStore } from '@/stores/boards'
import { expectRuleError, expectRuleErrorAsync } from '../helpers/ruleError'
import { freshStoresEachTest } from './freshStores'

/** The demo board with one square taken from plot A and given to nobody: incomplete. */
function incomplete(): Board {
  const b = copyBoard(demoBoard)
  b.map[0]![0] = null
  return b
}

describe('boards store (Discretion boards in Dexie)', () => {
  freshStoresEachTest()

  it('Discretion board: nothing is seeded (the demo board comes from the domain); a saved board is reused, newest first', async () => {
    const store = useBoardsStore()
    expect(await store.load()).toEqual([])
    await store.save({ name: '  Our   box ', board: demoBoard }, 1000)
    await store.save({ name: 'Club board', board: demoBoard }, 2000)
    setActivePinia(createPinia())
    const list = await useBoardsStore().load()
    expect(list.map((b) => b.name)).toEqual(['Club board', 'Our box'])
    expect(list[1]!.board.plots).toEqual(demoBoard.plots)
    expect(list[1]!.board.map).toEqual(demoBoard.map)
    expect(list[1]!.board.name).toBe('Our box')
    expect(list[1]!.problems).toEqual([])
  })

  it('Discretion board: an incomplete board is saved with its problems (it cannot be chosen for a game until fixed)', async () => {
    const store = useBoardsStore()
    const saved = await store.save({ name: 'Half done', board: incomplete() })
    expect(saved.problems.map((p) => p.code)).toEqual(['boardSquareUnassigned', 'boardPlotSquares'])
    const again = await store.get(saved.id)
    expect(again?.problems).toHaveLength(2)
  })

  it('Discretion board: saving with the id overwrites; remove deletes; later edits of the input do not change the stored copy', async () => {
    const store = useBoardsStore()
    const input = copyBoard(demoBoard)
    const a = await store.save({ name: 'Box', board: input }, 1)
    input.plots[0]!.name = 'Changed after saving'
    expect((await store.get(a.id))!.board.plots[0]!.name).toBe('Abbey Fields')
    await store.save({ id: a.id, name: 'Box 2', board: input }, 2)
    expect(await getDb().boards.count()).toBe(1)
    expect((await store.get(a.id))!.board.plots[0]!.name).toBe('Changed after saving')
    await store.remove(a.id)
    expect(store.boards).toEqual([])
    expect(await getDb().boards.count()).toBe(0)
  })

  it('Discretion board: a board needs a name of 1 to 60 characters', async () => {
    const store = useBoardsStore()
    await expectRuleErrorAsync(store.save({ name: '   ', board: demoBoard }), 'boardNameMissing')
    await expectRuleErrorAsync(store.save({ name: 'x'.repeat(61), board: demoBoard }), 'boardNameTooLong')
    expect(await getDb().boards.count()).toBe(0)
  })

  it('Discretion board: the name follows the one name rule of decks, games and players (cleanName: NFC, no invisible characters)', async () => {
    const store = useBoardsStore()
    await expectRuleErrorAsync(store.save({ name: 'Box\u200b', board: demoBoard }), 'nameInvalid')
    expect(await getDb().boards.count()).toBe(0)
    expect((await store.save({ name: 'Cafe\u0301  board', board: demoBoard })).name).toBe('Caf\u00e9 board')
  })

  it('Discretion board: stored records that are not board-shaped are skipped', async () => {
    await getDb().boards.bulkPut([
      { id: 'broken', name: 'Broken', board: 'nope', updatedAt: 3 },
      { id: 'noplots', name: 'No plots', board: { map: [] }, updatedAt: 2 },
      { id: 'ok', name: 'Fine', board: copyBoard(demoBoard) as never, updatedAt: 1 },
    ])
    expect((await useBoardsStore().load()).map((b) => b.id)).toEqual(['ok'])
    expect(boardFromRecord({ id: 'x', name: 'x', board: null, updatedAt: 0 })).toBeNull()
  })

  it('Discretion board draft: kept per board (or for a new one), never listed as a board, dropped when the board is saved or deleted', async () => {
    const store = useBoardsStore()
    const half = incomplete()
    expect(await store.saveDraft(null, 'Half', { ...half, name: 'Half' }, 500)).toBe(500)
    expect(await store.getDraft(null)).toEqual({
      boardId: null,
      name: 'Half',
      board: { ...copyBoard(half), name: 'Half' },
      updatedAt: 500,
    })
    // a draft is not a board: not in the list, not gettable as one
    expect(await store.load()).toEqual([])
    expect(await store.get('draft:new')).toBeNull()

    // saving the new board drops the new-board draft; a draft of the saved board is kept under its id
    const saved = await store.saveFromEditor({ name: 'Half', board: half }, null, 600)
    expect(await store.getDraft(null)).toBeNull()
    await store.saveDraft(saved.id, 'Half', { ...demoBoard, name: 'Half' }, 700)
    expect((await store.getDraft(saved.id))?.board.plots).toEqual(demoBoard.plots)
    expect((await store.load()).map((b) => [b.id, b.problems.length])).toEqual([[saved.id, 2]])
    // deleting the board deletes its draft
    await store.remove(saved.id)
    expect(await store.getDraft(saved.id)).toBeNull()
    expect(await getDb().boards.count()).toBe(0)
  })

  it('Discretion board draft: an empty board id (a reloaded /boards address) is the new board’s draft', async () => {
    const store = useBoardsStore()
    await store.saveDraft('', 'x', { ...demoBoard, name: 'x' }, 1)
    expect((await store.getDraft(null))?.name).toBe('x')
    await store.discardDraft('')
    expect(await getDb().boards.count()).toBe(0)
  })

  it('Discretion board draft: a stored draft that is not board-shaped reads as no draft', async () => {
    await getDb().boards.put({ id: 'draft:new', name: 'x', board: 'nope', updatedAt: 1 })
    expect(await useBoardsStore().getDraft(null)).toBeNull()
  })

  it('Discretion board file: export and import round-trip; the plain board JSON is accepted too', () => {
    const text = boardFileText({ ...demoBoard, name: 'Exported' })
    const back = parseBoardFile(text)
    expect(back.name).toBe('Exported')
    expect(back.plots).toEqual(demoBoard.plots)
    expect(back.map).toEqual(demoBoard.map)
    expect(parseBoardFile(JSON.stringify(demoBoard)).plots).toHaveLength(17)
  })

  it('Discretion board file: a bad file is refused with the reason (not JSON, or the first board problem with the count)', () => {
    expectRuleError(() => parseBoardFile('{ not json'), 'boardFileNotJson')
    expectRuleError(() => parseBoardFile('[]'), 'boardMalformed')
    const bad = { ...copyBoard(demoBoard), plots: copyBoard(demoBoard).plots.slice(0, 16) }
    const e = expectRuleError(() => parseBoardFile(JSON.stringify(bad)), 'boardPlotCount')
    expect(e.params.problems as number).toBeGreaterThan(1)
  })
})
