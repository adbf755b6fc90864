// History index at 100,000 entries (Node): building it and filtering it, the work behind the
// history screen's filters and search (the timing left the unit tests: figures go here).
import { HistoryIndex } from '@/domain/export/historyIndex'
import type { Entry } from '@/domain/ledger/types'
import { fmtMs, row } from './util'

const names: Record<string, string> = { bank: 'Bank', A: 'Anna', B: 'Ben', C: 'Cem' }
const textOf = (e: Entry) => [e.note ?? '', ...e.postings.map((p) => names[p.account] ?? p.account)].join(' ')

function entry(seq: number): Entry {
  const ids = ['A', 'B', 'C']
  const from = ids[seq % 3] ?? 'A'
  const to = seq % 5 === 0 ? 'bank' : (ids[(seq + 1) % 3] ?? 'B')
  return {
    id: `e${seq}`,
    gameId: 'g',
    seq,
    ts: seq,
    kind: seq % 7 === 0 ? 'salary' : 'payment',
    postings: [
      { account: from, amount: -1 },
      { account: to, amount: 1 },
    ],
    ...(seq % 100 === 0 ? { note: `Lap ${seq}` } : {}),
    isSetup: false,
    isUndone: false,
  }
}

export function benchHistoryIndex(): void {
  console.log('\n## History index of 100,000 entries (Node)')
  const all = Array.from({ length: 100_000 }, (_, i) => entry(i + 1))
  const idx = new HistoryIndex(textOf)
  const t0 = performance.now()
  for (let i = 0; i < all.length; i += 5_000) idx.add(all.slice(i, i + 5_000))
  row('build the index (20 chunks of 5,000)', fmtMs(performance.now() - t0), '')
  const times = [{ account: 'C' }, { kind: 'salary' }, { text: 'lap 9' }, { account: 'A', kind: 'payment', text: 'ben' }].map((f) => {
    const t = performance.now()
    idx.filter(f)
    return performance.now() - t
  })
  row('filter by player / kind / text / all three, each', times.map(fmtMs).join(' / '), '≤ 100 ms (one frame is 16.7 ms)')
}
