// The app's languages and its message files, without vue-i18n: boot.ts starts loading the active
// language's core messages before the framework's modules are evaluated (issue 16); i18n.ts puts
// them into the i18n instance.
import { isLocale, type Locale } from './deviceLocale'

export { LOCALES, detectLocale, readPref, storedLocale, type Locale } from './deviceLocale'

/** The messages of one locale file (nested objects; the build plugin compiles the texts). */
export type Messages = { [k: string]: unknown }

// src/locales/<locale>/core.json5 of the active locale loads before the first render (boot.ts), the
// other locale's on switching; each game module's messages (src/locales/<locale>/<module>.json5)
// load with the first screen that needs them, in the locales in use.
export const coreFiles = import.meta.glob<{ default: Messages }>('../locales/*/core.json5')
export const moduleFiles = import.meta.glob<{ default: Messages }>(['../locales/*/*.json5', '!../locales/*/core.json5'])

export function localeOf(path: string): Locale | undefined {
  const l = /\/locales\/(\w+)\//.exec(path)?.[1]
  return isLocale(l) ? l : undefined
}

/** The core messages of one locale (its own chunk). */
export async function loadCoreMessages(locale: Locale): Promise<Messages> {
  const load = Object.entries(coreFiles).find(([path]) => localeOf(path) === locale)?.[1]
  return load ? (await load()).default : {}
}

/**
 * Starts loading a message module's file in one locale without merging it (boot.ts, before the
 * i18n instance exists): ensureMessages later merges the loaded file without waiting for it again.
 */
export function preloadMessages(locale: Locale, module: string): void {
  for (const [path, load] of Object.entries(moduleFiles))
    if (path.endsWith(`/${locale}/${module}.json5`)) void load().catch(() => undefined)
}
