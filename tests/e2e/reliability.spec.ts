import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test, expect, chromium, type Page } from '@playwright/test'
import { AppPage } from './pages/AppPage'
import { PropertyPage } from './pages/PropertyPage'
import { chromiumArgs } from '../../playwright.config'

const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** Reads what IndexedDB holds for the only game: entries (live/undone) and the head. */
async function stored(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ entries: { seq: number; kind: string; live: number; postings: { account: string; amount: number }[] }[]; head: { nextSeq: number; liveActions: number; state: { balances: Record<string, number> } } }>((resolve, reject) => {
        const req = indexedDB.open('tischbank')
        req.onerror = () => reject(req.error)
        req.onsuccess = () => {
          const db = req.result
          const tx = db.transaction(['entries', 'heads', 'games'], 'readonly')
          const e = tx.objectStore('entries').getAll()
          const h = tx.objectStore('heads').getAll()
          const g = tx.objectStore('games').getAll()
          tx.oncomplete = () => {
            // report accounts by player name (ids are p1, p2 … in games made through the UI)
            const names: Record<string, string> = { bank: 'bank' }
            for (const p of g.result[0].config.players as { id: string; name: string }[]) names[p.id] = p.name
            const rename = (b: Record<string, number>) => Object.fromEntries(Object.entries(b).map(([k, v]) => [names[k] ?? k, v]))
            const entries = (e.result as { seq: number; kind: string; live: number; postings: { account: string; amount: number }[] }[]).map((x) => ({ ...x, postings: x.postings.map((p) => ({ ...p, account: names[p.account] ?? p.account })) }))
            const head = h.result[0]
            resolve({ entries, head: { ...head, state: { balances: rename(head.state.balances) } } })
            db.close()
          }
        }
      }),
  )
}

async function launch(profile: string, port: number): Promise<ChildProcess> {
  const proc = spawn(executablePath, [...chromiumArgs, `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`, '--remote-debugging-address=127.0.0.1', 'about:blank'], { stdio: 'ignore' })
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.status).catch(() => 0)), { timeout: 20_000 }).toBe(200)
  return proc
}

test('a browser killed mid-burst keeps every confirmed action, none half-applied, and undo still works', async () => {
  test.setTimeout(240_000)
  const profile = mkdtempSync(join(tmpdir(), 'tischbank-crash-'))
  const port = 9400 + Math.floor(Math.random() * 200)
  const KILLS = 5
  try {
    let confirmed = 0
    for (let round = 0; round <= KILLS; round++) {
      const proc = await launch(profile, port)
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
      const context = browser.contexts()[0]!
      const page = context.pages()[0] ?? (await context.newPage())
      await page.setViewportSize({ width: 390, height: 844 })
      const app = new AppPage(page)
      await page.goto(`http://127.0.0.1:${process.env.E2E_PORT ?? 4173}/`)
      if (round === 0) {
        await app.newFreePlay('Crash test', ['Anna', 'Ben'], { salary: '200' })
      } else {
        await page.getByRole('link', { name: 'Resume Crash test' }).click()
        // after the kill: every action the screen had confirmed is stored, nothing is half-applied
        const s = await stored(page)
        const live = s.entries.filter((e) => e.live === 1)
        const fromEntries: Record<string, number> = {}
        for (const e of live) for (const p of e.postings) fromEntries[p.account] = (fromEntries[p.account] ?? 0) + p.amount
        expect(fromEntries).toEqual(s.head.state.balances)
        expect(new Set(s.entries.map((e) => e.seq)).size).toBe(s.entries.length)
        expect(s.head.nextSeq).toBe(s.entries.length + 1)
        const anna = s.head.state.balances.Anna!
        expect(anna).toBeGreaterThanOrEqual(confirmed)
        const salaries = live.filter((e) => e.kind === 'salary' && e.postings.some((p) => p.account === 'Anna')).length
        expect(anna).toBe(1500 + 200 * salaries)
        await app.expectBalance('Anna', `€${anna.toLocaleString('en-US')}`)
        // undo still works after the crash
        await app.undoButton().click()
        await app.expectBalance('Anna', `€${(anna - 200).toLocaleString('en-US')}`)
        await app.redoButton().click()
        await app.expectBalance('Anna', `€${anna.toLocaleString('en-US')}`)
      }
      if (round < KILLS) {
        // a burst of salary taps, not waiting for each to be confirmed, then SIGKILL
        const salary = page.getByRole('button', { name: 'Salary for Anna' })
        const taps = 6 + round * 3
        for (let i = 0; i < taps; i++) await salary.click({ noWaitAfter: true, delay: 0 })
        const label = (await app.balance('Anna').getAttribute('aria-label')) ?? ''
        confirmed = Number(label.replace(/[^0-9]/g, ''))
      }
      proc.kill('SIGKILL')
      await new Promise((r) => proc.once('exit', r))
      await browser.close().catch(() => undefined)
    }
  } finally {
    rmSync(profile, { recursive: true, force: true })
  }
})

test('two tabs on the same game show the same state within a second and never reuse a sequence number', async ({ context }) => {
  const a = await context.newPage()
  const appA = new AppPage(a)
  await appA.gotoHome()
  await appA.newFreePlay('Two tabs', ['Anna', 'Ben'], { salary: '200' })
  const b = await context.newPage()
  await b.setViewportSize({ width: 390, height: 844 })
  const appB = new AppPage(b)
  await b.goto(a.url())
  await appB.expectBalance('Anna', '€1,500')
  await a.getByRole('button', { name: 'Salary for Anna' }).click()
  await appA.expectBalance('Anna', '€1,700')
  await expect(appB.balance('Anna')).toHaveAccessibleName('Balance of Anna: €1,700', { timeout: 1000 })
  await b.getByRole('button', { name: 'Salary for Ben' }).click()
  await expect(appA.balance('Ben')).toHaveAccessibleName('Balance of Ben: €1,700', { timeout: 1000 })
  // interleaved taps in both tabs
  await Promise.all([a.getByRole('button', { name: 'Salary for Ben' }).click(), b.getByRole('button', { name: 'Salary for Anna' }).click()])
  await expect(appA.balance('Anna')).toHaveAccessibleName('Balance of Anna: €1,900', { timeout: 1000 })
  await expect(appB.balance('Ben')).toHaveAccessibleName('Balance of Ben: €1,900', { timeout: 1000 })
  await appB.undoButton().click()
  await expect(appA.undoButton()).toBeEnabled()
  const s = await stored(a)
  expect(s.entries.map((e) => e.seq).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6])
  const anna = s.head.state.balances.Anna!
  const ben = s.head.state.balances.Ben!
  await expect(appA.balance('Anna')).toHaveAccessibleName(`Balance of Anna: €${anna.toLocaleString('en-US')}`, { timeout: 1000 })
  await expect(appA.balance('Ben')).toHaveAccessibleName(`Balance of Ben: €${ben.toLocaleString('en-US')}`, { timeout: 1000 })
  expect(anna + ben).toBe(1500 * 2 + 200 * 3)
})

test('the app never requests anything outside its own origin and breaks no Content-Security-Policy rule', async ({ page }) => {
  const foreign: string[] = []
  page.on('request', (r) => {
    const url = r.url()
    if (!url.startsWith(`http://127.0.0.1:${process.env.E2E_PORT ?? 4173}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url)
  })
  await page.addInitScript(() => {
    ;(window as unknown as { __csp: string[] }).__csp = []
    document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  const app = new AppPage(page)
  await app.gotoHome()
  await app.newFreePlay('Privacy', ['Anna', 'Ben'], { salary: '200' })
  await app.pay('Anna', 'Ben', '75', 'ticket')
  await page.getByRole('button', { name: 'Salary for Ben' }).click()
  await page.getByRole('link', { name: 'History' }).first().click()
  await page.goBack()
  await page.goto('/settings')
  await page.goto('/new')
  const csp = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)
  expect(csp).toEqual([])
  expect(foreign).toEqual([])
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(meta).toContain("script-src 'self'")
  expect(meta).toContain("connect-src 'self'")
  expect(meta).not.toContain('unsafe-eval')
  expect(meta).not.toMatch(/script-src[^;]*unsafe-inline/)
})

test('with IndexedDB missing the start screen says so clearly', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true })
  })
  await page.goto('/')
  await expect(page.getByRole('alert')).toContainText('storage (IndexedDB) is not available')
})

/** What a newer version of the app does in another tab: opens the database at schema 2 (IndexedDB version 20) with a new store; resolves once its upgrade ran. */
async function openNewerSchema(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('tischbank', 20)
        req.onupgradeneeded = () => req.result.createObjectStore('somethingNew')
        req.onsuccess = () => {
          req.result.close()
          resolve()
        }
        req.onerror = () => reject(req.error)
      }),
  )
}

const NEWER = 'saved by a newer version'

test('a blocked upgrade: this tab closes on versionchange, refuses the salaries tapped after it with one message and offers a reload', async ({ context }) => {
  const a = await context.newPage()
  const appA = new AppPage(a)
  await appA.gotoHome()
  await appA.newFreePlay('Upgrade', ['Anna', 'Ben'], { salary: '200' })
  await a.getByRole('button', { name: 'Salary for Anna' }).click()
  await appA.expectBalance('Anna', '€1,700')
  const b = await context.newPage()
  await b.goto('/welcome')
  // the newer tab's upgrade waits for this tab's connection, which closes at once
  await openNewerSchema(b)
  await expect(a.getByRole('alert').filter({ hasText: NEWER })).toHaveCount(1)
  for (let i = 0; i < 3; i++) await a.getByRole('button', { name: 'Salary for Anna' }).click()
  await appA.expectBalance('Anna', '€1,700')
  // said once: the banner, no snackbar repeating it per tap
  await expect(a.getByText(NEWER)).toHaveCount(1)
  await expect(a.getByRole('button', { name: 'Reload' })).toBeVisible()
  // nothing was written into the newer schema
  const s = await stored(b)
  expect(s.entries.filter((e) => e.kind === 'salary')).toHaveLength(1)
  expect(s.head.liveActions).toBe(1)
})

test('a database of a newer schema: the start, game and history screens say "saved by a newer version" once, never an endless Loading', async ({ page }) => {
  const app = new AppPage(page)
  await app.gotoHome()
  await app.newFreePlay('Newer', ['Anna', 'Ben'], { salary: '200' })
  const gameUrl = page.url()
  await openNewerSchema(page)
  for (const url of [gameUrl, `${gameUrl}/history`, '/']) {
    await page.goto(url)
    await expect(page.getByRole('alert').filter({ hasText: NEWER })).toHaveCount(1)
    await expect(page.getByText(NEWER)).toHaveCount(1)
    await expect(page.getByText('Loading…')).toHaveCount(0)
  }
  // the reload button reloads (and says it again: the database is still newer)
  await page.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByRole('alert').filter({ hasText: NEWER })).toHaveCount(1)
})

test('a game deleted in another tab: the game screen says so at once instead of showing stale balances', async ({ context }) => {
  const a = await context.newPage()
  const appA = new AppPage(a)
  await appA.gotoHome()
  await appA.newFreePlay('Deleted', ['Anna', 'Ben'], { salary: '200' })
  const b = await context.newPage()
  await new AppPage(b).gotoHome()
  await b.getByRole('button', { name: 'Delete Deleted' }).click()
  await b.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(b.getByRole('link', { name: 'Resume Deleted' })).toHaveCount(0)
  await expect(a.getByRole('alert')).toContainText('does not exist', { timeout: 1000 })
  await expect(appA.balance('Anna')).toHaveCount(0)
})

test('two Enter presses 10 ms apart on the Pay sheet store one payment', async ({ page }) => {
  const app = new AppPage(page)
  await app.gotoHome()
  await app.newFreePlay('Enter twice', ['Anna', 'Ben'])
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  const sheet = app.paySheet()
  await sheet.getByRole('radiogroup', { name: 'From' }).getByRole('radio', { name: 'Anna' }).click()
  await sheet.getByRole('radiogroup', { name: 'To' }).getByRole('radio', { name: 'Ben' }).click()
  for (const d of '75') await sheet.getByRole('button', { name: `Digit ${d}`, exact: true }).click()
  await sheet.getByRole('button', { name: 'Confirm payment' }).focus()
  await page.keyboard.press('Enter')
  await page.waitForTimeout(10)
  await page.keyboard.press('Enter')
  await app.expectBalances({ Anna: '€1,425', Ben: '€1,575' })
  const s = await stored(page)
  expect(s.entries.filter((e) => e.kind === 'payment')).toHaveLength(1)
})

test('persistent storage refused: the start screen says so once, with "Back up all games"', async ({ page }) => {
  await page.addInitScript(() => {
    const storage = navigator.storage
    Object.defineProperty(storage, 'persisted', { value: () => Promise.resolve(false), configurable: true })
    Object.defineProperty(storage, 'persist', { value: () => Promise.resolve(false), configurable: true })
  })
  const app = new AppPage(page)
  await app.gotoHome()
  await app.newFreePlay('Evictable', ['Anna', 'Ben'])
  await page.getByRole('link', { name: 'Games' }).first().click()
  const notice = page.getByRole('status').filter({ hasText: 'may clear your games' })
  await expect(notice).toHaveCount(1)
  await expect(notice.getByRole('button', { name: 'Back up all games' })).toBeVisible()
  await notice.getByRole('button', { name: 'Close' }).click()
  await expect(notice).toHaveCount(0)
  // once: not again after a reload
  await page.reload()
  await expect(page.getByRole('link', { name: 'Resume Evictable' })).toBeVisible()
  await expect(page.getByText('may clear your games')).toHaveCount(0)
})

test('a sheet confirm runs once: two taps on the Tax confirm at once, and 10 ms apart, store one tax each', async ({ page }) => {
  const app = new PropertyPage(page)
  await app.gotoHome()
  await app.newDkt('Tax twice', ['Anna', 'Ben', 'Cem'])
  for (const gap of [0, 10]) {
    const s = await app.openQuick('Tax', 'Tax', { group: 'Who pays', name: 'Ben' })
    await s.getByRole('button', { name: 'Pay Erwerbsteuer: €80' }).evaluate((btn: HTMLButtonElement, ms: number) => {
      btn.click()
      setTimeout(() => btn.click(), ms)
    }, gap)
    await expect(s).toBeHidden()
  }
  await page.waitForTimeout(300)
  await app.expectBalance('Ben', '€1,340')
  const st = await stored(page)
  expect(st.entries.filter((e) => e.kind === 'tax')).toHaveLength(2)
})
