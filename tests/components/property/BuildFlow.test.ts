// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { alerts, mountPanel, tap } from './helpers'

describe('property panel: build flow', () => {
  it('refuses building on an incomplete city with the rule message, then builds evenly on the complete city', async () => {
    const { w, store, ids } = await mountPanel()
    await store.dispatch({ type: 'buy', player: ids.Anna, property: 'Amtsplatz' })
    await store.dispatch({ type: 'buy', player: ids.Anna, property: 'Arlbergstraße' })
    await tap(w, 'Build')
    await tap(w, 'Anna')
    expect(w.find('[data-testid="bank-supply"]').text()).toBe('Bank: 32\u00A0houses, 8\u00A0hotels')
    expect(w.text()).toContain('not complete')
    await tap(w, 'Build a house on Amtsplatz')
    expect(alerts(w)).toContain('Anna does not own every street of Bregenz: no building on Amtsplatz')
    expect(store.recent[0]?.kind).toBe('buy')

    await store.dispatch({ type: 'buy', player: ids.Anna, property: 'Rathausstraße' })
    // issue 12: the group button says what it builds (was "One house on each street of Bregenz (€310)")
    await tap(w, 'Build 3 houses on Bregenz (€310)')
    expect(store.recent[0]?.kind).toBe('build')
    expect(w.find('[data-testid="bank-supply"]').text()).toBe('Bank: 29\u00A0houses, 8\u00A0hotels')
    await tap(w, 'Build a house on Amtsplatz')
    expect(store.state?.balances[ids.Anna]).toBe(1500 - 520 - 310 - 160)
    // the even rule: Amtsplatz has 2 while the others have 1
    await tap(w, 'Build a house on Amtsplatz')
    expect(alerts(w).join(' ')).toContain('Build evenly: Amtsplatz has 2 while another street of its group has only 1')
    // selling keeps the even rule too: only from the highest street, at half price
    await tap(w, 'Sell a building from Amtsplatz')
    expect(store.state?.balances[ids.Anna]).toBe(1500 - 520 - 310 - 160 + 80)
  })

  it('says clearly when the bank is short of houses and records a house auction', async () => {
    const { w, store, ids } = await mountPanel('dkt', { houses: 2 })
    for (const p of ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße'])
      await store.dispatch({ type: 'buy', player: ids.Anna, property: p })
    await tap(w, 'Build')
    await tap(w, 'Anna')
    expect(w.text()).toContain('The bank is short: only 2 houses left. If players want more, auction them.')
    expect(w.text()).toContain('The bank holds only 2 houses but 3 were asked for: auction the houses')
    await tap(w, 'House auction')
    const auction = w.find('section.house-auction')
    await auction
      .findAll('button[role="radio"]')
      .find((b) => b.text().includes('Anna'))!
      .trigger('click')
    await auction
      .findAll('button[role="radio"]')
      .find((b) => b.text() === 'Arlbergstraße')!
      .trigger('click')
    await auction.find('input').setValue('90')
    await tap(w, 'Record the house auction')
    expect(store.recent[0]?.kind).toBe('houseAuction')
    expect(w.find('[data-testid="bank-supply"]').text()).toBe('Bank: 1\u00A0house, 8\u00A0hotels')
  })
})
