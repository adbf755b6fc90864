import { describe, expect, it } from 'vitest'
import en from '@/locales/en/history.json5'
import de from '@/locales/de/history.json5'

/** `namespace.key` of every message (messages may be compiled, so only two levels are keys). */
function keys(o: unknown): string[] {
  return Object.entries(o as Record<string, Record<string, unknown>>).flatMap(([ns, v]) => Object.keys(v).map((k) => `${ns}.${k}`))
}

describe('history locale texts', () => {
  it('every backup error code of restore() has an English and a German text, and both files have the same keys', () => {
    const files = import.meta.glob<string>('/src/db/backup.ts', { query: '?raw', import: 'default', eager: true })
    const codes = new Set([...Object.values(files).join('\n').matchAll(/RuleError\('(backup[a-zA-Z]+)'/g)].map((m) => m[1] as string))
    expect(codes.size).toBeGreaterThanOrEqual(10)
    for (const c of codes) {
      expect(en.errors, c).toHaveProperty(c)
      expect(de.errors, c).toHaveProperty(c)
    }
    expect(keys(de).sort()).toEqual(keys(en).sort())
  })
})
