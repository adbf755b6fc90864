import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { loadCoreMessages, makeI18n } from './modules/i18n'
import { makeRouter } from './modules/router'
import { registerPwa, requestPersistence } from './modules/pwa'
import { primeGameList } from './db/quickList'
import { useSettingsStore } from './stores/settings'
import { useGamesStore, useQuickList } from './stores/games'
import './styles.css'

// the start screen's list is read (without Dexie) while the app mounts
if (location.pathname === '/') primeGameList()
useQuickList()

const pinia = createPinia()
const settings = useSettingsStore(pinia)
// only the active language's core messages: the other loads on switching
const core = loadCoreMessages(settings.locale)
const router = makeRouter()

const app = createApp(App)
app.use(pinia)
app.use(makeI18n(settings.locale, { [settings.locale]: await core }))
// every screen but the start screen reads or writes through Dexie: it follows the database's lost state there
const games = useGamesStore(pinia)
router.afterEach((to) => {
  if (to.name !== 'home') void games.followDb()
  // the game screen's History link: its screen's code ready before the tap (an idle moment after the game shows)
  if (to.name === 'game') afterLoad(() => preloadView(`${to.path.replace(/\/$/, '')}/history`))
})
app.use(router)
app.mount('#app')

// after the start screen is up (load, then an idle moment): the service worker with its update
// prompt, and the persistence request with its notice; neither may delay the first screen
function afterLoad(f: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(f, { timeout: 2000 }) : setTimeout(f, 100))
  if (document.readyState === 'complete') idle()
  else addEventListener('load', idle, { once: true })
}
afterLoad(() => {
  void registerPwa()
  void requestPersistence().then((p) => {
    settings.persisted = p
  })
})

/** Loads the code of the screen at `path` (its route's lazy component), so that showing it waits for no download or parse. */
function preloadView(path: string): void {
  for (const record of router.resolve(path).matched) {
    const view = record.components?.default
    if (typeof view === 'function') void (view as () => Promise<unknown>)().catch(() => undefined)
  }
}
