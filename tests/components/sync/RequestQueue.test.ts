// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import RequestQueue from '@/components/sync/RequestQueue.vue'
import { BANK } from '@/domain/ledger/types'
import { SYNC_VERSION } from '@/domain/sync/types'
import { channelPair } from '@/net/loopback'
import { testI18n } from '../../helpers/i18n'
import { connect, settle, startTable, until } from '../../stores/tableHelpers'

vi.mock('@/net/rtc', () => import('../../stores/tableFakeRtc'))

const money = (n: number) => `€${n.toLocaleString('en')}`
const names: Record<string, string> = { [BANK]: 'Bank', p1: 'Anna', p2: 'Ben', p3: 'Cem' }

/** The bank's game screen's queue over the real table store, with a phone (its own Pinia) joined as Anna. */
async function table(locale: 'en' | 'de' = 'en') {
  const t = await startTable()
  connect(t.table, t.phone)
  await until(() => t.phone.phase === 'connected')
  await t.phone.claim('p1')
  await until(() => t.table.peers[0]?.playerName === 'Anna')
  const w = mount(RequestQueue, {
    props: {
      money,
      accountName: (id: string) => names[id] ?? id,
      errorText: (e: unknown) => `reason ${(e as { code?: string }).code ?? String(e)}`,
      salary: 200,
    },
    global: { plugins: [t.bankPinia, testI18n(locale)] },
  })
  return { ...t, w }
}

describe('RequestQueue: a phone’s request on the bank’s game screen', () => {
  it('shows nothing while no request waits', async () => {
    const t = await table()
    expect(t.w.find('section').exists()).toBe(false)
  })

  it('a request appears as a card; Confirm books it through the game store, the card goes and the phone learns it', async () => {
    const t = await table()
    const before = t.bank.state!.balances
    const asked = t.phone.request({ type: 'pay', from: 'p1', to: BANK, amount: 200 })
    await until(() => t.table.requests.length === 1)
    await settle()
    const card = t.w.get('[aria-label="Requests from the phones"] article')
    expect(card.text()).toContain('Anna (Phone 1) asks: pay €200 to Bank')
    await card
      .findAll('button')
      .find((b) => b.text() === 'Confirm')!
      .trigger('click')
    expect(await asked).toMatchObject({ status: 'confirmed' })
    await settle()
    expect(t.w.find('article').exists()).toBe(false)
    expect(t.table.requests).toEqual([])
    // exactly the entry a tap would have written, and the bank's balances after it
    const booked = t.w.emitted('booked')!
    expect(booked).toHaveLength(1)
    expect(t.bank.recent[0]).toEqual(booked[0]![0])
    expect(t.bank.state!.balances).toEqual({ ...before, p1: before.p1! - 200, [BANK]: before[BANK]! + 200 })
  })

  it('Decline writes nothing; the phone sees it was declined', async () => {
    const t = await table('de')
    const head = t.bank.head
    const asked = t.phone.request({ type: 'salary', player: 'p1' })
    await until(() => t.table.requests.length === 1)
    await settle()
    expect(t.w.get('article').text()).toContain('Anna (Handy 1) fragt nach Gehalt (€200)')
    await t.w
      .findAll('button')
      .find((b) => b.text() === 'Ablehnen')!
      .trigger('click')
    expect(await asked).toMatchObject({ status: 'declined' })
    await settle()
    expect(t.w.find('article').exists()).toBe(false)
    expect(t.bank.head).toBe(head)
  })

  it('a request the rules refuse says why on the bank and on the phone, and books nothing', async () => {
    const t = await table()
    const head = t.bank.head
    const asked = t.phone.request({ type: 'pay', from: 'p1', to: 'p2', amount: 1_000_000 })
    await until(() => t.table.requests.length === 1)
    await settle()
    await t.w
      .findAll('button')
      .find((b) => b.text() === 'Confirm')!
      .trigger('click')
    const answer = await asked
    expect(answer).toMatchObject({ status: 'refused', code: 'insufficientFunds' })
    await settle()
    expect(t.w.get('[role="alert"]').text()).toBe(
      'Anna (Phone 1) asks: pay €1,000,000 to Ben – not booked: reason insufficientFunds',
    )
    expect(t.w.find('article').exists()).toBe(false)
    expect(t.bank.head).toBe(head)
    await t.w.get('[role="alert"] button').trigger('click')
    expect(t.w.find('[role="alert"]').exists()).toBe(false)
  })

  it('a second phone asking to be a player who has a phone names that phone; Let in gives it the player (issue 38)', async () => {
    const t = await table()
    // a second phone speaks the protocol by hand (one database here holds one phone's copies)
    const [bankEnd, phoneEnd] = channelPair()
    const got: { t: string }[] = []
    phoneEnd.onMessage((m) => got.push(JSON.parse(m as string) as { t: string }))
    t.table.attach(bankEnd, 'two')
    phoneEnd.send({ t: 'hello', v: SYNC_VERSION, token: 'two', device: 'second', game: null, lastSeq: 0, undone: [] })
    await until(() => t.table.peers.length === 2)
    phoneEnd.send({ t: 'claim', player: 'p1' })
    await until(() => t.table.requests.length === 1)
    await settle()
    const card = t.w.get('article')
    expect(card.text()).toContain('Phone 2 asks to play as Anna, who plays on another phone already')
    await card
      .findAll('button')
      .find((b) => b.text() === 'Let in')!
      .trigger('click')
    await until(() => got.filter((m) => m.t === 'claimed').length === 2, 'let in')
    expect(t.table.peers[1]?.player).toBe('p1')
    expect(got.filter((m) => m.t === 'claimed').at(-1)).toEqual({ t: 'claimed', player: 'p1' })
  })

  it('compact: the oldest request as a card, the others behind one button that lists them all in a sheet (issue 38)', async () => {
    const t = await table()
    void t.phone.request({ type: 'salary', player: 'p1' })
    void t.phone.request({ type: 'pay', from: 'p1', to: 'p2', amount: 10 })
    void t.phone.request({ type: 'pay', from: 'p1', to: 'p3', amount: 20 })
    await until(() => t.table.requests.length === 3)
    await settle()
    expect(t.w.findAll('article')).toHaveLength(1)
    expect(t.w.get('article').text()).toContain('Anna (Phone 1) asks for salary')
    const more = t.w.findAll('button').find((b) => b.text() === '2 more requests waiting')!
    await more.trigger('click')
    await settle()
    const sheet = document.body.querySelector('[role="dialog"] ul[aria-label="Requests from the phones"]')!
    expect([...sheet.querySelectorAll('.request-text')].map((p) => p.textContent)).toEqual([
      'Anna (Phone 1) asks for salary (€200)',
      'Anna (Phone 1) asks: pay €10 to Ben',
      'Anna (Phone 1) asks: pay €20 to Cem',
    ])
    const decline = [...sheet.querySelectorAll('li')][2]!.querySelectorAll('button')[1]! as HTMLButtonElement
    decline.click()
    await until(() => t.table.requests.length === 2)
    await settle()
    expect(t.w.findAll('button').find((b) => b.text() === '1 more request waiting')).toBeDefined()
    t.w.unmount()
  })
})
