import { describe, expect, it } from 'vitest'
import { freshDb } from '../helpers/db'
import { allEntries, commitAction, createGame, deleteGame, entriesPage, loadGame, redo, undo, verifyGame } from '@/db'
import { freePlay, freePlayConfig } from '@/domain/games/freePlay'
import { expectRuleErrorAsync } from '../helpers/ruleError'

async function setup() {
  const db = freshDb(false)
  const config = freePlayConfig({ players: ['Anna', 'Ben', 'Cem'], salary: 200 })
  const game = await createGame(db, {
    name: 'Test',
    config,
    initial: freePlay.initialState(config),
    setup: freePlay.setupDrafts(config, Math.random),
    admitOptions: freePlay.admitOptions(config),
  })
  const act = (action: Parameters<typeof freePlay.plan>[1]) =>
    commitAction(db, game.id, (s) => freePlay.plan(s as never, action, config), freePlay.admitOptions(config))
  return { db, game, config, act }
}

describe('persistence of actions', () => {
  it('writes setup entries that are not undo steps', async () => {
    const { db, game } = await setup()
    const { head } = await loadGame(db, game.id)
    expect(head.state.balances).toEqual({ bank: -4500, Anna: 1500, Ben: 1500, Cem: 1500 })
    expect(head.liveActions).toBe(0)
    await expectRuleErrorAsync(undo(db, game.id), 'nothingToUndo')
  })

  it('stores each action with the head in one transaction and undo/redo survive a reopen', async () => {
    const { db, game, act } = await setup()
    await act({ type: 'pay', from: 'Anna', to: 'Ben', amount: 200 })
    await act({ type: 'salary', player: 'Cem' })
    await undo(db, game.id)
    db.close()
    await db.open()
    const { head } = await loadGame(db, game.id)
    expect(head.state.balances).toEqual({ bank: -4500, Anna: 1300, Ben: 1700, Cem: 1500 })
    expect(head.redo).toHaveLength(1)
    await redo(db, game.id)
    const after = await loadGame(db, game.id)
    expect(after.head.state.balances.Cem).toBe(1700)
    expect((await verifyGame(db, game.id)).ok).toBe(true)
  })

  it('undo marks the entry undone and never deletes it; a new action clears redo', async () => {
    const { db, game, act } = await setup()
    await act({ type: 'pay', from: 'Anna', to: 'Ben', amount: 10 })
    await undo(db, game.id)
    await act({ type: 'pay', from: 'Ben', to: 'Anna', amount: 5 })
    const entries = await allEntries(db, game.id)
    expect(entries.map((e) => [e.seq, e.kind, e.isUndone])).toEqual([
      [1, 'startingCapital', false],
      [2, 'startingCapital', false],
      [3, 'startingCapital', false],
      [4, 'payment', true],
      [5, 'payment', false],
    ])
    const { head } = await loadGame(db, game.id)
    expect(head.redo).toEqual([])
    await expectRuleErrorAsync(redo(db, game.id), 'nothingToRedo')
  })

  it('an undo that names an action undoes exactly it, and refuses (changing nothing) once another action is newer', async () => {
    const { db, game, act } = await setup()
    const first = await act({ type: 'pay', from: 'Anna', to: 'Ben', amount: 10 })
    // another tab acts: the snackbar of this tab still names the first payment
    await act({ type: 'salary', player: 'Cem' })
    const before = await loadGame(db, game.id)
    await expectRuleErrorAsync(undo(db, game.id, Date.now(), first.entry.seq), 'undoNotNewest')
    expect((await loadGame(db, game.id)).head).toEqual(before.head)
    const second = (await allEntries(db, game.id)).at(-1)!
    await undo(db, game.id, Date.now(), second.seq)
    const { head } = await loadGame(db, game.id)
    expect(head.state.balances).toEqual({ bank: -4500, Anna: 1490, Ben: 1510, Cem: 1500 })
    expect(head.redo).toEqual([second.seq])
  })

  it('a refused action writes nothing', async () => {
    const { db, game, act } = await setup()
    await expectRuleErrorAsync(act({ type: 'pay', from: 'Anna', to: 'Ben', amount: 5000 }), 'insufficientFunds')
    await expectRuleErrorAsync(act({ type: 'pay', from: 'Anna', to: 'Anna', amount: 5 }), 'paySelf')
    await expectRuleErrorAsync(act({ type: 'pay', from: 'Anna', to: 'Zed', amount: 5 }), 'unknownPlayer')
    const { head } = await loadGame(db, game.id)
    expect(head.nextSeq).toBe(4)
    expect((await allEntries(db, game.id)).length).toBe(3)
  })

  it('pages entries newest first and deletes a game completely', async () => {
    const { db, game, act } = await setup()
    for (let i = 1; i <= 5; i++) await act({ type: 'pay', from: 'Anna', to: 'Ben', amount: i })
    const page1 = await entriesPage(db, game.id, 3)
    expect(page1.map((e) => e.seq)).toEqual([8, 7, 6])
    const page2 = await entriesPage(db, game.id, 3, 6)
    expect(page2.map((e) => e.seq)).toEqual([5, 4, 3])
    await deleteGame(db, game.id)
    expect(await db.entries.count()).toBe(0)
    await expectRuleErrorAsync(loadGame(db, game.id), 'gameNotFound')
  })
})
