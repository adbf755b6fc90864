import { baseCompile, type CompileError } from '@intlify/message-compiler'
import { describe, expect, it } from 'vitest'
import { CORE_ERROR_CODES } from '@/domain/errors'
import type { AnyGameModule } from '@/domain/games/contract'
import { GAME_MESSAGES, loadAnyModule } from '@/domain/games/index'
import { GAME_TYPES } from '@/domain/games/types'
import { duplicates, incomplete, readLocales, sourceRefs, sourceText, unused } from './analyze'
import { localeFiles, sourceFiles } from './files'

// Generated from the modules: every game's error codes and entry kinds, and the core's codes, have
// a text in every locale, in the game's own message module or in core; a key lives in one module only.
const tree = readLocales(localeFiles)
const LOCALES = ['en', 'de'] as const
const modules: AnyGameModule[] = await Promise.all(GAME_TYPES.map((t) => loadAnyModule(t)))

/** The texts a game's screens have: core plus its own message module. */
function textsOf(locale: string, m: AnyGameModule): (key: string) => string | undefined {
  const core = tree[locale]?.core
  const own = m.messages ? tree[locale]?.[m.messages] : undefined
  return (key) => own?.get(key) ?? core?.get(key)
}

/** The source folders of a module: its own folder and, for DKT and Monopoly, the shared property engine. */
function sourceOf(m: AnyGameModule): string {
  const dirs = new Set([m.type, ...(m.messages ? [m.messages] : [])])
  return [...dirs].map((d) => sourceText(sourceFiles, `domain/games/${d}`)).join('\n')
}

describe('locale completeness', () => {
  it('the locales and modules are all there', () => {
    expect(Object.keys(tree).sort()).toEqual([...LOCALES].sort())
    // the app's own modules, and each game's (GAME_MESSAGES: the module table's)
    expect(Object.keys(tree.en ?? {}).sort()).toEqual(['core', 'history', 'stats', 'sync', ...GAME_MESSAGES].sort())
    expect(modules.map((m) => m.type)).toEqual([...GAME_TYPES])
  })

  it('every game type is named on the start screen before its module loads: types, typeHints and welcome.what in core', () => {
    for (const locale of LOCALES) {
      for (const type of GAME_TYPES) {
        for (const key of [`types.${type}`, `typeHints.${type}`, `welcome.what.${type}`])
          expect(tree[locale]?.core?.get(key), `${locale} ${key}`).toBeTruthy()
      }
    }
  })

  for (const m of modules) {
    describe(m.type, () => {
      it(`every error code and entry kind of ${m.type} has an English and a German text`, () => {
        expect(m.errorCodes.length + m.entryKinds.length).toBeGreaterThan(0)
        for (const locale of LOCALES) {
          const text = textsOf(locale, m)
          for (const code of m.errorCodes) expect(text(`errors.${code}`), `${locale} errors.${code}`).toBeTruthy()
          for (const kind of m.entryKinds) expect(text(`kinds.${kind}`), `${locale} kinds.${kind}`).toBeTruthy()
        }
      })

      it(`every code ${m.type}'s source throws and every kind it writes is listed (module or core)`, () => {
        const source = sourceOf(m)
        expect(source.length).toBeGreaterThan(0)
        const known = new Set<string>([...m.errorCodes, ...CORE_ERROR_CODES])
        for (const [, a, b] of source.matchAll(
          /(?:\bfail|\bRuleError|(?<!tx\.)\badd)\(\s*'([a-zA-Z]+)'|\bcode: '([a-zA-Z]+)'/g,
        )) {
          const code = a ?? b ?? ''
          expect(known, `errors.${code}`).toContain(code)
        }
        for (const [, kind] of source.matchAll(/\bkind: '([a-zA-Z]+)', postings/g))
          expect(m.entryKinds, `kinds.${kind}`).toContain(kind)
      })
    })
  }

  it('every core error code has an English and a German text in core.json5, and so has every code thrown outside the games', () => {
    for (const locale of LOCALES) {
      for (const code of CORE_ERROR_CODES)
        expect(tree[locale]?.core?.get(`errors.${code}`), `${locale} errors.${code}`).toBeTruthy()
    }
    const gameCodes = new Set(modules.flatMap((m) => m.errorCodes))
    const outside = [
      'db',
      'stores',
      'composables',
      'domain/ledger',
      'domain/money.ts',
      'domain/games/players.ts',
      'domain/games/common.ts',
      'domain/games/index.ts',
      // a game without texts of its own (free play) throws core codes
      ...modules.filter((m) => m.messages === null).map((m) => `domain/games/${m.type}`),
    ]
    const source = outside.map((p) => sourceText(sourceFiles, p)).join('\n')
    const thrown = new Set([...source.matchAll(/RuleError\(\s*'([a-zA-Z]+)'/g)].map((x) => x[1] as string))
    expect(thrown.size).toBeGreaterThan(30)
    for (const code of thrown) expect([...CORE_ERROR_CODES, ...gameCodes], code).toContain(code)
  })

  it('every errors.* text is a code of the core or of a module (no text of a code nobody throws)', () => {
    const codes = new Set<string>([...CORE_ERROR_CODES, ...modules.flatMap((m) => m.errorCodes), 'unexpected'])
    for (const [module, keys] of Object.entries(tree.en ?? {})) {
      for (const key of keys.keys())
        if (key.startsWith('errors.')) expect(codes, `${module}: ${key}`).toContain(key.slice('errors.'.length))
    }
  })

  it('every kinds.* text is an entry kind of a module (no text of a kind nobody writes)', () => {
    const kinds = new Set(modules.flatMap((m) => m.entryKinds))
    for (const [module, keys] of Object.entries(tree.en ?? {})) {
      for (const key of keys.keys())
        if (key.startsWith('kinds.')) expect(kinds, `${module}: ${key}`).toContain(key.slice('kinds.'.length))
    }
  })

  it('every key is used by src (kept: the GmbH outcome words its locale test asks for)', () => {
    const kept = ['gmbh.outcomes.all', 'gmbh.outcomes.majority', 'gmbh.outcomes.bankrupt', 'gmbh.outcomes.none']
    expect(unused(tree, sourceRefs(sourceFiles)).filter((u) => !kept.includes(u.key))).toEqual([])
  })

  it('no key is defined in two message modules', () => {
    expect(Object.fromEntries(duplicates(tree))).toEqual({})
  })

  it('English and German have the same keys in every module', () => {
    expect(incomplete(tree)).toEqual([])
  })

  it('vue-i18n compiles every message; plural forms have 2 or 3 choices and count by {n} or {count}', () => {
    for (const [locale, mods] of Object.entries(tree)) {
      for (const [module, keys] of Object.entries(mods)) {
        for (const [key, message] of keys) {
          const errors: string[] = []
          baseCompile(message, { onError: (e: CompileError) => errors.push(e.message) })
          expect(errors, `${locale}/${module}: ${key}`).toEqual([])
          // no linked messages (@) or stray $ where a text meant them literally
          expect(message, `${locale}/${module}: ${key}`).not.toMatch(/[@$]/)
          if (message.includes('|')) {
            const forms = message.split('|')
            expect(forms.length, `${locale}/${module}: ${key}`).toBeGreaterThanOrEqual(2)
            expect(forms.length, `${locale}/${module}: ${key}`).toBeLessThanOrEqual(3)
            expect(
              forms.every((f) => f.trim() !== ''),
              `${locale}/${module}: ${key}`,
            ).toBe(true)
            expect(message, `${locale}/${module}: ${key}`).toMatch(/\{(n|count)\}/)
          }
        }
      }
    }
  })
})
