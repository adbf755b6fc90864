// The app: Vue, the router, the stores and the start screen, loaded by the entry (main.ts) beside
// the first screen's reads and code, which boot.ts has started by then.
import { core as bootCore } from './boot'
import { createApp, watch } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { loadCoreMessages, makeI18n } from './modules/i18n'
import type { Router } from 'vue-router'
import { makeRouter } from './modules/router'
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
const started = start()

/**
 * The app, started without a top-level await: a screen's chunk that imports from this one must
 * not wait for the first route to resolve (that route's chunk is one of them: it would wait for ever).
 */
async function start(): Promise<Router> {
  await nextTask()
  const router = makeRouter()
  const app = createApp(App)
  app.use(pinia)
  // every screen but the start screen reads or writes through Dexie: it follows the database's lost state there
  const games = useGamesStore(pinia)
  router.afterEach((to) => {
    if (to.name !== 'home') void games.followDb()
    // the game screen's History link: its screen's code ready before the tap (an idle moment after the game shows)
    if (to.name === 'game') void gameShown().then(() => afterLoad(() => preloadView(router, `${to.path.replace(/\/$/, '')}/history`)))
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
 * Resolves when the game screen shows its game or its error (the game store's state, read through
 * Pinia so that the store's code stays out of the start screen), or after 10 s whatever happens:
 * the load event comes before a game's chunks and texts, and work started then competes with them.
 */
function gameShown(): Promise<void> {
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
    const stop = watch(
      () => {
        const s = pinia.state.value['game'] as { game?: unknown; error?: unknown } | undefined
        return Boolean(s?.game ?? s?.error)
      },
      (shown) => {
        if (shown) finish()
      },
      { immediate: true },
    )
  })
}

void started.then((r) => (r.currentRoute.value.name === 'game' ? gameShown() : undefined)).then(() =>
  afterLoad(() => {
    void registerPwa()
    void requestPersistence().then((p) => {
      settings.persisted = p
    })
  }),
)

/** Loads the code of the screen at `path` (its route's lazy component), so that showing it waits for no download or parse. */
function preloadView(router: Router, path: string): void {
  for (const record of router.resolve(path).matched) {
    const view = record.components?.default
    if (typeof view === 'function') void (view as () => Promise<unknown>)().catch(() => undefined)
  }
}
