import { onBeforeUnmount, onMounted, provide, ref, type InjectionKey, type Ref } from 'vue'

/** The game screen's tablet layout (its own layout, not a stretched phone): from this width on. */
export const TABLET_QUERY = '(min-width: 1024px)'

/** What the game screen tells its panel about the layout: on a tablet the panel's turn actions go to the side column (#game-actions). */
export interface GameLayout {
  isWide: Readonly<Ref<boolean>>
  /** True on the game screen: ACTIONS_TARGET exists (a panel mounted on its own keeps its actions in place). */
  hasDock: boolean
}

/** provide/inject key of the game screen's layout (GameView provides it). */
export const GAME_LAYOUT: InjectionKey<GameLayout> = Symbol('gameLayout')

/** The layout a panel sees outside the game screen (tests, other hosts): phone-like, no dock. */
export const NO_DOCK: GameLayout = { isWide: ref(false), hasDock: false }

/** The element the panels teleport their quick actions into: the dock (bottom on a phone, side column on a tablet). */
export const ACTIONS_TARGET = '#game-actions'

/**
 * The game screen's side of GAME_LAYOUT: follows TABLET_QUERY and provides the layout to the
 * screen's panel.
 */
export function provideGameLayout(): { isWide: Readonly<Ref<boolean>> } {
  const isWide = ref(false)
  provide(GAME_LAYOUT, { isWide, hasDock: true })
  let media: MediaQueryList | null = null
  const onMedia = () => (isWide.value = media?.matches ?? false)
  onMounted(() => {
    media = window.matchMedia(TABLET_QUERY)
    onMedia()
    media.addEventListener('change', onMedia)
  })
  onBeforeUnmount(() => media?.removeEventListener('change', onMedia))
  return { isWide }
}
