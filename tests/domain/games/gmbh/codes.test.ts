import { describe, expect, it } from 'vitest'
import en from '@/locales/en/gmbh.json5'
import de from '@/locales/de/gmbh.json5'
import { ENTRY_KINDS, ERROR_CODES } from '@/domain/games/gmbh/codes'
import { GMBH_KINDS } from '@/domain/games/gmbh/pack'
import { gmbhModule } from '@/domain/games/gmbh/module'

const sources = import.meta.glob<string>('/src/domain/games/gmbh/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
})
/** Codes of the shared core (players, actions, currency): listed by the core, not by GmbH. */
const CORE_CODES = new Set(['unknownPlayer', 'unknownAction', 'playerCount', 'currencyTooLong', 'nameInvalid'])

describe('GmbH codes', () => {
  it('GmbH: ERROR_CODES lists every code the GmbH domain produces (and nothing else), and the module holds the lists', () => {
    const inSource = new Set<string>()
    for (const [path, text] of Object.entries(sources)) {
      if (path.endsWith('/codes.ts')) continue
      for (const m of text.matchAll(/(?:code: |RuleError\(|empty: |tooLong: |invalid: )'([a-zA-Z]+)'/g))
        inSource.add(m[1] as string)
    }
    const own = [...inSource].filter((c) => !CORE_CODES.has(c)).sort()
    expect([...ERROR_CODES].sort()).toEqual(own)
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length)
    expect(gmbhModule.errorCodes).toBe(ERROR_CODES)
    expect(gmbhModule.entryKinds).toBe(ENTRY_KINDS)
    expect(Object.values(GMBH_KINDS).sort()).toEqual([...ENTRY_KINDS].sort())
  })

  it('GmbH: every listed code and kind has an English and a German text', () => {
    for (const [lang, msgs] of [
      ['en', en],
      ['de', de],
    ] as const) {
      for (const code of ERROR_CODES)
        expect((msgs.errors as Record<string, string>)[code], `${lang} errors.${code}`).toBeTruthy()
      for (const kind of ENTRY_KINDS)
        expect((msgs.kinds as Record<string, string>)[kind], `${lang} kinds.${kind}`).toBeTruthy()
    }
  })
})
