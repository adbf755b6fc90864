import type { Entry } from '../ledger/types'

/**
 * The words the history search finds an entry by: the line the history shows for it (its kind,
 * what it is about: the street, card, plot or trade, the names and the money) and its note.
 */
export function historySearchText(entry: Entry, describe: (e: Entry) => string): string {
  return entry.note ? `${describe(entry)} ${entry.note}` : describe(entry)
}

/** What the history can be filtered by: an account (player or bank), an entry kind, and text. */
export interface HistoryFilter {
  account?: string | null
  kind?: string | null
  text?: string | null
}

/**
 * A small in-memory index of a game's history (sequence number, kind, accounts as a bit mask,
 * search text, undone flag): about 100 bytes an entry, so 100,000 entries filter in a few
 * milliseconds without keeping the entries themselves (rows are read from the database by
 * sequence number when they scroll into view). Entries never change except their undone flag.
 */
export class HistoryIndex {
  readonly seqs: number[] = []
  private readonly kindOf: number[] = []
  private readonly masks: number[] = []
  private readonly texts: string[] = []
  private readonly kindIds = new Map<string, number>()
  private readonly accountBits = new Map<string, number>()
  private undone = new Set<number>()

  /** `textOf` gives the searchable words of an entry (note, names of the accounts, property …). */
  constructor(private readonly textOf: (e: Entry) => string) {}

  get size(): number {
    return this.seqs.length
  }

  /** The highest sequence number indexed (0 when empty). */
  get lastSeq(): number {
    return this.seqs.at(-1) ?? 0
  }

  /** Entry kinds present, in order of first appearance. */
  get kinds(): string[] {
    return [...this.kindIds.keys()]
  }

  private bit(account: string): number {
    let b = this.accountBits.get(account)
    if (b === undefined) {
      // 31 accounts fit a bit mask; games have at most 8 players, the bank and a few pools
      b = this.accountBits.size < 31 ? 1 << this.accountBits.size : 0
      this.accountBits.set(account, b)
    }
    return b
  }

  /** Adds entries newer than the last indexed one (sequence order). */
  add(entries: Iterable<Entry>): void {
    for (const e of entries) {
      if (e.seq <= this.lastSeq) continue
      let k = this.kindIds.get(e.kind)
      if (k === undefined) {
        k = this.kindIds.size
        this.kindIds.set(e.kind, k)
      }
      let mask = 0
      for (const p of e.postings) mask |= this.bit(p.account)
      if (typeof e.info?.player === 'string') mask |= this.bit(e.info.player)
      this.seqs.push(e.seq)
      this.kindOf.push(k)
      this.masks.push(mask)
      this.texts.push(this.textOf(e).toLocaleLowerCase())
      if (e.isUndone) this.undone.add(e.seq)
    }
  }

  /** Replaces the set of undone entries (the only thing that changes in stored entries). */
  setUndone(seqs: Iterable<number>): void {
    this.undone = new Set(seqs)
  }

  isUndone(seq: number): boolean {
    return this.undone.has(seq)
  }

  /** Sequence numbers of the entries matching every given filter, newest first. */
  filter(f: HistoryFilter): number[] {
    const out: number[] = []
    const bit = f.account ? (this.accountBits.get(f.account) ?? -1) : 0
    const kind = f.kind ? (this.kindIds.get(f.kind) ?? -1) : -2
    const text = f.text?.trim().toLocaleLowerCase() ?? ''
    if (bit === -1 || kind === -1) return out
    for (let i = this.seqs.length - 1; i >= 0; i--) {
      if (bit !== 0 && (this.masks[i]! & bit) === 0) continue
      if (kind >= 0 && this.kindOf[i] !== kind) continue
      if (text && !this.texts[i]!.includes(text)) continue
      out.push(this.seqs[i]!)
    }
    return out
  }
}
