import { ref, watch, type Ref } from 'vue'

/**
 * Runs `f` once the screen as it is now has been painted and the page is idle: the frame's
 * callback, a task after it (the paint), then an idle moment (at most `timeout` ms later). For
 * work the first screen does not need (the service worker, secondary controls' code), so that it
 * never delays the first paint or the largest text in it (issue 16).
 */
export function afterPaint(f: () => void, timeout = 2000): void {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => f(), { timeout }) : setTimeout(f, 50)
  if (typeof requestAnimationFrame !== 'function') return void setTimeout(f, 0)
  requestAnimationFrame(() => setTimeout(idle, 0))
}

/**
 * True once `shown` has become true, the screen with it has been painted and the page was idle
 * (afterPaint), or at most `timeout` ms after that paint: controls the user may reach for at once
 * wait for no more than that.
 */
export function usePainted(shown: () => boolean, timeout = 150): Ref<boolean> {
  const painted = ref(false)
  const stop = watch(
    shown,
    (yes) => {
      if (!yes) return
      queueMicrotask(() => stop())
      afterPaint(() => (painted.value = true), timeout)
    },
    { immediate: true, flush: 'post' },
  )
  return painted
}
