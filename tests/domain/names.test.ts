import { describe, expect, it } from 'vitest'
import { cleanName, nameKey } from '@/domain/names'
import { expectRuleError } from '../helpers/ruleError'

const RULE = { max: 5, empty: 'xEmpty', tooLong: 'xTooLong', invalid: 'xInvalid' }

describe('the one name rule', () => {
  it('trims, folds inner white space and composes to NFC', () => {
    expect(cleanName('  Jo \t  e ', RULE)).toBe('Jo e')
    expect(cleanName('Zoe\u0308', RULE)).toBe('Zoë')
  })
  it('refuses empty, too long, non-text and invisible or bidi-control characters', () => {
    expectRuleError(() => cleanName('   ', RULE), 'xEmpty')
    expectRuleError(() => cleanName('abcdef', RULE), 'xTooLong', { max: 5 })
    expectRuleError(() => cleanName(42, RULE), 'xInvalid')
    expectRuleError(() => cleanName('\u200b', RULE), 'xInvalid')
    expectRuleError(() => cleanName('a\u202eb', RULE), 'xInvalid')
    expectRuleError(() => cleanName('a\u0007', RULE), 'xInvalid')
  })
  it('keeps emoji sequences joined by a zero-width joiner', () => {
    expect(cleanName('👩\u200d🚀', RULE)).toBe('👩\u200d🚀')
  })
  it('compares names case-insensitively after cleaning', () => {
    expect(nameKey(' ANNA ')).toBe(nameKey('anna'))
  })
})
