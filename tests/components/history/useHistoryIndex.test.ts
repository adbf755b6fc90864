import { describe, expect, it } from 'vitest'
import { SLICE_MS, useHistoryIndex } from '@/components/history/useHistoryIndex'
import type { Entry } from '@/domain/ledger/types'

const entries: Entry[] = Array.from({ length: 3000 }, (_, i) => ({
  id: `e${i + 1}`,
  gameId: 'g',
  seq: i + 1,
  ts: 1_764_547_200_000 + i,
  kind: i % 3 ? 'payment' : 'salary',
  postings: [
    { account: 'bank', amount: -10 },
    { account: i % 2 ? 'Anna' : 'Ben', amount: 10 },
  ],
  isSetup: false,
  isUndone: false,
}))

/** A search text that costs about 20 µs an entry (a slow phone's formatting), busy-waiting. */
function slowText(e: Entry): string {
  const end = performance.now() + 0.02
  while (performance.now() < end) {
    /* work */
  }
  return e.kind
}

describe('the history index builds after the first rows, in slices', () => {
  it('does not read a chunk in the tick the list mounts in, and indexes in slices of a few milliseconds with the browser getting turns between them', async () => {
    const reads: number[] = []
    async function* chunks(after: number): AsyncGenerator<Entry[]> {
      reads.push(after)
      for (let i = after; i < entries.length; i += 2000) yield entries.slice(i, i + 2000)
    }
    const hist = useHistoryIndex(chunks, slowText)
    let turns = 0
    const ticker = setInterval(() => turns++, 0)
    const built = hist.rebuild()
    // the same tick and its microtasks: the first rows are read first, the index waits
    for (let i = 0; i < 5; i++) await Promise.resolve()
    expect(reads).toEqual([])
    expect(hist.isReady.value).toBe(false)
    await built
    clearInterval(ticker)
    expect(reads).toEqual([0])
    expect(hist.isReady.value).toBe(true)
    expect(hist.index.value.size).toBe(3000)
    expect(hist.index.value.filter({ kind: 'salary' })).toHaveLength(1000)
    expect(hist.index.value.filter({ account: 'Anna' })).toHaveLength(1500)
    // about 60 ms of indexing: the browser got a turn at least every SLICE_MS or so
    expect(turns).toBeGreaterThanOrEqual(Math.floor(60 / SLICE_MS / 2))
  })
})
