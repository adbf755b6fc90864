import { expect, type Download, type Locator, type Page } from '@playwright/test'

/** Page object for the history screen, statements, charts, and backup/import on the start screen (English UI). */
export class HistoryPage {
  constructor(readonly page: Page) {}

  /** Makes the app download files instead of opening the share sheet (desktop behaviour). */
  static async preferDownloads(page: Page) {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true })
    })
  }

  async open() {
    await this.page.getByRole('link', { name: 'History', exact: true }).click()
    await expect(this.page.getByRole('heading', { name: 'History' })).toBeVisible()
  }

  list(): Locator {
    return this.page.getByRole('list', { name: 'Entries, newest first' })
  }

  async rows(): Promise<string[]> {
    await expect(this.list().getByRole('listitem').first()).toBeVisible()
    return (await this.list().getByRole('listitem').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim())
  }

  async download(buttonName: string): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: buttonName }).click(),
    ])
    return download
  }

  async deleteGame(name: string) {
    await this.page.getByRole('button', { name: `Delete ${name}` }).click()
    await this.page
      .getByRole('dialog', { name: `Delete ${name}` })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(this.page.getByRole('link', { name: `Resume ${name}` })).toBeHidden()
  }

  async importBackup(path: string) {
    await this.page.getByLabel('Backup file to import').setInputFiles(path)
  }
}
