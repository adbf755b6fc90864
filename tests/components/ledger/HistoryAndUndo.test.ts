// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import HistoryList from '@/components/ledger/HistoryList.vue'
import UndoRedoBar from '@/components/ledger/UndoRedoBar.vue'
import type { Entry } from '@/domain/ledger/types'
import { mountWithApp } from '../../helpers/mount'

function entry(seq: number, isUndone: boolean, isSetup = false): Entry {
  return { id: `e${seq}`, gameId: 'g', seq, ts: 0, kind: 'payment', postings: [], isUndone, isSetup }
}

describe('history list', () => {
  it('strikes through undone entries and labels them, newest first as given', async () => {
    const w = await mountWithApp(HistoryList, {
      props: {
        entries: [entry(3, true), entry(2, false), entry(1, false, true)],
        describe: (e: Entry) => `entry ${e.seq}`,
        time: () => '12:00',
      },
    })
    const items = w.findAll('li')
    expect(items.map((i) => i.attributes('data-seq'))).toEqual(['3', '2', '1'])
    expect(items[0]!.find('s').text()).toBe('entry 3')
    expect(items[0]!.text()).toContain('undone')
    expect(items[1]!.find('s').exists()).toBe(false)
    expect(items[2]!.text()).toContain('setup')
  })
  it('says when there is nothing yet', async () => {
    const w = await mountWithApp(HistoryList, { props: { entries: [], describe: () => '', time: () => '' } })
    expect(w.text()).toContain('No actions yet.')
  })
})

describe('undo and redo buttons', () => {
  it('are enabled only when there is something to undo or redo', async () => {
    const w = await mountWithApp(UndoRedoBar, { props: { canUndo: true, canRedo: false } })
    const [undo, redo] = w.findAll('button')
    expect(undo!.attributes('disabled')).toBeUndefined()
    expect(redo!.attributes('disabled')).toBeDefined()
    await undo!.trigger('click')
    expect(w.emitted('undo')).toHaveLength(1)
    await w.setProps({ canUndo: false, canRedo: true })
    expect(undo!.attributes('disabled')).toBeDefined()
    expect(redo!.attributes('disabled')).toBeUndefined()
    await w.setProps({ busy: true })
    expect(redo!.attributes('disabled')).toBeDefined()
  })
})
