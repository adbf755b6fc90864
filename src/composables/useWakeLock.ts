import { onBeforeUnmount, onMounted, ref } from 'vue'

interface WakeLockSentinelLike {
  release(): Promise<void>
  addEventListener(type: 'release', cb: () => void): void
}

/**
 * Keeps the screen on while a game is open (Screen Wake Lock API), and takes the lock again when
 * the tab becomes visible (the browser releases it when the tab is hidden).
 */
export function useWakeLock() {
  const isActive = ref(false)
  let sentinel: WakeLockSentinelLike | null = null

  async function acquire() {
    const wl = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> } })
      .wakeLock
    if (!wl || document.visibilityState !== 'visible') return
    try {
      sentinel = await wl.request('screen')
      isActive.value = true
      sentinel.addEventListener('release', () => {
        isActive.value = false
      })
    } catch {
      // refused (battery saver, no user gesture yet): the game works without it
      isActive.value = false
    }
  }
  function onVisibility() {
    if (document.visibilityState === 'visible' && !isActive.value) void acquire()
  }
  onMounted(() => {
    void acquire()
    document.addEventListener('visibilitychange', onVisibility)
  })
  onBeforeUnmount(() => {
    document.removeEventListener('visibilitychange', onVisibility)
    void sentinel?.release().catch(() => undefined)
    sentinel = null
  })
  return { isActive }
}

/** A short vibration on confirm where the device supports it (and the user did not ask for reduced motion). */
export function haptic(pattern: number | number[] = 15): void {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
  try {
    navigator.vibrate(pattern)
  } catch {
    /* not allowed: ignore */
  }
}
