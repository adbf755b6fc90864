import { expect, type Locator, type Page } from '@playwright/test'
import { AppPage } from './AppPage'

/** Page object for a DKT / Monopoly game (English UI): setup, the quick actions and their sheets. Counts taps. */
export class PropertyPage extends AppPage {
  /** Clicks made through this page object (the tap budget of issue 8 counts clicks). */
  taps = 0

  constructor(page: Page) {
    super(page)
  }

  async tap(l: Locator) {
    await l.click()
    this.taps++
  }

  async newDkt(name: string, players: string[]) {
    await this.page.getByRole('link', { name: 'New game' }).click()
    await this.page.getByRole('radio', { name: /^DKT/ }).check()
    await this.page.getByLabel('Game name').fill(name)
    for (let i = 0; i < players.length; i++) await this.page.getByLabel(`Name of player ${i + 1}`).fill(players[i]!)
    // every RULES.md option is visible with its default
    await expect(this.page.getByRole('checkbox', { name: 'Allow 2 players' })).not.toBeChecked()
    await expect(this.page.getByRole('checkbox', { name: /^Auction unbought properties/ })).toBeChecked()
    await expect(this.page.getByLabel('Game length in minutes (0 = untimed)')).toHaveValue('120')
    await expect(this.page.getByLabel('Percent of cash for Vermögensabgabe')).toHaveValue('10')
    await expect(this.page.getByLabel('Amount for Erwerbsteuer')).toHaveValue('80')
    await this.page.getByRole('button', { name: 'Start game' }).click()
    await expect(this.page.getByRole('heading', { name })).toBeVisible()
  }

  sheet(title: string): Locator {
    return this.page.getByRole('dialog', { name: title })
  }

  quick(name: string): Locator {
    return this.page.getByRole('group', { name: 'Quick actions' }).getByRole('button', { name, exact: true })
  }

  async pick(sheet: Locator, group: string, name: string) {
    await this.tap(sheet.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true }))
  }

  async salary(player: string) {
    await this.tap(this.page.getByRole('button', { name: `Salary for ${player}` }))
  }

  async buy(property: string, player: string) {
    await this.tap(this.quick('Buy'))
    const s = this.sheet('Buy or auction')
    await this.tap(s.getByRole('button', { name: new RegExp(`^${property}`) }))
    await this.pick(s, 'Buyer', player)
    await this.tap(s.getByRole('button', { name: /^Buy for/ }))
    await expect(s).toBeHidden()
  }

  async auction(property: string, winner: string, price: string, openingBid: string) {
    await this.tap(this.quick('Buy'))
    const s = this.sheet('Buy or auction')
    await this.tap(s.getByRole('button', { name: new RegExp(`^${property}`) }))
    await this.pick(s, 'How it is sold', 'Auction')
    await this.pick(s, 'Winner of the auction', winner)
    await expect(s.getByText(`Opening bid: ${openingBid}`)).toBeVisible()
    await s.getByLabel('Winning bid').fill(price)
    await this.tap(s.getByRole('button', { name: 'Record the auction' }))
    await expect(s).toBeHidden()
  }

  /** Pays a rent: payer, property, (dice), confirm; returns the taps it took and checks the amount shown. */
  async rent(payer: string, property: string, amount: string, dice?: number): Promise<number> {
    const before = this.taps
    await this.tap(this.page.getByRole('button', { name: `Rent from ${payer}` }))
    const s = this.sheet('Pay rent')
    await this.tap(s.getByRole('button', { name: new RegExp(`^${property}`) }))
    if (dice !== undefined) await this.tap(s.getByRole('radio', { name: `Dice total ${dice}` }))
    await expect(s.getByTestId('rent-amount')).toContainText(amount)
    await this.tap(s.getByRole('button', { name: `Confirm rent ${amount}` }))
    await expect(s).toBeHidden()
    return this.taps - before
  }

  async openBuild(owner: string): Promise<Locator> {
    await this.tap(this.quick('Build'))
    const s = this.sheet('Build and sell')
    await this.pick(s, 'Owner', owner)
    return s
  }

  async close(sheet: Locator) {
    await this.tap(sheet.getByRole('button', { name: 'Close' }))
    await expect(sheet).toBeHidden()
  }

  async tax(player: string, space: string, amount: string) {
    await this.tap(this.quick('Tax'))
    const s = this.sheet('Tax')
    await this.pick(s, 'Who pays', player)
    await this.tap(s.getByRole('button', { name: `Pay ${space}: ${amount}` }))
    await expect(s).toBeHidden()
  }

  async jail(player: string, action: string) {
    await this.tap(this.quick('Jail'))
    const s = this.sheet('Jail')
    await this.pick(s, 'Player', player)
    await this.tap(s.getByRole('button', { name: action }))
    await expect(s).toBeHidden()
  }

  async card(player: string, kind: string, amount: string) {
    await this.tap(this.quick('Card'))
    const s = this.sheet('Card')
    await this.pick(s, 'Who drew the card', player)
    await this.pick(s, 'What the card says', kind)
    await s.getByLabel(/^Amount/).fill(amount)
    await this.tap(s.getByRole('button', { name: 'Confirm card' }))
    await expect(s).toBeHidden()
  }

  async mortgage(owner: string, property: string, loan: string) {
    await this.tap(this.quick('Mortgage'))
    const s = this.sheet('Mortgage and repay')
    await this.pick(s, 'Owner', owner)
    await this.tap(s.getByRole('button', { name: new RegExp(`^${property}`) }))
    await s.getByLabel(/^Loan \(up to/).fill(loan)
    await this.tap(s.getByRole('button', { name: 'Take the mortgage' }))
    await expect(s).toBeHidden()
  }

  property(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true })
  }
}
