import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  checkAmount,
  formatMoney,
  formatNumber,
  MAX_AMOUNT,
  parseAmount,
  percentOf,
  typedAmountText,
} from '@/domain/money'
import { ruleCode as code } from '../helpers/ruleError'

describe('amount input', () => {
  it('accepts digits and locale group separators', () => {
    expect(parseAmount('1500')).toBe(1500)
    expect(parseAmount('1.500')).toBe(1500)
    expect(parseAmount('1,500,000')).toBe(1500000)
    expect(parseAmount(' 2 500 ')).toBe(2500)
    expect(parseAmount('1000000000000')).toBe(1_000_000_000_000)
  })
  it('refuses empty, zero, negative, decimals, letters, pasted text and too large', () => {
    const refused: [string, string][] = [
      ['', 'amountEmpty'],
      ['   ', 'amountEmpty'],
      ['0', 'amountNotPositive'],
      ['-5', 'amountNotPositive'],
      ['12.5', 'amountDecimal'],
      ['12,50', 'amountDecimal'],
      ['1.500,00', 'amountDecimal'],
      ['12a', 'amountNotANumber'],
      ['1e5', 'amountNotANumber'],
      ['pay me 200', 'amountNotANumber'],
      ['1000000000001', 'amountTooLarge'],
      ['99999999999999999999', 'amountTooLarge'],
    ]
    for (const [input, expected] of refused)
      expect(
        code(() => parseAmount(input)),
        input,
      ).toBe(expected)
  })
  it('checks amounts given by code', () => {
    expect(code(() => checkAmount(1.5))).toBe('amountDecimal')
    expect(code(() => checkAmount(Number.NaN))).toBe('amountNotANumber')
    expect(code(() => checkAmount('5'))).toBe('amountNotANumber')
    expect(code(() => checkAmount(0))).toBe('amountNotPositive')
    expect(code(() => checkAmount(2 ** 60))).toBe('amountTooLarge')
  })
})

describe('amount input: a separator only where it groups thousands (issue 38)', () => {
  it('in English: "1,500" is 1500; "1,5", "2,50", ",5", "1.500" and "15,00" are refused as decimals', () => {
    expect(parseAmount('1,500', MAX_AMOUNT, 'en')).toBe(1500)
    expect(parseAmount('12,345,678', MAX_AMOUNT, 'en')).toBe(12345678)
    for (const s of [
      '1,5',
      '2,50',
      ',5',
      '1.500',
      '15,00',
      '0,500',
      '1,5000',
      '1,500.',
      '1,,500',
      '1,500,00',
      '1234,567',
      ',500',
    ])
      expect(
        code(() => parseAmount(s, MAX_AMOUNT, 'en')),
        s,
      ).toBe('amountDecimal')
  })
  it('in German: "1.500" is 1500; "1,500", "1,5" and "1.5" are refused as decimals', () => {
    expect(parseAmount('1.500', MAX_AMOUNT, 'de')).toBe(1500)
    expect(parseAmount('1.500.000', MAX_AMOUNT, 'de')).toBe(1500000)
    for (const s of ['1,500', '1,5', '1.5', '2.50', '.5', '1.500,00'])
      expect(
        code(() => parseAmount(s, MAX_AMOUNT, 'de')),
        s,
      ).toBe('amountDecimal')
  })
  it('spaces group thousands only where they group correctly', () => {
    expect(parseAmount('2 500', MAX_AMOUNT, 'en')).toBe(2500)
    expect(code(() => parseAmount('2 5', MAX_AMOUNT, 'en'))).toBe('amountNotANumber')
  })
  it('property: every amount the locale writes reads back as itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_AMOUNT }),
        fc.constantFrom('en', 'de', 'en-US', 'de-DE'),
        (n, locale) => {
          expect(parseAmount(formatNumber(n, locale), MAX_AMOUNT, locale)).toBe(n)
        },
      ),
    )
  })
  it("property: a text with a dot or comma is read only when it is the locale's grouping of the same number", () => {
    const text = fc
      .array(fc.constantFrom('0', '1', '2', '5', '9', ',', '.'), { minLength: 1, maxLength: 12 })
      .map((a) => a.join(''))
    fc.assert(
      fc.property(text, fc.constantFrom('en', 'de'), (s, locale) => {
        let n: number | null = null
        try {
          n = parseAmount(s, MAX_AMOUNT, locale)
        } catch {
          return
        }
        if (/[.,]/.test(s)) expect(formatNumber(n, locale)).toBe(s)
        else expect(String(n)).toBe(s.replace(/^0+/, ''))
      }),
    )
  })
  it('typed text: grouping is taken off, an edit of the grouped field extends it, a separator the user typed is kept', () => {
    expect(typedAmountText('1,500', '1', 'en')).toBe('1500')
    expect(typedAmountText('1,5', '1,', 'en')).toBe('1,5')
    expect(typedAmountText('1,5', '15', 'en')).toBe('1,5')
    expect(typedAmountText(',5', '', 'en')).toBe(',5')
    expect(typedAmountText('1.500', '1.50', 'en')).toBe('1.500')
    expect(typedAmountText('1.100.0005', '1.100.000', 'de')).toBe('11000005')
    expect(typedAmountText('1.100.00', '1.100.000', 'de')).toBe('110000')
    // a selection of digits replaced by fewer digits is not an edit of digits: "1,5" from "1,000" stays as typed
    expect(typedAmountText('1,5', '1,000', 'en')).toBe('1,5')
    expect(typedAmountText('007', '', 'en')).toBe('7')
  })
  it('property: whatever is typed, the field holds digits only when they are the digits the locale reads', () => {
    const text = fc.array(fc.constantFrom('0', '1', '5', ',', '.'), { maxLength: 9 }).map((a) => a.join(''))
    fc.assert(
      fc.property(text, fc.constantFrom('en', 'de'), (s, locale) => {
        const held = typedAmountText(s, '', locale)
        if (/^\d+$/.test(held) && /[.,]/.test(s)) expect(formatNumber(Number(held), locale)).toBe(s)
      }),
    )
  })
})

describe('integer percentages', () => {
  it('rounds half up once', () => {
    expect(percentOf(105, 10)).toBe(11)
    expect(percentOf(104, 10)).toBe(10)
    expect(percentOf(1500, 10)).toBe(150)
  })
})

describe('formatting', () => {
  it('formats with Intl for the locale', () => {
    expect(formatMoney(1500, 'de-DE', '€').replace(/\s/g, ' ')).toBe('1.500 €')
    expect(formatMoney(1500, 'en-US', '€')).toBe('€1,500')
    expect(formatMoney(2500000, 'en-US', 'Pts')).toBe('2,500,000 Pts')
  })
})
