import type { Entry } from '@/domain/ledger/types'

const NAMES: Record<string, string> = { bank: 'Bank', A: 'Anna', B: 'Ben', C: 'Cem' }

/** The searchable text of a synthetic entry: its note and the names of its accounts. */
export const historyText = (e: Entry): string =>
  [e.note ?? '', ...e.postings.map((p) => NAMES[p.account] ?? p.account)].join(' ')

/**
 * A synthetic history entry number `seq` of three players A, B, C: every 7th a salary, every 5th
 * to the bank, every 100th with the note "Lap n" (history index tests and the bench).
 */
export function historyEntry(seq: number): Entry {
  const ids = ['A', 'B', 'C']
  const from = ids[seq % 3] ?? 'A'
  const to = seq % 5 === 0 ? 'bank' : (ids[(seq + 1) % 3] ?? 'B')
  return {
    id: `e${seq}`,
    gameId: 'g',
    seq,
    ts: seq,
    kind: seq % 7 === 0 ? 'salary' : 'payment',
    postings: [
      { account: from, amount: -1 },
      { account: to, amount: 1 },
    ],
    ...(seq % 100 === 0 ? { note: `Lap ${seq}` } : {}),
    isSetup: false,
    isUndone: false,
  }
}
