// A short evening per game: every step compared with the whole set of balances (or scores), the
// bottom bar's undo and redo, the snackbar's Undo, and a reload that shows the game as it is.
import assert from 'node:assert/strict'
import { GRID_SIZE } from '../../../src/domain/games/discretion/types'
import { openBrowser, type Lang, type Size } from '../browsers'
import type { Engine } from '../drivers/tab'
import { eventually, gone, see, seeText, until } from '../expect'
import { page } from '../locator'
import { App } from '../pages/App'
import { DiscretionGame, GmbhGame, PropertyGame, ScorePadGame } from '../pages/Games'
import { names } from '../pages/names'

/** A text as a pattern: its special characters escaped, any space (a no-break one too) matching any space. */
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s')

export async function freePlayEvening(engine: Engine, lang: Lang, size: Size) {
  const b = await openBrowser(engine, lang, size)
  try {
    const n = names[lang]
    const app = new App(b.tab, n)
    await app.home()
    await app.newFreePlay('Friday', ['Anna', 'Ben', 'Cem'])
    await app.expectBalances({ Anna: 1500, Ben: 1500, Cem: 1500 })
    await app.pay('Anna', 'Ben', '200', 'rent')
    await app.expectBalances({ Anna: 1300, Ben: 1700, Cem: 1500 })
    await app.pay('Ben', 'Bank', '50')
    await app.expectBalances({ Anna: 1300, Ben: 1650, Cem: 1500 })
    await app.pay('Bank', 'Cem', '300')
    await app.expectBalances({ Anna: 1300, Ben: 1650, Cem: 1800 })
    // the snackbar names the last action; its own Undo reverts exactly that
    const last = n.paid('Bank', n.money(300), 'Cem')
    await app.tab.click(app.snackbarUndo(last))
    await app.expectBalances({ Anna: 1300, Ben: 1650, Cem: 1500 })
    await seeText(b.tab, page.role('status'), n.undone(last))
    // redo in the bottom bar brings it back; undo twice takes back two
    await b.tab.click(app.redo())
    await app.expectBalances({ Anna: 1300, Ben: 1650, Cem: 1800 })
    await b.tab.click(app.undo())
    await app.expectBalances({ Anna: 1300, Ben: 1650, Cem: 1500 })
    await b.tab.click(app.undo())
    await app.expectBalances({ Anna: 1300, Ben: 1700, Cem: 1500 })
    // a reload shows the game as it is (undone entries stay undone, redo still possible)
    await b.tab.reload()
    await see(b.tab, page.role('heading', 'Friday', { exact: true }))
    await app.expectBalances({ Anna: 1300, Ben: 1700, Cem: 1500 })
    await b.tab.click(app.redo())
    await app.expectBalances({ Anna: 1300, Ben: 1650, Cem: 1500 })
    await b.tab.click(app.redo())
    await app.expectBalances({ Anna: 1300, Ben: 1650, Cem: 1800 })
    await until(
      b.tab,
      async () => (await b.tab.probe(app.redo()))[0]?.enabled,
      (e) => e === false,
      'redo is disabled with nothing left to redo',
    )
    // a refused payment: more than Anna has, the shortfall named, nothing booked
    await b.tab.click(page.role('button', n.pay, { exact: true }))
    const sheet = app.paySheet()
    await b.tab.click(sheet.role('radiogroup', n.from).role('radio', 'Anna', { exact: true }))
    await b.tab.click(sheet.role('radiogroup', n.to).role('radio', 'Ben', { exact: true }))
    for (const d of '2000') await b.tab.click(sheet.role('button', n.digit(d), { exact: true }))
    await b.tab.click(sheet.role('button', n.confirmPayment))
    await seeText(b.tab, sheet.role('alert'), n.money(700))
    await b.tab.press('Escape')
    await gone(b.tab, sheet)
    await app.expectBalances({ Anna: 1300, Ben: 1650, Cem: 1800 })
    // after another reload: the same, never an older state
    await b.tab.reload()
    await app.expectBalances({ Anna: 1300, Ben: 1650, Cem: 1800 })
  } finally {
    await b.quit()
  }
}

export async function propertyEvening(engine: Engine, type: 'dkt' | 'monopoly', lang: Lang, size: Size) {
  const b = await openBrowser(engine, lang, size)
  try {
    const n = names[lang]
    const app = new PropertyGame(b.tab, n)
    await app.home()
    await app.newGame(type === 'dkt' ? /^DKT/ : /^Monopoly/, `${type} night`, ['Anna', 'Ben', 'Cem'])
    await app.expectBalances({ Anna: 1500, Ben: 1500, Cem: 1500 })
    const street = type === 'dkt' ? 'Amtsplatz' : 'Badstraße'
    const price = await app.buy(street, 'Anna')
    assert.ok(price > 0)
    const a = 1500 - price
    await app.expectBalances({ Anna: a, Ben: 1500, Cem: 1500 })
    await b.tab.click(page.role('button', n.salaryFor('Ben'), { exact: true }))
    await app.expectBalances({ Anna: a, Ben: 1700, Cem: 1500 })
    const rent = type === 'dkt' ? 20 : 2
    await app.rent('Cem', street, n.money(rent))
    await app.expectBalances({ Anna: a + rent, Ben: 1700, Cem: 1500 - rent })
    // the snackbar's Undo takes the rent back; the bar's Redo books it again; the bar's Undo the salary too
    // the snackbar names the rent: its payer, amount and owner (in the language's own sentence)
    const rentPaid = `Cem.*${escapeRe(n.money(rent))}.*Anna`
    await b.tab.click(page.css('.snackbar').role('button', new RegExp(`^${escapeRe(n.undoNamed(''))}.*${rentPaid}`)))
    await app.expectBalances({ Anna: a, Ben: 1700, Cem: 1500 })
    await b.tab.click(app.redo())
    await app.expectBalances({ Anna: a + rent, Ben: 1700, Cem: 1500 - rent })
    await b.tab.click(app.undo())
    await b.tab.click(app.undo())
    await app.expectBalances({ Anna: a, Ben: 1500, Cem: 1500 })
    await b.tab.reload()
    await app.expectBalances({ Anna: a, Ben: 1500, Cem: 1500 })
    await b.tab.click(app.redo())
    await app.expectBalances({ Anna: a, Ben: 1700, Cem: 1500 })
  } finally {
    await b.quit()
  }
}

export async function discretionEvening(engine: Engine, lang: Lang, size: Size) {
  const b = await openBrowser(engine, lang, size)
  try {
    const n = names[lang]
    const d = new DiscretionGame(b.tab, n)
    const t = d.d
    const tab = b.tab
    await d.home()
    await d.newGame('Discretion night', ['Anna', 'Ben'])
    await d.expectBalances({ Anna: 2_500_000, Ben: 2_500_000 })
    // the demo board's plot names are the board's data, the same in every language
    await d.auction('1 · Abbey Fields', 'Anna', '1000000')
    await d.expectBalances({ Anna: 1_500_000, Ben: 2_500_000 })
    await d.auction('2 · Brookside', 'Ben', '900000')
    await d.expectBalances({ Anna: 1_500_000, Ben: 1_600_000 })
    // the Year card's 7 auctions (issue 35: the build-only round comes after them, not before)
    await d.noBids('3 · Castle Hill', 5)
    // the build-only round: Anna Housing, Ben 2-acre Shops, then Anna Offices on her turn
    await d.build(1, 3, t.types.housing)
    await tab.click(page.role('button', t.roundNext('Anna', 'Ben')))
    await seeText(tab, page.testId('active-player'), t.turnOf('Ben'))
    await d.build(1, 4, t.types.shops, t.westSquare('Brookside'))
    await tab.click(page.role('button', t.roundDone('Ben', 'Anna')))
    await seeText(tab, page.testId('active-player'), t.turnOf('Anna'))
    await d.build(2, 3, t.types.offices)
    await d.expectBalances({ Anna: 500_000, Ben: 1_100_000 })
    // Housing Rent: card, confirm; the bank pays the only owner of Housing
    await tab.click(d.card(t.housingRent))
    const sheet = d.cardSheet(t.housingRent)
    await seeText(tab, sheet.role('listitem', t.lineOf('Anna')), t.receives(n.money(200_000)))
    await tab.click(sheet.role('button', t.confirm, { exact: true }))
    await gone(tab, sheet)
    await d.expectBalances({ Anna: 700_000, Ben: 1_100_000 })
    await seeText(tab, page.testId('active-player'), t.turnOf('Ben'))
    await tab.click(d.undo())
    await d.expectBalances({ Anna: 500_000, Ben: 1_100_000 })
    await seeText(tab, page.testId('active-player'), t.turnOf('Anna'))
    await tab.reload()
    await d.expectBalances({ Anna: 500_000, Ben: 1_100_000 })
    await tab.click(d.redo())
    await d.expectBalances({ Anna: 700_000, Ben: 1_100_000 })
  } finally {
    await b.quit()
  }
}

/** The board editor: one drag of a finger (W3C pointer actions of type touch; Firefox: BiDi's touch input) paints a plot. */
export async function boardEditorDrag(engine: Engine, size: Size) {
  const b = await openBrowser(engine, 'en', size)
  try {
    const tab = b.tab
    await tab.goto('/boards')
    await see(tab, page.role('heading', 'Discretion board'))
    const grid = page.role('group', 'Squares of the map')
    const box = await tab.box(grid)
    const size = box.width / GRID_SIZE
    const at = (r: number, c: number) => ({ x: box.x + (c + 0.5) * size, y: box.y + (r + 0.5) * size })
    const pointer = 'touch'
    await tab.drag([at(0, 0), at(0, 1), at(0, 2), at(1, 2), at(1, 1), at(1, 0)], pointer)
    await see(tab, page.role('radio', 'Plot 1: 6 squares'))
    // the next drag paints the next plot; a fast move paints the square in between too
    await tab.drag([at(0, 3), at(2, 3)], pointer)
    await see(tab, page.role('radio', 'Plot 2: 3 squares'))
    await see(tab, page.role('radio', 'Plot 1: 6 squares'))
  } finally {
    await b.quit()
  }
}

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
const HANDS = {
  Anna: { 'Meister Milch & Co': 6, 'Glotz TV AG': 4, 'Bio GmbH': 5 },
  Ben: { 'Meister Milch & Co': 3, 'Kohle KG': 9, 'Glotz TV AG': 3 },
  Cem: { 'Auto AG': 7, 'Bank GmbH': 4, 'Öl AG': 4 },
}

/** The GmbH flow's own texts (the game's names are in ../pages/Games.ts). */
const GMBH_FLOW = {
  en: { gameName: 'Friday GmbH' },
  de: { gameName: 'GmbH am Freitag' },
}

export async function gmbhEvening(engine: Engine, lang: Lang, size: Size) {
  const b = await openBrowser(engine, lang, size)
  try {
    const n = names[lang]
    const g = new GmbhGame(b.tab, n)
    const t = g.g
    const gameName = GMBH_FLOW[lang].gameName
    const tab = b.tab
    const players = ['Anna', 'Ben', 'Cem', 'Dana']
    await g.home()
    await g.chooseType(t.type)
    const deck = page.role('group', t.deck, { exact: true })
    // the company names are the box's (German in every language)
    for (const [i, c] of COMPANIES.entries()) {
      const name = deck.label(t.companyName(i + 1), { exact: true })
      if ((await tab.values(name))[0] !== c.name) await tab.fill(name, c.name)
      const count = deck
        .role('radiogroup', t.companyCards(i + 1), { exact: true })
        .role('radio', t.cardsOption(c.cards), { exact: true })
      if ((await tab.attrs(count, 'aria-checked'))[0] !== 'true') await tab.click(count)
    }
    await seeText(tab, deck, t.standardDeck)
    await g.setPlayers(players)
    await tab.fill(page.label(n.gameName), gameName)
    await g.startGame(gameName)
    await g.scoreRound(1, { middle: 'Chip AG', stopper: 'Anna', hands: HANDS })
    await eventually(tab, () => g.totals(players), { Anna: 25, Ben: 18, Cem: 22, Dana: 10 }, 'the totals')
    // a false Stopp (Ben), undone with one tap
    await g.scoreRound(2, { middle: 'Chip AG', stopper: 'Ben', hands: HANDS })
    await eventually(
      tab,
      () => g.totals(players),
      { Anna: 25 + 0, Ben: 13, Cem: 22, Dana: 10 },
      'the totals after a false Stopp',
    )
    await tab.click(g.undo())
    await eventually(
      tab,
      () => g.totals(players),
      { Anna: 25, Ben: 18, Cem: 22, Dana: 10 },
      'the totals after the undo',
    )
    await tab.reload()
    await eventually(
      tab,
      () => g.totals(players),
      { Anna: 25, Ben: 18, Cem: 22, Dana: 10 },
      'the totals after a reload',
    )
    await see(tab, page.role('button', t.scoreRound(2), { exact: true }))
  } finally {
    await b.quit()
  }
}

export async function scorePadEvening(engine: Engine, size: Size) {
  const b = await openBrowser(engine, 'en', size)
  try {
    const g = new ScorePadGame(b.tab, names.en)
    const tab = b.tab
    const players = ['Anna', 'Ben', 'Cem']
    await g.home()
    await g.chooseType(/^Score pad/)
    await tab.fill(page.label('Game being scored'), 'Rommé')
    await tab.click(page.role('radiogroup', 'Who wins').role('radio', 'Lowest total', { exact: true }))
    await tab.fill(page.label('Target score (optional)'), '100')
    await g.setPlayers(players)
    await tab.fill(page.label('Game name'), 'Friday cards')
    await g.startGame('Friday cards')
    await see(tab, page.text('Lowest total wins · ends at 100 points'))
    await g.scoreRound(1, { Anna: 30, Ben: -10, Cem: 12 })
    await eventually(tab, () => g.totals(players), { Anna: 30, Ben: -10, Cem: 12 }, 'the totals')
    await g.scoreRound(2, { Anna: 25, Ben: 40, Cem: 8 })
    await eventually(tab, () => g.totals(players), { Anna: 55, Ben: 30, Cem: 20 }, 'the totals after round 2')
    // a correction is a new entry: undo takes it back, redo books it again
    await g.correct(1, 'Ben', -5)
    await eventually(tab, () => g.totals(players), { Anna: 55, Ben: 35, Cem: 20 }, 'the totals after the correction')
    await tab.click(g.undo())
    await eventually(tab, () => g.totals(players), { Anna: 55, Ben: 30, Cem: 20 }, 'the totals after the undo')
    await tab.click(g.redo())
    await eventually(tab, () => g.totals(players), { Anna: 55, Ben: 35, Cem: 20 }, 'the totals after the redo')
    // Anna reaches the target: over, no round 4 until the round is undone
    await g.scoreRound(3, { Anna: 45, Ben: 0, Cem: 3 })
    await see(tab, page.text('The game is finished. Winner: Cem'))
    await tab.reload()
    await eventually(tab, () => g.totals(players), { Anna: 100, Ben: 35, Cem: 23 }, 'the totals after a reload')
    await gone(tab, page.role('button', 'Score round 4', { exact: true }))
    await tab.click(g.undo())
    await see(tab, page.role('button', 'Score round 3', { exact: true }))
  } finally {
    await b.quit()
  }
}
