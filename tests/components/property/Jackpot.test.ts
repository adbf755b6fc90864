// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { JACKPOT } from '@/domain/games/property/state'
import { alerts, button, mountPanel, settle, tap } from './helpers'

describe('property panel: the Frei Parken pot', () => {
  it('shows the pot with its amount when the option is on, and pays it to the player named in 2 taps; empty, it cannot be collected', async () => {
    const { w, store, ids } = await mountPanel('monopolyDe', { freeParkingJackpot: true })
    // empty at the start: shown, not collectable
    const empty = await button(w, 'Frei Parken pot: €0, collect')
    expect(empty.attributes('disabled')).toBeDefined()

    // a tax goes into the pot (rule pack), the panel shows it
    await store.dispatch({ type: 'tax', player: ids.Anna, space: 'Einkommensteuer' })
    await settle()
    expect(w.find('[data-testid="jackpot"]').text()).toBe('€200')
    const before = { ...store.state!.balances }

    // tap 1: the pot; tap 2: the player who collects
    await tap(w, 'Frei Parken pot: €200, collect')
    expect(w.find('[role="dialog"]').text()).toContain('Who collects the pot (€200)?')
    await tap(w, 'Ben collects €200')
    expect(alerts(w)).toEqual([])
    expect(w.find('[role="dialog"]').exists()).toBe(false)
    expect(store.state!.balances).toEqual({ ...before, [ids.Ben]: (before[ids.Ben] ?? 0) + 200, [JACKPOT]: 0 })
    expect((await button(w, 'Frei Parken pot: €0, collect')).attributes('disabled')).toBeDefined()
  })

  it('shows no pot when the option is off', async () => {
    const { w } = await mountPanel('monopolyDe')
    await button(w, 'Buy')
    expect(w.find('[data-testid="jackpot"]').exists()).toBe(false)
  })
})
