// Issue 34: a cold first visit → the start screen's main text, the app beside monopoly-money's
// client (github.com/brentvollebregt/monopoly-money, packages/client) in the same run. bench/ holds
// no copy of it: it is built in a scratch folder (docs/performance.md says how) and its build dir
// given in BENCH_PEER_DIST; without one the part is skipped with a note.
import { spawn, execSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { ARGS, BASE, DIST, PORT, executablePath } from './serve'
import { figure, ms, percentile } from './util'

/** The peer's build dir (its index.html and assets). */
const PEER_DIST = process.env.BENCH_PEER_DIST ?? '/work/scratch/monopoly-money/build'
const PEER_PORT = Number(process.env.BENCH_PEER_PORT ?? PORT + 2)
const PEER = `http://127.0.0.1:${PEER_PORT}`
/** The start screen's main text: the app's list or its empty notice (as bench/startup.ts); the peer's lead line (its h1 is screen-reader only). */
const APP_TEXT = 'main .empty, main .game-card'
const PEER_TEXT = '.home p.lead'
// five by default (the figure); more (BENCH_PEER_VISITS) when the shared machine is loaded
const VISITS = Number(process.env.BENCH_PEER_VISITS ?? 5)

const vite = 'node_modules/vite/bin/vite.js'

/** Whether the peer's build is there to measure. */
function peerBuilt(): boolean {
  return existsSync(`${PEER_DIST}/index.html`)
}

async function waitFor(url: string, ms = 30_000) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server at ${url} did not start`)
}

/** Fails when something already answers at `url`: with --strictPort vite would exit, and the wait below would measure that other server. */
async function free(url: string) {
  if (
    await fetch(url)
      .then(() => true)
      .catch(() => false)
  )
    throw new Error(`bench: ${url} is taken (BENCH_PORT / BENCH_PEER_PORT)`)
}

/** Both builds served by the same server (vite preview, one process each); the peer's with no config of its own (its dir as root). */
async function serveBoth(): Promise<() => void> {
  const dir = resolve(PEER_DIST)
  await Promise.all([free(BASE), free(PEER)])
  const servers: ChildProcess[] = [
    spawn(
      process.execPath,
      [vite, 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort', '--outDir', DIST],
      { stdio: 'ignore', detached: true },
    ),
    spawn(
      process.execPath,
      [
        resolve(vite),
        'preview',
        dir,
        '--outDir',
        dir,
        '--host',
        '127.0.0.1',
        '--port',
        String(PEER_PORT),
        '--strictPort',
      ],
      { stdio: 'ignore', detached: true, cwd: dir },
    ),
  ]
  const stop = () => {
    for (const s of servers) {
      try {
        process.kill(-s.pid!, 'SIGKILL')
      } catch {
        /* stopped */
      }
    }
  }
  try {
    await Promise.all([waitFor(BASE), waitFor(PEER)])
  } catch (e) {
    stop()
    throw e
  }
  return stop
}

/**
 * In the page: when the first element matching the selector holds text, marked for Element Timing
 * from a MutationObserver (before it is painted), so the figure is its paint, not its insertion.
 */
const watch = (selector: string) => `
  globalThis.__mainText = new Promise((resolve) => {
    let dom = NaN;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) if (e.identifier === 'bench-main') resolve({ dom, paint: e.renderTime || e.loadTime });
    }).observe({ type: 'element', buffered: true });
    const mo = new MutationObserver(() => {
      const el = [...document.querySelectorAll(${JSON.stringify(selector)})].find((e) => e.textContent.trim());
      if (!el) return;
      dom = performance.now();
      el.setAttribute('elementtiming', 'bench-main');
      mo.disconnect();
      // no element entry (the text not painted as text): the next frame stands for the paint
      setTimeout(() => requestAnimationFrame(() => resolve({ dom, paint: NaN })), 3000);
    });
    mo.observe(document, { subtree: true, childList: true, characterData: true });
  });
`

interface Visit {
  /** navigation start → the main text painted (Element Timing's renderTime) */
  paint: number
  /** navigation start → the main text in the DOM */
  dom: number
  /** the renderer main thread's task time until then (CDP Performance.getMetrics TaskDuration) */
  tasks: number
}

/** One cold first visit: a new context, service workers blocked, the HTTP cache off. */
async function visit(browser: Browser, url: string, selector: string): Promise<Visit> {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    serviceWorkers: 'block',
  })
  try {
    const page = await ctx.newPage()
    await page.addInitScript({ content: watch(selector) })
    const cdp = await ctx.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.clearBrowserCache')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Performance.enable')
    // waited for in the page, not with a locator (Playwright's injected script would run in the middle of the loading)
    await page.goto(url, { waitUntil: 'commit' })
    const t = await page.evaluate(
      () => (globalThis as unknown as { __mainText: Promise<{ dom: number; paint: number }> }).__mainText,
    )
    const { metrics } = await cdp.send('Performance.getMetrics')
    const tasks = (metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN) * 1000
    return { paint: Number.isNaN(t.paint) ? t.dom : t.paint, dom: t.dom, tasks }
  } finally {
    await ctx.close()
  }
}

async function visits(browser: Browser): Promise<{ app: Visit[]; peer: Visit[] }> {
  const app: Visit[] = []
  const peer: Visit[] = []
  // one visit each unmeasured: the servers' and the OS's file caches warm, as the later visits find them
  await visit(browser, `${BASE}/`, APP_TEXT)
  await visit(browser, `${PEER}/`, PEER_TEXT)
  // interleaved, the order swapped each round: a load spike on the shared machine falls on both
  for (let i = 0; i < VISITS; i++) {
    const pair = [
      () => visit(browser, `${BASE}/`, APP_TEXT).then((v) => app.push(v)),
      () => visit(browser, `${PEER}/`, PEER_TEXT).then((v) => peer.push(v)),
    ]
    for (const run of i % 2 ? pair.reverse() : pair) await run()
  }
  return { app, peer }
}

/** The visits' values of `k`, sorted. */
const values = (xs: Visit[], k: keyof Visit) => xs.map((x) => x[k]).sort((a, b) => a - b)
const med = (xs: Visit[], k: keyof Visit) => percentile(values(xs, k), 50)
/** The median and the range: on the shared 2-core machine one visit can take twice another. */
const spread = (xs: Visit[], k: keyof Visit) => {
  const v = values(xs, k)
  return `${ms(med(xs, k)).text} (${ms(v[0]!).text}–${ms(v.at(-1)!).text})`
}

/** `built`: the app's build in DIST is current (the browser part ran before). */
export async function benchPeer(built: boolean): Promise<void> {
  if (!peerBuilt()) {
    console.error(
      `  peer: no build of monopoly-money's client at ${PEER_DIST} (BENCH_PEER_DIST): the cold-visit figure is skipped; docs/performance.md says how to build it`,
    )
    return
  }
  if (!built && !process.argv.includes('--no-build'))
    execSync(`node ${vite} build --outDir ${DIST} --emptyOutDir`, { stdio: 'ignore' })
  const stop = await serveBoth()
  try {
    const browser = await chromium.launch({ executablePath, args: ARGS })
    try {
      const { app, peer } = await visits(browser)
      figure(
        `cold first visit → the start screen's main text painted (new context, no service worker, HTTP cache off), median (range) of ${VISITS}, interleaved; in the DOM at`,
        { v: med(app, 'paint'), text: `${spread(app, 'paint')}; DOM ${ms(med(app, 'dom')).text}` },
        { v: med(peer, 'paint'), text: `monopoly-money ${spread(peer, 'paint')}; DOM ${ms(med(peer, 'dom')).text}` },
        '≤ 1.2 × monopoly-money',
      )
      figure(
        '  main-thread task time until then (CDP Performance TaskDuration), median (range)',
        { v: med(app, 'tasks'), text: spread(app, 'tasks') },
        { v: med(peer, 'tasks'), text: `monopoly-money ${spread(peer, 'tasks')}` },
        '(reference)',
      )
    } finally {
      await browser.close()
    }
  } finally {
    stop()
  }
}
