import { ref, watch } from 'vue'
import { useGameStore } from '@/stores/game'
import { anyModule } from '@/domain/games'
import { ensureMessages, getI18n } from '@/modules/i18n'

/**
 * For the screens of one game (history, statement, charts): opens the game in the store unless
 * it is open already, loads the texts of its game type and of `modules`, then sets `ready`.
 */
export function useOpenGame(id: () => string, modules: string[] = [], onReady?: () => Promise<void> | void) {
  const store = useGameStore()
  const ready = ref(false)
  watch(
    id,
    async (gameId) => {
      ready.value = false
      const i18n = getI18n()
      if (store.game?.id !== gameId) await store.open(gameId)
      const needed = [...modules, store.game ? anyModule(store.game.type).messages : null].filter(
        (m): m is string => m !== null,
      )
      if (i18n) await Promise.all(needed.map((m) => ensureMessages(i18n, m)))
      ready.value = true
      await onReady?.()
    },
    { immediate: true },
  )
  return { store, ready }
}
