// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { DOMWrapper } from '@vue/test-utils'
import { BANK } from '@/domain/ledger/types'
import { button, mountPanel, tap } from './helpers'

/** The chips of the open sheet's "Rent from" / "Buyer" group: accessible name, disabled, and the text describing a refused one. */
function chips(w: Parameters<typeof tap>[0], group: string) {
  const dialog = w.find('[role="dialog"]')
  const row = dialog.find(`[role="group"][aria-label="${group}"]`)
  expect(row.exists(), group).toBe(true)
  return row.findAll('button').map((b: DOMWrapper<Element>) => {
    const reason = b.attributes('aria-describedby')
    return {
      name: b.attributes('aria-label'),
      disabled: b.attributes('disabled') !== undefined,
      reason: reason ? dialog.find(`[id="${reason}"]`).text() : null,
    }
  })
}

/** Waits until the open sheet (loaded on demand) lists its properties. */
async function sheetLoaded(w: Parameters<typeof tap>[0]) {
  await vi.waitFor(() => expect(w.find('[role="dialog"] .prop-choice').exists()).toBe(true), { timeout: 10000 })
}

describe('property sheet from the board (issue 14: rent in 2 taps, buy)', () => {
  it('DKT: the card opens its sheet; one tap on a payer pays the rent the rule pack computes; the owner is disabled with the reason', async () => {
    const { w, store, ids } = await mountPanel()
    for (const p of ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße'])
      await store.dispatch({ type: 'buy', player: ids.Anna, property: p })
    await store.dispatch({ type: 'build', property: ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße'] })
    const before = { ...store.state!.balances }

    await tap(w, /^Amtsplatz/) // tap 1: the card on the board
    const dialog = w.find('[role="dialog"]')
    expect(dialog.find(`#${dialog.attributes('aria-labelledby')}`).text()).toBe('Amtsplatz')
    expect(dialog.find('[data-testid="sheet-rent"]').text()).toBe('Rent €100 · Printed rent: 1 house')
    expect(chips(w, 'Rent from')).toEqual([
      { name: 'Anna pays no rent now', disabled: true, reason: 'Anna owns Amtsplatz: no rent to pay' },
      { name: 'Ben pays €100 rent', disabled: false, reason: null },
      { name: 'Cem pays €100 rent', disabled: false, reason: null },
    ])
    await tap(w, 'Ben pays €100 rent') // tap 2: paid
    expect(w.find('[role="dialog"]').exists()).toBe(false)
    expect(store.state?.balances).toEqual({
      ...before,
      [ids.Ben]: (before[ids.Ben] ?? 0) - 100,
      [ids.Anna]: (before[ids.Anna] ?? 0) + 100,
    })
    expect(store.recent[0]).toMatchObject({
      kind: 'rent',
      info: { payer: ids.Ben, owner: ids.Anna, property: 'Amtsplatz', amount: 100 },
    })
  })

  it('a mortgaged property and a player short of cash: the chips are disabled, each refusal written once', async () => {
    const { w, store, ids } = await mountPanel()
    await store.dispatch({ type: 'buy', player: ids.Anna, property: 'Eisenbahn Wien–Graz' })
    await store.dispatch({ type: 'mortgage', property: 'Eisenbahn Wien–Graz' })
    await tap(w, /^Eisenbahn Wien–Graz/)
    expect(chips(w, 'Rent from')).toEqual([
      { name: 'Anna pays no rent now', disabled: true, reason: 'Anna owns Eisenbahn Wien–Graz: no rent to pay' },
      { name: 'Ben pays no rent now', disabled: true, reason: 'No rent: Eisenbahn Wien–Graz is mortgaged' },
      { name: 'Cem pays no rent now', disabled: true, reason: 'No rent: Eisenbahn Wien–Graz is mortgaged' },
    ])
    expect(w.findAll('[role="dialog"] .action-chip-reasons li').map((l) => l.text())).toEqual([
      'Anna owns Eisenbahn Wien–Graz: no rent to pay',
      'No rent: Eisenbahn Wien–Graz is mortgaged',
    ])
    await tap(w, 'Close')

    await store.dispatch({ type: 'buy', player: ids.Anna, property: 'Amtsplatz' })
    await store.dispatch({ type: 'pay', from: ids.Cem, to: BANK, amount: 1490 })
    await tap(w, /^Amtsplatz/)
    const row = chips(w, 'Rent from')
    expect(row[1]).toEqual({ name: 'Ben pays €20 rent', disabled: false, reason: null })
    expect(row[2]?.disabled).toBe(true)
    expect(row[2]?.reason).toMatch(/^Cem .*€10/) // the shortfall, as the rule pack words it
  })

  it('DKT enterprise: the dice total first (chips disabled until then), then one tap pays dice × multiplier', async () => {
    const { w, store, ids } = await mountPanel()
    await store.dispatch({ type: 'buy', player: ids.Cem, property: 'Seilbahn' })
    await store.dispatch({ type: 'buy', player: ids.Cem, property: 'Fluglinie Wien–Venedig' })
    await tap(w, /^Seilbahn/)
    expect(w.find('[data-testid="sheet-rent"]').text()).toBe('Dice total × 10 (2 held): enter the dice')
    expect(chips(w, 'Rent from')[0]).toEqual({
      name: 'Anna pays no rent now',
      disabled: true,
      reason: 'Enter the dice total for the rent of Seilbahn',
    })
    await tap(w, 'Dice total 7')
    expect(w.find('[data-testid="sheet-rent"]').text()).toBe('Rent €70 · Dice 7 × 10 (2 held)')
    await tap(w, 'Anna pays €70 rent')
    expect(store.state?.balances[ids.Anna]).toBe(1430)
    expect(store.state?.balances[ids.Cem]).toBe(1500 - 320 + 70)
  })

  it('Monopoly: doubled rent on a whole colour group, stations by count, utilities 10 × the dice with both', async () => {
    const { w, store, ids } = await mountPanel('monopolyDe')
    for (const p of ['Badstraße', 'Turmstraße']) await store.dispatch({ type: 'buy', player: ids.Anna, property: p })
    for (const p of ['Südbahnhof', 'Westbahnhof', 'Elektrizitätswerk', 'Wasserwerk'])
      await store.dispatch({ type: 'buy', player: ids.Cem, property: p })
    await tap(w, /^Turmstraße/)
    expect(w.find('[data-testid="sheet-rent"]').text()).toBe(
      'Rent €8 · Unbuilt, doubled: the owner holds the whole group',
    )
    await tap(w, 'Close')
    await tap(w, /^Südbahnhof/)
    expect(chips(w, 'Rent from').map((c) => c.name)).toEqual([
      'Anna pays €50 rent',
      'Ben pays €50 rent',
      'Cem pays no rent now',
    ])
    await tap(w, 'Close')
    await tap(w, /^Wasserwerk/)
    await tap(w, 'Dice total 9')
    const before = { ...store.state!.balances }
    await tap(w, 'Ben pays €90 rent')
    expect(store.state?.balances).toEqual({
      ...before,
      [ids.Ben]: (before[ids.Ben] ?? 0) - 90,
      [ids.Cem]: (before[ids.Cem] ?? 0) + 90,
    })
  })

  it('an unowned card: one tap on a buyer buys it at the printed price; the auction shows the opening bid', async () => {
    const { w, store, ids } = await mountPanel()
    await tap(w, /^Amtsplatz/)
    expect(w.find('[data-testid="opening-bid"]').text()).toBe('Opening bid: €110')
    expect(chips(w, 'Buyer').map((c) => c.name)).toEqual([
      'Anna buys for €220',
      'Ben buys for €220',
      'Cem buys for €220',
    ])
    await tap(w, 'Ben buys for €220')
    expect(w.find('[role="dialog"]').exists()).toBe(false)
    expect(store.recent[0]).toMatchObject({ kind: 'buy', info: { player: ids.Ben, property: 'Amtsplatz', price: 220 } })
    expect(store.state?.balances[ids.Ben]).toBe(1280)
  })

  it('Buy in 3 taps: Buy, the property (unowned, by city in board order), the buyer; the auction: winner, digits, Record', async () => {
    const { w, store, ids } = await mountPanel()
    await store.dispatch({ type: 'buy', player: ids.Cem, property: 'Arlbergstraße' })
    await tap(w, 'Buy') // 1
    await sheetLoaded(w)
    const groups = w.findAll('[role="dialog"] .prop-choice-group-title').map((h) => h.text())
    expect(groups.slice(0, 4)).toEqual(['Bregenz', 'Enterprises', 'Graz', 'Lines'])
    const bregenz = w
      .find('[role="dialog"] [role="group"][aria-label="Bregenz"]')
      .findAll('.prop-choice-name')
      .map((n) => n.text())
    expect(bregenz).toEqual(['Amtsplatz', 'Rathausstraße']) // Cem's Arlbergstraße is not for sale
    await tap(w, /^Rathausstraße/) // 2
    await tap(w, 'Anna buys for €180') // 3
    expect(w.find('[role="dialog"]').exists()).toBe(false)
    expect(store.recent[0]).toMatchObject({
      kind: 'buy',
      info: { player: ids.Anna, property: 'Rathausstraße', price: 180 },
    })

    await tap(w, 'Buy')
    await tap(w, /^Amtsplatz/)
    const winner = w.find('[role="dialog"] [role="radiogroup"][aria-label="Winner of the auction"]')
    await winner
      .findAll('button[role="radio"]')
      .find((b) => b.text().includes('Ben'))!
      .trigger('click')
    await w.find('[role="dialog"] input').setValue('100')
    // the refusal of the rule pack, inline
    expect(w.find('[role="dialog"] [role="alert"]').text()).toBe(
      'The bid of €100 for Amtsplatz is below the opening bid of €110',
    )
    expect((await button(w, 'Record: Ben pays €100')).attributes('disabled')).toBeDefined()
    await w.find('[role="dialog"] input').setValue('130')
    await tap(w, 'Record: Ben pays €130')
    expect(store.recent[0]).toMatchObject({
      kind: 'auction',
      info: { player: ids.Ben, property: 'Amtsplatz', price: 130, openingBid: 110 },
    })
    expect(store.state?.balances[ids.Ben]).toBe(1370)
  })

  it('the rent list groups the properties by city like the board', async () => {
    const { w, store, ids } = await mountPanel()
    for (const p of ['Murplatz', 'Amtsplatz', 'Seilbahn'])
      await store.dispatch({ type: 'buy', player: ids.Anna, property: p })
    await tap(w, 'Rent from Ben')
    await sheetLoaded(w)
    expect(w.findAll('[role="dialog"] .prop-choice-group-title').map((h) => h.text())).toEqual([
      'Bregenz',
      'Enterprises',
      'Graz',
    ])
  })

  it('German: the chips say who pays how much', async () => {
    const { w, store, ids } = await mountPanel('dkt', {}, 'de')
    await store.dispatch({ type: 'buy', player: ids.Anna, property: 'Amtsplatz' })
    await tap(w, /^Amtsplatz/)
    expect(chips(w, 'Miete von').map((c) => c.name?.replace(/\s/g, ' '))).toEqual([
      'Anna zahlt jetzt keine Miete',
      'Ben zahlt 20 € Miete',
      'Cem zahlt 20 € Miete',
    ])
  })
})
