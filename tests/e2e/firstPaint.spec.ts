import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { AppPage } from './pages/AppPage'

// The game screen painted from its stored copy before the app's code has run (issue 16,
// src/modules/firstPaint.ts): what a reload shows first, and when the app takes over.

const DKT = 'DKT – Das kaufmännische Talent'

interface Seen {
  /** The copy's balances as painted (null: no copy was painted). */
  painted: string[] | null
  /** When the copy went, the app's own balances on screen then. */
  appBalancesAtRelease: number | null
}

/** Records, in every document of the page's context, what the copy painted and when it went. */
async function watchCopy(page: Page) {
  await page.context().addInitScript(() => {
    const seen: Seen = { painted: null, appBalancesAtRelease: null }
    ;(globalThis as unknown as { __copy: Seen }).__copy = seen
    let copy: Element | null = null
    new MutationObserver(() => {
      const now = document.querySelector('.first-paint')
      if (now && !copy) seen.painted = [...now.querySelectorAll('[data-testid="balance"]')].map((e) => e.textContent ?? '')
      if (copy && !now) seen.appBalancesAtRelease = document.querySelectorAll('#main [data-testid="balance"]').length
      copy = now
    }).observe(document, { subtree: true, childList: true })
  })
}
const seen = (page: Page) => page.evaluate(() => (globalThis as unknown as { __copy: Seen }).__copy)
/** The DKT demo's game screen, watched, once complete: the game's panel (its actions) has mounted; from then on the screen keeps its copy. */
async function dktDemo(page: Page): Promise<AppPage> {
  const app = new AppPage(page)
  await watchCopy(page)
  await page.goto('/welcome')
  await app.tryDemo(DKT)
  await expect(page.getByRole('group', { name: 'Actions' })).toBeVisible()
  return app
}

test('a reload paints the game screen as it was at once, then the app takes over with the same balances and every button works', async ({ page }) => {
  const app = await dktDemo(page)
  await page.getByRole('button', { name: 'Salary for Anna' }).click()
  await app.expectBalance('Anna', '€1,700')
  const before = await app.balances()

  // the tap's change is kept in the copy when the page goes (no wait for the quiet second)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Salary for Anna' })).toBeVisible()
  await expect(page.locator('.first-paint')).toHaveCount(0)
  const s = await seen(page)
  expect(s.painted).toEqual(Object.values(before))
  // the copy went only once the app's own balances were on screen
  expect(s.appBalancesAtRelease).toBe(3)
  expect(await app.balances()).toEqual(before)
  await page.getByRole('button', { name: 'Salary for Ben' }).click()
  await app.expectBalance('Ben', '€1,700')
})

test('after a write since the copy was made it is not painted; a copy that does not show the stored head goes once the head is read', async ({ page }) => {
  const app = await dktDemo(page)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Salary for Anna' })).toBeVisible()
  expect((await seen(page)).painted).toEqual(['€1,500', '€1,500', '€1,500'])
  // the copy gone: the screen is complete and has found its stored copy current
  await expect(page.locator('.first-paint')).toHaveCount(0)
  const kept = await page.evaluate(() => localStorage.getItem('tb.firstPaint')!)

  // a write since (any game, any tab) renews the write token: the copy is not painted
  await page.evaluate(() => localStorage.setItem('tb.writeToken', 'renewed by a write'))
  await page.reload()
  await expect(page.getByRole('button', { name: 'Salary for Anna' })).toBeVisible()
  expect((await seen(page)).painted).toBeNull()
  expect(await app.balances()).toEqual({ Anna: '€1,500', Ben: '€1,500', Cem: '€1,500' })

  // a copy under the current token that is not of the stored head (written by a build that renews
  // no token): painted, and gone as soon as the page's own read of the head disagrees, before the app shows
  await page.evaluate((kept) => {
    const copy = JSON.parse(kept) as { key: string; html: string; token: string }
    const [nextSeq, ...rest] = JSON.parse(copy.key) as [number, ...unknown[]]
    localStorage.setItem('tb.writeToken', copy.token)
    localStorage.setItem('tb.firstPaint', JSON.stringify({ ...copy, key: JSON.stringify([nextSeq - 1, ...rest]), html: copy.html.replaceAll('€1,500', '€9,999') }))
  }, kept)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Salary for Anna' })).toBeVisible()
  const after = await seen(page)
  expect(after.painted).toEqual(['€9,999', '€9,999', '€9,999'])
  expect(after.appBalancesAtRelease).toBe(0)
  expect(await app.balances()).toEqual({ Anna: '€1,500', Ben: '€1,500', Cem: '€1,500' })
})

test('a tap just before leaving for the history is in the copy: opening the game again paints it with the new balance', async ({ page }) => {
  const app = await dktDemo(page)
  const game = page.url()
  await page.getByRole('button', { name: 'Salary for Cem' }).click()
  await app.expectBalance('Cem', '€1,700')
  // within the quiet second: the copy is made as the screen closes
  await page.getByRole('link', { name: 'History', exact: true }).click()
  await expect(page.getByRole('heading', { name: /History/ })).toBeVisible()
  await page.goto(game)
  await expect(page.getByRole('button', { name: 'Salary for Cem' })).toBeVisible()
  expect((await seen(page)).painted).toEqual(['€1,500', '€1,500', '€1,700'])
})

test.describe('in German on a tablet', () => {
  test.use({ locale: 'de-DE', viewport: { width: 1024, height: 768 } })

  test('the copy paints the tablet layout in German; turned to a phone’s width, the tablet’s copy is not painted', async ({ page }) => {
    await watchCopy(page)
    await page.goto('/welcome')
    await page.getByRole('button', { name: 'Demo-Spiel von DKT – Das kaufmännische Talent ausprobieren' }).click()
    await expect(page.getByRole('group', { name: 'Schnellaktionen' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Gehalt für Anna' })).toBeVisible()
    expect((await seen(page)).painted).toEqual(['1.500\u00a0€', '1.500\u00a0€', '1.500\u00a0€'])
    await expect(page.locator('.first-paint')).toHaveCount(0)

    // the same game opened at a phone's width (the tablet's page stays as it is)
    const phone = await page.context().newPage()
    await phone.setViewportSize({ width: 390, height: 844 })
    await phone.goto(page.url())
    await expect(phone.getByRole('button', { name: 'Gehalt für Anna' })).toBeVisible()
    expect((await seen(phone)).painted).toBeNull()
  })
})

test("every style rule of the build survives the copy's serialization: no declaration of it reads back empty", async ({ page }) => {
  // the copy keeps the rules it uses as the browser serialises them (firstPaintSave.ts); Chromium
  // serialises a longhand empty when a shorthand with var() set it and another declaration of the
  // rule overrides part of it (border: 1px solid var(--a); border-left: …), and the copy then
  // showed its cards without their borders until the app's own stylesheet had loaded
  await page.goto('/')
  const assets = join(process.env.E2E_DIST ?? 'dist', 'assets')
  const files = readdirSync(assets).filter((f) => f.endsWith('.css'))
  expect(files.length).toBeGreaterThan(5)
  for (const file of files) {
    const lossy = await page.evaluate((text) => {
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(text)
      const out: string[] = []
      const walk = (rules: CSSRuleList) => {
        for (const r of rules) {
          // an empty custom property (--x: ;) is a value of its own
          if (r instanceof CSSStyleRule && /(?:^|[{;]\s*)(?!--)[a-z-]+:\s*;/.test(r.cssText)) out.push(r.selectorText)
          if ('cssRules' in r) walk((r as CSSGroupingRule).cssRules)
        }
      }
      walk(sheet.cssRules)
      return out
    }, readFileSync(join(assets, file), 'utf8'))
    expect(lossy, file).toEqual([])
  }
})

