import Dexie from 'dexie'
import { RuleError, isRuleError } from '@/domain/errors'
import type { AnyGameModule } from '@/domain/games/contract'
import { startHead } from '@/domain/ledger/cursor'
import { newId } from '@/domain/ledger/ledger'
import type { Entry, Json, LedgerHead, LedgerState } from '@/domain/ledger/types'
import { applyEntries, type ResyncReason } from '@/domain/sync/replica'
import type { ReplicaInfo, EntriesMessage, WelcomeMessage, WireEntry } from '@/domain/sync/types'
import {
  allOf,
  deleteEntries,
  derivedId,
  entriesWithSeqs,
  fromRecord,
  newestLiveEntry,
  SEALED_PAGE_SIZE,
  sealedPagesOf,
  putEntry,
  toRecord,
} from './sealedPages'
import { checkGameName } from './repo'
import type { GameRecord, HeadRecord, TischbankDb } from './schema'

/**
 * A joined phone's read-only replicas of bank games (issue 17): normal game records marked with
 * `copy` (and their heads with `copyOf`), so every screen shows them as any game; the repository
 * refuses actions on them (`gameIsCopy`). Only the bank's messages change them, each in one
 * transaction, through the pure replica (src/domain/sync/replica.ts).
 */

/** The phone's replica of a bank's game, if it holds one. */
export async function findReplica(
  db: TischbankDb,
  bankGameId: string,
): Promise<{ game: GameRecord; head: HeadRecord } | undefined> {
  return db.transaction('r', db.games, db.heads, async () => {
    const game = await db.games.filter((g) => g.copy?.of === bankGameId).first()
    const head = game && (await db.heads.get(game.id))
    return game && head ? { game, head } : undefined
  })
}

/** Every replica the phone holds, newest activity first (the start screen marks them). */
export async function listReplicas(db: TischbankDb): Promise<GameRecord[]> {
  const games = await db.games.filter((g) => !!g.copy).toArray()
  return games.sort((a, b) => b.updatedAt - a.updatedAt)
}

/** The welcome's game checked by this phone's own module: the config it stores (parseConfig) and the initial state (checkState). */
function checkWelcome(
  welcome: WelcomeMessage,
  module: AnyGameModule,
): { name: string; config: GameRecord['config']; initial: LedgerState<Json> } {
  const g = welcome.game
  const refuse = (path: string) => new RuleError('syncMessageInvalid', { path: `game.${path}` })
  if (module.type !== g.type) throw refuse('type')
  let name: string
  try {
    name = checkGameName(g.name)
  } catch {
    throw refuse('name')
  }
  let config: GameRecord['config']
  try {
    config = module.parseConfig({ players: g.config.players, currency: g.config.currency, options: g.config.options })
  } catch (err) {
    if (isRuleError(err)) throw refuse('config')
    throw err
  }
  if (module.checkState?.(g.initial, config)) throw refuse('initial')
  return { name, config, initial: g.initial }
}

/**
 * Takes a welcome: creates the replica of its game, or refreshes the replica's name, bank name and sync
 * time; when the bank says `reset`, the replica (same id) is marked to start again from its initial
 * state with the catch-up that follows — until then it shows what it held. `player` undefined
 * keeps the one the replica has.
 */
export async function writeReplica(
  db: TischbankDb,
  welcome: WelcomeMessage,
  info: { device: string; key?: string; player?: string | null; now?: number },
  module: AnyGameModule,
): Promise<GameRecord> {
  const { name, config, initial } = checkWelcome(welcome, module)
  const now = info.now ?? Date.now()
  return db.transaction('rw', db.games, db.heads, db.entries, db.pages, async () => {
    const existing = await findReplica(db, welcome.game.id)
    const copy: ReplicaInfo = {
      of: welcome.game.id,
      bankName: welcome.bankName,
      device: info.device,
      ...(info.key ? { key: info.key } : {}),
      player: info.player === undefined ? (existing?.game.copy?.player ?? null) : info.player,
      syncedAt: now,
    }
    // a reset keeps what the replica shows until the catch-up replaces it (applyReplica, one transaction)
    if (existing) {
      const game: GameRecord = {
        ...existing.game,
        name,
        updatedAt: now,
        copy: welcome.reset || existing.game.copy?.reset ? { ...copy, reset: true } : copy,
      }
      await db.games.put(game)
      return game
    }
    const id = newId()
    const game: GameRecord = {
      id,
      name,
      type: welcome.game.type,
      config,
      createdAt: welcome.game.createdAt,
      updatedAt: now,
      copy,
    }
    const head: HeadRecord = { gameId: id, ...startHead(initial), initial, copyOf: welcome.game.id }
    await db.games.put(game)
    await db.heads.put(head)
    return game
  })
}

/** What applyReplica did: the entries written and the head after them, or `resync` (nothing written: say hello again, lastSeq 0). */
export type ReplicaApplied =
  | { kind: 'applied'; head: HeadRecord; added: Entry[]; flipped: Entry[]; synced: boolean }
  | { kind: 'resync'; reason: ResyncReason }

/**
 * Takes `entries` messages into a replica in ONE transaction: one live step, or a whole catch-up (its
 * batches as they came, the last with the bank's head — the replica on screen then changes once, from
 * what it showed to the bank's game). The held entries the messages name and the newest live one
 * are read, the replica decides message by message (reading every entry only when a flip needs a
 * replay), and the new entries (sealed into whole pages at once), the flipped ones and the head are
 * written — or nothing. A replica a welcome reset starts from its initial state here.
 */
export async function applyReplica(
  db: TischbankDb,
  replicaId: string,
  messages: EntriesMessage | readonly EntriesMessage[],
  module: AnyGameModule,
  now = Date.now(),
): Promise<ReplicaApplied> {
  const msgs = isList(messages) ? messages : [messages]
  return db.transaction('rw', db.games, db.heads, db.entries, db.pages, async (): Promise<ReplicaApplied> => {
    const [game, stored] = await Promise.all([db.games.get(replicaId), db.heads.get(replicaId)])
    if (!game?.copy || !stored || stored.copyOf === undefined) throw new RuleError('gameNotFound', { game: replicaId })
    const fresh = game.copy.reset === true
    const base: HeadRecord = fresh ? { ...stored, ...startHead(stored.initial) } : stored
    const opts = module.admitOptions(game.config)
    const check = module.checkState ? (s: LedgerState<Json>) => module.checkState!(s, game.config) : undefined
    const heldSeqs = fresh
      ? []
      : [...new Set(msgs.flatMap((m) => m.entries.filter((e) => e.seq < base.nextSeq).map((e) => e.seq)))]
    const [list, newest] = heldSeqs.length
      ? await Promise.all([entriesWithSeqs(db, replicaId, heldSeqs), newestLiveEntry(db, replicaId)])
      : [[], undefined]
    const held = new Map<number, Entry>(list.map((e) => [e.seq, e]))
    // what the messages so far added or flipped, newest version of each
    const changed = new Map<number, Entry>()
    const get = (seq: number) => changed.get(seq) ?? held.get(seq)
    const withIds = (w: WireEntry): Entry => ({
      ...w,
      id: get(w.seq)?.id ?? derivedId(replicaId, w.seq),
      gameId: replicaId,
    })
    let head: LedgerHead<Json> = base
    let newestLive = fresh ? 0 : (newest?.seq ?? 0)
    let synced = false
    let readAll = false
    for (const msg of msgs) {
      const copy = { head, initial: base.initial }
      let res = applyEntries(copy, msg, opts, { get, newestLive }, check)
      if (res.kind === 'needAll') {
        if (!readAll && !fresh) for (const e of await allOf(db, replicaId)) if (!held.has(e.seq)) held.set(e.seq, e)
        readAll = true
        const all = [...new Map([...held, ...changed]).values()].sort((a, b) => a.seq - b.seq)
        res = applyEntries(copy, msg, opts, { get, newestLive, all }, check)
      }
      if (res.kind === 'needAll') return { kind: 'resync', reason: 'missing' }
      if (res.kind === 'resync') return res
      for (const w of res.flipped) changed.set(w.seq, withIds(w))
      for (const w of res.added) changed.set(w.seq, withIds(w))
      // the newest live entry for the next message: a live entry added now is newer than all; after flips it is looked up again
      const live = res.added.filter((e) => !e.isUndone)
      if (live.length) newestLive = live[live.length - 1]!.seq
      else if (res.flipped.length) newestLive = -1
      head = res.head
      synced = res.synced
    }
    const ordered = [...changed.values()].sort((a, b) => a.seq - b.seq)
    const flipped = ordered.filter((e) => e.seq < base.nextSeq)
    const added = ordered.filter((e) => e.seq >= base.nextSeq)
    if (fresh) await deleteEntries(db, replicaId)
    for (const e of flipped) await putEntry(db, e)
    await appendEntries(db, replicaId, added)
    const next: HeadRecord = {
      ...base,
      nextSeq: head.nextSeq,
      redo: head.redo,
      state: head.state,
      liveActions: head.liveActions,
      entryCount: head.entryCount,
    }
    if (fresh || ordered.length || synced) await db.heads.put(next)
    const { reset: _done, ...copy } = game.copy
    await db.games.put({ ...game, updatedAt: now, copy: { ...copy, syncedAt: now } })
    return { kind: 'applied', head: next, added, flipped, synced }
  })
}

const isList = (m: EntriesMessage | readonly EntriesMessage[]): m is readonly EntriesMessage[] => Array.isArray(m)

/**
 * Appends entries newer than every stored one: one step goes to the tail; a catch-up's entries,
 * with the tail before them, are sealed into whole pages at once (a 10,000-entry replica is 20 sealed page
 * records, like an imported game, written once — never added and sealed again); the rest is the tail.
 */
async function appendEntries(db: TischbankDb, replicaId: string, added: readonly Entry[]): Promise<void> {
  if (added.length === 0) return
  if (added.length === 1) {
    await db.entries.add(toRecord(added[0]!))
    return
  }
  const tail = await db.entries
    .where('[gameId+seq]')
    .between([replicaId, Dexie.minKey], [replicaId, Dexie.maxKey])
    .toArray()
  const all = [...tail.map(fromRecord), ...added]
  const whole = all.length - (all.length % SEALED_PAGE_SIZE)
  if (whole > 0) {
    await db.pages.bulkAdd(sealedPagesOf(replicaId, all.slice(0, whole)))
    const sealed = tail.filter((r) => r.seq <= all[whole - 1]!.seq)
    if (sealed.length) await db.entries.bulkDelete(sealed.map((r) => r.id))
  }
  const rest = all.slice(Math.max(whole, tail.length))
  if (rest.length) await db.entries.bulkAdd(rest.map(toRecord))
}

/** The undone sequence numbers a replica holds, ascending (its hello: the bank sends the flips it missed). */
export async function undoneSeqsOf(db: TischbankDb, replicaId: string): Promise<number[]> {
  const all = await db.transaction('r', db.entries, db.pages, () => allOf(db, replicaId))
  return all.filter((e) => e.isUndone).map((e) => e.seq)
}

/** What a phone's hello says about its replica of a bank's game: the newest seq it holds and its undone seqs (none: lastSeq 0). */
export async function replicaHello(
  db: TischbankDb,
  bankGameId: string | null,
): Promise<{ game: string | null; lastSeq: number; undone: number[] }> {
  const found = bankGameId === null ? undefined : await findReplica(db, bankGameId)
  // a replica waiting for its reset holds nothing the bank may build on
  if (!found || found.game.copy?.reset) return { game: bankGameId, lastSeq: 0, undone: [] }
  return { game: bankGameId, lastSeq: found.head.nextSeq - 1, undone: await undoneSeqsOf(db, found.game.id) }
}

/** Remembers the player this phone claimed in a replica. */
export async function setReplicaPlayer(db: TischbankDb, replicaId: string, player: string | null): Promise<void> {
  await db.transaction('rw', db.games, async () => {
    const game = await db.games.get(replicaId)
    if (!game?.copy) throw new RuleError('gameNotFound', { game: replicaId })
    await db.games.put({ ...game, copy: { ...game.copy, player } })
  })
}
