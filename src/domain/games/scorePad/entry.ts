import { isRuleError, RuleError } from '../../errors'
import { parseAmount } from '../../money'
import { SCORE_PAD_LIMITS } from './config'

/** A minus as typed: the ASCII hyphen, the Unicode minus, an en dash (a phone's keyboard offers any). */
const MINUS = /^[-\u2212\u2013]/

/**
 * Reads one player's typed points of a round (issue 36: whole numbers, negative allowed): blank is
 * 0, a leading minus or plus gives the sign, digits may be grouped as the locale groups them
 * ("1.250" in German). Throws `padPointsInvalid` (a decimal, letters, a lone sign) or
 * `padPointsTooLarge`, naming the player.
 */
export function readPoints(text: string, player: string, locale?: string): number {
  const raw = text.trim()
  if (raw === '') return 0
  const negative = MINUS.test(raw)
  const digits = negative || raw.startsWith('+') ? raw.slice(1).trim() : raw
  if (digits === '') throw new RuleError('padPointsInvalid', { player, value: raw.slice(0, 20) })
  if (/^0+$/.test(digits)) return 0
  try {
    const n = parseAmount(digits, SCORE_PAD_LIMITS.pointsMax, locale)
    return negative ? -n : n
  } catch (e) {
    if (isRuleError(e) && e.code === 'amountTooLarge')
      throw new RuleError('padPointsTooLarge', { player, max: SCORE_PAD_LIMITS.pointsMax })
    throw new RuleError('padPointsInvalid', { player, value: raw.slice(0, 20) })
  }
}

/** Points as the entry form shows them for editing (a correction starts from the round's points): "" for 0, else the digits with their sign. */
export function pointsText(n: number): string {
  return n === 0 ? '' : String(n)
}

/** The typed text with its sign turned round (the form's ± key): "12" ↔ "-12", "" stays "-" to type a negative number. */
export function toggleSign(text: string): string {
  const t = text.trim()
  return MINUS.test(t) ? t.slice(1) : `-${t.startsWith('+') ? t.slice(1) : t}`
}
