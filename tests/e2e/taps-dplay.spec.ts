import { test, expect, type Locator, type Page } from '@playwright/test'
import { DiscretionPage } from './pages/DiscretionPage'
import { recordFlow, tapEach } from './budget'

// Issue 14, Discretion play: each budget is proven by its outcome — exactly the listed taps are
// made (typed digits only where the budget says "+ digits"), then balances, loans, the map and the
// history show that those taps were enough. The demo game: Anna, Ben, Cem with $2,500,000 each.

/** A square of the map by its 1-based row and column (the map's data-square; its name is the plot's). */
function square(page: Page, row: number, col: number): Locator {
  return page.locator(`[data-square="${row}-${col}"]`)
}

function loans(page: Page, player: string): { bank: Locator; shark: Locator } {
  const row = page.getByRole('region', { name: 'Loans' }).getByRole('row', { name: new RegExp(`^${player}`) })
  return { bank: row.getByTestId('bank-loans'), shark: row.getByTestId('shark-loans') }
}

test('Discretion play: auction 3 taps + digits, no bid 2, short-of-cash build 4 in one entry, demolition asks once', async ({
  page,
}) => {
  const d = new DiscretionPage(page)
  await page.goto('/welcome')
  await d.tryDemo('Discretion')
  await d.expectBalance('Anna', '$2,500,000')

  // -- no bid from the title list: 2 taps (the Title card goes under the pile)
  const auctionSheet = page.getByRole('dialog', { name: 'Event card: Auction' })
  const noBid = [
    page.getByRole('button', { name: 'Auction 3 · Castle Hill', exact: true }),
    auctionSheet.getByRole('button', { name: 'No bid: title under the pile' }),
  ]
  await tapEach(noBid)
  await expect(auctionSheet).toBeHidden()
  await expect(d.latestEntry()).toContainText('Auction without a bid')
  await expect(d.latestEntry()).toContainText('Castle Hill')
  await expect(page.getByRole('button', { name: 'Auction 3 · Castle Hill', exact: true })).toBeVisible()
  recordFlow('Discretion auction with no bid (title list)', noBid, 'auction, no bid = 2')

  // -- an auction from the title list: Auction, winner, digits (the price field has the focus), confirm
  const sold = [
    page.getByRole('button', { name: 'Auction 1 · Abbey Fields', exact: true }),
    auctionSheet.getByRole('radiogroup', { name: 'Winner' }).getByRole('radio', { name: 'Anna' }),
    auctionSheet.getByRole('button', { name: 'Confirm', exact: true }),
  ]
  await tapEach(sold.slice(0, 2))
  // the Year card's count: 1 of the 7 auctions before Year One held (the no bid)
  await expect(auctionSheet.getByTestId('year-auctions')).toHaveText('Auctions of the Year card: 1 of 7')
  await expect(auctionSheet.getByLabel('Price')).toBeFocused()
  await page.keyboard.type('700000')
  await expect(auctionSheet.getByLabel('Price')).toHaveValue('700,000')
  await tapEach(sold.slice(2))
  await expect(auctionSheet).toBeHidden()
  await d.expectBalance('Anna', '$1,800,000')
  await expect(d.latestEntry()).toContainText('Abbey Fields')
  await expect(d.latestEntry()).toContainText('$700,000')
  recordFlow('Discretion auction from the title list', sold, 'auction, winner, digits, confirm = 3 + digits', {
    typed: 6,
    max: 3,
  })

  // -- from the card grid the plot is one chip more (the app cannot know which Title card was turned over)
  const grid = [
    d.card('Auction'),
    auctionSheet
      .getByRole('radiogroup', { name: 'Title card turned over' })
      .getByRole('radio', { name: /^2 · Brookside/ }),
    auctionSheet.getByRole('radiogroup', { name: 'Winner' }).getByRole('radio', { name: 'Ben' }),
    auctionSheet.getByRole('button', { name: 'Confirm', exact: true }),
  ]
  await tapEach(grid.slice(0, 3))
  await expect(auctionSheet.getByTestId('year-auctions')).toHaveText('Auctions of the Year card: 2 of 7')
  await page.keyboard.type('900000')
  await tapEach(grid.slice(3))
  await expect(auctionSheet).toBeHidden()
  await d.expectBalance('Ben', '$1,600,000')
  // a Year card auction: the turn stays with Anna
  await expect(page.getByTestId('active-player')).toHaveText("Anna's turn")
  recordFlow(
    'Discretion auction from the card grid (the plot turned over is one chip)',
    grid,
    'card, plot, winner, digits, confirm = 4 + digits',
    { typed: 6, max: 4 },
  )

  // -- three buildings leave Anna $300,000: the fourth is $200,000 short
  for (const [r, c, type] of [
    [1, 1, 'Housing'],
    [1, 2, 'Offices'],
    [3, 3, 'Housing'],
  ] as const) {
    await square(page, r, c).click()
    const form = page.getByRole('form', { name: /^Build for Anna/ })
    await form.getByRole('radio', { name: new RegExp(`^${type}:`) }).click()
    await form.getByRole('button', { name: new RegExp(`^Build ${type}`) }).click()
    await expect(form).toBeHidden()
  }
  await d.expectBalance('Anna', '$300,000')

  const form = page.getByRole('form', { name: /^Build for Anna/ })
  const remedies = form.getByRole('radiogroup', { name: 'Pay for it with' })
  const shortBuild = (remedy: RegExp, confirm: string) => [
    square(page, 2, 1),
    form.getByRole('radio', { name: /^Shops:/ }),
    remedies.getByRole('radio', { name: remedy }),
    form.getByRole('button', { name: confirm, exact: true }),
  ]

  // bank loan (three buildings allow one): 4 taps, one entry
  const bank = shortBuild(/^Bank loan \+\$500,000, repaid with \$600,000$/, 'Build Shops with a bank loan')
  await tapEach(bank.slice(0, 2))
  await expect(form.getByRole('alert').first()).toHaveText(
    'Anna has $300,000 and the building costs $500,000: $200,000 short.',
  )
  await tapEach(bank.slice(2))
  await expect(form).toBeHidden()
  await d.expectBalance('Anna', '$300,000')
  await expect(loans(page, 'Anna').bank).toHaveText('1')
  await expect(square(page, 2, 1)).toHaveAccessibleName(/Shops/)
  await expect(d.latestEntry()).toContainText('Shops on Abbey Fields, with 1 bank loan')
  recordFlow('Discretion build short of cash: bank loan', bank, 'square, type, remedy, confirm = 4')
  // one undo takes the loan and the building back together
  await d.undoButton().click()
  await expect(loans(page, 'Anna').bank).toHaveText('0')
  await expect(square(page, 2, 1)).not.toHaveAccessibleName(/Shops/)
  await d.expectBalance('Anna', '$300,000')

  // the loan shark: exactly 2 units for $200,000
  const shark = shortBuild(/^Loan shark ×2 \+\$200,000, repaid with \$400,000$/, 'Build Shops with 2 loan-shark loans')
  await tapEach(shark)
  await expect(form).toBeHidden()
  await d.expectBalance('Anna', '$0')
  await expect(loans(page, 'Anna').shark).toHaveText('2')
  await expect(square(page, 2, 1)).toHaveAccessibleName(/Shops/)
  await expect(d.latestEntry()).toContainText('Shops on Abbey Fields, with 2 loan-shark loans')
  recordFlow('Discretion build short of cash: loan shark', shark, 'square, type, remedy, confirm = 4')
  await d.undoButton().click()
  await expect(loans(page, 'Anna').shark).toHaveText('0')
  await d.expectBalance('Anna', '$300,000')

  // demolition: the two buildings earning least go (the lone Housing, then the older of the pair); the loss is said before the confirm
  const demolish = shortBuild(/^Demolish 2 buildings \+\$200,000$/, 'Demolish 2 buildings, build Shops')
  await tapEach(demolish.slice(0, 3))
  await expect(form.getByRole('note')).toContainText('Anna gives up')
  await expect(form.getByRole('note')).toContainText('$800,000 less in net assets')
  await tapEach(demolish.slice(3))
  await expect(form).toBeHidden()
  await d.expectBalance('Anna', '$0')
  await expect(square(page, 2, 1)).toHaveAccessibleName(/Shops/)
  await expect(square(page, 3, 3)).not.toHaveAccessibleName(/Housing/)
  await expect(square(page, 1, 1)).not.toHaveAccessibleName(/Housing/)
  recordFlow('Discretion build short of cash: demolition', demolish, 'square, type, remedy, confirm = 4')

  // -- demolishing the Offices asks once and says what is lost: the first tap changes nothing
  await square(page, 1, 2).click()
  const sheet = page.getByRole('dialog')
  await sheet.getByRole('button', { name: 'Demolish (+$100,000)' }).click()
  await expect(sheet.getByRole('note')).toContainText(
    'worth $500,000; the bank pays $100,000: $400,000 less in net assets.',
  )
  await d.expectBalance('Anna', '$0')
  await sheet.getByRole('button', { name: 'Yes, demolish Offices: $400,000 lost' }).click()
  await expect(sheet).toBeHidden()
  await d.expectBalance('Anna', '$100,000')
  await expect(square(page, 1, 2)).not.toHaveAccessibleName(/Offices/)
})
