import { expect, type Locator, type Page } from '@playwright/test'

/** Cards per company in one hand, by company name. */
export type HandInput = Record<string, number>

/** One round as the banker enters it: hands by player name; the last player is filled in when omitted. */
export interface RoundInput {
  middle: string
  stopper: string
  hands: Record<string, HandInput>
}

/** Page object for the GmbH & Co. KG setup (deck) and score pad (English UI). Counts every tap it makes. */
export class GmbhPage {
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

  async gotoNewGame() {
    await this.page.goto('/')
    await this.page.getByRole('link', { name: 'New game' }).click()
    await this.page.getByRole('radio', { name: /GmbH & Co\. KG/ }).check()
    await expect(this.page.getByRole('group', { name: 'Deck' })).toBeVisible()
  }

  async setPlayers(players: string[]) {
    for (let i = 0; i < players.length; i++) {
      if (!(await this.page.getByLabel(`Name of player ${i + 1}`).isVisible())) {
        await this.page.getByRole('button', { name: 'Add player' }).click()
      }
      await this.page.getByLabel(`Name of player ${i + 1}`).fill(players[i]!)
    }
    for (let i = 6; i > players.length; i--) {
      const remove = this.page.getByRole('button', { name: `Remove player ${i}` })
      if (await remove.isVisible()) await remove.click()
    }
  }

  deckGroup(): Locator {
    return this.page.getByRole('group', { name: 'Deck' })
  }

  /** Names companies 1.. and sets their counts (5/7/9) by one tap each. */
  async fillDeck(companies: { name: string; cards: number }[]) {
    const deck = this.deckGroup()
    for (let i = 0; i < companies.length; i++) {
      const c = companies[i]!
      const name = deck.getByLabel(`Name of company ${i + 1}`, { exact: true })
      if ((await name.inputValue()) !== c.name) await name.fill(c.name)
      const count = deck.getByRole('radiogroup', { name: `Cards of company ${i + 1}`, exact: true }).getByRole('radio', { name: `${c.cards} cards`, exact: true })
      if ((await count.getAttribute('aria-checked')) !== 'true') await count.click()
    }
  }

  async saveDeck(name: string) {
    await this.deckGroup().getByLabel('Deck name').fill(name)
    await this.deckGroup().getByRole('button', { name: 'Save deck' }).click()
    await expect(this.deckGroup().getByText(`Deck ${name} saved.`)).toBeVisible()
  }

  async start(gameName: string) {
    await this.page.getByLabel('Game name').fill(gameName)
    await this.page.getByRole('button', { name: 'Start game' }).click()
    await expect(this.page.getByRole('heading', { name: gameName })).toBeVisible()
  }

  entry(round: number): Locator {
    return this.page.getByRole('form', { name: `Score round ${round}` })
  }

  /** Enters and confirms one round; returns the taps it took (open, middle, stopper, hands, fill-in, confirm). */
  async scoreRound(round: number, input: RoundInput): Promise<number> {
    const before = this.taps
    await this.tap(this.page.getByRole('button', { name: `Score round ${round}`, exact: true }))
    const form = this.entry(round)
    await expect(form).toBeVisible()
    await this.tap(form.getByRole('radiogroup', { name: 'Middle card (bankrupt company)' }).getByRole('radio', { name: input.middle, exact: true }))
    await this.tap(form.getByRole('radiogroup', { name: 'Called Stopp' }).getByRole('radio', { name: input.stopper, exact: true }))
    for (const [player, hand] of Object.entries(input.hands)) {
      for (const [company, n] of Object.entries(hand)) {
        await this.tap(form.getByRole('group', { name: `Companies in the hand of ${player}` }).getByRole('button', { name: company, exact: true }))
        await this.tap(form.getByRole('radio', { name: `${player}: ${company} ${n} card${n === 1 ? '' : 's'}`, exact: true }))
      }
    }
    await this.tap(form.getByRole('button', { name: /^Fill in the last player/ }))
    await expect(form.getByRole('status').filter({ hasText: 'Every company adds up.' })).toBeVisible()
    await this.tap(form.getByRole('button', { name: `Confirm round ${round}`, exact: true }))
    await expect(form).toBeHidden()
    return this.taps - before
  }

  preview(round: number, player: string): Locator {
    return this.entry(round).getByRole('region', { name: 'Scoring of this round' }).getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: player, exact: true }) })
  }

  async expectTotal(player: string, points: number) {
    await expect(this.page.getByText(`Total of ${player}: ${points} points`, { exact: true })).toBeAttached()
  }

  undoButton(): Locator {
    return this.page.locator('.game-bar').getByRole('button', { name: 'Undo', exact: true })
  }

  async showRanking(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Final ranking and chart' }).click()
    return this.page.getByRole('list', { name: 'Final ranking' })
  }
}
