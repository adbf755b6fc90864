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

/** Longest game name (db/repo.ts GAME_NAME; the new-game form's field takes as many). */
export const GAME_NAME_MAX = 40

// Control characters (Cc) and format characters (Cf: zero-width spaces and joiners, bidi controls …),
// and the default-ignorable marks and fillers that draw nothing or a blank (issue 38): the combining
// grapheme joiner, Hangul fillers, Mongolian and other variation selectors, the braille blank.
const INVISIBLE =
  /[\p{Cc}\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2800\u3164\ufe00-\ufe0f\uffa0\u{e0100}-\u{e01ef}]/u
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu')
// what an emoji sequence needs: a joiner between two pictographs, a presentation selector or skin tone after one
const EMOJI_GLUE =
  /(?<=\p{Extended_Pictographic}[\u{1f3fb}-\u{1f3ff}]?)(?:\ufe0f|\u200d(?=\p{Extended_Pictographic}))|(?<=\p{Extended_Pictographic}\ufe0f)\u200d(?=\p{Extended_Pictographic})/gu
// something one sees: a letter, a digit or a symbol (emoji), not a filler
const VISIBLE = /[\p{L}\p{N}\p{So}]/u

/**
 * The one name rule of players, games, boards and decks: NFC, trimmed, inner white space folded
 * to one space, 1–max characters, at least one visible letter, digit or symbol (never only
 * invisible or filler characters), no control, invisible, filler or bidi-control
 * characters (a zero-width joiner or variation selector only inside an emoji sequence).
 */
export function cleanName(raw: unknown, rule: NameRule): string {
  if (typeof raw !== 'string') throw new RuleError(rule.invalid)
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ')
  if (name.length === 0) throw new RuleError(rule.empty)
  if (!VISIBLE.test(name.replace(INVISIBLE_ALL, ''))) throw new RuleError(rule.invalid)
  if (INVISIBLE.test(name.replace(EMOJI_GLUE, ''))) throw new RuleError(rule.invalid)
  if ([...name].length > rule.max) throw new RuleError(rule.tooLong, { max: rule.max, name: name.slice(0, 30) })
  return name
}

/**
 * How two names are compared for "used twice": names that look the same are the same. Compatibility
 * forms folded (NFKC: "Ａｎｎａ" is "Anna"), invisible and filler characters dropped ("Anna" with a
 * joiner is "Anna"), white space folded, case-insensitive.
 */
export function nameKey(raw: string): string {
  return raw.normalize('NFKC').replace(INVISIBLE_ALL, '').trim().replace(/\s+/g, ' ').toLocaleLowerCase()
}
