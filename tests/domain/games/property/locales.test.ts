import { describe, expect, it } from 'vitest'
import en from '@/locales/en/property.json5'
import de from '@/locales/de/property.json5'

// codes thrown by the shared foundation code (common.ts, players.ts, admit) live in the foundation's locale files
const FOUNDATION = new Set(['currencyTooLong', 'insufficientFunds', 'paySelf', 'playerEliminated', 'unknownAction', 'unknownPlayer'])

describe('property locale texts', () => {
  const files = import.meta.glob<string>('/src/domain/games/property/*.ts', { query: '?raw', import: 'default', eager: true })
  const source = Object.values(files).join('\n')
  it('every error code of the property engine has an English and a German text', () => {
    const codes = new Set([...source.matchAll(/RuleError\('([a-zA-Z]+)'/g)].map((m) => m[1] as string))
    for (const c of codes) {
      if (FOUNDATION.has(c)) continue
      expect(en.errors, c).toHaveProperty(c)
      expect(de.errors, c).toHaveProperty(c)
    }
  })
  it('every entry kind has an English and a German text, and both files have the same keys', () => {
    const kinds = new Set([...source.matchAll(/kind: '([a-zA-Z]+)', postings/g)].map((m) => m[1] as string))
    // kinds chosen in expressions
    for (const k of ['jailFine', 'useJailCard', 'leaveJail', 'build', 'sell', 'sellJailCard', 'trade', 'bankruptcy']) kinds.add(k)
    expect(kinds.size).toBeGreaterThan(15)
    for (const k of kinds) {
      expect(en.kinds, k).toHaveProperty(k)
      expect(de.kinds, k).toHaveProperty(k)
    }
    expect(Object.keys(de.errors as object).sort()).toEqual(Object.keys(en.errors as object).sort())
    expect(Object.keys(de.kinds as object).sort()).toEqual(Object.keys(en.kinds as object).sort())
  })
  it('messages avoid the vue-i18n special characters @ $ |', () => {
    for (const text of [JSON.stringify(en), JSON.stringify(de)]) expect(text).not.toMatch(/[@$|]/)
  })
})
