import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { makeI18n } from './modules/i18n'
import { makeRouter } from './modules/router'
import { registerPwa, requestPersistence } from './modules/pwa'
import { useSettingsStore } from './stores/settings'
import './styles.css'

const app = createApp(App)
const pinia = createPinia()
app.use(pinia)
const settings = useSettingsStore(pinia)
app.use(makeI18n(settings.locale))
app.use(makeRouter())
app.mount('#app')

void registerPwa()
void requestPersistence().then((p) => {
  settings.persisted = p
})
