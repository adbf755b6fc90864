// Imported by the service worker (vite.config.ts: workbox.importScripts). The hashed assets under
// /assets/ are served straight from the precache by the browser (the Service Worker Static Routing
// API, Chromium 123+): no request waits for this worker to run its fetch handler. A miss (an asset
// not cached yet) goes to the network, as the precache route would. Browsers without the API keep
// the fetch handler for everything.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return
  const cacheName = `workbox-precache-v2-${self.registration.scope}`
  event.waitUntil(
    event.addRoutes([{ condition: { urlPattern: '/assets/*', requestMethod: 'GET' }, source: { cacheName } }]).catch(() => undefined),
  )
})
