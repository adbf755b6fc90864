// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import HistoryList from '@/components/ledger/HistoryList.vue'
import type { Entry } from '@/domain/ledger/types'
import { mountWithApp } from '../../helpers/mount'

function entry(seq: number, isUndone = false): Entry {
  return { id: `e${seq}`, gameId: 'g', seq, ts: seq * 1000, kind: 'payment', postings: [], isUndone, isSetup: false }
}

/** A describe and time that count their calls by sequence number. */
function counting() {
  const described: number[] = []
  const timed: number[] = []
  return {
    described,
    timed,
    describe: (e: Entry) => (described.push(e.seq), `entry ${e.seq}`),
    time: (ts: number) => (timed.push(ts / 1000), `t${ts / 1000}`),
  }
}

describe('history list: a new entry at the top draws only that row', () => {
  it('an entry added at the top (a tap) describes and times only the new entry; the other rows keep their elements and texts', async () => {
    const c = counting()
    const first = [entry(3), entry(2), entry(1)]
    const w = await mountWithApp(HistoryList, { props: { entries: first, describe: c.describe, time: c.time } })
    expect(c.described.sort()).toEqual([1, 2, 3])
    const before = w.findAll('li').map((li) => li.element)
    c.described.length = 0
    c.timed.length = 0
    // the store's recent list after a tap: the new entry, then the same entry objects
    await w.setProps({ entries: [entry(4), ...first] })
    expect(c.described).toEqual([4])
    expect(c.timed).toEqual([4])
    const items = w.findAll('li')
    expect(items.map((li) => [li.attributes('data-seq'), li.text()])).toEqual([
      ['4', 't4entry 4'],
      ['3', 't3entry 3'],
      ['2', 't2entry 2'],
      ['1', 't1entry 1'],
    ])
    // the old rows are the same elements, moved down (not drawn again)
    expect(items.slice(1).map((li) => li.element)).toEqual(before)
  })

  it('an undone entry (a new object with the flag) redraws that row alone, struck through and labelled', async () => {
    const c = counting()
    const list = [entry(3), entry(2), entry(1)]
    const w = await mountWithApp(HistoryList, { props: { entries: list, describe: c.describe, time: c.time } })
    c.described.length = 0
    await w.setProps({ entries: [entry(3, true), list[1]!, list[2]!] })
    expect(c.described).toEqual([3])
    const top = w.findAll('li')[0]!
    expect(top.classes()).toContain('undone')
    expect(top.find('s').text()).toBe('entry 3')
    expect(top.find('.badge').text()).toBe('undone')
  })

  it('a row that scrolls out at the bottom (30 kept) is removed, the others stay', async () => {
    const c = counting()
    const list = [entry(3), entry(2), entry(1)]
    const w = await mountWithApp(HistoryList, { props: { entries: list, describe: c.describe, time: c.time } })
    c.described.length = 0
    await w.setProps({ entries: [entry(4), list[0]!, list[1]!] })
    expect(c.described).toEqual([4])
    expect(w.findAll('li').map((li) => li.attributes('data-seq'))).toEqual(['4', '3', '2'])
  })
})
