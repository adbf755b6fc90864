import { ref, type Ref } from 'vue'

/**
 * One confirm at a time: `attempt(fn)` runs `fn` unless a run is still under way (a second tap or
 * Enter while the first is saving does nothing: every confirm happens exactly once), keeps `busy`
 * while it runs and puts a refusal into `error` as translated text.
 */
export function useAttempt(formatError: (e: unknown) => string): {
  busy: Ref<boolean>
  error: Ref<string | null>
  attempt: <T>(fn: () => Promise<T>) => Promise<T | undefined>
} {
  const busy = ref(false)
  const error = ref<string | null>(null)
  async function attempt<T>(fn: () => Promise<T>): Promise<T | undefined> {
    if (busy.value) return undefined
    busy.value = true
    error.value = null
    try {
      return await fn()
    } catch (e) {
      error.value = formatError(e)
      return undefined
    } finally {
      busy.value = false
    }
  }
  return { busy, error, attempt }
}
