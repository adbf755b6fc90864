import { describe, expect, it } from 'vitest'
import en from '@/locales/en/property.json5'
import de from '@/locales/de/property.json5'
import enCore from '@/locales/en/core.json5'
import deCore from '@/locales/de/core.json5'
import { ENTRY_KINDS, ERROR_CODES } from '@/domain/games/property/codes'

type Texts = { errors?: Record<string, unknown>; kinds?: Record<string, unknown> }

// a key is defined in one locale module only: codes and kinds the games share (thrown by the
// foundation: common.ts, players.ts, admit) live in core, the property engine's own in property
const textsOf = (module: Texts, core: Texts, part: 'errors' | 'kinds') => ({ ...(core[part] ?? {}), ...(module[part] ?? {}) })

describe('property locale texts', () => {
  const files = import.meta.glob<string>('/src/domain/games/property/**/*.ts', { query: '?raw', import: 'default', eager: true })
  const source = Object.values(files).join('\n')
  const enErrors = textsOf(en, enCore, 'errors')
  const deErrors = textsOf(de, deCore, 'errors')
  const enKinds = textsOf(en, enCore, 'kinds')
  const deKinds = textsOf(de, deCore, 'kinds')
  it('every error code of the property engine has an English and a German text', () => {
    const codes = new Set([...source.matchAll(/RuleError\('([a-zA-Z]+)'/g)].map((m) => m[1] as string))
    expect(codes.size).toBeGreaterThan(40)
    for (const c of codes) {
      expect(enErrors, c).toHaveProperty(c)
      expect(deErrors, c).toHaveProperty(c)
    }
  })
  it('every entry kind has an English and a German text, and both files have the same keys', () => {
    const kinds = new Set([...source.matchAll(/kind: '([a-zA-Z]+)', postings/g)].map((m) => m[1] as string))
    // kinds chosen in expressions
    for (const k of ['jailFine', 'useJailCard', 'leaveJail', 'build', 'sell', 'sellJailCard', 'trade', 'bankruptcy']) kinds.add(k)
    expect(kinds.size).toBeGreaterThan(15)
    for (const k of kinds) {
      expect(enKinds, k).toHaveProperty(k)
      expect(deKinds, k).toHaveProperty(k)
    }
    expect(Object.keys(de.errors as object).sort()).toEqual(Object.keys(en.errors as object).sort())
    expect(Object.keys(de.kinds as object).sort()).toEqual(Object.keys(en.kinds as object).sort())
  })
  it('ERROR_CODES lists every code the engine throws, ENTRY_KINDS every kind it writes; each has both texts', () => {
    const thrown = new Set([...source.matchAll(/RuleError\('([a-zA-Z]+)'/g)].map((m) => m[1] as string))
    for (const c of thrown) expect(ERROR_CODES, c).toContain(c)
    for (const c of ERROR_CODES) {
      expect(enErrors, c).toHaveProperty(c)
      expect(deErrors, c).toHaveProperty(c)
    }
    const written = new Set([...source.matchAll(/kind: '([a-zA-Z]+)'/g)].map((m) => m[1] as string))
    written.delete('street') // a board card kind, not an entry kind
    for (const k of written) expect(ENTRY_KINDS, k).toContain(k)
    for (const k of ENTRY_KINDS) {
      expect(enKinds, k).toHaveProperty(k)
      expect(deKinds, k).toHaveProperty(k)
    }
  })
  it('messages avoid the vue-i18n special characters @ $, and | except between plural forms', () => {
    const raw = import.meta.glob<string>('/src/locales/*/property.json5', { query: '?raw', import: 'default', eager: true })
    expect(Object.keys(raw)).toHaveLength(2)
    for (const text of Object.values(raw)) {
      expect(text).not.toMatch(/[@$]/)
      // a pipe only as vue-i18n's plural separator: "1 house | {n} houses"
      for (const line of text.split('\n').filter((l) => l.includes('|'))) expect(line).toMatch(/^\s*"[a-zA-Z]+": "[^"|]+( \| [^"|]+)+",?$/)
    }
  })
})
