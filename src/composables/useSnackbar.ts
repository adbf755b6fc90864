import { onBeforeUnmount, onMounted, readonly, ref, shallowRef, watch, type Ref } from 'vue'
import { getActivePinia } from 'pinia'
import { useSettingsStore } from '@/stores/settings'

/** How many sheets (BottomSheet) are open now: the snackbar waits while one is. */
const openSheets = ref(0)

/** Called by BottomSheet: counts the sheet as open while it is mounted. */
export function useSheetPresence(): void {
  onMounted(() => openSheets.value++)
  onBeforeUnmount(() => openSheets.value--)
}

/** The number of sheets (modal dialogs) open now. */
export const openSheetCount: Readonly<Ref<number>> = readonly(openSheets)

/** What the snackbar shows: the text, whether it is a refusal, and the action its Undo undoes (by sequence number). */
export interface SnackMessage {
  text: string
  isError: boolean
  /** The sequence number of the action the message names: its Undo undoes exactly that action. */
  undoSeq: number | null
}

/** The snackbar controller GameView hands to SnackBar (stable object: showing a message re-renders the snackbar only). */
export type Snackbar = ReturnType<typeof useSnackbar>

/**
 * A short-lived message after each action (with an optional Undo); errors stay twice as long.
 * While a sheet is open the message waits (it never covers a sheet or its buttons) and its time
 * starts when the last sheet closes; pointing at it or focusing it holds it. A confirmed action's
 * message (not a refusal) is also said aloud and/or chimed when Settings ask for it (useSpeech).
 */
export function useSnackbar(durationMs = 5000) {
  const current = shallowRef<SnackMessage | null>(null)
  const settings = getActivePinia() ? useSettingsStore() : null
  let timer: ReturnType<typeof setTimeout> | undefined
  /** True while the pointer or the focus is on the snackbar: its time stands still (WCAG 2.2.1). */
  let isHeld = false

  function startTimer() {
    clearTimeout(timer)
    timer = undefined
    const m = current.value
    if (!m || openSheets.value > 0 || isHeld) return
    // a refusal is read in full (issue 35): twice the time, and more for a long one (about 12 characters a second)
    timer = setTimeout(hide, m.isError ? Math.max(durationMs * 2, m.text.length * 80) : durationMs)
  }

  function show(text: string, opts: { error?: boolean; undo?: number } = {}) {
    current.value = { text, isError: opts.error ?? false, undoSeq: opts.undo ?? null }
    startTimer()
    // the table hears what the snackbar says ("Ben zahlt 550 Miete an Dora"); a refusal is read on screen
    // (the speech code loads only once a setting asks for it: it is not in the start screen's first load)
    if (!opts.error && settings && (settings.speak || settings.soundCue))
      void import('./useSpeech').then((m) => m.announce(text))
  }
  /** Holds the message while it is pointed at or focused; letting go gives it its whole time again. */
  function hold(held: boolean) {
    isHeld = held
    if (held) clearTimeout(timer)
    else startTimer()
  }
  function hide() {
    clearTimeout(timer)
    timer = undefined
    // the element goes with the message: no pointerleave will come
    isHeld = false
    current.value = null
  }
  // a sheet opening pauses the message; the last one closing shows it for its whole time
  const stop = watch(openSheets, (n) => (n > 0 ? clearTimeout(timer) : startTimer()))
  onBeforeUnmount(() => {
    stop()
    clearTimeout(timer)
  })
  return { current, show, hide, hold }
}
