import { mkdirSync } from 'node:fs'
import { test, expect, type Page } from '@playwright/test'
import { ScorePadPage } from './pages/ScorePadPage'
import { axeViolations, describeViolations } from './axe'

test.describe.configure({ timeout: 120_000 })

/** Screenshots for review when SHOTS_DIR is set (phone and tablet, each language). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
}

test('score pad: a Rommé evening — rounds by keypad with minus points, a correction and its undo, the target ends it', async ({
  page,
}) => {
  const pad = new ScorePadPage(page)
  await pad.gotoScorePadSetup()
  // a bad target is refused in words before the game starts
  await pad.setOptions({ title: 'Rommé', lowest: true, target: '1,5' })
  await expect(page.getByRole('alert').filter({ hasText: 'The target score must be a whole number' })).toBeVisible()
  await pad.setOptions({ target: '100' })
  await expect(page.getByRole('alert')).toHaveCount(0)
  await pad.setPlayers(['Anna', 'Ben', 'Cem'])
  await pad.start('Friday cards')

  await expect(page.getByRole('heading', { name: 'Rommé' })).toBeVisible()
  await expect(page.getByText('Lowest total wins · ends at 100 points')).toBeVisible()
  await expect(page.getByText('No round scored yet.')).toBeVisible()

  await pad.scoreRound(1, { Anna: 30, Ben: -10, Cem: 12 })
  await expect(page.getByRole('status').filter({ hasText: 'Round 1: Anna +30, Ben -10, Cem +12' })).toBeVisible()
  await pad.expectTotal('Anna', 30)
  await pad.expectTotal('Ben', -10)
  // the lowest total leads
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText('leads')
  await pad.scoreRound(2, { Anna: 25, Ben: 40, Cem: 8 })
  await pad.expectTotal('Ben', 30)

  // a typo in a round: refused in words, nothing lost
  await page.getByRole('button', { name: 'Score round 3', exact: true }).click()
  const form = pad.sheet('Round 3')
  await form.getByLabel('Points of Anna', { exact: true }).fill('2.5')
  await form.getByRole('button', { name: 'Save round 3' }).click()
  await expect(form.getByRole('alert')).toHaveText('Anna: the points must be a whole number, not 2.5.')
  await form.getByRole('button', { name: 'Cancel' }).click()

  // round 1 corrected: Ben had -5, not -10 — a new entry; undo takes it back, redo books it again
  await page.getByRole('button', { name: 'Correct round 1', exact: true }).click()
  const fix = pad.sheet('Correct round 1')
  await expect(fix.getByLabel('Points of Ben', { exact: true })).toHaveValue('-10')
  await fix.getByLabel('Points of Ben', { exact: true }).fill('-5')
  await fix.getByRole('button', { name: 'Save correction' }).click()
  await expect(fix).toBeHidden()
  await pad.expectTotal('Ben', 35)
  await expect(page.getByRole('row', { name: /^Correct round 1 / })).toContainText('corrected')
  await pad.undoButton().click()
  await pad.expectTotal('Ben', 30)
  await page.locator('.game-bar').getByRole('button', { name: 'Redo', exact: true }).click()
  await pad.expectTotal('Ben', 35)

  await shot(page, 'en-390-pad')
  await page.getByRole('button', { name: 'Score round 3', exact: true }).click()
  await expect(pad.sheet('Round 3')).toBeVisible()
  await shot(page, 'en-390-round-sheet')
  await page.keyboard.press('Escape')
  expect(describeViolations(await axeViolations(page, '.pad-panel'))).toEqual([])

  // Anna reaches 100: the game is over, Cem (lowest) wins; no new round until undo
  await pad.scoreRound(3, { Anna: 45, Ben: 0, Cem: 3 })
  await expect(page.getByText('The game is finished. Winner: Cem')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Score round 4', exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Ranking and chart' }).click()
  await expect(page.getByRole('list', { name: 'Ranking' }).getByRole('listitem')).toHaveText([
    /^1\.\s*Cem\s*23 points\s*Winner/,
    /^2\.\s*Ben\s*35 points/,
    /^3\.\s*Anna\s*100 points/,
  ])
  await pad.undoButton().click()
  await expect(page.getByRole('button', { name: 'Score round 3', exact: true })).toBeVisible()
})

for (const lang of ['en', 'de'] as const) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1024, height: 768 },
  ]) {
    test(`score pad demo screens, ${lang} ${size.width}×${size.height}`, async ({ browser }) => {
      const ctx = await browser.newContext({
        locale: lang === 'de' ? 'de-DE' : 'en-US',
        viewport: size,
        serviceWorkers: 'block',
      })
      const page = await ctx.newPage()
      await page.goto('/welcome')
      const card = page
        .locator('.welcome-card')
        .filter({ has: page.getByRole('heading', { name: lang === 'de' ? 'Punkteblock' : 'Score pad', exact: true }) })
      await card.getByRole('button').first().click()
      await expect(page.getByRole('heading', { name: 'Rommé' })).toBeVisible()
      const open = lang === 'de' ? 'Runde 1 eintragen' : 'Score round 1'
      for (const [round, pts] of [
        [1, ['25', '0', '-5', '40']],
        [2, ['10', '35', '0', '5']],
      ] as const) {
        await page.getByRole('button', { name: open.replace('1', String(round)), exact: true }).click()
        const form = page.getByRole('form')
        const inputs = form.getByRole('textbox')
        for (let i = 0; i < pts.length; i++) await inputs.nth(i).fill(pts[i]!)
        if (round === 2) await shot(page, `${lang}-${size.width}-round-sheet`)
        await form.locator('button[type=submit]').click()
        await expect(form).toBeHidden()
      }
      await expect(page.locator('[data-testid=total]').first()).toHaveText('35')
      // nothing overflows the screen sideways
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
      expect(wide).toBe(false)
      await shot(page, `${lang}-${size.width}-pad`)
      await ctx.close()
    })
  }
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
]) {
  test(`score pad follow-ups, ${size.width}×${size.height}: the title names the game, the chart has exactly the rounds played as corrected, the round record in the statistics`, async ({
    browser,
  }) => {
    const ctx = await browser.newContext({ locale: 'en-US', viewport: size, serviceWorkers: 'block' })
    const page = await ctx.newPage()
    const pad = new ScorePadPage(page)
    await pad.gotoScorePadSetup()
    await pad.setOptions({ title: 'Kniffel', rounds: '3' })
    await pad.setPlayers(['Anna', 'Ben'])
    // no name typed: the game is named after the scored game and the day
    await expect(page.getByLabel('Game name')).toHaveAttribute('placeholder', /^Kniffel, \S/)
    await page.getByRole('button', { name: 'Start game' }).click()
    await expect(page.getByRole('heading', { level: 1, name: /^Kniffel, \S/ })).toBeVisible()
    await pad.scoreRound(1, { Anna: 30, Ben: 10 })
    await pad.scoreRound(2, { Anna: 5, Ben: 20 })
    await page.getByRole('button', { name: 'Correct round 1', exact: true }).click()
    const fix = pad.sheet('Correct round 1')
    await fix.getByLabel('Points of Anna', { exact: true }).fill('12')
    await fix.getByRole('button', { name: 'Save correction' }).click()
    await expect(fix).toBeHidden()
    await pad.scoreRound(3, { Anna: 8, Ben: 40 })
    await expect(page.getByText('The game is finished. Winner: Ben')).toBeVisible()
    const gameUrl = page.url().replace(/\/$/, '')

    // the chart by round: the start and rounds 1–3 (the correction is no "Round 4"), round 1 as corrected
    const rows = page.locator('.line-chart tbody tr')
    for (const lang of ['en', 'de'] as const) {
      await page.evaluate((l) => localStorage.setItem('tb.locale', l), lang)
      await page.goto(`${gameUrl}/charts`)
      const round = lang === 'de' ? 'Runde' : 'Round'
      await expect(page.getByRole('columnheader', { name: round, exact: true })).toBeAttached()
      await expect(rows.locator('th')).toHaveText(['Start', `${round} 1`, `${round} 2`, `${round} 3`])
      await expect(rows.nth(1).locator('td')).toHaveText(['12', '10'])
      await expect(rows.nth(3).locator('td')).toHaveText(['25', '70'])
      await shot(page, `follow-up-chart-${lang}-${size.width}`)

      await page.goto('/stats')
      const record = page.getByTestId('record-round')
      await expect(record).toContainText(lang === 'de' ? 'Meiste Punkte in einer Runde' : 'Most points in one round')
      await expect(record).toContainText(
        lang === 'de' ? 'von Ben in Runde 3 (Kniffel, ' : 'by Ben in round 3 (Kniffel, ',
      )
      await expect(record).toContainText('40')
      await shot(page, `follow-up-stats-${lang}-${size.width}`)
    }
    await ctx.close()
  })
}
