// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { useFormat } from '@/composables/useFormat'
import { paramKind, RuleError } from '@/domain/errors'
import type { GameConfig } from '@/domain/games/types'
import type { Locale } from '@/modules/i18n'
import { testI18n } from '../helpers/i18n'
import { loadAnyModule } from '@/domain/games'
import { discretionConfig } from '@/domain/games/discretion/config'

const config: GameConfig = {
  type: 'dkt',
  players: [
    { id: 'p1', name: 'Anna', color: '#c00' },
    { id: 'p2', name: 'Ben', color: '#0a0' },
  ],
  currency: '€',
  options: {},
}

/** useFormat as a component sees it, in a locale. */
function format(locale: Locale = 'en', game: GameConfig = config) {
  let fmt: ReturnType<typeof useFormat> | undefined
  mount(
    defineComponent({
      setup() {
        fmt = useFormat(() => game)
        return () => h('div')
      },
    }),
    { global: { plugins: [testI18n(locale)] } },
  )
  if (!fmt) throw new Error('not mounted')
  return fmt
}

describe('error texts: params by their declared kind', () => {
  it('paramKind: accounts are strings, money numbers; a code may override the convention', () => {
    expect(paramKind('insufficientFunds', 'account', 'p1')).toBe('account')
    expect(paramKind('insufficientFunds', 'shortfall', 150)).toBe('money')
    expect(paramKind('bidTooLow', 'minimum', 1500)).toBe('money')
    expect(paramKind('bidTooLow', 'minimum', 'x')).toBe('text')
    expect(paramKind('x', 'amount', 'lots')).toBe('text')
    expect(paramKind('x', 'from', 3)).toBe('number')
    expect(paramKind('cardNotInPlay', 'from', 3)).toBe('number')
    expect(paramKind('x', 'ok', true)).toBe('text')
  })

  it('shows accounts by name, money with the currency and other numbers in the locale digits (English and German)', () => {
    const en = format('en')
    expect(
      en.errorText(new RuleError('insufficientFunds', { account: 'p1', balance: 50, amount: 2000, shortfall: 1950 })),
    ).toBe(
      'Anna has €50 but must pay €2,000: €1,950 short. Raise cash first: mortgage a property under Mortgage, sell houses to the bank under Build, sell to another player under Trade, or declare bankruptcy under Bankruptcy.',
    )
    expect(en.errorText(new RuleError('bidTooLow', { price: 100, property: 'Amtsplatz', minimum: 1500 }))).toBe(
      'The bid of €100 for Amtsplatz is below the opening bid of €1,500',
    )
    expect(en.errorText(new RuleError('cardNotInPlay', { from: 3, year: 1 }))).toBe(
      'This card comes into play in Year 3; it is Year 1.',
    )
    expect(en.errorText(new RuleError('playerEliminated', { account: 'pool:freeParking' }))).toBe(
      'Frei Parken is out of the game.',
    )
    expect(en.errorText(new RuleError('noSuchCode'))).toBe('Something went wrong: noSuchCode')
    const de = format('de')
    expect(de.errorText(new RuleError('propertyOwned', { property: 'Amtsplatz', owner: 'p2' }))).toBe(
      'Amtsplatz gehört bereits Ben',
    )
    expect(de.money(1500)).toBe('1.500\u00a0€')
    expect(de.money(1500)).toBe(de.money(1500))
  })
})

describe('refusals name the remedies each game has (issue 12, item 13)', () => {
  const short = new RuleError('insufficientFunds', { account: 'p1', balance: 100, amount: 250, shortfall: 150 })
  it('DKT names mortgages and selling buildings; free play names none of them', () => {
    expect(format('en').errorText(short)).toMatch(/Mortgage/)
    const free = format('en', { ...config, type: 'freePlay' }).errorText(short)
    expect(free).toBe('Anna has €100 but must pay €250: €150 short.')
    expect(format('de', { ...config, type: 'freePlay' }).errorText(short)).not.toMatch(/Hypothek/)
  })
  it('DKT and Monopoly name the buttons that raise cash (Mortgage, Build, Trade, Bankruptcy) and no loan, in English and German (issue 35)', () => {
    for (const type of ['dkt', 'monopolyDe'] as const) {
      const en = format('en', { ...config, type }).errorText(short)
      const de = format('de', { ...config, type }).errorText(short)
      expect(en).toMatch(/under Mortgage.*under Build.*under Trade.*under Bankruptcy/)
      expect(de).toMatch(/„Hypothek“.*„Bauen“.*„Tausch“.*„Bankrott“/)
      expect(`${en} ${de}`).not.toMatch(/loan|Kredit|Konkurs/i)
    }
  })
  it('Discretion names demolition, loans and the loan shark, no mortgage', () => {
    const text = format('en', { ...config, type: 'discretion', currency: '$' }).errorText(short)
    expect(text).toMatch(/demolish buildings \(100,000 each\)/)
    expect(text).not.toMatch(/Mortgage/)
  })

  it("a Discretion refusal about a square names it by its plot, never by row and column (the module's refusalParams), in English and German", async () => {
    await loadAnyModule('discretion')
    const game = discretionConfig({
      players: [
        { id: 'p1', name: 'Anna' },
        { id: 'p2', name: 'Ben' },
      ],
      currency: '$',
    }) as unknown as GameConfig
    // row 0, column 2 of the demo board is the north-east square of Abbey Fields
    const refusal = new RuleError('cellOccupied', { row: 0, col: 2 })
    expect(format('en', game).errorText(refusal)).toBe(
      'There is already a building on Abbey Fields, north-east square.',
    )
    expect(format('de', game).errorText(refusal)).toMatch(/^.*Abbey Fields, nordöstliches Feld.*$/)
    expect(format('de', game).errorText(refusal)).not.toMatch(/Zeile|Spalte|row|column/i)
  })
})
