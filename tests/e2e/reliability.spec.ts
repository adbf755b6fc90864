import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test, expect, type Page, type Route } from '@playwright/test'
import { writeFileSync } from 'node:fs'
import { stored } from './stored'
import { AppPage } from './pages/AppPage'
import { PropertyPage } from './pages/PropertyPage'
import { HistoryPage } from './pages/HistoryPage'
import { SCHEMA_VERSION } from '../../src/db/version'
import {
  appUrl,
  balancesOf,
  dump,
  euros,
  expectWhole,
  gameOf,
  headBalances,
  kill,
  launch as launchSession,
  removeProfile,
  resume,
  logOf,
  matchingPrefixes,
  prefixes,
  snapshot,
  type Dump,
  type Log,
  type ScreenSnapshot,
  type Session,
  type Tap,
} from './crash'

test('a browser killed mid-burst keeps every confirmed action, none half-applied, and undo still works', async () => {
  test.setTimeout(240_000)
  const profile = mkdtempSync(join(tmpdir(), 'tischbank-crash-'))
  const port = 9400 + Math.floor(Math.random() * 200)
  // two kills, the second after a recovery; the DKT test below kills four bursts of every kind
  // (salaries among them) with the same checks, so more rounds here would prove nothing new
  const KILLS = 2
  try {
    let confirmed = 0
    for (let round = 0; round <= KILLS; round++) {
      const session = await launchSession(profile, port)
      const { page } = session
      const app = new AppPage(page)
      await page.goto(appUrl)
      if (round === 0) {
        await app.newFreePlay('Crash test', ['Anna', 'Ben'], { salary: '200' })
      } else {
        // the game created before the first kill must be listed again
        await resume(page, 'Crash test', profile)
        // after the kill: every action the screen had confirmed is stored, nothing is half-applied
        const s = await stored(page)
        const live = s.entries.filter((e) => e.live === 1)
        const fromEntries: Record<string, number> = {}
        for (const e of live)
          for (const p of e.postings) fromEntries[p.account] = (fromEntries[p.account] ?? 0) + p.amount
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
      // SIGKILL to the whole process group: no helper of it lives on writing the profile
      await kill(session)
    }
  } finally {
    await removeProfile(profile)
  }
})

const DKT = 'DKT – Das kaufmännische Talent'

/** One step of a DKT burst: what the banker taps, and the taps (entry kinds / undo / redo) it makes. */
type Unit = 'rent' | 'build' | 'tax' | 'card' | 'pay' | 'salaries' | 'undo' | 'undoRedo'

/** Taps a unit without waiting for its commit (the next unit's first tap waits for what it needs by itself). */
async function tapUnit(app: PropertyPage, unit: Unit, round: number): Promise<Tap[]> {
  switch (unit) {
    case 'rent':
      await app.tapRent(round % 2 ? 'Cem' : 'Ben', 'Amtsplatz')
      return [{ kind: 'rent' }]
    case 'build':
      await app.tapGroupBuild('Anna', 'Bregenz')
      return [{ kind: 'build' }]
    case 'tax':
      await app.tapTax('Cem', 'Erwerbsteuer', '€80')
      return [{ kind: 'tax' }]
    case 'card':
      await app.tapCard('Anna', 'Receive from the bank', '300')
      return [{ kind: 'card' }]
    case 'pay':
      await app.tapPay('Ben', 'Cem', '50')
      return [{ kind: 'payment' }]
    case 'salaries':
      // salary buttons stay enabled while a commit runs: three taps at once
      for (const p of ['Anna', 'Ben', 'Cem']) await app.salaryButton(p).click({ noWaitAfter: true, delay: 0 })
      return [{ kind: 'salary' }, { kind: 'salary' }, { kind: 'salary' }]
    case 'undo':
      await app.undoButton().click({ noWaitAfter: true })
      return ['undo']
    case 'undoRedo':
      await app.undoButton().click({ noWaitAfter: true })
      await app.redoButton().click({ noWaitAfter: true })
      return ['undo', 'redo']
  }
}

// every burst has every kind; the last unit (in flight at the kill) differs from round to round
const BURSTS: Unit[][] = [
  ['rent', 'build', 'tax', 'card', 'pay', 'undo', 'undoRedo', 'salaries'],
  ['salaries', 'build', 'card', 'undo', 'tax', 'pay', 'undoRedo', 'rent'],
  ['rent', 'tax', 'card', 'salaries', 'pay', 'undo', 'build', 'undoRedo'],
  ['rent', 'card', 'undo', 'salaries', 'undoRedo', 'tax', 'pay', 'build'],
]

test('a DKT game killed mid-burst of every action kind (rent, build, tax, card, payment, salary, undo, redo) keeps every confirmed action, none half-applied', async () => {
  test.setTimeout(180_000)
  const profile = mkdtempSync(join(tmpdir(), 'tischbank-crash-dkt-'))
  const port = 9600 + Math.floor(Math.random() * 200)
  let gameId = ''
  let pending: { logs: Log[]; screen: ScreenSnapshot } | undefined
  let s: Session | undefined
  try {
    for (let round = 0; round <= BURSTS.length; round++) {
      s = await launchSession(profile, port)
      const app = new PropertyPage(s.page)
      await s.page.goto(appUrl)
      if (round === 0) {
        await app.tryDemo(DKT)
        // Anna owns Bregenz: rents on Amtsplatz and group builds are possible in every burst
        for (const street of ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße']) await app.buy(street, 'Anna')
      } else {
        await resume(s.page, `Demo: ${DKT}`, profile)
        await expect(app.balance('Anna')).toBeVisible()
        const d = await dump(s.page)
        // nothing half-applied: balances and game data are the fold of the live entries
        expectWhole(d, gameId)
        // every confirmed action is there: the stored ledger is the one after a prefix of the taps
        // at least as long as the one the screen showed at the kill (and never anything else)
        const { logs, screen } = pending!
        const shown = matchingPrefixes(logs, screen)
        expect(shown.length, 'the screen at the kill showed the ledger after some of the taps').toBeGreaterThan(0)
        const stored = JSON.stringify(logOf(d, gameId))
        const k = logs.findIndex((l, i) => i >= shown[0]! && JSON.stringify(l) === stored)
        expect(k, `stored ledger is the one after ≥ ${shown[0]} of ${logs.length - 1} taps`).toBeGreaterThanOrEqual(
          shown[0]!,
        )
        test.info().annotations.push({
          type: 'kill',
          description: `round ${round}: screen confirmed ${shown[0]} of ${logs.length - 1} taps, stored ${k}`,
        })
        // the balances the screen showed are those of the stored entries it had confirmed
        expect(screen.balances).toEqual(
          Object.fromEntries(Object.entries(balancesOf(logs[shown[0]!]!, d, gameId)).map(([p, v]) => [p, euros(v)])),
        )
        // the screen after the restart shows what is stored
        const now = headBalances(d, gameId)
        for (const [p, v] of Object.entries(now)) await app.expectBalance(p, euros(v))
        // undo still works after the crash (it reverts the newest live action), and redo restores it
        const { game, entries } = gameOf(d, gameId)
        const newest = entries.filter((e) => !e.isUndone && !e.isSetup).at(-1)!
        const names = Object.fromEntries(game!.config.players.map((p) => [p.id, p.name]))
        const undone = { ...now }
        for (const p of newest.postings) if (names[p.account]) undone[names[p.account]!]! -= p.amount
        await app.undoButton().click()
        for (const [p, v] of Object.entries(undone)) await app.expectBalance(p, euros(v))
        await app.redoButton().click()
        for (const [p, v] of Object.entries(now)) await app.expectBalance(p, euros(v))
      }
      if (round < BURSTS.length) {
        const d: Dump = await dump(s.page)
        gameId = d.games[0]!.id
        const start = logOf(d, gameId)
        const taps: Tap[] = []
        for (const unit of BURSTS[round]!) taps.push(...(await tapUnit(app, unit, round)))
        pending = { logs: prefixes(start, taps), screen: await snapshot(s.page) }
      } else {
        // the bursts stored every kind of action
        const kinds = new Set(logOf(await dump(s.page), gameId).entries.map((e) => e.kind))
        for (const kind of ['rent', 'build', 'tax', 'card', 'payment', 'salary']) expect(kinds, kind).toContain(kind)
      }
      await kill(s)
      s = undefined
    }
  } finally {
    if (s) await kill(s)
    await removeProfile(profile)
  }
})

/**
 * In the page: once armed (`__tbHoldWorker`), a new worker's first message is held until the test
 * calls `__tbReleaseWorker()`, so that the test can instrument the worker before it starts.
 */
function holdWorkerStart() {
  const Base = window.Worker
  window.Worker = class extends Base {
    override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]) {
      if (!Reflect.get(window, '__tbHoldWorker'))
        return super.postMessage(message, options as StructuredSerializeOptions)
      Reflect.set(window, '__tbHoldWorker', false)
      Reflect.set(window, '__tbReleaseWorker', () => super.postMessage(message, options as StructuredSerializeOptions))
    }
  }
}

/**
 * Runs in the backup worker (imports run there): marks when the import's write transaction
 * (read-write on games, heads and pages) starts and ends, and holds it open for 5 s with a chain of
 * reads inside it, so that the kill surely lands inside the transaction, however fast it writes.
 */
function watchImportInWorker() {
  const open = IDBDatabase.prototype.transaction
  IDBDatabase.prototype.transaction = function (
    this: IDBDatabase,
    names: string | string[],
    mode?: IDBTransactionMode,
    options?: IDBTransactionOptions,
  ) {
    const tx = open.call(this, names, mode, options)
    const stores = typeof names === 'string' ? [names] : [...names]
    if (
      !Reflect.get(globalThis, '__tbImport') &&
      mode === 'readwrite' &&
      ['games', 'heads', 'pages'].every((n) => stores.includes(n))
    ) {
      Reflect.set(globalThis, '__tbImport', 'start')
      tx.addEventListener('complete', () => Reflect.set(globalThis, '__tbImport', 'complete'))
      tx.addEventListener('abort', () => Reflect.set(globalThis, '__tbImport', 'abort'))
      const end = Date.now() + 5000
      const hold = () => {
        if (Date.now() < end) tx.objectStore('games').count().onsuccess = hold
      }
      hold()
    }
    return tx
  } as typeof IDBDatabase.prototype.transaction
}

/**
 * A backup made from the app's own records of one game (as the export writes them), grown by
 * `extra` copies of its salary, the last one undone and on the redo stack.
 */
function grownBackup(d: Dump, gameId: string, name: string, extra: number) {
  const { game, entries } = gameOf(d, gameId)
  const { id: _id, ...record } = game!
  const out = entries.map(({ id: _i, gameId: _g, live: _l, ...e }) => e)
  const salary = out.find((e) => e.kind === 'salary')!
  for (let i = 0; i < extra; i++)
    out.push({ ...salary, seq: out.length + 1, ts: salary.ts + i + 1, isUndone: i === extra - 1 })
  const backup = {
    format: 'tischbank-backup',
    version: 1,
    exportedAt: Date.now(),
    games: [{ game: { ...record, name }, redo: [out.length], entries: out }],
  }
  const balances = headBalances(d, gameId)
  const paid = salary.postings.find((p) => p.amount > 0)!
  const player = game!.config.players.find((p) => p.id === paid.account)!.name
  balances[player]! += paid.amount * (extra - 1)
  return { text: JSON.stringify(backup), entries: out.length, balances, player, salaryAmount: paid.amount }
}

test('a browser killed during a backup import: after the restart the imported game is whole and playable or absent, and the games there before are unchanged', async () => {
  test.setTimeout(180_000)
  const profile = mkdtempSync(join(tmpdir(), 'tischbank-crash-import-'))
  const port = 9800 + Math.floor(Math.random() * 150)
  // a game of several sealed pages (500 entries each); the kill lands inside the write transaction
  // by the 5-s hold in the worker (watchImportInWorker), not by the size (30,000 before the hold)
  const EXTRA = 2_000
  let s: Session | undefined
  try {
    // the games there before: the DKT demo and a free-play game, each with an action
    s = await launchSession(profile, port)
    await s.page.addInitScript(holdWorkerStart)
    await s.page.goto(appUrl)
    let app = new AppPage(s.page)
    await app.tryDemo(DKT)
    await s.page.getByRole('button', { name: 'Salary for Anna' }).click()
    await app.expectBalance('Anna', '€1,700')
    await s.page.goto(appUrl)
    await app.newFreePlay('Kept', ['Anna', 'Ben'], { salary: '200' })
    await s.page.getByRole('button', { name: 'Salary for Ben' }).click()
    await app.expectBalance('Ben', '€1,700')
    await s.page.goto(appUrl)
    await expect(s.page.getByRole('heading', { name: 'Your games' })).toBeVisible()
    const before = await dump(s.page)
    expect(before.games).toHaveLength(2)
    const kept = before.games.find((g) => g.name === 'Kept')!
    const big = grownBackup(before, kept.id, 'Big import', EXTRA)
    const file = join(profile, 'big-backup.json')
    writeFileSync(file, big.text)

    // the kill lands inside the import's write transaction (in the backup worker)
    const worker = s.page.waitForEvent('worker')
    await s.page.evaluate(() => Reflect.set(window, '__tbHoldWorker', true))
    await new HistoryPage(s.page).importBackup(file)
    const w = await worker
    await w.evaluate(watchImportInWorker)
    await s.page.waitForFunction(() => typeof Reflect.get(window, '__tbReleaseWorker') === 'function')
    await s.page.evaluate(() => (Reflect.get(window, '__tbReleaseWorker') as () => void)())
    const state = () => w.evaluate(() => String(Reflect.get(globalThis, '__tbImport') ?? 'waiting')).catch(() => 'gone')
    await expect.poll(state, { timeout: 30_000 }).toBe('start')
    await new Promise((r) => setTimeout(r, 100))
    const atKill = [await state()]
    await kill(s)
    expect(atKill, 'the kill landed before the import transaction completed').toEqual(['start'])

    s = await launchSession(profile, port)
    await s.page.goto(appUrl)
    app = new AppPage(s.page)
    await expect(s.page.getByRole('heading', { name: 'Your games' })).toBeVisible()
    const after = await dump(s.page)
    // the games there before are unchanged, record for record
    for (const g of before.games) expect(gameOf(after, g.id)).toEqual(gameOf(before, g.id))
    const known = new Set(before.games.map((g) => g.id))
    const imported = after.games.filter((g) => !known.has(g.id))
    expect(imported.length).toBeLessThanOrEqual(1)
    const ids = new Set([...known, ...imported.map((g) => g.id)])
    // no head or entry of a game that is not there (a half import)
    expect(after.heads.filter((h) => !ids.has(h.gameId)).length, 'heads of no game').toBe(0)
    expect(after.entries.filter((e) => !ids.has(e.gameId)).length, 'entries of no game').toBe(0)
    const resume = s.page.getByRole('link', { name: 'Resume Big import' })
    test.info().annotations.push({
      type: 'import kill',
      description: imported.length ? 'the killed import was complete' : 'the killed import was absent',
    })
    if (imported.length === 0) {
      await expect(s.page.getByRole('link', { name: 'Resume Kept' })).toBeVisible()
      await expect(resume).toHaveCount(0)
      // the same file imports whole once not killed
      await new HistoryPage(s.page).importBackup(file)
      await expect(s.page.getByRole('status').filter({ hasText: 'Imported 1 game: Big import.' })).toBeVisible({
        timeout: 30_000,
      })
    }
    const d = await dump(s.page)
    expect(d.games.length).toBe(3)
    const game = d.games.find((g) => !known.has(g.id))!
    expect(game.name).toBe('Big import')
    expectWhole(d, game.id)
    expect(gameOf(d, game.id).entries.length).toBe(big.entries)
    expect(gameOf(d, game.id).head!.redo).toEqual([big.entries])
    expect(headBalances(d, game.id)).toEqual(big.balances)

    // and playable: redo the undone salary, undo it, a new salary
    await resume.click()
    for (const [p, v] of Object.entries(big.balances)) await app.expectBalance(p, euros(v))
    const shown = big.balances[big.player]!
    await app.redoButton().click()
    await app.expectBalance(big.player, euros(shown + big.salaryAmount))
    await app.undoButton().click()
    await app.expectBalance(big.player, euros(shown))
    await s.page.getByRole('button', { name: `Salary for ${big.player}` }).click()
    await app.expectBalance(big.player, euros(shown + 200))
    await expect(app.redoButton()).toBeDisabled()
    const played = await dump(s.page)
    expectWhole(played, game.id)
    expect(gameOf(played, game.id).entries.length).toBe(big.entries + 1)
    // the game there before still opens with its balances
    await s.page.goto(appUrl)
    await s.page.getByRole('link', { name: 'Resume Kept' }).click()
    await app.expectBalances({ Anna: '€1,500', Ben: '€1,700' })
    await kill(s)
    s = undefined
  } finally {
    if (s) await kill(s)
    await removeProfile(profile)
  }
})

test('two tabs on the same game show the same state within a second and never reuse a sequence number', async ({
  context,
}) => {
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
  await expect(appB.balance('Anna')).toHaveAccessibleName('Balance of Anna: €1,700')
  await b.getByRole('button', { name: 'Salary for Ben' }).click()
  await expect(appA.balance('Ben')).toHaveAccessibleName('Balance of Ben: €1,700')
  // interleaved taps in both tabs
  await Promise.all([
    a.getByRole('button', { name: 'Salary for Ben' }).click(),
    b.getByRole('button', { name: 'Salary for Anna' }).click(),
  ])
  await expect(appA.balance('Anna')).toHaveAccessibleName('Balance of Anna: €1,900')
  await expect(appB.balance('Ben')).toHaveAccessibleName('Balance of Ben: €1,900')
  await appB.undoButton().click()
  await expect(appA.undoButton()).toBeEnabled()
  const s = await stored(a)
  expect(s.entries.map((e) => e.seq).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6])
  const anna = s.head.state.balances.Anna!
  const ben = s.head.state.balances.Ben!
  await expect(appA.balance('Anna')).toHaveAccessibleName(`Balance of Anna: €${anna.toLocaleString('en-US')}`)
  await expect(appA.balance('Ben')).toHaveAccessibleName(`Balance of Ben: €${ben.toLocaleString('en-US')}`)
  expect(anna + ben).toBe(1500 * 2 + 200 * 3)
})

test('the app never requests anything outside its own origin and breaks no Content-Security-Policy rule', async ({
  page,
}) => {
  const foreign: string[] = []
  page.on('request', (r) => {
    const url = r.url()
    if (
      !url.startsWith(`http://127.0.0.1:${process.env.E2E_PORT ?? 4183}/`) &&
      !url.startsWith('data:') &&
      !url.startsWith('blob:')
    )
      foreign.push(url)
  })
  await page.addInitScript(() => {
    ;(window as unknown as { __csp: string[] }).__csp = []
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
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

test('a first visit whose app stylesheet does not load still starts the app', async ({ browser, baseURL }) => {
  // a first visit: no service worker hands out the files (it would from its cache)
  const ctx = await browser.newContext({ baseURL, serviceWorkers: 'block', locale: 'en-US' })
  const page = await ctx.newPage()
  let aborted = 0
  await page.route('**/assets/shell-*.css', (r) => (aborted++, r.abort()))
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Your games' })).toBeVisible()
  expect(aborted).toBeGreaterThan(0)
  await ctx.close()
})

for (const { locale, what, file, text, again, games, late } of [
  {
    locale: 'en-US',
    what: 'code does',
    file: '**/assets/shell-*.js',
    text: 'Tischbank could not load.',
    again: 'Try again',
    games: 'Your games',
  },
  // the app's code held back: the texts fail before anything awaits them
  {
    locale: 'de-AT',
    what: 'texts do',
    file: '**/assets/core-*.js',
    text: 'Tischbank konnte nicht geladen werden.',
    again: 'Noch einmal',
    games: 'Deine Spiele',
    late: '**/assets/shell-*.js',
  },
]) {
  test(`a first visit whose app ${what} not load says so on the splash (${locale}) and loads again on a tap`, async ({
    browser,
    baseURL,
  }) => {
    // a first visit: no service worker hands out the files (it would from its cache)
    const ctx = await browser.newContext({ baseURL, serviceWorkers: 'block', locale })
    const page = await ctx.newPage()
    // the failed start is said on the splash, and nothing is left unhandled in the page
    const uncaught: string[] = []
    page.on('pageerror', (e) => uncaught.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error' && !/net::ERR_FAILED|Failed to (load|fetch)/.test(m.text())) uncaught.push(m.text())
    })
    const fail = (r: Route) => r.abort()
    await page.route(file, fail)
    if (late) await page.route(late, (r) => new Promise((resolve) => setTimeout(resolve, 300)).then(() => r.continue()))
    await page.goto('/')
    await expect(page.getByRole('alert')).toHaveText(text)
    expect(uncaught).toEqual([])
    await page.unroute(file, fail)
    await page.getByRole('link', { name: again }).click()
    await expect(page.getByRole('heading', { name: games })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await ctx.close()
  })
}

/** What a newer version of the app does in another tab: opens the database at schema 3 (IndexedDB version 30; this build writes 2) with a new store; resolves once its upgrade ran. */
async function openNewerSchema(page: Page) {
  // the schema after this build's (Dexie stores schema n as IndexedDB version 10·n)
  await page.evaluate(
    (version) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('tischbank', version)
        req.onupgradeneeded = () => req.result.createObjectStore('somethingNew')
        req.onsuccess = () => {
          req.result.close()
          resolve()
        }
        req.onerror = () => reject(req.error)
      }),
    (SCHEMA_VERSION + 1) * 10,
  )
}

const NEWER = 'saved by a newer version'

test('a blocked upgrade: this tab closes on versionchange, refuses the salaries tapped after it with one message and offers a reload', async ({
  context,
}) => {
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

test('a database of a newer schema: the start, game and history screens say "saved by a newer version" once, never an endless Loading', async ({
  page,
}) => {
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

test('a game deleted in another tab: the game screen says so at once instead of showing stale balances', async ({
  context,
}) => {
  const a = await context.newPage()
  const appA = new AppPage(a)
  await appA.gotoHome()
  await appA.newFreePlay('Deleted', ['Anna', 'Ben'], { salary: '200' })
  const b = await context.newPage()
  await new AppPage(b).gotoHome()
  await b.getByRole('button', { name: 'Delete Deleted' }).click()
  await b.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(b.getByRole('link', { name: 'Resume Deleted' })).toHaveCount(0)
  await expect(a.getByRole('alert')).toContainText('does not exist')
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
  // one control per action and name (issue 35): the list's own backup button waits while the notice offers it
  await expect(page.getByRole('button', { name: 'Import backup' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Back up all games' })).toHaveCount(1)
  await notice.getByRole('button', { name: 'Close' }).click()
  await expect(notice).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Back up all games' })).toHaveCount(1)
  // once: not again after a reload
  await page.reload()
  await expect(page.getByRole('link', { name: 'Resume Evictable' })).toBeVisible()
  await expect(page.getByText('may clear your games')).toHaveCount(0)
})

test('persistent storage refused: "Back up all games" on the start screen saves a backup of every game and says where', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const storage = navigator.storage
    Object.defineProperty(storage, 'persisted', { value: () => Promise.resolve(false), configurable: true })
    Object.defineProperty(storage, 'persist', { value: () => Promise.resolve(false), configurable: true })
    Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true })
  })
  const app = new AppPage(page)
  await app.gotoHome()
  await app.newFreePlay('Evictable', ['Anna', 'Ben'])
  await page.getByRole('link', { name: 'Games' }).first().click()
  const notice = page.getByRole('status').filter({ hasText: 'may clear your games' })
  // the backup's code loads with the tap (not with the start screen)
  const download = page.waitForEvent('download')
  await notice.getByRole('button', { name: 'Back up all games' }).click()
  const file = await download
  const saved = JSON.parse(readFileSync((await file.path())!, 'utf8')) as { games: { game: { name: string } }[] }
  expect(saved.games.map((g) => g.game.name)).toEqual(['Evictable'])
  await expect(page.getByRole('status').filter({ hasText: `Saved as ${file.suggestedFilename()}.` })).toBeVisible()
  await expect(notice).toHaveCount(0)
})

test('a sheet confirm runs once: two taps on the Tax confirm at once, and 10 ms apart, store one tax each', async ({
  page,
}) => {
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
