import { spawn, type ChildProcess } from 'node:child_process'
import { test, expect } from '@playwright/test'
import { AppPage } from './pages/AppPage'

test('three players, payments, undo, reload, redo keep exact balances', async ({ page }) => {
  const app = new AppPage(page)
  await app.gotoHome()
  await app.newFreePlay('Friday game', ['Anna', 'Ben', 'Cem'])
  await app.expectBalance('Anna', '€1,500')
  await app.pay('Anna', 'Ben', '200', 'rent')
  await app.pay('Ben', 'Bank', '50')
  await app.pay('Bank', 'Cem', '300')
  await app.expectBalance('Anna', '€1,300')
  await app.expectBalance('Ben', '€1,650')
  await app.expectBalance('Cem', '€1,800')
  await app.undoButton().click()
  await app.expectBalance('Cem', '€1,500')
  await expect(page.locator('.history .undone').first()).toContainText('Bank paid €300 to Cem')
  await page.reload()
  await app.expectBalance('Cem', '€1,500')
  await expect(app.redoButton()).toBeEnabled()
  await app.redoButton().click()
  await app.expectBalance('Cem', '€1,800')
  await app.expectBalance('Anna', '€1,300')
  await app.expectBalance('Ben', '€1,650')
  await expect(app.redoButton()).toBeDisabled()
})

test('refuses a payment larger than the payer cash and names the shortfall', async ({ page }) => {
  const app = new AppPage(page)
  await app.gotoHome()
  await app.newFreePlay('Short game', ['Anna', 'Ben'])
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  const sheet = page.getByRole('form', { name: 'Payment' })
  await sheet.getByRole('radiogroup', { name: 'From' }).getByRole('radio', { name: 'Anna' }).click()
  await sheet.getByRole('radiogroup', { name: 'To' }).getByRole('radio', { name: 'Ben' }).click()
  await sheet.getByLabel('Amount', { exact: true }).fill('2000')
  await sheet.getByRole('button', { name: 'Confirm payment' }).click()
  await expect(sheet.getByRole('alert')).toContainText('€500 short')
  await sheet.getByLabel('Amount', { exact: true }).fill('12.5')
  await expect(sheet.getByRole('alert')).toContainText('no decimals')
  await sheet.getByRole('button', { name: 'Cancel' }).click()
  await app.expectBalance('Anna', '€1,500')
})

test('German UI follows the browser language and formats amounts', async ({ browser }) => {
  const ctx = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } })
  const page = await ctx.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Deine Spiele' })).toBeVisible()
  await page.getByRole('link', { name: 'Neues Spiel' }).click()
  await page.getByLabel('Name des Spiels').fill('Spieleabend')
  await page.getByLabel('Name von Spieler 1').fill('Anna')
  await page.getByLabel('Name von Spieler 2').fill('Ben')
  await page.getByLabel('Name von Spieler 3').fill('Cem')
  await page.getByRole('button', { name: 'Spiel starten' }).click()
  await expect(page.getByRole('button', { name: /^Kontostand von Anna: 1\.500\s€$/ })).toBeVisible()
  await ctx.close()
})

test('works offline with the server stopped: the game is intact and a new payment works', async ({ browser }) => {
  // a server of its own, beside the one of the config (E2E_PORT), so it can be stopped
  const port = Number(process.env.E2E_PORT ?? 4183) + 10
  const server: ChildProcess = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      process.env.E2E_DIST ?? 'dist',
    ],
    { stdio: 'ignore', detached: true },
  )
  try {
    const base = `http://127.0.0.1:${port}`
    await expect
      .poll(
        async () =>
          await fetch(base)
            .then((r) => r.status)
            .catch(() => 0),
        { timeout: 20_000 },
      )
      .toBe(200)
    const ctx = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      baseURL: base,
      serviceWorkers: 'allow',
    })
    const page = await ctx.newPage()
    const app = new AppPage(page)
    await app.gotoHome()
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await app.newFreePlay('Offline game', ['Anna', 'Ben', 'Cem'])
    await app.pay('Anna', 'Ben', '100')
    process.kill(-server.pid!, 'SIGKILL')
    await expect
      .poll(
        async () =>
          await fetch(base)
            .then((r) => r.status)
            .catch(() => 0),
        { timeout: 10_000 },
      )
      .toBe(0)
    await page.reload()
    await app.expectBalance('Anna', '€1,400')
    await app.expectBalance('Ben', '€1,600')
    await app.pay('Cem', 'Anna', '50')
    await app.expectBalance('Anna', '€1,450')
    await page.goto(`${base}/`)
    await expect(page.getByRole('link', { name: 'Resume Offline game' })).toBeVisible()
    await ctx.close()
  } finally {
    try {
      process.kill(-server.pid!, 'SIGKILL')
    } catch {
      /* already stopped */
    }
  }
})

test('a player who leaves the table is out: cash back to the bank, no payments, undo brings him back', async ({
  page,
}) => {
  const app = new AppPage(page)
  await app.gotoHome()
  await app.newFreePlay('Leaving', ['Anna', 'Ben', 'Cem'])
  await page.getByRole('button', { name: 'Remove Cem from the game' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove Cem from the game' })
  await expect(dialog).toContainText('Their cash goes back to the bank')
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(app.balance('Cem')).toContainText('out of the game')
  await app.expectBalance('Cem', '€0')
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  const sheet = page.getByRole('form', { name: 'Payment' })
  await expect(sheet.getByRole('radiogroup', { name: 'From' }).getByRole('radio', { name: 'Cem' })).toBeDisabled()
  await sheet.getByRole('button', { name: 'Cancel' }).click()
  await app.undoButton().click()
  await app.expectBalance('Cem', '€1,500')
  await expect(page.getByRole('button', { name: 'Remove Cem from the game' })).toBeVisible()
})

test('the snackbar names each action and its own Undo reverts it', async ({ page }) => {
  const app = new AppPage(page)
  await app.gotoHome()
  await app.newFreePlay('Snackbar', ['Anna', 'Ben'])
  await app.pay('Anna', 'Bank', '200')
  await expect(page.getByRole('status')).toContainText('Anna paid €200 to Bank')
  await page.getByRole('button', { name: 'Undo: Anna paid €200 to Bank' }).click()
  await app.expectBalance('Anna', '€1,500')
  await expect(page.getByRole('status')).toContainText('Undone: Anna paid €200 to Bank')
})

test('the start screen lists games and renames, duplicates as a fresh start, and deletes after naming the game', async ({
  page,
}) => {
  const app = new AppPage(page)
  await app.gotoHome()
  await app.newFreePlay('Sunday', ['Anna', 'Ben'])
  await app.pay('Anna', 'Ben', '300')
  await page.getByRole('link', { name: 'Games' }).click()
  const card = page.getByRole('link', { name: 'Resume Sunday' })
  await expect(card).toContainText('Free play · 2 players')
  await expect(card).toContainText('Anna, Ben')

  await page.getByRole('button', { name: 'Rename Sunday' }).click()
  const rename = page.getByRole('dialog', { name: 'Rename Sunday' })
  await rename.getByLabel('New name').fill('   ')
  await rename.getByRole('button', { name: 'Save' }).click()
  await expect(rename.getByRole('alert')).toHaveText('Enter a game name.')
  await rename.getByLabel('New name').fill('Sunday night')
  await rename.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('link', { name: 'Resume Sunday night' })).toBeVisible()

  await page.getByRole('button', { name: 'New game with the same players as Sunday night' }).click()
  await expect(page.getByRole('heading', { name: 'Sunday night (new)' })).toBeVisible()
  await app.expectBalance('Anna', '€1,500')
  await app.expectBalance('Ben', '€1,500')
  await page.getByRole('link', { name: 'Games' }).click()

  await page.getByRole('button', { name: 'Delete Sunday night (new)' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete Sunday night (new)' })
  await expect(confirm).toContainText('Delete the game “Sunday night (new)” with its whole history?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('link', { name: 'Resume Sunday night (new)' })).toBeHidden()
  await page.getByRole('link', { name: 'Resume Sunday night' }).click()
  await app.expectBalance('Anna', '€1,200')
})
