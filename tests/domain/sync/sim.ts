import fc from 'fast-check'
import { expect } from 'vitest'
import { isRuleError } from '@/domain/errors'
import type { AnyGameModule } from '@/domain/games/contract'
import type { GameConfig } from '@/domain/games/types'
import { startHead } from '@/domain/ledger/cursor'
import { Ledger } from '@/domain/ledger/ledger'
import type { Json, LedgerHead, LedgerState } from '@/domain/ledger/types'
import { catchUp, liveMessage, wireEntry, wireGame, wireHead } from '@/domain/sync/bank'
import { parseBankMessage, parsePeerMessage } from '@/domain/sync/protocol'
import { applyEntries, type ReplicaResult } from '@/domain/sync/replica'
import {
  SYNC_VERSION,
  type BankMessage,
  type EntriesMessage,
  type HelloMessage,
  type WireEntry,
} from '@/domain/sync/types'

/**
 * An in-memory table for the protocol tests: the bank is the domain's Ledger (the cursor steps the
 * repository takes too), the phone an in-memory copy that takes every message through the gate
 * (protocol.ts, over JSON text as on the channel) and the replica. Real game modules, real actions.
 */

/** The bank: a game of `m` with its setup entries, as the app creates it. */
export function bankGame(m: AnyGameModule, config: GameConfig) {
  const initial = m.initialState(config)
  const ledger = new Ledger<Json>('bank-game', initial, m.admitOptions(config), () => 1_700_000_000_000)
  for (const d of m.setupDrafts(config, () => 0.5)) ledger.append(d, true)
  const game = wireGame(
    { id: 'bank-game', name: 'Evening', type: config.type, config, createdAt: 1_700_000_000_000 },
    initial,
  )
  return { ledger, game, initial }
}

/** A phone's copy in memory: its head and its entries by seq. */
export class MemPhone {
  head: LedgerHead<Json>
  entries = new Map<number, WireEntry>()
  game: string | null = null
  /** How often a message needed every held entry (a replay). */
  replays = 0

  constructor(
    readonly m: AnyGameModule,
    readonly config: GameConfig,
    readonly initial: LedgerState<Json>,
  ) {
    this.head = startHead(initial)
  }

  hello(): HelloMessage {
    const undone = [...this.entries.values()].filter((e) => e.isUndone).map((e) => e.seq)
    return {
      t: 'hello',
      v: SYNC_VERSION,
      token: 'tok',
      device: 'phone-1',
      game: this.game,
      lastSeq: this.head.nextSeq - 1,
      undone,
    }
  }

  newestLive(): number {
    let best = 0
    for (const e of this.entries.values()) if (!e.isUndone && e.seq > best) best = e.seq
    return best
  }

  /** One bank message as it arrives: JSON text through the gate, then the copy. */
  receive(raw: BankMessage): ReplicaResult | 'welcome' | 'other' {
    const msg = parseBankMessage(JSON.stringify(raw))
    if (msg.t === 'welcome') {
      if (msg.reset || this.game !== msg.game.id) {
        this.head = startHead(msg.game.initial)
        this.entries.clear()
      }
      this.game = msg.game.id
      return 'welcome'
    }
    if (msg.t !== 'entries') return 'other'
    return this.apply(msg)
  }

  apply(msg: EntriesMessage): ReplicaResult {
    const opts = this.m.admitOptions(this.config)
    const check = this.m.checkState ? (s: LedgerState<Json>) => this.m.checkState!(s, this.config) : undefined
    const held = { get: (s: number) => this.entries.get(s), newestLive: this.newestLive() }
    let res = applyEntries({ head: this.head, initial: this.initial }, msg, opts, held, check)
    if (res.kind === 'needAll') {
      this.replays++
      const all = [...this.entries.values()].sort((a, b) => a.seq - b.seq)
      res = applyEntries({ head: this.head, initial: this.initial }, msg, opts, { ...held, all }, check)
      expect(res.kind).not.toBe('needAll')
    }
    if (res.kind === 'applied') {
      for (const e of [...res.added, ...res.flipped]) this.entries.set(e.seq, e)
      this.head = res.head
    }
    return res
  }

  /** Connects: hello through the gate on the bank's side, the bank's answer through the phone's; resyncs once (lastSeq 0) as the stores do. */
  connect(bank: ReturnType<typeof bankGame>): ReplicaResult[] {
    const results: ReplicaResult[] = []
    for (let attempt = 0; attempt < 2; attempt++) {
      const hello = parsePeerMessage(JSON.stringify(attempt === 0 ? this.hello() : { ...this.hello(), lastSeq: 0 }))
      if (hello.t !== 'hello') throw new Error('not a hello')
      let resync = false
      for (const m of catchUp(hello, {
        game: bank.game,
        head: bank.ledger.head,
        entries: bank.ledger.entries,
        bankName: 'Bank',
      })) {
        const r = this.receive(m)
        if (typeof r === 'object') {
          results.push(r)
          if (r.kind === 'resync') {
            resync = true
            break
          }
        }
      }
      if (!resync) return results
    }
    return results
  }
}

/** The whole copy equals the bank: head (position, counts, redo, state) and every entry with its flag. */
export function expectSameAsBank(phone: MemPhone, ledger: Ledger<Json>): void {
  expect(phone.head).toEqual(wireHead(ledger.head))
  expect([...phone.entries.values()].sort((a, b) => a.seq - b.seq)).toEqual(ledger.entries.map(wireEntry))
}

/** One step of a random evening: an action, undo, redo, or the phone dropping off / scanning again. */
export type TableOp<R> = { t: 'act'; raw: R } | { t: 'undo' } | { t: 'redo' } | { t: 'drop' } | { t: 'reconnect' }

export function tableOps<R>(action: fc.Arbitrary<R>, minLength = 10, maxLength = 60): fc.Arbitrary<TableOp<R>[]> {
  return fc.array(
    fc.oneof(
      { weight: 10, arbitrary: action.map((raw): TableOp<R> => ({ t: 'act', raw })) },
      { weight: 4, arbitrary: fc.constant<TableOp<R>>({ t: 'undo' }) },
      { weight: 2, arbitrary: fc.constant<TableOp<R>>({ t: 'redo' }) },
      { weight: 2, arbitrary: fc.constant<TableOp<R>>({ t: 'drop' }) },
      { weight: 1, arbitrary: fc.constant<TableOp<R>>({ t: 'reconnect' }) },
    ),
    { minLength, maxLength },
  )
}

/**
 * Plays `ops` at a table: each bank step goes live to the phone while it is connected (and must be
 * taken with the head in sync), a drop stops the messages, a reconnect catches up. After every
 * connected step and at the end (reconnected) the copy equals the bank.
 */
export function playTable<R>(
  m: AnyGameModule,
  config: GameConfig,
  ops: readonly TableOp<R>[],
  resolve: (state: LedgerState<Json>, raw: R) => { type: string } = (_s, raw) => raw as { type: string },
) {
  const bank = bankGame(m, config)
  const phone = new MemPhone(m, config, bank.initial)
  phone.connect(bank)
  expectSameAsBank(phone, bank.ledger)
  let connected = true
  const stats = { applied: 0, undos: 0, redos: 0, reconnects: 0 }
  for (const op of ops) {
    let step: { entry: import('@/domain/ledger/types').Entry } | null = null
    try {
      if (op.t === 'act') {
        step = { entry: bank.ledger.append(m.plan(bank.ledger.state, resolve(bank.ledger.state, op.raw), config)) }
        stats.applied++
      } else if (op.t === 'undo') {
        step = { entry: bank.ledger.undo() }
        stats.undos++
      } else if (op.t === 'redo') {
        step = { entry: bank.ledger.redo() }
        stats.redos++
      }
    } catch (e) {
      if (!isRuleError(e)) throw e
    }
    if (op.t === 'drop') connected = false
    if (op.t === 'reconnect') {
      connected = true
      stats.reconnects++
      const results = phone.connect(bank)
      expect(results.at(-1)).toMatchObject({ kind: 'applied', synced: true })
      expectSameAsBank(phone, bank.ledger)
    }
    if (step && connected) {
      const r = phone.receive(liveMessage(step.entry, bank.ledger.head))
      expect(r).toMatchObject({ kind: 'applied', synced: true })
      expectSameAsBank(phone, bank.ledger)
    }
  }
  if (!connected) phone.connect(bank)
  expectSameAsBank(phone, bank.ledger)
  return { stats, phone, bank }
}
