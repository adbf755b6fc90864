import { test, expect } from '@playwright/test'
import { AppPage } from './pages/AppPage'
import { recordFlow, tapEach } from './budget'

// Each budget is proven by its outcome: exactly the budgeted taps are made (tapEach clicks them and
// nothing else happens in between), then the balances, the history entry and the sheet show that
// those taps were enough. A flow that needs one more tap fails here.
test('tap budgets of the common money actions: salary 1, payment from-to-digits-confirm 6, undo 1', async ({
  page,
}) => {
  const app = new AppPage(page)
  await app.gotoHome()
  await app.newFreePlay('Taps', ['Anna', 'Ben', 'Cem'], { salary: '200' })
  await app.expectBalances({ Anna: '€1,500', Ben: '€1,500', Cem: '€1,500' })

  // salary for passing Start: one tap
  const salary = [page.getByRole('button', { name: 'Salary for Ben' })]
  await tapEach(salary)
  await app.expectBalances({ Anna: '€1,500', Ben: '€1,700', Cem: '€1,500' })
  await expect(app.latestEntry()).toHaveText(/Salary: Bank paid €200 to Ben/)
  recordFlow('salary for passing Start', salary, '1')

  // any amount between two accounts: from (the payer's balance opens the sheet), to, 3 digits, confirm
  const sheet = app.paySheet()
  const confirm = sheet.getByRole('button', { name: 'Confirm payment' })
  const payment = [
    app.balance('Anna'),
    sheet.getByRole('radiogroup', { name: 'To' }).getByRole('radio', { name: 'Cem' }),
    ...[...'250'].map((d) => sheet.getByRole('button', { name: `Digit ${d}`, exact: true })),
    confirm,
  ]
  expect(payment).toHaveLength(6)
  await tapEach(payment.slice(0, -1))
  // the confirm button sits in the sheet's sticky footer: on screen without scrolling
  await expect(confirm).toBeInViewport()
  await expect(sheet.getByText('Anna pays €250 to Cem')).toBeVisible()
  await tapEach(payment.slice(-1))
  await expect(sheet).toBeHidden()
  await app.expectBalances({ Anna: '€1,250', Ben: '€1,700', Cem: '€1,750' })
  await expect(app.latestEntry()).toHaveText(/Anna paid €250 to Cem/)
  recordFlow('pay any amount between two accounts (3 digits)', payment, 'from, to, digits, confirm = 6')

  // undo the last action: one tap, always visible
  const undo = [app.undoButton()]
  await expect(app.undoButton()).toBeInViewport()
  await tapEach(undo)
  await app.expectBalances({ Anna: '€1,500', Ben: '€1,700', Cem: '€1,500' })
  await expect(app.latestEntry()).toHaveText(/Anna paid €250 to Cem.*undone/)
  await expect(app.latestEntry().locator('s')).toHaveText('Anna paid €250 to Cem')
  recordFlow('undo the last action', undo, '1')
})
