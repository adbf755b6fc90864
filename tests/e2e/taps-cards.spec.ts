import { test, expect, type Locator, type Page } from '@playwright/test'
import { AppPage } from './pages/AppPage'
import { recordFlow, tapEach } from './budget'

// Issue 14, DKT and Monopoly card decks as lists: a card is Card → the card → confirm (3 taps) for
// the player the newest action was about (preselected); a move whose outcome depends on the card
// space it was drawn on asks that space (4); a utility rent after the move asks the dice too (5).
// Issue 35: one deck at a time — the first deck is open, the other one tap away on its tab.
// Each flow is exactly its taps (tapEach), then the whole balances, the history entry and the closed
// sheet are asserted before recordFlow counts it. Before (HEAD a059d28^): a card payment was Card,
// player, kind, amount typed, confirm = 4 taps + digits, and a move card had no effect at all (salary,
// rent, jail each a separate action).

const DKT = 'DKT – Das kaufmännische Talent'
const MONOPOLY = 'Monopoly (German rules)'

class Cards extends AppPage {
  sheet(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true })
  }
  quick(name: string): Locator {
    return this.page.getByRole('group', { name: 'Quick actions' }).getByRole('button', { name, exact: true })
  }
  /** A card of the open card sheet, by its printed text (the accessible name adds its effect). */
  cardRow(text: string): Locator {
    return this.sheet('Card')
      .getByRole('button', { name: new RegExp(`^${text}:`) })
      .first()
  }
  space(name: string, n: number): Locator {
    return this.sheet('Card').getByRole('button', { name: new RegExp(`^Drawn on ${name}, space ${n}:`) })
  }
  confirm(): Locator {
    return this.sheet('Card').getByRole('button', { name: 'Confirm card', exact: true })
  }
  /** The tab of a deck (issue 35: one deck at a time; the first deck is open). */
  deckTab(name: string): Locator {
    return this.sheet('Card')
      .getByRole('radiogroup', { name: 'Deck', exact: true })
      .getByRole('radio', { name, exact: true })
  }
  /** Buys a property from the board (its card, the buyer chip). */
  async buyFromBoard(property: string, player: string, price: string) {
    await this.page.getByRole('article', { name: property, exact: true }).getByRole('button').click()
    const s = this.sheet(property)
    await s
      .getByRole('group', { name: 'Buyer', exact: true })
      .getByRole('button', { name: `${player} buys for ${price}`, exact: true })
      .click()
    await expect(s).toBeHidden()
  }
}

async function start(page: Page, type: string): Promise<Cards> {
  const app = new Cards(page)
  await app.gotoHome()
  await app.tryDemo(type)
  await app.expectBalances({ Anna: '€1,500', Ben: '€1,500', Cem: '€1,500' })
  return app
}

test('DKT: a money card in 3 taps, a move card of the other deck that depends on the space in 5 (salary and rent in one entry), the deck edited and used', async ({
  page,
}) => {
  const app = await start(page, DKT)
  await app.buyFromBoard('Mirabellplatz', 'Cem', '€250')
  // Ben passes Start: the card sheet then preselects him (the player the newest action was about)
  await app.page.getByRole('button', { name: 'Salary for Ben', exact: true }).click()
  await app.expectBalances({ Anna: '€1,500', Ben: '€1,700', Cem: '€1,250' })

  const money = [app.quick('Card'), app.cardRow('Bankzinsen'), app.confirm()]
  await tapEach(money.slice(0, 2))
  await expect(app.sheet('Card').getByRole('radio', { name: 'Ben' })).toBeChecked()
  await expect(app.cardRow('Bankzinsen')).toHaveAccessibleName('Bankzinsen: Ben receives €180')
  await tapEach(money.slice(2))
  await expect(app.sheet('Card')).toBeHidden()
  await app.expectBalances({ Anna: '€1,500', Ben: '€1,880', Cem: '€1,250' })
  await expect(app.latestEntry()).toContainText('Card · Bankzinsen: Bank paid €180 to Ben')
  recordFlow('DKT: draw a money card (Bank deck)', money, 'Card, card, confirm = 3')

  // Mirabellplatz from Risiko 37 passes Start (salary 200) and pays Cem's rent (24): one entry
  const move = [
    app.quick('Card'),
    app.deckTab('Risiko'),
    app.cardRow('Gehe zum Mirabellplatz'),
    app.space('Risiko', 37),
    app.confirm(),
  ]
  await tapEach(move.slice(0, 3))
  await expect(app.space('Risiko', 2)).toHaveAccessibleName(
    'Drawn on Risiko, space 2: to Mirabellplatz · rent €24 to Cem',
  )
  await expect(app.space('Risiko', 37)).toHaveAccessibleName(
    'Drawn on Risiko, space 37: to Mirabellplatz · salary €200 · rent €24 to Cem',
  )
  await tapEach(move.slice(3))
  await expect(app.sheet('Card')).toBeHidden()
  await app.expectBalances({ Anna: '€1,500', Ben: '€2,056', Cem: '€1,274' })
  await expect(app.latestEntry()).toContainText(
    'Gehe zum Mirabellplatz (to Mirabellplatz, salary €200, rent €24 to Cem)',
  )
  recordFlow(
    'DKT: a move card whose outcome depends on the card space (salary + rent)',
    move,
    'Card, Risiko deck, card, space, confirm = 5',
  )

  // the deck editor in 2 taps; an edited card is saved and drawn as edited
  const edit = [app.quick('Card'), app.sheet('Card').getByRole('button', { name: 'Edit decks', exact: true })]
  await tapEach(edit)
  const editor = app.sheet('Edit decks')
  await expect(editor).toBeVisible()
  recordFlow('DKT: open the deck editor', edit, 'Card, Edit decks = 2')
  await editor.getByLabel('Amount of card 1', { exact: true }).fill('190')
  await editor.getByRole('button', { name: 'Save deck' }).click()
  await expect(editor.getByRole('status')).toHaveText('Deck saved')
  await editor.getByRole('button', { name: 'To the cards' }).click()
  await expect(app.cardRow('Bankzinsen')).toHaveAccessibleName('Bankzinsen: Ben receives €190')
  await expect(app.sheet('Card').getByRole('region', { name: 'Bank' })).toContainText('edited')
})

test('Monopoly: a money card of the second deck in 4 taps, nearest station at double rent in 4, nearest utility with the dice in 5', async ({
  page,
}) => {
  const app = await start(page, MONOPOLY)
  await app.buyFromBoard('Westbahnhof', 'Cem', '€200')
  await app.buyFromBoard('Wasserwerk', 'Ben', '€150')
  await app.page.getByRole('button', { name: 'Salary for Anna', exact: true }).click()
  await app.expectBalances({ Anna: '€1,700', Ben: '€1,350', Cem: '€1,300' })

  const money = [app.quick('Card'), app.deckTab('Gemeinschaft'), app.cardRow('Arztkosten'), app.confirm()]
  await tapEach(money)
  await expect(app.sheet('Card')).toBeHidden()
  await app.expectBalances({ Anna: '€1,650', Ben: '€1,350', Cem: '€1,300' })
  await expect(app.latestEntry()).toContainText('Card · Arztkosten: Anna paid €50 to Bank')
  recordFlow('Monopoly: draw a money card (Gemeinschaft deck)', money, 'Card, Gemeinschaft deck, card, confirm = 4')

  // the nearest station from Ereignisfeld 7 is Westbahnhof: Cem holds 1 station (25), doubled
  const station = [
    app.quick('Card'),
    app.cardRow('Rücke vor bis zum nächsten Bahnhof, doppelte Miete'),
    app.space('Ereignisfeld', 7),
    app.confirm(),
  ]
  await tapEach(station)
  await expect(app.sheet('Card')).toBeHidden()
  await app.expectBalances({ Anna: '€1,600', Ben: '€1,350', Cem: '€1,350' })
  await expect(app.latestEntry()).toContainText('to Westbahnhof, rent €50 to Cem')
  recordFlow(
    'Monopoly: nearest station at double rent (depends on the space)',
    station,
    'Card, card, space, confirm = 4',
  )

  // the nearest utility from Ereignisfeld 22 is Wasserwerk (Ben's): 10 × the dice total 8
  const sheet = app.sheet('Card')
  const utility = [
    app.quick('Card'),
    app.cardRow('Rücke vor bis zum nächsten Werk, 10-fache Würfelaugen'),
    app.space('Ereignisfeld', 22),
    sheet.getByRole('radio', { name: 'Dice total 8' }),
    app.confirm(),
  ]
  await tapEach(utility)
  await expect(sheet).toBeHidden()
  await app.expectBalances({ Anna: '€1,520', Ben: '€1,430', Cem: '€1,350' })
  await expect(app.latestEntry()).toContainText('to Wasserwerk, rent €80 to Ben (dice 8)')
  recordFlow(
    'Monopoly: nearest utility at 10 × the dice (depends on the space)',
    utility,
    'Card, card, space, dice, confirm = 5',
  )
})
