import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { IDBObjectStore } from 'fake-indexeddb'
import { anotherTab, freshDb } from '../helpers/db'
import { useGamesStore } from '@/stores/games'
import { useGameStore } from '@/stores/game'
import { freePlayConfig } from '@/domain/games/freePlay'
import { TischbankDb } from '@/db/schema'
import { allEntries, commitAction, deleteGame, getDb, loadGame, renameGame, setDb } from '@/db'
import { anyModule, type GameAction } from '@/domain/games'
import { expectRuleError, expectRuleErrorAsync } from '../helpers/ruleError'

beforeEach(() => {
  setActivePinia(createPinia())
})

async function openGame() {
  freshDb()
  const games = useGamesStore()
  const g = await games.create(
    'Abend',
    freePlayConfig({
      players: [
        { id: 'p1', name: 'Anna' },
        { id: 'p2', name: 'Ben' },
      ],
      salary: 200,
    }),
  )
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

  it('busy lasts while any of two overlapping steps is committing, and ends with the last', async () => {
    const { store } = await openGame()
    expect(store.busy).toBe(false)
    const first = store.dispatch({ type: 'salary', player: 'p1' })
    const second = store.dispatch({ type: 'salary', player: 'p2' })
    expect(store.busy).toBe(true)
    const order: string[] = []
    await Promise.all([
      first.then(() => order.push(`first:${store.busy}`)),
      second.then(() => order.push(`second:${store.busy}`)),
    ])
    expect(order).toEqual(['first:true', 'second:false'])
    expect(store.busy).toBe(false)
    expect(store.state?.balances).toMatchObject({ p1: 1700, p2: 1700 })
  })

  it('a full disk (quota exceeded) mid-action: a clear error, nothing stored, the screen unchanged', async () => {
    const { store, id } = await openGame()
    const before = structuredClone(store.state)
    // IndexedDB's own store (the commit runs on the connection Dexie holds open)
    const spy = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
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
    const spy = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
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
    await expectRuleErrorAsync(
      store.dispatch({ type: 'pay', from: 'p1', to: 'p2', amount: 9000 }),
      'insufficientFunds',
      { shortfall: 7500 },
    )
    expect(store.state?.balances.p1).toBe(1500)
  })

  it('IndexedDB unavailable: the game list says so instead of failing silently', async () => {
    setDb(
      new TischbankDb('no-idb', {
        indexedDB: undefined as unknown as IDBFactory,
        IDBKeyRange: undefined as unknown as typeof IDBKeyRange,
      }),
    )
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

/** Resolves once the live query has had time to deliver (fake-indexeddb is asynchronous). */
const settle = () => new Promise((r) => setTimeout(r, 30))

describe('games store: the list is live only while watched, duplicate checks the config again', () => {
  it('stopWatching stops the live query: later writes no longer re-read the list', async () => {
    freshDb()
    const games = useGamesStore()
    await games.watchList()
    await games.create('Eins', freePlayConfig({ players: ['A', 'B'] }))
    await settle()
    expect(games.games.map((g) => g.name)).toEqual(['Eins'])
    expect(games.isWatching()).toBe(true)
    games.stopWatching()
    expect(games.isWatching()).toBe(false)
    await games.create('Zwei', freePlayConfig({ players: ['A', 'B'] }))
    await settle()
    expect(games.games.map((g) => g.name)).toEqual(['Eins'])
    // watching again reads the list as it is now
    await games.watchList()
    await settle()
    expect(games.games.map((g) => g.name).sort()).toEqual(['Eins', 'Zwei'])
    games.stopWatching()
  })

  it('a stop while the database is still opening wins: no subscription afterwards', async () => {
    freshDb()
    const games = useGamesStore()
    const pending = games.watchList()
    games.stopWatching()
    await pending
    expect(games.isWatching()).toBe(false)
  })

  it('duplicate starts afresh with the same players and options, through the module parseConfig', async () => {
    const { id } = await openGame()
    const games = useGamesStore()
    const { game } = await loadGame(getDb(), id)
    const copy = await games.duplicate(game, 'Abend (Kopie)')
    expect(copy.config).toEqual(game.config)
    expect((await loadGame(getDb(), copy.id)).head.state.balances).toMatchObject({ p1: 1500, p2: 1500 })
    // a stored config the module refuses is not copied
    await expectRuleErrorAsync(
      games.duplicate(
        { ...game, config: { ...game.config, options: { ...game.config.options, salary: -300 } } },
        'Kaputt',
      ),
      'amountNotPositive',
    )
  })
})

describe('game store: storage through the store', () => {
  it('saveClock stores the clock on the game record and shows it', async () => {
    const { store, id } = await openGame()
    const clock = { lengthMs: 60_000, elapsedMs: 5_000, runningSince: null }
    await store.saveClock(clock)
    expect(store.game?.clock).toEqual(clock)
    expect((await loadGame(getDb(), id)).game.clock).toEqual(clock)
  })

  it('entryChunks and entriesBySeq read the stored entries of a game', async () => {
    const { store, id } = await openGame()
    await store.dispatch({ type: 'pay', from: 'p1', to: 'p2', amount: 100 })
    await store.dispatch({ type: 'salary', player: 'p1' })
    const seen: number[] = []
    for await (const chunk of store.entryChunks(id)) seen.push(...chunk.map((e) => e.seq))
    expect(seen).toEqual([1, 2, 3, 4])
    const after: number[] = []
    for await (const chunk of store.entryChunks(id, 2)) after.push(...chunk.map((e) => e.seq))
    expect(after).toEqual([3, 4])
    expect((await store.entriesBySeq(id, [4, 1])).map((e) => e.kind)).toEqual(['startingCapital', 'salary'])
  })
})

describe('game store: another tab changes the open game', () => {
  it('a game deleted in another tab says so at once ("does not exist any more") and shows no stale balances', async () => {
    const { store, id } = await openGame()
    expect(store.state?.balances.p1).toBe(1500)
    // the other tab's delete: the same database, another connection's write
    await deleteGame(getDb(), id)
    await vi.waitFor(() => expect(store.error).toMatchObject({ code: 'gameNotFound' }), { timeout: 2000 })
    expect(store.game).toBeNull()
    expect(store.state).toBeNull()
  })

  it('a game renamed in another tab shows its new name at once, its head and entries untouched', async () => {
    const { store, id } = await openGame()
    const head = store.head
    const recent = store.recent
    // another connection to the same database: another tab
    const other = anotherTab(getDb())
    await renameGame(other, id, 'Friday night')
    await vi.waitFor(() => expect(store.game?.name).toBe('Friday night'))
    expect(store.head).toBe(head)
    expect(store.recent).toBe(recent)
    other.close()
  })

  it("another tab's action on the open game shows at once: the store follows the stored head", async () => {
    const { store, id } = await openGame()
    const config = store.game!.config
    const m = anyModule('freePlay')
    // written past the store (as another tab would): the store only sees the storage event
    const salary: GameAction = { type: 'salary', player: 'p1' }
    await commitAction(getDb(), id, (s) => m.plan(s, salary, config), m.admitOptions(config))
    await vi.waitFor(() => expect(store.state?.balances.p1).toBe(1700), { timeout: 2000 })
    expect(store.recent[0]?.kind).toBe('salary')
  })

  it("its own action is no other tab's write: the live query's answer after the commit reloads nothing", async () => {
    const { store } = await openGame()
    const events: string[] = []
    store.onLedger((e) => events.push(e.kind))
    const recent = store.recent
    const reads = vi.spyOn(IDBObjectStore.prototype, 'get')
    const headReads = () => reads.mock.contexts.filter((s) => (s as IDBObjectStore).name === 'heads').length
    await store.dispatch({ type: 'salary', player: 'p1' })
    const afterTap = store.recent
    // the tap's transaction read the head once; then the live query answers again (a fresh read of record
    // and head; once more when the game list's last activity is written)
    await vi.waitFor(() => expect(headReads()).toBeGreaterThanOrEqual(2))
    reads.mockRestore()
    await new Promise((r) => setTimeout(r, 20))
    expect(events).toEqual(['step'])
    expect(store.recent).toBe(afterTap)
    expect(afterTap).not.toBe(recent)
    expect(store.state?.balances.p1).toBe(1700)
    // and the next tab's write is still followed
    const config = store.game!.config
    const m = anyModule('freePlay')
    const salary: GameAction = { type: 'salary', player: 'p2' }
    await commitAction(getDb(), store.game!.id, (s) => m.plan(s, salary, config), m.admitOptions(config))
    await vi.waitFor(() => expect(store.state?.balances.p2).toBe(1700), { timeout: 2000 })
  })

  it('a database lost to a newer schema (another tab upgraded) refuses the next action with the newer-version message and the banner flag is set', async () => {
    const { store } = await openGame()
    const games = useGamesStore()
    games.watchStorage()
    getDb().on('versionchange').fire(new Event('versionchange'))
    expect(games.storageLost).toBe(true)
    await expectRuleErrorAsync(store.dispatch({ type: 'salary', player: 'p1' }), 'storageTooNew')
    expect(store.state?.balances.p1).toBe(1500)
  })
})
