import { shallowRef } from 'vue'
import { HistoryIndex } from '@/domain/export/historyIndex'
import type { Entry } from '@/domain/ledger/types'

/** Where the index reads a game's entries after a sequence number, chunk by chunk (the game store's entryChunks). */
export type EntryChunks = (after: number) => AsyncIterable<Entry[]>

/** Longest stretch of indexing between two yields to the browser (ms), even in a long idle period (a tap waits at most this). */
export const SLICE_MS = 6
/** Entries indexed between two looks at the clock (about 1 ms on a slow phone). */
const STEP = 50

type Scheduler = { postTask?: (task: () => void, options: { priority: 'background' }) => Promise<void> }

/** How long the current turn may go on indexing (ms from now). */
type Budget = () => number

/** A turn of SLICE_MS from now. */
function fixed(): Budget {
  const end = performance.now() + SLICE_MS
  return () => end - performance.now()
}

/**
 * Gives the browser a turn (input, scrolling, a frame) and resolves with the time the next turn
 * may take: an idle period (requestIdleCallback) where the browser has one, so a slice ends before
 * the next frame is due instead of after a fixed time — while the list scrolls, the idle time left
 * after each frame is often less than SLICE_MS, and a fixed slice ran into the frame. Without
 * idle callbacks, a background task (Prioritized Task Scheduling) or a macrotask with SLICE_MS.
 * Not scheduler.yield(): its continuation runs before other tasks, so a long build kept Chromium
 * from drawing frames until its rendering starvation guard stepped in (~100 ms frames while scrolling).
 */
function yieldToBrowser(): Promise<Budget> {
  if (typeof requestIdleCallback === 'function') {
    return new Promise((resolve) =>
      // the timeout: a page that never idles (a frame every 16 ms with no time left) still builds
      requestIdleCallback(
        (deadline) => {
          const end = performance.now() + SLICE_MS
          resolve(deadline.didTimeout ? fixed() : () => Math.min(deadline.timeRemaining(), end - performance.now()))
        },
        { timeout: 500 },
      ),
    )
  }
  const s = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof s?.postTask === 'function') return s.postTask(() => undefined, { priority: 'background' }).then(fixed)
  return new Promise((r) => setTimeout(() => r(fixed()), 0))
}

/** Resolves after the next frame has been drawn and the browser is idle (the first rows come first). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: 300 })
        : setTimeout(resolve, 0)
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(idle, 0))
    else setTimeout(idle, 0)
  })
}

/**
 * Builds and keeps the in-memory history index of one game: read chunk by chunk (the list shows
 * while it fills), then only entries newer than the last indexed one are read after an action.
 * The first build starts only after the first rows are drawn, and indexes in slices of a few
 * milliseconds, so the list scrolls while it builds. `version` changes after every chunk so
 * computed filters re-run.
 */
export function useHistoryIndex(chunks: EntryChunks, textOf: (e: Entry) => string) {
  const index = shallowRef(new HistoryIndex(textOf))
  const version = shallowRef(0)
  const isReady = shallowRef(false)
  /** Milliseconds the first full build took (shown to nobody; measured by tests and benches). */
  const buildMs = shallowRef(0)
  let generation = 0
  let running: Promise<void> | null = null

  /** The time left in this turn (a chunk's read and the first slice after it share one turn). */
  let left: Budget = fixed()

  async function addSliced(gen: number, chunk: Entry[]): Promise<boolean> {
    for (let i = 0; i < chunk.length; i += STEP) {
      if (gen !== generation) return false
      if (left() <= 0) left = await yieldToBrowser()
      if (gen !== generation) return false
      index.value.add(chunk.slice(i, i + STEP))
    }
    return gen === generation
  }

  async function catchUp(gen: number) {
    left = await yieldToBrowser()
    for await (const chunk of chunks(index.value.lastSeq)) {
      if (gen !== generation || !(await addSliced(gen, chunk))) return
      version.value++
      // the next chunk's read (decoding a sealed page) in a turn of its own
      left = await yieldToBrowser()
    }
  }

  /** Starts over (another game), after the first rows are on screen. */
  async function rebuild(): Promise<void> {
    const gen = ++generation
    index.value = new HistoryIndex(textOf)
    isReady.value = false
    version.value++
    const t0 = performance.now()
    running = afterFirstPaint().then(() => (gen === generation ? catchUp(gen) : undefined))
    await running
    if (gen !== generation) return
    buildMs.value = performance.now() - t0
    isReady.value = true
  }

  /** Adds entries written since the last read (new actions; undo and redo only flip flags, read with the rows). */
  async function refresh(): Promise<void> {
    if (running) await running
    const gen = generation
    running = catchUp(gen)
    await running
  }

  return { index, version, isReady, buildMs, rebuild, refresh }
}
