import { expect, test, type Locator } from '@playwright/test'
import { AppPage } from './pages/AppPage'

const DKT = 'DKT – Das kaufmännische Talent'

/** Two elements share any area on screen (one that is not there overlaps nothing). */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  if ((await a.count()) === 0 || (await b.count()) === 0) return false
  const [p, q] = [await a.boundingBox(), await b.boundingBox()]
  if (!p || !q) return false
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height
}

test('the snackbar never covers an open sheet; after the sheet closes its Undo undoes exactly the action it names', async ({
  page,
}) => {
  const app = new AppPage(page)
  await page.goto('/welcome')
  await app.tryDemo(DKT)
  const start = { Anna: '€1,500', Ben: '€1,500', Cem: '€1,500' }
  expect(await app.balances()).toEqual(start)

  // A: a salary; the snackbar names it, and the bottom panels (rent row, actions in two rows so that every
  // one is reachable without a sideways scroll (issue 35), undo bar, snackbar) keep ≤ 30 % of the height
  await page.getByRole('button', { name: 'Salary for Anna' }).click()
  await expect(app.snackbar()).toContainText('Salary: Bank paid €200 to Anna')
  const dock = await page.locator('.game-dock').boundingBox()
  expect(dock!.height).toBeLessThanOrEqual(844 * 0.3)
  const afterSalary = { Anna: '€1,700', Ben: '€1,500', Cem: '€1,500' }
  await expect.poll(() => app.balances()).toEqual(afterSalary)

  // a sheet opens: the snackbar does not overlap any of its buttons (it waits); the confirm stays on screen with digits typed
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  const sheet = app.paySheet()
  await sheet.getByRole('radiogroup', { name: 'From' }).getByRole('radio', { name: 'Ben' }).click()
  await sheet.getByRole('radiogroup', { name: 'To' }).getByRole('radio', { name: 'Cem' }).click()
  for (const d of '300') await sheet.getByRole('button', { name: `Digit ${d}`, exact: true }).click()
  const buttons = await page.getByRole('dialog').getByRole('button').all()
  expect(buttons.length).toBeGreaterThan(10)
  for (const b of buttons) expect(await overlaps(app.snackbar(), b)).toBe(false)
  // (the banker's choice here: the snackbar waits until the sheet is closed)
  await expect(app.snackbar()).toBeHidden()
  await expect(sheet.getByRole('button', { name: 'Confirm payment' })).toBeInViewport({ ratio: 1 })

  // B: confirmed in the sheet; once it closes the snackbar names B, and its Undo undoes B — not the salary
  await sheet.getByRole('button', { name: 'Confirm payment' }).click()
  await expect(sheet).toBeHidden()
  await expect.poll(() => app.balances()).toEqual({ Anna: '€1,700', Ben: '€1,200', Cem: '€1,800' })
  await app.snackbarUndo('Ben paid €300 to Cem').click()
  await expect(page.getByRole('status').filter({ hasText: 'Undone: Ben paid €300 to Cem' })).toBeVisible()
  await expect.poll(() => app.balances()).toEqual(afterSalary)

  // a sheet opened and closed without an action: the snackbar still names A's undo state, nothing else changed
  await page.getByRole('button', { name: 'Salary for Cem' }).click()
  await expect(app.snackbar()).toContainText('Salary: Bank paid €200 to Cem')
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(app.snackbar()).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(app.snackbar()).toContainText('Salary: Bank paid €200 to Cem')
  await app.snackbarUndo('Salary: Bank paid €200 to Cem').click()
  await expect.poll(() => app.balances()).toEqual(afterSalary)

  // a small phone (360 × 640): the Pay sheet's confirm is on screen however many digits are typed
  await page.setViewportSize({ width: 360, height: 640 })
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  for (const d of '1234567') await sheet.getByRole('button', { name: `Digit ${d}`, exact: true }).click()
  await expect(sheet.getByRole('button', { name: 'Confirm payment' })).toBeInViewport({ ratio: 1 })
  await sheet.getByRole('button', { name: 'Cancel' }).click()
  expect(await app.balances()).toEqual(afterSalary)
})

test('another tab acted: this tab’s snackbar Undo says its action is no longer the newest and changes nothing', async ({
  page,
  context,
}) => {
  const app = new AppPage(page)
  await page.goto('/welcome')
  await app.tryDemo(DKT)
  await page.getByRole('button', { name: 'Salary for Anna' }).click()
  await expect(app.snackbar()).toContainText('Salary: Bank paid €200 to Anna')
  // pointing at the snackbar holds it while the other tab acts
  await app.snackbar().hover()

  // the second tab (same browser, same database) pays a salary to Ben
  const other = await context.newPage()
  const app2 = new AppPage(other)
  await other.goto(page.url())
  await app2.expectBalance('Anna', '€1,700')
  await other.getByRole('button', { name: 'Salary for Ben' }).click()
  const both = { Anna: '€1,700', Ben: '€1,700', Cem: '€1,500' }
  await expect.poll(() => app2.balances()).toEqual(both)
  await expect.poll(() => app.balances()).toEqual(both)

  // this tab's snackbar still names Anna's salary: its Undo refuses and says why
  await app.snackbarUndo('Salary: Bank paid €200 to Anna').click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'That action is no longer the newest one, so nothing was undone.' }),
  ).toBeVisible()
  expect(await app.balances()).toEqual(both)
  expect(await app2.balances()).toEqual(both)
  await other.close()
})
