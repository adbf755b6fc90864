// Main-thread work until the start screen is interactive: a cold load (new context, no service
// worker, empty storage) of the start page; once its heading shows and the main thread has had an
// idle period, Chromium's own count of main-thread task time (CDP Performance.getMetrics
// TaskDuration) is read. Median of 3, beside the floor app's page measured the same way.
import type { Browser } from '@playwright/test'
import { BASE, FLOOR } from './serve'
import { figure, ms, percentile } from './util'

async function mainThreadMs(browser: Browser, url: string, ready: string): Promise<number> {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', serviceWorkers: 'block' })
  try {
    const page = await ctx.newPage()
    const cdp = await ctx.newCDPSession(page)
    await cdp.send('Performance.enable')
    await page.goto(url)
    await page.locator(ready).first().waitFor()
    // interactive: the main thread went idle after the screen showed
    await page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => r(), { timeout: 2000 })))
    const { metrics } = await cdp.send('Performance.getMetrics')
    return 1000 * (metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN)
  } finally {
    await ctx.close()
  }
}

export async function startupFigures(browser: Browser): Promise<void> {
  const app: number[] = []
  const floor: number[] = []
  for (let i = 0; i < 3; i++) {
    app.push(await mainThreadMs(browser, `${BASE}/`, 'h1'))
    floor.push(await mainThreadMs(browser, `${FLOOR}/`, '[data-testid="balance"]'))
  }
  figure('main-thread work until the start screen is interactive (cold load; CDP TaskDuration), median of 3', ms(percentile(app, 50)), ms(percentile(floor, 50)), '≤ 230 ms (the peer)')
}
