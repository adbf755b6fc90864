// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { defineComponent, h } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { getDb, setDb, TischbankDb } from '@/db'
import { GAME_UI } from '@/components/games'
import { makeI18n } from '@/modules/i18n'
import { RAW } from '../../domain/export/words'

describe('a game’s setup options wait for their texts (issue 13 Words: no "discretion.setup.newBoard")', () => {
  beforeEach(() => setDb(new TischbankDb('test-' + Math.random(), { indexedDB: new IDBFactory(), IDBKeyRange })))
  afterEach(() => {
    getDb().close()
    setDb(undefined)
  })

  it('the Discretion options, mounted with only the core texts loaded, render in words once they appear', async () => {
    // the app's own i18n: core messages only, the game's module loads with its component
    const i18n = makeI18n('en')
    const Host = defineComponent(() => () => h(GAME_UI.discretion.options, { modelValue: {}, playerCount: 3 }))
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [
        { path: '/', component: Host },
        { path: '/boards', name: 'board', component: Host },
      ],
    })
    await router.push('/')
    const w = mount(Host, { global: { plugins: [createPinia(), i18n, router] }, attachTo: document.body })
    for (let i = 0; i < 200 && !w.text().includes('board'); i++) {
      await flushPromises()
      await new Promise((r) => setTimeout(r, 20))
    }
    expect(w.text()).toContain('Enter a board')
    // no message key in any element's own text (the texts of the elements run together in w.text())
    for (const el of w.findAll('*'))
      expect(
        el.element.childNodes.length
          ? [...el.element.childNodes]
              .filter((n) => n.nodeType === 3)
              .map((n) => n.textContent)
              .join('')
          : '',
      ).not.toMatch(RAW)
    w.unmount()
  })
})
