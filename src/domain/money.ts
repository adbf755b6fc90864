import { RuleError } from './errors'

/** Largest amount a user may type for one payment (Foundation: ≤ 1,000,000,000,000). */
export const MAX_AMOUNT = 1_000_000_000_000

// characters that only ever group digits (never a decimal mark): spaces of every width, apostrophes
const GROUP_ONLY = /[\s\u00a0\u202f'\u2019]/
const groupSeparators = new Map<string, string>()

/** The locale's group separator: "." in German, "," in English, a narrow space in French ('' if it groups none). */
export function groupSeparator(locale: string): string {
  let sep = groupSeparators.get(locale)
  if (sep === undefined) {
    sep = new Intl.NumberFormat(locale).formatToParts(1000000).find((p) => p.type === 'group')?.value ?? ''
    groupSeparators.set(locale, sep)
  }
  return sep
}

/**
 * Parses what a user typed as an amount: an integer > 0 and ≤ max, in digits. A separator is
 * accepted only where it groups thousands correctly: one kind of separator, between groups of
 * three digits after a first group of one to three ("1,500,000"). With a `locale`, a dot or comma
 * is a separator only when it is that locale's ("1,500" in English, "1.500" in German); without
 * one, either is ("1.500" or "1,500", never both). Anything else with a dot or comma ("1,5", "2,50",
 * ",5", "1.500" in English, "1.500,00") is refused as a decimal: it is never read as digits.
 * Throws RuleError `amountEmpty`, `amountNotANumber`, `amountDecimal`, `amountNotPositive`, `amountTooLarge`.
 */
export function parseAmount(input: string, max: number = MAX_AMOUNT, locale?: string): number {
  const raw = input.trim()
  if (raw === '') throw new RuleError('amountEmpty')
  if (/^[-−]/.test(raw)) throw new RuleError('amountNotPositive')
  if (!/^[0-9.,\s\u00a0\u202f'\u2019]+$/.test(raw)) throw new RuleError('amountNotANumber')
  const digits = groupedDigits(raw, locale)
  if (digits === null) throw new RuleError(/[.,]/.test(raw) ? 'amountDecimal' : 'amountNotANumber')
  if (digits.length > 16) throw new RuleError('amountTooLarge', { max })
  const value = Number(digits)
  if (!Number.isSafeInteger(value)) throw new RuleError('amountTooLarge', { max })
  if (value <= 0) throw new RuleError('amountNotPositive')
  if (value > max) throw new RuleError('amountTooLarge', { max })
  return value
}

/** The digits of `raw` when it is plain digits or digits grouped in thousands by one separator the locale allows; else null. */
function groupedDigits(raw: string, locale: string | undefined): string | null {
  if (/^\d+$/.test(raw)) return raw
  const seps = raw.replace(/\d/g, '')
  const sep = seps.charAt(0)
  if (seps !== sep.repeat(seps.length)) return null
  const allowed =
    GROUP_ONLY.test(sep) || (locale === undefined ? sep === '.' || sep === ',' : sep === groupSeparator(locale))
  if (!allowed) return null
  const groups = raw.split(sep)
  if (!/^[1-9]\d{0,2}$/.test(groups[0] ?? '') || !groups.slice(1).every((g) => /^\d{3}$/.test(g))) return null
  return groups.join('')
}

/**
 * What a typed amount field holds after an input event: plain digits when the text is an amount
 * in the locale's digits (grouped correctly, or the grouped text `shown` with digits typed into it
 * or characters deleted from it, as when one edits "1.100.000" to "1.100.0005"), else the text as
 * typed, for parseAmount to name what is wrong. A separator typed by the user is never dropped:
 * "1,5" stays "1,5" (refused as a decimal), never 15.
 */
export function typedAmountText(next: string, shown: string, locale: string): string {
  const strip = (s: string) => s.replace(/^0+(?=\d)/, '')
  if (/^\d+$/.test(next)) return strip(next)
  const grouped = groupedDigits(next.trim(), locale)
  if (grouped !== null) return strip(grouped)
  if (isGroupedEdit(next, shown, locale)) return strip(next.replace(/\D/g, ''))
  return next
}

/** True when `next` is the correctly grouped `shown` with only digits inserted, or only characters deleted, at one place. */
function isGroupedEdit(next: string, shown: string, locale: string): boolean {
  if (groupedDigits(shown, locale) === null || !/^[\d.,\s\u00a0\u202f'\u2019]+$/.test(next)) return false
  let start = 0
  while (start < next.length && start < shown.length && next[start] === shown[start]) start++
  let end = 0
  while (
    end < next.length - start &&
    end < shown.length - start &&
    next[next.length - 1 - end] === shown[shown.length - 1 - end]
  )
    end++
  const inserted = next.slice(start, next.length - end)
  const removed = shown.slice(start, shown.length - end)
  if (inserted !== '' && removed !== '') return false
  return inserted === '' ? removed !== '' : /^\d+$/.test(inserted)
}

/** Validates an amount given as a number by code (API callers): a positive safe integer ≤ max. */
export function checkAmount(value: unknown, max: number = MAX_AMOUNT, field = 'amount'): number {
  if (typeof value !== 'number' || Number.isNaN(value)) throw new RuleError('amountNotANumber', { field })
  if (!Number.isInteger(value)) throw new RuleError('amountDecimal', { field })
  if (value <= 0) throw new RuleError('amountNotPositive', { field })
  if (value > max || !Number.isSafeInteger(value)) throw new RuleError('amountTooLarge', { max, field })
  return value
}

/** A percentage of an integer amount, rounded half up once (RULES.md: no floating point in money). */
export function percentOf(amount: number, percent: number): number {
  // integer arithmetic: (amount * percent + 50) / 100, rounding half up for non-negative amounts
  const num = amount * percent
  const sign = num < 0 ? -1 : 1
  return sign * Math.floor((Math.abs(num) + 50) / 100)
}

// Intl formatters are costly to build: one per locale and ISO currency ('' for plain numbers)
const numberFormats = new Map<string, Intl.NumberFormat>()
function numberFormat(locale: string, iso = ''): Intl.NumberFormat {
  const key = `${locale}|${iso}`
  let f = numberFormats.get(key)
  if (!f) {
    f = new Intl.NumberFormat(
      locale,
      iso
        ? { style: 'currency', currency: iso, maximumFractionDigits: 0, minimumFractionDigits: 0 }
        : { maximumFractionDigits: 0 },
    )
    numberFormats.set(key, f)
  }
  return f
}

/** Formats an amount with Intl for the locale, with the game's currency label (e.g. "1.500 €" / "€1,500"). */
export function formatMoney(amount: number, locale: string, currency = '€'): string {
  const iso = currencyIso(currency)
  if (iso) return numberFormat(locale, iso).format(amount)
  const n = numberFormat(locale).format(amount)
  return currency ? `${n} ${currency}` : n
}

/** Formats a plain integer with the locale's grouping. */
export function formatNumber(n: number, locale: string): string {
  return numberFormat(locale).format(n)
}

// the game's currency label → its ISO code (Intl's currency style); built once, not per amount
const CURRENCY_ISO: Readonly<Record<string, string>> = {
  '€': 'EUR',
  EUR: 'EUR',
  $: 'USD',
  USD: 'USD',
  '£': 'GBP',
  GBP: 'GBP',
  CHF: 'CHF',
  S: 'ATS',
  öS: 'ATS',
  DM: 'DEM',
}

function currencyIso(label: string): string | undefined {
  return Object.hasOwn(CURRENCY_ISO, label) ? CURRENCY_ISO[label] : undefined
}
