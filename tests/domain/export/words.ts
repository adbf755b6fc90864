import { formatMoney, formatNumber } from '@/domain/money'
import type { Words } from '@/domain/export/words'
import type { Locale } from '@/modules/i18n'
import { testI18n } from '../../helpers/i18n'

/** The Words of the app (useFormat) built on the real message files of a locale, with player names by id. */
const i18ns = new Map<Locale, ReturnType<typeof testI18n>>()

export function testWords(locale: Locale, names: Record<string, string> = {}, currency = '€'): Words {
  let i18n = i18ns.get(locale)
  if (!i18n) {
    i18n = testI18n(locale)
    i18ns.set(locale, i18n)
  }
  const { t, te } = i18n.global
  const list = new Intl.ListFormat(locale, { type: 'conjunction' })
  const num = (n: number) => formatNumber(n, locale)
  return {
    t: (key, params) => (params ? t(key, params) : t(key)),
    tc: (key, n, params) => t(key, { ...params, n: num(n) }, n),
    has: (key) => te(key) || te(key, 'en'),
    money: (n) => formatMoney(n, locale, currency),
    num,
    account: (id) =>
      id === 'bank' ? t('game.bank') : id === 'pool:freeParking' ? t('pools.freeParking') : (names[id] ?? id),
    list: (items) => list.format(items),
  }
}

/**
 * What no text on screen, in the history or the CSV may hold: a camelCase identifier ("payBank"),
 * a message key path ("discretion.setup.newBoard"), an effect path ("level › 9"), a bracketed cell
 * or JSON ("[[1,3]]", "{"), or a value that never was ("undefined", "null", "NaN").
 */
export const RAW =
  /\b[a-z]+[A-Z][A-Za-z]*\b|\b[a-z]+\.[a-z][A-Za-z]*\b|›|[[\]{}]|\bundefined\b|\bnull\b|\bNaN\b|\[object/
