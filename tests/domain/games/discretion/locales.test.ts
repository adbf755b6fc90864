import { describe, expect, it } from 'vitest'
import { DISCRETION_CARDS, DISCRETION_KINDS, DISCRETION_LINE_ITEMS } from '@/domain/games/discretion/catalogue'
import { BUILDING_TYPES } from '@/domain/games/discretion/types'
import { readLocales, sourceText } from '../../../locales/analyze'
import { localeFiles, sourceFiles } from '../../../locales/files'

// Error codes, entry kinds, en/de keys and compiling: tests/locales/completeness.test.ts (every module).
const tree = readLocales(localeFiles)

describe('Discretion texts', () => {
  it('every entry kind of the catalogue has an English and a German text (Discretion or core)', () => {
    for (const locale of ['en', 'de']) {
      for (const k of DISCRETION_KINDS)
        expect(
          tree[locale]?.discretion?.get(`kinds.${k}`) ?? tree[locale]?.core?.get(`kinds.${k}`),
          `${locale} kinds.${k}`,
        ).toBeTruthy()
    }
  })

  it('every card, line item and building type has an English and a German text; error texts have no vue-i18n special characters', () => {
    for (const locale of ['en', 'de']) {
      const text = (key: string) => tree[locale]?.discretion?.get(key)
      for (const c of DISCRETION_CARDS)
        expect(text(`discretion.cards.${c.card}`), `${locale} cards.${c.card}`).toBeTruthy()
      for (const i of DISCRETION_LINE_ITEMS) expect(text(`discretion.items.${i}`), `${locale} items.${i}`).toBeTruthy()
      for (const t of BUILDING_TYPES)
        expect(text(`discretion.buildingTypes.${t}`), `${locale} buildingTypes.${t}`).toBeTruthy()
      // vue-i18n special characters must not appear as literal text
      const errors = [...(tree[locale]?.discretion ?? [])].filter(([k]) => k.startsWith('errors.'))
      expect(errors.length).toBeGreaterThan(40)
      for (const [, message] of errors) expect(message.replace(/\{[a-zA-Z]+\}/g, '')).not.toMatch(/[@$|{}]/)
    }
  })

  it('every line item a settlement can produce is listed', () => {
    const items = new Set<string>()
    for (const m of sourceText(sourceFiles, 'domain/games/discretion').matchAll(/tx\.add\([^']*'([a-zA-Z]+)'/g))
      items.add(m[1] as string)
    expect(items.size).toBeGreaterThan(0)
    for (const i of items) expect(DISCRETION_LINE_ITEMS as readonly string[]).toContain(i)
  })
})
