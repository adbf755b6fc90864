// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import InviteSheet from '@/components/sync/InviteSheet.vue'
import { isHosting } from '@/components/sync/hosting'
import { testI18n } from '../../helpers/i18n'
import { startTable, until } from '../../stores/tableHelpers'

import { waitFor } from './helpers'

vi.mock('@/net/rtc', () => import('../../stores/tableFakeRtc'))

const mounted: VueWrapper[] = []
// the fake transport stands in for WebRTC; the sheet asks the browser whether it has it (happy-dom has not)
beforeEach(() => vi.stubGlobal('RTCPeerConnection', class {}))
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount()
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

/** The bank's invite sheet over the real table store (the fake transport: codes are plain text). */
async function sheet(locale: 'en' | 'de' = 'en') {
  const t = await startTable()
  const w = mount(InviteSheet, { attachTo: document.body, global: { plugins: [t.bankPinia, testI18n(locale)] } })
  mounted.push(w)
  const field = () => w.find<HTMLTextAreaElement>('textarea[readonly]')
  await waitFor(() => !!t.table.invite && field().element.value === t.table.invite, 'the invite')
  return { ...t, w, field }
}
const label = (w: VueWrapper, text: string) => {
  const l = w.findAll('label').find((x) => x.text() === text)!
  return w.get(`#${l.attributes('for')}`)
}

describe('InviteSheet: the bank invites a phone', () => {
  it('a browser without RTCPeerConnection says at once it cannot host a table, and makes no invite', async () => {
    vi.stubGlobal('RTCPeerConnection', undefined)
    const t = await startTable()
    const w = mount(InviteSheet, { attachTo: document.body, global: { plugins: [t.bankPinia, testI18n('en')] } })
    mounted.push(w)
    await flushPromises()
    expect(w.get('[role="alert"]').text()).toMatch(/^This browser cannot host a table: it has no WebRTC/)
    expect(w.find('textarea[readonly]').exists()).toBe(false)
    expect(t.table.invite).toBeFalsy()
    expect(isHosting.value).toBe(false)
  })

  it('makes an invite at once and shows its code as text beside the QR code, read-only, with Copy', async () => {
    const t = await sheet()
    expect(isHosting.value).toBe(true)
    expect(t.table.invite).toMatch(/^INVITE-/)
    await waitFor(() => t.w.find('svg[role="img"][aria-label="Invite code"]').exists(), 'the QR code')
    const code = label(t.w, 'Invite code')
    expect(code.element).toBe(t.field().element)
    expect(code.attributes('readonly')).toBeDefined()
    const copy = t.w.findAll('button').find((b) => b.text() === 'Copy invite code')!
    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (s: string) => void written.push(s) },
      configurable: true,
    })
    await copy.trigger('click')
    await flushPromises()
    expect(written).toEqual([t.table.invite])
    expect(t.w.text()).toContain('Copied.')
  })

  it('connects the phone whose answer is pasted, lists it, and offers the next invite in one tap', async () => {
    const t = await sheet()
    const first = t.table.invite!
    await t.phone.startJoin(first)
    await label(t.w, 'Answer code').setValue(t.phone.answerCode!)
    await t.w.get('form').trigger('submit')
    await waitFor(() => t.w.text().includes('Connected. Invite the next player, or close.'), 'connected')
    await until(() => t.phone.phase === 'connected')
    await t.phone.claim('p2')
    await waitFor(
      () => t.w.find('ul[aria-label="Connected phones"]').exists() && t.w.text().includes('Ben'),
      'the phone in the list',
    )
    await t.w
      .findAll('button')
      .find((b) => b.text() === 'Invite the next player')!
      .trigger('click')
    await waitFor(
      () => !!t.table.invite && t.field().exists() && t.field().element.value === t.table.invite,
      'the next invite',
    )
    expect(t.table.invite).not.toBe(first)
    // the phone already joined stays listed while the next invite waits
    expect(t.w.findAll('ul[aria-label="Connected phones"] li').map((li) => li.text())).toEqual([
      expect.stringContaining('Ben'),
    ])
    // Drop Ben: his phone is told and leaves the list
    await waitFor(() => t.w.find('button[aria-label="Drop Ben"]').exists(), 'Drop Ben')
    await t.w.get('button[aria-label="Drop Ben"]').trigger('click')
    await until(() => t.phone.phase === 'lost')
    await waitFor(() => t.w.text().includes('No phone connected yet.'), 'the empty list')
    expect(t.table.peers).toEqual([])
  })

  it('a wrong answer says why in German and keeps the invite; closing the sheet cancels an unanswered invite', async () => {
    const t = await sheet('de')
    const code = t.table.invite
    await label(t.w, 'Antwortcode').setValue('nonsense')
    await t.w
      .findAll('button')
      .find((b) => b.text() === 'Verbinden')!
      .trigger('click')
    await waitFor(() => t.w.find('.sheet-footer [role="alert"]').exists(), 'the refusal')
    expect(t.w.get('.sheet-footer [role="alert"]').text()).not.toMatch(/errors\.|syncCodeInvalid/)
    expect(t.table.invite).toBe(code)
    await t.w.get('button[aria-label="Schließen"]').trigger('click')
    expect(t.w.emitted('close')).toHaveLength(1)
    expect(t.table.invite).toBeNull()
  })

  it('an answer whose phone never connects spends the invite: the reason, and a new invite in one tap', async () => {
    const t = await sheet()
    const token = t.table.invite!.slice('INVITE-'.length)
    // the fake transport: a well-formed answer no phone is waiting behind (the real one: no channel within 20 s)
    await label(t.w, 'Answer code').setValue(`ANSWER-${token}`)
    await t.w.get('form').trigger('submit')
    await waitFor(() => t.w.find('.sheet-footer [role="alert"]').exists(), 'the refusal')
    expect(t.table.invite).toBeNull()
    const again = t.w.findAll('button').find((b) => b.text() === 'New invite')!
    await again.trigger('click')
    await waitFor(() => !!t.table.invite && t.field().element.value === t.table.invite, 'the new invite')
    expect(t.w.find('.sheet-footer [role="alert"]').exists()).toBe(false)
  })
})
