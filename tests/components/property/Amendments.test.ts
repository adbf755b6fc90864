// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { alerts, button, mountPanel, settle, tap } from './helpers'

const BREGENZ = ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße']

describe('property panel: the rules of issue 12 in the UI', () => {
  it('DKT: leaving jail blocks the salary on that move; the panel offers “this is a later move” to pay it at once', async () => {
    const { w, store, ids } = await mountPanel()
    await store.dispatch({ type: 'goToJail', player: ids.Anna })
    await store.dispatch({ type: 'leaveJail', player: ids.Anna, method: 'served' })
    await settle()
    expect(w.text()).toContain('Anna left jail on this move: no salary for passing Start on it.')
    await tap(w, 'Later move: salary for Anna (€200)')
    expect(store.recent[0]).toMatchObject({ kind: 'salary', info: { player: ids.Anna, laterMove: true } })
    expect(store.state?.balances[ids.Anna]).toBe(1700)
    expect(w.text()).not.toContain('Anna left jail on this move')
  })

  it('DKT: the group button says exactly what it builds — 3 hotels once every street has 4 houses — in English and German', async () => {
    for (const [locale, label] of [
      ['en', 'Build 3 hotels on Bregenz (€310)'],
      ['de', /^3 Hotels in Bregenz bauen \(310\s€\)$/],
    ] as const) {
      const { w, store, ids } = await mountPanel('dkt', { startingCapital: 9000 }, locale)
      for (const p of BREGENZ) await store.dispatch({ type: 'buy', player: ids.Anna, property: p })
      await store.dispatch({ type: 'build', property: Array(4).fill(BREGENZ).flat() })
      await tap(w, locale === 'en' ? 'Build' : 'Bauen')
      await tap(w, 'Anna')
      await tap(w, label)
      expect(store.state?.data).toMatchObject({ level: { 1: 5, 38: 5, 39: 5 } })
      w.unmount()
    }
  })

  it('DKT: a house auction is refused inline while the bank holds what was asked', async () => {
    const { w, store, ids } = await mountPanel()
    for (const p of BREGENZ) await store.dispatch({ type: 'buy', player: ids.Anna, property: p })
    await tap(w, 'Build')
    await tap(w, 'Anna')
    await tap(w, 'House auction')
    const auction = w.find('section.house-auction')
    await auction
      .findAll('button[role="radio"]')
      .find((b) => b.text().includes('Anna'))!
      .trigger('click')
    await auction
      .findAll('button[role="radio"]')
      .find((b) => b.text() === 'Amtsplatz')!
      .trigger('click')
    await auction.find('input').setValue('1')
    await settle()
    expect(alerts(w).join(' ')).toContain('No house auction: the bank holds 32 houses and 12 were asked for')
    expect((await button(w, 'Record the house auction')).attributes('disabled')).toBeDefined()
  })

  it('Monopoly: the third turn without a double costs the fine (never free)', async () => {
    const { w, store, ids } = await mountPanel('monopolyDe')
    await store.dispatch({ type: 'goToJail', player: ids.Anna })
    await tap(w, 'Jail')
    await tap(w, 'Anna')
    await tap(w, 'Third turn without a double: pay €50 and move')
    expect(store.recent[0]).toMatchObject({ kind: 'jailFine', info: { method: 'served', amount: 50 } })
    expect(store.state?.balances[ids.Anna]).toBe(1450)
  })

  it('Monopoly: bankruptcy owed to a player hands the estate over; the creditor may repay a loan at once', async () => {
    const { w, store, ids } = await mountPanel('monopolyDe')
    await store.dispatch({ type: 'buy', player: ids.Anna, property: 'Schlossallee' })
    await store.dispatch({ type: 'mortgage', property: 'Schlossallee' })
    await tap(w, 'Bankruptcy')
    const sheet = () => w.find('[role="dialog"]')
    await vi.waitFor(() => expect(sheet().exists()).toBe(true))
    await sheet()
      .findAll('button[role="radio"]')
      .find((b) => b.text().includes('Anna'))!
      .trigger('click')
    await settle()
    const creditors = sheet()
      .findAll('button[role="radio"]')
      .filter((b) => b.text().includes('Ben'))
    await creditors.at(-1)!.trigger('click')
    await settle()
    expect(sheet().text()).toContain('Owed to Ben: the buildings are sold to the bank at half price')
    expect(sheet().text()).not.toContain('Auction of the assets')
    await sheet().find('input[type="checkbox"]').setValue(true)
    await tap(w, 'Declare bankruptcy')
    expect(store.state?.data).toMatchObject({ owner: { 39: ids.Ben }, mortgage: {}, eliminated: { [ids.Anna]: true } })
    // Ben: 1,500 + Anna's 1,300 cash − 20 fee − 200 loan
    expect(store.state?.balances[ids.Ben]).toBe(1500 + 1300 - 20 - 200)
  })

  it('DKT: bankruptcy owed to the bank shows the whole estate going to the bank, not 0, and books it so', async () => {
    const { w, store, ids } = await mountPanel()
    await store.dispatch({ type: 'buy', player: ids.Anna, property: 'Amtsplatz' })
    await tap(w, 'Bankruptcy')
    const sheet = () => w.find('[role="dialog"]')
    await vi.waitFor(() => expect(sheet().exists()).toBe(true))
    await sheet()
      .findAll('button[role="radio"]')
      .find((b) => b.text().includes('Anna'))!
      .trigger('click')
    await settle()
    // the creditor is the bank by default; Amtsplatz unsold goes back to it: Anna's 1,280 cash is the estate
    const text = sheet().text()
    expect(text).toMatch(/Cash\s*€1,280/)
    expect(text).toMatch(/To Bank\s*€1,280/)
    expect(text).not.toMatch(/To Bank\s*€0/)
    // the bank's own loans are part of what it keeps: no deduction line
    expect(text).not.toContain('Loans plus interest')
    const bankBefore = store.state!.balances.bank!
    await tap(w, 'Declare bankruptcy')
    expect(store.state?.balances[ids.Anna]).toBe(0)
    expect(store.state!.balances.bank! - bankBefore).toBe(1280)
  })

  it('Trade: no refusal in red before anything is entered; a refusal once something is', async () => {
    const { w } = await mountPanel()
    await tap(w, 'Trade')
    const sheet = () => w.find('[role="dialog"]')
    await vi.waitFor(() => expect(sheet().exists()).toBe(true))
    const pick = async (group: string, name: string) => {
      await sheet()
        .get(`[role="radiogroup"][aria-label="${group}"]`)
        .findAll('button[role="radio"]')
        .find((b) => b.text().includes(name))!
        .trigger('click')
      await settle()
    }
    await pick('First player', 'Anna')
    await pick('Second player', 'Ben')
    expect(sheet().text()).not.toContain('Nothing changes hands in this trade')
    expect((await button(w, 'Confirm trade')).attributes('disabled')).toBeDefined()
    // money of 0 on one side: entered, and refused in words
    await sheet().find('input').setValue('0')
    await settle()
    expect(sheet().text()).toContain('The amount must be more than 0.')
    expect((await button(w, 'Confirm trade')).attributes('disabled')).toBeDefined()
  })

  it('Build and Mortgage before anyone owns a property say why every owner is greyed out', async () => {
    const { w, store, ids } = await mountPanel()
    const sheet = () => w.find('[role="dialog"]')
    await tap(w, 'Mortgage')
    await vi.waitFor(() => expect(sheet().text()).toContain('Nobody owns a property yet: buy one first.'))
    await tap(w, 'Close')
    await tap(w, 'Build')
    await vi.waitFor(() => expect(sheet().text()).toContain('Nobody owns a street to build on yet: buy one first.'))
    await tap(w, 'Close')
    // one street bought: the note is gone
    await store.dispatch({ type: 'buy', player: ids.Anna, property: 'Amtsplatz' })
    await tap(w, 'Mortgage')
    await vi.waitFor(() => expect(sheet().exists()).toBe(true))
    expect(sheet().text()).not.toContain('Nobody owns')
  })

  it('Monopoly: an auction opens at any amount of at least 1 — the sheet says there is no opening bid', async () => {
    const { w, store, ids } = await mountPanel('monopolyDe')
    await tap(w, 'Buy')
    await tap(w, /^Schlossallee/)
    const sheet = w.find('[role="dialog"]')
    // the auction beside the purchase (issue 14): the winner, the bid, Record
    await sheet
      .find('[role="radiogroup"][aria-label="Winner of the auction"]')
      .findAll('button[role="radio"]')
      .find((b) => b.text().includes('Ben'))!
      .trigger('click')
    await settle()
    expect(w.find('[data-testid="opening-bid"]').text()).toBe('No opening bid: any bid of at least €1')
    await w.find('[role="dialog"] input').setValue('1')
    await tap(w, 'Record: Ben pays €1')
    expect(store.recent[0]).toMatchObject({ kind: 'auction', info: { player: ids.Ben, price: 1, openingBid: 1 } })
    expect(store.state?.balances[ids.Ben]).toBe(1499)
  })
})
