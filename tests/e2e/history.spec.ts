import { readFile } from 'node:fs/promises'
import { test, expect } from '@playwright/test'
import { AppPage } from './pages/AppPage'
import { HistoryPage } from './pages/HistoryPage'

test('export a game, delete it, import it: identical balances, history and redo', async ({ page }) => {
  await HistoryPage.preferDownloads(page)
  const app = new AppPage(page)
  const history = new HistoryPage(page)
  await app.gotoHome()
  await app.newFreePlay('Backup game', ['Anna', 'Ben', 'Cem'])
  await app.pay('Anna', 'Ben', '200', 'rent')
  await app.pay('Ben', 'Bank', '50')
  await app.pay('Bank', 'Cem', '300')
  await app.undoButton().click()
  await app.expectBalance('Cem', '€1,500')

  await history.open()
  const before = await history.rows()
  expect(before).toHaveLength(6)
  expect(before[0]).toContain('undone')

  // the history filters
  await page.getByLabel('Player').selectOption({ label: 'Ben' })
  await expect(history.list().getByRole('listitem')).toHaveCount(3)
  await page.getByLabel('Search the history').fill('rent')
  await expect(history.list().getByRole('listitem')).toHaveCount(1)
  await page.getByLabel('Player').selectOption({ label: 'All players' })
  await page.getByLabel('Search the history').fill('')

  const csv = await history.download('Export CSV')
  const csvText = await readFile((await csv.path())!, 'utf8')
  // the description column (issue 13 "Entries in words", commit 592cf41) sits after the kind
  expect(csvText).toContain('Entry,Time,Kind,Description,Account,Amount,Note,Status')
  expect(csvText).toMatch(/4,[\d-]+ [\d:]+,Payment,Anna paid €200 to Ben,Anna,-200,rent,booked/)

  const backup = await history.download('Back up this game')
  expect(backup.suggestedFilename()).toMatch(/^tischbank-backup-game-\d{4}-\d{2}-\d{2}\.json$/)
  const path = (await backup.path())!

  await app.gotoHome()
  await history.deleteGame('Backup game')
  await history.importBackup(path)
  await expect(page.getByRole('status').filter({ hasText: 'Imported 1 game: Backup game.' })).toBeVisible()

  await page.getByRole('link', { name: 'Resume Backup game' }).click()
  await app.expectBalance('Anna', '€1,300')
  await app.expectBalance('Ben', '€1,650')
  await app.expectBalance('Cem', '€1,500')
  await history.open()
  expect(await history.rows()).toEqual(before)

  // the redo stack came along: redo restores the undone payment
  await page.getByRole('button', { name: 'Redo', exact: true }).click()
  await expect(history.list().getByRole('listitem').first()).not.toContainText('undone')
  await page.getByRole('link', { name: 'Back' }).click()
  await app.expectBalance('Cem', '€1,800')
})

test('a file that is not a backup is refused with a clear message and changes nothing', async ({ page }) => {
  const app = new AppPage(page)
  const history = new HistoryPage(page)
  await app.gotoHome()
  await app.newFreePlay('Keep me', ['Anna', 'Ben'])
  await app.gotoHome()
  await page.getByLabel('Backup file to import').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"tischbank-backup","version":1,"games":['),
  })
  await expect(page.getByRole('alert')).toContainText('incomplete')
  await expect(page.getByRole('link', { name: 'Resume Keep me' })).toHaveCount(1)
  void history
})

test('statement and charts of a game', async ({ page }) => {
  const app = new AppPage(page)
  const history = new HistoryPage(page)
  await app.gotoHome()
  await app.newFreePlay('Chart game', ['Anna', 'Ben'])
  await app.pay('Anna', 'Ben', '200')
  await app.pay('Ben', 'Anna', '20')
  await history.open()
  await page.getByRole('link', { name: 'Statements' }).click()
  await expect(page.getByRole('heading', { name: 'Statement of Anna' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Statement of Anna' })
  await expect(table.getByRole('row')).toHaveCount(4)
  await expect(table.getByRole('row').nth(1)).toContainText('€1,320')
  // a phone lays each row out as a grid: still a table of five columns to a screen reader, and nothing to scroll sideways
  await expect(table.getByRole('columnheader')).toHaveCount(5)
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveCount(5)
  await expect(table.getByRole('columnheader', { name: 'Balance' })).toBeVisible()
  expect(
    await page.getByRole('region', { name: 'Statement of Anna' }).evaluate((el) => el.scrollWidth - el.clientWidth),
  ).toBe(0)
  await page.getByLabel('Account').selectOption({ label: 'Ben' })
  await expect(page.getByRole('heading', { name: 'Statement of Ben' })).toBeVisible()
  await page.getByRole('link', { name: 'Back' }).click()
  await page.getByRole('link', { name: 'Charts' }).click()
  await expect(page.getByRole('img', { name: 'Balances over the game' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Balances over the game' })).toContainText('€1,320')
  await page.getByLabel('By clock time').check()
  await expect(page.getByRole('img', { name: 'Balances over the game' })).toBeVisible()
})
