// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h, type PropType } from 'vue'
import { useGameStore } from '@/stores/game'
import { useFormat } from '@/composables/useFormat'
import type { Cell, DiscretionAction, DiscretionData } from '@/domain/games/discretion/types'
import SquareSheet from '@/components/games/discretion/SquareSheet.vue'
import { mountWithApp } from '../../helpers/mount'
import { Host, byText, startGame, useFreshDb } from './helpers'

// Issue 14: the square sheet of a builder short of cash offers the remedies inline and stores the
// remedy with the build in ONE dispatch; a demolition asks once, saying what is lost.

/** Every action the sheet dispatches, in order (then through the store). */
const sent: DiscretionAction[] = []

const SquareHost = defineComponent({
  props: { cell: { type: Array as unknown as PropType<Cell>, required: true } },
  setup(props) {
    const store = useGameStore()
    const fmt = useFormat(() => store.config)
    const run = (a: DiscretionAction) => {
      sent.push(a)
      return store.dispatch(a)
    }
    return () =>
      store.state
        ? h(SquareSheet, { fmt, run, cell: props.cell, onClose: () => {}, onAuction: () => {} })
        : h('p', 'loading')
  },
})

const data = (store: ReturnType<typeof useGameStore>) => store.state?.data as DiscretionData

describe('Discretion square sheet: short of cash, the remedy and the build in one confirm', () => {
  useFreshDb()

  it('loan shark: 2 units for a 180,000 shortfall, one dispatch, one entry; the bank loan says why not', async () => {
    sent.length = 0
    const w = await mountWithApp(SquareHost, { props: { cell: [0, 0] } })
    const store = await startGame([{ type: 'auction', plot: 'A', winner: 'p1', price: 2_180_000 }])
    await vi.waitFor(() => expect(w.find('.disc-build').exists()).toBe(true))
    await w.get('[role="radio"][aria-label^="Housing:"]').trigger('click')
    expect(w.get('.disc-remedies .disc-short').text()).toBe(
      'Ann has 320,000 and the building costs 500,000: 180,000 short.',
    )
    // no buildings: the bank loan is refused with the rule's reason, the loan shark is offered
    expect(w.find('.disc-why').text()).toContain('Bank loan +500,000: Ann: buildings 0, loans 0')
    const shark = w.get('[role="radio"][aria-label="Loan shark ×2 +200,000, repaid with 400,000"]')
    expect(w.get('.disc-build button[type="submit"]').text()).toBe('180,000 short: choose how to pay')
    expect(w.get('.disc-build button[type="submit"]').attributes('disabled')).toBeDefined()
    await shark.trigger('click')
    const before = store.state!
    await byText(w, '.disc-build button', 'Build Housing with 2 loan-shark loans').trigger('submit')
    await vi.waitFor(() => expect(data(store).buildings.b1).toBeDefined())
    expect(sent).toEqual([
      { type: 'build', player: 'p1', buildingType: 'housing', cells: [[0, 0]], finance: { sharkLoans: 2 } },
    ])
    expect(store.state).toEqual({
      balances: { ...before.balances, bank: (before.balances.bank ?? 0) + 300_000, p1: 20_000 },
      data: {
        ...(before.data as DiscretionData),
        buildings: { b1: { type: 'housing', cells: [[0, 0]] } },
        nextBuilding: 2,
        sharkLoans: { p1: 2, p2: 0 },
      },
    })
    expect(store.recent[0]?.kind).toBe('build')
  })

  it('demolition asks once: the first tap says what is lost and changes nothing, the second demolishes', async () => {
    sent.length = 0
    const w = await mountWithApp(SquareHost, { props: { cell: [0, 0] } })
    const store = await startGame([
      { type: 'auction', plot: 'A', winner: 'p1', price: 0 },
      { type: 'build', player: 'p1', buildingType: 'housing', cells: [[0, 0]] },
      { type: 'build', player: 'p1', buildingType: 'offices', cells: [[0, 1]] },
    ])
    await vi.waitFor(() => expect(w.find('.disc-building-info').exists()).toBe(true))
    const before = store.state
    await byText(w, 'button', 'Demolish (+100,000)').trigger('click')
    expect(store.state).toBe(before)
    expect(sent).toEqual([])
    expect(w.get('.disc-loss').text()).toContain('Ann gives up Housing at Abbey Fields')
    expect(w.get('.disc-loss').text()).toContain('worth 500,000; the bank pays 100,000: 400,000 less in net assets.')
    expect(w.get('.disc-loss-rent').text()).toBe(
      "Rent lost: 100,000. Ann's other buildings earn 100,000 less afterwards.",
    )
    // "Keep it" takes the question back
    await byText(w, 'button', 'Keep it').trigger('click')
    expect(w.find('.disc-loss').exists()).toBe(false)
    await byText(w, 'button', 'Demolish (+100,000)').trigger('click')
    await byText(w, 'button', 'Yes, demolish Housing: 400,000 lost').trigger('click')
    await vi.waitFor(() => expect(data(store).buildings.b1).toBeUndefined())
    expect(sent).toEqual([{ type: 'demolish', player: 'p1', buildings: ['b1'], autoRepay: true }])
  })
})

describe('Discretion auction sheet: no bid in one tap, the Year card count', () => {
  useFreshDb()

  it('shows the auctions held of the 7 before Year One; No bid records at once without passing the turn', async () => {
    const w = await mountWithApp(Host, { props: { card: 'auction' } })
    const store = await startGame([{ type: 'auction', plot: 'A', winner: 'p1', price: 0 }])
    await vi.waitFor(() => expect(w.find('[data-testid="year-auctions"]').exists()).toBe(true))
    expect(w.get('[data-testid="year-auctions"]').text()).toBe('Auctions of the Year card: 1 of 7')
    // a Year card auction: the turn stays
    expect((w.get('.check input').element as HTMLInputElement).checked).toBe(false)
    expect(w.get('.disc-no-bid').attributes('disabled')).toBeDefined()
    await w.get('[role="radio"][aria-label^="2 · Brookside"]').trigger('click')
    expect(w.get('[data-testid="title-card"]').text()).toContain('2 · Brookside')
    await w.get('.disc-no-bid').trigger('click')
    await vi.waitFor(() => expect(store.recent[0]?.kind).toBe('auctionNoBid'))
    expect(store.recent[0]?.info).toMatchObject({ plot: 'B', noBid: true })
    expect(store.recent[0]?.info).not.toHaveProperty('eventCard')
    expect(data(store).active).toBe('p1')
    expect(data(store).titles).toEqual({ A: 'p1' })
  })
})
