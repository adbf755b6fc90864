import { makeI18n, type Locale, type MessageSink } from '@/modules/i18n'

// every message module of every locale, compiled by the i18n build plugin as the app's are
const files = import.meta.glob<{ default: Record<string, unknown> }>('/src/locales/*/*.json5', { eager: true })

/**
 * The app's i18n instance (makeI18n, so getI18n() returns it too) with every message module of
 * every locale already merged: the one message-loading helper of the component tests.
 */
export function testI18n(locale: Locale = 'en') {
  const i18n = makeI18n(locale)
  const sink: MessageSink = i18n
  for (const [path, mod] of Object.entries(files)) {
    const loc = /\/locales\/(\w+)\//.exec(path)?.[1]
    if (loc && !path.endsWith('/core.json5')) sink.global.mergeLocaleMessage(loc, mod.default)
  }
  return i18n
}
