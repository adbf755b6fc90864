import { expect, type Locator } from '@playwright/test'
import { AppPage } from './AppPage'

/** Page object for Discretion setup and play (English UI). */
export class DiscretionPage extends AppPage {
  /** New game → Discretion with the given players; the demo board is chosen by default. */
  async newGame(name: string, players: string[]) {
    await this.gotoNewGame(/^Discretion/)
    await expect(this.page.getByRole('radio', { name: /^Demo board — not the printed map/ })).toBeChecked()
    await this.page.getByLabel('Game name').fill(name)
    await this.setPlayers(players)
    await this.startGame(name)
    await expect(this.page.getByTestId('year')).toHaveText('Year 1 of 10')
  }

  sheet(): Locator {
    return this.page.getByRole('dialog')
  }

  /** Records an auction from the title list: plot, winner, price, confirm. */
  async auction(plotLabel: string, winner: string, price: string) {
    await this.page.getByRole('button', { name: `Auction ${plotLabel}`, exact: true }).click()
    const sheet = this.page.getByRole('dialog', { name: 'Event card: Auction' })
    await expect(sheet.getByTestId('title-card')).toContainText(plotLabel)
    await sheet.getByRole('radiogroup', { name: 'Winner' }).getByRole('radio', { name: winner, exact: true }).click()
    await sheet.getByLabel('Price').fill(price)
    await sheet.getByRole('button', { name: 'Confirm', exact: true }).click()
    await expect(sheet).toBeHidden()
  }

  /** The rest of the Year card's opening auctions without a bid (the title under the pile: nothing else changes); then the build-only round is due. */
  async noBids(plotLabel: string, times: number) {
    for (let i = 0; i < times; i++) {
      await this.page.getByRole('button', { name: `Auction ${plotLabel}`, exact: true }).click()
      const sheet = this.page.getByRole('dialog', { name: 'Event card: Auction' })
      await sheet.getByRole('button', { name: 'No bid: title under the pile', exact: true }).click()
      await expect(sheet).toBeHidden()
    }
  }

  /** A square of the map by its 1-based row and column (the map's data-square: the app names squares by plot, never by coordinates). */
  square(row: number, col: number): Locator {
    return this.page.getByRole('group', { name: 'Squares of the map' }).locator(`[data-square="${row}-${col}"]`)
  }

  /** Places a building by tapping: square, type, (the neighbour square by its name for 2 acres, "Brookside, west square"), build. */
  async build(row: number, col: number, type: string, twoAcresWith?: string) {
    await this.square(row, col).click()
    const form = this.page.getByRole('form', { name: /^Build for / })
    await form.getByRole('radio', { name: new RegExp(`^${type}:`) }).click()
    if (twoAcresWith) await form.getByRole('radio', { name: `2 acres with ${twoAcresWith}`, exact: true }).click()
    await form.getByRole('button', { name: new RegExp(`^Build ${type}`) }).click()
    await expect(form).toBeHidden()
  }

  card(name: string): Locator {
    return this.page.getByRole('region', { name: /^Event cards/ }).getByRole('button', { name, exact: true })
  }

  cardSheet(name: string): Locator {
    return this.page.getByRole('dialog', { name: `Event card: ${name}` })
  }

  line(sheet: Locator, player: string): Locator {
    return sheet.getByRole('listitem', { name: `Line of ${player}` })
  }
}
