import { shallowRef } from 'vue'
import { HistoryIndex } from '@/domain/export/historyIndex'
import type { Entry } from '@/domain/ledger/types'

/** Where the index reads a game's entries after a sequence number, chunk by chunk (the game store's entryChunks). */
export type EntryChunks = (after: number) => AsyncIterable<Entry[]>

/** Longest stretch of indexing between two yields to the browser (ms): scrolling stays at 60 Hz while it builds. */
export const SLICE_MS = 6
/** Entries indexed between two looks at the clock. */
const STEP = 200

type Scheduler = { postTask?: (task: () => void, options: { priority: 'background' }) => Promise<void> }

/**
 * Gives the browser a turn (input, scrolling, a frame): the rest runs as a background task where
 * the browser has the Prioritized Task Scheduling API, else as a macrotask. Not scheduler.yield():
 * its continuation runs before other tasks, so a long build kept Chromium from drawing frames
 * until its rendering starvation guard stepped in (~100 ms frames while scrolling).
 */
function yieldToBrowser(): Promise<void> {
  const s = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof s?.postTask === 'function') return s.postTask(() => undefined, { priority: 'background' })
  return new Promise((r) => setTimeout(r, 0))
}

/** Resolves after the next frame has been drawn and the browser is idle (the first rows come first). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 300 }) : setTimeout(resolve, 0))
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

  async function addSliced(gen: number, chunk: Entry[]): Promise<boolean> {
    let start = performance.now()
    for (let i = 0; i < chunk.length; i += STEP) {
      if (gen !== generation) return false
      index.value.add(chunk.slice(i, i + STEP))
      if (performance.now() - start > SLICE_MS && i + STEP < chunk.length) {
        await yieldToBrowser()
        start = performance.now()
      }
    }
    return gen === generation
  }

  async function catchUp(gen: number) {
    for await (const chunk of chunks(index.value.lastSeq)) {
      if (gen !== generation || !(await addSliced(gen, chunk))) return
      version.value++
      await yieldToBrowser()
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
