import { ref, watch, type WatchSource } from 'vue'
import type { PropertyAction } from '@/domain/games/property/engine'
import type { Fmt, Run } from './useProperty'

/**
 * Confirming a sheet: runs the action (the store stores it and shows the snackbar), closes the
 * sheet once it is stored (when `close` is given), and keeps a refusal inline in the sheet until
 * one of `resetOn` changes (a new player picked). Resolves true when the action was stored.
 */
export function useSheetAction(props: { run: Run; fmt: Fmt }, close?: () => void, resetOn: WatchSource[] = []) {
  const error = ref<string | null>(null)
  if (resetOn.length) watch(resetOn, () => (error.value = null))
  async function submit(action: PropertyAction | null | undefined): Promise<boolean> {
    if (!action) return false
    error.value = null
    try {
      await props.run(action)
      close?.()
      return true
    } catch (e) {
      error.value = props.fmt.errorText(e)
      return false
    }
  }
  return { error, submit }
}
