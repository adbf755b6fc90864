import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Page object for the start screen, game setup and the game screen (English UI). The base of the
 * game page objects: setup steps, balances, the recent history and the bottom bar are shared.
 */
export class AppPage {
  constructor(readonly page: Page) {}

  async gotoHome() {
    await this.page.goto('/')
    await expect(this.page.getByRole('heading', { name: 'Your games' })).toBeVisible()
  }

  /** Start screen → New game → the game type whose radio name matches. */
  async gotoNewGame(type: RegExp) {
    await this.page.goto('/')
    await this.page.getByRole('link', { name: 'New game' }).click()
    await this.page.getByRole('radio', { name: type }).check()
  }

  /** Names the players in the setup form, adding rows as needed and removing the rows left over. */
  async setPlayers(players: string[]) {
    for (let i = 0; i < players.length; i++) {
      const row = this.page.getByLabel(`Name of player ${i + 1}`, { exact: true })
      if (!(await row.isVisible())) await this.page.getByRole('button', { name: 'Add player' }).click()
      await row.fill(players[i]!)
    }
    // the form starts with the game's usual number of rows: drop the ones not needed
    for (let i = await this.page.getByLabel(/^Name of player \d+$/).count(); i > players.length; i--) {
      await this.page.getByRole('button', { name: `Remove player ${i}` }).click()
    }
  }

  /** Start game, and the game screen shows its name. */
  async startGame(name: string) {
    await this.page.getByRole('button', { name: 'Start game' }).click()
    await expect(this.page.getByRole('heading', { name })).toBeVisible()
  }

  async newFreePlay(name: string, players: string[], opts: { salary?: string; capital?: string } = {}) {
    await this.page.getByRole('link', { name: 'New game' }).click()
    await this.page.getByRole('radio', { name: /Free play/ }).check()
    await this.page.getByLabel('Game name').fill(name)
    await this.setPlayers(players)
    if (opts.capital !== undefined) await this.page.getByLabel('Starting capital').fill(opts.capital)
    if (opts.salary !== undefined) await this.page.getByLabel('Salary (optional)').fill(opts.salary)
    await this.startGame(name)
  }

  balance(player: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^Balance of ${player}:`) })
  }

  async expectBalance(player: string, text: string) {
    await expect(this.balance(player)).toHaveAccessibleName(`Balance of ${player}: ${text}`)
  }

  /** Every balance at once, by player name. */
  async expectBalances(balances: Record<string, string>) {
    for (const [player, text] of Object.entries(balances)) await this.expectBalance(player, text)
  }

  /** The newest entry of the recent actions on the game screen. */
  latestEntry(): Locator {
    return this.page.getByRole('list', { name: 'History', exact: true }).getByRole('listitem').first()
  }

  async pay(from: string, to: string, amount: string, note?: string) {
    await this.page.getByRole('button', { name: 'Pay', exact: true }).click()
    const sheet = this.paySheet()
    await sheet.getByRole('radiogroup', { name: 'From' }).getByRole('radio', { name: from }).click()
    await sheet.getByRole('radiogroup', { name: 'To' }).getByRole('radio', { name: to }).click()
    for (const d of amount) await sheet.getByRole('button', { name: `Digit ${d}`, exact: true }).click()
    if (note) await sheet.getByLabel('Note (optional)').fill(note)
    await sheet.getByRole('button', { name: 'Confirm payment' }).click()
    await expect(sheet).toBeHidden()
  }

  /**
   * A payment tapped as fast as a banker taps it: the same taps as pay(), the confirm not waited
   * for (the sheet closes once it is stored; the next tap waits for that by itself).
   */
  async tapPay(from: string, to: string, amount: string) {
    await this.page.getByRole('button', { name: 'Pay', exact: true }).click()
    const sheet = this.paySheet()
    await sheet.getByRole('radiogroup', { name: 'From' }).getByRole('radio', { name: from }).click()
    await sheet.getByRole('radiogroup', { name: 'To' }).getByRole('radio', { name: to }).click()
    for (const d of amount) await sheet.getByRole('button', { name: `Digit ${d}`, exact: true }).click()
    await sheet.getByRole('button', { name: 'Confirm payment' }).click({ noWaitAfter: true })
  }

  /** First run: "Try a demo game of <type>" on the start screen; the game screen shows "Demo: <type>". */
  async tryDemo(type: string) {
    await this.page.getByRole('button', { name: `Try a demo game of ${type}` }).click()
    await expect(this.page.getByRole('heading', { name: `Demo: ${type}` })).toBeVisible()
  }

  paySheet(): Locator {
    return this.page.getByRole('form', { name: 'Payment' })
  }

  /** Undo in the bottom bar of the game screen (the snackbar has its own). */
  undoButton(): Locator {
    return this.page.locator('.game-bar').getByRole('button', { name: 'Undo', exact: true })
  }

  redoButton(): Locator {
    return this.page.locator('.game-bar').getByRole('button', { name: 'Redo', exact: true })
  }

  /** The snackbar after an action (its text, its own Undo and Close). */
  snackbar(): Locator {
    return this.page.locator('.snackbar')
  }

  /** The snackbar's Undo, named after the action it undoes ("Undo: Anna paid €200 to Bank"). */
  snackbarUndo(what: string): Locator {
    return this.snackbar().getByRole('button', { name: `Undo: ${what}`, exact: true })
  }

  /** Every player's balance as the screen shows it, by name (the whole state, for comparing before/after). */
  async balances(): Promise<Record<string, string>> {
    const out: Record<string, string> = {}
    for (const b of await this.page.getByRole('button', { name: /^Balance of / }).all()) {
      const m = /^Balance of (.+?): (.+)$/.exec((await b.getAttribute('aria-label')) ?? '')
      if (m) out[m[1]!] = m[2]!
    }
    return out
  }
}
