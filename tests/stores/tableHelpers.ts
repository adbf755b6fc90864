import { afterEach, expect } from 'vitest'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { allEntries, getDb, getHead, setDb, sortKeys } from '@/db'
import { freePlayConfig } from '@/domain/games/freePlay'
import type { Entry } from '@/domain/ledger/types'
import type { GameConfig } from '@/domain/games/types'
import type { HeadRecord } from '@/db'
import { channelPair } from '@/net/loopback'
import type { Channel } from '@/net/channel'
import { useGamesStore } from '@/stores/games'
import { useGameStore } from '@/stores/game'
import { useTableStore } from '@/stores/table'
import { useJoinedStore } from '@/stores/joined'
import { freshDb } from '../helpers/db'

/**
 * A table in one test: the bank's stores and a phone's stores, each in its own Pinia (two
 * devices), over one fake-indexeddb database (the copy is a game record of its own, as on a phone).
 * The bank's game: free play with Anna, Ben and Cem (p1–p3), 1,500 each, salary 200, unless `config`.
 */
export async function startTable(
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
  const bankPinia = createPinia()
  const phonePinia = createPinia()
  setActivePinia(bankPinia)
  const games = useGamesStore(bankPinia)
  const g = await games.create('Abend', config)
  const bank = useGameStore(bankPinia)
  await bank.open(g.id)
  const table = useTableStore(bankPinia)
  const phone = newPhone(phonePinia)
  return { bankId: g.id, bank, table, phone, bankPinia, phonePinia, newPhone }
}

/** Another phone (its own Pinia). */
export function newPhone(pinia: Pinia = createPinia()) {
  return useJoinedStore(pinia)
}

afterEach(() => {
  getDb().close()
  setDb(undefined)
})

/** What the bank sent each phone over its newest channel, and how much of it has arrived. */
const links = new WeakMap<object, { sent: object[]; received: number }>()

/** Connects a phone to the table over a loopback channel pair with the invite token `token` (the bank expects `expected`). */
export function connect(
  table: ReturnType<typeof useTableStore>,
  phone: ReturnType<typeof useJoinedStore>,
  token = 'tok',
  expected = token,
) {
  const [bankEnd, phoneEnd] = channelPair()
  const sent = record(bankEnd)
  const counted = { sent, received: 0 }
  phoneEnd.onMessage(() => counted.received++)
  links.set(phone, counted)
  table.attach(bankEnd, expected)
  phone.attach(phoneEnd, token)
  return { bankEnd, phoneEnd, sent }
}

/** Every message `end` sends, in order (the bank's side of a channel, to check what a catch-up carried). */
export function record(end: Channel): object[] {
  const sent: object[] = []
  const send = end.send.bind(end)
  end.send = (msg: object) => {
    sent.push(JSON.parse(JSON.stringify(msg)) as object)
    send(msg)
  }
  return sent
}

/** A message as a channel hands it over (its JSON text), parsed. */
export function parsed(m: unknown): { t: string; [k: string]: unknown } {
  return (typeof m === 'string' ? JSON.parse(m) : m) as { t: string; [k: string]: unknown }
}

/**
 * Waits until `cond` holds (polled every 5 ms). A condition, not a clock: on a loaded machine the
 * messages take longer, so the only limit is far beyond any normal run (below the test's own
 * timeout, so the failure still names what was awaited).
 */
export async function until(cond: () => boolean | Promise<boolean>, what = 'condition'): Promise<void> {
  const end = Date.now() + UNTIL_LIMIT_MS
  for (;;) {
    if (await cond()) return
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 5))
  }
}

/** The last resort of until() (vitest.config.ts gives each test 20 s). */
export const UNTIL_LIMIT_MS = 15_000

/** Lets every message in flight arrive and be handled. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((r) => setTimeout(r, 1))
}

/** The part of a head the copy must equal (its game id and initial state aside). */
export function headOf(h: HeadRecord | undefined) {
  if (!h) return undefined
  return {
    nextSeq: h.nextSeq,
    redo: h.redo,
    liveActions: h.liveActions,
    entryCount: h.entryCount,
    state: h.state,
    initial: h.initial,
  }
}

/** An entry without its ids (the copy gives its own). */
export function plainEntry(e: Entry) {
  const { id: _id, gameId: _gameId, ...rest } = e
  return rest
}

/** The whole ledger of a game: head and entries without ids. */
export async function ledgerOf(gameId: string) {
  return { head: headOf(await getHead(getDb(), gameId)), entries: (await allEntries(getDb(), gameId)).map(plainEntry) }
}

/** True when the copy holds exactly the bank's ledger. */
export async function replicaEquals(bankId: string, replicaId: string | null): Promise<boolean> {
  if (!replicaId) return false
  const [a, b] = await Promise.all([ledgerOf(bankId), ledgerOf(replicaId)])
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b))
}

/**
 * Waits until the copy equals the bank's ledger, then compares them whole (a readable diff when
 * not). The copy may pass through the bank's state on its way (a catch-up, then steps): it is
 * compared only once everything the bank sent has arrived and been taken.
 */
export async function expectReplicaEquals(bankId: string, phone: ReturnType<typeof useJoinedStore>): Promise<void> {
  const link = links.get(phone)
  const end = Date.now() + 3000
  for (;;) {
    if (link) await until(() => link.received >= link.sent.length, 'every message to arrive')
    await phone.settled()
    if (await replicaEquals(bankId, phone.replicaId)) break
    if (Date.now() > end) break
    await new Promise((r) => setTimeout(r, 20))
  }
  expect(phone.replicaId).not.toBeNull()
  expect(await ledgerOf(phone.replicaId!)).toEqual(await ledgerOf(bankId))
}
