import { RuleError, isRuleError } from '@/domain/errors'
import type { AnyGameModule } from '@/domain/games/contract'
import { startHead } from '@/domain/ledger/cursor'
import { newId } from '@/domain/ledger/ledger'
import type { Entry, Json, LedgerState } from '@/domain/ledger/types'
import { applyEntries, type HeldEntries, type ResyncReason } from '@/domain/sync/replica'
import type { CopyInfo, EntriesMessage, WelcomeMessage, WireEntry } from '@/domain/sync/types'
import { allOf, deleteEntries, entriesWithSeqs, newestLiveEntry, putEntry, sealGame, toRecord } from './pages'
import { checkGameName } from './repo'
import type { GameRecord, HeadRecord, TischbankDb } from './schema'

/**
 * A joined phone's read-only copies of bank games (issue 17): normal game records marked with
 * `copy` (and their heads with `copyOf`), so every screen shows them as any game; the repository
 * refuses actions on them (`gameIsCopy`). Only the bank's messages change them, each in one
 * transaction, through the pure replica (src/domain/sync/replica.ts).
 */

/** The copy's own id for entry `seq` (in key order, like an imported game's). */
const entryId = (copyId: string, seq: number) => `${copyId}.${seq.toString(36).padStart(8, '0')}`

/** The phone's copy of a bank's game, if it holds one. */
export async function findCopy(db: TischbankDb, bankGameId: string): Promise<{ game: GameRecord; head: HeadRecord } | undefined> {
  return db.transaction('r', db.games, db.heads, async () => {
    const game = await db.games.filter((g) => g.copy?.of === bankGameId).first()
    const head = game && (await db.heads.get(game.id))
    return game && head ? { game, head } : undefined
  })
}

/** Every copy the phone holds, newest activity first (the start screen marks them). */
export async function listCopies(db: TischbankDb): Promise<GameRecord[]> {
  const games = await db.games.filter((g) => !!g.copy).toArray()
  return games.sort((a, b) => b.updatedAt - a.updatedAt)
}

/** The welcome's game checked by this phone's own module: the config it stores (parseConfig) and the initial state (checkState). */
function checkWelcome(welcome: WelcomeMessage, module: AnyGameModule): { name: string; config: GameRecord['config']; initial: LedgerState<Json> } {
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
 * Takes a welcome: creates the copy of its game, or replaces it when the bank says `reset` (the
 * same copy id, every entry deleted, an empty head: the entries follow), or else only refreshes
 * its name, bank name and sync time. `player` undefined keeps the one the copy has.
 */
export async function writeCopy(db: TischbankDb, welcome: WelcomeMessage, info: { device: string; player?: string | null; now?: number }, module: AnyGameModule): Promise<GameRecord> {
  const { name, config, initial } = checkWelcome(welcome, module)
  const now = info.now ?? Date.now()
  return db.transaction('rw', db.games, db.heads, db.entries, db.pages, async () => {
    const existing = await findCopy(db, welcome.game.id)
    const copy: CopyInfo = { of: welcome.game.id, bankName: welcome.bankName, device: info.device, player: info.player === undefined ? (existing?.game.copy?.player ?? null) : info.player, syncedAt: now }
    if (existing && !welcome.reset) {
      const game: GameRecord = { ...existing.game, name, updatedAt: now, copy }
      await db.games.put(game)
      return game
    }
    const id = existing?.game.id ?? newId()
    if (existing) await deleteEntries(db, id)
    const game: GameRecord = { id, name, type: welcome.game.type, config, createdAt: welcome.game.createdAt, updatedAt: now, copy }
    const head: HeadRecord = { gameId: id, ...startHead(initial), initial, copyOf: welcome.game.id }
    await db.games.put(game)
    await db.heads.put(head)
    return game
  })
}

/** What applyCopy did: the entries written and the head after them, or `resync` (nothing written: say hello again, lastSeq 0). */
export type CopyApplied = { kind: 'applied'; head: HeadRecord; added: Entry[]; flipped: Entry[]; synced: boolean } | { kind: 'resync'; reason: ResyncReason }

/**
 * Takes one `entries` message into a copy in ONE transaction: the held entries it names and the
 * newest live one are read, the replica decides (reading every entry only when a flip needs a
 * replay), and the new entries, the flipped ones and the head are written — or nothing.
 */
export async function applyCopy(db: TischbankDb, copyId: string, msg: EntriesMessage, module: AnyGameModule, now = Date.now()): Promise<CopyApplied> {
  return db.transaction('rw', db.games, db.heads, db.entries, db.pages, async (): Promise<CopyApplied> => {
    const [game, head] = await Promise.all([db.games.get(copyId), db.heads.get(copyId)])
    if (!game || !head || head.copyOf === undefined) throw new RuleError('gameNotFound', { game: copyId })
    const opts = module.admitOptions(game.config)
    const check = module.checkState ? (s: LedgerState<Json>) => module.checkState!(s, game.config) : undefined
    const heldSeqs = msg.entries.filter((e) => e.seq < head.nextSeq).map((e) => e.seq)
    const [list, newest] = await Promise.all([heldSeqs.length ? entriesWithSeqs(db, copyId, heldSeqs) : [], heldSeqs.length ? newestLiveEntry(db, copyId) : undefined])
    const byId = new Map<number, Entry>(list.map((e) => [e.seq, e]))
    const held: HeldEntries = { get: (s) => byId.get(s), newestLive: newest?.seq ?? 0 }
    let res = applyEntries({ head, initial: head.initial }, msg, opts, held, check)
    if (res.kind === 'needAll') {
      const all = await allOf(db, copyId)
      for (const e of all) byId.set(e.seq, e)
      res = applyEntries({ head, initial: head.initial }, msg, opts, { ...held, all }, check)
    }
    if (res.kind === 'needAll') return { kind: 'resync', reason: 'missing' }
    if (res.kind === 'resync') return res
    const withIds = (w: WireEntry): Entry => ({ ...w, id: byId.get(w.seq)?.id ?? entryId(copyId, w.seq), gameId: copyId })
    const added = res.added.map(withIds)
    const flipped = res.flipped.map(withIds)
    if (added.length) await db.entries.bulkAdd(added.map(toRecord))
    for (const e of flipped) await putEntry(db, e)
    const next: HeadRecord = { ...head, nextSeq: res.head.nextSeq, redo: res.head.redo, state: res.head.state, liveActions: res.head.liveActions, entryCount: res.head.entryCount }
    if (added.length || flipped.length || res.synced) await db.heads.put(next)
    await db.games.put({ ...game, updatedAt: now, copy: { ...game.copy!, syncedAt: now } })
    // a catch-up's batches are sealed into whole pages as they come (a 10,000-entry copy is 20 records, like an imported game); a live step only adds to the tail
    if (added.length > 1) await sealGame(db, copyId)
    return { kind: 'applied', head: next, added, flipped, synced: res.synced }
  })
}

/** The undone sequence numbers a copy holds, ascending (its hello: the bank sends the flips it missed). */
export async function undoneSeqsOf(db: TischbankDb, copyId: string): Promise<number[]> {
  const all = await db.transaction('r', db.entries, db.pages, () => allOf(db, copyId))
  return all.filter((e) => e.isUndone).map((e) => e.seq)
}

/** What a phone's hello says about its copy of a bank's game: the newest seq it holds and its undone seqs (none: lastSeq 0). */
export async function copyHello(db: TischbankDb, bankGameId: string | null): Promise<{ game: string | null; lastSeq: number; undone: number[] }> {
  const found = bankGameId === null ? undefined : await findCopy(db, bankGameId)
  if (!found) return { game: bankGameId, lastSeq: 0, undone: [] }
  return { game: bankGameId, lastSeq: found.head.nextSeq - 1, undone: await undoneSeqsOf(db, found.game.id) }
}

/** Remembers the player this phone claimed in a copy. */
export async function setCopyPlayer(db: TischbankDb, copyId: string, player: string | null): Promise<void> {
  await db.transaction('rw', db.games, async () => {
    const game = await db.games.get(copyId)
    if (!game?.copy) throw new RuleError('gameNotFound', { game: copyId })
    await db.games.put({ ...game, copy: { ...game.copy, player } })
  })
}
