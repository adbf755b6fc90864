import { describe, expect, it } from 'vitest'
import { checkNameAt } from '@/domain/games/players'
import { ruleCode as code } from '../../helpers/ruleError'


describe('player names at setup', () => {
  it('checks one row: trimmed, 1–24 characters, unique within the game ignoring case and spaces', () => {
    expect(checkNameAt(['  Anna  ', 'Ben'], 0)).toBe('Anna')
    expect(code(() => checkNameAt(['Anna', ' anna '], 1))).toBe('nameDuplicate')
    expect(code(() => checkNameAt(['Anna', '   '], 1))).toBe('nameEmpty')
    expect(code(() => checkNameAt(['Anna', 'x'.repeat(25)], 1))).toBe('nameTooLong')
  })
})
