// A short evening per game: every step compared with the whole set of balances (or scores), the
// bottom bar's undo and redo, the snackbar's Undo, and a reload that shows the game as it is.
import assert from 'node:assert/strict'
import { GRID_SIZE } from '../../../src/domain/games/discretion/types'
import { openBrowser, PHONE, TABLET, type Lang } from '../browsers'
import type { Engine } from '../drivers/tab'
import { eventually, gone, see, seeText, until } from '../expect'
import { page } from '../locator'
import { App } from '../pages/App'
import { DiscretionGame, GmbhGame, PropertyGame } from '../pages/Games'
import { names } from '../pages/names'

export async function freePlayEvening(engine: Engine, lang: Lang) {
  const b = await openBrowser(engine, lang, PHONE)
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
    await until(b.tab, async () => (await b.tab.probe(app.redo()))[0]?.enabled, (e) => e === false, 'redo is disabled with nothing left to redo')
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


export async function propertyEvening(engine: Engine, type: 'dkt' | 'monopoly') {
  const b = await openBrowser(engine, 'en', type === 'dkt' ? PHONE : TABLET)
  try {
    const app = new PropertyGame(b.tab, names.en)
    await app.home()
    await app.newGame(type === 'dkt' ? /^DKT/ : /^Monopoly/, `${type} night`, ['Anna', 'Ben', 'Cem'])
    await app.expectBalances({ Anna: 1500, Ben: 1500, Cem: 1500 })
    const street = type === 'dkt' ? 'Amtsplatz' : 'Badstraße'
    const price = await app.buy(street, 'Anna')
    assert.ok(price > 0)
    const a = 1500 - price
    await app.expectBalances({ Anna: a, Ben: 1500, Cem: 1500 })
    await b.tab.click(page.role('button', 'Salary for Ben', { exact: true }))
    await app.expectBalances({ Anna: a, Ben: 1700, Cem: 1500 })
    const rent = type === 'dkt' ? 20 : 2
    await app.rent('Cem', street, `€${rent}`)
    await app.expectBalances({ Anna: a + rent, Ben: 1700, Cem: 1500 - rent })
    // the snackbar's Undo takes the rent back; the bar's Redo books it again; the bar's Undo the salary too
    await b.tab.click(page.css('.snackbar').role('button', new RegExp(`^Undo: .*Cem paid €${rent} to Anna`)))
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
