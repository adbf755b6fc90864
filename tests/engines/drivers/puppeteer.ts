// Gecko (Debian's firefox-esr over WebDriver BiDi, no geckodriver) and Chromium (Debian's Chromium, tests/chromium.ts,
// for the join flows with a Chromium bank or phone), both through puppeteer-core. Downloads go to a
// folder of the run (Firefox: its download preferences; Chromium: the browser's download behaviour).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core'
import { chromiumPath, chromiumSwitches, isHeadlessShell } from '../../chromium'
import type { Step } from '../locator'
import { RetryableError, Tab, type Point } from './tab'

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

export class PuppeteerBrowser {
  private constructor(
    readonly engine: 'firefox' | 'chromium',
    readonly browser: Browser,
    readonly context: BrowserContext,
    /** The app's origin the tabs resolve paths against (a flow may serve the app on a port of its own). */
    public origin: string,
    readonly downloads: string,
    readonly lang: 'de' | 'en',
  ) {}

  static async launch(
    engine: 'firefox' | 'chromium',
    opts: { origin: string; lang: 'de' | 'en' },
  ): Promise<PuppeteerBrowser> {
    const downloads = mkdtempSync(join(tmpdir(), `tischbank-${engine}-dl-`))
    const accept = opts.lang === 'de' ? 'de-DE,de' : 'en-US,en'
    const browser =
      engine === 'firefox'
        ? await puppeteer.launch({
            browser: 'firefox',
            executablePath: FIREFOX,
            headless: true,
            extraPrefsFirefox: {
              'intl.accept_languages': accept,
              'intl.locale.requested': opts.lang === 'de' ? 'de' : 'en-US',
              'browser.download.folderList': 2,
              'browser.download.dir': downloads,
              'browser.download.useDownloadDir': true,
              'browser.download.always_ask_before_handling_new_types': false,
              'browser.helperApps.neverAsk.saveToDisk': 'application/json,text/csv,application/octet-stream',
              // WebRTC between two browsers of this machine: host candidates with real addresses, not mDNS names
              'media.peerconnection.ice.obfuscate_host_addresses': false,
              'media.navigator.permission.disabled': true,
            },
          })
        : await puppeteer.launch({
            browser: 'chrome',
            executablePath: chromiumPath,
            headless: isHeadlessShell ? 'shell' : true,
            // puppeteer picks the headless mode itself
            args: [...chromiumSwitches, `--lang=${opts.lang === 'de' ? 'de-DE' : 'en-US'}`],
            env: { ...process.env, LANGUAGE: opts.lang },
          })
    const context = browser.defaultBrowserContext()
    if (engine === 'chromium') {
      // a context allowed the camera (as a phone that scanned the invite is) gathers its real host address (see playwright.config.ts)
      await context.overridePermissions(opts.origin, ['camera'])
    }
    return new PuppeteerBrowser(engine, browser, context, opts.origin, downloads, opts.lang)
  }

  async firstTab(): Promise<PuppeteerTab> {
    const pages = await this.context.pages()
    const page = pages[0] ?? (await this.context.newPage())
    return this.wrap(page)
  }

  async openTab(): Promise<PuppeteerTab> {
    return this.wrap(await this.context.newPage())
  }

  /** Closes every tab but `keep` (what a flow opened and left). */
  async closeOtherTabs(keep: Tab) {
    const keepPage = (keep as PuppeteerTab).page
    for (const p of await this.context.pages()) if (p !== keepPage) await p.close()
  }

  private async wrap(page: Page) {
    page.setDefaultTimeout(60_000)
    // leaving the board editor with a draft asks "Leave this page?" (beforeunload); a flow that goes
    // elsewhere (or the wipe between flows) leaves, as the user who confirms it. Unanswered, Firefox's
    // navigation waits for the page's timeout and the wipe fails (the browser is quit and relaunched).
    page.on('dialog', (d) => {
      if (d.type() === 'beforeunload') void d.accept().catch(() => undefined)
    })
    if (this.engine === 'chromium') {
      const cdp = await page.createCDPSession()
      await cdp
        .send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: this.downloads })
        .catch(() => undefined)
      // headless Chromium ignores --lang for navigator.language: the language as Playwright sets it
      const locale = this.lang === 'de' ? 'de-DE' : 'en-US'
      await cdp.send('Emulation.setUserAgentOverride', {
        userAgent: await this.browser.userAgent(),
        acceptLanguage: locale,
      })
      await cdp.send('Emulation.setLocaleOverride', { locale })
    }
    return new PuppeteerTab(this, page)
  }

  async quit() {
    await this.browser.close().catch(() => undefined)
    rmSync(this.downloads, { recursive: true, force: true })
  }
}

export class PuppeteerTab extends Tab {
  constructor(
    readonly owner: PuppeteerBrowser,
    readonly page: Page,
  ) {
    super()
  }

  get engine() {
    return this.owner.engine
  }

  get origin() {
    return this.owner.origin
  }

  protected async run<T>(fn: string, args: unknown[]): Promise<T> {
    return (await this.page.evaluate(`(${fn}).apply(null, ${JSON.stringify(args)})`)) as T
  }

  private async element(chain: Step[], index: number): Promise<ElementHandle<Element>> {
    await this.inPage('function () { return true }', [])
    const h = await this.page.evaluateHandle(
      (c: Step[], i: number) =>
        (window as unknown as { __tb: { find: (c: Step[]) => Element[] } }).__tb.find(c)[i] ?? null,
      chain,
      index,
    )
    const el = h.asElement() as ElementHandle<Element> | null
    if (!el) throw new RetryableError('element gone')
    return el
  }

  protected async clickAt(chain: Step[], index: number) {
    const el = await this.element(chain, index)
    try {
      await el.click()
    } catch (e) {
      throw new RetryableError(String(e))
    } finally {
      await el.dispose()
    }
  }

  protected async uploadAt(chain: Step[], path: string) {
    const el = (await this.element(chain, 0)) as ElementHandle<HTMLInputElement>
    await el.uploadFile(path)
  }

  async gotoUrl(url: string) {
    await this.page.goto(url, { waitUntil: 'load' })
  }

  async reload() {
    await this.page.reload({ waitUntil: 'load' })
  }

  async setViewport(width: number, height: number) {
    await this.page.setViewport({ width, height, hasTouch: true, isMobile: false })
  }

  async press(key: 'Escape' | 'Enter' | 'Tab') {
    await this.page.keyboard.press(key)
  }

  async drag(points: Point[], pointer: 'mouse' | 'touch') {
    const [first, ...rest] = points
    if (!first) return
    if (pointer === 'touch') {
      const t = await this.page.touchscreen.touchStart(first.x, first.y)
      for (const p of rest) await t.move(p.x, p.y)
      await t.end()
      return
    }
    await this.page.mouse.move(first.x, first.y)
    await this.page.mouse.down()
    for (const p of rest) await this.page.mouse.move(p.x, p.y, { steps: 2 })
    await this.page.mouse.up()
  }

  async newTab(): Promise<Tab> {
    return this.owner.openTab()
  }

  async close() {
    await this.page.close()
  }
}
