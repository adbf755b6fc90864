import { test, expect } from '@playwright/test'
import { GmbhPage, type RoundInput } from './pages/GmbhPage'
import { HistoryPage } from './pages/HistoryPage'
import { recordFlow } from './budget'
import { axeViolations, describeViolations } from './axe'

const COMPANIES = [
  { name: 'Meister Milch & Co', cards: 9 },
  { name: 'Glotz TV AG', cards: 7 },
  { name: 'Kohle KG', cards: 9 },
  { name: 'Auto AG', cards: 7 },
  { name: 'Bank GmbH', cards: 7 },
  { name: 'Stahl AG', cards: 7 },
  { name: 'Öl AG', cards: 5 },
  { name: 'Bio GmbH', cards: 5 },
  { name: 'Chip AG', cards: 5 },
]
const PLAYERS = ['Anna', 'Ben', 'Cem', 'Dana']

/** 4 players with 15 cards each in about 3 companies; Dana's hand is filled in from the rest. */
const HANDS: RoundInput['hands'] = {
  Anna: { 'Meister Milch & Co': 6, 'Glotz TV AG': 4, 'Bio GmbH': 5 },
  Ben: { 'Meister Milch & Co': 3, 'Kohle KG': 9, 'Glotz TV AG': 3 },
  Cem: { 'Auto AG': 7, 'Bank GmbH': 4, 'Öl AG': 4 },
}
const TAP_BUDGET = 40

test.describe.configure({ timeout: 120_000 })

test('GmbH: deck set up once, 4 players, 3 rounds with an undo, totals, ranking and the tap budget of a round', async ({
  page,
}, testInfo) => {
  const g = new GmbhPage(page)
  /** A full-page screenshot kept as a test artefact for review (WALK_SHOTS=1; nothing reads it). */
  const snap = async (name: string) => {
    if (!process.env.WALK_SHOTS) return
    const path = testInfo.outputPath(`${name}.png`)
    await page.screenshot({ path, fullPage: true })
    await testInfo.attach(name, { path, contentType: 'image/png' })
  }
  await g.gotoGmbhSetup()

  // first use: the two known companies are prefilled, the other seven are named once
  const deck = g.deckGroup()
  await expect(deck.getByLabel('Name of company 1', { exact: true })).toHaveValue('Meister Milch & Co')
  await expect(deck.getByLabel('Name of company 2', { exact: true })).toHaveValue('Glotz TV AG')
  await expect(deck.getByText('The deck has 65 cards, the standard deck 61: 4 too many.')).toBeVisible()
  await g.fillDeck(COMPANIES)
  await expect(deck.getByText('61 cards in 9 companies: the standard deck.')).toBeVisible()
  await g.saveDeck('Our box')

  await g.setPlayers(PLAYERS)
  await g.start('Friday GmbH')
  await expect(page.getByText('No round scored yet.')).toBeVisible()

  // round 1: Anna stops validly. The tap budget of a round: the round is entered by exactly its taps
  // written out (open, middle card, Stopp, company and count per entered hand, fill-in, confirm),
  // at most 40, and those taps alone score it: the totals below are the proof.
  const round1 = { middle: 'Chip AG', stopper: 'Anna', hands: HANDS }
  const taps = g.roundTaps(1, round1)
  expect(taps.length).toBeLessThanOrEqual(TAP_BUDGET)
  await g.scoreRound(1, round1)
  // issue 12: a score pad's snackbar scores points (every player's), it pays nobody
  await expect(
    page.getByRole('status').filter({ hasText: 'Round 1: Anna +25, Ben +18, Cem +22, Dana +10' }),
  ).toBeVisible()
  await g.expectTotal('Anna', 25)
  await g.expectTotal('Ben', 18)
  await g.expectTotal('Cem', 22)
  await g.expectTotal('Dana', 10)
  await expect(page.getByRole('button', { name: 'Score round 2', exact: true })).toBeVisible()
  console.log(`GmbH round, 4 players × 15 cards in about 3 companies: ${taps.length} taps (budget ${TAP_BUDGET})`)
  recordFlow('GmbH round, 4 players × 15 cards in about 3 companies', taps, `≤ ${TAP_BUDGET}`)

  // round 2 entered with the wrong stopper (a false Stopp) and undone with one tap
  await g.scoreRound(2, { middle: 'Chip AG', stopper: 'Ben', hands: HANDS })
  await g.expectTotal('Ben', 13)
  await expect(page.getByRole('row', { name: /dealt again/ })).toBeVisible()
  await g.undoButton().click()
  await g.expectTotal('Ben', 18)
  await expect(page.getByRole('button', { name: 'Score round 2', exact: true })).toBeVisible()

  // round 2 again, now Cem stopped: the preview shows every scoring line before confirming
  await page.getByRole('button', { name: 'Score round 2', exact: true }).click()
  const form = g.entry(2)
  await form
    .getByRole('radiogroup', { name: 'Middle card (bankrupt company)' })
    .getByRole('radio', { name: 'Chip AG', exact: true })
    .click()
  await form.getByRole('radiogroup', { name: 'Called Stopp' }).getByRole('radio', { name: 'Cem', exact: true }).click()
  for (const [player, hand] of Object.entries(HANDS)) {
    for (const [company, n] of Object.entries(hand)) {
      await form
        .getByRole('group', { name: `Companies in the hand of ${player}` })
        .getByRole('button', { name: company, exact: true })
        .click()
      await form.getByRole('radio', { name: `${player}: ${company} ${n} cards`, exact: true }).click()
    }
  }
  // a wrong count is named by the live check, and one tap corrects it
  await form.getByRole('radio', { name: 'Ben: Glotz TV AG 4 cards', exact: true }).click()
  await expect(form.getByRole('alert').first()).toContainText(
    'Glotz TV AG does not add up: 8 entered with the middle card, the company has 7. 1 too many.',
  )
  await form.getByRole('radio', { name: 'Ben: Glotz TV AG 3 cards', exact: true }).click()
  await expect(form.getByRole('alert')).toHaveCount(0)
  await form.getByRole('button', { name: /^Fill in the last player/ }).click()
  await expect(g.preview(2, 'Cem')).toContainText('Auto AG: all 7 cards → +14')
  await expect(g.preview(2, 'Cem')).toContainText('Stopp: every card scores → +5')
  await expect(g.preview(2, 'Cem')).toContainText('Round total +27')
  await expect(g.preview(2, 'Cem')).toContainText('Running total 49')
  await expect(g.preview(2, 'Dana')).toContainText('Chip AG: bankrupt, 4 cards → -4')
  await snap('gmbh-round-entry-phone-light')
  await form.getByRole('button', { name: 'Confirm round 2', exact: true }).click()
  await expect(form).toBeHidden()

  // round 3: Ben's Stopp is false, only his −5 counts
  await g.scoreRound(3, { middle: 'Chip AG', stopper: 'Ben', hands: HANDS })

  await g.expectTotal('Anna', 45)
  await g.expectTotal('Ben', 31)
  await g.expectTotal('Cem', 49)
  await g.expectTotal('Dana', 20)
  const footer = page.getByRole('row', { name: /^Total/ })
  await expect(footer).toContainText('49')
  await expect(footer).toContainText('leader')

  const ranking = await g.showRanking()
  await expect(ranking.getByRole('listitem')).toHaveText([
    /^1\.\s*Cem\s*49 points/,
    /^2\.\s*Anna\s*45 points/,
    /^3\.\s*Ben\s*31 points/,
    /^4\.\s*Dana\s*20 points/,
  ])
  await expect(ranking.getByRole('listitem').first()).toContainText('Winner')
  await expect(page.getByRole('img', { name: 'Running totals per round' })).toBeVisible()
  // the chart's data as a table for screen readers: running totals per round
  const table = page.getByRole('table', { name: 'Running totals per round' })
  await expect(table.getByRole('row', { name: /^Round 3/ })).toContainText('49')

  await snap('gmbh-score-pad-phone-light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.getByRole('img', { name: 'Running totals per round' })).toBeVisible()
  await snap('gmbh-score-pad-phone-dark')
  await page.emulateMedia({ colorScheme: 'light' })

  // the totals survive a reload (stored in IndexedDB)
  await page.reload()
  await g.expectTotal('Cem', 49)
  await g.expectTotal('Ben', 31)

  // issue 12: the history, its filters and the statements speak of points, every player's on every line, and of no bank
  const history = new HistoryPage(page)
  await history.open()
  const rows = history.list().getByRole('listitem')
  await expect(rows).toHaveCount(4)
  await expect(rows.nth(0)).toContainText('Round 3 · False Stopp, round dealt again: Anna 0, Ben -5, Cem 0, Dana 0')
  await expect(rows.nth(1)).toContainText('Round 2: Anna +20, Ben +18, Cem +27, Dana +10')
  await expect(rows.nth(3)).toContainText('Round 1: Anna +25, Ben +18, Cem +22, Dana +10')
  await expect(history.list()).not.toContainText('Bank')
  await expect(page.getByLabel('Player').getByRole('option')).toHaveText(['All players', 'Anna', 'Ben', 'Cem', 'Dana'])
  await rows.nth(1).getByRole('button').click()
  const details = page.getByRole('dialog')
  await expect(details.getByRole('heading', { name: 'Points', exact: true })).toBeVisible()
  await expect(details.getByRole('row')).toHaveText([/^Anna\s*\+20$/, /^Ben\s*\+18$/, /^Cem\s*\+27$/, /^Dana\s*\+10$/])
  await page.keyboard.press('Escape')
  await page.getByRole('link', { name: 'Points per player' }).click()
  await expect(page.getByRole('heading', { name: 'Points of Anna' })).toBeVisible()
  await expect(page.getByLabel('Account').getByRole('option')).toHaveText(['Anna', 'Ben', 'Cem', 'Dana'])
  const statement = page.getByRole('table', { name: 'Points of Anna' })
  await expect(statement.getByRole('row').nth(1)).toContainText('Round 3')
  await expect(statement.getByRole('row').nth(2)).toContainText('+20')
  await expect(statement.getByRole('row').nth(2)).toContainText('45')
  await expect(statement).not.toContainText('Bank')

  // issue 35: the game's chart counts GmbH's rounds ("Round", not "No."): the start and rounds 1–3
  await page.goto(page.url().replace(/\/statement.*$/, '/charts'))
  await expect(page.getByRole('radio', { name: 'By round' })).toBeChecked()
  const chartRows = page.locator('.line-chart tbody tr')
  await expect(page.locator('.line-chart thead th').first()).toHaveText('Round')
  await expect(chartRows.locator('th')).toHaveText(['Start', 'Round 1', 'Round 2', 'Round 3'])
  await expect(chartRows.nth(3).locator('td')).toHaveText(['45', '31', '49', '20'])
})

test('GmbH: a saved deck is offered again; a custom deck shows a warning', async ({ page }) => {
  const g = new GmbhPage(page)
  await g.gotoGmbhSetup()
  await g.fillDeck(COMPANIES)
  await g.saveDeck('Club box')

  await g.gotoGmbhSetup()
  const saved = g.deckGroup().getByRole('radiogroup', { name: 'Saved decks' })
  await expect(saved.getByRole('radio', { name: /Club box/ })).toHaveAttribute('aria-checked', 'true')
  await expect(g.deckGroup().getByText('61 cards in 9 companies: the standard deck.')).toBeVisible()

  await saved.getByRole('radio', { name: /New deck/ }).click()
  await g.deckGroup().getByLabel('Custom deck').check()
  await expect(g.deckGroup().getByText(/Custom deck: 9 companies with 65 cards/)).toBeVisible()
  for (let i = 3; i <= 9; i++)
    await g.deckGroup().getByLabel(`Name of company ${i}`, { exact: true }).fill(`Firma ${i}`)
  await g.deckGroup().getByRole('textbox', { name: 'Cards of company 9', exact: true }).fill('8')
  await expect(g.deckGroup().getByText(/Custom deck: 9 companies with 66 cards/)).toBeVisible()
  await g.setPlayers(['Anna', 'Ben'])
  await g.start('Custom GmbH')
  await expect(page.getByText('Custom deck: not the standard 61 cards.')).toBeVisible()
})

test('GmbH: setup, score pad and round entry have no axe violations', async ({ page }) => {
  const g = new GmbhPage(page)
  await g.gotoGmbhSetup()
  await g.fillDeck(COMPANIES)
  expect(describeViolations(await axeViolations(page, 'form'))).toEqual([])
  await g.setPlayers(PLAYERS)
  await g.start('Axe GmbH')
  await g.scoreRound(1, { middle: 'Chip AG', stopper: 'Anna', hands: HANDS })
  await page.getByRole('button', { name: 'Final ranking and chart' }).click()
  await expect(page.getByRole('img', { name: 'Running totals per round' })).toBeVisible()
  expect(describeViolations(await axeViolations(page, '.gmbh-panel'))).toEqual([])
  await page.getByRole('button', { name: 'Score round 2', exact: true }).click()
  const form = g.entry(2)
  await form
    .getByRole('group', { name: 'Companies in the hand of Anna' })
    .getByRole('button', { name: 'Glotz TV AG', exact: true })
    .click()
  expect(describeViolations(await axeViolations(page, '[role="dialog"]'))).toEqual([])
})
