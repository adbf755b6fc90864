import { describe, expect, it } from 'vitest'
import { backupText, makeBackup, restore } from '@/db/backup'
import { storageError } from '@/db'
import { isRuleError } from '@/domain/errors'
import enRaw from '@/locales/en/core.json5?raw'
import deRaw from '@/locales/de/core.json5?raw'
import { freshDb } from '../helpers/db'
import { playedGame } from '../db/played'

async function codeOf(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  )
  if (!isRuleError(e)) throw new Error(`not a RuleError: ${String(e)}`)
  return e.code
}

describe('messages name the problem, never raw text', () => {
  it.each([
    ['plain text with a quote', 'Anna said "hello'],
    ['plain text with brackets', 'list (of things [and more'],
    ['a CSV export', '"seq","time","kind"\n1,"2026-12-01 10:00","salary'],
    ['a word', 'hello'],
    ['Markdown', '# Notes\n- {draft'],
  ])('a plain non-JSON file (%s) is "not a backup (not JSON)", never "incomplete"', async (_name, text) => {
    expect(await codeOf(restore(freshDb(false), text))).toBe('backupNotJson')
  })

  it('a backup cut off while copying is still "incomplete"; one with a byte-order mark imports', async () => {
    const db = freshDb(false)
    const { game } = await playedGame(db, 'freePlay')
    const text = backupText(await makeBackup(db, [game.id]))
    expect(await codeOf(restore(db, text.slice(0, 100)))).toBe('backupTruncated')
    expect(await codeOf(restore(db, `  ${text.slice(0, -3)}`))).toBe('backupTruncated')
    await expect(restore(db, `\ufeff${text}`)).resolves.toHaveLength(1)
  })

  it('a failed write reads "Saving failed … try again" in both languages, without the browser\'s raw error text', () => {
    const inner = new Error('injected')
    inner.name = 'UnknownError'
    const err = storageError(Object.assign(new Error('UnknownError: injected'), { name: 'UnknownError', inner }))
    expect(err.code).toBe('storageFailed')
    for (const raw of [enRaw, deRaw]) {
      const text = /"storageFailed": "([^"]*)"/.exec(raw)?.[1] ?? ''
      // no parameter at all: nothing of the browser's own error text can reach the screen
      expect(text).not.toMatch(/[{}]/)
      expect(text.length).toBeGreaterThan(20)
    }
  })
})
