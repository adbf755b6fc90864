import type { Entry, Posting } from '../ledger/types'
import type { GameConfig } from '../games/types'
import { loadedModule } from '../games'
import { playerPoints } from './scorePad'
import type { Words } from './words'

/** The part of an entry a description reads (entries, drafts and statement rows all have it). */
export type Describable = Pick<Entry, 'kind' | 'postings' | 'info'>

/** How many legs of a many-sided entry the line names before "…". */
const MAX_LEGS = 4

/** An entry kind in words; never the kind itself (a text missing for it reads "Entry"). */
export function kindText(w: Words, kind: string): string {
  return w.has(`kinds.${kind}`) ? w.t(`kinds.${kind}`) : w.t('words.entry')
}

/** The minus sign Intl writes for a negative amount in both locales ("-€50", "-50 €"): the one minus of every screen. */
export const MINUS = '-'

/** Points with their sign in the locale's digits: "+24", "-1", "0". */
export function signedPoints(w: Words, n: number): string {
  return n > 0 ? `+${w.num(n)}` : n < 0 ? `${MINUS}${w.num(-n)}` : w.num(0)
}

/**
 * What an entry is about, in the game's words: the street built or sold, the properties and money
 * of a trade, the plot auctioned, the card drawn … (undefined when its kind and money say it all).
 */
export function entrySubject(entry: Describable, config: GameConfig | null | undefined, w: Words): string | undefined {
  return config ? loadedModule(config.type)?.entrySubject?.(entry, config, w) : undefined
}

/** Who paid whom how much: "Anna paid €200 to Ben", or each leg ("Anna +€100, Ben −€100"). */
function moneyText(entry: Describable, w: Words): string {
  const payers = entry.postings.filter((p) => p.amount < 0)
  const payees = entry.postings.filter((p) => p.amount > 0)
  if (payers.length === 1 && payees.length === 1) {
    return w.t('history.sentence', {
      from: w.account(payers[0]!.account),
      to: w.account(payees[0]!.account),
      amount: w.money(payees[0]!.amount),
    })
  }
  const legs = [...payees, ...payers]
    .slice(0, MAX_LEGS)
    .map((p) => `${w.account(p.account)} ${p.amount > 0 ? '+' : MINUS}${w.money(Math.abs(p.amount))}`)
  if (payers.length + payees.length > MAX_LEGS) legs.push('…')
  return legs.join(', ')
}

/** A score pad's round as a title: "Round 3", "Round 4 · False Stopp, round dealt again". */
export function roundTitle(entry: Pick<Entry, 'kind' | 'info'>, w: Words): string {
  const round = entry.info?.round
  if (typeof round !== 'number') return kindText(w, entry.kind)
  const head = w.t('scorePad.round', { n: w.num(round) })
  return entry.info?.isRedealt === true ? `${head} · ${kindText(w, entry.kind)}` : head
}

/**
 * One line describing an entry, the same in the history, the snackbar, the statement, the CSV and
 * the search: its kind, what it is about and who paid whom, e.g. "Rent · Opernring with 3 houses:
 * Anna paid €200 to Ben". A score pad (`scorePlayers`): the round and every player's points.
 */
export function describeEntry(
  entry: Describable,
  config: GameConfig | null | undefined,
  w: Words,
  scorePlayers?: readonly { id: string }[],
): string {
  if (scorePlayers) {
    const legs = playerPoints(entry.postings, scorePlayers).map(
      (p: Posting) => `${w.account(p.account)} ${signedPoints(w, p.amount)}`,
    )
    // what the game adds to the round's title (the score pad: the round a correction changed)
    const subject = entrySubject(entry, config, w)
    const title = subject ? `${roundTitle(entry, w)} · ${subject}` : roundTitle(entry, w)
    return legs.length ? `${title}: ${legs.join(', ')}` : title
  }
  const subject = entrySubject(entry, config, w)
  let head = entry.kind === 'payment' ? '' : kindText(w, entry.kind)
  if (subject) head = head ? `${head} · ${subject}` : subject
  let body = entry.postings.length ? moneyText(entry, w) : ''
  const player = entry.info?.player
  if (!body && typeof player === 'string') body = w.account(player)
  if (!head) return body || kindText(w, entry.kind)
  return body ? `${head}: ${body}` : head
}
