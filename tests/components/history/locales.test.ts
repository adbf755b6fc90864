import { describe, expect, it } from 'vitest'
import { CORE_ERROR_CODES } from '@/domain/errors'
import { readLocales, sourceText } from '../../locales/analyze'
import { localeFiles, sourceFiles } from '../../locales/files'

const tree = readLocales(localeFiles)

describe('history locale texts', () => {
  it('every backup error code of restore() is a core code with an English and a German text, and both history files have the same keys', () => {
    const codes = new Set(
      [...sourceText(sourceFiles, 'db/backup.ts').matchAll(/RuleError\('(backup[a-zA-Z]+)'/g)].map(
        (m) => m[1] as string,
      ),
    )
    expect(codes.size).toBeGreaterThanOrEqual(10)
    for (const c of codes) {
      expect(CORE_ERROR_CODES as readonly string[]).toContain(c)
      expect(tree.en?.core?.get(`errors.${c}`), c).toBeTruthy()
      expect(tree.de?.core?.get(`errors.${c}`), c).toBeTruthy()
    }
    expect([...(tree.de?.history?.keys() ?? [])].sort()).toEqual([...(tree.en?.history?.keys() ?? [])].sort())
  })
})
