// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import { commitAction, createGame, undo } from '@/db'
import { freePlay, freePlayConfig, type FreePlayAction } from '@/domain/games/freePlay'
import HistoryFilters from '@/components/history/HistoryFilters.vue'
import HistoryView from '@/views/HistoryView.vue'
import { routes } from '@/modules/router'
import { freshDb } from '../../helpers/db'
import { ensureAllMessages, makeI18n } from '@/modules/i18n'
import en from '@/locales/en/history.json5'

/**
 * Like mountWithApp, but ensureMessages loads a module once per page while each test makes a new
 * i18n: the history texts are merged into it before mounting.
 */
async function mountWithHistory(
  component: Parameters<typeof mount>[0],
  options: { props: Record<string, unknown>; plugins?: unknown[] },
) {
  const i18n = makeI18n('en')
  await ensureAllMessages(i18n)
  i18n.global.mergeLocaleMessage('en', en as never)
  return mount(component, {
    props: options.props,
    global: { plugins: [...((options.plugins ?? []) as never[]), createPinia(), i18n] },
  })
}

async function gameWithHistory() {
  const db = freshDb()
  const config = freePlayConfig({ players: ['Anna', 'Ben', 'Cem'], salary: 200 })
  const game = await createGame(db, {
    name: 'Friday',
    config,
    initial: freePlay.initialState(config),
    setup: freePlay.setupDrafts(config, Math.random),
    admitOptions: freePlay.admitOptions(config),
  })
  const act = (a: FreePlayAction) =>
    commitAction(db, game.id, (s) => freePlay.plan(s as never, a, config), freePlay.admitOptions(config))
  await act({ type: 'pay', from: 'Anna', to: 'Ben', amount: 200, note: 'Parkstraße rent' })
  await act({ type: 'salary', player: 'Cem' })
  await act({ type: 'pay', from: 'Ben', to: 'bank', amount: 50, note: 'tax' })
  await act({ type: 'pay', from: 'Cem', to: 'Anna', amount: 10 })
  await undo(db, game.id)
  return { db, game }
}

async function mountHistory(id: string) {
  const router = createRouter({ history: createMemoryHistory(), routes })
  await router.push({ name: 'history', params: { id } })
  const w = await mountWithHistory(HistoryView, { props: { id }, plugins: [router] })
  for (let i = 0; i < 20; i++) {
    await flushPromises()
    await new Promise((r) => setTimeout(r, 5))
  }
  return w
}
type HistoryWrapper = Awaited<ReturnType<typeof mountHistory>>
const shown = (w: HistoryWrapper) => w.findAll('li[data-seq]').map((li) => Number(li.attributes('data-seq')))
/** Sets a filter control (the player select, the kind select, or the search box) and lets the list follow. */
async function filter(w: HistoryWrapper, control: 'player' | 'kind' | 'search', value: string) {
  const el = control === 'search' ? w.find('input[type="search"]') : w.findAll('select')[control === 'player' ? 0 : 1]
  await el?.setValue(value)
  await flushPromises()
  await new Promise((r) => setTimeout(r, 10))
}

describe('history filters', () => {
  it('shows every entry newest first, undone ones struck through', async () => {
    const { game } = await gameWithHistory()
    const w = await mountHistory(game.id)
    expect(shown(w)).toEqual([7, 6, 5, 4, 3, 2, 1])
    expect(w.find('li[data-seq="7"] s').exists()).toBe(true)
    expect(w.text()).toContain('7 entries')
  })
  it('filters by player: only entries that touched the player', async () => {
    const { game } = await gameWithHistory()
    const w = await mountHistory(game.id)
    await filter(w, 'player', 'Ben')
    expect(shown(w)).toEqual([6, 4, 2])
    expect(w.text()).toContain('3 of 7 entries')
  })
  it('filters by kind and by bank', async () => {
    const { game } = await gameWithHistory()
    const w = await mountHistory(game.id)
    await filter(w, 'kind', 'salary')
    expect(shown(w)).toEqual([5])
    await filter(w, 'kind', '')
    await filter(w, 'player', 'bank')
    expect(shown(w)).toEqual([6, 5, 3, 2, 1])
  })
  it('searches notes and names, case-insensitively', async () => {
    const { game } = await gameWithHistory()
    const w = await mountHistory(game.id)
    await filter(w, 'search', 'PARKSTRASSE'.toLowerCase().replace('ss', 'ß'))
    expect(shown(w)).toEqual([4])
    await filter(w, 'search', 'cem')
    expect(shown(w)).toEqual([7, 5, 3])
    await filter(w, 'search', 'nobody')
    expect(shown(w)).toEqual([])
    expect(w.text()).toContain('No entry matches the filters.')
  })
  it('the filter controls have accessible names and emit the combined filter', async () => {
    const w = await mountWithHistory(HistoryFilters, {
      props: {
        modelValue: { account: null, kind: null, text: '' },
        accounts: [{ id: 'A', name: 'Anna' }],
        kinds: [{ id: 'payment', label: 'Payment' }],
      },
    })
    expect(w.findAll('label').map((l) => l.find('.field-label').text())).toEqual([
      'Player',
      'Kind',
      'Search the history',
    ])
    await w.findAll('select')[1]!.setValue('payment')
    expect(w.emitted('update:modelValue')?.[0]).toEqual([{ account: null, kind: 'payment', text: '' }])
  })
})
