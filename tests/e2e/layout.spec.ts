import { test, expect, type Browser, type Locator, type Page } from '@playwright/test'
import type axe from 'axe-core'
import { axeViolations } from './axe'
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { pageCheck, scopeMap, type RawFinding } from './layoutCheck'
import {
  ALL_SIZES,
  allScreens,
  baseSize,
  DIALOG,
  frames,
  gotoSettled,
  openSettled,
  LANGS,
  linkedPaths,
  markCandidates,
  probeCandidate,
  sheetOpened,
  openLang,
  routePatterns,
  SHOTS_ON,
  walkSizes,
  type Lang,
  type Screen,
} from './walk'

/**
 * One walk per language over every screen and every first-level sheet (issue 13 "Fits in both
 * languages", the axe check and the screenshot set in one pass, so each screen is opened once):
 * - fit, at 360, 768 and 1024 px (sheets: 360, 1024; WALK_WIDTHS): no sideways page scroll, no control whose text
 *   runs out of its box or is cut off without the full text reachable, no raw key on screen;
 * - axe, at the base size (360 px; walk.ts baseSize): in German every WCAG 2.1 A/AA rule (light), in English colour contrast in the
 *   dark theme (the one rule a theme changes; the colours do not depend on the language, and the
 *   sheets share one palette: the first sheet of each screen); every screen and kind of sheet;
 * - the app's background follows the system's light and dark theme on every screen (the game screens
 *   and charts dark too);
 * - with WALK_SHOTS=1, the screenshot set (screenshots/<lang>-<theme>-<size>-<screen>.png, nothing
 *   reads it in the test line): every screen at 390×844 and 1024×768 light, the game screens and
 *   charts dark too.
 * Screens the walk does not list are found by their links, and every route must have been visited;
 * an editor a sheet opens in its place ("Edit decks") is checked like a sheet.
 * All findings are collected and reported at once (test-results/layout-walk-<lang>.md; WALK_REPORT=
 * <file.md> writes <file>.<lang>.md too), grouped by the file to change.
 */
test.describe.configure({ mode: 'parallel' })

interface Finding extends RawFinding {
  lang: Lang
  screen: string
  width: number
}

const SHOTS = 'screenshots'
const SHOT_WIDTHS: Record<number, string> = { 390: '390x844', 1024: '1024x768' }
const BACKGROUND = { light: 'rgb(246, 244, 239)', dark: 'rgb(18, 20, 18)' }
/** The demo games' players: a sheet or button named for one of them is the same for the others. */
const DEMO_NAMES = /\b(?:Anna|Ben|Cem|Dana)\b/g
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

const OWNERS: [RegExp, string][] = [
  [
    /views\/GameView|property\/(PropertyPanel|BoardList|SelectedProperty|OwnerDot|GameClock|MoneyBreakdown|SubHead)|discretion\/(DiscretionPanel|DiscretionMap|RankingPanel)|gmbh\/(GmbhPanel|ScoreTable)|ledger\/(UndoRedoBar|PaySheet|BalanceCard)|common\/(BottomSheet|SnackBar)/,
    'A',
  ],
  [/views\/(HistoryView|StatementView)|components\/history\/|ledger\/(HistoryList|AmountKeypad)|useFormat/, 'C'],
  [/views\/ChartsView|GameOver/, 'D'],
]
const ownerOf = (file: string) => OWNERS.find(([re]) => re.test(file))?.[1] ?? 'B'

/** One walk in one language: its page, what it found, and what it does besides the fit check. */
class Walk {
  readonly findings: Finding[] = []
  readonly axe: string[] = []
  readonly shots: string[] = []
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  /** Time spent per kind of work (WALK_DEBUG prints it). */
  readonly spent: Record<string, number> = {}
  async time<T>(what: string, work: () => Promise<T>): Promise<T> {
    const t0 = Date.now()
    try {
      return await work()
    } finally {
      this.spent[what] = (this.spent[what] ?? 0) + Date.now() - t0
    }
  }

  /** axe on the page (or the open sheet) at the base size: all rules light in German, contrast dark in English. */
  async axeCheck(what: string, inDialog: boolean) {
    await this.time('axe', async () => {
      const line = (theme: string) => (v: axe.Result) =>
        `${what} (${theme}): ${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`
      if (this.lang === 'de') {
        await expect(this.page.locator('html')).toHaveAttribute('lang', 'de')
        this.axe.push(
          ...(
            await axeViolations(this.page, inDialog ? DIALOG : undefined, {
              runOnly: { type: 'tag', values: AXE_TAGS },
            })
          ).map(line('light')),
        )
      } else {
        await this.page.emulateMedia({ colorScheme: 'dark' })
        this.axe.push(
          ...(
            await axeViolations(this.page, inDialog ? DIALOG : undefined, {
              runOnly: { type: 'rule', values: ['color-contrast'] },
            })
          ).map(line('dark')),
        )
        await this.page.emulateMedia({ colorScheme: 'light' })
      }
    })
  }

  /** The background follows the theme; the screenshot with WALK_SHOTS. */
  async shoot(s: Screen, theme: 'light' | 'dark', width: number) {
    // the app's own colours follow the system's: the background of the page says which one is on
    const bg = await this.page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(bg, `${s.name} in ${theme}`).toBe(BACKGROUND[theme])
    if (!SHOTS_ON) return
    const file = `${SHOTS}/${this.lang}-${theme}-${SHOT_WIDTHS[width]}-${s.shot}.png`
    // (the walk's page prefers reduced motion: the app's styles switch every transition off)
    await this.time('screenshots', () => this.page.screenshot({ path: file }))
    this.shots.push(file)
  }

  /**
   * The fit check at every width (resizing, not reloading), starting at the base size and back to
   * it after; the screen's light background (and screenshots) on the way. A raw key seen at the first width is confirmed after a moment (a key
   * shown while a module's messages load is not one left on screen).
   */
  async checkWidths(screen: string, inDialog: boolean, shotOf?: Screen) {
    let confirmed: Set<string> | null = null
    const base = baseSize()
    let at = base.width
    const resize = (size: { width: number; height: number }) =>
      this.time('resize', async () => {
        await this.page.setViewportSize(size)
        await frames(this.page)
        at = size.width
      })
    for (const size of walkSizes(inDialog ? 'sheet' : 'screen')) {
      if (size.width !== at) await resize(size)
      const arg = { lang: this.lang, width: size.width, inDialog }
      let found = await this.time('fit', () => this.page.evaluate(pageCheck, arg))
      if (confirmed === null && found.some((f) => f.check === 'rawKey')) {
        // a key shown while a module's messages load goes once they are in: wait for that (frame by
        // frame, a last resort of 5 s on a loaded machine), not for a clock; what stays is a raw key
        const rawKeys = async () =>
          new Set((await this.page.evaluate(pageCheck, arg)).filter((f) => f.check === 'rawKey').map((f) => f.detail))
        let keys = await rawKeys()
        for (const end = Date.now() + 5_000; keys.size > 0 && Date.now() < end; keys = await rawKeys())
          await frames(this.page)
        confirmed = keys
      }
      const keep = confirmed
      found = found.filter((f) => f.check !== 'rawKey' || keep === null || keep.has(f.detail))
      this.findings.push(...found.map((f) => ({ ...f, lang: this.lang, screen, width: size.width })))
      if (shotOf?.shot && (SHOTS_ON ? SHOT_WIDTHS[size.width] : size.width === base.width))
        await this.shoot(shotOf, 'light', size.width)
    }
    if (at !== base.width) await resize(base)
  }

  /** The dark background (dark screenshots at both sizes with WALK_SHOTS), back to light at the base size. */
  async shootDark(s: Screen) {
    await this.page.emulateMedia({ colorScheme: 'dark' })
    for (const width of SHOTS_ON ? [1024, 390] : [baseSize().width]) {
      if (SHOTS_ON) await this.page.setViewportSize(ALL_SIZES.find((z) => z.width === width)!)
      await frames(this.page)
      await this.shoot(s, 'dark', width)
    }
    await this.page.emulateMedia({ colorScheme: 'light' })
  }

  /** A screen: fit at every width with its light background (screenshots), axe, the dark background (screenshots). */
  async screen(s: Screen) {
    await this.checkWidths(s.name, false, s)
    await this.axeCheck(s.name, false)
    if (s.dark && s.shot) await this.shootDark(s)
  }

  /** The editors a sheet opens in its place (EDITOR), each checked like a sheet; the sheet is closed after. */
  async editors(dialog: Locator, what: string) {
    const names = await dialog.evaluate((d, src) => {
      const re = new RegExp(src)
      return [...d.querySelectorAll('button')]
        .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim())
        .filter((n) => re.test(n))
    }, EDITOR.source)
    for (const name of names.slice(0, 1)) {
      const button = dialog.getByRole('button', { name, exact: true }).first()
      if (!(await button.isVisible()) || !(await button.isEnabled())) continue
      const before = await dialog.evaluate((d) => d.innerHTML)
      await button.click()
      // the editor is there once the sheet's content changed (a condition, not a clock)
      await expect.poll(() => dialog.evaluate((d) => d.innerHTML)).not.toBe(before)
      await frames(this.page)
      const inner = `${what} → "${name}"`
      if (process.env.WALK_DEBUG) console.log(`  editor ${inner}`)
      await this.checkWidths(inner, true)
      await this.axeCheck(inner, true)
    }
  }

  /**
   * Opens every first-level sheet of the screen (every button that opens one; one of each kind:
   * the title with names and numbers left out), checks it at every width and with axe, closes it
   * with Escape. A tap that leaves the screen or a sheet that does not close brings it back.
   */
  async sheets(s: Screen) {
    const page = this.page
    const url = page.url()
    const back = async () => {
      await this.time('back', () => (s.back ?? ((p: Page) => gotoSettled(p, url)))(page))
      await page.evaluate(markCandidates)
    }
    const count = await page.evaluate(markCandidates)
    if (process.env.WALK_DEBUG) console.log(`  ${count} candidates`)
    const seen = new Set<string>()
    const tapped = new Set<string>()
    const dialog = page.locator(DIALOG).last()
    /** The open sheet: checked once per kind, then closed with Escape. */
    const handle = async (name: string) => {
      const title = (
        (await dialog.getAttribute('aria-label')) ??
        (await dialog.locator('h2').first().textContent()) ??
        ''
      ).trim()
      const kind = title.replace(DEMO_NAMES, '#').replace(/[\d.,]+/g, '#')
      if (process.env.WALK_DEBUG) console.log(`  sheet "${title}" from ${name}${seen.has(kind) ? ' (seen)' : ''}`)
      if (!seen.has(kind)) {
        const what = `${s.game ?? s.name}: sheet "${title}" (from "${name}")`
        await this.checkWidths(what, true)
        // every rule on every kind of sheet in German; the dark contrast on the first of each screen
        if (this.lang === 'de' || seen.size === 0) await this.axeCheck(what, true)
        seen.add(kind)
        await this.editors(dialog, what)
      }
      await page.keyboard.press('Escape')
      const closed = await page
        .locator(DIALOG)
        .waitFor({ state: 'hidden', timeout: 2000 })
        .then(
          () => true,
          () => false,
        )
      if (!closed) {
        this.findings.push({
          check: 'overflow',
          target: `sheet "${title}"`,
          detail: 'does not close on Escape',
          scopes: [],
          lang: this.lang,
          screen: `${s.game ?? s.name}: sheet "${title}"`,
          width: baseSize().width,
        })
        await back()
      }
    }
    let previous = ''
    for (let i = 0; i <= count; i++) {
      // a sheet that opened after its moment (a lazy one on a loaded machine) is the previous tap's
      if (previous && (await dialog.isVisible())) await handle(previous)
      previous = ''
      if (i === count) break
      // what a person sees of the button, in one call (a walk makes thousands)
      const seen = await page.evaluate(probeCandidate, i)
      if (!seen?.visible || !seen.enabled) continue
      const name = seen.name
      // one of each per-player button ("Rent from Anna", "Rent from Ben": the same sheet)
      const pattern = name.replace(DEMO_NAMES, '#').replace(/[\d.,]+/g, '#')
      if (tapped.has(pattern)) continue
      tapped.add(pattern)
      const opened = await this.time('taps', async () => {
        await page
          .locator(`[data-walk="${i}"]`)
          .click({ timeout: 3000 })
          .catch(() => undefined)
        // sheets open on the click (a lazy one within a moment)
        return page.evaluate(sheetOpened, { dialog: DIALOG, within: 200 }).catch(() => false)
      })
      if (page.url() !== url) {
        await back()
        continue
      }
      if (opened) await handle(name)
      else previous = name
    }
  }
}

/** An editor a sheet opens in its place ("Edit decks" / "Stapel bearbeiten" on the Card sheet): its buttons named so. */
const EDITOR = /^Edit\b|\bbearbeiten$/
/** Findings merged over widths, grouped by file and owner, with counts per check (markdown). */
function report(findings: Finding[], scopes: Map<string, string>): { lines: string[]; md: string } {
  const merged = new Map<string, Finding & { widths: number[]; file: string }>()
  for (const f of findings) {
    const file =
      f.scopes.map((s) => scopes.get(s)).find(Boolean) ?? (f.check === 'pageWidth' ? `(page) ${f.screen}` : 'unknown')
    const key = `${f.check}|${f.lang}|${f.screen}|${f.target}|${f.check === 'pageWidth' || f.check === 'offscreen' || f.check === 'overflow' ? '' : f.detail}`
    const m = merged.get(key)
    if (m) m.widths.push(f.width)
    else merged.set(key, { ...f, widths: [f.width], file })
  }
  const list = [...merged.values()]
  const lines = list.map(
    (f) => `[${f.check}] ${f.lang} ${f.widths.join('/')}px ${f.screen}: ${f.target} — ${f.detail} (${f.file})`,
  )
  const counts = new Map<string, number>()
  for (const f of list) counts.set(f.check, (counts.get(f.check) ?? 0) + 1)
  const byFile = new Map<string, typeof list>()
  for (const f of list) {
    const owner = f.check === 'rawKey' || f.check === 'plural' ? 'C (words)' : ownerOf(f.file)
    const k = `${owner} — ${f.file}`
    byFile.set(k, [...(byFile.get(k) ?? []), f])
  }
  const md = [
    `# Layout walk findings (${new Date().toISOString()})`,
    '',
    `Total ${list.length} (merged over widths; ${findings.length} raw). Per check: ${['pageWidth', 'sheetWidth', 'offscreen', 'overflow', 'clipped', 'rawKey', 'plural'].map((c) => `${c} ${counts.get(c) ?? 0}`).join(', ')}`,
    '',
    ...[...byFile.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([k, fs]) => [
        `## ${k} (${fs.length})`,
        ...fs.map((f) => `- [${f.check}] ${f.lang} ${f.widths.join('/')}px — ${f.screen}: ${f.target} — ${f.detail}`),
        '',
      ]),
  ].join('\n')
  return { lines, md }
}

for (const lang of LANGS) {
  const axeWhat =
    lang === 'de'
      ? 'no axe violation (all WCAG 2.1 A/AA rules, light)'
      : 'no contrast violation in the dark theme (axe)'
  test(`${lang}: every screen and first-level sheet fits at ${walkSizes()
    .map((s) => s.width)
    .sort((a, b) => a - b)
    .join('/')} px with no raw key, ${axeWhat}${SHOTS_ON ? '; the screenshot set' : ''}`, async ({ browser }) => {
    // about 2 minutes on a quiet 2-core machine; a loaded one takes several times that
    test.setTimeout(900_000)
    // one step around the walk: each of its thousands of calls finds its parent step at once
    // (outside a step Playwright searches every step of the test so far for it, on every call)
    await test.step(`walk in ${lang}`, () => walkIn(browser, lang))
  })
}

/** The walk in one language (the test above). */
async function walkIn(browser: Browser, lang: Lang) {
  const scopes = scopeMap(process.env.WALK_SRC ?? process.cwd())
  if (SHOTS_ON) {
    mkdirSync(SHOTS, { recursive: true })
    for (const f of readdirSync(SHOTS)) if (f.startsWith(`${lang}-`)) rmSync(`${SHOTS}/${f}`, { force: true })
  }
  const { ctx, page } = await openLang(browser, lang, baseSize())
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  const walk = new Walk(page, lang)
  // the report is written after every screen: a walk cut short still says what it found so far
  const write = (done: string) => {
    const { md } = report(walk.findings, scopes)
    const axe = walk.axe.length ? `\n\n## axe (${walk.axe.length})\n${walk.axe.map((v) => `- ${v}`).join('\n')}` : ''
    const text = `${md}${axe}\n\n_Walked: ${done}_\n`
    mkdirSync('test-results', { recursive: true })
    writeFileSync(`test-results/layout-walk-${lang}.md`, text)
    if (process.env.WALK_REPORT) writeFileSync(process.env.WALK_REPORT.replace(/(\.md)?$/, `.${lang}$1`), text)
  }

  const visited = new Set<string>()
  const linked = new Set<string>()
  const routes = routePatterns()
  const routeOf = (path: string) => routes.find((r) => r.re.test(path))
  const later: Screen[] = []
  const visit = async (s: Screen) => {
    const t0 = Date.now()
    await walk.time('open', () => s.open(page))
    visited.add(new URL(page.url()).pathname)
    for (const p of await linkedPaths(page)) linked.add(p)
    await walk.screen(s)
    // a game screen's sheets now; the other screens' taps may change a form: their sheets come last
    if (s.sheets && s.game) await walk.time('sheets (all)', () => walk.sheets(s))
    else if (s.sheets) later.push(s)
    if (process.env.WALK_DEBUG)
      console.log(`${lang} ${s.name}: ${Date.now() - t0} ms, ${walk.findings.length} findings, ${walk.axe.length} axe`)
    write(`${lang} up to "${s.name}"`)
  }
  // WALK_ONLY=<regex>: only the screens whose name matches (a quick look; no route check then)
  const only = process.env.WALK_ONLY ? new RegExp(process.env.WALK_ONLY) : null
  for (const s of allScreens()) if (!only || only.test(s.name)) await visit(s)
  // screens the list does not name, found by their links (one path of each route not visited yet)
  const walkedRoute = (p: string) => [...visited].some((v) => routeOf(v) && routeOf(v) === routeOf(p))
  for (const path of only ? [] : [...linked].sort()) {
    if (!routeOf(path) || walkedRoute(path)) continue
    await visit({
      name: `linked: ${path}`,
      shot: `linked${path.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}`,
      sheets: true,
      open: (p) => openSettled(p, path),
    })
  }
  for (const s of later) {
    await walk.time('open', () => s.open(page))
    await walk.time('sheets (all)', () => walk.sheets(s))
    write(`${lang} up to the sheets of "${s.name}"`)
  }
  write(`every screen in ${lang}`)
  console.log(
    `walk ${lang}: ${Object.entries(walk.spent)
      .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`)
      .join(', ')}`,
  )
  await ctx.close()

  const unvisited = routes.filter((r) => ![...visited].some((v) => r.re.test(v))).map((r) => r.path)
  if (!only) expect.soft(unvisited, 'routes no screen of the walk (tests/e2e/walk.ts) reaches').toEqual([])
  expect.soft(walk.axe, `axe violations (test-results/layout-walk-${lang}.md)`).toEqual([])
  expect
    .soft(report(walk.findings, scopes).lines, `layout walk findings (test-results/layout-walk-${lang}.md)`)
    .toEqual([])
  const screens = allScreens()
  expect(
    walk.shots.filter((f) => !existsSync(f)),
    'screenshots not written',
  ).toEqual([])
  if (!only && SHOTS_ON)
    expect(new Set(walk.shots).size).toBeGreaterThanOrEqual(
      screens.filter((s) => s.shot).length * 2 + screens.filter((s) => s.dark).length * 2,
    )
}
