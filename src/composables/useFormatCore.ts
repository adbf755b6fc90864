import { useI18n } from 'vue-i18n'
import { isRuleError, paramKind, RuleError } from '@/domain/errors'
import { formatMoney, formatNumber } from '@/domain/money'
import { BANK } from '@/domain/ledger/types'
import type { GameConfig } from '@/domain/games/types'
import { anyModule } from '@/domain/games'
import { isLoadFailure } from '@/modules/loadFailure'
import type { Words } from '@/domain/export/words'

// Intl formatters are costly to build: one per locale and style, kept for the page's lifetime
const dateFormats = new Map<string, Intl.DateTimeFormat>()
function dateFormat(locale: string, style: 'time' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${locale}|${style}`
  let f = dateFormats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(
      locale,
      style === 'time' ? { hour: '2-digit', minute: '2-digit' } : { dateStyle: 'medium', timeStyle: 'short' },
    )
    dateFormats.set(key, f)
  }
  return f
}

const listFormats = new Map<string, Intl.ListFormat>()
function listFormat(locale: string): Intl.ListFormat {
  let f = listFormats.get(locale)
  if (!f) {
    f = new Intl.ListFormat(locale, { type: 'conjunction' })
    listFormats.set(locale, f)
  }
  return f
}

/** The game module's own words for a refusal (GameModule.refusalParams); none when its module is not loaded. */
function gameRefusalParams(c: GameConfig, e: RuleError, words: Words): Record<string, string> | null {
  let m: ReturnType<typeof anyModule>
  try {
    m = anyModule(c.type)
  } catch {
    return null
  }
  return m.refusalParams?.(e.params, c, words) ?? null
}

/**
 * Formatting without the entry describers: money in the game's currency, account names, translated
 * errors, times, and the words the describers use. The start screen needs no more (the describers
 * of every game stay out of its first load); a game's screens use useFormat, which adds them.
 */
export function useFormatCore(config: () => GameConfig | null | undefined) {
  const { t, te, locale } = useI18n()

  function money(amount: number): string {
    return formatMoney(amount, locale.value, config()?.currency ?? '€')
  }

  function num(n: number): string {
    return formatNumber(n, locale.value)
  }

  function accountName(id: string): string {
    if (id === BANK) return t('game.bank')
    if (id.startsWith('pool:')) {
      const key = `pools.${id.slice(5)}`
      return te(key) ? t(key) : id.slice(5)
    }
    return config()?.players.find((p) => p.id === id)?.name ?? id
  }

  function playerColor(id: string): string {
    return config()?.players.find((p) => p.id === id)?.color ?? 'var(--c-muted)'
  }

  // a describer asks for the same few keys on every entry (a long history is indexed in one go): a
  // key's existence and its plain text are kept per locale once its messages are there
  const known = new Map<string, string>()
  function has(key: string): boolean {
    if (known.has(`${locale.value}|${key}`)) return true
    const ok = te(key) || te(key, 'en')
    if (ok) known.set(`${locale.value}|${key}`, t(key))
    return ok
  }

  // the same sentence comes back again and again in a long game ("Bank paid €200 to Anna"): its text
  // is kept, up to a few thousand, so indexing 100,000 entries does not format each one anew
  const said = new Map<string, string>()
  function say(key: string, params: Record<string, string | number>, plural?: number): string {
    const id = `${locale.value}|${key}|${plural ?? ''}|${JSON.stringify(params)}`
    let text = said.get(id)
    if (text === undefined) {
      text = plural === undefined ? t(key, params) : t(key, params, plural)
      if (said.size >= 5000) said.clear()
      // a text whose messages are not loaded yet is not kept: it reads right once they are
      if (has(key)) said.set(id, text)
    }
    return text
  }

  /** The texts and formatters the domain's describers word an entry with (src/domain/export/words.ts). */
  const words: Words = {
    t: (key, params) =>
      params ? say(key, params) : has(key) ? (known.get(`${locale.value}|${key}`) ?? t(key)) : t(key),
    tc: (key, n, params) => say(key, { ...params, n: num(n) }, n),
    has,
    money,
    num,
    account: accountName,
    list: (items) => listFormat(locale.value).format(items),
  }

  /** A RuleError's params as its text shows them, each by its declared kind (paramKind in src/domain/errors.ts). */
  function errorParams(e: RuleError): Record<string, string> {
    const params: Record<string, string> = {}
    for (const [k, v] of Object.entries(e.params)) {
      // a rule broken inside a backup: its own params (under `reason.`) go into its text, below
      if (k.startsWith('reason.')) continue
      const kind = paramKind(e.code, k, v)
      switch (kind) {
        case 'account':
          params[k] = accountName(String(v))
          break
        case 'money':
          params[k] = money(Number(v))
          break
        case 'number':
          params[k] = num(Number(v))
          break
        case 'text':
          params[k] = textParam(k, v)
          break
        default:
          kind satisfies never
      }
    }
    // a refusal that names a rule (a refused backup): the rule's own text in words, never its code
    if (typeof e.params.reason === 'string' && e.code.startsWith('backup')) params.reason = reasonText(e)
    // words only the game can give (a Discretion square by its plot); its module is loaded while its game is open
    const c = config()
    const own = c ? gameRefusalParams(c, e, words) : null
    return own ? { ...params, ...own } : params
  }

  /** The text of the rule a backup refusal names (`reason`, its params under `reason.`); a rule whose text is not loaded reads "a rule of the game forbids it". */
  function reasonText(e: RuleError): string {
    const code = String(e.params.reason)
    const inner: Record<string, string | number | boolean> = {}
    for (const [k, v] of Object.entries(e.params)) if (k.startsWith('reason.')) inner[k.slice(7)] = v
    const key = `errors.${code}`
    return te(key) ? t(key, errorParams(new RuleError(code, inner))) : t('errors.ruleBroken')
  }

  /** A text param in words: a colour group, a card or building type by its label; else as given (a plot's name: its module's refusalParams). */
  function textParam(k: string, v: string | number | boolean): string {
    const s = String(v)
    if (k === 'group') return groupName(s)
    if (k === 'buildingType' && te(`discretion.buildingTypes.${s}`)) return t(`discretion.buildingTypes.${s}`)
    if (k === 'card' && te(`cards.${s}`)) return t(`cards.${s}`)
    if (k === 'method' && te(`jailMethods.${s}`)) return t(`jailMethods.${s}`)
    if ((k === 'purpose' || k === 'kind') && te(`kinds.${s}`)) return t(`kinds.${s}`)
    return s
  }

  /** The translated message of any error, with player ids replaced by names and amounts formatted. */
  function errorText(e: unknown): string {
    if (isRuleError(e)) {
      // a game may word a refusal its own way (the remedies it has: no mortgages in free play …)
      const type = config()?.type
      const own = type ? `refusals.${type}.${e.code}` : null
      const key = own && te(own) ? own : `errors.${e.code}`
      return te(key) ? t(key, errorParams(e)) : t('errors.unexpected', { detail: e.code })
    }
    // code that did not load (the server went away): said in words, never the browser's text with its address
    if (isLoadFailure(e)) return t('errors.loadFailed')
    const msg = e instanceof Error ? e.message : String(e)
    const m = /^(\w+):/.exec(msg)
    if (m && te(`errors.${m[1]}`)) return t(`errors.${m[1]}`)
    return t('errors.unexpected', { detail: msg.slice(0, 200) })
  }

  /**
   * A colour group or city as the board names it: Monopoly's colours and the kinds of the other
   * groups translated ("light blue", "Hellblau"; "Bahnhöfe", "Stations"), DKT's cities as printed.
   */
  function groupName(group: string): string {
    return te(`groups.${group}`) ? t(`groups.${group}`) : group
  }

  /** True when the open game is a score pad (GmbH): points are scored, not paid, and there is no bank to show. */
  function isScorePad(): boolean {
    const c = config()
    return c ? anyModule(c.type).isScorePad : false
  }

  function time(ts: number): string {
    return dateFormat(locale.value, 'time').format(ts)
  }

  function dateTime(ts: number): string {
    return dateFormat(locale.value, 'dateTime').format(ts)
  }

  return { money, num, accountName, playerColor, errorText, groupName, isScorePad, words, time, dateTime }
}
