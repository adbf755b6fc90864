import { ref } from 'vue'
import type { Fmt, Run } from './useProperty'

/**
 * Confirming a sheet: runs the action (the store stores it and shows the snackbar), closes the
 * sheet once it is stored, and keeps a refusal inline in the sheet.
 */
export function useSheetAction(props: { run: Run; fmt: Fmt }, close: () => void) {
  const error = ref<string | null>(null)
  async function submit(action: Parameters<Run>[0] | null | undefined): Promise<void> {
    if (!action) return
    error.value = null
    try {
      await props.run(action)
      close()
    } catch (e) {
      error.value = props.fmt.errorText(e)
    }
  }
  return { error, submit }
}
