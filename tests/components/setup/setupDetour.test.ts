// @vitest-environment happy-dom
// vitest: own worker (the new-game form kept in the tab's sessionStorage, read when the store loads)
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { defineComponent, h } from 'vue'
import { RouterView, createMemoryHistory, createRouter } from 'vue-router'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { routes } from '@/modules/router'
import { SETUP_KEY, keptForm, useSetupStore } from '@/stores/setup'
import { getDb } from '@/db'
import { mountWithApp } from '../../helpers/mount'
import { useFreshDb } from '../discretion/helpers'

const Host = defineComponent({ setup: () => () => h(RouterView) })

async function app() {
  const router = createRouter({ history: createMemoryHistory(), routes })
  await router.push({ name: 'new', query: { type: 'discretion' } })
  await router.isReady()
  const w = await mountWithApp(Host, { global: { plugins: [router] } })
  return { w, router }
}
const playerInputs = (w: VueWrapper) => w.findAll('input[aria-label^="Name of player"]')
async function formReady(w: VueWrapper) {
  await vi.waitFor(() => expect(playerInputs(w).length).toBeGreaterThan(0), { timeout: 5000 })
}
async function editorReady(w: VueWrapper) {
  await vi.waitFor(() => expect(w.find('.board-editor[aria-busy="false"]').exists()).toBe(true), { timeout: 5000 })
}

beforeEach(() => sessionStorage.clear())

describe('new game form: the detour to the board editor and back', () => {
  useFreshDb()

  it('the player names, the game name and the options typed on the form survive the editor (kept in the setup store)', async () => {
    const { w, router } = await app()
    await formReady(w)
    expect(playerInputs(w)).toHaveLength(3)
    await playerInputs(w)[0]!.setValue('Anna')
    await playerInputs(w)[1]!.setValue('Ben')
    await playerInputs(w)[2]!.setValue('Cem')
    await w.get('#game-name').setValue('Friday')
    const perType = () =>
      w.findAll('input[type="radio"]').find((r) => (r.element as HTMLInputElement).value === 'perType')
    await vi.waitFor(() => expect(perType()).toBeTruthy(), { timeout: 5000 })
    await perType()!.setValue(true)

    // to the editor ("Enter a board") and back ("Back"), both links of the screens
    await w
      .findAll('a')
      .find((a) => a.text().includes('Enter a board'))!
      .trigger('click')
    await vi.waitFor(() => expect(router.currentRoute.value.name).toBe('board'))
    await editorReady(w)
    expect(playerInputs(w)).toHaveLength(0)
    await w
      .findAll('a')
      .find((a) => a.text().includes('Back'))!
      .trigger('click')
    await vi.waitFor(() => expect(router.currentRoute.value.name).toBe('new'))
    await formReady(w)

    expect(playerInputs(w).map((i) => (i.element as HTMLInputElement).value)).toEqual(['Anna', 'Ben', 'Cem'])
    expect((w.get('#game-name').element as HTMLInputElement).value).toBe('Friday')
    await vi.waitFor(() => expect(perType()).toBeTruthy(), { timeout: 5000 })
    expect((perType()!.element as HTMLInputElement).checked).toBe(true)
  })

  it('leaving the editor with unsaved work asks first: stay keeps the editor, leave goes (the draft stays on the device)', async () => {
    const { w, router } = await app()
    await formReady(w)
    await router.push({ name: 'board' })
    await editorReady(w)
    await w
      .findAll('button')
      .find((b) => b.text() === 'Copy the demo board')!
      .trigger('click')

    void router.push({ name: 'new', query: { type: 'discretion' } })
    await vi.waitFor(() => expect(w.text()).toContain('The board is not saved yet'))
    await w
      .findAll('button')
      .find((b) => b.text() === 'Cancel')!
      .trigger('click')
    await flushPromises()
    expect(router.currentRoute.value.name).toBe('board')
    expect(w.text()).not.toContain('The board is not saved yet')

    void router.push({ name: 'new', query: { type: 'discretion' } })
    await vi.waitFor(() => expect(w.text()).toContain('The board is not saved yet'))
    await w
      .findAll('button')
      .find((b) => b.text() === 'Leave the editor')!
      .trigger('click')
    await vi.waitFor(() => expect(router.currentRoute.value.name).toBe('new'))
    // the draft was written before leaving
    expect((await getDb().boards.get('draft:new'))?.name).toBe('My board')
  })

  it('a form whose game was started is empty the next time', async () => {
    const { w, router } = await app()
    await formReady(w)
    for (const [i, n] of ['Anna', 'Ben', 'Cem'].entries()) await playerInputs(w)[i]!.setValue(n)
    await w.get('form').trigger('submit')
    await vi.waitFor(() => expect(router.currentRoute.value.name).toBe('game'), { timeout: 5000 })
    await router.push({ name: 'new', query: { type: 'discretion' } })
    await formReady(w)
    expect(playerInputs(w).map((i) => (i.element as HTMLInputElement).value)).toEqual(['', '', ''])
  })
})

describe('setup store: the form kept in this tab (sessionStorage), so that a reload keeps it too', () => {
  it('a new store (a reload) reads the form as it was left; a started game (reset) leaves nothing', async () => {
    setActivePinia(createPinia())
    const a = useSetupStore()
    a.type = 'discretion'
    a.players = [
      { name: 'Anna', color: '#e69f00' },
      { name: 'Ben', color: '#56b4e9' },
    ]
    a.discretionBoard = 'b1'
    await flushPromises()
    setActivePinia(createPinia())
    const b = useSetupStore()
    expect({ type: b.type, players: b.players, board: b.discretionBoard }).toEqual({
      type: 'discretion',
      players: a.players,
      board: 'b1',
    })
    b.reset()
    await flushPromises()
    expect(sessionStorage.getItem(SETUP_KEY)).toBeNull()
  })

  it('a kept entry that is not a form is ignored, odd fields are cut back to what the form allows', () => {
    expect(keptForm('{ nope')).toBeNull()
    expect(keptForm('[1]')).toBeNull()
    expect(
      keptForm(JSON.stringify({ type: 'chess', players: [{ name: 'x'.repeat(50), color: 'red' }, 5], currency: 7 })),
    ).toEqual({
      type: null,
      name: '',
      currency: '€',
      players: [{ name: 'x'.repeat(40), color: '#888888' }],
      options: {},
      discretionBoard: null,
    })
  })
})
