import { computed, type ComputedRef } from 'vue'
import { useGameStore } from '@/stores/game'
import type { ActionOf, ConfigOf, StateOf } from '@/domain/games'
import type { GameConfig, GameType } from '@/domain/games/types'
import type { Entry, Json, LedgerState } from '@/domain/ledger/types'

/** The open game as the store holds it, for any game type. */
interface OpenGame {
  type: GameType
  config: GameConfig
  state: LedgerState<Json>
}

/**
 * True when the open game is of `type`. Its config was produced by that type's `parseConfig`
 * (setup, duplicate and restore all pass through it) and its state is the fold of that type's
 * own entries, so the type's config and state types hold.
 */
function isGameOf<T extends GameType>(
  game: OpenGame,
  type: T,
): game is OpenGame & { type: T; config: ConfigOf<T>; state: StateOf<T> } {
  return game.type === type
}

/** The open game typed by its game type: config, state and a dispatch that takes only its actions. */
export interface TypedGame<T extends GameType> {
  config: ComputedRef<ConfigOf<T> | null>
  state: ComputedRef<StateOf<T> | null>
  dispatch: (action: ActionOf<T>) => Promise<Entry>
}

/** The open game, typed for a game type (null config/state while another type or nothing is open). */
export function useGame<T extends GameType>(type: T): TypedGame<T> {
  const store = useGameStore()
  const open = computed(() => {
    const g = store.game
    const s = store.state
    if (!g || !s) return null
    const game: OpenGame = { type: g.type, config: g.config, state: s }
    return isGameOf(game, type) ? game : null
  })
  return {
    config: computed(() => open.value?.config ?? null),
    state: computed(() => open.value?.state ?? null),
    dispatch: (action) => store.dispatch(action),
  }
}
