import { test, expect, type Locator, type Page } from '@playwright/test'
import { AppPage } from './pages/AppPage'
import { recordFlow, tapEach } from './budget'

// Issue 14, DKT and Monopoly at the table: rent in 2 taps from the board (the property card, the
// payer's chip), buy in 3 (Buy, the property, the buyer), the auction in 2 more than Buy → property
// (the winner, the bid typed, Record). Each flow is exactly its taps (tapEach), then the whole
// balances, the history entry and the closed sheet are asserted before recordFlow counts it.
// Before this change (HEAD 185609b^): rent 3 taps (Rent from <payer>, property, confirm — the board
// cards did nothing), buy 4 (Buy, property, buyer radio, "Buy for …"), auction 5 + digits
// (Buy, property, "Auction" radio, winner, digits, Record).

const DKT = 'DKT – Das kaufmännische Talent'
const MONOPOLY = 'Monopoly (German rules)'

class Board extends AppPage {
  /** A property card on the board (the phone's list and the tablet's centre board are the same cards). */
  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true }).getByRole('button')
  }
  sheet(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true })
  }
  quick(name: string): Locator {
    return this.page.getByRole('group', { name: 'Quick actions' }).getByRole('button', { name, exact: true })
  }
  chip(sheet: Locator, group: string, name: string): Locator {
    return sheet.getByRole('group', { name: group, exact: true }).getByRole('button', { name, exact: true })
  }
  /** Buys a property from the board: its card, the buyer (2 taps). */
  async buyFromBoard(property: string, player: string, price: string) {
    await tapEach([this.card(property), this.chip(this.sheet(property), 'Buyer', `${player} buys for ${price}`)])
    await expect(this.sheet(property)).toBeHidden()
  }
}

async function start(page: Page, type: string): Promise<Board> {
  const app = new Board(page)
  await app.gotoHome()
  await app.tryDemo(type)
  return app
}

test('DKT: buy in 3 taps, rent in 2 from the board, an enterprise with its dice in 3, the auction in 2 more + digits', async ({
  page,
}) => {
  const app = await start(page, DKT)
  await app.expectBalances({ Anna: '€1,500', Ben: '€1,500', Cem: '€1,500' })

  // buy: Buy → the property (unowned ones by city in board order) → the buyer pays the printed price
  const buySheet = app.sheet('Buy or auction')
  const buy = [
    app.quick('Buy'),
    buySheet.getByRole('button', { name: /^Amtsplatz/ }),
    app.chip(buySheet, 'Buyer', 'Anna buys for €220'),
  ]
  await tapEach(buy)
  await expect(buySheet).toBeHidden()
  await app.expectBalances({ Anna: '€1,280', Ben: '€1,500', Cem: '€1,500' })
  await expect(app.latestEntry()).toContainText(/Anna.*€220|€220.*Anna/)
  await expect(app.latestEntry()).toContainText('Amtsplatz')
  await expect(app.page.getByRole('article', { name: 'Amtsplatz', exact: true })).toContainText('Anna')
  recordFlow('buy a property at the printed price', buy, 'Buy, property, buyer = 3')

  // rent: the card on the board → the payer's chip, which names the computed amount; the snackbar confirms with Undo
  const sheet = app.sheet('Amtsplatz')
  const rent = [app.card('Amtsplatz'), app.chip(sheet, 'Rent from', 'Ben pays €20 rent')]
  await tapEach(rent.slice(0, 1))
  // the owner cannot pay himself: disabled, described by the rule's refusal
  await expect(app.chip(sheet, 'Rent from', 'Anna pays no rent now')).toBeDisabled()
  await expect(app.chip(sheet, 'Rent from', 'Anna pays no rent now')).toHaveAccessibleDescription(
    'Anna owns Amtsplatz: no rent to pay',
  )
  await tapEach(rent.slice(1))
  await expect(sheet).toBeHidden()
  await app.expectBalances({ Anna: '€1,300', Ben: '€1,480', Cem: '€1,500' })
  await expect(app.latestEntry()).toContainText(/Rent.*Ben.*€20.*Anna/)
  await expect(app.snackbar()).toContainText(/Ben.*€20.*Anna/)
  await expect(app.snackbar().getByRole('button', { name: /^Undo/ })).toBeVisible()
  recordFlow('rent from the board (amount computed)', rent, 'property card, payer = 2')

  // an enterprise: the card, the dice total, the payer (or Roll in the app instead of the total: also 3)
  await app.buyFromBoard('Seilbahn', 'Cem', '€160')
  await app.expectBalances({ Anna: '€1,300', Ben: '€1,480', Cem: '€1,340' })
  const ent = app.sheet('Seilbahn')
  const dice = [
    app.card('Seilbahn'),
    ent.getByRole('radio', { name: 'Dice total 7' }),
    app.chip(ent, 'Rent from', 'Anna pays €35 rent'),
  ]
  await tapEach(dice.slice(0, 1))
  await expect(app.chip(ent, 'Rent from', 'Anna pays no rent now')).toHaveAccessibleDescription(
    'Enter the dice total for the rent of Seilbahn',
  )
  await tapEach(dice.slice(1))
  await expect(ent).toBeHidden()
  await app.expectBalances({ Anna: '€1,265', Ben: '€1,480', Cem: '€1,375' })
  recordFlow(
    'rent of an enterprise / utility from the board (dice total)',
    dice,
    'property card, dice total, payer = 3',
  )

  // the auction: Buy → property → the winner (the bid field takes the digits at once) → digits → Record
  const auctionSheet = app.sheet('Buy or auction')
  const auction = [
    app.quick('Buy'),
    auctionSheet.getByRole('button', { name: /^Rathausstraße/ }),
    auctionSheet.getByRole('radiogroup', { name: 'Winner of the auction' }).getByRole('radio', { name: 'Ben' }),
    auctionSheet.getByRole('button', { name: 'Record: Ben pays €120' }),
  ]
  await tapEach(auction.slice(0, 3))
  await expect(auctionSheet.getByTestId('opening-bid')).toHaveText('Opening bid: €90')
  await page.keyboard.type('120')
  await tapEach(auction.slice(3))
  await expect(auctionSheet).toBeHidden()
  await app.expectBalances({ Anna: '€1,265', Ben: '€1,360', Cem: '€1,375' })
  await expect(app.page.getByRole('article', { name: 'Rathausstraße', exact: true })).toContainText('Ben')
  recordFlow(
    'auction of an unbought property (winner and price)',
    auction,
    'Buy, property, winner, digits, Record = 4 + digits',
    { typed: 3 },
  )
})

test('Monopoly on the tablet: the centre board opens the same sheet — rent in 2, a utility 10 × the dice, doubled rent on a whole group', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'en-US' })
  const page = await context.newPage()
  const app = await start(page, MONOPOLY)

  // buying from the board: the unowned card, the buyer (2 taps)
  const buy = [app.card('Badstraße'), app.chip(app.sheet('Badstraße'), 'Buyer', 'Anna buys for €60')]
  await tapEach(buy)
  await expect(app.sheet('Badstraße')).toBeHidden()
  await app.expectBalances({ Anna: '€1,440', Ben: '€1,500', Cem: '€1,500' })
  await expect(app.page.getByRole('article', { name: 'Badstraße', exact: true })).toContainText('Anna')
  recordFlow('buy from the board, tablet (the card, the buyer)', buy, 'property card, buyer = 2')
  await app.buyFromBoard('Turmstraße', 'Anna', '€60')
  await app.buyFromBoard('Elektrizitätswerk', 'Cem', '€150')
  await app.buyFromBoard('Wasserwerk', 'Cem', '€150')
  await app.expectBalances({ Anna: '€1,380', Ben: '€1,500', Cem: '€1,200' })

  const street = app.sheet('Turmstraße')
  const rent = [app.card('Turmstraße'), app.chip(street, 'Rent from', 'Ben pays €8 rent')]
  await tapEach(rent.slice(0, 1))
  await expect(street.getByTestId('sheet-rent')).toHaveText(
    'Rent €8 · Unbuilt, doubled: the owner holds the whole group',
  )
  await tapEach(rent.slice(1))
  await expect(street).toBeHidden()
  await app.expectBalances({ Anna: '€1,388', Ben: '€1,492', Cem: '€1,200' })
  recordFlow('rent from the board, tablet (Monopoly, whole group doubled)', rent, 'property card, payer = 2')

  const util = app.sheet('Wasserwerk')
  const dice = [
    app.card('Wasserwerk'),
    util.getByRole('radio', { name: 'Dice total 9' }),
    app.chip(util, 'Rent from', 'Anna pays €90 rent'),
  ]
  await tapEach(dice)
  await expect(util).toBeHidden()
  await app.expectBalances({ Anna: '€1,298', Ben: '€1,492', Cem: '€1,290' })
  recordFlow(
    'utility rent from the board, tablet (Monopoly, 10 × the dice)',
    dice,
    'property card, dice total, payer = 3',
  )

  // Monopoly has no opening bid (RULES.md): any bid of at least 1
  await tapEach([app.quick('Buy'), app.sheet('Buy or auction').getByRole('button', { name: /^Schlossallee/ })])
  await expect(app.sheet('Buy or auction').getByTestId('opening-bid')).toHaveText(
    'No opening bid: any bid of at least €1',
  )
  await context.close()
})
