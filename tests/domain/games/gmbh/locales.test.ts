import { describe, expect, it } from 'vitest'
import { GMBH_KINDS } from '@/domain/games/gmbh'
import { readLocales } from '../../../locales/analyze'
import { localeFiles } from '../../../locales/files'

// Error codes, entry kinds, en/de keys and compiling: tests/locales/completeness.test.ts (every module).
const tree = readLocales(localeFiles)

describe('GmbH texts', () => {
  it('GmbH: every entry kind and outcome has an English and a German text', () => {
    for (const locale of ['en', 'de']) {
      const text = (key: string) => tree[locale]?.gmbh?.get(key)
      for (const kind of Object.values(GMBH_KINDS))
        expect(text(`kinds.${kind}`), `${locale} kinds.${kind}`).toBeTruthy()
      for (const o of ['all', 'majority', 'bankrupt', 'none']) {
        expect(text(`gmbh.outcomes.${o}`), `${locale} outcomes.${o}`).toBeTruthy()
        expect(text(`gmbh.lines.${o}`), `${locale} lines.${o}`).toBeTruthy()
      }
    }
  })
})
