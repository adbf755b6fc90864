// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import type { VueWrapper } from '@vue/test-utils'
import RequestSheet from '@/components/sync/RequestSheet.vue'
import { mountWithApp } from '../../helpers/mount'

const ACCOUNTS = [
  { id: 'bank', name: 'Bank' },
  { id: 'p2', name: 'Ben', color: '#33d' },
]
const mounted: VueWrapper[] = []
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount()
  document.body.innerHTML = ''
})

async function mountSheet(submit = vi.fn(async () => undefined)) {
  const w = await mountWithApp(RequestSheet, {
    attachTo: document.body,
    props: {
      accounts: ACCOUNTS,
      money: (n: number) => `€${n}`,
      formatError: (e: unknown) => `refused: ${String(e)}`,
      submit,
    },
  })
  mounted.push(w)
  await nextTick()
  return w
}
const radio = (w: VueWrapper, name: string) =>
  w
    .get('[role="radiogroup"][aria-label="Pay to"]')
    .findAll('[role="radio"]')
    .find((r) => r.text() === name)!

describe('RequestSheet', () => {
  it('asks whom to pay before it sends anything', async () => {
    const submit = vi.fn(async () => undefined)
    const w = await mountSheet(submit)
    expect(document.getElementById(w.get('[role="dialog"]').attributes('aria-labelledby')!)?.textContent).toBe(
      'Request a payment',
    )
    await w.get('form').trigger('submit')
    expect(w.get('.sheet-footer [role="alert"]').text()).toBe('Choose whom to pay.')
    expect(submit).not.toHaveBeenCalled()
  })

  it('sends the payee, the keypad amount and the note, and closes', async () => {
    const submit = vi.fn(async () => undefined)
    const w = await mountSheet(submit)
    await radio(w, 'Bank').trigger('click')
    for (const d of ['2', '0', '0']) await w.get(`button[aria-label="Digit ${d}"]`).trigger('click')
    await w.get('input[maxlength="200"]').setValue(' tax ')
    expect(w.get('.summary').text()).toBe('You ask: pay €200 to Bank')
    await w.get('form').trigger('submit')
    await nextTick()
    expect(submit).toHaveBeenCalledWith({ to: 'bank', amount: 200, note: 'tax' })
    expect(w.emitted('close')).toHaveLength(1)
  })

  it('keeps the sheet open with the reason when the request cannot be sent', async () => {
    const w = await mountSheet(
      vi.fn(async () => {
        throw new Error('offline')
      }),
    )
    await radio(w, 'Ben').trigger('click')
    await w.get('button[aria-label="Digit 5"]').trigger('click')
    await w.get('form').trigger('submit')
    await nextTick()
    await nextTick()
    expect(w.get('.sheet-footer [role="alert"]').text()).toBe('refused: Error: offline')
    expect(w.emitted('close')).toBeUndefined()
  })
})
