// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { freshDb } from '../helpers/db'
import { useGamesStore } from '@/stores/games'
import { useGameStore } from '@/stores/game'
import { freePlayConfig } from '@/domain/games/freePlay'
import { commitAction, getDb, loadGame } from '@/db'
import { freePlay } from '@/domain/games/freePlay'
import { ensureWriteToken, markWrite, markWriteWhile, writeToken } from '@/db/writeToken'

beforeEach(() => {
  localStorage.clear()
  setActivePinia(createPinia())
})

const config = freePlayConfig({ players: [{ id: 'p1', name: 'Anna' }, { id: 'p2', name: 'Ben' }], salary: 200 })
/** A salary for Anna committed straight to the database (another tab's tap). */
async function salaryBehindTheStore(id: string) {
  const { head } = await loadGame(getDb(), id)
  await commitAction(getDb(), id, (s) => freePlay.plan(s as never, { type: 'salary', player: 'p1' }, config), freePlay.admitOptions(config), Date.now(), head)
}

describe('the write token (issue 16: the game screen’s copy is painted only while it is current)', () => {
  it('a write renews it before it runs and again once it has ended, committed or aborted; a new token each time', async () => {
    ensureWriteToken()
    const first = writeToken()
    const tx = new EventTarget()
    markWrite(tx)
    const during = writeToken()
    expect(during).not.toBe(first)
    tx.dispatchEvent(new Event('complete'))
    expect(writeToken()).not.toBe(during)
    const aborted = new EventTarget()
    markWrite(aborted)
    const before = writeToken()
    aborted.dispatchEvent(new Event('abort'))
    expect(writeToken()).not.toBe(before)
    // the backup worker's import: marked by the page around it, also when it fails
    const around = writeToken()
    await expect(markWriteWhile(() => Promise.reject(new Error('bad file')))).rejects.toThrow('bad file')
    expect(writeToken()).not.toBe(around)
    // ensureWriteToken never replaces one
    const now = writeToken()
    ensureWriteToken()
    expect(writeToken()).toBe(now)
  })

  it('every write transaction of the app renews it (Dexie’s and the tap’s own), a read never does', async () => {
    freshDb()
    ensureWriteToken()
    const first = writeToken()
    const games = useGamesStore()
    const g = await games.create('Abend', config)
    const afterCreate = writeToken()
    expect(afterCreate).not.toBe(first)
    await loadGame(getDb(), g.id)
    expect(writeToken()).toBe(afterCreate)
    // the tap's path: the raw IndexedDB transaction on Dexie's open connection
    await salaryBehindTheStore(g.id)
    const afterTap = writeToken()
    expect(afterTap).not.toBe(afterCreate)
    // the game list's time of last activity, written after it, is on no game screen: the one write that keeps the token
    await vi.waitFor(async () => expect((await loadGame(getDb(), g.id)).game.updatedAt).not.toBe(g.updatedAt))
    expect(writeToken()).toBe(afterTap)
  })

  it('the game store knows the token its game and head are the stored ones under: after the open and each step; another write is proven again (confirmHead)', async () => {
    freshDb()
    const games = useGamesStore()
    const g = await games.create('Abend', freePlayConfig({ players: [{ id: 'p1', name: 'Anna' }, { id: 'p2', name: 'Ben' }], salary: 200 }))
    const store = useGameStore()
    await store.open(g.id)
    expect(store.headToken).not.toBeNull()
    expect(store.headToken).toBe(writeToken())
    await store.dispatch({ type: 'pay', from: 'p1', to: 'p2', amount: 100 })
    // the game list's last activity may follow in a write of its own: proven again, the head is the stored one
    await store.confirmHead()
    expect(store.headToken).toBe(writeToken())
    // another game's write renews the token: the screen's head is proven the stored one again
    await games.create('Zweites', freePlayConfig({ players: [{ id: 'p1', name: 'Anna' }, { id: 'p2', name: 'Ben' }], salary: 200 }))
    expect(store.headToken).not.toBe(writeToken())
    await store.confirmHead()
    expect(store.headToken).toBe(writeToken())
    // a step claims its own commit's token only when the screen was proven before it (another tab
    // may have renamed the game meanwhile: its own transaction checks the head, not the record)
    await games.create('Drittes', config)
    await store.dispatch({ type: 'pay', from: 'p2', to: 'p1', amount: 50 })
    expect(store.headToken).toBeNull()
    await store.confirmHead()
    expect(store.headToken).toBe(writeToken())
    // a write to this game behind the store's back (another tab): not proven while the screen shows the old head
    const shown = store.head!
    const shownGame = store.game!
    await salaryBehindTheStore(g.id)
    expect(await store.proveHead(shownGame, shown)).toBeNull()
    // once the store follows the stored head (its watch of other tabs' writes), it is proven with it
    await vi.waitFor(() => expect(store.head?.nextSeq).toBe(shown!.nextSeq + 1))
    await store.confirmHead()
    expect(store.headToken).toBe(writeToken())
  })
})
