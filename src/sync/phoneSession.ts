import {
  applyReplica,
  replicaHello,
  findReplica,
  getDb,
  listReplicas,
  setReplicaPlayer,
  storageError,
  writeReplica,
  type GameRecord,
} from '@/db'
import { isRuleError, RuleError } from '@/domain/errors'
import { loadAnyModule } from '@/domain/games'
import { isOut } from '@/domain/games/common'
import type { AnyGameModule } from '@/domain/games/contract'
import type {
  BankMessage,
  ClaimedMessage,
  DecisionMessage,
  EntriesMessage,
  RequestAction,
  WelcomeMessage,
} from '@/domain/sync/types'
import { SYNC_VERSION } from '@/domain/sync/types'
import type { Channel } from '@/net/channel'
import { loadSyncParts, randomId, type SyncParts } from './parts'

/**
 * Where the phone is in joining: `idle` nothing; `connecting` making the answer code, or the
 * channel is open and the replica is being brought up to the bank's head (`replicaId` and `players` are
 * there once the welcome came); `answer` the answer code is shown for the bank to scan;
 * `connected` the replica equals the bank's game and follows it; `lost` the channel closed (the replica
 * stays, read-only: scan a new invite).
 */
export type JoinPhase = 'idle' | 'answer' | 'connecting' | 'connected' | 'lost'

/** A request this phone sent and what became of it. */
export interface OwnRequest {
  id: string
  action: RequestAction
  /** `refused`: the bank's rules refused it (code, params); `declined`: the banker said no; `unanswered`: the connection was lost first. */
  status: 'pending' | 'confirmed' | 'refused' | 'declined' | 'unanswered'
  code?: string
  params?: Record<string, string | number>
  /** When it was sent (ms since the epoch). */
  at: number
}

/** Most catch-up batches kept for one transaction (25,000 entries); a longer catch-up is written in parts of this. */
const MAX_HELD_BATCHES = 50

/** A join as rtc.ts makes it. */
type Join = Awaited<ReturnType<SyncParts['rtc']['joinInvite']>>

/** The device id this phone says hello with, and its secret key (the bank takes that id only with it), kept across visits where localStorage is there. */
const DEVICE_KEY = 'tb.device'
const SECRET_KEY = 'tb.deviceKey'
/** This phone's requests to one bank game (`tb.requests.<bank game id>`), kept across a reload. */
const REQUESTS_KEY = 'tb.requests.'
/** Most requests kept per bank game (the newest). */
const KEPT_REQUESTS = 50

/** Where the session keeps what survives a reload: localStorage in the app, anything alike in tests. */
export type KeptValues = Pick<Storage, 'getItem' | 'setItem'>

function pageStorage(): KeptValues | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
}

function stored(storage: KeptValues | undefined, name: string): string | null {
  try {
    return storage?.getItem(name) ?? null
  } catch {
    return null
  }
}

function keep(storage: KeptValues | undefined, name: string, value: string) {
  try {
    storage?.setItem(name, value)
  } catch {
    /* private mode, storage full: a new id next visit (the bank lists the phone again; the copy keeps id, key and player), requests not kept */
  }
}

const STATUSES: ReadonlySet<string> = new Set(['pending', 'confirmed', 'refused', 'declined', 'unanswered'])

/** The requests kept for a bank game (what does not look like one is left out: the storage is the page's, not ours alone). */
function keptRequests(storage: KeptValues | undefined, of: string): OwnRequest[] {
  try {
    const list: unknown = JSON.parse(stored(storage, REQUESTS_KEY + of) ?? '[]')
    if (!Array.isArray(list)) return []
    return list.filter((r): r is OwnRequest => {
      const q = r as Partial<OwnRequest> | null
      return (
        typeof q?.id === 'string' &&
        typeof q.at === 'number' &&
        typeof q.status === 'string' &&
        STATUSES.has(q.status) &&
        typeof q.action === 'object' &&
        q.action !== null
      )
    })
  } catch {
    return []
  }
}

/** One channel to the bank as the phone follows it. */
interface Link {
  channel: Channel
  token: string
  /** Which bank game the last hello spoke of (null: none). */
  helloGame: string | null
  /** True from a hello until its welcome: entries in between belong to the hello before and are skipped. */
  awaitingWelcome: boolean
  /** True after a hello for the bank's game itself, sent when the welcome named another game than the hello. */
  askedAgain: boolean
  /** True from a reset welcome until a batch with the bank's head matched: a resync then gives up instead of looping. */
  afterReset: boolean
  module: AnyGameModule | null
  /** Messages from the bank not yet taken, oldest first (their JSON text, as the channel hands them over). */
  queue: unknown[]
  /** A catch-up's batches so far (no head yet): written with the batch that brings the head, in one transaction. */
  batches: EntriesMessage[]
  /** The messages, handled one after the other. */
  inbox: Promise<void>
  offs: (() => void)[]
}

/**
 * A player's phone at the table (issue 17) as a session of its own: joins the bank's game by its
 * invite code (the connection), keeps a read-only replica of it in step (the replica: src/db/replicas.ts;
 * the normal game screens read it through the game store), claims a player and sends the bank
 * requests. The replica stays after the connection is lost. The joined store is a reactive view of it
 * (`onChange`).
 */
export class PhoneSession {
  phase: JoinPhase = 'idle'
  answerCode: string | null = null
  replicaId: string | null = null
  copy: GameRecord | null = null
  player: string | null = null
  /** The last failure (a refused code, a replica that could not be kept in step); null when none. */
  error: unknown = null
  requests: readonly OwnRequest[] = []
  /** Why the bank ended the connection, when it did (`dropped` by the banker, `closed`: the table ended). */
  byeReason: 'dropped' | 'closed' | null = null
  /** Why the bank did not take this phone's last claim (`syncPlayerTaken`, `syncPlayerOut`, `syncClaimDeclined`, with the player); null when it did. */
  claimRefusal: RuleError | null = null
  /** The players out of the bank's game (bankrupt, left) as the copy's state says: "Who are you?" offers the others (issue 35). */
  out: readonly string[] = []

  private device: string | null
  private key: string | null
  /** The bank game `requests` belong to (null: none yet). */
  private requestsOf: string | null = null
  private parts: SyncParts | null = null
  private link: Link | null = null
  private joining: Join | null = null
  private joinTicket = 0
  /** The bank game of the replica a new join should continue (set by startJoin's `copyOf`). */
  private preferred: string | null = null
  private readonly waiting = new Map<string, (r: OwnRequest) => void>()
  private readonly listeners = new Set<() => void>()

  constructor(
    private readonly loadParts: () => Promise<SyncParts> = loadSyncParts,
    private readonly storage: KeptValues | undefined = pageStorage(),
  ) {
    this.device = stored(storage, DEVICE_KEY)
    this.key = stored(storage, SECRET_KEY)
  }

  /** This phone's requests to the bank game `of`: the session's own while it follows that game, else those kept from before (a reload). */
  requestsFor(of: string): readonly OwnRequest[] {
    return this.requestsOf === of ? this.requests : keptRequests(this.storage, of)
  }

  /** Sets the requests and keeps them for their bank game (they survive a reload, with their outcome). */
  private setRequests(list: readonly OwnRequest[]) {
    this.requests = list
    if (this.requestsOf !== null)
      keep(this.storage, REQUESTS_KEY + this.requestsOf, JSON.stringify(list.slice(-KEPT_REQUESTS)))
    this.changed()
  }

  /** Calls `fn` after every change of what the session shows; returns the unsubscribe. */
  onChange(fn: () => void): () => void {
    this.listeners.add(fn)
    return () => this.listeners.delete(fn)
  }

  private changed() {
    for (const fn of this.listeners) fn()
  }

  private async ensureParts(): Promise<SyncParts> {
    this.parts ??= await this.loadParts()
    return this.parts
  }

  /** The page goes away: the bank lists the phone as lost at once. */
  pageHidden(): void {
    this.link?.channel.close()
  }

  /**
   * Starts joining with the bank's invite code: makes the answer code (phase `answer`), then
   * follows the bank once it has scanned it. `copyOf`: the bank game of a replica to continue
   * (default: the replica synced last). Rejects with the code's RuleError (phase back to `idle`).
   */
  async startJoin(inviteCode: string, copyOf?: string): Promise<void> {
    this.leave()
    const ticket = this.joinTicket
    this.preferred = copyOf ?? null
    this.phase = 'connecting'
    this.changed()
    let made: Join
    try {
      const { rtc } = await this.ensureParts()
      made = await rtc.joinInvite(inviteCode)
    } catch (e) {
      if (ticket === this.joinTicket) {
        this.phase = 'idle'
        this.error = e
        this.changed()
      }
      throw e
    }
    if (ticket !== this.joinTicket) {
      made.cancel()
      return
    }
    this.joining = made
    this.answerCode = made.answerCode
    this.phase = 'answer'
    this.changed()
    made.connected.then(
      (channel) => {
        if (ticket !== this.joinTicket) return channel.close()
        this.joining = null
        this.attach(channel, made.token)
      },
      (e: unknown) => {
        if (ticket !== this.joinTicket) return
        this.joining = null
        this.error = e
        this.phase = 'idle'
        this.changed()
      },
    )
  }

  /** Follows the bank over an open channel (the invite's `token` goes into the hello). */
  attach(channel: Channel, token: string): void {
    if (this.link) this.release(this.link, true)
    const own: Link = {
      channel,
      token,
      helloGame: null,
      awaitingWelcome: true,
      askedAgain: false,
      afterReset: false,
      module: null,
      queue: [],
      batches: [],
      inbox: Promise.resolve(),
      offs: [],
    }
    this.link = own
    this.phase = 'connecting'
    this.byeReason = null
    this.error = null
    this.changed()
    own.offs.push(
      channel.onMessage((raw) => {
        own.queue.push(raw)
        own.inbox = own.inbox.then(() => this.drain(own)).catch((e: unknown) => this.failed(own, e))
      }),
    )
    own.offs.push(channel.onClose(() => this.lost(own)))
    own.inbox = own.inbox.then(() => this.firstHello(own)).catch((e: unknown) => this.failed(own, e))
  }

  /** The first hello: about the replica to continue (the one asked for, the one open, or the one synced last). */
  private async firstHello(own: Link): Promise<void> {
    await this.ensureParts()
    let of = this.preferred ?? this.copy?.copy?.of ?? null
    if (of === null) of = (await listReplicas(getDb()))[0]?.copy?.of ?? null
    const held = of === null ? undefined : await findReplica(getDb(), of)
    const copied = held?.game.copy
    const id = this.device ?? copied?.device ?? randomId()
    // the key belongs to its id: an id taken from the replica comes with the replica's key
    const key = (id === this.device ? this.key : null) ?? (id === copied?.device ? copied.key : undefined) ?? randomId()
    this.device = id
    this.key = key
    keep(this.storage, DEVICE_KEY, id)
    keep(this.storage, SECRET_KEY, key)
    await this.sayHello(own, of)
  }

  private async sayHello(own: Link, of: string | null, fresh = false): Promise<void> {
    const about = fresh ? { game: of, lastSeq: 0, undone: [] } : await replicaHello(getDb(), of)
    if (this.link !== own) return
    own.helloGame = about.game
    own.awaitingWelcome = true
    own.batches = []
    own.channel.send({
      t: 'hello',
      v: SYNC_VERSION,
      token: own.token,
      device: this.device ?? '',
      ...(this.key ? { key: this.key } : {}),
      game: about.game,
      lastSeq: about.lastSeq,
      undone: about.undone,
    })
  }

  private failed(own: Link, e: unknown) {
    if (this.link !== own) return
    this.error = storageError(e)
    this.changed()
    own.channel.close()
  }

  /** Takes every message that has arrived, in order. */
  private async drain(own: Link): Promise<void> {
    while (own.queue.length > 0 && this.link === own) await this.receive(own, own.queue.shift())
  }

  private async receive(own: Link, raw: unknown): Promise<void> {
    const { protocol } = await this.ensureParts()
    if (this.link !== own) return
    let msg: BankMessage
    try {
      msg = protocol.parseBankMessage(raw)
    } catch (e) {
      // refused: a broken or hostile message changes nothing; a bank of another protocol version,
      // or an answer to the hello that cannot be read, ends the connection with the reason
      if (own.awaitingWelcome || (isRuleError(e) && e.code === 'syncVersionUnsupported')) this.failed(own, e)
      return
    }
    if (msg.t === 'welcome') await this.welcome(own, msg)
    else if (msg.t === 'entries') await this.entries(own, msg)
    else if (msg.t === 'decision') this.decision(msg)
    else if (msg.t === 'claimed') await this.claimed(own, msg)
    else {
      this.byeReason = msg.reason
      this.changed()
      own.channel.close()
    }
  }

  private async welcome(own: Link, msg: WelcomeMessage): Promise<void> {
    const db = getDb()
    if (msg.game.id !== own.helloGame && !own.askedAgain && (await findReplica(db, msg.game.id))) {
      // the bank plays another game than the hello spoke of, and this phone holds a replica of it: continue that one
      own.askedAgain = true
      await this.sayHello(own, msg.game.id)
      return
    }
    const module = await loadAnyModule(msg.game.type)
    const g = await writeReplica(db, msg, { device: this.device ?? '', ...(this.key ? { key: this.key } : {}) }, module)
    if (this.link !== own) return
    own.module = module
    own.awaitingWelcome = false
    own.batches = []
    own.afterReset = msg.reset
    this.replicaId = g.id
    this.copy = g
    this.player = g.copy?.player ?? null
    if (this.requestsOf !== msg.game.id) {
      // the requests sent to this bank game before (a reload, another replica followed meanwhile), with their outcome
      this.requestsOf = msg.game.id
      this.requests = keptRequests(this.storage, msg.game.id)
    }
    this.changed()
    // 'connected' once the catch-up has brought the replica to the bank's head (a screen never shows a half-filled replica as live)
    // a phone that comes back tells the bank again who it is
    if (this.player !== null) own.channel.send({ t: 'claim', player: this.player })
  }

  private async entries(own: Link, msg: EntriesMessage): Promise<void> {
    const id = this.replicaId
    if (own.awaitingWelcome || !own.module || id === null) return
    // a catch-up goes into the replica in one transaction, once its head has come (the replica is never shown half-written)
    own.batches.push(msg)
    if (msg.head === null && own.batches.length < MAX_HELD_BATCHES) return
    const batches = own.batches
    own.batches = []
    const res = await applyReplica(getDb(), id, batches, own.module)
    if (this.link !== own) return
    if (res.kind === 'applied') {
      const state = res.head.state
      this.out = (this.copy?.config.players ?? []).filter((p) => isOut(state, p.id)).map((p) => p.id)
      if (res.synced) {
        own.afterReset = false
        this.phase = 'connected'
        this.changed()
      }
      return
    }
    if (own.afterReset) {
      // the replica still differs right after a full reset: stop instead of asking for ever
      this.error = new RuleError('syncCopyDiverged')
      this.changed()
      own.channel.close()
      return
    }
    // a gap or a different head: ask for everything again (lastSeq 0 → reset)
    await this.sayHello(own, this.copy?.copy?.of ?? own.helloGame, true)
  }

  /** The player the bank holds this phone for: kept on the replica (a refused claim takes the phone back to the one before, with the reason). */
  private async claimed(own: Link, msg: ClaimedMessage): Promise<void> {
    const at = this.replicaId
    if (own.awaitingWelcome || at === null) return
    if (msg.player !== null && !this.copy?.config.players.some((p) => p.id === msg.player)) return
    if (msg.player !== this.player) await setReplicaPlayer(getDb(), at, msg.player)
    if (this.link !== own || this.replicaId !== at) return
    this.claimRefusal = msg.refused ? new RuleError(msg.refused.code, { player: msg.refused.player }) : null
    this.player = msg.player
    if (this.copy?.id === at && this.copy.copy)
      this.copy = { ...this.copy, copy: { ...this.copy.copy, player: msg.player } }
    this.changed()
  }

  private decision(msg: DecisionMessage) {
    const r = this.requests.find((q) => q.id === msg.id)
    // unanswered: the connection was lost (a reload) while the bank kept the request; its answer still counts
    if (!r || (r.status !== 'pending' && r.status !== 'unanswered')) return
    const done: OwnRequest = msg.ok
      ? { ...r, status: 'confirmed' }
      : msg.code
        ? { ...r, status: 'refused', code: msg.code, ...(msg.params ? { params: msg.params } : {}) }
        : { ...r, status: 'declined' }
    this.settle(done)
  }

  private settle(done: OwnRequest) {
    this.setRequests(this.requests.map((q) => (q.id === done.id ? done : q)))
    this.waiting.get(done.id)?.(done)
    this.waiting.delete(done.id)
  }

  /** The channel closed: the replica stays as it is (read-only); waiting requests stay unanswered. */
  private lost(own: Link) {
    if (this.link !== own) return
    this.release(own, false)
    this.phase = 'lost'
    this.changed()
  }

  private release(own: Link, close: boolean) {
    for (const off of own.offs) off()
    own.offs = []
    if (close) own.channel.close()
    if (this.link === own) this.link = null
    for (const r of this.requests) if (r.status === 'pending') this.settle({ ...r, status: 'unanswered' })
  }

  /** Says which player this phone belongs to: kept on the replica and told to the bank. */
  async claim(id: string): Promise<void> {
    const at = this.replicaId
    if (at === null) throw new RuleError('syncNotClaimed')
    if (!this.copy?.config.players.some((p) => p.id === id)) throw new RuleError('unknownPlayer', { player: id })
    try {
      await setReplicaPlayer(getDb(), at, id)
    } catch (e) {
      throw storageError(e)
    }
    this.player = id
    this.claimRefusal = null
    if (this.copy?.id === at && this.copy.copy) this.copy = { ...this.copy, copy: { ...this.copy.copy, player: id } }
    this.changed()
    if (this.link && !this.link.awaitingWelcome && this.replicaId === at)
      this.link.channel.send({ t: 'claim', player: id })
  }

  /**
   * Sends the bank a request (checked here as the bank will: the claimed player's own, an action
   * the game has); resolves with it once the banker has confirmed or declined it, or the connection is lost.
   */
  async request(action: RequestAction): Promise<OwnRequest> {
    const own = this.link
    const g = this.copy
    if (!own || this.phase !== 'connected' || !g) throw new RuleError('syncConnectFailed')
    const { bank } = await this.ensureParts()
    const checked = bank.requestAction(action, this.player, g.config)
    const r: OwnRequest = { id: randomId(), action: checked, status: 'pending', at: Date.now() }
    const done = new Promise<OwnRequest>((resolve) => this.waiting.set(r.id, resolve))
    this.setRequests([...this.requests, r])
    own.channel.send({ t: 'request', id: r.id, action: checked })
    return done
  }

  /** Resolves once every message received so far has been taken into the replica (tests, the bench: the replica is as the bank sent it). */
  settled(): Promise<void> {
    return this.link?.inbox ?? Promise.resolve()
  }

  /** Stops joining or following the bank (the replica stays on this phone). */
  leave(): void {
    this.joinTicket++
    this.joining?.cancel()
    this.joining = null
    if (this.link) this.release(this.link, true)
    this.phase = 'idle'
    this.answerCode = null
    this.replicaId = null
    this.copy = null
    this.out = []
    this.player = null
    this.error = null
    this.byeReason = null
    this.claimRefusal = null
    // the requests stay kept for their game (requestsFor)
    this.requests = []
    this.requestsOf = null
    this.changed()
  }
}
