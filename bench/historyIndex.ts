// History index at 100,000 entries (Node): building it and filtering it, the work behind the
// history screen's filters and search (the timing left the unit tests: figures go here).
import { HistoryIndex } from '@/domain/export/historyIndex'
import { historyEntry, historyText } from '../tests/helpers/historyEntries'
import { fmtMs, row } from './util'

const textOf = historyText
const entry = historyEntry

export function benchHistoryIndex(): void {
  console.log('\n## History index of 100,000 entries (Node)')
  const all = Array.from({ length: 100_000 }, (_, i) => entry(i + 1))
  const idx = new HistoryIndex(textOf)
  const t0 = performance.now()
  for (let i = 0; i < all.length; i += 5_000) idx.add(all.slice(i, i + 5_000))
  row('build the index (20 chunks of 5,000)', fmtMs(performance.now() - t0), '')
  const times = [
    { account: 'C' },
    { kind: 'salary' },
    { text: 'lap 9' },
    { account: 'A', kind: 'payment', text: 'ben' },
  ].map((f) => {
    const t = performance.now()
    idx.filter(f)
    return performance.now() - t
  })
  row(
    'filter by player / kind / text / all three, each',
    times.map(fmtMs).join(' / '),
    '≤ 100 ms (one frame is 16.7 ms)',
  )
}
