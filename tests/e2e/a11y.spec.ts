import { test, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { AppPage } from './pages/AppPage'
import { appScreens, DEMO_TYPES, DIALOG, gameScreens, markCandidates, openLang, startWithGames, type DemoType, type Screen } from './walk'

/** axe's WCAG 2.1 A/AA violations on the page as it is, one line each (empty: none); `contrastOnly`: the colour contrast rule alone. */
async function axeViolations(page: Page, what: string, contrastOnly = false): Promise<string[]> {
  const axe = new AxeBuilder({ page })
  const result = await (contrastOnly ? axe.withRules(['color-contrast']) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])).analyze()
  return result.violations.map((v) => `${what}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)
}

/**
 * One sheet of the game screen for the axe check: the first button that opens a sheet other than
 * the Payment (free play has only that one); returns the sheet's title.
 */
async function openGameSheet(page: Page, type: DemoType): Promise<string> {
  const count = await page.evaluate(markCandidates)
  for (let i = 0; i < count; i++) {
    const button = page.locator(`[data-walk="${i}"]`)
    if (!(await button.isVisible())) continue
    if (type !== 'freePlay' && /^(Balance of|Kontostand von)/.test((await button.getAttribute('aria-label')) ?? '')) continue
    await button.click()
    const dialog = page.locator(DIALOG).last()
    if (!(await dialog.waitFor({ state: 'visible', timeout: 500 }).then(() => true, () => false))) continue
    const title = ((await dialog.getAttribute('aria-label')) ?? (await dialog.locator('h2').first().textContent()) ?? '').trim()
    if (type === 'freePlay' || !/^(Payment|Zahlung)$/.test(title)) return title
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  }
  throw new Error(`no sheet opens on the ${type} game screen`)
}

/**
 * Every view of the walk, in German (html lang="de"), light: all WCAG 2.1 A/AA rules; then the same
 * view dark: colour contrast (the one rule a theme changes). One sheet of every game likewise.
 */
async function checkBothThemes(page: Page, what: string, into: string[]) {
  await page.emulateMedia({ colorScheme: 'light' })
  into.push(...(await axeViolations(page, `${what} (light)`)))
  await page.emulateMedia({ colorScheme: 'dark' })
  into.push(...(await axeViolations(page, `${what} (dark)`, true)))
  await page.emulateMedia({ colorScheme: 'light' })
}

test('every view of the walk and a sheet of every game have no axe violations, light and dark', async ({ browser }) => {
  test.setTimeout(480_000)
  const violations: string[] = []
  const { ctx, page } = await openLang(browser, 'de')
  const screens: Screen[] = [...appScreens(), ...DEMO_TYPES.flatMap((t) => gameScreens(t)), startWithGames]
  for (const s of screens) {
    await s.open(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await checkBothThemes(page, s.name, violations)
    if (s.game && s.name.endsWith(': game')) {
      const title = await openGameSheet(page, s.game)
      await checkBothThemes(page, `${s.game}: sheet "${title}"`, violations)
      await page.keyboard.press('Escape')
      await expect(page.locator(DIALOG)).toHaveCount(0)
    }
  }
  await ctx.close()
  expect(violations, 'axe violations (all views)').toEqual([])
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
