import { test, expect } from '@playwright/test'
import { AppPage } from './pages/AppPage'

// Issue 38: in English the keypad turned "1,5" into 15 (and "2,50" into 250) and booked it without
// a word. Typed key by key into the real field, a comma that does not group thousands is refused.

test('"1,5" typed key by key in English is refused as a decimal and books nothing; "1,500" books 1,500', async ({
  page,
}) => {
  const app = new AppPage(page)
  await app.gotoHome()
  await app.newFreePlay('Comma game', ['Anna', 'Ben'])
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  const sheet = page.getByRole('form', { name: 'Payment' })
  await sheet.getByRole('radiogroup', { name: 'From' }).getByRole('radio', { name: 'Anna' }).click()
  await sheet.getByRole('radiogroup', { name: 'To' }).getByRole('radio', { name: 'Ben' }).click()
  const amount = sheet.getByLabel('Amount', { exact: true })
  for (const typed of ['1,5', '2,50', ',5']) {
    await amount.fill('')
    await amount.pressSequentially(typed)
    await expect(amount).toHaveValue(typed)
    await expect(sheet.getByRole('alert')).toContainText('no decimals')
    await sheet.getByRole('button', { name: 'Confirm payment' }).click()
    await expect(sheet.getByRole('alert')).toContainText('no decimals')
  }
  await amount.fill('')
  await amount.pressSequentially('1,500')
  await expect(amount).toHaveValue('1,500')
  await sheet.getByRole('button', { name: 'Confirm payment' }).click()
  await app.expectBalance('Anna', '€0')
  await app.expectBalance('Ben', '€3,000')
})
