// First visit: the start screen, the install manifest linked and valid, the service worker in
// control; a game played; the server stopped (offline for real); the reload comes from the service
// worker with the game's balances, and a new payment works.
import assert from 'node:assert/strict'
import { openBrowser, appOrigin, type Lang, type Size } from '../browsers'
import type { Engine } from '../drivers/tab'
import { until } from '../expect'
import { startPreview } from '../globalSetup'
import { see } from '../expect'
import { page } from '../locator'
import { App } from '../pages/App'
import { names } from '../pages/names'

const OFFLINE_PORT: Record<Engine, number> = { webkit: 1, firefox: 2, chromium: 3 }

export async function firstVisitOffline(engine: Engine, lang: Lang, size: Size) {
  const port = Number(process.env.ENGINES_PORT ?? 4185) + OFFLINE_PORT[engine] + (lang === 'de' ? 10 : 0)
  const server = await startPreview(port)
  const b = await openBrowser(engine, lang, size, appOrigin(port))
  try {
    const n = names[lang]
    const app = new App(b.tab, n)
    await app.home()
    // the install manifest: linked from the page, served, and what an installer needs
    const manifest = await b.tab.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
      if (!link) return null
      const m = (await (await fetch(link.href)).json()) as {
        name?: string
        short_name?: string
        display?: string
        start_url?: string
        icons?: { sizes: string; purpose?: string }[]
      }
      return {
        name: m.name,
        short: m.short_name,
        display: m.display,
        sizes: (m.icons ?? []).map((i) => `${i.sizes}${i.purpose ? ' ' + i.purpose : ''}`),
      }
    })
    assert.ok(manifest, 'a manifest is linked')
    assert.equal(manifest.display, 'standalone')
    assert.ok(manifest.name && manifest.short)
    assert.ok(
      manifest.sizes.some((s) => s.startsWith('192x192')) && manifest.sizes.some((s) => s.startsWith('512x512')),
      `icons: ${manifest.sizes}`,
    )
    // the service worker installed and in control of the page
    await until(
      b.tab,
      () => b.tab.evaluate(() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null)),
      (v) => v,
      'the service worker controls the page',
    )

    await app.newFreePlay('Offline', ['Anna', 'Ben', 'Cem'])
    await app.expectBalances({ Anna: 1500, Ben: 1500, Cem: 1500 })
    await app.pay('Anna', 'Ben', '100')
    await app.expectBalances({ Anna: 1400, Ben: 1600, Cem: 1500 })

    server.stop()
    await until(
      b.tab,
      () =>
        fetch(appOrigin(port)).then(
          () => 'up',
          () => 'down',
        ),
      (s) => s === 'down',
      'the server is down',
    )
    await b.tab.reload()
    await app.expectBalances({ Anna: 1400, Ben: 1600, Cem: 1500 })
    await app.pay('Cem', 'Anna', '50')
    await app.expectBalances({ Anna: 1450, Ben: 1600, Cem: 1450 })
    await b.tab.goto('/')
    await see(b.tab, page.role('link', n.resume('Offline')))
  } finally {
    server.stop()
    await b.quit()
  }
}
