import { RuleError } from '../errors'
import { checkAmount } from '../money'
import { BANK, type EntryDraft, type Json, type LedgerState, type Posting } from '../ledger/types'
import type { GameConfig } from './types'

/** Account ids of a game: the bank first, then the players in seating order. */
export function playerAccounts(config: GameConfig): string[] {
  return [BANK, ...config.players.map((p) => p.id)]
}

/** Refuses an unknown player id. */
export function requirePlayer(config: GameConfig, id: unknown, field = 'player'): string {
  if (typeof id !== 'string' || !config.players.some((p) => p.id === id))
    throw new RuleError('unknownPlayer', { player: String(id), field })
  return id
}

/** Refuses a player who is out of the game (bankrupt or eliminated). */
export function requireActive(state: LedgerState<Json>, config: GameConfig, id: unknown, field = 'player'): string {
  const p = requirePlayer(config, id, field)
  if (isOut(state, p)) throw new RuleError('playerEliminated', { account: p })
  return p
}

/** Whether only one of two or more players is left (RULES.md Shared: then the game is over and final). */
export function lastPlayerLeft(state: LedgerState<Json>, config: GameConfig): boolean {
  return config.players.length >= 2 && config.players.filter((p) => !isOut(state, p.id)).length <= 1
}

/** RULES.md Shared: a finished game is final — no action is booked on it (undo is no action: it reopens the game). */
export function refuseWhenOver(state: LedgerState<Json>, config: GameConfig, finished = false): void {
  if (finished || lastPlayerLeft(state, config)) throw new RuleError('gameOver')
}

/** The salary the bank pays in this game as it was set up (0: none; free play may be set up without one). */
export function salaryOf(config: GameConfig): number {
  const s = config.options.salary
  return typeof s === 'number' && s > 0 ? s : 0
}

/** True when the player is out of the game. */
export function isOut(state: LedgerState<Json>, id: string): boolean {
  const d = state.data as { eliminated?: Record<string, Json> } | null
  return d?.eliminated?.[id] === true
}

/** A simple transfer of `amount` from one account to another. */
export function transfer(from: string, to: string, amount: number): Posting[] {
  return [
    { account: from, amount: -amount },
    { account: to, amount },
  ]
}

/** Merges postings by account and drops zero legs, so entries stay readable. */
export function netPostings(postings: readonly Posting[]): Posting[] {
  const m = new Map<string, number>()
  for (const p of postings) m.set(p.account, (m.get(p.account) ?? 0) + p.amount)
  return [...m].filter(([, a]) => a !== 0).map(([account, amount]) => ({ account, amount }))
}

/** Validates an account id for a payment: the bank or a player of this game. */
export function requireAccount(config: GameConfig, id: unknown, field: string): string {
  if (id === BANK) return BANK
  return requirePlayer(config, id, field)
}

/** Validates a payment between two accounts: known, different, not out of the game, positive safe amount. */
export function checkPayment(
  state: LedgerState<Json>,
  config: GameConfig,
  from: unknown,
  to: unknown,
  amount: unknown,
): { from: string; to: string; amount: number } {
  const f = requireAccount(config, from, 'from')
  const t = requireAccount(config, to, 'to')
  if (f === t) throw new RuleError('paySelf')
  if (f !== BANK && isOut(state, f)) throw new RuleError('playerEliminated', { account: f })
  if (t !== BANK && isOut(state, t)) throw new RuleError('playerEliminated', { account: t })
  return { from: f, to: t, amount: checkAmount(amount) }
}

/** A note typed by the user: trimmed, at most 200 characters. */
export function cleanNote(note: unknown): string | undefined {
  if (note === undefined || note === null) return undefined
  if (typeof note !== 'string') throw new RuleError('noteInvalid')
  const n = note.trim()
  if (n.length > 200) throw new RuleError('noteTooLong', { max: 200 })
  return n || undefined
}

/** The one payment action every game has: from one account to another, a note optional. */
export interface PayAction {
  type: 'pay'
  from: string
  to: string
  amount: number
  note?: string
}

/**
 * Plans a payment between any two accounts (deals between players, corrections by the banker):
 * known, different, not out of the game, a positive whole amount; `resolve` lets a game accept a
 * player's name for his id. Admission then refuses a payer who is short.
 */
export function planPayment(
  state: LedgerState<Json>,
  config: GameConfig,
  action: PayAction,
  resolve: (ref: unknown, field: string) => unknown = (ref) => ref,
): EntryDraft {
  const p = checkPayment(
    state,
    config,
    action.from === BANK ? BANK : resolve(action.from, 'from'),
    action.to === BANK ? BANK : resolve(action.to, 'to'),
    action.amount,
  )
  const note = cleanNote(action.note)
  return {
    kind: 'payment',
    postings: transfer(p.from, p.to, p.amount),
    info: { from: p.from, to: p.to, amount: p.amount },
    ...(note ? { note } : {}),
  }
}

/** A payment of 10 from the bank to the first player still in the game: the sample action of every money game (contract tests). */
export function samplePayment(state: LedgerState<Json>, config: GameConfig): PayAction {
  const to = config.players.find((p) => !isOut(state, p.id)) ?? config.players[0]
  return { type: 'pay', from: BANK, to: to?.id ?? BANK, amount: 10 }
}

/** The total of a set of notes (the rulebook's starting notes add up to the starting capital). */
export function notesTotal(notes: readonly { value: number; count: number }[]): number {
  return notes.reduce((s, n) => s + n.value * n.count, 0)
}
