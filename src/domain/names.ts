import { RuleError } from './errors'

/** The codes one kind of name is refused with, and its length. */
export interface NameRule {
  max: number
  /** Code for an empty name (also one of only spaces). */
  empty: string
  /** Code for a name over `max` characters (params: max). */
  tooLong: string
  /** Code for a name that is not text or holds control, invisible or bidi-control characters. */
  invalid: string
}

// Control characters (Cc) and format characters (Cf: zero-width spaces, bidi controls …), except
// the zero-width joiner that emoji sequences need.
const INVISIBLE = /[\p{Cc}\p{Cf}]/u
const ZWJ = /\u200d/g

/**
 * The one name rule of players, games, boards and decks: NFC, trimmed, inner white space folded
 * to one space, 1–max characters, no control, invisible or bidi-control characters.
 */
export function cleanName(raw: unknown, rule: NameRule): string {
  if (typeof raw !== 'string') throw new RuleError(rule.invalid)
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ')
  if (INVISIBLE.test(name.replace(ZWJ, ''))) throw new RuleError(rule.invalid)
  if (name.length === 0) throw new RuleError(rule.empty)
  if ([...name].length > rule.max) throw new RuleError(rule.tooLong, { max: rule.max, name: name.slice(0, 30) })
  return name
}

/** How two names are compared for "used twice": the cleaned name, case-insensitive. */
export function nameKey(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase()
}
