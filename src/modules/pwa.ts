import { ref } from 'vue'

/** True when a new service worker is waiting: the app shows "new version available — reload". */
export const needRefresh = ref(false)
export const offlineReady = ref(false)
let updateSW: ((reload?: boolean) => Promise<void>) | undefined

/** Registers the service worker (production builds only) and wires the update prompt. */
export async function registerPwa(): Promise<void> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const { registerSW } = await import('virtual:pwa-register')
  updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      needRefresh.value = true
    },
    onOfflineReady() {
      offlineReady.value = true
    },
  })
}

/** Activates the waiting service worker and reloads. Every action is already stored, so nothing is lost. */
export async function applyUpdate(): Promise<void> {
  needRefresh.value = false
  await updateSW?.(true)
}

/** Asks the browser to keep our storage (IndexedDB) persistent. */
export async function requestPersistence(): Promise<boolean> {
  try {
    if (navigator.storage?.persisted && (await navigator.storage.persisted())) return true
    return (await navigator.storage?.persist?.()) ?? false
  } catch {
    return false
  }
}
