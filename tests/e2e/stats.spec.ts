import { test, expect, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { StatsPage } from './pages/StatsPage'
import { HistoryPage } from './pages/HistoryPage'
import { axeViolations } from './axe'

/**
 * Issue 37: two demo evenings finished with the same people → the statistics show their wins and
 * records, survive a reload and a backup restored into a fresh browser profile; the finished game
 * sends its play to BG Stats by the documented link.
 */

async function expectStats(app: StatsPage) {
  await expect(app.page.getByRole('status').filter({ hasText: 'games counted' })).toHaveText('2 games counted')
  await app.expectPerson('Anna', '2', '1')
  await app.expectPerson('Ben', '2', '1')
  await app.expectPerson('Cem', '2', '0')
  await expect(app.page.getByTestId('record-rent')).toContainText('€')
  await expect(app.page.getByTestId('record-rent')).toContainText('paid by Anna for Murplatz')
  await expect(app.page.getByTestId('record-street')).toContainText('Murplatz')
  await expect(app.page.getByTestId('record-longest')).toContainText(/Demo: DKT|Second evening/)
  await expect(app.page.getByRole('img', { name: 'Wins over time' })).toBeVisible()
}

/** axe's violations on the page, by rule id. */
const axe = (page: Page) => axeViolations(page).then((v) => v.map((x) => x.id))

/** Nothing wider than the screen at a small phone's width (360 px). */
async function fitsSmallPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.setViewportSize({ width: 390, height: 844 })
}

/** A screen at a phone's and a tablet's width (the closing note's screenshots, English and German; WALK_SHOTS=1, nothing reads them). */
async function shots(page: Page, name: string) {
  if (!process.env.WALK_SHOTS) return
  for (const [w, h] of [
    [390, 844],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width: w, height: h })
    await page.screenshot({ path: `screenshots/stats-${name}-${w}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 390, height: 844 })
}

test('two demo evenings with the same people: wins and records in the statistics, after a reload and a backup restored into a fresh profile', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  // the download fallback, as on a desktop browser: no Web Share
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share')
    Reflect.deleteProperty(Navigator.prototype, 'canShare')
  })
  const app = new StatsPage(page)

  // evening 1: Anna owns Amtsplatz, Ben pays her rent; Ben and Cem go bankrupt — Anna wins
  await app.gotoHome()
  await app.demoDkt()
  await app.buy('Amtsplatz', 'Anna')
  await app.tapRent('Ben', 'Amtsplatz')
  await app.bankrupt('Ben')
  await app.bankrupt('Cem')
  await app.openGameOver()
  // the play for BG Stats: its documented link with game, players, scores and the winner
  const href = (await app.bgStatsLink().getAttribute('href')) ?? ''
  expect(href.startsWith('bgstats://app.bgstatsapp.com/createPlay.html?data=')).toBe(true)
  const play = JSON.parse(decodeURIComponent(href.split('?data=')[1] ?? '')) as {
    sourceName: string
    game: { name: string }
    players: { name: string; winner: boolean; rank: number }[]
  }
  expect(play.sourceName).toBe('Tischbank')
  expect(play.game.name).toBe('DKT – Das kaufmännische Talent')
  expect(play.players.map((p) => [p.name, p.rank, p.winner])).toEqual([
    ['Anna', 1, true],
    ['Ben', 2, false],
    ['Cem', 2, false],
  ])

  await shots(page, 'gameover-en')
  expect(await axe(page)).toEqual([])
  await fitsSmallPhone(page)

  // evening 2, set up by hand: the people of evening 1 are offered with their colours, a tap puts each in a row
  await page.goto('/new')
  await page.getByRole('radio', { name: /^DKT/ }).check()
  const known = page.getByRole('group', { name: 'Played here before' })
  for (const name of ['Anna', 'Ben', 'Cem']) await known.getByRole('button', { name: `Add ${name}` }).click()
  await expect(known).toHaveCount(0)
  await expect(page.getByLabel('Name of player 3', { exact: true })).toHaveValue('Cem')
  await shots(page, 'setup-en')
  await page.getByLabel('Game name').fill('Second evening')
  await app.startGame('Second evening')

  // evening 2: Ben owns Murplatz, Anna pays him (the bigger rent); Anna and Cem go bankrupt — Ben wins
  await app.buy('Murplatz', 'Ben')
  await app.tapRent('Anna', 'Murplatz')
  await app.bankrupt('Anna')
  await app.bankrupt('Cem')
  await app.openGameOver()

  await app.gotoStats()
  await expectStats(app)
  await shots(page, 'stats-en')
  expect(await axe(page)).toEqual([])
  await fitsSmallPhone(page)
  await page.reload()
  await expectStats(app)

  // a backup of all games, restored into a fresh profile
  await page.goto('/')
  const download = page.waitForEvent('download')
  // the button below the list (the storage notice may offer one too)
  await page.getByRole('button', { name: 'Back up all games' }).last().click()
  const file = (await (await download).path())!
  const saved = JSON.parse(readFileSync(file, 'utf8')) as { evenings?: { people: { name: string }[] } }
  expect(saved.evenings?.people.map((p) => p.name).sort()).toEqual(['Anna', 'Ben', 'Cem'])

  const fresh = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' })
  const other = new StatsPage(await fresh.newPage())
  await other.gotoHome()
  await new HistoryPage(other.page).importBackup(file)
  await expect(other.page.getByRole('status').filter({ hasText: 'Imported 2 games' })).toBeVisible()
  await other.gotoStats()
  await expectStats(other)
  await fresh.close()
})

test('the statistics in German, with a person renamed and merged, a result removed', async ({ page }) => {
  test.setTimeout(90_000)
  const app = new StatsPage(page)
  await app.gotoHome()
  await app.demoDkt()
  await app.buy('Amtsplatz', 'Anna')
  await app.tapRent('Cem', 'Amtsplatz')
  await app.bankrupt('Ben')
  await app.bankrupt('Cem')
  await app.openGameOver()
  const gameOver = page.url()
  await app.gotoStats()
  await app.expectPerson('Anna', '1', '1')

  // Ben renamed, then merged into Cem: one person with both seats
  await app.person('Ben').getByRole('button', { name: 'Rename or merge Ben' }).click()
  const sheet = page.getByRole('dialog', { name: 'Ben' })
  await sheet.getByLabel('Name').fill('Cem')
  await sheet.getByRole('button', { name: 'Save' }).click()
  await expect(sheet.getByRole('alert')).toHaveText('Someone is already called Cem. Merge the two instead.')
  await sheet.getByLabel('Merge into another person').selectOption({ label: 'Cem' })
  await sheet.getByRole('button', { name: 'Merge' }).click()
  await expect(sheet).toBeHidden()
  await expect(app.person('Ben')).toHaveCount(0)
  await app.expectPerson('Cem', '1', '0')

  // German: the same screen, then the screenshots
  await page.evaluate(() => localStorage.setItem('tb.locale', 'de'))
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible()
  await expect(page.getByTestId('record-rent')).toContainText('bezahlt von Cem für Amtsplatz')
  await shots(page, 'stats-de')
  expect(await axe(page)).toEqual([])
  await fitsSmallPhone(page)
  await page.goto(gameOver)
  await expect(page.getByRole('link', { name: 'An BG Stats senden' })).toBeVisible()
  await shots(page, 'gameover-de')
  await page.goto('/new')
  await expect(page.getByRole('button', { name: 'Anna hinzufügen' })).toBeVisible()
  await shots(page, 'setup-de')
  await page.goto('/stats')

  // a result removed (two taps) leaves the statistics empty
  await page
    .getByRole('button', { name: 'Ergebnis von Demo: DKT – Das kaufmännische Talent aus der Statistik entfernen' })
    .click()
  await page.getByRole('button', { name: /^Nochmals tippen, um das Ergebnis/ }).click()
  await expect(page.getByTestId('stats-empty')).toBeVisible()
})
