import { appendStep, canRedo, canUndo, redoSeq, redoStep, startHead, undoStep, undoTarget, type Step } from './cursor'
import type { AdmitOptions, Entry, EntryDraft, Json, LedgerHead, LedgerState } from './types'

let counter = 0
/** A unique id for entries and games (time + random; crypto when present). */
export function newId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto
  if (c?.randomUUID) return c.randomUUID()
  counter++
  return `${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 10)}`
}

/**
 * An in-memory ledger: append-only entries, undo/redo as flags and a cursor (never a delete). The
 * headless engines use it; the app's repository (src/db/repo.ts) takes the same cursor steps
 * (./cursor.ts) against IndexedDB.
 */
export class Ledger<D extends Json> {
  readonly entries: Entry[] = []
  /** The cursor head: position, state after the live entries, counts. */
  head: LedgerHead<D>
  private readonly bySeq = new Map<number, Entry>()

  constructor(
    readonly gameId: string,
    initial: LedgerState<D>,
    readonly options: AdmitOptions,
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.head = startHead(initial)
  }

  /** The state after every live entry. */
  get state(): LedgerState<D> {
    return this.head.state
  }

  /** Admits and appends one action; a new action clears redo. Throws RuleError and changes nothing. */
  append(draft: EntryDraft, isSetup = false): Entry {
    const { entry, head } = appendStep(this.head, draft, this.options, {
      id: newId(),
      gameId: this.gameId,
      ts: this.clock(),
      isSetup,
    })
    this.entries.push(entry)
    this.bySeq.set(entry.seq, entry)
    this.head = head
    return entry
  }

  get canUndo(): boolean {
    return canUndo(this.head)
  }

  get canRedo(): boolean {
    return canRedo(this.head)
  }

  /** Reverts the newest live action with every effect; it stays in the history, marked undone. */
  undo(): Entry {
    return this.take(undoStep(this.head, undoTarget(this.entries)))
  }

  /** Re-applies the most recently undone action. */
  redo(): Entry {
    const seq = redoSeq(this.head)
    const target = seq === undefined ? undefined : this.bySeq.get(seq)
    return this.take(redoStep(this.head, target))
  }

  /** Keeps a step's result: the flipped flag on the held entry (callers may hold it), the new head. */
  private take(step: Step<D>): Entry {
    const held = this.bySeq.get(step.entry.seq) ?? step.entry
    held.isUndone = step.entry.isUndone
    this.head = step.head
    return held
  }
}
