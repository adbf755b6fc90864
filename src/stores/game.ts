import { defineStore } from 'pinia'
import { computed, shallowRef } from 'vue'
import { liveQuery, type Subscription } from 'dexie'
import {
  commitAction,
  entriesAround as dbEntriesAround,
  entriesBySeq as dbEntriesBySeq,
  entryChunks as dbEntryChunks,
  gameRecord,
  getDb,
  openGame,
  redo as dbRedo,
  saveClock as dbSaveClock,
  storageError,
  undo as dbUndo,
  type Committed,
  type GameRecord,
  type HeadRecord,
} from '@/db'
import { RECENT, takePrimedGame, type OpenedGame } from '@/db/opening'
import { anyModule, loadAnyModule, type GameAction } from '@/domain/games'
import type { GameType } from '@/domain/games/types'
import { ensureMessages, getI18n } from '@/modules/i18n'
import { RuleError } from '@/domain/errors'
import { canRedo as headCanRedo, canUndo as headCanUndo } from '@/domain/ledger/cursor'
import type { Entry, Json, LedgerState } from '@/domain/ledger/types'

/**
 * The time of each commit for the benchmarks: one performance entry `tb:<step> commit` (from the
 * transaction's start to its commit), no marks; a no-op where the API is missing.
 */
function now(): number {
  return globalThis.performance?.now?.() ?? 0
}
function measureSince(name: string, start: number) {
  try {
    globalThis.performance?.measure?.(name, { start, end: now() })
  } catch {
    /* no User Timing level 3: nothing to measure */
  }
}

// the record types screens show, so that views and components never import '@/db'
export type { GameRecord, HeadRecord } from '@/db'

/** How many of the newest entries the game screen keeps at hand. */
export { RECENT }

/**
 * What the open game's ledger did, for listeners that follow it (the table's joined phones):
 * `step` is this tab's committed action, undo or redo with the entry it wrote or flipped and the
 * head after it; `reload` means the head changed some other way (another tab) and a listener that
 * mirrors the ledger has to compare from scratch.
 */
export type LedgerEvent =
  | { kind: 'step'; gameId: string; entry: Entry; head: HeadRecord }
  | { kind: 'reload'; gameId: string; head: HeadRecord }

/** The game clock as stored on the game record. */
export type GameClockRecord = NonNullable<GameRecord['clock']>

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
  /** Steps started and not yet committed or failed. */
  let running = 0
  let watching: Subscription | undefined
  const listeners = new Set<(e: LedgerEvent) => void>()
  /** Follows the open game's ledger (see LedgerEvent); returns the unsubscribe. */
  function onLedger(listener: (e: LedgerEvent) => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  function emit(e: LedgerEvent) {
    for (const l of listeners) {
      try {
        l(e)
      } catch {
        /* a listener's failure is its own: the ledger has committed */
      }
    }
  }
  const state = computed<LedgerState<Json> | null>(() => head.value?.state ?? null)
  const config = computed(() => game.value?.config ?? null)
  const canUndo = computed(() => (head.value ? headCanUndo(head.value) : false))
  const canRedo = computed(() => (head.value ? headCanRedo(head.value) : false))

  /**
   * The game, its head and newest entries (one read transaction) and its module's code. The
   * module's code and texts and the history texts (every screen of a game shows entries) load
   * while the head is read, not after it: the game's record alone answers first and names the type.
   */
  async function load(id: string): Promise<OpenedGame> {
    const i18n = getI18n()
    if (i18n) void ensureMessages(i18n, 'history').catch(() => undefined)
    // the read the page's entry started beside the screen's code (boot.ts), if it is this game's
    const early = takePrimedGame(id)
    if (early) {
      const primed = await early
      await prepare(primed.game.type)
      return primed
    }
    return readWithType(getDb(), id)
  }

  /** The game's read through Dexie, its type's module loading as soon as its record names the type. */
  async function readWithType(db: ReturnType<typeof getDb>, id: string): Promise<OpenedGame> {
    const reading = openGame(db, id, RECENT)
    const early = gameRecord(db, id)
      .then(async (g) => (g ? (await prepare(g.type), g.type) : null))
      .catch(() => null)
    const loaded = await reading
    // the type as read with the head, unless the early read prepared it (a failure there is reported here)
    if ((await early) !== loaded.game.type) await prepare(loaded.game.type)
    return loaded
  }

  /** Loads a game type's module and starts loading its texts (the screen awaits them). */
  async function prepare(type: GameType): Promise<void> {
    const m = await loadAnyModule(type)
    const i18n = getI18n()
    if (i18n && m.messages) void ensureMessages(i18n, m.messages).catch(() => undefined)
  }

  /** Counts the opens: an open overtaken by a later one (another game's address) shows nothing. */
  let opens = 0

  async function open(id: string) {
    close()
    error.value = null
    const mine = ++opens
    try {
      const loaded = await load(id)
      if (mine !== opens) return
      game.value = loaded.game
      head.value = loaded.head
      recent.value = loaded.recent
    } catch (e) {
      if (mine === opens) error.value = storageError(e)
      return
    }
    watchStored(id)
  }

  /**
   * Another tab (or another screen of this one) writing the same game: Dexie's live query of its
   * record and head (its first answer covers a write between the load and the watch). The store's
   * own commits come back as the head it holds already and change nothing; a new head reloads the
   * newest entries with it; a new name or clock (a rename in another tab) shows at once.
   */
  function watchStored(id: string) {
    const db = getDb()
    watching = liveQuery(() =>
      db.transaction('r', db.games, db.heads, () => Promise.all([db.games.get(id), db.heads.get(id)])),
    ).subscribe({
      next([g, h]) {
        if (!head.value || game.value?.id !== id) return
        // deleted in another tab: say so at once, never show its stale balances
        if (!g || !h) return gone(id)
        if (g.name !== game.value.name || JSON.stringify(g.clock) !== JSON.stringify(game.value.clock))
          game.value = { ...game.value, name: g.name, clock: g.clock }
        if (!sameHead(h, head.value)) void reloadFromDb(id)
      },
      // a read that failed (the database lost to a newer schema): the app's banner says why
      error: () => undefined,
    })
  }

  /** The same stored head as far as the screens go: the next entry, the undo position and the redo stack. */
  function sameHead(a: HeadRecord, b: HeadRecord): boolean {
    return (
      a.nextSeq === b.nextSeq &&
      a.liveActions === b.liveActions &&
      a.redo.length === b.redo.length &&
      a.redo.every((s, i) => s === b.redo[i])
    )
  }

  async function reloadFromDb(id: string) {
    try {
      const loaded = await openGame(getDb(), id, RECENT)
      if (game.value?.id !== id) return
      // the head and the newest entries together: a screen that follows the head reads rows that match it
      game.value = loaded.game
      head.value = loaded.head
      recent.value = loaded.recent
      emit({ kind: 'reload', gameId: id, head: loaded.head })
    } catch (e) {
      error.value = storageError(e)
    }
  }

  /** The open game was deleted (another tab): the screens show "this game does not exist any more". */
  function gone(id: string) {
    close()
    error.value = new RuleError('gameNotFound', { game: id })
  }

  function close() {
    watching?.unsubscribe()
    watching = undefined
    game.value = null
    head.value = null
    recent.value = []
  }

  function requireGame(): GameRecord {
    if (!game.value) throw storageError(new Error('no game open'))
    return game.value
  }

  /**
   * Runs one committing step (action, undo, redo) with the busy flag and storage errors translated.
   * The transaction starts before `busy` is set: a re-render for the flag never delays the commit.
   */
  async function step(
    name: string,
    run: (g: GameRecord) => Promise<Committed>,
    keep: (entry: Entry) => void,
  ): Promise<Entry> {
    const g = requireGame()
    const t0 = now()
    running++
    try {
      const pending = run(g)
      busy.value = true
      const res = await pending
      measureSince(`tb:${name} commit`, t0)
      head.value = res.head
      keep(res.entry)
      emit({ kind: 'step', gameId: g.id, entry: res.entry, head: res.head })
      return res.entry
    } catch (e) {
      throw storageError(e)
    } finally {
      // busy while any step is still committing (a snackbar's undo while a tap's action commits)
      running--
      busy.value = running > 0
    }
  }

  function replaceInRecent(entry: Entry) {
    const list = recent.value.filter((e) => e.seq !== entry.seq)
    list.push(entry)
    list.sort((a, b) => b.seq - a.seq)
    recent.value = list.slice(0, RECENT)
  }

  /**
   * Applies one action through the game's module and stores it; resolves with the entry once
   * committed. Rule errors (RuleError) reject and change nothing.
   */
  function dispatch(action: GameAction): Promise<Entry> {
    return step(
      'action',
      (g) => {
        const m = anyModule(g.type)
        // planned on the head on screen, checked against the stored one in the same transaction
        return commitAction(
          getDb(),
          g.id,
          (s) => m.plan(s, action, g.config),
          m.admitOptions(g.config),
          Date.now(),
          head.value ?? undefined,
        )
      },
      (entry) => (recent.value = [entry, ...recent.value].slice(0, RECENT)),
    )
  }

  /**
   * Undo: reverts the newest live action with every effect. With `expectedSeq` (the snackbar's
   * Undo, which names one action) it undoes only that action and refuses with `undoNotNewest`
   * when another action (another tab's, a later one) is newer.
   */
  function undo(expectedSeq?: number): Promise<Entry> {
    return step('undo', (g) => dbUndo(getDb(), g.id, Date.now(), expectedSeq), replaceInRecent)
  }

  /** Redo: re-applies the most recently undone action. */
  function redo(): Promise<Entry> {
    return step('redo', (g) => dbRedo(getDb(), g.id), replaceInRecent)
  }

  /** Saves the open game's clock (not part of the ledger: pausing a clock is no undo step) and shows it. */
  async function saveClock(clock: GameClockRecord): Promise<void> {
    const g = requireGame()
    try {
      await dbSaveClock(getDb(), g.id, clock)
    } catch (e) {
      throw storageError(e)
    }
    if (game.value?.id === g.id) {
      game.value = { ...game.value, clock }
    }
  }

  /** A game's entries after `after`, oldest first, chunk by chunk (history index, CSV, statement, charts). */
  async function* entryChunks(gameId: string, after = 0, size?: number): AsyncGenerator<Entry[]> {
    try {
      yield* dbEntryChunks(getDb(), gameId, after, size)
    } catch (e) {
      // a database lost to a newer schema reads as empty: the app's banner says why, once
      if (getDb().isLost) return
      throw storageError(e)
    }
  }

  /** The entries of a game with the given sequence numbers, in sequence order (the visible history rows). */
  async function entriesBySeq(gameId: string, seqs: readonly number[]): Promise<Entry[]> {
    try {
      return await dbEntriesBySeq(getDb(), gameId, seqs)
    } catch (e) {
      if (getDb().isLost) return []
      throw storageError(e)
    }
  }

  /**
   * The history list's rows: the entries with these sequence numbers — from the newest entries the
   * store holds when they are all among them (the first rows of the history need no read), else
   * read with every other entry of the sealed pages they are in (the list keeps them for scrolling).
   */
  async function historyRows(gameId: string, seqs: readonly number[]): Promise<Entry[]> {
    if (game.value?.id === gameId && seqs.length > 0) {
      const held = new Map(recent.value.map((e) => [e.seq, e]))
      const rows = seqs.map((s) => held.get(s))
      if (rows.every((e): e is Entry => e !== undefined)) return rows.sort((a, b) => a.seq - b.seq)
    }
    try {
      return await dbEntriesAround(getDb(), gameId, seqs)
    } catch (e) {
      if (getDb().isLost) return []
      throw storageError(e)
    }
  }

  return {
    game,
    head,
    state,
    config,
    recent,
    error,
    busy,
    canUndo,
    canRedo,
    open,
    close,
    dispatch,
    undo,
    redo,
    saveClock,
    entryChunks,
    entriesBySeq,
    historyRows,
    onLedger,
  }
})
