import { addMessages, loadMessages, makeI18n, type Locale, type MessageSink, type Messages } from '@/modules/i18n'

// every message module of every locale, compiled by the i18n build plugin as the app's are
const files = import.meta.glob<{ default: Record<string, unknown> }>('/src/locales/*/*.json5', { eager: true })

/**
 * Every locale's core messages with every message module merged in, once per test file (the app's
 * own merge, addMessages): each instance gets its own copy (makeI18n). Merging the modules into each
 * new instance through vue-i18n's mergeLocaleMessage deep-copied them through its reactive proxies,
 * a fifth of a component test's time.
 */
const merged: Record<Locale, Messages> = (() => {
  const all = loadMessages()
  const sink: MessageSink = {
    global: {
      mergeLocaleMessage: () => undefined,
      getLocaleMessage: (l) => all[l as Locale],
      setLocaleMessage: (l, m) => (all[l as Locale] = m),
    },
  }
  for (const [path, mod] of Object.entries(files)) {
    const loc = /\/locales\/(\w+)\//.exec(path)?.[1] as Locale | undefined
    if (loc && !path.endsWith('/core.json5')) addMessages(sink, loc, mod.default)
  }
  return all
})()

/**
 * The app's i18n instance (makeI18n, so getI18n() returns it too) with every message module of
 * every locale already merged: the one message-loading helper of the component tests.
 */
export function testI18n(locale: Locale = 'en') {
  return makeI18n(locale, merged)
}
