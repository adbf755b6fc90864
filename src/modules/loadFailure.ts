import { shallowRef } from 'vue'
import type { Router } from 'vue-router'

/**
 * Code that did not load (issue 38): a screen's chunk or its CSS fetched after the server went away
 * during a first visit. The browser's own text ("Unable to preload CSS for http://…", "Failed to fetch
 * dynamically imported module …") never reaches the screen: the app shows its translated "could not
 * load — reload" instead (App.vue's banner, errorText's `errors.loadFailed`).
 */
const LOAD_FAILURE =
  /unable to preload css|failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|failed to load module script|loading (css )?chunk .* failed|chunkloaderror/i

/** True for an error of code or style that did not load. */
export function isLoadFailure(e: unknown): boolean {
  if (e === null || typeof e !== 'object') return typeof e === 'string' && LOAD_FAILURE.test(e)
  const { name, message } = e as { name?: unknown; message?: unknown }
  return (
    (typeof name === 'string' && /ChunkLoadError/.test(name)) ||
    (typeof message === 'string' && LOAD_FAILURE.test(message))
  )
}

/** True once some of the app's code could not load: every screen shows the reload message. */
export const loadFailed = shallowRef(false)

/**
 * Watches for code that does not load: a route's screen (the router's onError) and Vite's preload
 * of a chunk's CSS or imports (`vite:preloadError`).
 */
export function watchLoadFailures(
  router: Pick<Router, 'onError'>,
  target: Pick<Window, 'addEventListener'> = window,
): void {
  router.onError((e: unknown) => {
    if (isLoadFailure(e)) loadFailed.value = true
  })
  // not prevented: the import still rejects, so whoever awaits it (a route, the app's start) fails as it should
  target.addEventListener('vite:preloadError', () => {
    loadFailed.value = true
  })
}
