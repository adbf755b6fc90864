import { afterEach } from 'vitest'
import { commitAction, createGame, entryChunks, getDb, loadGame, setDb, type GameRecord, type HeadRecord } from '@/db'
import { loadAnyModule, type GameAction } from '@/domain/games'
import { freePlayConfig } from '@/domain/games/freePlay'
import type { GameConfig } from '@/domain/games/types'
import * as protocol from '@/domain/sync/protocol'
import * as bank from '@/domain/sync/bank'
import { SYNC_VERSION } from '@/domain/sync/types'
import type { Channel } from '@/net/channel'
import { channelPair } from '@/net/loopback'
import { BankTable, type BankLedger, type LedgerStep } from '@/sync/bankTable'
import type { SyncParts } from '@/sync/parts'
import { freshDb } from '../helpers/db'
import * as fakeRtc from '../stores/tableFakeRtc'

/** The table's code with the stand-in WebRTC of the store tests (loopback channels, plain-text codes). */
export const parts = async (): Promise<SyncParts> => ({ protocol, bank, rtc: fakeRtc as unknown as SyncParts['rtc'] })

afterEach(() => {
  getDb().close()
  setDb(undefined)
})

/**
 * The bank's game on a fresh fake-indexeddb, without any store: the BankLedger a BankTable needs
 * (the game "on screen" is this one while `shown`), and taps that report their steps to the table.
 * Free play with Anna, Ben and Cem (p1–p3), 1,500 each, salary 200, unless `config`.
 */
export async function bankGame(
  config: GameConfig = freePlayConfig({
    players: [
      { id: 'p1', name: 'Anna' },
      { id: 'p2', name: 'Ben' },
      { id: 'p3', name: 'Cem' },
    ],
    salary: 200,
  }),
) {
  freshDb()
  const m = await loadAnyModule(config.type)
  const created = await createGame(getDb(), {
    name: 'Abend',
    config,
    initial: m.initialState(config),
    setup: m.setupDrafts(config, Math.random),
    admitOptions: m.admitOptions(config),
  })
  const { game, head: first } = await loadGame(getDb(), created.id)
  let head = first
  const steps = new Set<(e: LedgerStep) => void>()
  const screen = { shown: true }
  const tap = async (action: GameAction) => {
    const done = await commitAction(getDb(), game.id, (s) => m.plan(s, action, config), m.admitOptions(config))
    head = done.head
    for (const fn of steps) fn({ kind: 'step', gameId: game.id, entry: done.entry, head })
    return done.entry
  }
  const ledger: BankLedger = {
    open: () => (screen.shown ? { game, head } : null),
    load: (id) => loadGame(getDb(), id),
    entryChunks: (id) => entryChunks(getDb(), id),
    dispatch: tap,
  }
  const table = new BankTable(ledger, parts)
  steps.add((e) => table.onLedger(e))
  return {
    table,
    ledger,
    screen,
    tap,
    get game(): GameRecord {
      return game
    },
    get head(): HeadRecord {
      return head
    },
  }
}

/** A phone that speaks the protocol by hand over a loopback channel (what a hostile or broken phone could send). */
export function rawPhone(table: BankTable, token = 'tok', device = 'raw-phone') {
  const [bankEnd, phoneEnd] = channelPair()
  const got: { t: string; [k: string]: unknown }[] = []
  phoneEnd.onMessage((m) => got.push(JSON.parse(m as string) as { t: string }))
  table.attach(bankEnd, token)
  const hello = (over: Record<string, unknown> = {}) =>
    phoneEnd.send({ t: 'hello', v: SYNC_VERSION, token, device, game: null, lastSeq: 0, undone: [], ...over })
  const send = (m: object) => phoneEnd.send(m)
  const caughtUp = () => got.some((m) => m.t === 'entries' && m.head !== null)
  return { bankEnd, phoneEnd: phoneEnd as Channel, got, hello, send, caughtUp }
}

/** Waits until `cond` holds (polled every 5 ms), failing after `ms`. */
export async function until(cond: () => boolean | Promise<boolean>, ms = 10_000, what = 'condition'): Promise<void> {
  const end = Date.now() + ms
  for (;;) {
    if (await cond()) return
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 5))
  }
}

/** Lets every message in flight arrive and be handled. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((r) => setTimeout(r, 1))
}
