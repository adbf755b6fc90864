import { test, expect, type Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { AppPage } from './pages/AppPage'
import { DiscretionPage } from './pages/DiscretionPage'
import { axeViolations } from './axe'

/**
 * Issue 13 "Also": the game-over screen (one player left → the notice on the game screen, the
 * ranking with each net worth broken down, the summary to share or download) and the charts page
 * (fills the phone, Discretion charts net assets, lines start at the state after setup).
 */

/** axe's violations on the page (or in one part of it), by rule id. */
const axe = (page: Page, within?: string) => axeViolations(page, within).then((v) => v.map((x) => x.id))

test('free play to one player left: the notice, the game-over ranking and breakdown, the summary downloaded; undo takes the end back', async ({
  page,
}) => {
  // the download fallback, as on a desktop browser: no Web Share
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share')
    Reflect.deleteProperty(Navigator.prototype, 'canShare')
  })
  const app = new AppPage(page)
  await app.gotoHome()
  await app.newFreePlay('Last one standing', ['Anna', 'Ben', 'Cem'])
  await app.pay('Anna', 'Ben', '200')
  const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Game over' }) })
  for (const name of ['Ben', 'Cem']) {
    // while two players are in, the game goes on: no notice
    await expect(notice).toHaveCount(0)
    await page.getByRole('button', { name: `Remove ${name} from the game` }).click()
    await page
      .getByRole('dialog', { name: `Remove ${name} from the game` })
      .getByRole('button', { name: 'Confirm' })
      .click()
    await expect(app.balance(name)).toContainText('out of the game')
  }
  await expect(notice).toContainText('Only Anna is left and wins the game.')
  expect(await axe(page, '.game-over-notice')).toEqual([])
  await notice.getByRole('link', { name: 'See the final standings' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Game over' })).toBeVisible()
  await expect(page.getByTestId('verdict')).toHaveText('Only Anna is left and wins the game.')
  const places = page.getByRole('list', { name: 'Standings' }).locator(':scope > li')
  await expect(places).toHaveCount(3)
  await expect(places.nth(0).getByRole('heading')).toHaveText('1. Anna €1,300 winner')
  await expect(places.nth(0).locator('.part')).toHaveText(['Cash€1,300'])
  await expect(places.nth(1).getByRole('heading')).toHaveText('2. Ben €0 out')
  await expect(places.nth(2).getByRole('heading')).toHaveText('2. Cem €0 out')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Share the result' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^last-one-standing-result-\d{4}-\d\d-\d\d\.txt$/)
  const text = await readFile(await download.path(), 'utf8')
  expect(text).toMatch(
    /^Last one standing \(Free play\), .+\nOnly Anna is left and wins the game\.\n\n1\. Anna: €1,300 \(winner\)\n {3}Cash €1,300\n2\. Ben: €0 \(out\)\n {3}Cash €0\n2\. Cem: €0 \(out\)\n {3}Cash €0\n$/,
  )
  await expect(page.getByRole('status').filter({ hasText: 'Saved as' })).toContainText(download.suggestedFilename())
  // the same as an image (canvas, no network): a PNG
  const [image] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save as image' }).click(),
  ])
  expect(image.suggestedFilename()).toMatch(/^last-one-standing-result-\d{4}-\d\d-\d\d\.png$/)
  const png = await readFile(await image.path())
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  expect(png.length).toBeGreaterThan(5_000)
  expect(await axe(page)).toEqual([])

  // back on the game screen, undo brings Cem back: the game goes on
  await page.getByRole('link', { name: 'Back' }).click()
  await expect(notice).toBeVisible()
  await app.undoButton().click()
  await app.expectBalance('Cem', '€1,500')
  await expect(notice).toHaveCount(0)
})

test('Discretion: the charts page fills the phone with net assets from the start after setup; the standings break them down', async ({
  page,
}) => {
  const d = new DiscretionPage(page)
  await page.goto('/welcome')
  await d.tryDemo('Discretion')
  await d.auction('1 · Abbey Fields', 'Anna', '1000000')
  await page.getByRole('link', { name: 'Charts' }).click()

  const chart = page.getByRole('img', { name: 'Net assets over the game' })
  await expect(chart).toBeVisible()
  const rows = page.getByRole('table', { name: 'Net assets over the game' }).getByRole('row')
  // header, the start (the starting money, not 0) and the auction: cash 1,500,000 + land 1,100,000
  await expect(rows).toHaveText([
    /^Entry.*Anna.*Ben.*Cem$/,
    'No. 0$2,500,000$2,500,000$2,500,000',
    /^No\. \d+\$2,600,000\$2,500,000\$2,500,000$/,
  ])
  // the page is the viewport: no scrolling, the chart takes most of it
  const fit = await page.evaluate(() => ({ scroll: document.documentElement.scrollHeight, height: window.innerHeight }))
  expect(fit.scroll).toBeLessThanOrEqual(fit.height)
  expect((await chart.boundingBox())?.height ?? 0).toBeGreaterThan(fit.height * 0.5)

  expect(await axe(page)).toEqual([])
  await page.getByRole('radio', { name: 'Cash' }).click()
  await expect(page.getByRole('table', { name: 'Balances over the game' }).getByRole('row').last()).toHaveText(
    /\$1,500,000\$2,500,000\$2,500,000$/,
  )

  await page.getByRole('link', { name: 'Final standings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Final standings' })).toBeVisible()
  await expect(page.getByText('The game goes on: these are the standings as they are now.')).toBeVisible()
  const places = page.getByRole('list', { name: 'Standings' }).locator(':scope > li')
  await expect(places.getByRole('heading')).toHaveText(['1. Anna $2,600,000', '2. Ben $2,500,000', '2. Cem $2,500,000'])
  await expect(places.nth(0).locator('.part')).toHaveText([
    'Cash$1,500,000',
    'Land$1,100,000',
    'Buildings$0',
    'Loans$0',
  ])
})
