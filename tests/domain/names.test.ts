import { describe, expect, it } from 'vitest'
import { cleanName, GAME_NAME_MAX, nameKey } from '@/domain/names'
import { GAME_NAME } from '@/db/repo'
import { NAME_MAX, PLAYER_NAME } from '@/domain/games/players'
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

  it('refuses a name of only invisible or filler characters: a name has a visible letter, digit or symbol (issue 38)', () => {
    for (const n of ['\u200d', '\u3164', '\u2800', '\u2800\u2800', '\u115f\u1160', '\ufe0f', '\u034f', '\u0301', '---'])
      expectRuleError(() => cleanName(n, { ...RULE, max: 24 }), 'xInvalid')
  })
  it('refuses a joiner, filler or selector inside a name, keeps them inside emoji sequences (issue 38)', () => {
    for (const n of ['Anna\u200d', 'An\u3164na', 'Ann\u2800', 'A\ufe0fnna'])
      expectRuleError(() => cleanName(n, { ...RULE, max: 24 }), 'xInvalid')
    for (const n of ['👩\u200d🚀', '👩🏽\u200d🚀', '❤\ufe0f', '❤\ufe0f\u200d🔥', 'Zoë', '7', 'Ａｎｎａ'])
      expect(cleanName(n, { ...RULE, max: 24 })).toBe(n)
  })
  it('two names that look the same are the same: invisible characters and compatibility forms folded (issue 38)', () => {
    expect(nameKey('Anna\u200d')).toBe(nameKey('Anna'))
    expect(nameKey('An\u3164na')).toBe(nameKey('anna'))
    expect(nameKey('Ａｎｎａ')).toBe(nameKey('Anna'))
    expect(nameKey('Anna\u2800')).toBe(nameKey('Anna'))
  })
  it("the form's name fields and the name rules agree: a game name 40 characters, a player name 24 (issue 38)", () => {
    expect(GAME_NAME.max).toBe(GAME_NAME_MAX)
    expect(PLAYER_NAME.max).toBe(NAME_MAX)
    expect(NAME_MAX).toBe(24)
  })
})
