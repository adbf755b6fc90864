import { test, expect, type Locator } from '@playwright/test'
import { AppPage } from './pages/AppPage'
import { recordTaps } from './tapLog'

test('tap budgets of the common money actions: salary 1, payment from-to-digits-confirm, undo 1', async ({ page }) => {
  const app = new AppPage(page)
  await app.gotoHome()
  await app.newFreePlay('Taps', ['Anna', 'Ben', 'Cem'], { salary: '200' })
  let taps = 0
  const tap = async (l: Locator) => {
    await l.click()
    taps++
  }

  // salary for passing Start: one tap
  await tap(page.getByRole('button', { name: 'Salary for Ben' }))
  await app.expectBalance('Ben', '€1,700')
  recordTaps('salary for passing Start', taps, '1')
  expect(taps).toBe(1)

  // any amount between two accounts: from (the payer's balance), to, digits, confirm
  taps = 0
  await tap(app.balance('Anna'))
  const sheet = page.getByRole('form', { name: 'Payment' })
  await tap(sheet.getByRole('radiogroup', { name: 'To' }).getByRole('radio', { name: 'Cem' }))
  for (const d of '250') await tap(sheet.getByRole('button', { name: `Digit ${d}`, exact: true }))
  await tap(sheet.getByRole('button', { name: 'Confirm payment' }))
  await app.expectBalance('Cem', '€1,750')
  recordTaps('pay any amount between two accounts (3 digits)', taps, 'from, to, digits, confirm = 6')
  expect(taps).toBe(1 + 1 + 3 + 1)

  // undo the last action: one tap, always visible
  taps = 0
  await expect(app.undoButton()).toBeInViewport()
  await tap(app.undoButton())
  await app.expectBalance('Cem', '€1,500')
  recordTaps('undo the last action', taps, '1')
  expect(taps).toBe(1)
})
