import { defineAsyncComponent, type Component } from 'vue'
import type { GameType } from '@/domain/games/types'
import type { MessageModule } from '@/domain/games'
import { ensureMessages, getI18n } from '@/modules/i18n'

/**
 * A game's component that renders only once its texts are loaded: the component and the module's
 * messages load together, so no key ("discretion.setup.newBoard") flashes before its words.
 */
function withTexts<T>(messages: MessageModule, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const i18n = getI18n()
    const [component] = await Promise.all([load(), i18n ? ensureMessages(i18n, messages) : undefined])
    return component
  }
}

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
    panel: defineAsyncComponent(withTexts('property', () => import('@/components/games/property/PropertyPanel.vue'))),
    options: defineAsyncComponent(
      withTexts('property', () =>
        import('@/components/setup/PropertyOptions.vue').then((m) => m.forGame('dkt', m.default)),
      ),
    ),
  },
  monopolyDe: {
    panel: defineAsyncComponent(withTexts('property', () => import('@/components/games/property/PropertyPanel.vue'))),
    options: defineAsyncComponent(
      withTexts('property', () =>
        import('@/components/setup/PropertyOptions.vue').then((m) => m.forGame('monopolyDe', m.default)),
      ),
    ),
  },
  discretion: {
    panel: defineAsyncComponent(
      withTexts('discretion', () => import('@/components/games/discretion/DiscretionPanel.vue')),
    ),
    options: defineAsyncComponent(withTexts('discretion', () => import('@/components/setup/DiscretionOptions.vue'))),
  },
  gmbh: {
    panel: defineAsyncComponent(withTexts('gmbh', () => import('@/components/games/gmbh/GmbhPanel.vue'))),
    options: defineAsyncComponent(withTexts('gmbh', () => import('@/components/setup/GmbhOptions.vue'))),
  },
  scorePad: {
    panel: defineAsyncComponent(withTexts('scorePad', () => import('@/components/games/scorePad/ScorePadPanel.vue'))),
    options: defineAsyncComponent(withTexts('scorePad', () => import('@/components/setup/ScorePadOptions.vue'))),
  },
}
