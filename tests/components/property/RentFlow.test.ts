// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { alerts, button, mountPanel, tap } from './helpers'

describe('property panel: rent flow', () => {
  it('rent in 3 taps: payer, property owned by others (listed first), confirm with the computed amount and why', async () => {
    const { w, store, ids } = await mountPanel()
    await store.dispatch({ type: 'buy', player: ids.Anna, property: 'Amtsplatz' })
    await store.dispatch({ type: 'buy', player: ids.Anna, property: 'Arlbergstraße' })
    await store.dispatch({ type: 'buy', player: ids.Anna, property: 'Rathausstraße' })
    await store.dispatch({ type: 'build', property: ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße'] })
    await store.dispatch({ type: 'buy', player: ids.Ben, property: 'Murplatz' })

    await tap(w, 'Rent from Ben') // tap 1
    const sheet = w.find('[role="dialog"]')
    expect(sheet.text()).toContain('Owned by others')
    const choices = sheet.findAll('.prop-choice').map((b) => b.find('.prop-choice-name').text())
    // the properties owned by others come first; Ben's own Murplatz after them
    expect(choices.slice(0, 3)).toEqual(['Amtsplatz', 'Arlbergstraße', 'Rathausstraße'])
    expect(choices.at(-1)).toBe('Murplatz')
    await tap(w, /^Amtsplatz/) // tap 2
    expect(w.find('[data-testid="rent-amount"]').text()).toBe('Ben pays €100 to Anna')
    expect(w.find('[data-testid="rent-why"]').text()).toBe('Printed rent: 1 house')
    await tap(w, 'Confirm rent €100') // tap 3
    expect(store.state?.balances[ids.Ben]).toBe(1500 - 300 - 100)
    expect(store.state?.balances[ids.Anna]).toBe(1500 - 520 - 310 + 100)
    expect(w.find('[role="dialog"]').exists()).toBe(false)
    expect(store.recent[0]?.kind).toBe('rent')
  })

  it('explains a 0 on a mortgaged property and refuses the owner paying himself', async () => {
    const { w, store, ids } = await mountPanel()
    await store.dispatch({ type: 'buy', player: ids.Anna, property: 'Eisenbahn Wien–Graz' })
    await store.dispatch({ type: 'mortgage', property: 'Eisenbahn Wien–Graz' })
    await tap(w, 'Rent from Cem')
    await tap(w, /^Eisenbahn Wien–Graz/)
    expect(w.find('[data-testid="rent-why"]').text()).toBe('Mortgaged: no rent')
    expect(alerts(w)).toContain('No rent: Eisenbahn Wien–Graz is mortgaged')
    expect((await button(w, 'Confirm rent')).attributes('disabled')).toBeDefined()
    await tap(w, 'Close')

    await store.dispatch({ type: 'buy', player: ids.Anna, property: 'Amtsplatz' })
    await tap(w, 'Rent from Anna')
    expect(w.text()).toContain('Owned by Anna (no rent)')
    await tap(w, /^Amtsplatz/)
    expect(alerts(w)).toContain('Anna owns Amtsplatz: no rent to pay')
    expect((await button(w, 'Confirm rent')).attributes('disabled')).toBeDefined()
  })

  it('asks for the dice total on an enterprise and shows dice × multiplier', async () => {
    const { w, store, ids } = await mountPanel()
    await store.dispatch({ type: 'buy', player: ids.Cem, property: 'Seilbahn' })
    await store.dispatch({ type: 'buy', player: ids.Cem, property: 'Fluglinie Wien–Venedig' })
    await tap(w, 'Rent from Anna')
    await tap(w, /^Seilbahn/)
    expect((await button(w, 'Confirm rent')).attributes('disabled')).toBeDefined()
    await tap(w, 'Dice total 7')
    expect(w.find('[data-testid="rent-why"]').text()).toBe('Dice 7 × 10 (2 held)')
    await tap(w, 'Confirm rent €70')
    expect(store.state?.balances[ids.Anna]).toBe(1430)
    expect(store.state?.balances[ids.Cem]).toBe(1500 - 320 + 70)
  })

  it('German texts: the rent sheet in German', async () => {
    const { w, store, ids } = await mountPanel('dkt', {}, 'de')
    await store.dispatch({ type: 'buy', player: ids.Anna, property: 'Amtsplatz' })
    await tap(w, 'Miete von Ben')
    await tap(w, /^Amtsplatz/)
    expect(w.find('[data-testid="rent-amount"]').text()).toMatch(/^Ben zahlt 20\s€ an Anna$/)
  })
})
