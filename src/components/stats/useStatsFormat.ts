import { useI18n } from 'vue-i18n'
import { formatMoney, formatNumber } from '@/domain/money'

/** How the statistics write their figures in the reader's language: values, shares, ranks, times, dates. */
export function useStatsFormat() {
  const { t, locale } = useI18n()

  /** A final worth in the game's currency, or points in a score pad. */
  function value(n: number, of: { isScorePad: boolean; currency: string }): string {
    return of.isScorePad
      ? t('gameOver.points', { n: formatNumber(n, locale.value) }, n)
      : formatMoney(n, locale.value, of.currency)
  }
  function num(n: number): string {
    return formatNumber(n, locale.value)
  }
  /** A share (0 … 1) in whole percent. */
  function percent(x: number): string {
    return new Intl.NumberFormat(locale.value, { style: 'percent', maximumFractionDigits: 0 }).format(x)
  }
  /** An average rank with one decimal. */
  function rank(x: number): string {
    return new Intl.NumberFormat(locale.value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(x)
  }
  /** A play time in hours and minutes. */
  function duration(ms: number): string {
    const minutes = Math.round(ms / 60_000)
    const h = Math.floor(minutes / 60)
    const m = minutes % 60
    return h > 0
      ? t('stats.hoursMinutes', { h: num(h), m: String(m).padStart(2, '0') })
      : t('stats.minutes', { m: num(m) })
  }
  function date(ts: number): string {
    return new Intl.DateTimeFormat(locale.value, { dateStyle: 'medium' }).format(ts)
  }
  function shortDate(ts: number): string {
    return new Intl.DateTimeFormat(locale.value, { day: 'numeric', month: 'short' }).format(ts)
  }
  function time(ts: number): string {
    return new Intl.DateTimeFormat(locale.value, { hour: '2-digit', minute: '2-digit' }).format(ts)
  }
  return { value, num, percent, rank, duration, date, shortDate, time }
}
