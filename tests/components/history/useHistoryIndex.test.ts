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

describe('the history index builds in the idle time the browser gives it', () => {
  it('with idle callbacks, each turn indexes one step of 50 entries, then more only while its idle deadline has time left, so a scrolled frame is not delayed', async () => {
    // an idle period with time for two steps: its deadline has time left at the first two looks, then none
    const LOOKS = 2
    const perTurn: number[] = []
    const g = globalThis as { requestIdleCallback?: unknown }
    g.requestIdleCallback = (cb: (d: { didTimeout: boolean; timeRemaining(): number }) => void) =>
      setTimeout(() => {
        let looks = 0
        perTurn.push(0)
        cb({ didTimeout: false, timeRemaining: () => (looks++ < LOOKS ? 1 : 0) })
      }, 0)
    try {
      async function* chunks(after: number): AsyncGenerator<Entry[]> {
        for (let i = after; i < entries.length; i += 500) yield entries.slice(i, i + 500)
      }
      const hist = useHistoryIndex(chunks, (e) => {
        perTurn[perTurn.length - 1]!++
        return e.kind
      })
      await hist.rebuild()
      expect(hist.index.value.size).toBe(3000)
      expect(hist.index.value.filter({ kind: 'salary' })).toHaveLength(1000)
      // one step when the turn begins (progress in every idle period), then one per look with time left
      expect(Math.max(...perTurn)).toBeLessThanOrEqual((LOOKS + 1) * 50)
      expect(perTurn.reduce((a, b) => a + b, 0)).toBe(3000)
      expect(perTurn.length).toBeGreaterThanOrEqual(3000 / ((LOOKS + 1) * 50))
    } finally {
      delete g.requestIdleCallback
    }
  })
})
