import { defineAsyncComponent, type Component } from 'vue'
import type { GameType } from '@/domain/games/types'

/** What the app shows of one game type: its panel on the game screen and its setup options. */
export interface GameUi {
  /** Rents, buildings, cards, scoring … below the balances; null when the core screen is all. */
  panel: Component | null
  /** The type's own setup options on the new-game form. */
  options: Component
}

// The one UI table: a game type → its components, each loaded with the first screen that needs it.
export const GAME_UI: { [T in GameType]: GameUi } = {
  freePlay: {
    panel: null,
    options: defineAsyncComponent(() => import('@/components/setup/FreePlayOptions.vue')),
  },
  dkt: {
    panel: defineAsyncComponent(() => import('@/components/games/property/PropertyPanel.vue')),
    options: defineAsyncComponent(() => import('@/components/setup/PropertyOptions.vue').then((m) => m.forGame('dkt', m.default))),
  },
  monopolyDe: {
    panel: defineAsyncComponent(() => import('@/components/games/property/PropertyPanel.vue')),
    options: defineAsyncComponent(() => import('@/components/setup/PropertyOptions.vue').then((m) => m.forGame('monopolyDe', m.default))),
  },
  discretion: {
    panel: defineAsyncComponent(() => import('@/components/games/discretion/DiscretionPanel.vue')),
    options: defineAsyncComponent(() => import('@/components/setup/DiscretionOptions.vue')),
  },
  gmbh: {
    panel: defineAsyncComponent(() => import('@/components/games/gmbh/GmbhPanel.vue')),
    options: defineAsyncComponent(() => import('@/components/setup/GmbhOptions.vue')),
  },
}
