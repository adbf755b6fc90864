import { test, expect } from '@playwright/test'
import { AppPage } from './pages/AppPage'

// axe on every screen and first-level sheet runs inside the layout walk (tests/e2e/layout.spec.ts:
// German light all WCAG 2.1 A/AA rules, English dark colour contrast), so each screen is opened once.

test('a payment can be made with the keyboard alone, with visible focus', async ({ page }) => {
  const app = new AppPage(page)
  await app.gotoHome()
  await app.newFreePlay('Keyboard', ['Anna', 'Ben'])
  await page.getByRole('button', { name: 'Pay', exact: true }).focus()
  await page.keyboard.press('Enter')
  const sheet = page.getByRole('form', { name: 'Payment' })
  await sheet.getByRole('radiogroup', { name: 'From' }).getByRole('radio', { name: 'Anna' }).focus()
  await page.keyboard.press('Enter')
  await sheet.getByRole('radiogroup', { name: 'To' }).getByRole('radio', { name: 'Ben' }).focus()
  await page.keyboard.press('Space')
  await sheet.getByLabel('Amount', { exact: true }).focus()
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)
  expect(outline).not.toBe('none')
  await page.keyboard.type('250')
  await page.keyboard.press('Enter')
  await expect(sheet).toBeHidden()
  await app.expectBalance('Anna', '€1,250')
  await page.getByRole('button', { name: 'Undo', exact: true }).first().focus()
  await page.keyboard.press('Enter')
  await app.expectBalance('Anna', '€1,500')
})
