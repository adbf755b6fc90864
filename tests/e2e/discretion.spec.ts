import { test, expect } from '@playwright/test'
import { DiscretionPage } from './pages/DiscretionPage'
import { recordFlow, tapEach } from './budget'
import { axeViolations, describeViolations } from './axe'

test('Discretion: demo board, buildings for two players, Housing Rent paid to every owner in 2 taps, undone', async ({
  page,
}) => {
  // the Year card's 7 opening auctions come before the build-only round (issue 35): a longer evening
  test.slow()
  const d = new DiscretionPage(page)
  await d.newGame('Discretion night', ['Anna', 'Ben'])
  await d.expectBalance('Anna', '€2,500,000')
  await d.expectBalance('Ben', '€2,500,000')

  // titles: plot 1 (Abbey Fields) to Anna, plot 2 (Brookside) to Ben
  await d.auction('1 · Abbey Fields', 'Anna', '1000000')
  await d.auction('2 · Brookside', 'Ben', '900000')
  await d.expectBalance('Anna', '€1,500,000')

  // the planning aid: an empty square of Anna's shows what each type would earn there
  await d.square(1, 3).click()
  await expect(page.getByRole('table', { name: 'What each type would earn here' })).toContainText('Housing')
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()

  // the Year card's 7 auctions first: the build-only round is not offered before them (issue 35)
  await expect(page.getByRole('region', { name: 'Build-only round' })).toHaveCount(0)
  await d.noBids('3 · Castle Hill', 5)
  // the build-only round, clockwise (only the active player builds): Anna Housing (Abbey Fields, north-east square),
  // then Ben 2-acre Shops (Brookside's north-west and west squares); then it is Anna's turn again and she builds Offices (Abbey Fields, east square)
  await expect(page.getByRole('region', { name: 'Build-only round' })).toContainText('Anna → Ben')
  await d.build(1, 3, 'Housing')
  await page.getByRole('button', { name: 'Anna is done: Ben builds' }).click()
  await expect(page.getByTestId('active-player')).toHaveText("Ben's turn")
  await d.build(1, 4, 'Shops', 'Brookside, west square')
  await page.getByRole('button', { name: 'Ben is done: Anna draws the first card' }).click()
  await expect(page.getByTestId('active-player')).toHaveText("Anna's turn")
  await expect(page.getByRole('region', { name: 'Build-only round' })).toBeHidden()
  await d.build(2, 3, 'Offices')
  await expect(d.square(1, 3)).toHaveAccessibleName(
    'Abbey Fields, north-east square, Anna, Housing (1 acre), rent €200,000',
  )
  await expect(d.square(1, 4)).toHaveAccessibleName(/Shops \(2 acres\), rent €200,000$/)
  await expect(d.square(2, 4)).toHaveAccessibleName(/Shops \(2 acres\), rent €200,000$/)
  await d.expectBalance('Anna', '€500,000')
  await d.expectBalance('Ben', '€1,100,000')

  // Housing Rent: a card without choices, for every player: exactly 2 taps, card then confirm
  const sheet = d.cardSheet('Housing Rent')
  const card = [d.card('Housing Rent'), sheet.getByRole('button', { name: 'Confirm', exact: true })]
  await tapEach(card.slice(0, 1))
  await expect(d.line(sheet, 'Anna')).toContainText('receives €200,000')
  await expect(d.line(sheet, 'Ben')).toContainText('nothing')
  expect(describeViolations(await axeViolations(page, '[role="dialog"]'))).toEqual([])
  await tapEach(card.slice(1))
  await expect(sheet).toBeHidden()
  await d.expectBalance('Anna', '€700,000')
  await d.expectBalance('Ben', '€1,100,000')
  await expect(page.getByTestId('active-player')).toHaveText("Ben's turn")
  // one entry for the whole card: the bank paid the rent to the only owner of Housing
  await expect(d.latestEntry()).toContainText('Rent · Housing: Bank paid €200,000 to Anna')
  recordFlow('Discretion event card without choices, for every player', card, '2')

  // undo takes the whole card back (payouts and the turn)
  await d.undoButton().click()
  await d.expectBalance('Anna', '€500,000')
  await d.expectBalance('Ben', '€1,100,000')
  await expect(page.getByTestId('active-player')).toHaveText("Anna's turn")

  expect(describeViolations(await axeViolations(page))).toEqual([])
})
