import { existsSync, mkdirSync } from 'node:fs'
import { test, expect, type Page } from '@playwright/test'
import { AppPage } from './pages/AppPage'
import { stored as storedGame } from './stored'

/**
 * Issue 33: an IndexedDB that answers no request (WebKit wedges it for the whole browser when a page
 * goes away mid-transaction). Made real here in Chromium: another tab holds a write transaction on
 * every store open, so the app's requests wait behind it and are never answered until it lets go.
 * STUCK_SHOTS=<dir> keeps a screenshot of the banner over the game screen at 390×844 and 1024×768.
 */
const SHOTS = process.env.STUCK_SHOTS

const TEXTS = {
  en: {
    stuck: 'Storage is not answering.',
    salary: 'Salary for Anna',
    balance: 'Balance of',
    anna: ['€1,500', '€1,700'],
  },
  de: {
    stuck: 'Der Speicher antwortet nicht.',
    salary: 'Gehalt für Anna',
    balance: 'Kontostand von',
    // Intl's German currency: a no-break space before the sign
    anna: ['1.500\u00a0€', '1.700\u00a0€'],
  },
} as const

/** The stored head's balances by player name (bank as 'bank') and the number of stored salary entries. */
async function stored(page: Page): Promise<{ balances: Record<string, number>; salaries: number }> {
  const { entries, head } = await storedGame(page)
  return { balances: head.state.balances, salaries: entries.filter((e) => e.kind === 'salary').length }
}

/** Every balance the game screen shows, by player name. */
async function shown(page: Page, prefix: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const b of await page.getByRole('button', { name: new RegExp(`^${prefix} `) }).all()) {
    const m = new RegExp(`^${prefix} (.+?): (.+)$`).exec((await b.getAttribute('aria-label')) ?? '')
    if (m) out[m[1]!] = m[2]!
  }
  return out
}

/**
 * In a worker of this origin's second tab: opens the app's database with IndexedDB and holds a write
 * transaction on every store open. Inside the first request's success it waits on a synchronous
 * request to HOLD_URL, which the test answers when it lets go: the transaction stays active without
 * a request loop burning both cores meanwhile (a loop of requests held it before, 8 s and more of
 * a whole core per test).
 */
const HOLD_URL = '/__tb-stuck-hold'
const HOLDER_JS = '/__tb-stuck-holder.js'
function holderWorker(holdUrl: string) {
  const postMessage = (m: string) => (self as unknown as { postMessage(m: string): void }).postMessage(m)
  const req = indexedDB.open('tischbank')
  req.onerror = () => postMessage(`error: ${String(req.error)}`)
  req.onsuccess = () => {
    const db = req.result
    const stores = [...db.objectStoreNames]
    const tx = db.transaction(stores, 'readwrite')
    tx.oncomplete = () => {
      db.close()
      postMessage('released')
    }
    tx.objectStore(stores[0]!).get('nothing').onsuccess = () => {
      postMessage('holding')
      // the transaction stays active until this callback returns: the answer to this request
      const xhr = new XMLHttpRequest()
      xhr.open('GET', holdUrl, false)
      xhr.send()
    }
  }
}

/**
 * Holds the database from a worker of `holder` (a page of the app's origin) until the returned
 * function is called; resolves once the write transaction is open.
 */
async function holdDatabase(holder: Page): Promise<() => Promise<void>> {
  let asked: () => void = () => undefined
  const held = new Promise<void>((resolve) => (asked = resolve))
  let answer: () => Promise<void> = async () => undefined
  await holder.context().route(`**${HOLD_URL}`, (route) => {
    answer = () => route.fulfill({ status: 204 })
    asked()
  })
  await holder.context().route(`**${HOLDER_JS}`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(${holderWorker.toString()})(${JSON.stringify(HOLD_URL)})`,
    }),
  )
  // the worker's messages, kept in the page: 'holding', then 'released' once the test let go (or an error)
  const said = async (what: string) => {
    const n = what === 'holding' ? 1 : 2
    await holder.waitForFunction((k) => (window as unknown as { said: string[] }).said.length >= k, n)
    expect(await holder.evaluate(() => (window as unknown as { said: string[] }).said)).toEqual(
      ['holding', 'released'].slice(0, n),
    )
  }
  await holder.evaluate((url) => {
    const said: string[] = []
    const w = new Worker(url)
    w.onmessage = (e) => said.push(String(e.data))
    w.onerror = (e) => said.push(`error: ${e.message}`)
    Object.assign(window, { said, holder: w })
  }, HOLDER_JS)
  await said('holding')
  await held
  return async () => {
    await answer()
    await said('released')
  }
}

for (const lang of ['en', 'de'] as const) {
  test(`storage not answering (${lang}): one banner on the game screen after 8 s, gone once it answers; the salary tapped meanwhile is stored once`, async ({
    context,
  }) => {
    const T = TEXTS[lang]
    const page = await context.newPage()
    const app = new AppPage(page)
    await app.gotoHome()
    await app.newFreePlay('Wedge', ['Anna', 'Ben'], { salary: '200' })
    if (lang === 'de') {
      await page.evaluate(() => localStorage.setItem('tb.locale', 'de'))
      await page.reload()
    }
    const salary = page.getByRole('button', { name: T.salary, exact: true })
    await expect(salary).toBeEnabled()
    const screenBefore = await shown(page, T.balance)
    expect(screenBefore).toEqual({ Anna: T.anna[0], Ben: T.anna[0] })
    const before = await stored(page)
    expect(before.salaries).toBe(0)

    const holder = await context.newPage()
    // a static file of the same origin: the database without a second app running beside it
    await holder.goto('/robots.txt')
    const release = await holdDatabase(holder)

    await salary.click()
    const banner = page.getByRole('alert').filter({ hasText: T.stuck })
    // STUCK_MS (8 s) after the tap's write was sent (16 s if a loaded machine ran the check 2 s late)
    await expect(banner).toBeVisible({ timeout: 30_000 })
    await expect(banner).toHaveCount(1)
    await expect(page.getByText(T.stuck)).toHaveCount(1)
    // not stored, so not shown as done
    expect(await shown(page, T.balance)).toEqual(screenBefore)
    for (const size of [
      { width: 390, height: 844 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(size)
      // the banner wraps within the screen: nothing runs off to the side
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
      if (SHOTS) {
        if (!existsSync(SHOTS)) mkdirSync(SHOTS, { recursive: true })
        await page.screenshot({ path: `${SHOTS}/stuck-${lang}-${size.width}x${size.height}.png` })
      }
    }

    await release()
    await expect(banner).toHaveCount(0)
    await expect.poll(() => shown(page, T.balance)).toEqual({ Anna: T.anna[1], Ben: T.anna[0] })
    const after = await stored(page)
    expect(after).toEqual({
      balances: { ...before.balances, Anna: before.balances.Anna! + 200, bank: before.balances.bank! - 200 },
      salaries: 1,
    })
  })
}
