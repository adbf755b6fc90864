import { test, expect } from '@playwright/test'
import { PropertyPage } from './pages/PropertyPage'
import { recordFlow, tapEach } from './budget'

test('a DKT game of 30 actions: buys, rents, a refused build, building on a complete city, a mortgage, an undo and the ranking', async ({
  page,
}) => {
  const app = new PropertyPage(page)
  await app.gotoHome()
  await app.newDkt('DKT night', ['Anna', 'Ben', 'Cem'])
  await app.expectBalance('Anna', '€1,500')
  await expect(page.getByRole('timer', { name: 'Game clock: 2:00:00 left' })).toBeVisible()
  await page.getByRole('button', { name: 'Start the game clock' }).click()
  await page.getByRole('button', { name: 'Pause the game clock' }).click()
  await expect(page.getByRole('button', { name: 'Start the game clock' })).toBeVisible()

  await app.buy('Amtsplatz', 'Anna') // 1
  await app.buy('Arlbergstraße', 'Anna') // 2
  // salary: one tap, and Ben has the 200 (the budget of tests/e2e/taps.spec.ts, here in DKT)
  await tapEach([app.salaryButton('Ben')]) // 3
  await app.expectBalances({ Anna: '€1,160', Ben: '€1,700', Cem: '€1,500' })
  await expect(app.latestEntry()).toContainText('Bank paid €200 to Ben')
  await app.buy('Murplatz', 'Ben') // 4

  // the tap budget of a rent: payer, property, confirm (the amount is computed) — exactly these 3 taps pay it
  const rent = app.rentTaps('Ben', 'Amtsplatz', '€20')
  expect(rent).toHaveLength(3)
  await tapEach(rent.slice(0, 2)) // 5
  await expect(app.sheet('Pay rent').getByTestId('rent-amount')).toContainText('€20')
  await tapEach(rent.slice(2))
  await expect(app.sheet('Pay rent')).toBeHidden()
  await app.expectBalance('Anna', '€1,180')
  await app.expectBalance('Ben', '€1,380')
  await app.expectBalance('Cem', '€1,500')
  await expect(app.latestEntry()).toContainText('Ben paid €20 to Anna')
  await expect(app.latestEntry()).toContainText('Amtsplatz')
  recordFlow('pay the rent of any property (amount computed)', rent, 'payer, property, confirm = 3')

  // a refused build: Bregenz is not complete yet
  let build = await app.openBuild('Anna')
  await build.getByRole('button', { name: 'Build a house on Amtsplatz' }).click()
  await expect(build.getByRole('alert')).toHaveText(
    'Anna does not own every street of Bregenz: no building on Amtsplatz',
  )
  await app.close(build)
  await app.expectBalance('Anna', '€1,180')

  await app.buy('Rathausstraße', 'Anna') // 6
  build = await app.openBuild('Anna')
  await expect(build.getByTestId('bank-supply')).toHaveText('Bank: 32 houses, 8 hotels')
  await build.getByRole('button', { name: 'Build 3 houses on Bregenz (€310)' }).click() // 7
  await expect(build.getByTestId('bank-supply')).toHaveText('Bank: 29 houses, 8 hotels')
  await app.close(build)
  await expect(app.property('Amtsplatz')).toContainText('1 house')
  await expect(app.property('Amtsplatz')).toContainText('Rent €100')
  await app.expectBalance('Anna', '€690')

  // with a house the same 3 taps (app.rent is exactly rentTaps) pay the higher rent
  await app.rent('Cem', 'Amtsplatz', '€100') // 8
  await app.expectBalance('Anna', '€790')
  await app.expectBalance('Cem', '€1,400')
  await expect(app.latestEntry()).toContainText('Cem paid €100 to Anna')
  await app.auction('Eisenbahn Wien–Graz', 'Cem', '90', '€80') // 9
  await app.rent('Anna', 'Eisenbahn Wien–Graz', '€20') // 10
  await app.mortgage('Cem', 'Eisenbahn Wien–Graz', '80') // 11
  await expect(app.property('Eisenbahn Wien–Graz')).toContainText('Mortgaged, loan €80')
  await app.expectBalance('Cem', '€1,410')

  // no rent on a mortgaged property: explained, nothing to confirm
  await page.getByRole('button', { name: 'Rent from Ben' }).click()
  const noRent = app.sheet('Pay rent')
  await noRent.getByRole('button', { name: /^Eisenbahn Wien–Graz/ }).click()
  await expect(noRent.getByRole('alert')).toHaveText('No rent: Eisenbahn Wien–Graz is mortgaged')
  await expect(noRent.getByRole('button', { name: 'Confirm rent' })).toBeDisabled()
  await app.close(noRent)

  await app.tax('Ben', 'Erwerbsteuer', '€80') // 12
  await app.jail('Cem', 'Go to jail (no salary)') // 13
  await app.jail('Cem', 'Pay €50 to leave') // 14
  await app.card('Anna', 'Receive from the bank', '100') // 15
  await app.card('Ben', 'Pay each player', '10') // 16
  await app.salary('Anna') // 17
  await app.buy('Annenstraße', 'Ben') // 18
  await app.buy('Joanneumring', 'Ben') // 19
  build = await app.openBuild('Ben')
  await build.getByRole('button', { name: /^Build 3 houses on Graz/ }).click() // 20
  await app.close(build)
  await app.expectBalance('Anna', '€1,080')
  await app.expectBalance('Ben', '€330')
  await app.expectBalance('Cem', '€1,370')

  // a rent on the wrong street, undone with one tap
  await app.rent('Anna', 'Murplatz', '€150') // 21
  await app.expectBalance('Ben', '€480')
  await app.undoButton().click() // 22 (undo)
  await app.expectBalance('Ben', '€330')
  await app.expectBalance('Anna', '€1,080')
  await app.rent('Anna', 'Annenstraße', '€110') // 23

  // trade: Cem sells the mortgaged line to Anna for 150; Anna repays the loan at once (+10 % fee)
  await app.quick('Trade').click()
  const trade = app.sheet('Trade')
  await app.pick(trade, 'First player', 'Cem')
  await app.pick(trade, 'Second player', 'Anna')
  await trade
    .getByRole('group', { name: 'Cem gives Anna' })
    .getByRole('checkbox', { name: /Eisenbahn Wien–Graz/ })
    .click()
  await trade.getByRole('group', { name: 'Anna gives Cem' }).getByLabel('Money').fill('150')
  await trade.getByRole('checkbox', { name: /^Repay the loan on Eisenbahn Wien–Graz/ }).click()
  await trade.getByRole('button', { name: 'Confirm trade' }).click() // 24
  await expect(trade).toBeHidden()
  await app.expectBalance('Anna', '€732')
  await app.expectBalance('Cem', '€1,520')

  await app.tax('Anna', 'Vermögensabgabe', '€73') // 25: 10 % of cash, capped at 350
  await app.salary('Cem') // 26
  build = await app.openBuild('Anna')
  await build.getByRole('button', { name: 'Build a house on Amtsplatz' }).click() // 27
  await expect(build.getByText('2 houses')).toBeVisible()
  // the even rule: a third house on Amtsplatz is refused
  await build.getByRole('button', { name: 'Build a house on Amtsplatz' }).click()
  await expect(build.getByRole('alert')).toContainText('Build evenly: Amtsplatz has 2')
  await app.close(build)
  await app.rent('Ben', 'Amtsplatz', '€300') // 28: the same 3 taps with two houses
  await expect(app.latestEntry()).toContainText('Ben paid €300 to Anna')
  await app.salary('Ben') // 29
  await app.pay('Cem', 'Ben', '20') // 30

  await app.expectBalance('Anna', '€799')
  await app.expectBalance('Ben', '€360')
  await app.expectBalance('Cem', '€1,700')

  // the final ranking by net worth, with each player's breakdown
  await app.quick('Ranking').click()
  const ranking = app.sheet('Ranking by net worth')
  const rows = ranking.getByRole('listitem')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0)).toContainText('Anna')
  await expect(rows.nth(0).getByTestId('net-worth')).toHaveText('€1,949')
  await expect(rows.nth(0)).toContainText('winner')
  await expect(rows.nth(1)).toContainText('Cem')
  await expect(rows.nth(2)).toContainText('Ben')
  await expect(rows.nth(0)).toContainText('Properties (purchase price)€680')
  await app.close(ranking)
})

test('DKT: no salary on the move leaving jail; the panel offers “this is a later move” to pay it at once', async ({
  page,
}) => {
  const app = new PropertyPage(page)
  await app.gotoHome()
  await app.newDkt('Jail night', ['Anna', 'Ben', 'Cem'])
  await app.jail('Anna', 'Go to jail (no salary)')
  await app.jail('Anna', 'Turns served')
  await app.salary('Anna')
  await expect(page.getByText('Anna is leaving jail on this move: no salary.')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Anna left jail on this move' })).toBeVisible()
  await app.expectBalance('Anna', '€1,500')
  await page.getByRole('button', { name: 'Later move: salary for Anna (€200)' }).click()
  await app.expectBalance('Anna', '€1,700')
  await expect(page.getByRole('button', { name: /^Later move/ })).toBeHidden()
})

test('German UI: a rent in DKT', async ({ browser }) => {
  const ctx = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } })
  const page = await ctx.newPage()
  await page.goto('/')
  await page.getByRole('link', { name: 'Neues Spiel' }).click()
  await page.getByRole('radio', { name: /^DKT/ }).check()
  await page.getByLabel('Name des Spiels').fill('Spieleabend')
  for (const [i, n] of ['Anna', 'Ben', 'Cem'].entries()) {
    const row = page.getByLabel(`Name von Spieler ${i + 1}`, { exact: true })
    if (!(await row.isVisible())) await page.getByRole('button', { name: 'Spieler hinzufügen' }).click()
    await row.fill(n)
  }
  await page.getByRole('button', { name: 'Spiel starten' }).click()
  await page
    .getByRole('group', { name: 'Schnellaktionen' })
    .getByRole('button', { name: 'Kaufen', exact: true })
    .click()
  const buy = page.getByRole('dialog', { name: 'Kaufen oder versteigern' })
  await buy.getByRole('button', { name: /^Amtsplatz/ }).click()
  await buy
    .getByRole('group', { name: 'Käufer', exact: true })
    .getByRole('button', { name: /^Anna kauft für 220\s€$/ })
    .click()
  await expect(buy).toBeHidden()
  await page.getByRole('button', { name: 'Miete von Ben' }).click()
  const rent = page.getByRole('dialog', { name: 'Miete zahlen' })
  await rent.getByRole('button', { name: /^Amtsplatz/ }).click()
  await expect(rent.getByTestId('rent-amount')).toHaveText(/^Ben zahlt 20\s€ an Anna$/)
  await expect(rent.getByTestId('rent-why')).toHaveText('Unbebaute Straße: die aufgedruckte Miete')
  await rent.getByRole('button', { name: /^Miete 20\s€ bestätigen$/ }).click()
  await expect(page.getByRole('button', { name: /^Kontostand von Ben: 1\.480\s€$/ })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Kontostand von Anna: 1\.300\s€$/ })).toBeVisible()
  await ctx.close()
})

test('German phone: the DKT tax sheet shows each tax with its amount and rule inside its row', async ({ browser }) => {
  const ctx = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } })
  const page = await ctx.newPage()
  await page.goto('/welcome')
  // the DKT demo (the help screen's second card): Vermögensabgabe is 10 % of cash up to a cap, Erwerbsteuer a fixed amount
  await page.locator('.welcome-card').nth(1).getByRole('button').first().click()
  await page
    .getByRole('group', { name: 'Schnellaktionen' })
    .getByRole('button', { name: 'Steuer', exact: true })
    .click()
  const tax = page.getByRole('dialog', { name: 'Steuer' })
  await tax.getByRole('radiogroup', { name: 'Wer zahlt' }).getByRole('radio', { name: 'Anna', exact: true }).click()
  const rows = tax.locator('.prop-choice')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText(/150\s€ · 10 % des Bargelds, höchstens 350\s€/)
  await expect(rows.nth(1)).toContainText(/80\s€ · fester Betrag/)
  // every part of a row within the row, the row within the sheet (the rule ran off the phone's edge, the second amount out of sight)
  for (const row of await rows.all()) {
    const box = (await row.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    for (const part of await row.locator('span').all()) {
      const b = (await part.boundingBox())!
      expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5)
    }
  }
  await ctx.close()
})
