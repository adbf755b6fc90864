import { describe, expect, it } from 'vitest'
import { BUILDING_TYPES } from '@/domain/games/discretion/types'
import { DISCRETION_CARDS, DISCRETION_KINDS, DISCRETION_LINE_ITEMS } from '@/domain/games/discretion/pack'

type Messages = { errors: Record<string, string>; kinds: Record<string, string>; discretion: Record<string, Record<string, string>> }
// read as text: the i18n build plugin precompiles locale imports into message functions
const raw = import.meta.glob<string>('/src/locales/*/discretion.json5', { query: '?raw', import: 'default', eager: true })
const load = (lang: string): Messages => JSON.parse(raw[`/src/locales/${lang}/discretion.json5`] ?? '{}') as Messages
const en = load('en')
const de = load('de')

const sources = import.meta.glob<string>('/src/domain/games/discretion/*.ts', { query: '?raw', import: 'default', eager: true })
/** Codes whose texts live in the core locale files (src/domain/errors shared by every game). */
const CORE = new Set(['unknownPlayer', 'playersInvalid', 'playerCount', 'currencyTooLong', 'insufficientFunds', 'unknownAction', 'playerEliminated', 'amountNotANumber', 'amountDecimal', 'amountNotPositive', 'amountTooLarge', 'noteInvalid', 'noteTooLong'])

function codesInSource(): string[] {
  const codes = new Set<string>()
  expect(Object.keys(sources).length).toBeGreaterThan(4)
  for (const text of Object.values(sources)) {
    for (const m of text.matchAll(/(?:fail|RuleError|add)\('([a-zA-Z]+)'/g)) codes.add(m[1] as string)
  }
  return [...codes].sort()
}

describe('Discretion texts', () => {
  it('every error code, entry kind, card, line item and building type has an English and a German text', () => {
    const codes = codesInSource()
    expect(codes.length).toBeGreaterThan(40)
    for (const [lang, msgs] of [['en', en], ['de', de]] as const) {
      const errors = msgs.errors as Record<string, string>
      for (const code of codes) if (!CORE.has(code)) expect(errors[code], `${lang} errors.${code}`).toBeTruthy()
      for (const k of DISCRETION_KINDS) expect((msgs.kinds as Record<string, string>)[k], `${lang} kinds.${k}`).toBeTruthy()
      for (const c of DISCRETION_CARDS) expect((msgs.discretion.cards as Record<string, string>)[c.card], `${lang} cards.${c.card}`).toBeTruthy()
      for (const i of DISCRETION_LINE_ITEMS) expect((msgs.discretion.items as Record<string, string>)[i], `${lang} items.${i}`).toBeTruthy()
      for (const t of BUILDING_TYPES) expect((msgs.discretion.buildingTypes as Record<string, string>)[t]).toBeTruthy()
      // vue-i18n special characters must not appear as literal text
      for (const text of Object.values(errors)) expect(text.replace(/\{[a-zA-Z]+\}/g, '')).not.toMatch(/[@$|{}]/)
    }
    expect(Object.keys(en.errors).sort()).toEqual(Object.keys(de.errors).sort())
  })

  it('every line item a settlement can produce is listed', () => {
    const items = new Set<string>()
    for (const text of Object.values(sources)) for (const m of text.matchAll(/tx\.add\([^']*'([a-zA-Z]+)'/g)) items.add(m[1] as string)
    for (const i of items) expect(DISCRETION_LINE_ITEMS as readonly string[]).toContain(i)
  })
})
