// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import AmountAndNote from '@/components/ledger/AmountAndNote.vue'
import { mountWithApp } from '../../helpers/mount'

/** The fields inside a host that holds their models, as the Pay and request sheets do. */
const Host = defineComponent({
  props: { summary: { type: String, default: '' } },
  emits: ['submit'],
  setup(props, { emit, expose }) {
    const amount = ref('')
    const note = ref('')
    expose({ amount, note })
    return () =>
      h(AmountAndNote, {
        amount: amount.value,
        'onUpdate:amount': (v: string) => (amount.value = v),
        note: note.value,
        'onUpdate:note': (v: string) => (note.value = v),
        showError: false,
        formatError: (e: unknown) => String(e),
        summary: props.summary,
        onSubmit: () => emit('submit'),
      })
  },
})

describe('the amount and note of a payment sheet', () => {
  it('the keypad and the note field write their models; the note is named by its label', async () => {
    const w = await mountWithApp(Host, { attachTo: document.body })
    const vm = w.vm as unknown as { amount: string; note: string }
    await w.get('input[inputmode="numeric"]').setValue('250')
    expect(vm.amount).toBe('250')
    const note = w.get('input.input:not([inputmode])')
    expect(w.get(`label[for="${note.attributes('id')}"]`).text()).toBe('Note (optional)')
    await note.setValue('Rent')
    expect(vm.note).toBe('Rent')
    w.unmount()
  })
  it('shows the summary only when there is one, and Enter on the keypad submits', async () => {
    const w = await mountWithApp(Host, { attachTo: document.body })
    expect(w.find('.summary').exists()).toBe(false)
    await w.setProps({ summary: 'Anna pays Ben €250' })
    expect(w.get('.summary').text()).toBe('Anna pays Ben €250')
    await w.get('input[inputmode="numeric"]').trigger('keydown', { key: 'Enter' })
    expect(w.emitted('submit')).toHaveLength(1)
    w.unmount()
  })
})
