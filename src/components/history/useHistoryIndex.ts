import { shallowRef } from 'vue'
import { HistoryIndex } from '@/domain/export/historyIndex'
import type { Entry } from '@/domain/ledger/types'

/** Where the index reads a game's entries after a sequence number, chunk by chunk (the game store's entryChunks). */
export type EntryChunks = (after: number) => AsyncIterable<Entry[]>

/**
 * Builds and keeps the in-memory history index of one game: read chunk by chunk (the list shows
 * while it fills), then only entries newer than the last indexed one are read after an action.
 * `version` changes after every chunk so computed filters re-run.
 */
export function useHistoryIndex(chunks: EntryChunks, textOf: (e: Entry) => string) {
  const index = shallowRef(new HistoryIndex(textOf))
  const version = shallowRef(0)
  const isReady = shallowRef(false)
  /** Milliseconds the first full build took (shown to nobody; measured by tests and benches). */
  const buildMs = shallowRef(0)
  let generation = 0
  let running: Promise<void> | null = null

  async function catchUp(gen: number) {
    for await (const chunk of chunks(index.value.lastSeq)) {
      if (gen !== generation) return
      index.value.add(chunk)
      version.value++
    }
  }

  /** Starts over (another game). */
  async function rebuild(): Promise<void> {
    const gen = ++generation
    index.value = new HistoryIndex(textOf)
    isReady.value = false
    version.value++
    const t0 = performance.now()
    running = catchUp(gen)
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
