import type { Entry, Posting } from '@/domain/ledger/types'
import type { GameConfig } from '@/domain/games/types'
import { playerPoints } from '@/domain/export/scorePad'
import { describeEntry, kindText, roundTitle, signedPoints, type Describable } from '@/domain/export/describe'
import { useFormatCore } from './useFormatCore'

/** Formatting for the open game: money in the game's currency, account names, translated errors and entries (useFormatCore and the describers). */
export function useFormat(config: () => GameConfig | null | undefined) {
  const core = useFormatCore(config)
  const { words, money, isScorePad } = core

  /** An entry kind in words (never the kind itself). */
  function kindLabel(kind: string): string {
    return kindText(words, kind)
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

  return { ...core, points, signed, kindLabel, postingsOf, entryTitle, describe }
}
