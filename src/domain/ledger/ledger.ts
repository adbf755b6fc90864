import { RuleError } from '../errors'
import { admit, applyEntry, revertEntry } from './admit'
import type { AdmitOptions, Entry, EntryDraft, Head, Json, LedgerState } from './types'

/** Returns the entry that undo would revert: the newest live entry that is not setup. */
export function undoTarget(entries: readonly Entry[]): Entry | undefined {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i] as Entry
    if (e.isUndone) continue
    return e.isSetup ? undefined : e
  }
  return undefined
}

let counter = 0
/** A unique id for entries and games (time + random; crypto when present). */
export function newId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto
  if (c?.randomUUID) return c.randomUUID()
  counter++
  return `${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 10)}`
}

/**
 * An in-memory ledger: append-only entries, state kept incrementally, undo/redo as flags and a
 * cursor (never a delete). The headless engines use it; the app's store does the same steps
 * against IndexedDB with the same admit/apply/revert functions.
 */
export class Ledger<D extends Json> {
  readonly entries: Entry[] = []
  head: Head = { nextSeq: 1, redo: [] }
  state: LedgerState<D>
  private readonly bySeq = new Map<number, Entry>()

  constructor(
    readonly gameId: string,
    initial: LedgerState<D>,
    readonly options: AdmitOptions,
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.state = initial
  }

  /** Admits and appends one action; a new action clears redo. Throws RuleError and changes nothing. */
  append(draft: EntryDraft, isSetup = false): Entry {
    const next = admit(this.state, draft, this.options)
    const entry: Entry = {
      ...structuredCloneDraft(draft),
      id: newId(),
      gameId: this.gameId,
      seq: this.head.nextSeq,
      ts: this.clock(),
      isSetup,
      isUndone: false,
    }
    this.entries.push(entry)
    this.bySeq.set(entry.seq, entry)
    this.state = next
    this.head = { nextSeq: entry.seq + 1, redo: isSetup ? this.head.redo : [] }
    return entry
  }

  get canUndo(): boolean {
    return undoTarget(this.entries) !== undefined
  }

  get canRedo(): boolean {
    return this.head.redo.length > 0
  }

  /** Reverts the newest live action with every effect; it stays in the history, marked undone. */
  undo(): Entry {
    const target = undoTarget(this.entries)
    if (!target) throw new RuleError('nothingToUndo')
    this.state = revertEntry(this.state, target)
    target.isUndone = true
    this.head = { nextSeq: this.head.nextSeq, redo: [...this.head.redo, target.seq] }
    return target
  }

  /** Re-applies the most recently undone action. */
  redo(): Entry {
    const seq = this.head.redo[this.head.redo.length - 1]
    const target = seq === undefined ? undefined : this.bySeq.get(seq)
    if (!target) throw new RuleError('nothingToRedo')
    this.state = applyEntry(this.state, target)
    target.isUndone = false
    this.head = { nextSeq: this.head.nextSeq, redo: this.head.redo.slice(0, -1) }
    return target
  }
}

function structuredCloneDraft(d: EntryDraft): EntryDraft {
  const out: EntryDraft = { kind: d.kind, postings: d.postings.map((p) => ({ account: p.account, amount: p.amount })) }
  if (d.effects && d.effects.length) out.effects = d.effects.map((e) => ({ path: [...e.path], from: e.from, to: e.to }))
  if (d.note) out.note = d.note
  if (d.info) out.info = d.info
  return out
}
