// The language this device shows and its other preferences in localStorage: no message files
// here, so the entry (boot.ts) can read the language without loading any.

export type Locale = 'en' | 'de'
export const LOCALES: readonly Locale[] = ['en', 'de']

export function isLocale(l: string | undefined): l is Locale {
  return l === 'en' || l === 'de'
}

/** The locale from the browser language: German for any de-*, English otherwise. */
export function detectLocale(
  languages: readonly string[] = typeof navigator !== 'undefined' ? navigator.languages : [],
): Locale {
  for (const l of languages) {
    const base = l.toLowerCase().split('-')[0]
    if (base === 'de') return 'de'
    if (base === 'en') return 'en'
  }
  return 'en'
}

/** A preference of this device (localStorage), or `fallback` when unset, unknown or unreadable (private mode). */
export function readPref<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  try {
    const v = localStorage.getItem(key)
    return allowed.includes(v as T) ? (v as T) : fallback
  } catch {
    return fallback
  }
}

/** The language this device shows: the stored choice, else the browser's language. */
export function storedLocale(): Locale {
  return readPref<Locale>('tb.locale', LOCALES, detectLocale())
}
