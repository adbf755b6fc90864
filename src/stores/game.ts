import { defineStore } from 'pinia'
import { computed, shallowRef } from 'vue'
import { liveQuery, type Subscription } from 'dexie'
import { commitAction, entriesPage, getDb, loadGame, redo as dbRedo, storageError, undo as dbUndo, type GameRecord, type HeadRecord } from '@/db'
import { loadPack, packFor } from '@/domain/games/registry'
import type { Entry, Json, LedgerState } from '@/domain/ledger/types'

/** Performance marks for the benchmarks (no-ops where the API is missing). */
function mark(name: string) {
  globalThis.performance?.mark?.(name)
}
function measure(name: string, start: string, end: string) {
  try {
    globalThis.performance?.measure?.(name, start, end)
  } catch {
    /* a mark was cleared: nothing to measure */
  }
}

/** How many of the newest entries the game screen keeps at hand. */
export const RECENT = 30

/**
 * The open game: its config, the state after the live entries (from the stored head, updated
 * incrementally by each committed action), the newest entries, and dispatch/undo/redo. Every
 * change shows only after its IndexedDB transaction has committed.
 */
export const useGameStore = defineStore('game', () => {
  const game = shallowRef<GameRecord | null>(null)
  const head = shallowRef<HeadRecord | null>(null)
  const recent = shallowRef<Entry[]>([])
  const error = shallowRef<unknown>(null)
  const busy = shallowRef(false)
  /** Bumped when another tab changed the game and we reloaded it. */
  const externalChanges = shallowRef(0)
  let sub: Subscription | undefined

  const state = computed<LedgerState<Json> | null>(() => head.value?.state ?? null)
  const config = computed(() => game.value?.config ?? null)
  const canUndo = computed(() => (head.value?.liveActions ?? 0) > 0)
  const canRedo = computed(() => (head.value?.redo.length ?? 0) > 0)
  /** The entry the undo button would revert (the newest live non-setup entry, when it is among the recent ones). */
  const undoEntry = computed(() => recent.value.find((e) => !e.isUndone && !e.isSetup))
  const redoEntry = computed(() => {
    const seq = head.value?.redo.at(-1)
    return seq === undefined ? undefined : recent.value.find((e) => e.seq === seq)
  })

  async function open(id: string) {
    close()
    error.value = null
    try {
      const loaded = await loadGame(getDb(), id)
      await loadPack(loaded.game.type)
      game.value = loaded.game
      head.value = loaded.head
      recent.value = await entriesPage(getDb(), id, RECENT)
    } catch (e) {
      error.value = storageError(e)
      return
    }
    // another tab writing the same game: follow its head
    sub = liveQuery(() => getDb().heads.get(id)).subscribe({
      next(h) {
        if (!h || !head.value) return
        if (h.nextSeq !== head.value.nextSeq || h.redo.length !== head.value.redo.length || h.liveActions !== head.value.liveActions) {
          void reloadFromDb(id)
        }
      },
    })
  }

  async function reloadFromDb(id: string) {
    try {
      const loaded = await loadGame(getDb(), id)
      if (game.value?.id !== id) return
      game.value = loaded.game
      head.value = loaded.head
      recent.value = await entriesPage(getDb(), id, RECENT)
      externalChanges.value++
    } catch (e) {
      error.value = storageError(e)
    }
  }

  function close() {
    sub?.unsubscribe()
    sub = undefined
    game.value = null
    head.value = null
    recent.value = []
  }

  function requireGame(): GameRecord {
    if (!game.value) throw storageError(new Error('no game open'))
    return game.value
  }

  /**
   * Applies one action through the game's rule pack and stores it; resolves with the entry once
   * committed. Rule errors (RuleError) reject and change nothing.
   */
  async function dispatch(action: unknown): Promise<Entry> {
    const g = requireGame()
    const pack = packFor(g.type)
    busy.value = true
    mark('tb:action:start')
    try {
      const res = await commitAction(getDb(), g.id, (s) => pack.plan(s, action, g.config), pack.admitOptions(g.config))
      mark('tb:action:committed')
      measure('tb:action commit', 'tb:action:start', 'tb:action:committed')
      head.value = res.head
      recent.value = [res.entry, ...recent.value].slice(0, RECENT)
      return res.entry
    } catch (e) {
      throw storageError(e)
    } finally {
      busy.value = false
    }
  }

  function replaceInRecent(entry: Entry) {
    const list = recent.value.filter((e) => e.seq !== entry.seq)
    list.push(entry)
    list.sort((a, b) => b.seq - a.seq)
    recent.value = list.slice(0, RECENT)
  }

  /** Undo: reverts the newest live action with every effect. */
  async function undo(): Promise<Entry> {
    const g = requireGame()
    busy.value = true
    mark('tb:undo:start')
    try {
      const res = await dbUndo(getDb(), g.id)
      mark('tb:undo:committed')
      measure('tb:undo commit', 'tb:undo:start', 'tb:undo:committed')
      head.value = res.head
      replaceInRecent(res.entry)
      return res.entry
    } catch (e) {
      throw storageError(e)
    } finally {
      busy.value = false
    }
  }

  /** Redo: re-applies the most recently undone action. */
  async function redo(): Promise<Entry> {
    const g = requireGame()
    busy.value = true
    try {
      const res = await dbRedo(getDb(), g.id)
      head.value = res.head
      replaceInRecent(res.entry)
      return res.entry
    } catch (e) {
      throw storageError(e)
    } finally {
      busy.value = false
    }
  }

  /** Updates the game record (e.g. the clock) in memory after it was saved. */
  function patchGame(patch: Partial<GameRecord>) {
    if (game.value) game.value = { ...game.value, ...patch }
  }

  return { game, head, state, config, recent, error, busy, externalChanges, canUndo, canRedo, undoEntry, redoEntry, open, close, dispatch, undo, redo, patchGame }
})
