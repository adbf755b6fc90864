import { RuleError, type RuleErrorParams } from '../errors'
import { requirePlayer } from '../games/common'
import { anyModule } from '../games'
import type { GameConfig, GameType } from '../games/types'
import type { Entry, Json, LedgerHead, LedgerState } from '../ledger/types'
import {
  SYNC_BATCH,
  SYNC_VERSION,
  type BankMessage,
  type DecisionMessage,
  type EntriesMessage,
  type HelloMessage,
  type RequestAction,
  type RequestKind,
  type WelcomeMessage,
  type WireEntry,
  type WireGame,
  type WireHead,
} from './types'

/**
 * The bank's side of the table protocol, pure over its entries: what a phone's hello is answered
 * with (welcome, then the entries it lacks or holds with another undo flag, in batches, the head
 * last), the message of one live step, and which requests a phone may make.
 */

/**
 * Most bytes of one message the bank builds (its JSON text): Chromium's data channel carries
 * messages up to 256 KiB in one piece; a batch closes early when its entries reach this.
 */
export const BATCH_BYTES = 192 * 1024

/** The head as it travels (a copy: the bank's own head object stays its own). */
export function wireHead(head: LedgerHead<Json>): WireHead {
  return {
    nextSeq: head.nextSeq,
    redo: [...head.redo],
    liveActions: head.liveActions,
    entryCount: head.entryCount,
    state: head.state,
  }
}

/** An entry as it travels: without the bank's ids (the phone's copy gives its own), empty fields left out. */
export function wireEntry(e: Entry): WireEntry {
  const w: WireEntry = {
    seq: e.seq,
    ts: e.ts,
    kind: e.kind,
    postings: e.postings,
    isSetup: e.isSetup,
    isUndone: e.isUndone,
  }
  if (e.effects?.length) w.effects = e.effects
  if (e.note) w.note = e.note
  if (e.info) w.info = e.info
  return w
}

/** The game as a phone needs it. */
export function wireGame(
  game: { id: string; name: string; type: GameType; config: GameConfig; createdAt: number },
  initial: LedgerState<Json>,
): WireGame {
  return { id: game.id, name: game.name, type: game.type, config: game.config, createdAt: game.createdAt, initial }
}

/**
 * Whether the phone's copy is replaced rather than caught up: it holds another game (or none), it
 * asks for everything (lastSeq 0: its copy did not match), or it claims entries or undone seqs the
 * bank's ledger does not have.
 */
export function needsReset(hello: HelloMessage, bankGameId: string, head: LedgerHead<unknown>): boolean {
  if (hello.game !== bankGameId || hello.lastSeq === 0 || hello.lastSeq >= head.nextSeq) return true
  return hello.undone.some((s) => s > hello.lastSeq)
}

/** UTF-8 bytes of a JSON text, bounded from above (a non-ASCII unit counts 3). */
function jsonBytes(v: unknown): number {
  const s = JSON.stringify(v)
  let n = s.length
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) n += 2
  return n
}

/** Room for the envelope of an entries message (`{"t":"entries","entries":[…],"head":…}` and the commas). */
const ENVELOPE = 64

/**
 * The answer to a hello: the welcome, then `entries` messages of at most SYNC_BATCH entries and
 * BATCH_BYTES each — every entry after the phone's last seq, and every one up to it whose undo
 * flag differs from what the phone holds (all of them on a reset) — in sequence order; the last
 * message carries the bank's head (there is always one, so the phone can compare). `entries` must
 * be the bank's entries in sequence order.
 */
export function catchUp(
  hello: HelloMessage,
  bank: { game: WireGame; head: LedgerHead<Json>; entries: Iterable<Entry>; bankName: string },
): BankMessage[] {
  const reset = needsReset(hello, bank.game.id, bank.head)
  const welcome: WelcomeMessage = { t: 'welcome', v: SYNC_VERSION, game: bank.game, reset, bankName: bank.bankName }
  const out: BankMessage[] = [welcome]
  const after = reset ? 0 : hello.lastSeq
  const undone = new Set(reset ? [] : hello.undone)
  let batch: WireEntry[] = []
  let bytes = ENVELOPE
  const flush = (head: WireHead | null) => {
    out.push({ t: 'entries', entries: batch, head })
    batch = []
    bytes = ENVELOPE
  }
  for (const e of bank.entries) {
    if (e.seq <= after && e.isUndone === undone.has(e.seq)) continue
    const w = wireEntry(e)
    const size = jsonBytes(w) + 1
    if (batch.length === SYNC_BATCH || (batch.length > 0 && bytes + size > BATCH_BYTES)) flush(null)
    batch.push(w)
    bytes += size
  }
  const head = wireHead(bank.head)
  if (batch.length > 0 && bytes + jsonBytes(head) > BATCH_BYTES) flush(null)
  flush(head)
  return out
}

/** The message of one live step of the bank's ledger (an action, undo or redo): that entry, new or flipped, and the head after it. */
export function liveMessage(entry: Entry, head: LedgerHead<Json>): EntriesMessage {
  return { t: 'entries', entries: [wireEntry(entry)], head: wireHead(head) }
}

/**
 * The requests a joined player may make in this game as it was set up: the game's own pay and
 * salary actions, where it has them (its module's `requestKinds`; its module is loaded while it is open).
 */
export function requestKindsOf(config: GameConfig): readonly RequestKind[] {
  return anyModule(config.type).requestKinds(config)
}

/** The player a phone claims: one of the game's players (`unknownPlayer` otherwise). */
export function claimPlayer(player: unknown, config: GameConfig): string {
  return requirePlayer(config, player)
}

/**
 * A phone's request as the game action the bank dispatches on Confirm (through the same plan and
 * admit as a tap): only a player's own money — a payment from his own account, his own salary —
 * and only where the game has that action. The game's rules (amount, payee, funds) decide later.
 */
export function requestAction(action: RequestAction, claimed: string | null, config: GameConfig): RequestAction {
  if (claimed === null) throw new RuleError('syncNotClaimed')
  if (!requestKindsOf(config).includes(action.type))
    throw new RuleError('syncRequestUnavailable', { type: action.type })
  if (action.type === 'pay') {
    if (action.from !== claimed) throw new RuleError('syncRequestNotOwn', { player: action.from })
    return {
      type: 'pay',
      from: action.from,
      to: action.to,
      amount: action.amount,
      ...(action.note ? { note: action.note } : {}),
    }
  }
  if (action.player !== claimed) throw new RuleError('syncRequestNotOwn', { player: action.player })
  return { type: 'salary', player: action.player }
}

/**
 * The banker's answer to a request as it travels: ok, declined (no code), or the RuleError it was
 * refused with — its params as the phone's gate takes them (at most 20, text cut at 500
 * characters, true/false as text), so a long refusal text never loses the answer.
 */
export function decisionMessage(
  id: string,
  outcome: { ok: true } | { ok: false; code?: string; params?: RuleErrorParams },
): DecisionMessage {
  if (outcome.ok) return { t: 'decision', id, ok: true }
  if (outcome.code === undefined) return { t: 'decision', id, ok: false }
  const code = /^[a-zA-Z]{1,60}$/.test(outcome.code) ? outcome.code : 'unexpected'
  const params = Object.entries(outcome.params ?? {})
    .filter(([k]) => k.length > 0 && k.length <= 60)
    .slice(0, 20)
    .map(([k, v]) => [k, typeof v === 'number' ? v : String(v).slice(0, 500)] as const)
  return { t: 'decision', id, ok: false, code, ...(params.length ? { params: Object.fromEntries(params) } : {}) }
}
