// Opens a browser of an engine, in a language, at a size: the flows' one entry point.
import { WebKitBrowser } from './drivers/webkit'
import { PuppeteerBrowser } from './drivers/puppeteer'
import type { Engine, Tab } from './drivers/tab'

export type Lang = 'de' | 'en'
export const PHONE = { width: 390, height: 844 }
export const TABLET = { width: 1024, height: 768 }

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
  quit(): Promise<void>
}

export async function openBrowser(engine: Engine, lang: Lang, size = PHONE, origin = appOrigin()): Promise<Opened> {
  if (engine === 'webkit') {
    const b = await WebKitBrowser.launch({ port: nextDriverPort++, origin, lang })
    const tab = await b.firstTab()
    await tab.setViewport(size.width, size.height)
    return { tab, newTab: () => b.openTab(), downloads: b.dir, quit: () => b.quit() }
  }
  const b = await PuppeteerBrowser.launch(engine, { origin, lang })
  const tab = await b.firstTab()
  await tab.setViewport(size.width, size.height)
  return { tab, newTab: () => b.openTab(), downloads: b.downloads, quit: () => b.quit() }
}
