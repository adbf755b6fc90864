import { onBeforeUnmount, ref } from 'vue'

/** A short-lived message after each action (with an optional Undo); errors stay until closed or replaced. */
export function useSnackbar(durationMs = 5000) {
  const message = ref<string | null>(null)
  const isError = ref(false)
  const canUndo = ref(false)
  let timer: ReturnType<typeof setTimeout> | undefined

  function show(text: string, opts: { error?: boolean; undo?: boolean } = {}) {
    message.value = text
    isError.value = opts.error ?? false
    canUndo.value = opts.undo ?? false
    clearTimeout(timer)
    timer = setTimeout(hide, opts.error ? durationMs * 2 : durationMs)
  }
  function hide() {
    clearTimeout(timer)
    message.value = null
  }
  onBeforeUnmount(() => clearTimeout(timer))
  return { message, isError, canUndo, show, hide }
}
