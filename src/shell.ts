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
import { useGamesStore } from './stores/games'
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
 * Resolves when the first screen shows what it is for: its heading is in the page (a screen renders
 * it with its content, once its data and texts are there: the game screen with its game), or an
 * alert says why it cannot (a game that does not exist, storage refused); the start screen once its
 * list is read too; after 10 s whatever happens. The load event and the first idle moment come
 * before that (the page waits for a game's chunks, texts and read), and work started then (the
 * service worker's registration and its precache) would compete with them.
 */
function firstScreenShown(route: string | symbol | null | undefined): Promise<void> {
  const main = document.getElementById('main')
  const listRead = () => {
    const s = pinia.state.value['games'] as { loaded?: boolean; loadError?: unknown } | undefined
    return route !== 'home' || Boolean(s?.loaded ?? s?.loadError)
  }
  const test = () => Boolean(main?.querySelector('h1, [role=alert]')) && listRead()
  return new Promise((resolve) => {
    const finish = () => {
      observer.disconnect()
      clearTimeout(timer)
      stop()
      resolve()
    }
    const observer = new MutationObserver(() => test() && finish())
    const timer = setTimeout(finish, 10_000)
    const stop = watch(listRead, () => test() && finish())
    if (test()) return finish()
    if (main) observer.observe(main, { subtree: true, childList: true })
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
