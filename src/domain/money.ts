import { RuleError } from './errors'

/** Largest amount a user may type for one payment (Foundation: ≤ 1,000,000,000,000). */
export const MAX_AMOUNT = 1_000_000_000_000

/** True when `n` is an integer amount the ledger can hold exactly. */
export function isSafeAmount(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n)
}

/**
 * Parses what a user typed as an amount: digits only (group separators of the
 * locale such as "1.500" or "1,500" or spaces are accepted), integer, > 0 and ≤ max.
 * Throws RuleError `amountEmpty`, `amountNotANumber`, `amountDecimal`, `amountNotPositive`, `amountTooLarge`.
 */
export function parseAmount(input: string, max: number = MAX_AMOUNT): number {
  const raw = input.trim()
  if (raw === '') throw new RuleError('amountEmpty')
  if (/^[-−]/.test(raw)) throw new RuleError('amountNotPositive')
  // a decimal part: a separator followed by 1–2 digits at the end, or any comma/dot not in groups of 3
  const compact = raw.replace(/[\s\u00a0\u202f']/g, '')
  if (!/^[0-9.,]+$/.test(compact)) throw new RuleError('amountNotANumber')
  const grouped = /^\d{1,3}([.,]\d{3})+$/.test(compact) && new Set(compact.replace(/\d/g, '')).size === 1
  if (!grouped && /[.,]/.test(compact)) throw new RuleError('amountDecimal')
  const digits = compact.replace(/[.,]/g, '')
  if (digits.length > 16) throw new RuleError('amountTooLarge', { max })
  const value = Number(digits)
  if (!Number.isSafeInteger(value)) throw new RuleError('amountTooLarge', { max })
  if (value <= 0) throw new RuleError('amountNotPositive')
  if (value > max) throw new RuleError('amountTooLarge', { max })
  return value
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
    f = new Intl.NumberFormat(locale, iso ? { style: 'currency', currency: iso, maximumFractionDigits: 0, minimumFractionDigits: 0 } : { maximumFractionDigits: 0 })
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
const CURRENCY_ISO: Readonly<Record<string, string>> = { '€': 'EUR', EUR: 'EUR', $: 'USD', USD: 'USD', '£': 'GBP', GBP: 'GBP', CHF: 'CHF', S: 'ATS', öS: 'ATS', DM: 'DEM' }

function currencyIso(label: string): string | undefined {
  return Object.hasOwn(CURRENCY_ISO, label) ? CURRENCY_ISO[label] : undefined
}
