// The app: Vue, the router, the stores and the start screen, loaded by the entry (main.ts) beside
// the first screen's reads and code, which boot.ts has started by then.
import { core as bootCore } from './boot'
import { createApp, watch } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { loadCoreMessages, makeI18n } from './modules/i18n'
import type { Router } from 'vue-router'
import { makeRouter } from './modules/router'
import { watchLoadFailures } from './modules/loadFailure'
import { registerPwa, requestPersistence } from './modules/pwa'
import { useSettingsStore } from './stores/settings'
import { useGamesStore, useQuickList } from './stores/games'
import { afterPaint } from './composables/afterPaint'

/**
 * Ends the current task: the start runs as several short tasks (the module, the router, the
 * messages and navigation, the first render) instead of one long one that holds off input and
 * paint — a phone at a quarter of this machine's speed turned the one task into 150–250 ms.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}

useQuickList()

const pinia = createPinia()
const settings = useSettingsStore(pinia)
// only the active language's core messages (boot.ts started loading them): the other loads on switching
const core = bootCore.locale === settings.locale ? bootCore.messages : loadCoreMessages(settings.locale)
/** The app mounted (rejected: its code or its texts did not load; main.ts then says so on the splash). */
export const started = start()

/**
 * The app, started without a top-level await: a screen's chunk that imports from this one must
 * not wait for the first route to resolve (that route's chunk is one of them: it would wait for ever).
 */
async function start(): Promise<Router> {
  await nextTask()
  const router = makeRouter()
  // a screen's code that did not load is said in words, never as the browser's text
  watchLoadFailures(router)
  const app = createApp(App)
  app.use(pinia)
  // every screen but the start screen reads or writes through Dexie: it follows the database's lost state there
  const games = useGamesStore(pinia)
  router.afterEach((to) => {
    if (to.name !== 'home') void games.followDb()
    // the game screen's History link: its screen's code ready before the tap (an idle moment after the game shows)
    if (to.name === 'game') void firstScreenShown('game').then(() => afterLoad(() => preloadView(router, `${to.path.replace(/\/$/, '')}/history`)))
  })
  // the first navigation (the route's screen code) starts while the core messages load, not after them
  app.use(router)
  app.use(makeI18n(settings.locale, { [settings.locale]: await core }))
  // the first route resolved (its screen's code loaded) before the first render, in a task of its own;
  // a failed navigation still mounts (the screen shows what it can)
  await router.isReady().catch(() => undefined)
  await nextTask()
  app.mount('#app')
  return router
}

// after the first screen is up (load, its first paint, then an idle moment; on a game's address
// once its game shows): the service worker with its update prompt, and the persistence request
// with its notice; neither may delay the first screen or its largest text
function afterLoad(f: () => void): void {
  if (document.readyState === 'complete') afterPaint(f)
  else addEventListener('load', () => afterPaint(f), { once: true })
}

/**
 * Resolves when the first screen shows what it is for: the game screen its game or its error, the
 * start screen its games or its welcome (the stores' state, read through Pinia so that the game
 * store's code stays out of the start screen); other screens at once; after 10 s whatever happens.
 * The load event comes before those (a game's chunks and texts, the list's read), and work started
 * then (the service worker's registration and its requests) competes with them.
 */
function firstScreenShown(route: string | symbol | null | undefined): Promise<void> {
  const shown: Partial<Record<string, () => boolean>> = {
    game: () => {
      const s = pinia.state.value['game'] as { game?: unknown; error?: unknown } | undefined
      return Boolean(s?.game ?? s?.error)
    },
    home: () => {
      const s = pinia.state.value['games'] as { loaded?: boolean; loadError?: unknown } | undefined
      return Boolean(s?.loaded ?? s?.loadError)
    },
  }
  const test = typeof route === 'string' ? shown[route] : undefined
  if (!test) return Promise.resolve()
  return new Promise((resolve) => {
    let done = false
    const finish = () => {
      if (done) return
      done = true
      clearTimeout(timer)
      queueMicrotask(() => stop())
      resolve()
    }
    const timer = setTimeout(finish, 10_000)
    const stop = watch(test, (yes) => {
      if (yes) finish()
    }, { immediate: true })
  })
}

// a start that failed registers nothing (main.ts says so on the splash)
started
  .then((r) => firstScreenShown(r.currentRoute.value.name))
  .then(() =>
    afterLoad(() => {
      void registerPwa()
      void requestPersistence().then((p) => {
        settings.persisted = p
      })
    }),
  )
  .catch(() => undefined)

/** Loads the code of the screen at `path` (its route's lazy component), so that showing it waits for no download or parse. */
function preloadView(router: Router, path: string): void {
  for (const record of router.resolve(path).matched) {
    const view = record.components?.default
    if (typeof view === 'function') void (view as () => Promise<unknown>)().catch(() => undefined)
  }
}
