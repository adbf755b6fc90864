// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { createMemoryHistory, createRouter } from 'vue-router'
import { useGameStore } from '@/stores/game'
import { routes } from '@/modules/router'
import { formatMoney } from '@/domain/money'
import { loadModule } from '@/domain/games'
import { freePlayConfig } from '@/domain/games/freePlay'
import type { GameConfig } from '@/domain/games/types'
import { useJoinedStore } from '@/stores/joined'
import { RuleError } from '@/domain/errors'
import { SYNC_VERSION } from '@/domain/sync/types'
import { channelPair } from '@/net/loopback'
import { testI18n } from '../../helpers/i18n'
import { connect, startTable, until } from '../../stores/tableHelpers'

import { Host, waitFor } from './helpers'

vi.mock('@/net/rtc', () => import('../../stores/tableFakeRtc'))

/** A phone joined as Anna, its copy in step with a few of the bank's actions, and the phone's game screen (the app's routes) on the copy. */
async function replicaScreen(locale: 'en' | 'de' = 'en', claim = true, config?: GameConfig) {
  const t = await startTable(config)
  connect(t.table, t.phone)
  await until(() => t.phone.phase === 'connected')
  if (claim) await t.phone.claim('p1')
  await t.bank.dispatch({ type: 'pay', from: 'p1', to: 'p2', amount: 40 })
  if (t.bank.config?.options.salary) await t.bank.dispatch({ type: 'salary', player: 'p1' })
  const replicaId = t.phone.replicaId!
  const router = createRouter({ history: createMemoryHistory(), routes })
  await router.push(`/game/${replicaId}`)
  const w = mount(Host, { global: { plugins: [t.phonePinia, testI18n(locale), router] }, attachTo: document.body })
  const screen = useGameStore(t.phonePinia)
  await waitFor(
    () => w.text().includes(locale === 'en' ? 'Copy of the bank’s game' : 'Kopie des Bank-Spiels'),
    'the copy screen',
  )
  // the copy follows the bank: both actions are in
  await waitFor(() => screen.head?.nextSeq === t.bank.head?.nextSeq, 'the copy to catch up')
  return { ...t, w, router, screen, replicaId }
}

describe('the copy’s game screen (a joined phone)', () => {
  it('shows the claimed player’s balance large, the ranking and the connection, marked as a copy', async () => {
    const t = await replicaScreen()
    const anna = t.bank.state!.balances.p1!
    await waitFor(
      () => t.w.find('[data-testid="copy-balance"]').text() === formatMoney(anna, 'en', '€'),
      'Anna’s balance',
    )
    expect(t.w.get('#me-h').text()).toMatch(/Balance of Anna$/)
    expect(t.w.get('#copy-h').text()).toBe('Copy of the bank’s game')
    expect(t.w.get('[role="status"]').text()).toBe('Connected')
    const ranking = t.w
      .get('ol[aria-labelledby="rank-h"]')
      .findAll('li')
      .map((li) => li.find('.rank-name').text())
    expect(new Set(ranking)).toEqual(new Set(['Anna', 'Ben', 'Cem']))
    // the way to the history, charts, standings and his statement
    const links = t.w.findAll('a').map((a) => a.attributes('href'))
    expect(links).toEqual(
      expect.arrayContaining([
        `/game/${t.replicaId}/history`,
        `/game/${t.replicaId}/charts`,
        `/game/${t.replicaId}/over`,
        `/game/${t.replicaId}/statement/p1`,
      ]),
    )
    t.w.unmount()
  })

  it('has no control that writes: no undo, redo, Pay, salary or balance buttons, only the requests', async () => {
    const t = await replicaScreen()
    const buttons = t.w.findAll('button').map((b) => b.attributes('aria-label') ?? b.text())
    expect(buttons).toEqual(['Request a payment', 'Ask for salary'])
    expect(t.w.text()).not.toContain('Invite a player')
    // and the history screen of the copy has no undo/redo bar
    await t.router.push(`/game/${t.replicaId}/history`)
    await waitFor(() => t.w.text().includes('entries'), 'the history')
    expect(
      t.w
        .findAll('button')
        .map((b) => b.attributes('aria-label') ?? b.text())
        .filter((n) => /undo|redo/i.test(n)),
    ).toEqual([])
    t.w.unmount()
  })

  it('offers no salary request in free play set up without a salary, only a payment', async () => {
    const t = await replicaScreen(
      'en',
      true,
      freePlayConfig({
        players: [
          { id: 'p1', name: 'Anna' },
          { id: 'p2', name: 'Ben' },
          { id: 'p3', name: 'Cem' },
        ],
        salary: 0,
        startingCapital: 1500,
      }),
    )
    expect(t.w.findAll('button').map((b) => b.attributes('aria-label') ?? b.text())).toEqual(['Request a payment'])
    t.w.unmount()
  })

  it('a request from the copy reaches the bank and shows its status', async () => {
    const t = await replicaScreen('de')
    await t.w
      .findAll('button')
      .find((b) => b.text() === 'Gehalt anfragen')!
      .trigger('click')
    await until(() => t.table.requests.length === 1)
    await waitFor(() => t.w.text().includes('wartet auf die Bank'), 'waiting')
    await t.table.confirm(t.table.requests[0]!.id)
    await waitFor(() => t.w.text().includes('bestätigt'), 'confirmed')
    t.w.unmount()
  })

  it('asks "Who are you?" when the phone has not chosen, and shows that player once chosen', async () => {
    const t = await replicaScreen('en', false)
    expect(t.w.find('[data-testid="copy-balance"]').exists()).toBe(false)
    expect(t.w.get('#who-h').text()).toBe('Who are you?')
    await t.w
      .findAll('button')
      .find((b) => b.text().includes('Ben'))!
      .trigger('click')
    await waitFor(() => t.w.find('[data-testid="copy-balance"]').exists(), 'Ben’s card')
    expect(t.w.find('[data-testid="copy-balance"]').text()).toBe(formatMoney(t.bank.state!.balances.p2!, 'en', '€'))
    await until(() => t.table.peers[0]?.playerName === 'Ben')
    t.w.unmount()
  })

  it('a choice of player the copy could not store says why, beside the choice', async () => {
    const t = await replicaScreen('en', false)
    const joined = useJoinedStore(t.phonePinia)
    joined.claim = () => Promise.reject(new RuleError('storageFailed'))
    await t.w
      .findAll('button')
      .find((b) => b.text().includes('Ben'))!
      .trigger('click')
    await waitFor(() => t.w.find('.copy-who [role="alert"]').exists(), 'the refusal')
    expect(t.w.find('[data-testid="copy-balance"]').exists()).toBe(false)
    t.w.unmount()
  })

  it('a player who plays on another phone already: the choice is refused in words, in German too (issue 38)', async () => {
    const t = await replicaScreen('de', false)
    // another phone (by hand) holds Ben
    const [bankEnd, phoneEnd] = channelPair()
    t.table.attach(bankEnd, 'other')
    phoneEnd.send({
      t: 'hello',
      v: SYNC_VERSION,
      token: 'other',
      device: 'other-phone',
      game: null,
      lastSeq: 0,
      undone: [],
    })
    await until(() => t.table.peers.length === 2)
    phoneEnd.send({ t: 'claim', player: 'p2' })
    await until(() => t.table.peers[1]?.player === 'p2')
    await t.w
      .findAll('button')
      .find((b) => b.text().includes('Ben'))!
      .trigger('click')
    await waitFor(() => t.w.find('.copy-who [role="alert"]').exists(), 'the refusal')
    expect(t.w.get('.copy-who [role="alert"]').text()).toBe(
      'Ben spielt an diesem Tisch schon auf einem anderen Handy. Die Bank muss dieses Handy auch als Ben zulassen: Frag die Bank.',
    )
    expect(t.w.find('[data-testid="copy-balance"]').exists()).toBe(false)
    t.w.unmount()
  })

  it('says the connection is lost, with the way back to a new invite', async () => {
    const t = await replicaScreen()
    t.table.drop(t.table.peers[0]!.device)
    await waitFor(() => t.w.text().includes('Connection lost – scan a new invite'), 'lost')
    expect(t.w.text()).toContain('The bank ended this phone’s connection.')
    const back = t.w.findAll('a').find((a) => a.text() === 'Scan a new invite')!
    expect(back.attributes('href')).toBe(`/join?copy=${t.bankId}`)
    expect(t.w.findAll('button').every((b) => b.attributes('disabled') !== undefined)).toBe(true)
    t.w.unmount()
  })

  it('DKT: his properties with their buildings and mortgages, and what his worth is made of, as the bank books them', async () => {
    const dkt = await loadModule('dkt')
    const t = await startTable(
      dkt.parseConfig({
        players: ['Anna', 'Ben', 'Cem'].map((name, i) => ({
          id: `p${i + 1}`,
          name,
          color: ['#c00', '#0a0', '#00c'][i]!,
        })),
      }),
    )
    connect(t.table, t.phone)
    await until(() => t.phone.phase === 'connected')
    await t.phone.claim('p1')
    for (const p of ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße'])
      await t.bank.dispatch({ type: 'buy', player: 'p1', property: p })
    await t.bank.dispatch({ type: 'build', property: ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße'] })
    await t.bank.dispatch({ type: 'buy', player: 'p2', property: 'Murplatz' })
    const router = createRouter({ history: createMemoryHistory(), routes })
    await router.push(`/game/${t.phone.replicaId}`)
    const w = mount(Host, { global: { plugins: [t.phonePinia, testI18n('en'), router] }, attachTo: document.body })
    const screen = useGameStore(t.phonePinia)
    await waitFor(
      () => screen.head?.nextSeq === t.bank.head?.nextSeq && w.find('.holdings').exists(),
      'the copy with Anna’s properties',
    )
    const rows = w.findAll('.holdings li').map((li) => li.text())
    expect(rows).toEqual(['Amtsplatz1 house', 'Arlbergstraße1 house', 'Rathausstraße1 house'])
    // the worth breakdown is the module's, part by part
    const parts = w.findAll('.parts .part').map((p) => [p.get('dt').text(), p.get('dd').text()])
    const expected = dkt.worthBreakdown!(t.bank.state as never, t.bank.config as never).p1!.filter(
      (x) => x.amount !== 0 || x.part === 'cash',
    )
    expect(parts.map(([label]) => label)).toEqual(
      expected.map(
        (x) =>
          ({ cash: 'Cash', properties: 'Properties', buildings: 'Buildings', mortgages: 'Mortgages with interest' })[
            x.part as 'cash'
          ],
      ),
    )
    expect(parts.map(([, amount]) => amount)).toEqual(expected.map((x) => formatMoney(x.amount, 'en', '€')))
    // the bank undoes Ben's purchase and the building round: the copy follows
    await t.bank.undo()
    await t.bank.undo()
    await waitFor(() => w.findAll('.holdings li').every((li) => !li.text().includes('house')), 'the undone houses')
    w.unmount()
  })
})
