// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import type { DiscretionAction } from '@/domain/games/discretion/types'
import { mountWithApp } from '../../helpers/mount'
import { Host, byText, startGame, useFreshDb } from './helpers'

/** The doc example: Ann owns A with Housing (0,2) and Offices (1,2), Ben owns B with 2-acre Shops (0,3)+(1,3). */
const DOC_EXAMPLE: DiscretionAction[] = [
  { type: 'auction', plot: 'A', winner: 'p1', price: 1_000_000 },
  { type: 'auction', plot: 'B', winner: 'p2', price: 900_000 },
  // only the active player builds (issue 12): the build-only round passes the turn
  { type: 'build', player: 'p1', buildingType: 'housing', cells: [[0, 2]], passTurn: true },
  {
    type: 'build',
    player: 'p2',
    buildingType: 'shops',
    cells: [
      [0, 3],
      [1, 3],
    ],
    passTurn: true,
  },
  { type: 'build', player: 'p1', buildingType: 'offices', cells: [[1, 2]] },
]

function lines(w: VueWrapper): string[] {
  return w.findAll('.disc-line').map((l) => l.find('.disc-line-head').text())
}
describe('Discretion card confirm sheet (previewAction: every line clockwise from the active player)', () => {
  useFreshDb()

  it('Housing Rent, a card without choices: 2 taps (card, confirm) pay every owner at once', async () => {
    const w = await mountWithApp(Host)
    const store = await startGame(DOC_EXAMPLE)
    await vi.waitFor(() => expect(w.find('.disc-card-grid').exists()).toBe(true))
    const before = store.state
    // tap 1: the card
    await byText(w, '.disc-card-btn', 'Housing Rent').trigger('click')
    expect(w.find('[role="dialog"]').attributes('aria-label')).toBe('Event card: Housing Rent')
    expect(lines(w)).toEqual(['Annactivereceives 200,000', 'Bennothing'])
    expect(w.find('.disc-items').text()).toBe('Rent · Housing at Abbey Fields, north-east square: +200,000')
    // opening the sheet changes nothing
    expect(store.state).toBe(before)
    // tap 2: confirm — the whole card is settled and the turn passes with it (default)
    await byText(w, '.disc-card-sheet button', 'Confirm').trigger('click')
    await vi.waitFor(() => expect(store.state?.balances.p1).toBe(700_000))
    expect(store.state?.balances).toEqual({ bank: (before?.balances.bank ?? 0) - 200_000, p1: 700_000, p2: 1_100_000 })
    expect((store.state?.data as { active: string }).active).toBe('p2')
    // and the sheet closed: no third tap needed
    await vi.waitFor(() => expect(w.find('.disc-card-sheet').exists()).toBe(false))
  })

  it('Interest: each borrower pays by default, and may repay instead (choice with the default pay)', async () => {
    const w = await mountWithApp(Host, { props: { card: 'interest' } })
    const store = await startGame([
      { type: 'auction', plot: 'A', winner: 'p1', price: 0 },
      ...DOC_EXAMPLE.slice(1),
      { type: 'build', player: 'p1', buildingType: 'industry', cells: [[2, 2]] },
      { type: 'bankLoan', player: 'p1' },
    ])
    await vi.waitFor(() => expect(w.find('.disc-lines').exists()).toBe(true))
    expect(lines(w)).toEqual(['Annactivepays 100,000', 'Bennothing'])
    expect(w.find('output').text()).toBe('0 / 1')
    await w.get('button[aria-label="Repay one loan more (Ann)"]').trigger('click')
    expect(lines(w)[0]).toBe('Annactivepays 600,000')
    await byText(w, 'button', 'Confirm').trigger('click')
    await vi.waitFor(() => expect((store.state?.data as { bankLoans: Record<string, number> }).bankLoans.p1).toBe(0))
  })

  it('a player short of cash is shown in red with what he can do; the card cannot be confirmed until he raises cash', async () => {
    const w = await mountWithApp(Host, { props: { card: 'housingTax' } })
    const store = await startGame([
      { type: 'auction', plot: 'A', winner: 'p1', price: 1_950_000 },
      { type: 'build', player: 'p1', buildingType: 'housing', cells: [[0, 0]] },
      { type: 'setYear', year: 2 },
    ])
    await vi.waitFor(() => expect(w.find('.disc-lines').exists()).toBe(true))
    expect(lines(w)).toEqual(['Annactivepays 100,000', 'Bennothing'])
    expect(w.find('.disc-line.short').exists()).toBe(true)
    // issue 12: the remedies Discretion has (no mortgages, no sale of buildings)
    expect(w.find('.disc-short[role="alert"]').text()).toBe(
      'Ann is 50,000 short: raise cash first (demolish buildings at 100,000 each, a loan, the loan shark) or declare bankruptcy.',
    )
    expect(w.text()).toContain('Ann is 50,000 short')
    const confirm = byText(w, 'button', 'Confirm')
    expect(confirm.attributes('disabled')).toBeDefined()
    // one loan-shark loan covers it
    await byText(w, 'button', 'Loan shark ×1 (+100,000)').trigger('click')
    await vi.waitFor(() => expect(store.state?.balances.p1).toBe(150_000))
    await vi.waitFor(() => expect(w.find('.disc-line.short').exists()).toBe(false))
    expect(byText(w, 'button', 'Confirm').attributes('disabled')).toBeUndefined()
  })

  it("Extra Harvest offers the active player's undeveloped plots with the best harvest as the default", async () => {
    const w = await mountWithApp(Host, { props: { card: 'extraHarvest' } })
    const store = await startGame([
      { type: 'auction', plot: 'A', winner: 'p1', price: 0 },
      { type: 'auction', plot: 'F', winner: 'p1', price: 0 },
    ])
    await vi.waitFor(() => expect(w.find('.disc-lines').exists()).toBe(true))
    const radios = w.findAll('[role="radiogroup"][aria-label="Plot to harvest"] [role="radio"]')
    expect(radios.map((r) => `${r.text()}:${r.attributes('aria-checked')}`)).toEqual([
      '1 · Abbey Fields:true',
      '6 · Fenwick Marsh:false',
    ])
    expect(lines(w)[0]).toBe('Annactivereceives 360,000')
    await radios[1]!.trigger('click')
    expect(lines(w)[0]).toBe('Annactivereceives 200,000')
    await byText(w, 'button', 'Confirm').trigger('click')
    await vi.waitFor(() => expect(store.state?.balances.p1).toBe(2_700_000))
  })
})
