import { shallowRef } from 'vue'
import { isRuleError, RuleError } from '@/domain/errors'
import type { GameAction } from '@/domain/games'
import type { Entry } from '@/domain/ledger/types'
import type { BankMessage, RequestAction, RequestMessage } from '@/domain/sync/types'
import type { GameRecord, useGameStore } from './game'
import type { SyncParts } from './syncParts'

/** A phone's request waiting for the banker: who asks (device and claimed player) and what. */
export interface TableRequest {
  /** The bank's id of the request (the phone's id with its device). */
  id: string
  device: string
  player: string
  playerName: string
  action: RequestAction
  /** When it arrived (ms since the epoch). */
  at: number
}

/** Requests one phone may have waiting at once; more are declined at once (a phone cannot flood the banker's queue). */
export const MAX_PENDING_REQUESTS = 10

/** What the queue needs of the table store around it. */
export interface RequestQueueDeps {
  gameStore: ReturnType<typeof useGameStore>
  /** The bank game the table follows (null: no table). */
  gameId: () => string | null
  /** That game's record as the table last read it. */
  game: () => GameRecord | null
  /** The table protocol's code, once loaded. */
  parts: () => SyncParts | null
  playerName: (player: string | null) => string | null
  /** Sends a message to the phone of `device` while its channel is the current one (else nothing). */
  reply: (device: string, msg: BankMessage) => void
}

/**
 * The phones' requests waiting for the banker (issue 17), part of the table store: a request is
 * checked by the protocol's rules when it arrives, waits (at most MAX_PENDING_REQUESTS a phone),
 * and is confirmed through the game store's `dispatch` exactly as a tap, or declined; the phone
 * learns the outcome either way.
 */
export function createRequestQueue(deps: RequestQueueDeps) {
  const requests = shallowRef<TableRequest[]>([])

  /** Tells the phone what became of its request (the decision built so that the phone's gate always takes it). */
  function decide(device: string, id: string, outcome: { ok: true } | { ok: false; error?: RuleError }) {
    const parts = deps.parts()
    if (!parts) return
    deps.reply(device, parts.bank.decisionMessage(id, outcome.ok ? { ok: true } : { ok: false, code: outcome.error?.code, params: outcome.error?.params }))
  }

  /** A request from the phone of `device`, which claimed `player`: it waits for the banker, or is refused at once. */
  function add(device: string, player: string | null, msg: RequestMessage) {
    const game = deps.game()
    const parts = deps.parts()
    if (!game || !parts) return
    const id = `${device}:${msg.id}`
    if (requests.value.some((r) => r.id === id)) return
    let action: RequestAction
    try {
      action = parts.bank.requestAction(msg.action, player, game.config)
    } catch (e) {
      decide(device, msg.id, { ok: false, error: isRuleError(e) ? e : new RuleError('syncMessageInvalid', { path: 'action' }) })
      return
    }
    if (requests.value.filter((r) => r.device === device).length >= MAX_PENDING_REQUESTS) {
      decide(device, msg.id, { ok: false })
      return
    }
    const who = player ?? ''
    requests.value = [...requests.value, { id, device, player: who, playerName: deps.playerName(who) ?? who, action, at: Date.now() }]
  }

  function take(id: string): TableRequest | undefined {
    const r = requests.value.find((q) => q.id === id)
    if (r) requests.value = requests.value.filter((q) => q !== r)
    return r
  }

  function phoneId(r: TableRequest): string {
    return r.id.slice(r.device.length + 1)
  }

  /**
   * The banker confirms a request: it is dispatched through the game store exactly as a tap
   * (plan + admit); the phone learns the outcome. Resolves with the entry, or null when the request
   * is no longer waiting (confirmed twice); rejects with the RuleError it was refused with.
   */
  async function confirm(id: string): Promise<Entry | null> {
    const r = take(id)
    if (!r) return null
    const gameId = deps.gameId()
    if (!gameId || deps.gameStore.game?.id !== gameId) {
      // the bank's game is not on screen: the request waits
      requests.value = [...requests.value, r]
      throw new RuleError('gameNotFound', { game: gameId ?? '' })
    }
    try {
      const entry = await deps.gameStore.dispatch(r.action as GameAction)
      decide(r.device, phoneId(r), { ok: true })
      return entry
    } catch (e) {
      decide(r.device, phoneId(r), { ok: false, error: isRuleError(e) ? e : new RuleError('storageFailed') })
      throw e
    }
  }

  /** The banker declines a request: nothing is written, the phone learns it was declined. */
  function decline(id: string): void {
    const r = take(id)
    if (r) decide(r.device, phoneId(r), { ok: false })
  }

  /** Forgets the requests of one phone (dropped), or of all (`null`: the table ended), without an answer. */
  function forget(device: string | null): void {
    requests.value = device === null ? [] : requests.value.filter((r) => r.device !== device)
  }

  return { requests, add, confirm, decline, forget }
}
