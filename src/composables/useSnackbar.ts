import { onBeforeUnmount, ref } from 'vue'

/** A short-lived message after each action (with an optional Undo); errors stay until closed or replaced. */
export function useSnackbar(durationMs = 5000) {
  const message = ref<string | null>(null)
  const isError = ref(false)
  const canUndo = ref(false)
  /** The sequence number of the action the message names: its Undo undoes exactly that action. */
  const undoSeq = ref<number | null>(null)
  let timer: ReturnType<typeof setTimeout> | undefined

  function show(text: string, opts: { error?: boolean; undo?: number } = {}) {
    message.value = text
    isError.value = opts.error ?? false
    canUndo.value = opts.undo !== undefined
    undoSeq.value = opts.undo ?? null
    clearTimeout(timer)
    timer = setTimeout(hide, opts.error ? durationMs * 2 : durationMs)
  }
  function hide() {
    clearTimeout(timer)
    message.value = null
  }
  onBeforeUnmount(() => clearTimeout(timer))
  return { message, isError, canUndo, undoSeq, show, hide }
}
