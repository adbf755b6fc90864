import { afterEach, beforeEach, expect } from 'vitest'
import { defineComponent, h } from 'vue'
import type { VueWrapper } from '@vue/test-utils'
import { getDb, setDb } from '@/db'
import { useGameStore } from '@/stores/game'
import { useGamesStore } from '@/stores/games'
import { useFormat } from '@/composables/useFormat'
import { discretionConfig } from '@/domain/games/discretion/pack'
import type { DiscretionAction } from '@/domain/games/discretion/types'
import DiscretionPanel from '@/components/games/discretion/DiscretionPanel.vue'
import CardSheet from '@/components/games/discretion/CardSheet.vue'
import { freshDb } from '../../helpers/db'

/** Every test of the calling suite runs on a fresh fake-indexeddb database, closed afterwards. */
export function useFreshDb() {
  beforeEach(() => {
    freshDb()
  })
  afterEach(() => {
    getDb().close()
    setDb(undefined)
  })
}

/** Renders the panel (or one card sheet) of the open game, with run = dispatch through the store. */
export const Host = defineComponent({
  props: { card: { type: String, default: '' } },
  setup(props) {
    const store = useGameStore()
    const fmt = useFormat(() => store.config)
    const run = (a: DiscretionAction) => store.dispatch(a)
    return () =>
      store.state
        ? props.card
          ? h(CardSheet, { fmt, run, card: props.card, onClose: () => {}, onDone: () => {} })
          : h(DiscretionPanel, { fmt, run })
        : h('p', 'loading')
  },
})

/** Creates and opens a Discretion game of `players` (ids p1, p2, …) and dispatches `actions` in order. */
export async function startGame(actions: DiscretionAction[], players = ['Ann', 'Ben']) {
  const config = discretionConfig({
    players: players.map((name, i) => ({ id: `p${i + 1}`, name, color: ['#d32f2f', '#1976d2', '#388e3c'][i]! })),
    currency: '',
  })
  const g = await useGamesStore().create('Test', config)
  const store = useGameStore()
  await store.open(g.id)
  for (const a of actions) await store.dispatch(a)
  return store
}

/** The element matching `selector` whose text is exactly `text` (fails the test when there is none). */
export function byText(w: VueWrapper, selector: string, text: string) {
  const el = w.findAll(selector).find((x) => x.text() === text)
  expect(el, `${selector} "${text}"`).toBeTruthy()
  return el!
}
