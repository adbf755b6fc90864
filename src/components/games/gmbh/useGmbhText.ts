import { useI18n } from 'vue-i18n'
import { isRuleError } from '@/domain/errors'
import type { Problem, ScoreLine } from '@/domain/games/gmbh/scoring'
import { formatNumber } from '@/domain/money'

/** Params that carry a player id: shown as the player's name. */
const PLAYER_PARAMS = new Set(['player', 'stopper'])

/** GmbH texts: deck and entry problems, scoring lines and signed points, in the current language. */
export function useGmbhText(playerName: (id: string) => string = (id) => id) {
  const { t, te, locale } = useI18n()

  function num(n: number): string {
    return formatNumber(n, locale.value)
  }

  /** Points with a sign: +14, -4 (the minus as Intl writes it, like every amount), 0. */
  function signed(n: number): string {
    return n > 0 ? `+${num(n)}` : num(n)
  }

  /** The translated text of a problem from the domain (errors.<code>), player ids shown as names. */
  function problemText(p: Problem): string {
    const params: Record<string, string | number> = {}
    for (const [k, v] of Object.entries(p.params)) {
      if (typeof v === 'string' && PLAYER_PARAMS.has(k)) params[k] = playerName(v)
      else if (typeof v === 'number') params[k] = num(v)
      else params[k] = String(v)
    }
    const key = `errors.${p.code}`
    return te(key) ? t(key, params) : t('errors.unexpected', { detail: p.code })
  }

  /** The text of any error: a RuleError by its code, anything else as "Something went wrong". */
  function errorText(e: unknown): string {
    if (isRuleError(e)) return problemText({ code: e.code, params: e.params })
    const msg = e instanceof Error ? e.message : String(e)
    return t('errors.unexpected', { detail: msg.slice(0, 200) })
  }

  /** One scoring line, e.g. "Glotz TV AG: all 7 cards → +14" (RULES.md GmbH outcomes). */
  function lineText(l: ScoreLine): string {
    const points = l.outcome === 'bankrupt' ? signed(l.points) : num(l.points)
    // counted by the cards ("bankrupt, 1 card"): the plural forms of both languages (issue 35)
    return t(
      `gmbh.lines.${l.outcome}`,
      { company: l.company, cards: num(l.cards), n: num(l.cards), of: num(l.of), points },
      l.cards,
    )
  }

  return { t, num, signed, problemText, errorText, lineText }
}
