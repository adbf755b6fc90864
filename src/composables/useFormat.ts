import { useI18n } from 'vue-i18n'
import { isRuleError } from '@/domain/errors'
import { formatMoney, formatNumber } from '@/domain/money'
import { BANK, type Entry, type Json } from '@/domain/ledger/types'
import type { GameConfig } from '@/domain/games/types'

/** Error parameters that name an account or player (shown as its name). */
const ACCOUNT_PARAMS = new Set(['account', 'player', 'payer', 'payee', 'owner', 'creditor', 'winner', 'buyer', 'seller', 'from', 'to', 'stopper', 'holder'])
/** Error parameters that are money (shown with the currency). */
const MONEY_PARAMS = new Set(['shortfall', 'balance', 'amount', 'price', 'rent', 'cost', 'need', 'have', 'loan', 'bid', 'minBid', 'opening', 'sum', 'due', 'cash'])

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

  /** The translated message of any error, with player ids replaced by names and amounts formatted. */
  function errorText(e: unknown): string {
    if (isRuleError(e)) {
      const params: Record<string, string | number> = {}
      for (const [k, v] of Object.entries(e.params)) {
        if (typeof v === 'string' && ACCOUNT_PARAMS.has(k)) params[k] = accountName(v)
        else if (typeof v === 'number' && MONEY_PARAMS.has(k)) params[k] = money(v)
        else if (typeof v === 'number') params[k] = num(v)
        else params[k] = String(v)
      }
      const key = `errors.${e.code}`
      return te(key) ? t(key, params) : t('errors.unexpected', { detail: e.code })
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

  /** One line describing an entry: its kind and who paid whom how much (and the property or card when known), e.g. "Anna paid €200 to Bank". */
  function describe(entry: Pick<Entry, 'kind' | 'postings' | 'info'>): string {
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
    return new Intl.DateTimeFormat(locale.value, { hour: '2-digit', minute: '2-digit' }).format(ts)
  }

  function dateTime(ts: number): string {
    return new Intl.DateTimeFormat(locale.value, { dateStyle: 'medium', timeStyle: 'short' }).format(ts)
  }

  return { money, num, accountName, playerColor, errorText, kindLabel, describe, time, dateTime }
}
