import { RuleError } from '../errors'
import { admit, applyEntry, revertEntry } from './admit'
import type { AdmitOptions, Entry, EntryDraft, Json, LedgerHead, LedgerState } from './types'

/**
 * The ledger cursor: the pure append / undo / redo steps on a head. The in-memory Ledger and the
 * IndexedDB repository both call exactly these, so "one action = one entry = one undo step", "a new
 * action clears redo" and "setup entries are never undo steps" are written once.
 */

/** What the caller gives an appended entry: its id, game, time, and whether it is setup. */
export interface EntryMeta {
  id: string
  gameId: string
  ts: number
  /** Setup entries (starting capital, quick start) are in the ledger but never undo steps. */
  isSetup?: boolean
}

/** The entry a step wrote or flipped, and the head after it. */
export interface Step<D = Json> {
  entry: Entry
  head: LedgerHead<D>
}

/** The head of a game before any entry: nothing to undo or redo (RULES.md: undo by flag, never delete). */
export function startHead<D>(initial: LedgerState<D>): LedgerHead<D> {
  return { nextSeq: 1, redo: [], state: initial, liveActions: 0, entryCount: 0 }
}

/** True when undo has a target: a live entry that is not setup (RULES.md: setup is no undo step). */
export function canUndo(head: LedgerHead<unknown>): boolean {
  return head.liveActions > 0
}

/** True when redo has a target: an undone action no new action has cleared. */
export function canRedo(head: LedgerHead<unknown>): boolean {
  return head.redo.length > 0
}

/** The sequence number redo re-applies (the most recently undone action), if any. */
export function redoSeq(head: LedgerHead<unknown>): number | undefined {
  return head.redo[head.redo.length - 1]
}

/** The entry undo would revert among entries in sequence order: the newest live one, unless it is setup. */
export function undoTarget<E extends Entry>(entries: readonly E[]): E | undefined {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i] as E
    if (e.isUndone) continue
    return e.isSetup ? undefined : e
  }
  return undefined
}

/** A JSON copy of a draft (no proxies, no shared objects, no empty fields): what an entry stores. */
function copyDraft(d: EntryDraft): EntryDraft {
  const c = JSON.parse(JSON.stringify(d)) as EntryDraft
  const out: EntryDraft = { kind: c.kind, postings: c.postings.map((p) => ({ account: p.account, amount: p.amount })) }
  if (c.effects && c.effects.length) out.effects = c.effects
  if (c.note) out.note = c.note
  if (c.info) out.info = c.info
  return out
}

/**
 * Appends one action (or a setup entry): admits it through the one gate, gives it the next
 * sequence number, and clears redo (a new action ends the redo chain; setup leaves it alone).
 * Throws RuleError and changes nothing when admission refuses.
 */
export function appendStep<D extends Json>(
  head: LedgerHead<D>,
  draft: EntryDraft,
  opts: AdmitOptions,
  meta: EntryMeta,
): Step<D> {
  const state = admit(head.state, draft, opts)
  const isSetup = meta.isSetup ?? false
  const entry: Entry = {
    ...copyDraft(draft),
    id: meta.id,
    gameId: meta.gameId,
    seq: head.nextSeq,
    ts: meta.ts,
    isSetup,
    isUndone: false,
  }
  return {
    entry,
    head: {
      nextSeq: head.nextSeq + 1,
      redo: isSetup ? head.redo : [],
      state,
      liveActions: head.liveActions + (isSetup ? 0 : 1),
      entryCount: head.entryCount + 1,
    },
  }
}

/**
 * Undoes `target`, the newest live entry (the caller looks it up): reverts it with every effect and
 * marks it undone (it stays in the history); it becomes the next redo. `nothingToUndo` when there is
 * none or it is setup.
 */
export function undoStep<D extends Json>(head: LedgerHead<D>, target: Entry | undefined): Step<D> {
  if (!target || target.isSetup || target.isUndone || !canUndo(head)) throw new RuleError('nothingToUndo')
  return {
    entry: { ...target, isUndone: true },
    head: {
      ...head,
      redo: [...head.redo, target.seq],
      state: revertEntry(head.state, target),
      liveActions: head.liveActions - 1,
    },
  }
}

/**
 * Redoes `target`, the entry with sequence number redoSeq(head) (the caller looks it up): applies it
 * again and marks it live. `nothingToRedo` when the redo stack is empty or the entry is not it.
 */
export function redoStep<D extends Json>(head: LedgerHead<D>, target: Entry | undefined): Step<D> {
  const seq = redoSeq(head)
  if (seq === undefined || !target || target.seq !== seq || !target.isUndone) throw new RuleError('nothingToRedo')
  return {
    entry: { ...target, isUndone: false },
    head: {
      ...head,
      redo: head.redo.slice(0, -1),
      state: applyEntry(head.state, target),
      liveActions: head.liveActions + 1,
    },
  }
}

/**
 * Takes a stored entry into the head as it was (restoring a backup): a live entry is admitted again
 * through the one gate, an undone one only counted; the redo stack is the caller's (checked apart).
 * Sequence numbers must increase. Throws RuleError when admission refuses.
 */
export function loadStep<D extends Json>(
  head: LedgerHead<D>,
  entry: EntryDraft & { seq: number; isSetup: boolean; isUndone: boolean },
  opts: AdmitOptions,
): LedgerHead<D> {
  if (!Number.isSafeInteger(entry.seq) || entry.seq < head.nextSeq)
    throw new RuleError('entryMalformed', { field: 'seq' })
  const state = entry.isUndone ? head.state : admit(head.state, entry, opts)
  const isAction = !entry.isUndone && !entry.isSetup
  return {
    nextSeq: entry.seq + 1,
    redo: head.redo,
    state,
    liveActions: head.liveActions + (isAction ? 1 : 0),
    entryCount: head.entryCount + 1,
  }
}
