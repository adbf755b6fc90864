import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { freshDb } from '../helpers/db'
import { useGamesStore } from '@/stores/games'
import { useGameStore } from '@/stores/game'
import { freePlayConfig } from '@/domain/games/freePlay'
import { TischbankDb } from '@/db/schema'
import { allEntries, getDb, loadGame, setDb } from '@/db'
import { expectRuleError, expectRuleErrorAsync } from '../helpers/ruleError'

beforeEach(() => {
  setActivePinia(createPinia())
})

async function openGame() {
  freshDb()
  const games = useGamesStore()
  const g = await games.create('Abend', freePlayConfig({ players: [{ id: 'p1', name: 'Anna' }, { id: 'p2', name: 'Ben' }], salary: 200 }))
  const store = useGameStore()
  await store.open(g.id)
  return { store, id: g.id }
}

describe('game store: the screen shows only what is stored', () => {
  it('dispatch, undo and redo update the state after the commit', async () => {
    const { store, id } = await openGame()
    await store.dispatch({ type: 'pay', from: 'p1', to: 'p2', amount: 100 })
    expect(store.state?.balances).toMatchObject({ p1: 1400, p2: 1600 })
    await store.undo()
    expect(store.state?.balances).toMatchObject({ p1: 1500, p2: 1500 })
    expect(store.canRedo).toBe(true)
    await store.redo()
    expect((await loadGame(getDb(), id)).head.state).toEqual(store.state)
    expect(store.recent[0]?.kind).toBe('payment')
  })

  it('a full disk (quota exceeded) mid-action: a clear error, nothing stored, the screen unchanged', async () => {
    const { store, id } = await openGame()
    const before = structuredClone(store.state)
    const spy = vi.spyOn(getDb().entries, 'add').mockImplementation(() => {
      const e = new Error('The quota has been exceeded.')
      e.name = 'QuotaExceededError'
      throw e
    })
    await expectRuleErrorAsync(store.dispatch({ type: 'salary', player: 'p1' }), 'storageFull')
    spy.mockRestore()
    expect(store.state).toEqual(before)
    expect((await loadGame(getDb(), id)).head.state).toEqual(before)
    expect((await allEntries(getDb(), id)).length).toBe(2)
    // and the next action works
    await store.dispatch({ type: 'salary', player: 'p1' })
    expect(store.state?.balances.p1).toBe(1700)
  })

  it('a write that fails after the entry was added rolls the whole action back', async () => {
    const { store, id } = await openGame()
    const spy = vi.spyOn(getDb().heads, 'put').mockImplementation(() => {
      throw new Error('disk I/O error')
    })
    await expectRuleErrorAsync(store.dispatch({ type: 'salary', player: 'p2' }), 'storageFailed')
    spy.mockRestore()
    expect((await allEntries(getDb(), id)).length).toBe(2)
    expect(store.state?.balances.p2).toBe(1500)
    expect((await loadGame(getDb(), id)).head.nextSeq).toBe(3)
  })

  it('a rule refusal changes nothing and names the shortfall', async () => {
    const { store } = await openGame()
    await expectRuleErrorAsync(store.dispatch({ type: 'pay', from: 'p1', to: 'p2', amount: 9000 }), 'insufficientFunds', { shortfall: 7500 })
    expect(store.state?.balances.p1).toBe(1500)
  })

  it('IndexedDB unavailable: the game list says so instead of failing silently', async () => {
    setDb(new TischbankDb('no-idb', { indexedDB: undefined as unknown as IDBFactory, IDBKeyRange: undefined as unknown as typeof IDBKeyRange }))
    const games = useGamesStore()
    await games.watchList()
    expect(games.loaded).toBe(true)
    expectRuleError(() => {
      throw games.loadError
    }, 'storageUnavailable')
    games.stopWatching()
    await expectRuleErrorAsync(games.create('x', freePlayConfig({ players: ['A', 'B'] })), 'storageUnavailable')
  })
})
