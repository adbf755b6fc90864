// WebKit: Debian's WebKitGTK MiniBrowser through its W3C WebDriver server (WebKitWebDriver under
// xvfb-run), spoken to over plain HTTP. One WebKitWebDriver process per browser (its own port and
// display; the UI language is the process's LANGUAGE). MiniBrowser's toolbar would keep the window
// at least 447 px wide: a GTK style sheet of its own (XDG_CONFIG_HOME) shrinks the toolbar, so the
// web view can be 390 px wide like a phone. WebKit takes its language from the process's locale
// (setlocale), so the locale is compiled once with localedef (Debian's `locales` data) into a folder
// of its own (LOCPATH): no system locale needs to be generated.
import { spawn, type ChildProcess } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Step } from '../locator'
import { RetryableError, Tab, waitUntil, type Point } from './tab'

const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'
const KEYS = { Escape: '\uE00C', Enter: '\uE007', Tab: '\uE004' } as const

type WdValue = { value: unknown }

class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`)
  }
}

/** One WebKitWebDriver process with one MiniBrowser session. */
export class WebKitBrowser {
  private tabs: WebKitTab[] = []
  current = ''
  /** What MiniBrowser's window adds to the web view (its toolbar). */
  chrome: { width: number; height: number } | null = null
  private constructor(
    readonly base: string,
    readonly session: string,
    readonly proc: ChildProcess,
    /** The app's origin the tabs resolve paths against (a flow may serve the app on a port of its own). */
    public origin: string,
    readonly dir: string,
  ) {}

  static async launch(opts: { port: number; origin: string; lang: 'de' | 'en' }): Promise<WebKitBrowser> {
    const dir = mkdtempSync(join(tmpdir(), 'tischbank-webkit-'))
    mkdirSync(join(dir, 'gtk-3.0'))
    writeFileSync(
      join(dir, 'gtk-3.0', 'gtk.css'),
      '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.01); }\n',
    )
    const locale = opts.lang === 'de' ? 'de_DE.UTF-8' : 'en_US.UTF-8'
    const locpath = compiledLocale(locale)
    const proc = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${opts.port}`], {
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        XDG_CONFIG_HOME: dir,
        HOME: dir,
        LOCPATH: locpath,
        // Skia paints on the CPU, not through Xvfb's software OpenGL (llvmpipe): the same layout and
        // pixels, a tenth less CPU, and a flow takes half as long (GL frames under Xvfb lag behind)
        WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1',
        LANGUAGE: opts.lang,
        LANG: locale,
        LC_ALL: locale,
      },
    })
    const base = `http://127.0.0.1:${opts.port}`
    await waitUntil(
      async () =>
        (await fetch(`${base}/status`)
          .then((r) => r.ok)
          .catch(() => false)) || undefined,
      () => `WebKitWebDriver on ${base} did not start`,
    )
    const res = (await wd(base, 'POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        },
      },
    })) as { sessionId: string }
    const b = new WebKitBrowser(base, res.sessionId, proc, opts.origin, dir)
    b.current = (await b.cmd('GET', '/window')) as string
    return b
  }

  cmd(method: string, path: string, body?: unknown): Promise<unknown> {
    return wd(this.base, method, `/session/${this.session}${path}`, body)
  }

  async firstTab(): Promise<WebKitTab> {
    const t = new WebKitTab(this, this.current)
    this.tabs.push(t)
    return t
  }

  async openTab(): Promise<WebKitTab> {
    const { handle } = (await this.cmd('POST', '/window/new', { type: 'tab' })) as { handle: string }
    const t = new WebKitTab(this, handle)
    this.tabs.push(t)
    return t
  }

  /** Closes every tab but `keep` (what a flow opened and left). */
  async closeOtherTabs(keep: Tab) {
    const handles = (await this.cmd('GET', '/window/handles')) as string[]
    const keepHandle = (keep as WebKitTab).handle
    for (const h of handles.filter((h) => h !== keepHandle)) {
      await this.switchTo(h)
      await this.cmd('DELETE', '/window')
    }
    this.tabs = this.tabs.filter((t) => t.handle === keepHandle)
    this.current = ''
    await this.switchTo(keepHandle)
  }

  async switchTo(handle: string) {
    if (this.current === handle) return
    await this.cmd('POST', '/window', { handle })
    this.current = handle
  }

  async quit() {
    await wd(this.base, 'DELETE', `/session/${this.session}`).catch(() => undefined)
    try {
      process.kill(-this.proc.pid!, 'SIGTERM')
    } catch {
      /* gone */
    }
    rmSync(this.dir, { recursive: true, force: true })
  }
}

/** A folder with `locale` compiled in it (once per machine; LOCPATH for the browser). */
function compiledLocale(locale: string): string {
  const dir = join(tmpdir(), 'tischbank-locales')
  if (!existsSync(join(dir, locale, 'LC_CTYPE'))) {
    mkdirSync(dir, { recursive: true })
    const [name] = locale.split('.')
    execFileSync('localedef', ['-i', name!, '-f', 'UTF-8', join(dir, locale)], { stdio: 'ignore' })
  }
  return dir
}

async function wd(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const r = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? (method === 'POST' ? '{}' : undefined) : JSON.stringify(body),
  })
  const json = (await r.json()) as WdValue
  const v = json.value as { error?: string; message?: string } | null
  if (!r.ok && v && typeof v === 'object' && v.error) {
    if (
      ['stale element reference', 'element click intercepted', 'element not interactable', 'no such element'].includes(
        v.error,
      )
    )
      throw new RetryableError(`${v.error}: ${v.message}`)
    throw new WebDriverError(v.error, v.message ?? '')
  }
  return json.value
}

export class WebKitTab extends Tab {
  readonly engine = 'webkit' as const
  constructor(
    readonly browser: WebKitBrowser,
    readonly handle: string,
  ) {
    super()
  }

  get origin() {
    return this.browser.origin
  }

  private async cmd(method: string, path: string, body?: unknown) {
    await this.browser.switchTo(this.handle)
    return this.browser.cmd(method, path, body)
  }

  protected async run<T>(fn: string, args: unknown[]): Promise<T> {
    return (await this.cmd('POST', '/execute/sync', { script: `return (${fn}).apply(null, arguments)`, args })) as T
  }

  private async element(chain: Step[], index: number): Promise<string> {
    const ref = (await this.inPage<Record<string, string> | null>(
      'function (c, i) { return window.__tb.find(c)[i] ?? null }',
      [chain, index],
    )) as Record<string, string> | null
    if (!ref?.[ELEMENT]) throw new RetryableError('element gone')
    return ref[ELEMENT]!
  }

  protected async clickAt(chain: Step[], index: number) {
    const id = await this.element(chain, index)
    await this.cmd('POST', `/element/${id}/click`)
  }

  protected async uploadAt(chain: Step[], path: string) {
    const id = await this.element(chain, 0)
    await this.cmd('POST', `/element/${id}/value`, { text: path })
  }

  async gotoUrl(url: string) {
    await this.cmd('POST', '/url', { url })
  }

  async reload() {
    await this.cmd('POST', '/refresh')
  }

  async setViewport(width: number, height: number) {
    // the window is the web view plus MiniBrowser's (shrunk) toolbar: measured once, on a blank page
    // (a page wider than its window would make innerWidth say more than the view)
    if (!this.browser.chrome) {
      await this.cmd('POST', '/window/rect', { width, height })
      const [iw, ih] = await this.run<[number, number]>('function () { return [innerWidth, innerHeight] }', [])
      this.browser.chrome = { width: width - iw, height: height - ih }
    }
    await this.cmd('POST', '/window/rect', {
      width: width + this.browser.chrome.width,
      height: height + this.browser.chrome.height,
    })
  }

  async press(key: 'Escape' | 'Enter' | 'Tab') {
    await this.cmd('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'kb',
          actions: [
            { type: 'keyDown', value: KEYS[key] },
            { type: 'keyUp', value: KEYS[key] },
          ],
        },
      ],
    })
    await this.cmd('DELETE', '/actions')
  }

  async drag(points: Point[], pointer: 'mouse' | 'touch') {
    const [first, ...rest] = points
    if (!first) return
    const r = (p: Point) => ({ x: Math.round(p.x), y: Math.round(p.y) })
    await this.cmd('POST', '/actions', {
      actions: [
        {
          type: 'pointer',
          id: 'finger',
          parameters: { pointerType: pointer },
          actions: [
            { type: 'pointerMove', duration: 0, origin: 'viewport', ...r(first) },
            { type: 'pointerDown', button: 0 },
            ...rest.map((p) => ({ type: 'pointerMove', duration: 20, origin: 'viewport', ...r(p) })),
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    })
    await this.cmd('DELETE', '/actions')
  }

  async newTab(): Promise<Tab> {
    const t = await this.browser.openTab()
    return t
  }

  async close() {
    await this.cmd('DELETE', '/window')
    const handles = (await this.browser.cmd('GET', '/window/handles')) as string[]
    if (handles[0]) await this.browser.switchTo(handles[0])
  }
}
