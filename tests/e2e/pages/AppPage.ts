import { expect, type Locator, type Page } from '@playwright/test'

/** Page object for the start screen, game setup and the game screen (English UI). */
export class AppPage {
  constructor(readonly page: Page) {}

  async gotoHome() {
    await this.page.goto('/')
    await expect(this.page.getByRole('heading', { name: 'Your games' })).toBeVisible()
  }

  async newFreePlay(name: string, players: string[], opts: { salary?: string; capital?: string } = {}) {
    await this.page.getByRole('link', { name: 'New game' }).click()
    await this.page.getByRole('radio', { name: /Free play/ }).check()
    await this.page.getByLabel('Game name').fill(name)
    for (let i = 0; i < players.length; i++) {
      if (i >= 2 && !(await this.page.getByLabel(`Name of player ${i + 1}`).isVisible())) {
        await this.page.getByRole('button', { name: 'Add player' }).click()
      }
      await this.page.getByLabel(`Name of player ${i + 1}`).fill(players[i]!)
    }
    // the form starts with 3 rows: drop the ones not needed
    for (let i = 3; i > players.length; i--) await this.page.getByRole('button', { name: `Remove player ${i}` }).click()
    if (opts.capital !== undefined) await this.page.getByLabel('Starting capital').fill(opts.capital)
    if (opts.salary !== undefined) await this.page.getByLabel('Salary (optional)').fill(opts.salary)
    await this.page.getByRole('button', { name: 'Start game' }).click()
    await expect(this.page.getByRole('heading', { name })).toBeVisible()
  }

  balance(player: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^Balance of ${player}:`) })
  }

  async expectBalance(player: string, text: string) {
    await expect(this.balance(player)).toHaveAccessibleName(`Balance of ${player}: ${text}`)
  }

  async pay(from: string, to: string, amount: string, note?: string) {
    await this.page.getByRole('button', { name: 'Pay', exact: true }).click()
    const sheet = this.page.getByRole('form', { name: 'Payment' })
    await sheet.getByRole('radiogroup', { name: 'From' }).getByRole('radio', { name: from }).click()
    await sheet.getByRole('radiogroup', { name: 'To' }).getByRole('radio', { name: to }).click()
    for (const d of amount) await sheet.getByRole('button', { name: `Digit ${d}`, exact: true }).click()
    if (note) await sheet.getByLabel('Note (optional)').fill(note)
    await sheet.getByRole('button', { name: 'Confirm payment' }).click()
    await expect(sheet).toBeHidden()
  }

  undoButton(): Locator {
    return this.page.getByRole('button', { name: 'Undo', exact: true })
  }

  redoButton(): Locator {
    return this.page.getByRole('button', { name: 'Redo', exact: true })
  }
}
