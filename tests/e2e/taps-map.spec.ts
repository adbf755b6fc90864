import { test, expect, type Page } from '@playwright/test'
import { axeViolations } from './axe'

// Issue 14, the Discretion map as the rulebook colours it: on a tablet (1024 × 768) large squares
// by default with the legend, building tiles with their letter, rent and owner's mark readable,
// no sideways scrolling, tile text contrast passing axe in the light and the dark theme, and no
// square named by coordinates anywhere on the game screen, in English and German.

test.use({ viewport: { width: 1024, height: 768 } })

/** A square by coordinates as the map once named them ("row 1, column 3", "Zeile 1, Spalte 3"). */
const COORDINATES = /\b(row|column|zeile|spalte) +\d/i

/** The demo game with Abbey Fields (Anna) and Brookside (Ben) sold and three buildings on them. */
async function demoWithBuildings(page: Page): Promise<string> {
  await page.goto('/welcome')
  await page.getByRole('button', { name: 'Try a demo game of Discretion' }).click()
  await expect(page.getByTestId('year')).toHaveText('Year 1 of 10')
  for (const [plot, winner] of [
    ['1 · Abbey Fields', 'Anna'],
    ['2 · Brookside', 'Ben'],
  ]) {
    await page.getByRole('button', { name: `Auction ${plot}`, exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'Event card: Auction' })
    await sheet.getByRole('radiogroup', { name: 'Winner' }).getByRole('radio', { name: winner, exact: true }).click()
    await sheet.getByLabel('Price').fill('0')
    await sheet.getByRole('button', { name: 'Confirm', exact: true }).click()
    await expect(sheet).toBeHidden()
  }
  // the rest of the Year card's 7 auctions, no bid: then the build-only round is due (issue 35)
  for (let i = 0; i < 5; i++) {
    await page.getByRole('button', { name: 'Auction 3 · Castle Hill', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'Event card: Auction' })
    await sheet.getByRole('button', { name: 'No bid: title under the pile', exact: true }).click()
    await expect(sheet).toBeHidden()
  }
  const build = async (square: string, type: string, twoWith?: string) => {
    await page.locator(`[data-square="${square}"]`).click()
    const form = page.getByRole('form', { name: /^Build for / })
    await form.getByRole('radio', { name: new RegExp(`^${type}:`) }).click()
    if (twoWith) await form.getByRole('radio', { name: `2 acres with ${twoWith}`, exact: true }).click()
    await form.getByRole('button', { name: new RegExp(`^Build ${type}`) }).click()
    await expect(form).toBeHidden()
  }
  await build('1-3', 'Housing')
  await page.getByRole('button', { name: 'Anna is done: Ben builds' }).click()
  await build('1-4', 'Shops', 'Brookside, west square')
  return page.url()
}

/** Every text of the game screen a user or a screen reader gets. */
async function screenTexts(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label') ?? ''),
    ].join('\n'),
  )
}

test('tablet: large squares with the legend, readable tiles, contrast in light and dark, no coordinates in English or German', async ({
  page,
}) => {
  const url = await demoWithBuildings(page)
  const map = page.getByRole('group', { name: 'Squares of the map' })
  await expect(map).toHaveClass(/\blarge\b/)
  await expect(page.getByRole('button', { name: 'Large squares' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('list', { name: 'Building types' }).getByRole('listitem')).toHaveText([
    'HHousing',
    'OOffices',
    'IIndustry',
    'SvServices',
    'ShShops',
  ])
  await expect(page.getByRole('list', { name: 'Owners' })).toContainText('Anna')
  // the squares are named by plot, owner and building
  await expect(page.locator('[data-square="1-3"]')).toHaveAccessibleName(
    'Abbey Fields, north-east square, Anna, Housing (1 acre), rent $100,000',
  )
  // one tile across the 2-acre Shops; letter, rent and owner's initial on the tiles
  const housing = page.locator('.disc-building[data-type="housing"]')
  await expect(housing).toContainText('H')
  await expect(housing).toContainText('100k')
  await expect(housing.locator('.player-mark')).toHaveAttribute('data-initial', 'A')
  const sizes = await page.evaluate(() => {
    const cell = document.querySelector('.disc-cell')!.getBoundingClientRect()
    const shops = document.querySelector('.disc-building[data-type="shops"]')!.getBoundingClientRect()
    const scroll = document.querySelector('.disc-map-scroll')!
    const font = (s: string) => parseFloat(getComputedStyle(document.querySelector(s)!).fontSize)
    return {
      cell: cell.width,
      shopsTall: shops.height / cell.height,
      overflow: scroll.scrollWidth - scroll.clientWidth,
      rent: font('.disc-building-rent'),
      letter: font('.disc-building-type'),
    }
  })
  expect(sizes.cell).toBeGreaterThanOrEqual(52)
  expect(sizes.shopsTall).toBeGreaterThan(1.7)
  expect(sizes.overflow).toBeLessThanOrEqual(0)
  expect(sizes.rent).toBeGreaterThanOrEqual(12)
  expect(sizes.letter).toBeGreaterThanOrEqual(16)
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    const violations = await axeViolations(page, '.disc-map-wrap', {
      runOnly: { type: 'rule', values: ['color-contrast'] },
    })
    expect(violations.map((v) => `${scheme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  }
  expect((await screenTexts(page)).match(COORDINATES)?.[0]).toBeUndefined()
  // German: the same screen names no row or column either
  await page.goto('/settings')
  await page.getByLabel('Language').selectOption('de')
  await page.goto(url)
  await expect(page.getByRole('group', { name: 'Felder der Karte' })).toBeVisible()
  await expect(page.locator('[data-square="1-3"]')).toHaveAccessibleName(
    'Abbey Fields, nordöstliches Feld, Anna, Wohnen (1 Acre), Miete 100.000 $',
  )
  await expect(page.getByRole('list', { name: 'Gebäudearten' }).getByRole('listitem')).toHaveText([
    'WWohnen',
    'BBüros',
    'IIndustrie',
    'DDienstleistungen',
    'LLäden',
  ])
  expect((await screenTexts(page)).match(COORDINATES)?.[0]).toBeUndefined()
})
