// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { mountPanel, tap } from './helpers'

describe('property panel: counted texts and sheets', () => {
  it('levels and holdings in their plural forms: 1 house, 2 houses, 1 property, 3 properties', async () => {
    const { w, store, ids } = await mountPanel()
    await store.dispatch({ type: 'buy', player: ids.Ben, property: 'Murplatz' })
    for (const p of ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße'])
      await store.dispatch({ type: 'buy', player: ids.Anna, property: p })
    await store.dispatch({ type: 'build', property: ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße'] })
    await store.dispatch({ type: 'build', property: 'Amtsplatz' })
    const card = (name: string) => w.findAll('article').find((a) => a.attributes('aria-label') === name)
    expect(card('Amtsplatz')?.text()).toContain('2 houses')
    expect(card('Arlbergstraße')?.text()).toContain('1 house')
    expect(card('Arlbergstraße')?.text()).not.toContain('1 houses')
    const holdings = w.findAll('.holding-main').map((b) => b.text())
    expect(holdings[0]).toContain('3\u00A0properties')
    expect(holdings[1]).toContain('1\u00A0property')
    expect(holdings[1]).not.toContain('1\u00A0properties')
    // the buildings in their plural forms too (it read "1 houses, 1 hotels")
    expect(holdings[0]).toContain('4\u00A0houses, 0\u00A0hotels')
    for (const p of ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße']) await store.dispatch({ type: 'sell', property: p })
    await vi.waitFor(() => expect(w.findAll('.holding-main')[0]!.text()).toContain('1\u00A0house, 0\u00A0hotels'))
  })

  it('every sheet is a dialog named by its title with a Close button that closes it', async () => {
    const { w } = await mountPanel()
    for (const [quick, title] of [
      ['Buy', 'Buy or auction'],
      ['Build', 'Build and sell'],
      ['Mortgage', 'Mortgage and repay'],
      ['Jail', 'Jail'],
      ['Tax', 'Tax'],
      ['Card', 'Card'],
      ['Trade', 'Trade'],
      ['Bankruptcy', 'Bankruptcy'],
      ['Ranking', 'Ranking by net worth'],
    ] as const) {
      await tap(w, quick)
      await vi.waitFor(() => expect(w.find('[role="dialog"]').exists(), quick).toBe(true), { timeout: 10000 })
      const dialog = w.find('[role="dialog"]')
      const heading = dialog.find(`#${dialog.attributes('aria-labelledby')}`)
      expect(heading.text()).toBe(title)
      await tap(w, 'Close')
      expect(w.find('[role="dialog"]').exists(), quick).toBe(false)
    }
  }, 60_000)

  it('the dice of a rent are a radio group; the app can roll them (2–12)', async () => {
    const { w, store, ids } = await mountPanel()
    await store.dispatch({ type: 'buy', player: ids.Cem, property: 'Seilbahn' })
    await tap(w, 'Rent from Anna')
    await tap(w, /^Seilbahn/)
    const group = w.find('[role="radiogroup"][aria-label="Dice total"]')
    expect(group.findAll('[role="radio"]').map((r) => r.attributes('aria-label'))).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => `Dice total ${n}`),
    )
    await tap(w, /Roll in the app/)
    const checked = group.findAll('[role="radio"][aria-checked="true"]')
    expect(checked).toHaveLength(1)
    const n = Number(checked[0]?.text())
    expect(n).toBeGreaterThanOrEqual(2)
    expect(n).toBeLessThanOrEqual(12)
    expect(w.find('[data-testid="rent-amount"]').text()).toContain('Anna pays')
  })
})
