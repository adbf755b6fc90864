import { describe, expect, it } from 'vitest'
import { ensureLocale, ensureMessages, type MessageSink, type Messages } from '@/modules/i18n'

/** An i18n instance that records each merge (locale and the message module's top-level keys). */
function recordingSink(): MessageSink & { merges: string[] } {
  const merges: string[] = []
  return { merges, global: { mergeLocaleMessage: (locale: string, m: Messages) => merges.push(`${locale}:${Object.keys(m).sort().join(',')}`) } }
}

describe('message modules load once per locale', () => {
  it('callers that ask for a module while its first load is in flight await that load: each locale file is merged once', async () => {
    const sink = recordingSink()
    await Promise.all([ensureMessages(sink, 'history'), ensureMessages(sink, 'history'), ensureMessages(sink, 'history')])
    await ensureMessages(sink, 'history')
    expect(sink.merges.filter((m) => m.startsWith('en:')).length).toBe(1)
    expect(sink.merges.filter((m) => m.startsWith('de:')).length).toBe(1)
  })

  it('a language switched to later merges only its own files, each once, even when asked twice at the same time', async () => {
    const sink = recordingSink()
    await ensureLocale(sink, 'de')
    await ensureMessages(sink, 'property')
    const before = sink.merges.length
    await Promise.all([ensureLocale(sink, 'en'), ensureLocale(sink, 'en')])
    const added = sink.merges.slice(before)
    // the English core (merged by each caller, as before: a small object) and the property module's English file once
    expect(added.filter((m) => m.startsWith('de:'))).toEqual([])
    // merges so far: the German core, then the German property file
    expect(before).toBe(2)
    const property = sink.merges[1]!.slice('de:'.length)
    expect(added.filter((m) => m === `en:${property}`)).toHaveLength(1)
  })
})
