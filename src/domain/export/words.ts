/**
 * What the describers of entries need from the UI: translated texts and formatted values. The
 * domain words an entry with these; the app passes vue-i18n and its formatters (useFormat), the
 * tests pass the same with the real message files.
 */
export interface Words {
  /** A text by key with named params. */
  t(key: string, params?: Record<string, string | number>): string
  /** A counted text with its plural forms ("1 house | {n} houses"); `{n}` is the count in the locale's digits. */
  tc(key: string, n: number, params?: Record<string, string | number>): string
  /** True when a text exists for the key (in the current locale or the fallback). */
  has(key: string): boolean
  /** An amount in the game's currency, in the locale's notation. */
  money(n: number): string
  /** A plain number in the locale's digits. */
  num(n: number): string
  /** A player's name, "Bank", or a pool's name. */
  account(id: string): string
  /** Items joined as a sentence lists them ("A, B and C" / "A, B und C"). */
  list(items: readonly string[]): string
}
