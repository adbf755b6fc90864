// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { mount } from '@vue/test-utils'
import { openFreePlayGame } from '../helpers/game'
import { testI18n } from '../helpers/i18n'
import { allEntries, getDb } from '@/db'
import { useFormat } from '@/composables/useFormat'
import { useSheetPresence, useSnackbar } from '@/composables/useSnackbar'
import { useGameActions } from '@/composables/useGameActions'

/** A game screen's actions over a fresh free-play game (Anna 1,500 €, Ben 1,500 €), optionally with a sheet open. */
async function setup(sheet: boolean) {
  const { pinia, store, id } = await openFreePlayGame()
  let api!: ReturnType<typeof useGameActions>
  let snack!: ReturnType<typeof useSnackbar>
  const Screen = defineComponent({
    setup() {
      const fmt = useFormat(() => store.config)
      snack = useSnackbar()
      api = useGameActions(fmt, snack)
      // counted as an open sheet (a modal dialog) while mounted
      if (sheet) useSheetPresence()
      return () => h('div')
    },
  })
  const wrapper = mount(Screen, { global: { plugins: [pinia, testI18n('en')] } })
  return { store, id, api, snack: () => snack.current.value, wrapper }
}

describe('useGameActions: what the banker taps is stored once and said in the snackbar', () => {
  it('an action is named with its Undo; undo and redo say what they did', async () => {
    const { store, api, snack, wrapper } = await setup(false)
    const e = await api.run({ type: 'salary', player: 'p1' })
    expect(store.state?.balances.p1).toBe(1700)
    expect(snack()).toMatchObject({ undoSeq: e.seq, isError: false })
    await api.undo()
    expect(store.state?.balances.p1).toBe(1500)
    expect(snack()?.text).toMatch(/Undone/i)
    await api.redo()
    expect(store.state?.balances.p1).toBe(1700)
    expect(snack()).toMatchObject({ undoSeq: e.seq, isError: false })
    wrapper.unmount()
  })

  it('a refusal shows in the snackbar when no sheet is open, and the action rejects', async () => {
    const { api, snack, wrapper } = await setup(false)
    await expect(api.run({ type: 'pay', from: 'p1', to: 'p2', amount: 9000 })).rejects.toThrow()
    expect(snack()).toMatchObject({ isError: true })
    wrapper.unmount()
  })

  it('in an open sheet: two confirms at once store one entry, and a refusal stays out of the snackbar', async () => {
    const { api, snack, id, wrapper } = await setup(true)
    const before = (await allEntries(getDb(), id)).length
    const [a, b] = await Promise.all([
      api.run({ type: 'pay', from: 'p1', to: 'p2', amount: 10 }),
      api.run({ type: 'pay', from: 'p1', to: 'p2', amount: 10 }),
    ])
    expect(a.seq).toBe(b.seq)
    expect((await allEntries(getDb(), id)).length).toBe(before + 1)
    const shown = snack()
    await expect(api.run({ type: 'pay', from: 'p1', to: 'p2', amount: 9000 })).rejects.toThrow()
    expect(snack()).toBe(shown)
    wrapper.unmount()
  })
})
