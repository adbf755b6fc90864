// The layout walk on the main views (the checks of tests/e2e/layoutCheck.ts, run in the page): no
// sideways scroll, no control off screen, clipped or overflowing, no raw i18n key — at 390×844 and
// 1024×768 — and axe-core (all WCAG 2.1 A/AA rules, its source injected) on each view.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pageCheck, type RawFinding } from '../../e2e/layoutCheck'
import { openBrowser, PHONE, TABLET, type Lang } from '../browsers'
import type { Engine, Tab } from '../drivers/tab'
import { see } from '../expect'
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
        .run(ctx, { runOnly: { type: 'tag', values: tags } })
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

/** Fit at both sizes (ending on the phone), axe at the phone's size: the findings, each named by view. */
async function check(tab: Tab, lang: Lang, view: string, inDialog = false): Promise<string[]> {
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
  out.push(...(await axe(tab, inDialog)).map((a) => `${view} axe: ${a}`))
  return out
}

export async function layoutWalk(engine: Engine, lang: Lang) {
  const b = await openBrowser(engine, lang, PHONE)
  const n = names[lang]
  const L = LABELS[lang]
  try {
    const tab = b.tab
    const app = new App(tab, n)
    const findings: string[] = []
    const view = async (name: string, ready: Loc, inDialog = false) => {
      await see(tab, ready)
      findings.push(...(await check(tab, lang, name, inDialog)))
    }
    await app.home()
    await view('start (empty)', page.role('heading', n.yourGames))
    await tab.click(page.role('link', n.newGame))
    await view('new game', page.role('button', n.startGame))
    await tab.goto('/')
    await app.newFreePlay(L.game, ['Anna', 'Ben', 'Cem'])
    await app.pay('Anna', 'Ben', '200')
    await view('game', page.role('heading', L.game, { exact: true }))
    await tab.click(page.role('button', n.pay, { exact: true }))
    await view('pay sheet', app.paySheet(), true)
    await tab.press('Escape')
    await tab.click(page.role('link', n.history, { exact: true }))
    await view('history', page.role('heading', n.history))
    await tab.click(page.role('link', L.statements))
    await view('statement', page.role('table'))
    await tab.goto('/')
    await view('start (a game)', page.role('link', n.resume(L.game)))
    await tab.click(page.role('link', L.settings).first())
    await view('settings', page.role('heading', L.settings))
    await tab.goto('/')
    await tab.click(page.role('link', n.join))
    await view('join', page.role('heading', L.joinTitle))
    assert.deepEqual(findings, [], `${engine} ${lang}: layout and axe findings`)
  } finally {
    await b.quit()
  }
}

const LABELS = {
  en: { game: 'Layout', statements: 'Statements', settings: 'Settings', joinTitle: /Join/ },
  de: { game: 'Layout', statements: 'Kontoauszüge', settings: 'Einstellungen', joinTitle: /mitspielen|Tisch/ },
}
