// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import type { useGameStore } from '@/stores/game'
import type { DiscretionData } from '@/domain/games/discretion/types'
import { mountWithApp } from '../../helpers/mount'
import { Host, byText, startGame, useFreshDb } from './helpers'

// Issue 12 in the Discretion screens: the build-only round, End of Year, Interest, Extra Rent, land-tax rate.

const data = (store: ReturnType<typeof useGameStore>) => store.state?.data as DiscretionData
const lineOf = (w: VueWrapper, name: string) => w.get(`[aria-label="Line of ${name}"]`)

describe('Discretion screens follow the turn and card rules (issue 12)', () => {
  useFreshDb()

  it('build-only round: walked through clockwise, then the first player draws; a build by another player is refused', async () => {
    const w = await mountWithApp(Host)
    const store = await startGame([
      { type: 'auction', plot: 'A', winner: 'p1', price: 0 },
      { type: 'auction', plot: 'C', winner: 'p2', price: 0 },
      // the rest of the Year card's 7 auctions without a bid: then the round is due (issue 35)
      ...Array.from({ length: 5 }, () => ({ type: 'auction' as const, plot: 'E', winner: null })),
    ])
    await vi.waitFor(() => expect(w.find('.disc-round').exists()).toBe(true))
    expect(w.get('.disc-round').text()).toContain('clockwise: Ann → Ben')
    expect(w.get('.disc-round-now').text()).toBe('Ann builds now (tap their squares on the map).')
    await byText(w, '.disc-round button', 'Ann is done: Ben builds').trigger('click')
    await vi.waitFor(() => expect(data(store).active).toBe('p2'))
    await byText(w, '.disc-round button', 'Ben is done: Ann draws the first card').trigger('click')
    await vi.waitFor(() => expect(data(store).active).toBe('p1'))
    await vi.waitFor(() => expect(w.find('.disc-round').exists()).toBe(false))
    // Ben's square while it is Ann's turn: building is refused with the reason
    await w.get('button[aria-label^="Castle Hill, north-west square,"]').trigger('click')
    await byText(w, '.disc-build [role="radio"]', 'Housing 0').trigger('click')
    expect(w.get('.disc-build [role="alert"]').text()).toBe(
      'Ben is not the active player (Ann): only the active player may build, demolish or take a bank loan; other players borrow only to pay a tax card they are short for.',
    )
    expect(w.get('.disc-build button[type="submit"]').attributes('disabled')).toBeDefined()
  })

  it('End of Year: the turn stays; a short player is offered only the loan shark for what he lacks, the new loan is not charged', async () => {
    const w = await mountWithApp(Host, { props: { card: 'endOfYear' } })
    const store = await startGame([
      { type: 'otherCard', payments: { p2: -2_400_000 } },
      { type: 'sharkLoan', player: 'p2', for: { type: 'otherCard', payments: { p2: -200_000 } } },
      { type: 'otherCard', payments: { p2: -200_000 } },
      { type: 'passTurn' },
    ])
    await vi.waitFor(() => expect(w.find('.disc-lines').exists()).toBe(true))
    expect(w.find('input[type="checkbox"]').exists()).toBe(false)
    expect(w.text()).toContain('Ben drew the card and starts Year 2: the turn does not pass.')
    expect(lineOf(w, 'Ben').text()).toContain('pays 100,000')
    expect(
      lineOf(w, 'Ben')
        .findAll('.disc-raise button')
        .map((b) => b.text()),
    ).toEqual(['Loan shark ×1 (+100,000)', 'Declare bankruptcy'])
    await byText(w, 'button', 'Loan shark ×1 (+100,000)').trigger('click')
    await vi.waitFor(() => expect(data(store).sharkLoans.p2).toBe(2))
    await vi.waitFor(() => expect(w.find('.disc-line.short').exists()).toBe(false))
    expect(lineOf(w, 'Ben').text()).toContain('pays 100,000')
    await byText(w, 'button', 'Confirm').trigger('click')
    await vi.waitFor(() => expect(data(store).year).toBe(2))
    expect(store.state?.balances.p2).toBe(0)
    expect(data(store).active).toBe('p2')
    expect(data(store).sharkLoans).toEqual({ p1: 0, p2: 2 })
  })

  it('Interest: the repayment stepper stops at what the player can afford', async () => {
    const w = await mountWithApp(Host, { props: { card: 'interest' } })
    await startGame([
      { type: 'auction', plot: 'A', winner: 'p1', price: 0 },
      { type: 'otherCard', payments: { p1: 2_000_000 } },
      { type: 'build', player: 'p1', buildingType: 'housing', cells: [[0, 0]] },
      { type: 'build', player: 'p1', buildingType: 'housing', cells: [[0, 1]] },
      { type: 'build', player: 'p1', buildingType: 'housing', cells: [[0, 2]] },
      { type: 'build', player: 'p1', buildingType: 'housing', cells: [[1, 0]] },
      { type: 'build', player: 'p1', buildingType: 'housing', cells: [[1, 1]] },
      { type: 'build', player: 'p1', buildingType: 'housing', cells: [[1, 2]] },
      { type: 'bankLoan', player: 'p1', count: 2 },
      // 2 loans: interest 200,000; cash 800,000 covers one repayment (700,000) but not two
      { type: 'otherCard', payments: { p1: -1_700_000 } },
    ])
    await vi.waitFor(() => expect(w.find('.disc-lines').exists()).toBe(true))
    const more = w.get('button[aria-label="Repay one loan more (Ann)"]')
    await more.trigger('click')
    expect(lineOf(w, 'Ann').text()).toContain('pays 700,000')
    expect(w.get('button[aria-label="Repay one loan more (Ann)"]').attributes('disabled')).toBeDefined()
    expect(w.find('.disc-line.short').exists()).toBe(false)
  })

  it('Extra Rent: the highlighted best building is confirmed as it is', async () => {
    const w = await mountWithApp(Host, { props: { card: 'extraRent' } })
    const store = await startGame([
      { type: 'auction', plot: 'A', winner: 'p1', price: 0 },
      { type: 'build', player: 'p1', buildingType: 'housing', cells: [[0, 0]] },
      { type: 'build', player: 'p1', buildingType: 'offices', cells: [[0, 1]] },
    ])
    await vi.waitFor(() => expect(w.find('.disc-lines').exists()).toBe(true))
    expect(w.find('[role="radio"][aria-checked="true"]').exists()).toBe(true)
    const confirm = byText(w, 'button', 'Confirm')
    expect(confirm.attributes('disabled')).toBeUndefined()
    await confirm.trigger('click')
    await vi.waitFor(() => expect(store.state?.balances.p1).toBe(1_600_000))
  })

  it('End of Year from Year 4: the rate entered at Land Tax is used, not asked again', async () => {
    const w = await mountWithApp(Host, { props: { card: 'endOfYear' } })
    const store = await startGame([
      { type: 'auction', plot: 'A', winner: 'p1', price: 0 },
      { type: 'setYear', year: 4 },
      { type: 'landTax', rate: 10_000 },
    ])
    await vi.waitFor(() => expect(w.find('.disc-lines').exists()).toBe(true))
    expect(w.find('input[inputmode="numeric"]').exists()).toBe(false)
    expect(w.get('[data-testid="rate-entered"]').text()).toBe(
      'Land-tax rate of Year 4: 10,000 (entered once, used by every card of the year)',
    )
    expect(lineOf(w, 'Ann').text()).toContain('receives 100,000')
    await byText(w, 'button', 'Confirm').trigger('click')
    await vi.waitFor(() => expect(data(store).year).toBe(5))
  })

  it("German: the Compulsory Auction button may break at its soft hyphen, yet its name and its sheet's heading are the word itself", async () => {
    const w = await mountWithApp(Host, {}, 'de')
    await startGame([])
    await vi.waitFor(() => expect(w.find('.disc-card-btn').exists()).toBe(true))
    const button = w.findAll('.disc-card-btn').find((b) => b.attributes('aria-label') === 'Zwangsversteigerung')!
    expect(button.text()).toBe('Zwangs\u00ADversteigerung')
    await button.trigger('click')
    await vi.waitFor(() => expect(w.findAll('h2').map((h) => h.text())).toContain('Zwangsversteigerung'))
  })
})
