import { isRuleError, RuleError } from '@/domain/errors'
import type { GameAction } from '@/domain/games'
import type { GameConfig } from '@/domain/games/types'
import type { Entry } from '@/domain/ledger/types'
import type { BankMessage, RequestAction, RequestMessage } from '@/domain/sync/types'
import type { SyncParts } from './parts'

/** A phone asks to play as a player another phone holds already: only the banker lets it in. */
export interface ClaimAsk {
  type: 'claim'
  player: string
}

/**
 * A phone's request waiting for the banker: who asks (the phone, by the number the bank gave it,
 * and the player it claimed — for a claim ask, the player it asks to be) and what.
 */
export interface TableRequest {
  /** The bank's id of the request (the phone's id with its device). */
  id: string
  device: string
  /** The phone's number at this table ("Phone 2"). */
  phone: number
  player: string
  playerName: string
  action: RequestAction | ClaimAsk
  /** When it arrived (ms since the epoch). */
  at: number
}

/** Requests one phone may have waiting at once; more are declined at once (a phone cannot flood the banker's queue). */
export const MAX_PENDING_REQUESTS = 10

/** What the requests need of the table around them. */
export interface BankRequestsDeps {
  /** The bank game the table follows and its config (null: no table, or not read yet). */
  game: () => { id: string; config: GameConfig } | null
  /** The table protocol's code, once loaded. */
  parts: () => SyncParts | null
  playerName: (player: string | null) => string | null
  /** The number the bank gave the phone of `device` ("Phone 2"). */
  phoneOf: (device: string) => number
  /** The banker lets the phone of `device` in as `player` (a claim ask confirmed), or not. */
  settleClaim: (device: string, player: string, admitted: boolean) => void
  /** Whether the bank's game `gameId` is the one on screen (a confirmed request is booked only there). */
  onScreen: (gameId: string) => boolean
  /** Books an action on the game on screen exactly as a tap (plan + admit). */
  dispatch: (action: GameAction) => Promise<Entry>
  /** Sends a message to the phone of `device` while its channel is the current one (else nothing). */
  reply: (device: string, msg: BankMessage) => void
  /** Called after every change of the list. */
  changed: () => void
}

/**
 * The phones' requests waiting for the banker (issue 17), part of the bank's table session: a
 * request is checked by the protocol's rules when it arrives, waits (at most MAX_PENDING_REQUESTS a
 * phone), and is confirmed through the game's dispatch exactly as a tap, or declined; the phone
 * learns the outcome either way. A phone asking to play as a player another phone holds waits
 * here too (issue 38: one phone per player unless the banker lets a second one in).
 */
export class BankRequests {
  private list: readonly TableRequest[] = []

  constructor(private readonly deps: BankRequestsDeps) {}

  /** The requests waiting, oldest first (a new array after each change). */
  get all(): readonly TableRequest[] {
    return this.list
  }

  private set(list: readonly TableRequest[]) {
    this.list = list
    this.deps.changed()
  }

  /** Tells the phone what became of its request (the decision built so that the phone's gate always takes it). */
  private decide(device: string, id: string, outcome: { ok: true } | { ok: false; error?: RuleError }) {
    const parts = this.deps.parts()
    if (!parts) return
    this.deps.reply(
      device,
      parts.bank.decisionMessage(
        id,
        outcome.ok ? { ok: true } : { ok: false, code: outcome.error?.code, params: outcome.error?.params },
      ),
    )
  }

  /** A request from the phone of `device`, which claimed `player`: it waits for the banker, or is refused at once. */
  add(device: string, player: string | null, msg: RequestMessage): void {
    const game = this.deps.game()
    const parts = this.deps.parts()
    if (!game || !parts) return
    const id = `${device}:${msg.id}`
    if (this.list.some((r) => r.id === id)) return
    let action: RequestAction
    try {
      action = parts.bank.requestAction(msg.action, player, game.config)
    } catch (e) {
      this.decide(device, msg.id, {
        ok: false,
        error: isRuleError(e) ? e : new RuleError('syncMessageInvalid', { path: 'action' }),
      })
      return
    }
    if (this.list.filter((r) => r.device === device && r.action.type !== 'claim').length >= MAX_PENDING_REQUESTS) {
      this.decide(device, msg.id, { ok: false })
      return
    }
    const who = player ?? ''
    this.set([
      ...this.list,
      {
        id,
        device,
        phone: this.deps.phoneOf(device),
        player: who,
        playerName: this.deps.playerName(who) ?? who,
        action,
        at: Date.now(),
      },
    ])
  }

  /** The phone of `device` asks to be `player`, whom another phone holds: it waits for the banker (one ask a phone, the newest). */
  askClaim(device: string, player: string): void {
    const id = `${device}:claim`
    const ask: TableRequest = {
      id,
      device,
      phone: this.deps.phoneOf(device),
      player,
      playerName: this.deps.playerName(player) ?? player,
      action: { type: 'claim', player },
      at: Date.now(),
    }
    this.set([...this.list.filter((r) => r.id !== id), ask])
  }

  /** The phone of `device` plays as another player now: its waiting requests (made as the one before) are declined, its claim ask dropped. */
  declineAll(device: string): void {
    const mine = this.list.filter((r) => r.device === device)
    if (mine.length === 0) return
    this.set(this.list.filter((r) => r.device !== device))
    for (const r of mine) if (r.action.type !== 'claim') this.decide(device, BankRequests.phoneId(r), { ok: false })
  }

  private take(id: string): TableRequest | undefined {
    const r = this.list.find((q) => q.id === id)
    if (r) this.set(this.list.filter((q) => q !== r))
    return r
  }

  private static phoneId(r: TableRequest): string {
    return r.id.slice(r.device.length + 1)
  }

  /**
   * The banker confirms a request: it is dispatched exactly as a tap (plan + admit); the phone
   * learns the outcome. Resolves with the entry, or null when the request is no longer waiting
   * (confirmed twice); rejects with the RuleError it was refused with.
   */
  async confirm(id: string): Promise<Entry | null> {
    const r = this.take(id)
    if (!r) return null
    if (r.action.type === 'claim') {
      this.deps.settleClaim(r.device, r.action.player, true)
      return null
    }
    const gameId = this.deps.game()?.id ?? null
    if (!gameId || !this.deps.onScreen(gameId)) {
      // the bank's game is not on screen: the request waits
      this.set([...this.list, r])
      throw new RuleError('gameNotFound', { game: gameId ?? '' })
    }
    try {
      const entry = await this.deps.dispatch(r.action as GameAction)
      this.decide(r.device, BankRequests.phoneId(r), { ok: true })
      return entry
    } catch (e) {
      this.decide(r.device, BankRequests.phoneId(r), {
        ok: false,
        error: isRuleError(e) ? e : new RuleError('storageFailed'),
      })
      throw e
    }
  }

  /** The banker declines a request: nothing is written, the phone learns it was declined. */
  decline(id: string): void {
    const r = this.take(id)
    if (!r) return
    if (r.action.type === 'claim') this.deps.settleClaim(r.device, r.action.player, false)
    else this.decide(r.device, BankRequests.phoneId(r), { ok: false })
  }

  /** Forgets the requests of one phone (dropped), or of all (`null`: the table ended), without an answer. */
  forget(device: string | null): void {
    if (this.list.length === 0) return
    this.set(device === null ? [] : this.list.filter((r) => r.device !== device))
  }
}
