import { test, expect, type Page } from '@playwright/test'
import { mkdirSync, writeFileSync } from 'node:fs'
import { pageCheck, scopeMap, type RawFinding } from './layoutCheck'
import { appScreens, DEMO_TYPES, DIALOG, frames, gameScreens, LANGS, markCandidates, openLang, SIZES, startWithGames, type Lang, type Screen } from './walk'

/**
 * Issue 13 "Fits in both languages": every screen and every first-level sheet of every demo game,
 * at 360, 390, 768, 1024 and 1366 px, in English and German — no sideways page scroll, no control
 * whose text runs out of its box or is cut off without the full text reachable, no raw key on
 * screen. All findings are collected and reported at once (WALK_REPORT=<file.md> writes them
 * grouped by the file to change).
 */

interface Finding extends RawFinding {
  lang: Lang
  screen: string
  width: number
}

const OWNERS: [RegExp, string][] = [
  [/views\/GameView|property\/(PropertyPanel|BoardList|SelectedProperty|OwnerDot|GameClock|MoneyBreakdown|SubHead)|discretion\/(DiscretionPanel|DiscretionMap|RankingPanel)|gmbh\/(GmbhPanel|ScoreTable)|ledger\/(UndoRedoBar|PaySheet|BalanceCard)|common\/(BottomSheet|SnackBar)/, 'A'],
  [/views\/(HistoryView|StatementView)|components\/history\/|ledger\/(HistoryList|AmountKeypad)|useFormat/, 'C'],
  [/views\/ChartsView|GameOver/, 'D'],
]
const ownerOf = (file: string) => OWNERS.find(([re]) => re.test(file))?.[1] ?? 'B'

/** Checks the page at every width (resizing, not reloading); the viewport is back at 390 px after. */
async function checkAllWidths(page: Page, lang: Lang, screen: string, into: Finding[], inDialog = false) {
  let confirmed: Set<string> | null = null
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await frames(page)
    let found = await page.evaluate(pageCheck, { lang, width: size.width, inDialog })
    if (confirmed === null && found.some((f) => f.check === 'rawKey')) {
      // a key shown for a moment while a module's messages load is not one left on screen
      await page.waitForTimeout(300)
      confirmed = new Set((await page.evaluate(pageCheck, { lang, width: size.width, inDialog })).filter((f) => f.check === 'rawKey').map((f) => f.detail))
    }
    const keep = confirmed
    found = found.filter((f) => f.check !== 'rawKey' || keep === null || keep.has(f.detail))
    into.push(...found.map((f) => ({ ...f, lang, screen, width: size.width })))
  }
  await page.setViewportSize(SIZES[1])
  await frames(page)
}

/** Opens every first-level sheet of the game screen, checks it at every width, closes it with Escape. */
async function walkSheets(page: Page, lang: Lang, type: string, into: Finding[]) {
  const gameUrl = page.url()
  const count = await page.evaluate(markCandidates)
  if (process.env.WALK_DEBUG) console.log(`  ${count} candidates`)
  const seenTitles = new Set<string>()
  for (let i = 0; i < count; i++) {
    const button = page.locator(`[data-walk="${i}"]`)
    if (!(await button.isVisible()) || !(await button.isEnabled())) continue
    const name = ((await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '').trim()
    await button.click({ timeout: 3000 }).catch(() => undefined)
    await frames(page)
    const dialog = page.locator(DIALOG).last()
    // sheets open on the click (a lazy one within a moment)
    const opened = (await dialog.isVisible()) || (await dialog.waitFor({ state: 'visible', timeout: 200 }).then(() => true, () => false))
    if (page.url() !== gameUrl) {
      await page.goto(gameUrl)
      await expect(page.locator('main h1').first()).toBeVisible()
      await page.evaluate(markCandidates)
      continue
    }
    if (!opened) continue
    if (process.env.WALK_DEBUG) console.log(`  sheet from ${name}`)
    const title = ((await dialog.getAttribute('aria-label')) ?? (await dialog.locator('h2').first().textContent()) ?? '').trim()
    const kind = title.replace(/Anna|Ben|Cem|Dana|[\d.,]+/g, '#')
    if (!seenTitles.has(kind)) {
      seenTitles.add(kind)
      await checkAllWidths(page, lang, `${type}: sheet "${title}" (from "${name}")`, into, true)
    }
    await page.keyboard.press('Escape')
    const closed = await page.locator(DIALOG).waitFor({ state: 'hidden', timeout: 2000 }).then(() => true, () => false)
    if (!closed) {
      into.push({ check: 'overflow', target: `sheet "${title}"`, detail: 'does not close on Escape', scopes: [], lang, screen: `${type}: sheet "${title}"`, width: 390 })
      await page.goto(gameUrl)
      await expect(page.locator('main h1').first()).toBeVisible()
      await page.evaluate(markCandidates)
    }
  }
}

/** Findings merged over widths, grouped by file and owner, with counts per check (markdown). */
function report(findings: Finding[], scopes: Map<string, string>): { lines: string[]; md: string } {
  const merged = new Map<string, Finding & { widths: number[]; file: string }>()
  for (const f of findings) {
    const file = f.scopes.map((s) => scopes.get(s)).find(Boolean) ?? (f.check === 'pageWidth' ? `(page) ${f.screen}` : 'unknown')
    const key = `${f.check}|${f.lang}|${f.screen}|${f.target}|${f.check === 'pageWidth' || f.check === 'offscreen' || f.check === 'overflow' ? '' : f.detail}`
    const m = merged.get(key)
    if (m) m.widths.push(f.width)
    else merged.set(key, { ...f, widths: [f.width], file })
  }
  const list = [...merged.values()]
  const lines = list.map((f) => `[${f.check}] ${f.lang} ${f.widths.join('/')}px ${f.screen}: ${f.target} — ${f.detail} (${f.file})`)
  const counts = new Map<string, number>()
  for (const f of list) counts.set(f.check, (counts.get(f.check) ?? 0) + 1)
  const byFile = new Map<string, typeof list>()
  for (const f of list) {
    const owner = f.check === 'rawKey' ? 'C (words)' : ownerOf(f.file)
    const k = `${owner} — ${f.file}`
    byFile.set(k, [...(byFile.get(k) ?? []), f])
  }
  const md = [
    `# Layout walk findings (${new Date().toISOString()})`,
    '',
    `Total ${list.length} (merged over widths; ${findings.length} raw). Per check: ${['pageWidth', 'sheetWidth', 'offscreen', 'overflow', 'clipped', 'rawKey'].map((c) => `${c} ${counts.get(c) ?? 0}`).join(', ')}`,
    '',
    ...[...byFile.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([k, fs]) => [`## ${k} (${fs.length})`, ...fs.map((f) => `- [${f.check}] ${f.lang} ${f.widths.join('/')}px — ${f.screen}: ${f.target} — ${f.detail}`), '']),
  ].join('\n')
  return { lines, md }
}

test('every screen and first-level sheet fits at 360–1366 px in English and German, with no raw key', async ({ browser }) => {
  test.setTimeout(600_000)
  const findings: Finding[] = []
  const scopes = scopeMap(process.env.WALK_SRC ?? process.cwd())
  // the report is written after every screen: a walk cut short still says what it found so far
  const write = (done: string) => {
    const { md } = report(findings, scopes)
    const text = `${md}\n\n_Walked: ${done}_\n`
    mkdirSync('test-results', { recursive: true })
    writeFileSync('test-results/layout-walk.md', text)
    if (process.env.WALK_REPORT) writeFileSync(process.env.WALK_REPORT, text)
  }
  for (const lang of LANGS) {
    const { ctx, page } = await openLang(browser, lang)
    const screens: Screen[] = [...appScreens(), ...DEMO_TYPES.flatMap((t) => gameScreens(t)), startWithGames]
    for (const s of screens) {
      const t0 = Date.now()
      await s.open(page)
      await checkAllWidths(page, lang, s.name, findings)
      if (s.game && s.name.endsWith(': game')) await walkSheets(page, lang, s.game, findings)
      if (process.env.WALK_DEBUG) console.log(`${lang} ${s.name}: ${Date.now() - t0} ms, ${findings.length} findings`)
      write(`${lang} up to "${s.name}"`)
    }
    await ctx.close()
  }
  write('every screen in en and de')
  expect(report(findings, scopes).lines, 'layout walk findings (see test-results/layout-walk.md)').toEqual([])
})
