// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { beforeAll, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { useFormat } from '@/composables/useFormat'
import { RuleError } from '@/domain/errors'
import { loadModule } from '@/domain/games'
import { createDiscretionGame } from '@/domain/games/discretion/engine'
import type { GameConfig } from '@/domain/games/types'
import type { Locale } from '@/modules/i18n'
import { testI18n } from '../../helpers/i18n'

/** useFormat as a component sees it, in a locale. */
function format(config: GameConfig, locale: Locale = 'en') {
  let fmt: ReturnType<typeof useFormat> | undefined
  mount(
    defineComponent({
      setup() {
        fmt = useFormat(() => config)
        return () => h('div')
      },
    }),
    { global: { plugins: [testI18n(locale)] } },
  )
  if (!fmt) throw new Error('not mounted')
  return fmt
}

const monopoly: GameConfig = {
  type: 'monopolyDe',
  players: [{ id: 'p1', name: 'Anna', color: '#c00' }],
  currency: '€',
  options: {},
}

beforeAll(async () => {
  await Promise.all([loadModule('monopolyDe'), loadModule('discretion')])
})

describe('refusals and labels in words, not ids (issue 13 Words)', () => {
  it('Monopoly colour groups by their names: "Light blue" / "Hellblau"; DKT cities as printed', () => {
    expect(format(monopoly).groupName('lightblue')).toBe('Light blue')
    expect(format(monopoly, 'de').groupName('lightblue')).toBe('Hellblau')
    expect(format(monopoly, 'de').groupName('Graz')).toBe('Graz')
    const e = new RuleError('groupIncomplete', { player: 'p1', group: 'darkblue', property: 'Schlossallee' })
    expect(format(monopoly, 'de').errorText(e)).toContain('Dunkelblau')
    expect(format(monopoly).errorText(e)).not.toMatch(/darkblue/)
  })

  it('a jail method, a card and a Discretion plot in a refusal read as words', () => {
    expect(format(monopoly).errorText(new RuleError('jailMethodNotAllowed', { method: 'double' }))).not.toContain(
      'double)',
    )
    expect(format(monopoly).errorText(new RuleError('jailMethodNotAllowed', { method: 'double' }))).toContain(
      'Rolled a double',
    )
    const g = createDiscretionGame({
      players: [
        { id: 'ann', name: 'Ann' },
        { id: 'ben', name: 'Ben' },
      ],
    })
    const name = g.config.options.board.plots.find((p) => p.id === 'A')!.name
    const text = format(g.config).errorText(new RuleError('notYourLand', { player: 'ann', plot: 'A' }))
    expect(text).toBe(`Ann does not own plot ${name}.`)
  })

  it('the signed amount and the points use the minus Intl writes ("-€50", "-5"), the same everywhere', () => {
    const en = format(monopoly)
    expect(en.signed(-50)).toBe(en.money(-50))
    expect(en.money(-50)).toBe('-€50')
    expect(en.points(-5)).toBe('-5')
    expect(format(monopoly, 'de').signed(-1500)).toBe('-1.500\u00a0€')
  })
})
