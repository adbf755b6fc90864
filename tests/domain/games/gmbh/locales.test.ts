import { describe, expect, it } from 'vitest'
import en from '@/locales/en/gmbh.json5'
import de from '@/locales/de/gmbh.json5'
import { GMBH_KINDS } from '@/domain/games/gmbh'

const sources = import.meta.glob<string>('/src/domain/games/gmbh/*.ts', { query: '?raw', import: 'default', eager: true })
/** Codes of the shared core (players, actions, currency): their texts live in the core locale file. */
const CORE_CODES = new Set(['unknownPlayer', 'unknownAction', 'playerCount', 'currencyTooLong'])

/** Every error code the GmbH domain can produce, read from its source. */
function codesInSource(): string[] {
  const codes = new Set<string>()
  expect(Object.keys(sources).length).toBeGreaterThan(3)
  for (const text of Object.values(sources)) {
    for (const m of text.matchAll(/(?:code: |RuleError\()'([a-zA-Z]+)'/g)) codes.add(m[1] as string)
  }
  return [...codes].sort()
}

describe('GmbH texts', () => {
  it('GmbH: every error code, entry kind and outcome has an English and a German text', () => {
    for (const [lang, msgs] of [['en', en], ['de', de]] as const) {
      const errors = msgs.errors as Record<string, string>
      for (const code of codesInSource().filter((c) => !CORE_CODES.has(c))) expect(errors[code], `${lang} errors.${code}`).toBeTruthy()
      for (const kind of Object.values(GMBH_KINDS)) expect((msgs.kinds as Record<string, string>)[kind], `${lang} kinds.${kind}`).toBeTruthy()
      for (const o of ['all', 'majority', 'bankrupt', 'none']) {
        expect(((msgs.gmbh as Record<string, unknown>).outcomes as Record<string, string>)[o]).toBeTruthy()
        expect(((msgs.gmbh as Record<string, unknown>).lines as Record<string, string>)[o]).toBeTruthy()
      }
    }
  })
})
