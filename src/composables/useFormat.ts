import { useI18n } from 'vue-i18n'
import { isRuleError, paramKind, type RuleError } from '@/domain/errors'
import { formatMoney, formatNumber } from '@/domain/money'
import { BANK, type Entry, type Posting } from '@/domain/ledger/types'
import type { GameConfig } from '@/domain/games/types'
import { anyModule } from '@/domain/games'
import { playerPoints } from '@/domain/export/scorePad'
import { describeEntry, kindText, roundTitle, signedPoints, type Describable } from '@/domain/export/describe'
import type { Words } from '@/domain/export/words'
import { configBoard } from '@/domain/games/discretion/describe'
import { squareText } from '@/domain/games/discretion/squares'

// Intl formatters are costly to build: one per locale and style, kept for the page's lifetime
const dateFormats = new Map<string, Intl.DateTimeFormat>()
function dateFormat(locale: string, style: 'time' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${locale}|${style}`
  let f = dateFormats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(locale, style === 'time' ? { hour: '2-digit', minute: '2-digit' } : { dateStyle: 'medium', timeStyle: 'short' })
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

/** Formatting for the open game: money in the game's currency, account names, translated errors and entries. */
export function useFormat(config: () => GameConfig | null | undefined) {
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
    t: (key, params) => (params ? say(key, params) : has(key) ? (known.get(`${locale.value}|${key}`) ?? t(key)) : t(key)),
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
    // a Discretion refusal about a square names it by its plot ("Abbey Fields, north-east square"), never by row and column
    const c = config()
    const row = e.params.row
    const col = e.params.col
    if (c?.type === 'discretion' && typeof row === 'number' && typeof col === 'number') {
      const board = configBoard(c)
      if (board) params.square = squareText(words, board, [row, col])
    }
    return params
  }

  /** A text param in words: a colour group, a plot by its name, a card or building type by its label; else as given. */
  function textParam(k: string, v: string | number | boolean): string {
    const s = String(v)
    if (k === 'group') return groupName(s)
    const c = config()
    if (c?.type === 'discretion' && (k === 'plot' || k === 'other')) {
      const board = c.options.board
      if (board !== null && typeof board === 'object' && !Array.isArray(board) && Array.isArray(board.plots)) {
        const plot = board.plots.find((p) => p !== null && typeof p === 'object' && !Array.isArray(p) && p.id === s)
        if (plot !== null && typeof plot === 'object' && !Array.isArray(plot) && typeof plot.name === 'string') return plot.name
      }
    }
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
    const msg = e instanceof Error ? e.message : String(e)
    const m = /^(\w+):/.exec(msg)
    if (m && te(`errors.${m[1]}`)) return t(`errors.${m[1]}`)
    return t('errors.unexpected', { detail: msg.slice(0, 200) })
  }

  /** An entry kind in words (never the kind itself). */
  function kindLabel(kind: string): string {
    return kindText(words, kind)
  }

  /** A colour group or city as the board names it: Monopoly's colours translated ("light blue", "Hellblau"), DKT's cities as printed. */
  function groupName(group: string): string {
    return /^[a-z]+$/.test(group) && te(`groups.${group}`) ? t(`groups.${group}`) : group
  }

  /** True when the open game is a score pad (GmbH): points are scored, not paid, and there is no bank to show. */
  function isScorePad(): boolean {
    const c = config()
    return c ? anyModule(c.type).isScorePad : false
  }

  /** Points with their sign, in the locale's digits: "+24", "-1", "0". */
  function points(n: number): string {
    return signedPoints(words, n)
  }

  /** An amount with its sign as a details or statement row shows it: money ("+€200", "-€50", as Intl writes it), or points in a score pad. */
  function signed(n: number): string {
    return isScorePad() ? points(n) : `${n > 0 ? '+' : ''}${money(n)}`
  }

  /** The rows of an entry's postings: each posting, or in a score pad every player's points and no bank. */
  function postingsOf(entry: Pick<Entry, 'postings'>): readonly Posting[] {
    return isScorePad() ? playerPoints(entry.postings, config()?.players ?? []) : entry.postings
  }

  /** What an entry is, in a word: its kind, or in a score pad its round ("Round 3", "Round 4 · False Stopp, round dealt again"). */
  function entryTitle(entry: Pick<Entry, 'kind' | 'info'>): string {
    return isScorePad() ? roundTitle(entry, words) : kindLabel(entry.kind)
  }

  /**
   * One line describing an entry (describeEntry: the same words in the history, the statement, the
   * CSV and the search), e.g. "Rent · Opernring with 3 houses: Anna paid €200 to Ben"; in a score
   * pad the round and every player's points, e.g. "Round 3: Anna +24, Ben -1, Cleo +45".
   */
  function describe(entry: Describable): string {
    return describeEntry(entry, config(), words, isScorePad() ? (config()?.players ?? []) : undefined)
  }

  function time(ts: number): string {
    return dateFormat(locale.value, 'time').format(ts)
  }

  function dateTime(ts: number): string {
    return dateFormat(locale.value, 'dateTime').format(ts)
  }

  return { money, num, points, signed, accountName, playerColor, errorText, kindLabel, groupName, isScorePad, postingsOf, entryTitle, describe, words, time, dateTime }
}
