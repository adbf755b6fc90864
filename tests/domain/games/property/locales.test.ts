import { describe, expect, it } from 'vitest'
import { dktModule } from '@/domain/games/dkt/module'
import { monopolyDeModule } from '@/domain/games/monopolyDe/module'
import { readLocales, sourceText } from '../../../locales/analyze'
import { localeFiles, sourceFiles } from '../../../locales/files'

// Error codes, entry kinds, en/de keys and compiling: tests/locales/completeness.test.ts (every module).
const tree = readLocales(localeFiles)

describe('property locale texts', () => {
  it('the entry kinds chosen in expressions are kinds of DKT and Monopoly, with an English and a German text', () => {
    const kinds = new Set(
      [...sourceText(sourceFiles, 'domain/games/property').matchAll(/kind: '([a-zA-Z]+)',\s*postings/g)].map(
        (m) => m[1] as string,
      ),
    )
    for (const k of ['jailFine', 'useJailCard', 'leaveJail', 'build', 'sell', 'sellJailCard', 'trade', 'bankruptcy'])
      kinds.add(k)
    expect(kinds.size).toBeGreaterThan(15)
    for (const m of [dktModule, monopolyDeModule]) for (const k of kinds) expect(m.entryKinds, k).toContain(k)
    for (const locale of ['en', 'de']) {
      for (const k of kinds)
        expect(
          tree[locale]?.property?.get(`kinds.${k}`) ?? tree[locale]?.core?.get(`kinds.${k}`),
          `${locale} kinds.${k}`,
        ).toBeTruthy()
    }
  })

  it('messages avoid the vue-i18n special characters @ $, and | outside plural forms', () => {
    for (const locale of ['en', 'de']) {
      for (const [key, text] of tree[locale]?.property ?? []) {
        expect(text, key).not.toMatch(/[@$]/)
        // a | separates the forms of a plural message, counted by {n}
        if (key.startsWith('errors.') || key.startsWith('kinds.') || !/\{n\}/.test(text))
          expect(text, key).not.toMatch(/\|/)
      }
    }
  })
})
