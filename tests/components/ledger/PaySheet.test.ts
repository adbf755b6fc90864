// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import type { VueWrapper } from '@vue/test-utils'
import PaySheet from '@/components/ledger/PaySheet.vue'
import { mountWithApp } from '../../helpers/mount'

const ACCOUNTS = [
  { id: 'bank', name: 'Bank' },
  { id: 'p1', name: 'Anna', color: '#d33' },
  { id: 'p2', name: 'Ben', color: '#33d', disabled: true },
  { id: 'p3', name: 'Cem', color: '#3d3' },
]

const mounted: VueWrapper[] = []
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount()
  document.body.innerHTML = ''
})

async function mountPay(submit = vi.fn(async () => undefined), initialFrom: string | null = null) {
  const w = await mountWithApp(PaySheet, {
    attachTo: document.body,
    props: {
      accounts: ACCOUNTS,
      initialFrom,
      money: (n: number) => `€${n}`,
      formatError: (e: unknown) => `refused: ${String(e)}`,
      submit,
    },
  })
  mounted.push(w)
  await nextTick()
  return w
}

const group = (w: VueWrapper, name: string) => w.get(`[role="radiogroup"][aria-label="${name}"]`)
const radio = (w: VueWrapper, g: string, name: string) =>
  group(w, g)
    .findAll('[role="radio"]')
    .find((r) => r.text() === name)!

describe('PaySheet', () => {
  it('is a form named Payment inside a dialog, the confirm button in the footer outside the scrolling body', async () => {
    const w = await mountPay()
    const dialog = w.get('[role="dialog"]')
    const title = document.getElementById(dialog.attributes('aria-labelledby')!)
    expect(title?.textContent).toBe('Payment')
    expect(w.get('form').attributes('aria-labelledby')).toBe(dialog.attributes('aria-labelledby'))
    const confirm = w.findAll('button').find((b) => b.text() === 'Confirm payment')!
    expect(confirm.attributes('type')).toBe('submit')
    expect(w.get('.sheet-footer').element.contains(confirm.element)).toBe(true)
    expect(w.get('.sheet-body').element.contains(confirm.element)).toBe(false)
    expect(
      group(w, 'From')
        .findAll('[role="radio"]')
        .map((r) => r.text()),
    ).toEqual(['Bank', 'Anna', 'Ben', 'Cem'])
    expect(group(w, 'To').findAll('[role="radio"]')).toHaveLength(4)
  })

  it('starts with the payer given; the payer cannot also receive, a disabled player cannot be chosen', async () => {
    const w = await mountPay(undefined, 'p1')
    expect(radio(w, 'From', 'Anna').attributes('aria-checked')).toBe('true')
    expect(radio(w, 'To', 'Anna').attributes('disabled')).toBeDefined()
    expect(radio(w, 'From', 'Ben').attributes('disabled')).toBeDefined()
    await radio(w, 'To', 'Cem').trigger('click')
    // choosing the receiver as payer clears the receiver
    await radio(w, 'From', 'Cem').trigger('click')
    expect(radio(w, 'To', 'Cem').attributes('aria-checked')).toBe('false')
  })

  it('asks for both accounts before submitting', async () => {
    const submit = vi.fn(async () => undefined)
    const w = await mountPay(submit)
    await w.get('form').trigger('submit')
    expect(w.get('.sheet-footer [role="alert"]').text()).toBe('Choose who pays and who receives.')
    // and the keypad names the missing amount
    expect(w.get('.keypad [role="alert"]').text()).toBe('refused: RuleError: amountEmpty')
    expect(submit).not.toHaveBeenCalled()
  })

  it('submits from, to, the keypad amount and the note, shows the summary, and closes', async () => {
    const submit = vi.fn(async () => undefined)
    const w = await mountPay(submit, 'p1')
    await radio(w, 'To', 'Cem').trigger('click')
    for (const d of ['2', '5', '0']) await w.get(`button[aria-label="Digit ${d}"]`).trigger('click')
    await w.get('input[maxlength="200"]').setValue('lunch')
    expect(w.get('.summary').text()).toBe('Anna pays €250 to Cem')
    await w.get('form').trigger('submit')
    await nextTick()
    expect(submit).toHaveBeenCalledWith({ from: 'p1', to: 'p3', amount: 250, note: 'lunch' })
    expect(w.emitted('close')).toHaveLength(1)
  })

  it('shows a refusal in the footer and stays open', async () => {
    const w = await mountPay(
      vi.fn(async () => {
        throw new Error('no')
      }),
      'p1',
    )
    await radio(w, 'To', 'Bank').trigger('click')
    await w.get('button[aria-label="Digit 5"]').trigger('click')
    await w.get('form').trigger('submit')
    await nextTick()
    await nextTick()
    expect(w.get('.sheet-footer [role="alert"]').text()).toBe('refused: Error: no')
    expect(w.emitted('close')).toBeUndefined()
  })
})
