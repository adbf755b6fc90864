import { expect, type Locator } from '@playwright/test'
import { AppPage } from './AppPage'
import { tapEach } from '../budget'

/** Page object for a DKT / Monopoly game (English UI): setup, the quick actions and their sheets. */
export class PropertyPage extends AppPage {
  async newDkt(name: string, players: string[]) {
    await this.page.getByRole('link', { name: 'New game' }).click()
    await this.page.getByRole('radio', { name: /^DKT/ }).check()
    await this.page.getByLabel('Game name').fill(name)
    await this.setPlayers(players)
    // every RULES.md option is visible with its default
    await expect(this.page.getByRole('checkbox', { name: 'Allow 2 players' })).not.toBeChecked()
    await expect(this.page.getByRole('checkbox', { name: /^Auction unbought properties/ })).toBeChecked()
    await expect(this.page.getByLabel('Game length in minutes (0 = untimed)')).toHaveValue('120')
    await expect(this.page.getByLabel('Percent of cash for Vermögensabgabe')).toHaveValue('10')
    await expect(this.page.getByLabel('Amount for Erwerbsteuer')).toHaveValue('80')
    await this.startGame(name)
  }

  sheet(title: string): Locator {
    return this.page.getByRole('dialog', { name: title })
  }

  quick(name: string): Locator {
    return this.page.getByRole('group', { name: 'Quick actions' }).getByRole('button', { name, exact: true })
  }

  /** Opens a quick action's sheet and, when given, picks the first choice (the player) in it. */
  async openQuick(action: string, title: string, pick?: { group: string; name: string }): Promise<Locator> {
    await this.quick(action).click()
    const s = this.sheet(title)
    if (pick) await this.pick(s, pick.group, pick.name)
    return s
  }

  async pick(sheet: Locator, group: string, name: string) {
    await sheet.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true }).click()
  }

  salaryButton(player: string): Locator {
    return this.page.getByRole('button', { name: `Salary for ${player}`, exact: true })
  }

  async salary(player: string) {
    await this.salaryButton(player).click()
  }

  /** Buy in 3 taps (issue 14): Buy, the property, the buyer's chip (it buys at the printed price at once). */
  async buy(property: string, player: string) {
    const s = await this.openQuick('Buy', 'Buy or auction')
    await s.getByRole('button', { name: new RegExp(`^${property}`) }).click()
    await s
      .getByRole('group', { name: 'Buyer', exact: true })
      .getByRole('button', { name: new RegExp(`^${player} buys for `) })
      .click()
    await expect(s).toBeHidden()
  }

  /** The auction beside the purchase: the winner, the bid, Record (the button names winner and price). */
  async auction(property: string, winner: string, price: string, openingBid: string) {
    const s = await this.openQuick('Buy', 'Buy or auction')
    await s.getByRole('button', { name: new RegExp(`^${property}`) }).click()
    await this.pick(s, 'Winner of the auction', winner)
    await expect(s.getByText(`Opening bid: ${openingBid}`)).toBeVisible()
    await s.getByLabel('Winning bid').fill(price)
    await s.getByRole('button', { name: /^Record: / }).click()
    await expect(s).toBeHidden()
  }

  /**
   * The taps of a rent, written out: the payer's rent button, the property, (the dice total for a
   * utility), and the confirm button, which names the computed amount.
   */
  rentTaps(payer: string, property: string, amount: string, dice?: number): Locator[] {
    const s = this.sheet('Pay rent')
    return [
      this.page.getByRole('button', { name: `Rent from ${payer}` }),
      s.getByRole('button', { name: new RegExp(`^${property}`) }),
      ...(dice === undefined ? [] : [s.getByRole('radio', { name: `Dice total ${dice}` })]),
      s.getByRole('button', { name: `Confirm rent ${amount}` }),
    ]
  }

  /** Pays a rent by exactly its taps (rentTaps), checking the amount shown before the confirm. */
  async rent(payer: string, property: string, amount: string, dice?: number) {
    const taps = this.rentTaps(payer, property, amount, dice)
    const s = this.sheet('Pay rent')
    await tapEach(taps.slice(0, -1))
    await expect(s.getByTestId('rent-amount')).toContainText(amount)
    await tapEach(taps.slice(-1))
    await expect(s).toBeHidden()
  }

  async openBuild(owner: string): Promise<Locator> {
    return this.openQuick('Build', 'Build and sell', { group: 'Owner', name: owner })
  }

  async close(sheet: Locator) {
    await sheet.getByRole('button', { name: 'Close' }).click()
    await expect(sheet).toBeHidden()
  }

  async tax(player: string, space: string, amount: string) {
    const s = await this.openQuick('Tax', 'Tax', { group: 'Who pays', name: player })
    await s.getByRole('button', { name: `Pay ${space}: ${amount}` }).click()
    await expect(s).toBeHidden()
  }

  async jail(player: string, action: string) {
    const s = await this.openQuick('Jail', 'Jail', { group: 'Player', name: player })
    await s.getByRole('button', { name: action }).click()
    await expect(s).toBeHidden()
  }

  async card(player: string, kind: string, amount: string) {
    const s = await this.openQuick('Card', 'Card', { group: 'Who drew the card', name: player })
    await this.pick(s, 'What the card says', kind)
    await s.getByLabel(/^Amount/).fill(amount)
    await s.getByRole('button', { name: 'Confirm card' }).click()
    await expect(s).toBeHidden()
  }

  async mortgage(owner: string, property: string, loan: string) {
    const s = await this.openQuick('Mortgage', 'Mortgage and repay', { group: 'Owner', name: owner })
    await s.getByRole('button', { name: new RegExp(`^${property}`) }).click()
    await s.getByLabel(/^Loan \(up to/).fill(loan)
    await s.getByRole('button', { name: 'Take the mortgage' }).click()
    await expect(s).toBeHidden()
  }

  // ---- taps not waited for (crash bursts): each confirm is tapped and the next action follows at
  // once; a sheet closes once its action is stored, and the next tap waits for that by itself ----

  /** Rent from `payer` for `property`, whatever its level: the confirm names the computed amount. */
  async tapRent(payer: string, property: string) {
    await this.page.getByRole('button', { name: `Rent from ${payer}` }).click()
    const s = this.sheet('Pay rent')
    await s.getByRole('button', { name: new RegExp(`^${property}`) }).click()
    await s.getByRole('button', { name: /^Confirm rent / }).click({ noWaitAfter: true })
  }

  /** One even build on every street of `group` (the group button), then the sheet is closed at once. */
  async tapGroupBuild(owner: string, group: string) {
    const s = await this.openBuild(owner)
    await s.getByRole('button', { name: new RegExp(`^Build .+ on ${group} \\(`) }).click({ noWaitAfter: true })
    await s.getByRole('button', { name: 'Close' }).click()
  }

  async tapTax(player: string, space: string, amount: string) {
    const s = await this.openQuick('Tax', 'Tax', { group: 'Who pays', name: player })
    await s.getByRole('button', { name: `Pay ${space}: ${amount}` }).click({ noWaitAfter: true })
  }

  async tapCard(player: string, kind: string, amount: string) {
    const s = await this.openQuick('Card', 'Card', { group: 'Who drew the card', name: player })
    await this.pick(s, 'What the card says', kind)
    await s.getByLabel(/^Amount/).fill(amount)
    await s.getByRole('button', { name: 'Confirm card' }).click({ noWaitAfter: true })
  }

  property(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true })
  }
}
