// Opens a browser of an engine, in a language, at a size: the flows' one entry point. Launching a
// browser is the dearest step of a flow (WebKit: Xvfb, WebKitWebDriver, MiniBrowser and its web and
// network processes), so each engine file keeps one browser per engine and language and lends it
// to flow after flow: a flow's `quit()` gives it back with its other tabs closed and the app's
// storage wiped (IndexedDB, local storage, service worker, caches), so every flow still starts as
// a first visit. A browser that cannot be wiped (a flow failed in a hung page) is quit instead.
import { WebKitBrowser } from './drivers/webkit'
import { PuppeteerBrowser } from './drivers/puppeteer'
import type { Engine, Tab } from './drivers/tab'

export type Lang = 'de' | 'en'
export type Size = { width: number; height: number }
export const PHONE: Size = { width: 390, height: 844 }
export const TABLET: Size = { width: 1024, height: 768 }

export const ENGINES_PORT = Number(process.env.ENGINES_PORT ?? 4185)
export const appOrigin = (port = ENGINES_PORT) => `http://127.0.0.1:${port}`

/** Ports for the WebKitWebDriver processes (one per open WebKit browser). */
let nextDriverPort = Number(process.env.ENGINES_DRIVER_PORT ?? ENGINES_PORT + 20)

export interface Opened {
  tab: Tab
  /** Another tab of the same browser (same storage). */
  newTab(): Promise<Tab>
  /** Where this browser's downloads land (Firefox, Chromium: a folder of their own; WebKit's MiniBrowser: its home folder). */
  downloads: string
  /** Ends the flow's use of the browser: back to the pool (clean), or quit when it cannot be cleaned. */
  quit(): Promise<void>
}

interface Launched {
  engine: Engine
  lang: Lang
  tab: Tab
  newTab(): Promise<Tab>
  downloads: string
  setOrigin(origin: string): void
  closeOtherTabs(keep: Tab): Promise<void>
  quit(): Promise<void>
}

async function launch(engine: Engine, lang: Lang, origin: string): Promise<Launched> {
  if (engine === 'webkit') {
    const b = await WebKitBrowser.launch({ port: nextDriverPort++, origin, lang })
    const tab = await b.firstTab()
    return {
      engine,
      lang,
      tab,
      newTab: () => b.openTab(),
      downloads: b.dir,
      setOrigin: (o) => (b.origin = o),
      closeOtherTabs: (keep) => b.closeOtherTabs(keep),
      quit: () => b.quit(),
    }
  }
  const b = await PuppeteerBrowser.launch(engine, { origin, lang })
  const tab = await b.firstTab()
  return {
    engine,
    lang,
    tab,
    newTab: () => b.openTab(),
    downloads: b.downloads,
    setOrigin: (o) => (b.origin = o),
    closeOtherTabs: (keep) => b.closeOtherTabs(keep),
    quit: () => b.quit(),
  }
}

/** The idle browsers of this engine file, by engine and language. */
const idle: Launched[] = []

/**
 * The app's storage on the engines' origin wiped, as a new profile has it: from a static file of
 * the origin (robots.txt, no app running to hold the database open), every IndexedDB database
 * deleted, local and session storage cleared, the service worker unregistered, its caches deleted.
 */
async function wipe(b: Launched): Promise<void> {
  await b.closeOtherTabs(b.tab)
  b.setOrigin(appOrigin())
  await b.tab.goto('/robots.txt')
  const left = await b.tab.evaluate(async () => {
    localStorage.clear()
    sessionStorage.clear()
    const regs = navigator.serviceWorker ? await navigator.serviceWorker.getRegistrations() : []
    await Promise.all(regs.map((r) => r.unregister()))
    if ('caches' in self) for (const k of await caches.keys()) await caches.delete(k)
    const dbs = await indexedDB.databases()
    const deleted = Promise.all(
      dbs.map(
        (d) =>
          new Promise<void>((resolve, reject) => {
            const q = indexedDB.deleteDatabase(d.name!)
            q.onsuccess = () => resolve()
            q.onerror = () => reject(q.error)
          }),
      ),
    )
    // a deletion still blocked by an open connection after this long: the browser is quit instead
    await Promise.race([deleted, new Promise((_, reject) => setTimeout(() => reject(new Error('blocked')), 15_000))])
    return (await indexedDB.databases()).length + localStorage.length
  })
  if (left !== 0) throw new Error(`${b.engine}: the storage of the last flow is still there`)
}

export async function openBrowser(engine: Engine, lang: Lang, size = PHONE, origin = appOrigin()): Promise<Opened> {
  const i = idle.findIndex((b) => b.engine === engine && b.lang === lang)
  let b = i >= 0 ? idle.splice(i, 1)[0] : undefined
  if (b) b.setOrigin(origin)
  else {
    // one idle browser per engine at a time: the other language's is quit before a new one starts
    const other = idle.findIndex((o) => o.engine === engine)
    if (other >= 0) await idle.splice(other, 1)[0]!.quit()
    b = await launch(engine, lang, origin)
  }
  const lent = b
  await lent.tab.setViewport(size.width, size.height)
  let returned = false
  return {
    tab: lent.tab,
    newTab: () => lent.newTab(),
    downloads: lent.downloads,
    async quit() {
      if (returned) return
      returned = true
      try {
        await wipe(lent)
        idle.push(lent)
      } catch {
        await lent.quit()
      }
    },
  }
}

/** Quits every idle browser (the engine file's afterAll). */
export async function closeBrowsers(): Promise<void> {
  await Promise.all(idle.splice(0).map((b) => b.quit()))
}
