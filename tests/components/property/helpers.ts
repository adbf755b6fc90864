import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { defineComponent, h } from 'vue'
import { vi } from 'vitest'
import PropertyPanel from '@/components/games/property/PropertyPanel.vue'
import { useFormat } from '@/composables/useFormat'
import { dktModule } from '@/domain/games/dkt/module'
import { monopolyDeModule } from '@/domain/games/monopolyDe/module'
import type { PropertyAction } from '@/domain/games/property/engine'
import type { Json } from '@/domain/ledger/types'
import { useGameStore } from '@/stores/game'
import { useGamesStore } from '@/stores/games'
import { mountWithApp } from '../../helpers/mount'
import { freshDb } from '../../helpers/db'

/** The panel as GameView mounts it: run() dispatches through the store; errors reject. */
const Host = defineComponent({
  setup() {
    const store = useGameStore()
    const fmt = useFormat(() => store.config)
    const run = (action: PropertyAction) => store.dispatch(action)
    return () => (store.state && store.config ? h(PropertyPanel, { run, fmt }) : null)
  },
})

/** Mounts the property panel on a fresh fake-indexeddb game of three players (Anna, Ben, Cem). */
export async function mountPanel(
  type: 'dkt' | 'monopolyDe' = 'dkt',
  options: { [k: string]: Json } = {},
  locale: 'en' | 'de' = 'en',
) {
  freshDb()
  const w = await mountWithApp(Host, {}, locale)
  const games = useGamesStore()
  const config = (type === 'dkt' ? dktModule : monopolyDeModule).parseConfig({
    players: ['Anna', 'Ben', 'Cem'].map((name, i) => ({
      id: `p${i + 1}`,
      name,
      color: ['#c00', '#0a0', '#00c'][i] as string,
    })),
    options,
  })
  const g = await games.create('Test', config)
  const store = useGameStore()
  await store.open(g.id)
  await flushPromises()
  return { w, store, ids: { Anna: 'p1', Ben: 'p2', Cem: 'p3' } }
}

/** A button's name from its text, without what is hidden from assistive technology (colour marks, initials). */
function visibleName(el: Element): string {
  const copy = el.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return (copy.textContent ?? '').trim()
}

/**
 * The button whose accessible name (aria-label, else its text) is `name` (string: exact; RegExp: match),
 * inside the open sheet when there is one (a sheet is modal: the board's cards behind it are not tapped).
 */
export async function button(w: VueWrapper, name: string | RegExp) {
  let found: ReturnType<VueWrapper['findAll']>[number] | undefined
  await vi.waitFor(
    () => {
      const dialog = w.find('[role="dialog"]')
      found = (dialog.exists() ? dialog : w).findAll('button').find((b) => {
        const n = b.attributes('aria-label') ?? visibleName(b.element)
        return typeof name === 'string' ? n === name : name.test(n)
      })
      if (!found) throw new Error(`no button ${String(name)}`)
    },
    { timeout: 10000 },
  )
  return found!
}

/** Clicks the named button and waits for the store and the async sheets. */
export async function tap(w: VueWrapper, name: string | RegExp) {
  await (await button(w, name)).trigger('click')
  await settle()
}

/** Texts of the alerts shown now. */
export function alerts(w: VueWrapper): string[] {
  return w.findAll('[role="alert"]').map((a) => a.text())
}

/** Waits until the store has committed (fake-indexeddb is asynchronous) and the DOM is updated. */
export async function settle() {
  await flushPromises()
  await vi.waitFor(
    () => {
      if (useGameStore().busy) throw new Error('store busy')
    },
    { timeout: 10000 },
  )
  await flushPromises()
}
