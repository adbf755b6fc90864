import type { Entry, Json } from '../ledger/types'

/** One line of a player's statement: what the entry did to the account and the balance after it. */
export interface StatementRow {
  seq: number
  ts: number
  kind: string
  /** Net amount for the account (credit > 0). */
  amount: number
  /** Running balance after this entry; an undone entry leaves it unchanged (it is not counted). */
  balance: number
  isUndone: boolean
  isSetup: boolean
  note?: string
  /** The other accounts of the entry (who paid or received). */
  counterparties: string[]
  info?: { [key: string]: Json }
  postings: Entry['postings']
}

/** True when an entry touched the account: a posting to it, or the entry is about the player (e.g. left the game). */
export function touches(entry: Pick<Entry, 'postings' | 'info'>, account: string): boolean {
  return entry.postings.some((p) => p.account === account) || entry.info?.player === account
}

/**
 * A bank statement for one account (entries in sequence order): every entry that touched it with
 * the running balance; undone entries are listed but not counted. Feed chunks with the previous
 * `closing` as `opening` to stream a long game. A score pad (`scorePad`, GmbH): every round is on
 * every player's statement, 0 points included, and the bank is nobody's counterparty.
 */
export function statementRows(
  entries: Iterable<Entry>,
  account: string,
  opening = 0,
  options: { scorePad?: boolean } = {},
): { rows: StatementRow[]; closing: number } {
  const rows: StatementRow[] = []
  let balance = opening
  for (const e of entries) {
    if (!options.scorePad && !touches(e, account)) continue
    let amount = 0
    const others = new Set<string>()
    for (const p of e.postings) {
      if (p.account === account) amount += p.amount
      else if (!options.scorePad) others.add(p.account)
    }
    if (!e.isUndone) balance += amount
    rows.push({
      seq: e.seq,
      ts: e.ts,
      kind: e.kind,
      amount,
      balance,
      isUndone: e.isUndone,
      isSetup: e.isSetup,
      ...(e.note ? { note: e.note } : {}),
      counterparties: [...others],
      ...(e.info ? { info: e.info } : {}),
      postings: e.postings,
    })
  }
  return { rows, closing: balance }
}
