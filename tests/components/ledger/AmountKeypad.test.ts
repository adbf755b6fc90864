// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import AmountKeypad from '@/components/ledger/AmountKeypad.vue'
import { mountWithApp } from '../../helpers/mount'

const Host = defineComponent({
  setup() {
    const v = ref('')
    return () =>
      h('div', [
        h(AmountKeypad, { modelValue: v.value, 'onUpdate:modelValue': (x: string) => (v.value = x) }),
        h('output', { id: 'value' }, v.value),
      ])
  },
})

async function press(w: Awaited<ReturnType<typeof mountWithApp>>, label: string) {
  await w.get(`button[aria-label="${label}"]`).trigger('click')
}

describe('amount keypad', () => {
  it('builds an amount from digit taps, 00 and 000, and deletes the last digit', async () => {
    const w = await mountWithApp(Host)
    await press(w, 'Digit 1')
    await press(w, 'Digit 5')
    await press(w, 'Two zeros')
    expect(w.get('#value').text()).toBe('1500')
    await press(w, 'Three zeros')
    expect(w.get('#value').text()).toBe('1500000')
    await press(w, 'Delete last digit')
    expect(w.get('#value').text()).toBe('150000')
    await press(w, 'Clear amount')
    expect(w.get('#value').text()).toBe('')
    expect(w.find('[role="alert"]').exists()).toBe(false)
  })

  it('ignores leading zeros from the keypad', async () => {
    const w = await mountWithApp(Host)
    await press(w, 'Digit 0')
    await press(w, 'Two zeros')
    expect(w.get('#value').text()).toBe('')
    await press(w, 'Digit 7')
    expect(w.get('#value').text()).toBe('7')
  })

  it('refuses decimals, letters and pasted text inline with a translated message', async () => {
    const w = await mountWithApp(Host)
    const input = w.get('input')
    await input.setValue('12.5')
    expect(w.get('[role="alert"]').text()).toBe('Whole amounts only: no decimals.')
    expect(input.attributes('aria-invalid')).toBe('true')
    await input.setValue('abc')
    expect(w.get('[role="alert"]').text()).toBe('The amount may contain digits only.')
    await input.setValue('-40')
    expect(w.get('[role="alert"]').text()).toBe('The amount must be more than 0.')
    await input.setValue('1,500')
    expect(w.find('[role="alert"]').exists()).toBe(false)
    expect(w.get('#value').text()).toBe('1500')
  })

  it('never books "1,5" as 15 in English: a separator that does not group thousands is refused as a decimal (issue 38)', async () => {
    const w = await mountWithApp(Host)
    const input = w.get('input')
    for (const typed of ['1,5', '2,50', ',5', '1.500']) {
      await input.setValue(typed)
      expect(w.get('#value').text(), typed).toBe(typed)
      expect(w.get('[role="alert"]').text(), typed).toBe('Whole amounts only: no decimals.')
    }
    // typed one key at a time, as a phone's keyboard does
    await w.get('button[aria-label="Clear amount"]').trigger('click')
    for (const partial of ['1', '1,', '1,5']) await input.setValue(partial)
    expect(w.get('#value').text()).toBe('1,5')
    // a keypad tap after it keeps the comma: "1,50" is refused, not booked as 150
    await press(w, 'Digit 0')
    expect(w.get('#value').text()).toBe('1,50')
    expect(w.get('[role="alert"]').text()).toBe('Whole amounts only: no decimals.')
  })

  it('says the same in German', async () => {
    const w = await mountWithApp(Host, {}, 'de')
    await w.get('input').setValue('3,75')
    expect(w.get('[role="alert"]').text()).toBe('Nur ganze Beträge: keine Nachkommastellen.')
    await w.get('input').setValue('1,500')
    expect(w.get('#value').text()).toBe('1,500')
    expect(w.get('[role="alert"]').text()).toBe('Nur ganze Beträge: keine Nachkommastellen.')
    await w.get('input').setValue('1.500')
    expect(w.get('#value').text()).toBe('1500')
    expect(w.find('[role="alert"]').exists()).toBe(false)
  })
})

describe('amount keypad: the amount grouped as it is typed (issue 13 Words)', () => {
  async function tap(w: Awaited<ReturnType<typeof mountWithApp>>, digits: string[]) {
    for (const d of digits) await press(w, d)
  }

  it('shows "1,100,000" in English while the amount stays 1100000', async () => {
    const w = await mountWithApp(Host)
    await tap(w, ['Digit 1', 'Digit 1', 'Two zeros', 'Three zeros'])
    expect((w.get('input').element as HTMLInputElement).value).toBe('1,100,000')
    expect(w.get('#value').text()).toBe('1100000')
    await press(w, 'Delete last digit')
    expect((w.get('input').element as HTMLInputElement).value).toBe('110,000')
    expect(w.get('#value').text()).toBe('110000')
  })

  it('shows "1.100.000" in German, and a digit typed into the grouped field extends the amount', async () => {
    const w = await mountWithApp(Host, {}, 'de')
    await tap(w, ['Ziffer 1', 'Ziffer 1', 'Zwei Nullen', 'Drei Nullen'])
    const input = w.get('input')
    expect((input.element as HTMLInputElement).value).toBe('1.100.000')
    await input.setValue('1.100.0005')
    expect(w.get('#value').text()).toBe('11000005')
    expect((input.element as HTMLInputElement).value).toBe('11.000.005')
    expect(w.find('[role="alert"]').exists()).toBe(false)
  })
})

describe('amount keypad: the limit in the locale’s digits', () => {
  it('names the largest amount grouped ("1,000,000,000,000"), not as raw digits', async () => {
    const w = await mountWithApp(Host)
    await w.get('input').setValue('9999999999999')
    expect(w.get('[role="alert"]').text()).toBe('The amount may be at most 1,000,000,000,000.')
  })
})
