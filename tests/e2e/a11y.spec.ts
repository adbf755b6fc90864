import { test, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { AppPage } from './pages/AppPage'

async function noAxeViolations(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)
  expect(summary, `axe violations on ${what}`).toEqual([])
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: false })
}

test('every view has no axe violations, in light and dark, with screenshots at phone and tablet size', async ({ browser }) => {
  test.setTimeout(180_000)
  for (const scheme of ['light', 'dark'] as const) {
    for (const size of [
      { name: 'phone', width: 390, height: 844 },
      { name: 'tablet', width: 1024, height: 768 },
    ]) {
      const ctx = await browser.newContext({ locale: 'en-US', colorScheme: scheme, viewport: { width: size.width, height: size.height } })
      const page = await ctx.newPage()
      const app = new AppPage(page)
      const tag = `${size.name}-${scheme}`
      await app.gotoHome()
      await expect(page.getByRole('heading', { name: 'What Tischbank does at your table' })).toBeVisible()
      if (size.name === 'phone') await noAxeViolations(page, `home (first run, ${scheme})`)
      await shoot(page, `home-${tag}`)
      await page.getByRole('button', { name: 'Try a demo game of DKT – Das kaufmännische Talent' }).click()
      await expect(page.getByRole('heading', { name: /Demo: DKT/ })).toBeVisible()
      await page.getByRole('button', { name: 'Salary for Anna' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Salary' })).toBeVisible()
      if (size.name === 'phone') await noAxeViolations(page, `DKT game (${scheme})`)
      await shoot(page, `game-dkt-${tag}`)
      await page.getByRole('link', { name: 'History' }).first().click()
      await expect(page.getByRole('heading', { name: 'History' })).toBeVisible()
      if (size.name === 'phone') await noAxeViolations(page, `history (${scheme})`)
      await shoot(page, `history-${tag}`)
      await page.goto('/new')
      await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible()
      if (size.name === 'phone') await noAxeViolations(page, `new game (${scheme})`)
      await shoot(page, `new-game-${tag}`)
      await page.goto('/settings')
      await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()
      if (size.name === 'phone') await noAxeViolations(page, `settings (${scheme})`)
      await page.goto('/welcome')
      await expect(page.getByRole('heading', { name: 'How it works and demo games' })).toBeVisible()
      if (size.name === 'phone') await noAxeViolations(page, `welcome (${scheme})`)
      await page.goto('/')
      await page.getByRole('button', { name: 'Help' }).or(page.getByRole('link', { name: 'How it works and demo games' })).click()
      await page.getByRole('button', { name: 'Try a demo game of Free play' }).click()
      await expect(page.getByRole('heading', { name: /Demo: Free play/ })).toBeVisible()
      await page.getByRole('button', { name: 'Pay', exact: true }).click()
      await expect(page.getByRole('form', { name: 'Payment' })).toBeVisible()
      if (size.name === 'phone') await noAxeViolations(page, `payment sheet (${scheme})`)
      await shoot(page, `pay-sheet-${tag}`)
      await ctx.close()
    }
  }
})

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
