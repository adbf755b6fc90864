import { expect, type Locator, type Page } from '@playwright/test'

/** Page object for Discretion setup and play (English UI). Counts every tap it makes through `tap`. */
export class DiscretionPage {
  /** Clicks made through `tap` since the last `resetTaps`. */
  taps = 0

  constructor(readonly page: Page) {}

  /** One tap: a click the user would make. */
  async tap(target: Locator) {
    this.taps++
    await target.click()
  }

  resetTaps() {
    this.taps = 0
  }

  /** New game → Discretion with the given players; the demo board is chosen by default. */
  async newGame(name: string, players: string[]) {
    await this.page.goto('/')
    await this.page.getByRole('link', { name: 'New game' }).click()
    await this.page.getByRole('radio', { name: /^Discretion/ }).check()
    await expect(this.page.getByRole('radio', { name: /^Demo board — not the printed map/ })).toBeChecked()
    await this.page.getByLabel('Game name').fill(name)
    for (let i = 0; i < players.length; i++) {
      if (!(await this.page.getByLabel(`Name of player ${i + 1}`).isVisible())) await this.page.getByRole('button', { name: 'Add player' }).click()
      await this.page.getByLabel(`Name of player ${i + 1}`).fill(players[i]!)
    }
    for (let i = 8; i > players.length; i--) {
      const remove = this.page.getByRole('button', { name: `Remove player ${i}` })
      if (await remove.isVisible()) await remove.click()
    }
    await this.page.getByRole('button', { name: 'Start game' }).click()
    await expect(this.page.getByRole('heading', { name })).toBeVisible()
    await expect(this.page.getByTestId('year')).toHaveText('Year 1 of 10')
  }

  sheet(): Locator {
    return this.page.getByRole('dialog')
  }

  /** Records an auction from the title list: plot, winner, price, confirm. */
  async auction(plotLabel: string, winner: string, price: string) {
    await this.page.getByRole('button', { name: `Auction ${plotLabel}`, exact: true }).click()
    const sheet = this.page.getByRole('dialog', { name: 'Event card: Auction' })
    await expect(sheet.getByLabel('Plot', { exact: true })).toHaveValue(/.+/)
    await sheet.getByRole('radiogroup', { name: 'Winner' }).getByRole('radio', { name: winner, exact: true }).click()
    await sheet.getByLabel('Price').fill(price)
    await sheet.getByRole('button', { name: 'Confirm', exact: true }).click()
    await expect(sheet).toBeHidden()
  }

  /** A square of the map by its 1-based row and column. */
  square(row: number, col: number): Locator {
    return this.page.getByRole('group', { name: 'Squares of the map' }).getByRole('button', { name: new RegExp(`^row ${row}, column ${col},`) })
  }

  /** Places a building by tapping: square, type, (neighbour for 2 acres), build. */
  async build(row: number, col: number, type: string, twoAcresWith?: [number, number]) {
    await this.tap(this.square(row, col))
    const form = this.page.getByRole('form', { name: /^Build for / })
    await this.tap(form.getByRole('radio', { name: new RegExp(`^${type}:`) }))
    if (twoAcresWith) await this.tap(form.getByRole('radio', { name: `2 acres with row ${twoAcresWith[0]}, column ${twoAcresWith[1]}` }))
    await this.tap(form.getByRole('button', { name: new RegExp(`^Build ${type}`) }))
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

  balance(player: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^Balance of ${player}:`) })
  }

  async expectBalance(player: string, text: string) {
    await expect(this.balance(player)).toHaveAccessibleName(`Balance of ${player}: ${text}`)
  }

  undoButton(): Locator {
    return this.page.locator('.game-bar').getByRole('button', { name: 'Undo', exact: true })
  }
}
