// Expectations that wait for their condition (as Playwright's expect does), for every engine.
import { isDeepStrictEqual, inspect } from 'node:util'
import type { Loc } from './locator'
import { Tab, waitUntil } from './drivers/tab'

/** At least one element the locator finds is visible. */
export async function see(tab: Tab, loc: Loc): Promise<void> {
  await waitUntil(
    async () => ((await tab.probe(loc)).some((f) => f.visible) ? true : undefined),
    () => `${tab.engine}: ${loc} is not visible`,
  ).catch(async (e: Error) => {
    throw new Error(`${e.message}\n${await whereNow(tab)}`)
  })
}

/**
 * Where the tab is and what it shows (its address, the page's text, the service worker's state):
 * what a failed wait prints, as Playwright's error context does, so a failure in CI can be read.
 */
async function whereNow(tab: Tab): Promise<string> {
  const seen = tab.evaluate(async () => {
    const sw = navigator.serviceWorker
    const reg = sw ? await sw.getRegistration() : undefined
    const state = (w: ServiceWorker | null | undefined) => w?.state ?? 'none'
    return [
      `at ${location.pathname}`,
      `service worker: controller ${sw ? state(sw.controller) : 'none'}, active ${state(reg?.active)}, installing ${state(reg?.installing)}, waiting ${state(reg?.waiting)}`,
      `last loaded: ${performance
        .getEntriesByType('resource')
        .slice(-8)
        .map((r) => r.name.replace(location.origin, ''))
        .join(' ')}`,
      `the page shows: ${document.body.innerText.replace(/\s+/g, ' ').slice(0, 400)}`,
    ].join('\n')
  })
  const late = new Promise<string>((r) => setTimeout(() => r('(the page does not answer)'), 5_000))
  return Promise.race([seen, late]).catch((e: Error) => `(the page could not be read: ${e.message})`)
}

/** Nothing the locator finds is visible (or nothing is found). */
export async function gone(tab: Tab, loc: Loc): Promise<void> {
  await waitUntil(
    async () => ((await tab.probe(loc)).some((f) => f.visible) ? undefined : true),
    () => `${tab.engine}: ${loc} is still visible`,
  )
}

/** `read()` comes to equal `want` (deep equality). */
export async function eventually<T>(tab: Tab, read: () => Promise<T>, want: T, what = 'value'): Promise<void> {
  let last: T | undefined
  await waitUntil(
    async () => {
      last = await read()
      return isDeepStrictEqual(last, want) ? true : undefined
    },
    () => `${tab.engine}: ${what} is ${inspect(last)}, expected ${inspect(want)}`,
  )
}

/** `read()` comes to satisfy `ok`. */
export async function until<T>(tab: Tab, read: () => Promise<T>, ok: (v: T) => boolean, what: string): Promise<T> {
  let last: T | undefined
  return waitUntil(
    async () => {
      last = await read()
      return ok(last) ? last : undefined
    },
    () => `${tab.engine}: ${what} (last: ${inspect(last)})`,
  )
}

/** Some element the locator finds has a text that contains `text` (or matches it). */
export async function seeText(tab: Tab, loc: Loc, text: string | RegExp): Promise<void> {
  const norm = (t: string) => t.replace(/\s+/g, ' ').trim()
  const ok = (t: string) => (typeof text === 'string' ? norm(t).includes(norm(text)) : text.test(norm(t)))
  await until(
    tab,
    () => tab.texts(loc),
    (ts) => ts.some(ok),
    `${loc} shows ${text}`,
  )
}
