// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, ref, type PropType } from 'vue'
import type { VueWrapper } from '@vue/test-utils'
import ChipGroup, { type ChipOption } from '@/components/common/ChipGroup.vue'
import { mountWithApp } from '../../helpers/mount'

const OPTIONS: ChipOption<string>[] = [
  { value: 'bank', label: 'Bank' },
  { value: 'anna', label: 'Anna', color: '#d33' },
  { value: 'ben', label: 'Ben', disabled: true },
  { value: 'cem', label: 'Cem', ariaLabel: 'Cem (banker)' },
]

const mounted: VueWrapper[] = []
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount()
  document.body.innerHTML = ''
})

/** ChipGroup with v-model on a host, the chosen value printed beside it. */
async function mountGroup(initial: string | null, options = OPTIONS, extra: Record<string, unknown> = {}) {
  const Host = defineComponent({
    props: { options: { type: Array as PropType<ChipOption<string>[]>, required: true } },
    setup(p) {
      const v = ref<string | null>(initial)
      return () =>
        h('div', [
          h(ChipGroup<string>, {
            label: 'To',
            options: p.options,
            modelValue: v.value,
            'onUpdate:modelValue': (x: string) => (v.value = x),
            ...extra,
          }),
          h('output', v.value ?? ''),
        ])
    },
  })
  const w = await mountWithApp(Host, { attachTo: document.body, props: { options } })
  mounted.push(w)
  return w
}

const radios = (w: VueWrapper) => w.findAll('[role="radio"]')
const checked = (w: VueWrapper) => radios(w).map((r) => r.attributes('aria-checked'))

describe('ChipGroup', () => {
  it('is a radiogroup named by its label inside a fieldset with that legend', async () => {
    const w = await mountGroup(null)
    expect(w.get('[role="radiogroup"]').attributes('aria-label')).toBe('To')
    expect(w.get('fieldset legend').text()).toBe('To')
    expect(w.get('legend').classes()).not.toContain('visually-hidden')
    expect(radios(w).map((r) => r.text())).toEqual(['Bank', 'Anna', 'Ben', 'Cem'])
    expect(radios(w)[3]!.attributes('aria-label')).toBe('Cem (banker)')
    expect(radios(w)[1]!.find('.dot').exists()).toBe(true)
    expect(radios(w)[0]!.find('.dot').exists()).toBe(false)
  })

  it('hides the legend from sight only when asked, and has a dense size', async () => {
    const w = await mountGroup(null, OPTIONS, { hideLegend: true, dense: true })
    expect(w.get('legend').classes()).toContain('visually-hidden')
    expect(w.get('[role="radiogroup"]').attributes('aria-label')).toBe('To')
    expect(w.get('fieldset').classes()).toContain('chip-group-dense')
  })

  it('v-model: shows the value as checked and a tap chooses', async () => {
    const w = await mountGroup('anna')
    expect(checked(w)).toEqual(['false', 'true', 'false', 'false'])
    await radios(w)[3]!.trigger('click')
    expect(w.get('output').text()).toBe('cem')
    expect(checked(w)).toEqual(['false', 'false', 'false', 'true'])
  })

  it('a disabled option cannot be chosen', async () => {
    const w = await mountGroup('anna')
    const ben = radios(w)[2]!
    expect(ben.attributes('disabled')).toBeDefined()
    await ben.trigger('click')
    expect(w.get('output').text()).toBe('anna')
  })

  it('arrow keys move the choice and the focus, skip disabled options and wrap; Home and End jump', async () => {
    const w = await mountGroup('anna')
    ;(radios(w)[1]!.element as HTMLElement).focus()
    await radios(w)[1]!.trigger('keydown', { key: 'ArrowRight' })
    expect(w.get('output').text()).toBe('cem')
    expect(document.activeElement).toBe(radios(w)[3]!.element)
    await radios(w)[3]!.trigger('keydown', { key: 'ArrowDown' })
    expect(w.get('output').text()).toBe('bank')
    expect(document.activeElement).toBe(radios(w)[0]!.element)
    await radios(w)[0]!.trigger('keydown', { key: 'ArrowLeft' })
    expect(w.get('output').text()).toBe('cem')
    await radios(w)[3]!.trigger('keydown', { key: 'ArrowUp' })
    expect(w.get('output').text()).toBe('anna')
    await radios(w)[1]!.trigger('keydown', { key: 'End' })
    expect(w.get('output').text()).toBe('cem')
    await radios(w)[3]!.trigger('keydown', { key: 'Home' })
    expect(w.get('output').text()).toBe('bank')
  })

  it('puts one chip in the tab order: the checked one, else the first that can be chosen', async () => {
    const tabbable = (w: VueWrapper) => radios(w).map((r) => r.attributes('tabindex'))
    const w = await mountGroup('cem')
    expect(tabbable(w)).toEqual(['-1', '-1', '-1', '0'])
    const none = await mountGroup(null, [{ ...OPTIONS[2]! }, ...OPTIONS.filter((o) => o.value !== 'ben')])
    expect(tabbable(none)).toEqual(['-1', '0', '-1', '-1'])
    await radios(none)[2]!.trigger('click')
    await nextTick()
    expect(tabbable(none)).toEqual(['-1', '-1', '0', '-1'])
  })
})
