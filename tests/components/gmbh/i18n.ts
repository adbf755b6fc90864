import { makeI18n, type Locale } from '@/modules/i18n'

const files = import.meta.glob<{ default: Record<string, unknown> }>('/src/locales/*/*.json5', { eager: true })

/** The app's i18n with every module's messages loaded at once, for the GmbH component tests. */
export function gmbhI18n(locale: Locale = 'en') {
  const i18n = makeI18n(locale)
  for (const [path, mod] of Object.entries(files)) {
    const loc = /\/locales\/(\w+)\//.exec(path)?.[1]
    if (loc && !path.endsWith('/core.json5')) i18n.global.mergeLocaleMessage(loc, mod.default as never)
  }
  return i18n
}
