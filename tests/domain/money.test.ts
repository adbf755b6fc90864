import { describe, expect, it } from 'vitest'
import { checkAmount, formatMoney, parseAmount, percentOf } from '@/domain/money'
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
    for (const [input, expected] of refused) expect(code(() => parseAmount(input)), input).toBe(expected)
  })
  it('checks amounts given by code', () => {
    expect(code(() => checkAmount(1.5))).toBe('amountDecimal')
    expect(code(() => checkAmount(Number.NaN))).toBe('amountNotANumber')
    expect(code(() => checkAmount('5'))).toBe('amountNotANumber')
    expect(code(() => checkAmount(0))).toBe('amountNotPositive')
    expect(code(() => checkAmount(2 ** 60))).toBe('amountTooLarge')
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
