import { useI18n } from 'vue-i18n'
import { isRuleError, paramKind, type RuleError } from '@/domain/errors'
import { formatMoney, formatNumber } from '@/domain/money'
import { BANK, type Entry, type Json, type Posting } from '@/domain/ledger/types'
import type { GameConfig } from '@/domain/games/types'
import { anyModule } from '@/domain/games'
import { playerPoints } from '@/domain/export/scorePad'

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
          params[k] = String(v)
          break
        default:
          kind satisfies never
      }
    }
    return params
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

  function kindLabel(kind: string): string {
    const key = `kinds.${kind}`
    return te(key) ? t(key) : kind
  }

  /** True when the open game is a score pad (GmbH): points are scored, not paid, and there is no bank to show. */
  function isScorePad(): boolean {
    const c = config()
    return c ? anyModule(c.type).isScorePad : false
  }

  /** Points with their sign, in the locale's digits: "+24", "−1", "0". */
  function points(n: number): string {
    return n > 0 ? `+${num(n)}` : n < 0 ? `−${num(-n)}` : num(0)
  }

  /** An amount with its sign as a details or statement row shows it: money, or points in a score pad. */
  function signed(n: number): string {
    return isScorePad() ? points(n) : `${n > 0 ? '+' : ''}${money(n)}`
  }

  /** The rows of an entry's postings: each posting, or in a score pad every player's points and no bank. */
  function postingsOf(entry: Pick<Entry, 'postings'>): readonly Posting[] {
    return isScorePad() ? playerPoints(entry.postings, config()?.players ?? []) : entry.postings
  }

  /** What an entry is, in a word: its kind, or in a score pad its round ("Round 3", "Round 4 · False Stopp, round dealt again"). */
  function entryTitle(entry: Pick<Entry, 'kind' | 'info'>): string {
    const round = entry.info?.round
    if (!isScorePad() || typeof round !== 'number') return kindLabel(entry.kind)
    const head = t('scorePad.round', { n: num(round) })
    return entry.info?.isRedealt === true ? `${head} · ${kindLabel(entry.kind)}` : head
  }

  /**
   * One line describing an entry: its kind and who paid whom how much (and the property or card when
   * known), e.g. "Anna paid €200 to Bank"; in a score pad the round and every player's points,
   * e.g. "Round 3: Anna +24, Ben −1, Cleo +45".
   */
  function describe(entry: Pick<Entry, 'kind' | 'postings' | 'info'>): string {
    if (isScorePad()) {
      const legs = postingsOf(entry).map((p) => `${accountName(p.account)} ${points(p.amount)}`)
      return legs.length ? `${entryTitle(entry)}: ${legs.join(', ')}` : entryTitle(entry)
    }
    const subject = subjectOf(entry.info)
    let head = entry.kind === 'payment' ? '' : kindLabel(entry.kind)
    if (subject) head = head ? `${head} · ${subject}` : subject
    const payers = entry.postings.filter((p) => p.amount < 0)
    const payees = entry.postings.filter((p) => p.amount > 0)
    let body = ''
    if (payers.length === 1 && payees.length === 1) {
      body = t('history.sentence', { from: accountName(payers[0]!.account), to: accountName(payees[0]!.account), amount: money(payees[0]!.amount) })
    } else if (payers.length + payees.length > 0) {
      const legs = [...payees, ...payers].slice(0, 4).map((p) => `${accountName(p.account)} ${p.amount > 0 ? '+' : '−'}${money(Math.abs(p.amount))}`)
      if (payers.length + payees.length > 4) legs.push('…')
      body = legs.join(', ')
    } else if (entry.info && typeof entry.info.player === 'string') {
      body = accountName(entry.info.player)
    }
    if (!head) return body || kindLabel(entry.kind)
    return body ? `${head}: ${body}` : head
  }

  function subjectOf(info: Entry['info']): string | undefined {
    if (!info) return undefined
    const v: Json | undefined = info.property ?? info.card ?? info.plot ?? info.subject
    return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined
  }

  function time(ts: number): string {
    return dateFormat(locale.value, 'time').format(ts)
  }

  function dateTime(ts: number): string {
    return dateFormat(locale.value, 'dateTime').format(ts)
  }

  return { money, num, points, signed, accountName, playerColor, errorText, kindLabel, isScorePad, postingsOf, entryTitle, describe, time, dateTime }
}
