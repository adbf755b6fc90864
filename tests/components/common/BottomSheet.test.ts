// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, ref } from 'vue'
import type { VueWrapper } from '@vue/test-utils'
import BottomSheet from '@/components/common/BottomSheet.vue'
import { mountWithApp } from '../../helpers/mount'

const mounted: VueWrapper[] = []
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount()
  document.body.innerHTML = ''
})

async function mountSheet(props: Record<string, unknown> = {}, withActions = true) {
  const body = () => [h('label', { for: 'x' }, 'Amount'), h('input', { id: 'x' })]
  const actions = () => [h('button', { type: 'button' }, 'Cancel'), h('button', { type: 'submit' }, 'Confirm payment')]
  const w = await mountWithApp(BottomSheet, {
    attachTo: document.body,
    props: { title: 'Payment', ...props },
    slots: withActions ? { default: body, actions } : { default: body },
  })
  mounted.push(w)
  await nextTick()
  await nextTick()
  return w
}

function tab(w: VueWrapper, shiftKey = false) {
  const active = document.activeElement
  if (!(active instanceof HTMLElement)) throw new Error('nothing focused')
  const e = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true })
  active.dispatchEvent(e)
  return { prevented: e.defaultPrevented, w }
}

describe('BottomSheet', () => {
  it('is a modal dialog named by its title, with a close button', async () => {
    const w = await mountSheet()
    const dialog = w.get('[role="dialog"]')
    expect(dialog.attributes('aria-modal')).toBe('true')
    const title = document.getElementById(dialog.attributes('aria-labelledby')!)
    expect(title?.tagName).toBe('H2')
    expect(title?.textContent).toBe('Payment')
    expect(w.get('button.sheet-close').attributes('aria-label')).toBe('Close')
    // a section sheet is not a form
    expect(w.find('form').exists()).toBe(false)
  })

  it('as a form: the form is named by the title too and a submit emits submit, not a page load', async () => {
    const w = await mountSheet({ as: 'form' })
    const form = w.get('form')
    expect(form.attributes('aria-labelledby')).toBe(w.get('[role="dialog"]').attributes('aria-labelledby'))
    await form.trigger('submit')
    expect(w.emitted('submit')).toHaveLength(1)
    expect(w.emitted('close')).toBeUndefined()
  })

  it('Escape, the close button and a tap on the backdrop emit close; a tap inside does not', async () => {
    const w = await mountSheet()
    await w.get('input').trigger('keydown', { key: 'Escape' })
    expect(w.emitted('close')).toHaveLength(1)
    await w.get('button.sheet-close').trigger('click')
    expect(w.emitted('close')).toHaveLength(2)
    await w.get('[role="dialog"]').trigger('click')
    await w.get('input').trigger('click')
    expect(w.emitted('close')).toHaveLength(2)
    await w.get('.sheet-backdrop').trigger('click')
    expect(w.emitted('close')).toHaveLength(3)
  })

  it('moves focus into the sheet (its title) and gives it back to the opener when it goes', async () => {
    const Host = defineComponent({
      setup() {
        const open = ref(false)
        return () =>
          h('div', [
            h('button', { id: 'opener', onClick: () => (open.value = true) }, 'Pay'),
            open.value
              ? h(
                  BottomSheet,
                  { title: 'Payment', onClose: () => (open.value = false) },
                  { default: () => h('input', { id: 'x' }) },
                )
              : null,
          ])
      },
    })
    const w = await mountWithApp(Host, { attachTo: document.body })
    mounted.push(w)
    const opener = w.get<HTMLButtonElement>('#opener')
    opener.element.focus()
    await opener.trigger('click')
    await nextTick()
    await nextTick()
    expect(document.activeElement?.textContent).toBe('Payment')
    expect(w.get('[role="dialog"]').element.contains(document.activeElement)).toBe(true)
    await w.get('input').trigger('keydown', { key: 'Escape' })
    await nextTick()
    expect(w.find('[role="dialog"]').exists()).toBe(false)
    expect(document.activeElement).toBe(opener.element)
  })

  it('traps Tab: from the last control to the first, and Shift+Tab from the first (or the title) to the last', async () => {
    const w = await mountSheet()
    const close = w.get<HTMLButtonElement>('button.sheet-close').element
    const confirm = w.findAll<HTMLButtonElement>('button').at(-1)!.element
    expect(confirm.textContent).toBe('Confirm payment')
    // focus starts on the title: Shift+Tab wraps to the last control
    expect(tab(w, true).prevented).toBe(true)
    expect(document.activeElement).toBe(confirm)
    expect(tab(w).prevented).toBe(true)
    expect(document.activeElement).toBe(close)
    expect(tab(w, true).prevented).toBe(true)
    expect(document.activeElement).toBe(confirm)
    // in the middle Tab is left to the browser
    w.get<HTMLInputElement>('input').element.focus()
    expect(tab(w).prevented).toBe(false)
  })

  it('keeps the actions and the error in a footer outside the scrolling body', async () => {
    const w = await mountSheet({ error: 'Choose who pays and who receives.' })
    const body = w.get('.sheet-body')
    const footer = w.get('.sheet-footer')
    expect(body.element.contains(footer.element)).toBe(false)
    expect(footer.get('[role="alert"]').text()).toBe('Choose who pays and who receives.')
    expect(footer.findAll('button').map((b) => b.text())).toEqual(['Cancel', 'Confirm payment'])
    expect(body.find('input').exists()).toBe(true)
    // the footer comes after the body in the column, so a long body scrolls and the footer stays
    expect(body.element.nextElementSibling).toBe(footer.element)
  })

  it('has no footer without actions or error, and takes a close label and the wide size', async () => {
    const w = await mountSheet({ wide: true, closeLabel: 'Close the map' }, false)
    expect(w.find('.sheet-footer').exists()).toBe(false)
    expect(w.get('[role="dialog"]').classes()).toContain('sheet-wide')
    expect(w.get('button.sheet-close').attributes('aria-label')).toBe('Close the map')
  })

  it('with a label the dialog is named by it (aria-label) instead of its title, which still shows', async () => {
    const w = await mountSheet({ title: 'Housing Rent', label: 'Event card: Housing Rent' })
    const dialog = w.get('[role="dialog"]')
    expect(dialog.attributes('aria-label')).toBe('Event card: Housing Rent')
    expect(dialog.attributes('aria-labelledby')).toBeUndefined()
    expect(w.get('h2.sheet-title').text()).toBe('Housing Rent')
    // without a label: named by the title, no aria-label
    const plain = await mountSheet()
    expect(plain.get('[role="dialog"]').attributes('aria-label')).toBeUndefined()
    expect(plain.get('[role="dialog"]').attributes('aria-labelledby')).toBeTruthy()
  })
})
