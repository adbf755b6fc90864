import { expect, type Locator } from '@playwright/test'
import { PropertyPage } from './PropertyPage'

/** Page object for evenings remembered (issue 37): demo evenings played to their end, the statistics screen. */
export class StatsPage extends PropertyPage {
  /** A DKT demo evening (Anna, Ben, Cem) from the welcome screen. */
  async demoDkt() {
    await this.page.goto('/welcome')
    await this.tryDemo('DKT – Das kaufmännische Talent')
  }

  /** Declares `player` bankrupt to the bank (nothing to auction: they own nothing). */
  async bankrupt(player: string) {
    const s = await this.openQuick('Bankruptcy', 'Bankruptcy', { group: 'Who is bankrupt', name: player })
    await s.getByRole('button', { name: /^Declare bankruptcy/ }).click()
    await expect(s).toBeHidden()
  }

  /** The game-over notice's link to the final standings, and the result remembered there (the BG Stats part shows it). */
  async openGameOver() {
    const notice = this.page.getByRole('status').filter({ has: this.page.getByRole('heading', { name: 'Game over' }) })
    await notice.getByRole('link', { name: 'See the final standings' }).click()
    await expect(this.page.getByRole('heading', { level: 1, name: 'Game over' })).toBeVisible()
    await expect(this.bgStatsLink()).toBeVisible()
  }

  bgStatsLink(): Locator {
    return this.page.getByRole('link', { name: 'Send to BG Stats' })
  }

  async gotoStats() {
    await this.page.goto('/')
    await this.page.getByRole('link', { name: 'Statistics' }).click()
    await expect(this.page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible()
  }

  person(name: string): Locator {
    return this.page.getByRole('list', { name: 'People' }).locator(`:scope > li[data-person="${name}"]`)
  }

  /** A person's games and wins as the card shows them. */
  async expectPerson(name: string, games: string, wins: string) {
    await expect(this.person(name).getByTestId('games')).toHaveText(games)
    await expect(this.person(name).getByTestId('wins')).toHaveText(wins)
  }
}
