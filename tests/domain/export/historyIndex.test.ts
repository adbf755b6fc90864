import { describe, expect, it } from 'vitest'
import { HistoryIndex } from '@/domain/export/historyIndex'
import type { Entry } from '@/domain/ledger/types'
import { historyEntry, historyText } from '../../helpers/historyEntries'

const textOf = historyText
const entry = historyEntry

describe('history index', () => {
  it('filters by player, by kind and by text in notes and names, newest first', () => {
    const idx = new HistoryIndex(textOf)
    idx.add(Array.from({ length: 30 }, (_, i) => entry(i + 1)))
    expect(idx.filter({})).toHaveLength(30)
    expect(idx.filter({}).slice(0, 2)).toEqual([30, 29])
    expect(idx.filter({ kind: 'salary' })).toEqual([28, 21, 14, 7])
    expect(idx.filter({ account: 'bank' })).toEqual([30, 25, 20, 15, 10, 5])
    expect(idx.filter({ account: 'bank', kind: 'salary' })).toEqual([])
    expect(idx.filter({ text: 'ANNA' }).every((s) => entry(s).postings.some((p) => p.account === 'A'))).toBe(true)
    expect(idx.filter({ kind: 'unknown' })).toEqual([])
  })
  it('only appends entries newer than the last one indexed', () => {
    const idx = new HistoryIndex(textOf)
    idx.add([entry(1), entry(2)])
    idx.add([entry(2), entry(3)])
    expect(idx.seqs).toEqual([1, 2, 3])
  })
  it('indexed in chunks, a long history filters exactly like a scan of its entries', () => {
    const idx = new HistoryIndex(textOf)
    const all = Array.from({ length: 20_000 }, (_, i) => entry(i + 1))
    for (let i = 0; i < all.length; i += 5_000) idx.add(all.slice(i, i + 5_000))
    const scan = (keep: (e: Entry) => boolean) =>
      all
        .filter(keep)
        .map((e) => e.seq)
        .reverse()
    expect(idx.filter({ account: 'C' })).toEqual(scan((e) => e.postings.some((p) => p.account === 'C')))
    expect(idx.filter({ kind: 'salary' })).toEqual(scan((e) => e.kind === 'salary'))
    expect(idx.filter({ text: 'lap 9' })).toEqual(scan((e) => (e.note ?? '').toLocaleLowerCase().includes('lap 9')))
  })
})
