import { isRuleError } from '../errors'
import { loadStep, redoSeq, redoStep, startHead, undoStep } from '../ledger/cursor'
import { jsonEqual } from '../ledger/effects'
import type { AdmitOptions, Effect, Entry, Json, LedgerHead, LedgerState, Posting } from '../ledger/types'
import type { WireEntry, WireHead } from './types'

/**
 * A joined phone's read-only copy, pure: an `entries` message from the bank is taken into the
 * copy's head through the same cursor steps the bank took (loadStep for a new entry, undoStep /
 * redoStep for a flipped one; a replay of every entry when a flip is not the cursor's next),
 * duplicates are ignored, and the result is compared with the bank's head. Anything that does not
 * fit — a gap, entries out of order, an entry that differs from the one held, an entry the gate
 * refuses, a head that differs — changes nothing and asks for a resync.
 */

/** The copy's entries a message refers to, as the caller loaded them. */
export interface HeldEntries {
  /** The held entry with this sequence number (every one the message names below the copy's next seq must be given). */
  get(seq: number): WireEntry | undefined
  /** The sequence number of the copy's newest live entry (0: none). */
  newestLive: number
  /** Every held entry in sequence order, when loaded: a replay needs them (else the result is `needAll`). */
  all?: readonly WireEntry[]
}

/** Why a message could not be taken: the phone says hello again (lastSeq 0: a fresh copy). */
export type ResyncReason = 'order' | 'gap' | 'missing' | 'mismatch' | 'refused' | 'head'

export type ReplicaResult =
  | {
      kind: 'applied'
      head: LedgerHead<Json>
      /** Entries new to the copy, in sequence order. */
      added: WireEntry[]
      /** Held entries whose undo flag flipped, with the new flag. */
      flipped: WireEntry[]
      /** True when the message carried the bank's head and the copy's head now equals it. */
      synced: boolean
    }
  /** A flip the cursor cannot take as its next step: call again with `held.all`. */
  | { kind: 'needAll' }
  | { kind: 'resync'; reason: ResyncReason }

function samePostings(a: readonly Posting[], b: readonly Posting[]): boolean {
  return a.length === b.length && a.every((p, i) => p.account === b[i]?.account && p.amount === b[i]?.amount)
}

function sameEffects(a: readonly Effect[], b: readonly Effect[]): boolean {
  return (
    a.length === b.length &&
    a.every((e, i) => {
      const o = b[i]
      return (
        !!o &&
        e.path.length === o.path.length &&
        e.path.every((k, j) => k === o.path[j]) &&
        jsonEqual(e.from, o.from) &&
        jsonEqual(e.to, o.to)
      )
    })
  )
}

/** Same entry apart from its undo flag (the ledger is append-only: a held entry never changes otherwise). */
function sameEntry(a: WireEntry, b: WireEntry): boolean {
  return (
    a.seq === b.seq &&
    a.ts === b.ts &&
    a.kind === b.kind &&
    a.isSetup === b.isSetup &&
    (a.note ?? '') === (b.note ?? '') &&
    samePostings(a.postings, b.postings) &&
    sameEffects(a.effects ?? [], b.effects ?? []) &&
    jsonEqual(a.info ?? null, b.info ?? null)
  )
}

/** The cursor steps take an Entry; their ids are the caller's business and play no part in the state. */
const asEntry = (e: WireEntry): Entry => ({ ...e, id: '', gameId: '' })

/** Whole-state equality of a copy's head and the bank's (the redo stack apart: see applyEntries). */
function sameHead(h: LedgerHead<Json>, w: WireHead): boolean {
  return (
    h.nextSeq === w.nextSeq &&
    h.liveActions === w.liveActions &&
    h.entryCount === w.entryCount &&
    jsonEqual(h.state.balances, w.state.balances) &&
    jsonEqual(h.state.data, w.state.data)
  )
}

const sameSeqs = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((s, i) => s === b[i])

/** A redo stack is one the copy's entries allow: undone actions newer than every live entry, the next redo (last) the oldest. */
function redoFits(
  redo: readonly number[],
  entryAt: (seq: number) => WireEntry | undefined,
  newestLive: number,
): boolean {
  for (let i = 0; i < redo.length; i++) {
    const seq = redo[i]!
    const e = entryAt(seq)
    if (!e || !e.isUndone || e.isSetup || seq <= newestLive || (i > 0 && redo[i - 1]! <= seq)) return false
  }
  return true
}

/**
 * Takes one `entries` message into the copy (RULES.md: one action = one entry = one undo step;
 * undo flags an entry, never deletes it): the new head and what to write, `needAll` when the
 * held entries given do not suffice, or `resync`. Never throws for what a message holds.
 *
 * The redo stack is compared when the message's steps determine it (live actions, undos, redos);
 * after a catch-up that brought undone entries or a replay it cannot be derived, and the bank's is
 * taken when the copy's entries allow it.
 */
export function applyEntries(
  copy: { head: LedgerHead<Json>; initial: LedgerState<Json> },
  msg: { entries: readonly WireEntry[]; head: WireHead | null },
  opts: AdmitOptions,
  held: HeldEntries,
  check?: (state: LedgerState<Json>) => string | null,
): ReplicaResult {
  let head = copy.head
  const added: WireEntry[] = []
  const flipped: WireEntry[] = []
  const flips = new Map<number, WireEntry>()
  const all = held.all
  const allAt = all ? new Map(all.map((e) => [e.seq, e])) : undefined
  const heldAt = (seq: number) => flips.get(seq) ?? allAt?.get(seq) ?? held.get(seq)
  // -1: not known (after an undo, without every held entry)
  let newestLive = held.newestLive
  let replay = false
  let redoKnown = true
  let duplicates = 0
  let touched = false
  let prev = 0
  let next = copy.head.nextSeq
  try {
    for (const e of msg.entries) {
      if (e.seq <= prev) return { kind: 'resync', reason: 'order' }
      prev = e.seq
      if (e.seq >= next) {
        if (e.seq !== next) return { kind: 'resync', reason: 'gap' }
        next++
        added.push(e)
        if (!replay) {
          head = loadStep(head, e, opts)
          // a new action ends the redo chain, as appendStep does; an undone one leaves it to the bank's head
          if (e.isUndone) redoKnown = false
          else if (!e.isSetup) head = { ...head, redo: [] }
        }
        if (!e.isUndone) {
          newestLive = e.seq
          touched ||= !!e.effects?.length
        }
        continue
      }
      const h = heldAt(e.seq)
      if (!h) return { kind: 'resync', reason: 'missing' }
      if (!sameEntry(h, e)) return { kind: 'resync', reason: 'mismatch' }
      if (h.isUndone === e.isUndone) {
        duplicates++
        continue
      }
      if (e.isSetup) return { kind: 'resync', reason: 'mismatch' }
      touched ||= !!e.effects?.length
      if (!replay && e.isUndone && e.seq === newestLive) {
        head = undoStep(head, asEntry(h)).head
        newestLive = all ? newestLiveIn(all, flips, e.seq, e.seq) : -1
      } else if (!replay && !e.isUndone && e.seq === redoSeq(head)) {
        head = redoStep(head, asEntry(h)).head
        newestLive = e.seq
      } else if (!all) return { kind: 'needAll' }
      else replay = true
      flips.set(e.seq, e)
      flipped.push(e)
    }
    if (replay) {
      head = replayAll(copy.initial, all!, flips, added, opts)
      redoKnown = false
      touched = true
    }
  } catch (err) {
    if (isRuleError(err)) return { kind: 'resync', reason: 'refused' }
    throw err
  }
  const changed = added.length + flipped.length > 0
  // a message of nothing but entries the copy holds (sent twice) is ignored, head and all
  if (!changed && duplicates > 0) return { kind: 'applied', head: copy.head, added, flipped, synced: false }
  if (touched && check?.(head.state)) return { kind: 'resync', reason: 'refused' }
  if (redoKnown) {
    if (!msg.head) return { kind: 'applied', head, added, flipped, synced: false }
    if (!sameHead(head, msg.head) || !sameSeqs(head.redo, msg.head.redo)) return { kind: 'resync', reason: 'head' }
    return { kind: 'applied', head, added, flipped, synced: true }
  }
  // the redo stack the copy's entries allow: the bank's (when it comes), else the copy's own while it still fits, else none
  if (newestLive === -1 && !all) return { kind: 'needAll' }
  const addedAt = new Map(added.map((e) => [e.seq, e]))
  const entryAt = (seq: number) => addedAt.get(seq) ?? heldAt(seq)
  const live =
    replay || newestLive === -1 ? newestLiveIn([...(all ?? []), ...added], flips, Number.MAX_SAFE_INTEGER) : newestLive
  if (!msg.head)
    return {
      kind: 'applied',
      head: { ...head, redo: redoFits(copy.head.redo, entryAt, live) ? copy.head.redo : [] },
      added,
      flipped,
      synced: false,
    }
  if (!sameHead(head, msg.head) || !redoFits(msg.head.redo, entryAt, live)) return { kind: 'resync', reason: 'head' }
  return { kind: 'applied', head: { ...head, redo: [...msg.head.redo] }, added, flipped, synced: true }
}

/** The newest live seq below `below` among the entries with the flips applied (`skip` counts as undone). */
function newestLiveIn(
  entries: readonly WireEntry[],
  flips: ReadonlyMap<number, WireEntry>,
  below: number,
  skip = 0,
): number {
  let best = 0
  for (const e of entries) {
    if (e.seq >= below || e.seq === skip || e.seq <= best) continue
    const f = flips.get(e.seq) ?? e
    if (!f.isUndone) best = e.seq
  }
  return best
}

/** The copy's head from scratch: every entry (flips applied, new ones after) through the gate again, as restore() replays a backup. */
function replayAll(
  initial: LedgerState<Json>,
  all: readonly WireEntry[],
  flips: ReadonlyMap<number, WireEntry>,
  added: readonly WireEntry[],
  opts: AdmitOptions,
): LedgerHead<Json> {
  let head: LedgerHead<Json> = startHead(initial)
  for (const e of all) head = loadStep(head, flips.get(e.seq) ?? e, opts)
  for (const e of added) head = loadStep(head, e, opts)
  return head
}
