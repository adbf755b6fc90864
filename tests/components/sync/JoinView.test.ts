// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { createMemoryHistory, createRouter } from 'vue-router'
import { routes } from '@/modules/router'
import { testI18n } from '../../helpers/i18n'
import { startTable, until } from '../../stores/tableHelpers'

import { Host, waitFor } from './helpers'

vi.mock('@/net/rtc', () => import('../../stores/tableFakeRtc'))
// a browser that can join (the fake transport above stands for its WebRTC); one without: the last test
beforeEach(() => vi.stubGlobal('RTCPeerConnection', class {}))

describe('JoinView: a phone joins the bank’s game', () => {
  it('invite text → Next → the answer to show → Who are you? → the copy’s screen, as that player', async () => {
    const t = await startTable()
    await t.table.startInvite()
    const router = createRouter({ history: createMemoryHistory(), routes })
    await router.push('/join')
    const w = mount(Host, { attachTo: document.body, global: { plugins: [t.phonePinia, testI18n('de'), router] } })
    await waitFor(() => w.text().includes('Schritt 1 von 3'), 'step 1')
    const field = (name: string) =>
      w.get(
        `#${w
          .findAll('label')
          .find((l) => l.text() === name)!
          .attributes('for')}`,
      )
    expect(w.findAll('button').map((b) => b.text())).toContain('Einladung scannen')
    await field('Einladungscode').setValue(t.table.invite!)
    await w
      .findAll('button')
      .find((b) => b.text() === 'Weiter')!
      .trigger('click')
    await waitFor(() => w.text().includes('Zeig das der Bank'), 'the answer')
    const answer = field('Antwortcode')
    expect(answer.attributes('readonly')).toBeDefined()
    expect((answer.element as HTMLTextAreaElement).value).toBe(t.phone.answerCode)
    expect(w.text()).toContain('Warte auf die Bank …')
    await t.table.acceptAnswer(t.phone.answerCode!)
    await waitFor(() => w.text().includes('Wer bist du?'), 'who are you')
    expect(w.findAll('.who-buttons button').map((b) => b.text())).toEqual(['Anna', 'Ben', 'Cem'])
    await w.findAll('.who-buttons button')[2]!.trigger('click')
    await waitFor(() => router.currentRoute.value.name === 'game', 'the copy screen')
    expect(router.currentRoute.value.params.id).toBe(t.phone.replicaId)
    await until(() => t.table.peers[0]?.playerName === 'Cem')
    await waitFor(
      () => w.text().includes('Kopie des Bank-Spiels') && w.text().includes('Kontostand von Cem'),
      'Cem’s copy',
    )
    w.unmount()
  })

  it('a code that is not an invite says why and stays on step 1', async () => {
    const t = await startTable()
    const router = createRouter({ history: createMemoryHistory(), routes })
    await router.push('/join')
    const w = mount(Host, { attachTo: document.body, global: { plugins: [t.phonePinia, testI18n('en'), router] } })
    await waitFor(() => w.text().includes('Step 1 of 3'), 'step 1')
    const label = w.findAll('label').find((l) => l.text() === 'Invite code')!
    await w.get(`#${label.attributes('for')}`).setValue('hello')
    await w.get('form').trigger('submit')
    await waitFor(() => w.find('[role="alert"]').exists(), 'the refusal')
    expect(w.get('[role="alert"]').text()).not.toMatch(/errors\.|syncCodeInvalid/)
    expect(w.text()).toContain('Step 1 of 3')
    expect(t.phone.phase).toBe('idle')
    w.unmount()
  })

  it('opened from the invite QR by the phone’s own camera (/join#<code>): goes straight to the answer', async () => {
    const t = await startTable()
    await t.table.startInvite()
    const router = createRouter({ history: createMemoryHistory(), routes })
    await router.push(`/join#${t.table.invite}`)
    const w = mount(Host, { attachTo: document.body, global: { plugins: [t.phonePinia, testI18n('en'), router] } })
    await waitFor(() => w.text().includes('Show this to the bank') && !!t.phone.answerCode, 'the answer')
    expect(router.currentRoute.value.hash).toBe('')
    await t.table.acceptAnswer(t.phone.answerCode!)
    await waitFor(() => w.text().includes('Who are you?'), 'who are you')
    w.unmount()
  })
})
