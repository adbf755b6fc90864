import { ref } from 'vue'
import type { DiscretionAction } from '@/domain/games/discretion/types'
import type { Run } from './useDiscretion'

/**
 * Runs one action through the panel's `run` (the store stores it and shows the snackbar): clears
 * `error` first and keeps a refusal there as text. Resolves true when the action was stored.
 */
export function useRunAction(run: Run, errorText: (e: unknown) => string) {
  const error = ref<string | null>(null)
  async function runAction(action: DiscretionAction): Promise<boolean> {
    error.value = null
    try {
      await run(action)
      return true
    } catch (e) {
      error.value = errorText(e)
      return false
    }
  }
  return { error, runAction }
}
