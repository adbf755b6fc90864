// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { createMemoryHistory, createRouter } from 'vue-router'
import RequestBanner from '@/components/sync/RequestBanner.vue'
import { routes } from '@/modules/router'
import { testI18n } from '../../helpers/i18n'
import { connect, settle, startTable, until } from '../../stores/tableHelpers'

vi.mock('@/net/rtc', () => import('../../stores/tableFakeRtc'))

describe('RequestBanner: waiting requests on the bank’s other screens (issue 38)', () => {
  it('says how many requests wait, plural-correct in both languages, with the way back to the game', async () => {
    const t = await startTable()
    connect(t.table, t.phone)
    await until(() => t.phone.phase === 'connected')
    await t.phone.claim('p1')
    await until(() => t.table.peers[0]?.player === 'p1')
    const router = createRouter({ history: createMemoryHistory(), routes })
    const en = mount(RequestBanner, { global: { plugins: [t.bankPinia, testI18n('en'), router] } })
    const de = mount(RequestBanner, { global: { plugins: [t.bankPinia, testI18n('de'), router] } })
    expect(en.find('p').exists()).toBe(false)
    void t.phone.request({ type: 'salary', player: 'p1' })
    await until(() => t.table.requests.length === 1)
    await settle()
    expect(en.get('[role="status"] span').text()).toBe('A phone’s request is waiting')
    expect(de.get('[role="status"] span').text()).toBe('Eine Anfrage eines Handys wartet')
    expect(en.get('a').attributes('href')).toBe(`/game/${t.bankId}`)
    void t.phone.request({ type: 'pay', from: 'p1', to: 'p2', amount: 5 })
    await until(() => t.table.requests.length === 2)
    await settle()
    expect(en.get('[role="status"] span').text()).toBe('2 requests from the phones are waiting')
    expect(de.get('[role="status"] span').text()).toBe('2 Anfragen der Handys warten')
  })
})
