// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import VirtualHistory from '@/components/history/VirtualHistory.vue'
import type { Entry } from '@/domain/ledger/types'
import { mountWithApp } from '../../helpers/mount'

const N = 1000
const stored = new Map<number, Entry>(
  Array.from({ length: N }, (_, i) => [
    i + 1,
    {
      id: `e${i + 1}`,
      gameId: 'g',
      seq: i + 1,
      ts: (i + 1) * 1000,
      kind: 'payment',
      postings: [],
      isSetup: false,
      isUndone: (i + 1) % 100 === 0,
    },
  ]),
)
const seqs = Array.from({ length: N }, (_, i) => N - i)

async function mounted() {
  const described: number[] = []
  const w = await mountWithApp(VirtualHistory, {
    props: {
      seqs,
      load: async (list: number[]) => list.map((s) => stored.get(s)!),
      describe: (e: Entry) => (described.push(e.seq), `entry ${e.seq}`),
      time: (ts: number) => `t${ts / 1000}`,
    },
  })
  await flushPromises()
  return { w, described }
}

const shown = (w: Awaited<ReturnType<typeof mounted>>['w']) =>
  w.findAll('li').map((li) => [Number(li.attributes('data-seq')), Number(li.attributes('aria-posinset')), li.text()])

describe('the windowed history: scrolling draws only the rows that come into view', () => {
  it('shows the window of rows (newest first, with their places for screen readers), described once each', async () => {
    const { w, described } = await mounted()
    // a 600 px view of 60 px rows, 8 more below: 18 rows
    expect(shown(w)).toEqual(
      Array.from({ length: 18 }, (_, i) => [
        N - i,
        i + 1,
        `${N - i}t${N - i}entry ${N - i}${(N - i) % 100 === 0 ? 'undone' : ''}`,
      ]),
    )
    expect(described.sort((a, b) => b - a)).toEqual(seqs.slice(0, 18))
    expect(w.findAll('li')[0]!.attributes('aria-setsize')).toBe(String(N))
  })

  it('a scroll of ten rows describes the ten rows that come into view, not the ones that stay', async () => {
    const { w, described } = await mounted()
    described.length = 0
    const scroller = w.find('.vhistory')
    ;(scroller.element as HTMLElement).scrollTop = 600
    await scroller.trigger('scroll')
    await flushPromises()
    // rows 10 … 27 from the top (8 above the view kept), the ten new ones described
    expect(shown(w).map(([seq]) => seq)).toEqual(seqs.slice(2, 28))
    expect(described.sort((a, b) => b - a)).toEqual(seqs.slice(18, 28))
    const row = shown(w).find(([seq]) => seq === N - 20)!
    expect(row).toEqual([N - 20, 21, `${N - 20}t${N - 20}entry ${N - 20}`])
  })

  it('an undone entry is struck through and labelled', async () => {
    const { w } = await mounted()
    const li = w.find(`li[data-seq="${N}"]`)
    expect(li.classes()).toContain('undone')
    expect(li.find('s').text()).toBe(`entry ${N}`)
    expect(li.find('.badge').text()).toBe('undone')
  })
})
