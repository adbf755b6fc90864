// The floor app's service worker, registered by `npm run bench` in a context of its own (bench/browser.ts):
// the app's delivery with nothing of the app. On install it caches the page and the assets the page
// names, and serves /assets/* from that cache through a static route (the Service Worker Static
// Routing API, as public/sw-routes.js does for the app) and navigations from the cached page (as
// the app's Workbox navigateFallback does).
const CACHE = 'floor-v1'

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE)
      const page = await fetch('/')
      const html = await page.clone().text()
      await cache.put('/', page)
      await cache.addAll([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]))
      if (typeof event.addRoutes === 'function')
        await event.addRoutes([
          { condition: { urlPattern: '/assets/*', requestMethod: 'GET' }, source: { cacheName: CACHE } },
        ])
      await self.skipWaiting()
    })(),
  )
})
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.respondWith(caches.match('/').then((r) => r ?? fetch(event.request)))
})
