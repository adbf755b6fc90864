import { createI18n } from 'vue-i18n'

export type Locale = 'en' | 'de'
export const LOCALES: readonly Locale[] = ['en', 'de']

/** The messages of one locale file (nested objects; the build plugin compiles the texts). */
export type Messages = { [k: string]: unknown }

function isMessages(v: unknown): v is Messages {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function isLocale(l: string | undefined): l is Locale {
  return l === 'en' || l === 'de'
}

function deepMerge(target: Messages, source: Messages): Messages {
  for (const [k, v] of Object.entries(source)) {
    if (k === '__proto__' || k === 'constructor') continue
    const t = target[k]
    target[k] = isMessages(v) && isMessages(t) ? deepMerge({ ...t }, v) : v
  }
  return target
}

// src/locales/<locale>/core.json5 is in the app shell; each game module's messages
// (src/locales/<locale>/<module>.json5) load with the first screen that needs them.
const coreFiles = import.meta.glob<{ default: Messages }>('../locales/*/core.json5', { eager: true })
const moduleFiles = import.meta.glob<{ default: Messages }>(['../locales/*/*.json5', '!../locales/*/core.json5'])

/** The core messages of every locale (the rest comes with ensureMessages). */
export function loadMessages(): Record<Locale, Messages> {
  const out: Record<Locale, Messages> = { en: {}, de: {} }
  for (const [path, mod] of Object.entries(coreFiles)) {
    const locale = /\/locales\/(\w+)\//.exec(path)?.[1]
    if (isLocale(locale)) out[locale] = deepMerge(out[locale], mod.default)
  }
  return out
}

/** The locale from the browser language: German for any de-*, English otherwise. */
export function detectLocale(languages: readonly string[] = typeof navigator !== 'undefined' ? navigator.languages : []): Locale {
  for (const l of languages) {
    const base = l.toLowerCase().split('-')[0]
    if (base === 'de') return 'de'
    if (base === 'en') return 'en'
  }
  return 'en'
}

/** What the message loaders need of an i18n instance. */
export interface MessageSink {
  global: { mergeLocaleMessage(locale: string, messages: Messages): void }
}

let appI18n: MessageSink | undefined

/** The app's i18n instance (set by makeI18n). */
export function getI18n(): MessageSink | undefined {
  return appI18n
}

/** Creates the i18n instance (Composition API mode). */
export function makeI18n(locale: Locale = detectLocale()) {
  const i18n = createI18n({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    missingWarn: false,
    fallbackWarn: false,
  })
  // the core messages go in before the first render, as the other modules do later (ensureMessages)
  const sink: MessageSink = i18n
  for (const [l, messages] of Object.entries(loadMessages())) sink.global.mergeLocaleMessage(l, messages)
  appI18n = sink
  return i18n
}

// per i18n instance (tests mount several apps in one page)
const loadedModules = new WeakMap<MessageSink, Set<string>>()

/** Loads a module's messages (e.g. 'property', 'discretion', 'gmbh', 'history') in every locale, once. */
export async function ensureMessages(i18n: MessageSink, module: string): Promise<void> {
  let done = loadedModules.get(i18n)
  if (!done) {
    done = new Set()
    loadedModules.set(i18n, done)
  }
  if (done.has(module)) return
  const jobs = Object.entries(moduleFiles)
    .filter(([path]) => path.endsWith(`/${module}.json5`))
    .map(async ([path, load]) => {
      const locale = /\/locales\/(\w+)\//.exec(path)?.[1]
      const mod = await load()
      if (locale) i18n.global.mergeLocaleMessage(locale, mod.default)
    })
  await Promise.all(jobs)
  done.add(module)
}

/** Loads every module's messages (tests, and screens that show all game types). */
export async function ensureAllMessages(i18n: MessageSink): Promise<void> {
  const modules = new Set(Object.keys(moduleFiles).map((p) => /\/(\w+)\.json5$/.exec(p)?.[1] ?? ''))
  await Promise.all([...modules].filter(Boolean).map((m) => ensureMessages(i18n, m)))
}
