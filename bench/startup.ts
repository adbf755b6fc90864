// Main-thread work until the start screen is interactive (helper E's method): a cold load (new
// context, no service worker, browser cache off) traced with CDP; the renderer main thread's
// top-level tasks (nested RunTask removed) from navigation start until the screen's content shows
// (the start screen's game list or its empty notice; the floor app's balance), summed as thread
// CPU time (tdur: time the machine's other processes take is not counted) and as wall time.
// Median of 3, interleaved with the floor app measured the same way.
import type { Browser } from '@playwright/test'
import { BASE, FLOOR } from './serve'
import { figure, ms, percentile } from './util'

interface TraceEvent {
  name: string
  cat?: string
  ph?: string
  pid?: number
  tid?: number
  ts: number
  dur?: number
  tdur?: number
  args?: { data?: { documentLoaderURL?: string } }
}

async function mainThread(browser: Browser, base: string, ready: string): Promise<{ cpu: number; wall: number }> {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    serviceWorkers: 'block',
  })
  try {
    const page = await ctx.newPage()
    await page.addInitScript({
      content: `new MutationObserver(() => { if (!performance.getEntriesByName('bench-ready').length && document.querySelector(${JSON.stringify(ready)})) performance.mark('bench-ready') }).observe(document, { subtree: true, childList: true })`,
    })
    const cdp = await ctx.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.clearBrowserCache')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    const events: TraceEvent[] = []
    // the protocol types trace events as loose records: read them as the fields used here
    cdp.on('Tracing.dataCollected', (d) => events.push(...(JSON.parse(JSON.stringify(d.value)) as TraceEvent[])))
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r))
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading,toplevel',
      transferMode: 'ReportEvents',
    })
    await page.goto(`${base}/`)
    await page.locator(ready).first().waitFor()
    await page.waitForTimeout(500)
    await cdp.send('Tracing.end')
    await done
    const mark = events.find((e) => e.name === 'bench-ready' && e.cat?.includes('blink.user_timing'))
    if (!mark) throw new Error('startup: no ready mark in the trace')
    const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(base))
    const t0 = nav?.ts ?? Math.min(...events.filter((e) => e.pid === mark.pid && e.ts > 0).map((e) => e.ts))
    const tasks = events
      .filter(
        (e) =>
          e.pid === mark.pid &&
          e.tid === mark.tid &&
          e.ph === 'X' &&
          (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
          e.ts >= t0 - 1000 &&
          e.ts < mark.ts,
      )
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
    // top-level tasks only (RunTask nests in ThreadControllerImpl::RunTask)
    const top: TraceEvent[] = []
    for (const e of tasks) {
      const last = top.at(-1)
      if (!last || e.ts >= last.ts + (last.dur ?? 0)) top.push(e)
    }
    return {
      cpu: top.reduce((s, e) => s + (e.tdur ?? e.dur ?? 0), 0) / 1000,
      wall: top.reduce((s, e) => s + Math.min(e.dur ?? 0, mark.ts - e.ts), 0) / 1000,
    }
  } finally {
    await ctx.close()
  }
}

export async function startupFigures(browser: Browser): Promise<void> {
  const app: { cpu: number; wall: number }[] = []
  const floor: { cpu: number; wall: number }[] = []
  for (let i = 0; i < 3; i++) {
    app.push(await mainThread(browser, BASE, 'main .empty, main .game-card'))
    floor.push(await mainThread(browser, FLOOR, '[data-testid="balance"]'))
  }
  const cpu = (xs: { cpu: number }[]) =>
    percentile(
      xs.map((x) => x.cpu),
      50,
    )
  const wall = (xs: { wall: number }[]) =>
    percentile(
      xs.map((x) => x.wall),
      50,
    )
  figure(
    'main-thread work until the start screen shows its games (cold load, trace), median of 3: thread CPU (wall)',
    { v: cpu(app), text: `${ms(cpu(app)).text} (${ms(wall(app)).text})` },
    { v: cpu(floor), text: `${ms(cpu(floor)).text} (${ms(wall(floor)).text})` },
    '≤ 230 ms (the peer)',
  )
}
