// The layout walk on the main views (the checks of tests/e2e/layoutCheck.ts, run in the page): no
// sideways scroll, no control off screen, clipped or overflowing, no raw i18n key — at 390×844 and
// 1024×768 — and axe-core (all WCAG 2.1 A/AA rules, its source injected) on each view.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pageCheck, type RawFinding } from '../../e2e/layoutCheck'
import { openBrowser, PHONE, TABLET, type Lang } from '../browsers'
import type { Engine, Tab } from '../drivers/tab'
import { gone, see } from '../expect'
import { page, type Loc } from '../locator'
import { App } from '../pages/App'
import { names } from '../pages/names'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

type Violation = { id: string; nodes: { target: string[] }[] }

async function axe(tab: Tab, inDialog: boolean): Promise<string[]> {
  if (!(await tab.evaluate(() => 'axe' in window))) await tab.addScript(axeSource)
  const v = await tab.evaluate(
    (dialog: boolean, tags: string[]) => {
      const w = window as unknown as {
        axe: { run: (c: Element | Document, o: unknown) => Promise<{ violations: Violation[] }> }
      }
      const ctx = dialog ? ([...document.querySelectorAll('[role="dialog"]')].at(-1) ?? document) : document
      return w.axe
        .run(ctx, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) => r.violations.map((x) => ({ id: x.id, nodes: x.nodes.map((n) => ({ target: n.target })) })))
    },
    inDialog,
    AXE_TAGS,
  )
  return v.map(
    (x) =>
      `${x.id}: ${x.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
}

/** Fit at both sizes (ending on the phone), axe at the phone's size (when asked): the findings, each named by view. */
async function check(tab: Tab, lang: Lang, view: string, inDialog: boolean, withAxe: boolean): Promise<string[]> {
  const out: string[] = []
  for (const size of [TABLET, PHONE]) {
    await tab.setViewport(size.width, size.height)
    const w = await tab.evaluate(
      () => new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(innerWidth)))),
    )
    if (w !== size.width) out.push(`${view} @${size.width}: the window is ${w}px wide, not ${size.width}px`)
    const found: RawFinding[] = await tab.evaluate(pageCheck, { lang, width: size.width, inDialog })
    out.push(...found.map((f) => `${view} @${size.width}: ${f.check} ${f.target}: ${f.detail}`))
  }
  if (withAxe) out.push(...(await axe(tab, inDialog)).map((a) => `${view} axe: ${a}`))
  return out
}

/** The demo game of every type, as the welcome screen offers it (its type's name in each language). */
const DEMOS: { type: string; name: Record<Lang, string> }[] = [
  { type: 'freePlay', name: { en: 'Free play', de: 'Freies Spiel' } },
  { type: 'dkt', name: { en: 'DKT – Das kaufmännische Talent', de: 'DKT – Das kaufmännische Talent' } },
  { type: 'monopolyDe', name: { en: 'Monopoly (German rules)', de: 'Monopoly (deutsche Regeln)' } },
  { type: 'discretion', name: { en: 'Discretion', de: 'Discretion' } },
  { type: 'gmbh', name: { en: 'GmbH & Co. KG', de: 'GmbH & Co. KG' } },
  { type: 'scorePad', name: { en: 'Score pad', de: 'Punkteblock' } },
]

/**
 * Every main view, in two walks (each a test of its own, so neither runs long on a loaded machine):
 * `app` — start (empty and with a game), new game, settings, join, the board editor, statistics, and free
 * play's game screen, Pay sheet, history, statement and charts; `games` — the game screen, history,
 * statement and charts of the demo game of every other type. Each view is opened once and checked
 * at both sizes (one resize each).
 */
export async function layoutWalk(engine: Engine, lang: Lang, part: 'app' | 'games') {
  const b = await openBrowser(engine, lang, PHONE)
  const n = names[lang]
  const L = LABELS[lang]
  try {
    const tab = b.tab
    const app = new App(tab, n)
    const findings: string[] = []
    const view = async (name: string, ready: Loc, { inDialog = false, withAxe = true } = {}) => {
      await see(tab, ready).catch((e: Error) => {
        throw new Error(`${name}: ${e.message}`)
      })
      findings.push(...(await check(tab, lang, name, inDialog, withAxe)))
    }
    await app.home()
    if (part === 'app') {
      await view('start (empty)', page.role('heading', n.yourGames))
      await tab.click(page.role('link', n.newGame))
      await view('new game', page.role('button', n.startGame))
    }
    // the screens are opened as the app's links open them (no page load each: the app and axe stay loaded)
    for (const demo of DEMOS.filter((d) => (d.type === 'freePlay') === (part === 'app'))) {
      await tab.navigate('/welcome')
      await tab.click(page.role('button', L.tryDemoOf(demo.name[lang])))
      await view(`${demo.type}: game`, page.role('heading', `Demo: ${demo.name[lang]}`, { exact: true }))
      if (demo.type === 'freePlay') {
        await tab.click(page.role('button', n.pay, { exact: true }))
        await view('freePlay: pay sheet', app.paySheet(), { inDialog: true })
        await tab.press('Escape')
      }
      // history, statement and charts are the same screens for every game (axe once, on free play's);
      // what a game puts in them (its entries, a score pad's columns) is checked for fit in each
      const withAxe = demo.type === 'freePlay'
      const game = new URL(await tab.url()).pathname
      await tab.click(page.role('link', n.history, { exact: true }))
      await view(`${demo.type}: history`, page.role('heading', n.history), { withAxe })
      await tab.navigate(`${game}/statement`)
      await view(`${demo.type}: statement`, page.css('table.statement, .statement-now'), { withAxe })
      await tab.navigate(`${game}/charts`)
      await see(tab, page.role('heading', L.charts, { exact: true }))
      await gone(tab, page.css('p.muted[role="status"]'))
      await view(`${demo.type}: charts`, page.role('heading', L.charts, { exact: true }), { withAxe })
    }
    if (part === 'app') {
      await tab.navigate('/')
      await view('start (a game)', page.role('link', n.resume(`Demo: ${DEMOS[0]!.name[lang]}`)))
      await tab.click(page.role('link', L.settings).first())
      await view('settings', page.role('heading', L.settings))
      await tab.navigate('/')
      await tab.click(page.role('link', n.join))
      await view('join', page.role('heading', L.joinTitle))
      await tab.navigate('/boards')
      await view('board editor', page.role('group', L.squares))
      await tab.navigate('/stats')
      await view('statistics', page.role('heading', L.stats, { exact: true }))
    }
    assert.deepEqual(findings, [], `${engine} ${lang}: layout and axe findings (${part})`)
  } finally {
    await b.quit()
  }
}

const LABELS = {
  en: {
    tryDemoOf: (type: string) => `Try a demo game of ${type}`,
    settings: 'Settings',
    charts: 'Charts',
    joinTitle: /Join/,
    squares: 'Squares of the map',
    stats: 'Statistics',
  },
  de: {
    tryDemoOf: (type: string) => `Demo-Spiel von ${type} ausprobieren`,
    settings: 'Einstellungen',
    charts: 'Diagramme',
    joinTitle: /mitspielen|Tisch/,
    squares: 'Felder der Karte',
    stats: 'Statistik',
  },
}
