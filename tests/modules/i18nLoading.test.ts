import { describe, expect, it } from 'vitest'
import { addMessages, ensureLocale, ensureMessages, makeI18n, type MessageSink, type Messages } from '@/modules/i18n'

/** An i18n instance that records each merge (locale and the message module's top-level keys). */
function recordingSink(): MessageSink & { merges: string[] } {
  const merges: string[] = []
  return {
    merges,
    global: {
      mergeLocaleMessage: (locale: string, m: Messages) => merges.push(`${locale}:${Object.keys(m).sort().join(',')}`),
    },
  }
}

describe('message modules load once per locale', () => {
  it('callers that ask for a module while its first load is in flight await that load: each locale file is merged once', async () => {
    const sink = recordingSink()
    await Promise.all([
      ensureMessages(sink, 'history'),
      ensureMessages(sink, 'history'),
      ensureMessages(sink, 'history'),
    ])
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

describe('message modules go into a real instance', () => {
  it('a loaded module adds its keys beside the core; the files stay as loaded', async () => {
    const core: Messages = { app: { title: 'Tischbank' } }
    const i18n = makeI18n('en', { en: core })
    await ensureMessages(i18n, 'history')
    const history = (await import('@/locales/en/history.json5')).default as Messages
    const en = i18n.global.getLocaleMessage('en') as Messages
    for (const k of [...Object.keys(history), 'app']) expect(en[k], k).toBeDefined()
    expect(i18n.global.t('app.title')).toBe('Tischbank')
    // a message of the module translates: its text, not its key
    const leaf = Object.keys(history.historyView as Messages)[0]!
    expect(i18n.global.t(`historyView.${leaf}`)).not.toBe(`historyView.${leaf}`)
    expect(core).toEqual({ app: { title: 'Tischbank' } })
  })

  it('a branch both trees have keeps the keys of both, and neither tree is changed', () => {
    const core: Messages = { app: { title: 'Tischbank', home: 'Home' }, other: { x: 'x' } }
    const i18n = makeI18n('en', { en: core })
    const module: Messages = { app: { more: 'More' }, mod: { y: 'y' } }
    addMessages(i18n, 'en', module)
    expect(['app.title', 'app.home', 'app.more', 'other.x', 'mod.y'].map((k) => i18n.global.t(k))).toEqual([
      'Tischbank',
      'Home',
      'More',
      'x',
      'y',
    ])
    expect(module).toEqual({ app: { more: 'More' }, mod: { y: 'y' } })
    expect(core).toEqual({ app: { title: 'Tischbank', home: 'Home' }, other: { x: 'x' } })
  })

  it('a sink that can only merge gets the module merged', () => {
    const sink = recordingSink()
    addMessages(sink, 'de', { a: { b: 'c' } })
    expect(sink.merges).toEqual(['de:a'])
  })
})
