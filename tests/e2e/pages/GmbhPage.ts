import { expect, type Locator } from '@playwright/test'
import { AppPage } from './AppPage'
import { tapEach } from '../budget'

/** Cards per company in one hand, by company name. */
export type HandInput = Record<string, number>

/** One round as the banker enters it: hands by player name; the last player is filled in when omitted. */
export interface RoundInput {
  middle: string
  stopper: string
  hands: Record<string, HandInput>
}

/** Page object for the GmbH & Co. KG setup (deck) and score pad (English UI). */
export class GmbhPage extends AppPage {
  /** Start screen → New game → GmbH & Co. KG, its deck shown. */
  async gotoGmbhSetup() {
    await this.gotoNewGame(/GmbH & Co\. KG/)
    await expect(this.page.getByRole('group', { name: 'Deck', exact: true })).toBeVisible()
  }

  deckGroup(): Locator {
    return this.page.getByRole('group', { name: 'Deck', exact: true })
  }

  /** Names companies 1.. and sets their counts (5/7/9) by one tap each. */
  async fillDeck(companies: { name: string; cards: number }[]) {
    const deck = this.deckGroup()
    for (let i = 0; i < companies.length; i++) {
      const c = companies[i]!
      const name = deck.getByLabel(`Name of company ${i + 1}`, { exact: true })
      if ((await name.inputValue()) !== c.name) await name.fill(c.name)
      const count = deck
        .getByRole('radiogroup', { name: `Cards of company ${i + 1}`, exact: true })
        .getByRole('radio', { name: `${c.cards} cards`, exact: true })
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
    await this.startGame(gameName)
  }

  entry(round: number): Locator {
    return this.page.getByRole('form', { name: `Score round ${round}` })
  }

  /**
   * The taps of one round, written out: open the entry, middle card, who called Stopp, for each
   * hand entered company then count, fill in the last player, confirm.
   */
  roundTaps(round: number, input: RoundInput): Locator[] {
    const form = this.entry(round)
    const hands = Object.entries(input.hands).flatMap(([player, hand]) =>
      Object.entries(hand).flatMap(([company, n]) => [
        form
          .getByRole('group', { name: `Companies in the hand of ${player}` })
          .getByRole('button', { name: company, exact: true }),
        form.getByRole('radio', { name: `${player}: ${company} ${n} card${n === 1 ? '' : 's'}`, exact: true }),
      ]),
    )
    return [
      this.page.getByRole('button', { name: `Score round ${round}`, exact: true }),
      form
        .getByRole('radiogroup', { name: 'Middle card (bankrupt company)' })
        .getByRole('radio', { name: input.middle, exact: true }),
      form.getByRole('radiogroup', { name: 'Called Stopp' }).getByRole('radio', { name: input.stopper, exact: true }),
      ...hands,
      form.getByRole('button', { name: /^Fill in the last player/ }),
      form.getByRole('button', { name: `Confirm round ${round}`, exact: true }),
    ]
  }

  /** Enters and confirms one round by exactly its taps (roundTaps); the live check agrees before the confirm. */
  async scoreRound(round: number, input: RoundInput): Promise<void> {
    const taps = this.roundTaps(round, input)
    const form = this.entry(round)
    await tapEach(taps.slice(0, 1))
    await expect(form).toBeVisible()
    await tapEach(taps.slice(1, -1))
    await expect(form.getByRole('status').filter({ hasText: 'Every company adds up.' })).toBeVisible()
    await tapEach(taps.slice(-1))
    await expect(form).toBeHidden()
  }

  preview(round: number, player: string): Locator {
    return this.entry(round)
      .getByRole('region', { name: 'Scoring of this round' })
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: player, exact: true }) })
  }

  async expectTotal(player: string, points: number) {
    await expect(this.page.getByText(`Total of ${player}: ${points} points`, { exact: true })).toBeAttached()
  }

  async showRanking(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Final ranking and chart' }).click()
    return this.page.getByRole('list', { name: 'Final ranking' })
  }
}
