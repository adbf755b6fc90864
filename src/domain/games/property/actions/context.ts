import { RuleError } from '../../../errors'
import { BANK, type EntryDraft, type Posting } from '../../../ledger/types'
import { checkAmount } from '../../../money'
import { cleanNote } from '../../common'
import type { GameConfig } from '../../types'
import { findProperty, type Board, type PropertyCard } from '../board'
import type { PropertyConfig } from '../config'
import { JACKPOT, type PropertyData, type PropertyState } from '../state'
import type { PropertyActionOf, PropertyActionType } from '../types'

/** What every action handler plans against. */
export type Ctx = { state: PropertyState; config: PropertyConfig; board: Board; data: PropertyData }

/** Plans the entry of one action type (pure); throws RuleError when a rule forbids it. */
export type Handler<K extends PropertyActionType> = (ctx: Ctx, action: PropertyActionOf<K>) => EntryDraft

/** Resolves a player by id, or by name when no id matches; throws `unknownPlayer`. */
export function resolvePlayer(config: GameConfig, ref: unknown, field = 'player'): string {
  if (typeof ref === 'string') {
    if (config.players.some((p) => p.id === ref)) return ref
    const byName =
      config.players.find((p) => p.name === ref) ??
      config.players.find((p) => p.name.toLocaleLowerCase() === ref.trim().toLocaleLowerCase())
    if (byName) return byName.id
  }
  throw new RuleError('unknownPlayer', { player: String(ref), field })
}

/** A player still in the game (RULES.md: an eliminated player takes no part); throws `playerEliminated`. */
export function active(ctx: Ctx, ref: unknown, field = 'player'): string {
  const id = resolvePlayer(ctx.config, ref, field)
  if (ctx.data.eliminated[id] === true) throw new RuleError('playerEliminated', { account: id, player: id })
  return id
}

/** Money paid "to the bank" by taxes and card payments goes to the jackpot when the Frei Parken option is on. */
export function bankOrJackpot(config: PropertyConfig): string {
  return config.options.freeParkingJackpot ? JACKPOT : BANK
}

/** The entry with the user's note, cleaned (none when empty). */
export function withNote(d: EntryDraft, note: unknown): EntryDraft {
  const n = cleanNote(note)
  return n ? { ...d, note: n } : d
}

/** Refuses a payment a player cannot afford (unless negative balances are allowed), naming the shortfall. */
export function shortfallCheck(ctx: Ctx, postings: Posting[]): void {
  // a clearer message than admit's: names the player, the shortfall and what he may do
  if (ctx.config.options.allowNegative) return
  const delta = new Map<string, number>()
  for (const p of postings) delta.set(p.account, (delta.get(p.account) ?? 0) + p.amount)
  for (const [account, d] of delta) {
    if (account === BANK || d >= 0) continue
    const before = ctx.state.balances[account] ?? 0
    if (before + d < 0)
      throw new RuleError('insufficientFunds', {
        account,
        player: account,
        shortfall: -(before + d),
        balance: before,
        amount: -d,
      })
  }
}

/** The property card an action names (by printed name or position). */
export function cardRef(board: Board, ref: unknown): PropertyCard {
  return findProperty(board, ref)
}

/** An amount that may be left out or 0 (card repairs per house/hotel), else a positive integer. */
export function plainAmount(v: unknown, field: string, allowZero: boolean): number {
  if (allowZero && (v === undefined || v === 0)) return 0
  return checkAmount(v, undefined, field)
}
