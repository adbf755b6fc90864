// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import ScorePadOptions from '@/components/setup/ScorePadOptions.vue'
import { scorePadModule } from '@/domain/games/scorePad'
import type { Json } from '@/domain/ledger/types'
import { testI18n } from '../../helpers/i18n'

function mountOptions(locale: 'en' | 'de' = 'en', modelValue: { [k: string]: Json } = {}) {
  return mount(ScorePadOptions, { props: { modelValue, playerCount: 3 }, global: { plugins: [testI18n(locale)] } })
}
function lastOptions(w: ReturnType<typeof mountOptions>): { [k: string]: Json } {
  const ev = w.emitted('update:modelValue') as [{ [k: string]: Json }][]
  return ev.at(-1)![0]
}
const players = [
  { id: 'p1', name: 'Anna' },
  { id: 'p2', name: 'Ben' },
]

describe('score pad setup options', () => {
  it('starts with highest wins and no target or rounds; what it emits is a valid config', () => {
    const w = mountOptions()
    expect(lastOptions(w)).toEqual({ title: '', winner: 'highest', target: 0, roundLimit: 0 })
    expect(scorePadModule.parseConfig({ players, options: lastOptions(w) }).options.winner).toBe('highest')
  })

  it('the scored game, lowest wins, a target in the locale’s digits and a number of rounds reach the config', async () => {
    const w = mountOptions('de')
    await w.find('input[placeholder^="z. B."]').setValue('Rommé')
    await w
      .findAll('[role="radio"]')
      .find((r) => r.text() === 'Niedrigste Summe')!
      .trigger('click')
    const [target, rounds] = w.findAll('input[inputmode="numeric"]')
    await target!.setValue('1.000')
    await rounds!.setValue('12')
    expect(lastOptions(w)).toEqual({ title: 'Rommé', winner: 'lowest', target: 1000, roundLimit: 12 })
    expect(scorePadModule.parseConfig({ players, options: lastOptions(w) }).options).toMatchObject({
      title: 'Rommé',
      winner: 'lowest',
      target: 1000,
      roundLimit: 12,
    })
  })

  it('a target that is not a whole number is named at once, and the setup is refused with the same reason', async () => {
    const w = mountOptions()
    const [target] = w.findAll('input[inputmode="numeric"]')
    await target!.setValue('1,5')
    expect(w.find('[role="alert"]').text()).toBe(
      'The target score must be a whole number from 1 to 1,000,000,000, or empty for none (not 1,5).',
    )
    expect(target!.attributes('aria-invalid')).toBe('true')
    expect(() => scorePadModule.parseConfig({ players, options: lastOptions(w) })).toThrow(
      expect.objectContaining({ code: 'padTargetInvalid' }),
    )
  })

  it('a duplicated game keeps its options in the form', () => {
    const w = mountOptions('en', { title: 'Kniffel', winner: 'lowest', target: 0, roundLimit: 13 })
    expect(lastOptions(w)).toEqual({ title: 'Kniffel', winner: 'lowest', target: 0, roundLimit: 13 })
  })
})
