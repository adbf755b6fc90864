import { toRaw } from 'vue'
import { createI18n } from 'vue-i18n'
import {
  LOCALES,
  coreFiles,
  detectLocale,
  loadCoreMessages,
  localeOf,
  moduleFiles,
  type Locale,
  type Messages,
} from './locale'

export { loadCoreMessages, readPref, storedLocale, type Locale, type Messages } from './locale'

function isMessages(v: unknown): v is Messages {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function deepMerge(target: Messages, source: Messages): Messages {
  for (const [k, v] of Object.entries(source)) {
    if (k === '__proto__' || k === 'constructor') continue
    const t = target[k]
    target[k] = isMessages(v) && isMessages(t) ? deepMerge({ ...t }, v) : v
  }
  return target
}

async function loadAllCore(): Promise<Record<Locale, Messages>> {
  const out: Record<Locale, Messages> = { en: {}, de: {} }
  for (const [path, load] of Object.entries(coreFiles)) {
    const locale = localeOf(path)
    if (locale) out[locale] = deepMerge(out[locale], (await load()).default)
  }
  return out
}

// unit tests make i18n instances synchronously: there every locale's core is loaded with this
// module (the build drops this: it loads one locale's core before the first render)
const testCore: Record<Locale, Messages> = import.meta.env.MODE === 'test' ? await loadAllCore() : { en: {}, de: {} }

/** The core messages of every locale (unit tests; the app loads one locale with loadCoreMessages). */
export function loadMessages(): Record<Locale, Messages> {
  return { en: { ...testCore.en }, de: { ...testCore.de } }
}

/** A copy of a message tree (objects copied, compiled messages shared): an instance merges modules into its own, never into a loaded file's. */
function copyTree(m: Messages): Messages {
  const out: Messages = {}
  for (const [k, v] of Object.entries(m)) out[k] = isMessages(v) ? copyTree(v) : v
  return out
}

/** What the message loaders need of an i18n instance (an instance of vue-i18n has all three; a test's recorder may only merge). */
export interface MessageSink {
  global: {
    mergeLocaleMessage(locale: string, messages: Messages): void
    getLocaleMessage?(locale: string): Messages
    setLocaleMessage?(locale: string, messages: Messages): void
  }
}

/**
 * Adds a message module's tree to a locale's: merged into a copy of the raw tree (objects copied
 * only where both have one, the module's own shared, never changed) and set at once.
 * vue-i18n's mergeLocaleMessage deep-copies through its reactive proxies, tracking every key it
 * reads: ~8 ms of opening a game went there (issue 16).
 */
export function addMessages(i18n: MessageSink, locale: Locale, messages: Messages): void {
  const g = i18n.global
  if (!g.getLocaleMessage || !g.setLocaleMessage) return g.mergeLocaleMessage(locale, messages)
  g.setLocaleMessage(locale, deepMerge({ ...toRaw(g.getLocaleMessage(locale)) }, messages))
}

let appI18n: MessageSink | undefined

/** The app's i18n instance (set by makeI18n). */
export function getI18n(): MessageSink | undefined {
  return appI18n
}

/**
 * Creates the i18n instance (Composition API mode) with the given core messages (the app: the
 * active locale's, loaded before; unit tests: every locale's).
 */
export function makeI18n(locale: Locale = detectLocale(), core: Partial<Record<Locale, Messages>> = loadMessages()) {
  // the core messages go in as the instance's own copy (a plain copy; mergeLocaleMessage copied the
  // tree through vue-i18n's reactive proxies before the first render); the other modules merge into
  // it later (ensureMessages)
  const i18n = createI18n({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    missingWarn: false,
    fallbackWarn: false,
  })
  const ready = new Set<Locale>()
  for (const l of LOCALES) {
    const m = core[l]
    if (m && Object.keys(m).length > 0) {
      // set, not merged: setLocaleMessage takes the copy as it is (no deep merge through proxies)
      i18n.global.setLocaleMessage(l, copyTree(m))
      ready.add(l)
    }
  }
  const sink: MessageSink = i18n
  coreLoaded.set(sink, ready)
  appI18n = sink
  return i18n
}

// per i18n instance: the locales whose core messages are in
const coreLoaded = new WeakMap<MessageSink, Set<Locale>>()

/** The locales whose messages an instance has (the message modules load in these). */
function localesOf(i18n: MessageSink): Locale[] {
  const ready = coreLoaded.get(i18n)
  return ready && ready.size > 0 ? [...ready] : [...LOCALES]
}

/**
 * Loads a locale's messages into the instance before it is shown (switching the language): its
 * core messages and every message module already loaded in another locale.
 */
export async function ensureLocale(i18n: MessageSink, locale: Locale): Promise<void> {
  let ready = coreLoaded.get(i18n)
  if (!ready) {
    ready = new Set()
    coreLoaded.set(i18n, ready)
  }
  if (!ready.has(locale)) {
    addMessages(i18n, locale, await loadCoreMessages(locale))
    ready.add(locale)
  }
  const modules = [...(loadedModules.get(i18n) ?? [])]
  await Promise.all(modules.map((m) => loadModuleMessages(i18n, m, [locale])))
}

// per i18n instance (tests mount several apps in one page)
const loadedModules = new WeakMap<MessageSink, Set<string>>()

/** Loads a module's messages (e.g. 'property', 'discretion', 'gmbh', 'history') once, in the locales in use (ensureLocale adds them for another). */
export async function ensureMessages(i18n: MessageSink, module: string): Promise<void> {
  let done = loadedModules.get(i18n)
  if (!done) {
    done = new Set()
    loadedModules.set(i18n, done)
  }
  if (done.has(module)) return
  await loadModuleMessages(i18n, module, localesOf(i18n))
  done.add(module)
  // a language switched to while these loaded
  await loadModuleMessages(i18n, module, localesOf(i18n))
}

// per i18n instance: "<module>/<locale>" → its load and merge (a second caller awaits the first)
const mergedFiles = new WeakMap<MessageSink, Map<string, Promise<void>>>()

async function loadModuleMessages(i18n: MessageSink, module: string, locales: readonly Locale[]): Promise<void> {
  let files = mergedFiles.get(i18n)
  if (!files) {
    files = new Map()
    mergedFiles.set(i18n, files)
  }
  const have = files
  const jobs: Promise<void>[] = []
  for (const [path, load] of Object.entries(moduleFiles)) {
    const locale = localeOf(path)
    if (!path.endsWith(`/${module}.json5`) || !locale || !locales.includes(locale)) continue
    const key = `${module}/${locale}`
    let job = have.get(key)
    if (!job) {
      job = load().then((mod) => addMessages(i18n, locale, mod.default))
      have.set(key, job)
      // a load that failed (offline before the service worker had it) is tried again next time
      job.catch(() => have.delete(key))
    }
    jobs.push(job)
  }
  await Promise.all(jobs)
}

/** Loads every module's messages (tests, and screens that show all game types). */
export async function ensureAllMessages(i18n: MessageSink): Promise<void> {
  const modules = new Set(Object.keys(moduleFiles).map((p) => /\/(\w+)\.json5$/.exec(p)?.[1] ?? ''))
  await Promise.all([...modules].filter(Boolean).map((m) => ensureMessages(i18n, m)))
}
