import { expect, type Locator } from '@playwright/test'
import { AppPage } from './AppPage'

/** Page object for the score pad's setup and game screen (English UI). */
export class ScorePadPage extends AppPage {
  /** Start screen → New game → Score pad, its options shown. */
  async gotoScorePadSetup() {
    await this.gotoNewGame(/^Score pad/)
    await expect(this.page.getByLabel('Game being scored')).toBeVisible()
  }

  /** The setup options: the scored game's name, who wins, a target score and a number of rounds (empty: none). */
  async setOptions(o: { title?: string; lowest?: boolean; target?: string; rounds?: string }) {
    if (o.title !== undefined) await this.page.getByLabel('Game being scored').fill(o.title)
    if (o.lowest)
      await this.page.getByRole('radiogroup', { name: 'Who wins' }).getByRole('radio', { name: 'Lowest total' }).click()
    if (o.target !== undefined) await this.page.getByLabel('Target score (optional)').fill(o.target)
    if (o.rounds !== undefined) await this.page.getByLabel('Number of rounds (optional)').fill(o.rounds)
  }

  async start(gameName: string) {
    await this.page.getByLabel('Game name').fill(gameName)
    await this.startGame(gameName)
  }

  /** The open round entry (or correction) by its title. */
  sheet(title: string): Locator {
    return this.page.getByRole('form', { name: title })
  }

  /** Enters a round: for each player the digits tapped on the keypad, ± for a negative number; then saves. */
  async scoreRound(round: number, points: Record<string, number>) {
    await this.page.getByRole('button', { name: `Score round ${round}`, exact: true }).click()
    const form = this.sheet(`Round ${round}`)
    for (const [player, n] of Object.entries(points)) {
      await form.getByLabel(`Points of ${player}`, { exact: true }).click()
      for (const d of String(Math.abs(n))) await form.getByRole('button', { name: `Digit ${d}`, exact: true }).click()
      if (n < 0) await form.getByRole('button', { name: 'Plus or minus', exact: true }).click()
    }
    await form.getByRole('button', { name: `Save round ${round}`, exact: true }).click()
    await expect(form).toBeHidden()
  }

  /** A player's total as the totals list names it. */
  async expectTotal(player: string, points: number) {
    const unit = Math.abs(points) === 1 ? 'point' : 'points'
    await expect(this.page.getByRole('list', { name: 'Totals' })).toContainText(`Total of ${player}: ${points} ${unit}`)
  }
}
