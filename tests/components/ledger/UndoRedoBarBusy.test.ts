// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { mount } from '@vue/test-utils'
import UndoRedoBar from '@/components/ledger/UndoRedoBar.vue'
import { useGameStore } from '@/stores/game'
import { openFreePlayGame } from '../../helpers/game'
import { testI18n } from '../../helpers/i18n'
import { until } from '../../stores/tableHelpers'

/** The bar as the game screen renders it: no `busy` prop, its taps go to the game store's undo and redo. */
const Bar = defineComponent(() => {
  const store = useGameStore()
  return () =>
    h(UndoRedoBar, {
      canUndo: store.canUndo,
      canRedo: store.canRedo,
      onUndo: () => void store.undo(),
      onRedo: () => void store.redo(),
    })
})

async function openGame() {
  const { pinia, store } = await openFreePlayGame()
  await store.dispatch({ type: 'salary', player: 'p1' })
  await store.dispatch({ type: 'salary', player: 'p2' })
  const w = mount(Bar, { global: { plugins: [pinia, testI18n('en')] }, attachTo: document.body })
  return { store, w, undo: () => w.get('button[aria-label="Undo"]'), redo: () => w.get('button[aria-label="Redo"]') }
}

describe('the undo bar while an action is committing', () => {
  it('a second undo tap while the first is being stored does nothing: one step undone, the bar disabled until it is', async () => {
    const { store, w, undo, redo } = await openGame()
    const live = store.head!.liveActions
    await undo().trigger('click')
    // the first undo is committing: the game store is busy and both buttons are disabled
    expect(store.busy).toBe(true)
    expect(undo().attributes('disabled')).toBeDefined()
    expect(redo().attributes('disabled')).toBeDefined()
    await undo().trigger('click')
    await until(() => !store.busy)
    await w.vm.$nextTick()
    expect(store.head!.liveActions).toBe(live - 1)
    expect(store.head!.redo).toHaveLength(1)
    expect(store.recent.filter((e) => e.isUndone).map((e) => e.kind)).toEqual(['salary'])
    // done: both enabled again (one more action to undo, one to redo)
    expect(undo().attributes('disabled')).toBeUndefined()
    expect(redo().attributes('disabled')).toBeUndefined()
    w.unmount()
  })
  it('a redo tap while an undo is being stored does nothing either', async () => {
    const { store, w, undo, redo } = await openGame()
    await undo().trigger('click')
    await undo().trigger('click')
    await until(() => !store.busy)
    await w.vm.$nextTick()
    await undo().trigger('click')
    await redo().trigger('click')
    await until(() => !store.busy)
    // two undone, nothing redone
    expect(store.head!.redo).toHaveLength(2)
    w.unmount()
  })
})
