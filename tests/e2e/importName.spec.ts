import { test, expect } from '@playwright/test'
import { AppPage } from './pages/AppPage'
import { HistoryPage } from './pages/HistoryPage'

// Issue 38: a backup imported beside the game it came from keeps that name marked as imported
// (translated, the locale's date), never the identical name; a hostile file's refusal is in words.

test('a game imported beside itself is named "… (imported <date>)"; the original keeps its name', async ({ page }) => {
  await HistoryPage.preferDownloads(page)
  const app = new AppPage(page)
  const history = new HistoryPage(page)
  await app.gotoHome()
  await app.newFreePlay('Twice', ['Anna', 'Ben'])
  await app.pay('Anna', 'Ben', '200')
  await history.open()
  const backup = await history.download('Back up this game')
  const path = (await backup.path())!
  await app.gotoHome()
  await history.importBackup(path)
  const date = await page.evaluate(() =>
    new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short' }).format(Date.now()),
  )
  await expect(page.getByRole('status').filter({ hasText: `Imported 1 game: Twice (imported ${date}).` })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Resume Twice', exact: true })).toHaveCount(1)
  await expect(page.getByRole('link', { name: `Resume Twice (imported ${date})` })).toHaveCount(1)
})

test('a backup with junk in the game data is refused in words: the game, the entry and the field', async ({ page }) => {
  const app = new AppPage(page)
  await app.gotoHome()
  const file = {
    format: 'tischbank-backup',
    version: 1,
    games: [
      {
        game: {
          name: 'Pad',
          type: 'freePlay',
          config: {
            type: 'freePlay',
            players: [
              { id: 'p1', name: 'Anna', color: '#d32f2f' },
              { id: 'p2', name: 'Ben', color: '#1976d2' },
            ],
            currency: '€',
            options: {},
          },
          createdAt: 1,
          updatedAt: 1,
        },
        redo: [],
        entries: [
          {
            seq: 1,
            ts: 1,
            kind: 'payment',
            postings: [],
            effects: [{ path: ['junk'], from: null, to: 42 }],
            isSetup: false,
            isUndone: false,
          },
        ],
      },
    ],
  }
  await page
    .getByLabel('Backup file to import')
    .setInputFiles({ name: 'pad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) })
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Entry 1 of “Pad”')
  await expect(alert).toContainText('“junk” cannot be 42')
  await expect(alert).not.toContainText('games.0')
})
