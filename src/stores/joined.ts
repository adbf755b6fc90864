import { defineStore } from 'pinia'
import { computed, shallowRef } from 'vue'
import { applyCopy, copyHello, findCopy, getDb, listCopies, setCopyPlayer, storageError, writeCopy, type GameRecord } from '@/db'
import { isRuleError, RuleError } from '@/domain/errors'
import { loadAnyModule } from '@/domain/games'
import type { AnyGameModule } from '@/domain/games/contract'
import type { PlayerConfig } from '@/domain/games/types'
import type { BankMessage, DecisionMessage, EntriesMessage, RequestAction, WelcomeMessage } from '@/domain/sync/types'
import { SYNC_VERSION } from '@/domain/sync/types'
import type { Channel } from '@/net/channel'
import { loadSyncParts, randomId, type SyncParts } from './syncParts'

/**
 * Where the phone is in joining: `idle` nothing; `connecting` making the answer code, or the
 * channel is open and the copy is being brought up to the bank's head (`copyId` and `players` are
 * there once the welcome came); `answer` the answer code is shown for the bank to scan;
 * `connected` the copy equals the bank's game and follows it; `lost` the channel closed (the copy
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

/** The device id this phone says hello with, kept across visits where localStorage is there. */
const DEVICE_KEY = 'tb.device'

function storedDevice(): string | null {
  try {
    return globalThis.localStorage?.getItem(DEVICE_KEY) ?? null
  } catch {
    return null
  }
}

function keepDevice(id: string) {
  try {
    globalThis.localStorage?.setItem(DEVICE_KEY, id)
  } catch {
    /* private mode: a new id next visit (the bank lists the phone again, its copy keeps the player) */
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
 * A player's phone at the table (issue 17): joins the bank's game by its invite code, keeps a
 * read-only copy of it in step (src/db/copies.ts, the normal game screens read it through the game
 * store), claims a player and sends the bank requests. The copy stays after the connection is lost.
 */
export const useJoinedStore = defineStore('joined', () => {
  const phase = shallowRef<JoinPhase>('idle')
  const answerCode = shallowRef<string | null>(null)
  const copyId = shallowRef<string | null>(null)
  const copy = shallowRef<GameRecord | null>(null)
  const player = shallowRef<string | null>(null)
  /** The last failure (a refused code, a copy that could not be kept in step); null when none. */
  const error = shallowRef<unknown>(null)
  const requests = shallowRef<OwnRequest[]>([])
  /** Why the bank ended the connection, when it did (`dropped` by the banker, `closed`: the table ended). */
  const byeReason = shallowRef<'dropped' | 'closed' | null>(null)
  /** The players of the bank's game, to choose "Who are you?" from. */
  const players = computed<PlayerConfig[]>(() => copy.value?.config.players ?? [])
  const bankName = computed(() => copy.value?.copy?.bankName ?? '')

  let device = storedDevice()
  let parts: SyncParts | null = null
  let link: Link | null = null
  let joining: Join | null = null
  let joinTicket = 0
  /** The bank game of the copy a new join should continue (set by startJoin's `copyOf`). */
  let preferred: string | null = null
  const waiting = new Map<string, (r: OwnRequest) => void>()
  // this page goes away: the bank lists the phone as lost at once
  globalThis.addEventListener?.('pagehide', () => link?.channel.close())

  async function ensureParts(): Promise<SyncParts> {
    parts ??= await loadSyncParts()
    return parts
  }

  /**
   * Starts joining with the bank's invite code: makes the answer code (phase `answer`), then
   * follows the bank once it has scanned it. `copyOf`: the bank game of a copy to continue
   * (default: the copy synced last). Rejects with the code's RuleError (phase back to `idle`).
   */
  async function startJoin(inviteCode: string, copyOf?: string): Promise<void> {
    leave()
    const ticket = joinTicket
    preferred = copyOf ?? null
    phase.value = 'connecting'
    let made: Join
    try {
      const { rtc } = await ensureParts()
      made = await rtc.joinInvite(inviteCode)
    } catch (e) {
      if (ticket === joinTicket) {
        phase.value = 'idle'
        error.value = e
      }
      throw e
    }
    if (ticket !== joinTicket) {
      made.cancel()
      return
    }
    joining = made
    answerCode.value = made.answerCode
    phase.value = 'answer'
    made.connected.then(
      (channel) => {
        if (ticket !== joinTicket) return channel.close()
        joining = null
        attach(channel, made.token)
      },
      (e: unknown) => {
        if (ticket !== joinTicket) return
        joining = null
        error.value = e
        phase.value = 'idle'
      },
    )
  }

  /** Follows the bank over an open channel (the invite's `token` goes into the hello). */
  function attach(channel: Channel, token: string): void {
    if (link) release(link, true)
    const own: Link = { channel, token, helloGame: null, awaitingWelcome: true, askedAgain: false, afterReset: false, module: null, queue: [], batches: [], inbox: Promise.resolve(), offs: [] }
    link = own
    phase.value = 'connecting'
    byeReason.value = null
    error.value = null
    own.offs.push(
      channel.onMessage((raw) => {
        own.queue.push(raw)
        own.inbox = own.inbox.then(() => drain(own)).catch((e: unknown) => failed(own, e))
      }),
    )
    own.offs.push(channel.onClose(() => lost(own)))
    own.inbox = own.inbox.then(() => firstHello(own)).catch((e: unknown) => failed(own, e))
  }

  /** The first hello: about the copy to continue (the one asked for, the one open, or the one synced last). */
  async function firstHello(own: Link): Promise<void> {
    await ensureParts()
    let of = preferred ?? copy.value?.copy?.of ?? null
    if (of === null) of = (await listCopies(getDb()))[0]?.copy?.of ?? null
    const held = of === null ? undefined : await findCopy(getDb(), of)
    const id = device ?? held?.game.copy?.device ?? randomId()
    device = id
    keepDevice(id)
    await sayHello(own, of)
  }

  async function sayHello(own: Link, of: string | null, fresh = false): Promise<void> {
    const about = fresh ? { game: of, lastSeq: 0, undone: [] } : await copyHello(getDb(), of)
    if (link !== own) return
    own.helloGame = about.game
    own.awaitingWelcome = true
    own.batches = []
    own.channel.send({ t: 'hello', v: SYNC_VERSION, token: own.token, device: device ?? '', game: about.game, lastSeq: about.lastSeq, undone: about.undone })
  }

  function failed(own: Link, e: unknown) {
    if (link !== own) return
    error.value = storageError(e)
    own.channel.close()
  }

  /** Takes every message that has arrived, in order. */
  async function drain(own: Link): Promise<void> {
    while (own.queue.length > 0 && link === own) await receive(own, own.queue.shift())
  }

  async function receive(own: Link, raw: unknown): Promise<void> {
    const { protocol } = await ensureParts()
    if (link !== own) return
    let msg: BankMessage
    try {
      msg = protocol.parseBankMessage(raw)
    } catch (e) {
      // refused: a broken or hostile message changes nothing; a bank of another protocol version,
      // or an answer to the hello that cannot be read, ends the connection with the reason
      if (own.awaitingWelcome || (isRuleError(e) && e.code === 'syncVersionUnsupported')) failed(own, e)
      return
    }
    if (msg.t === 'welcome') await welcome(own, msg)
    else if (msg.t === 'entries') await entries(own, msg)
    else if (msg.t === 'decision') decision(msg)
    else {
      byeReason.value = msg.reason
      own.channel.close()
    }
  }

  async function welcome(own: Link, msg: WelcomeMessage): Promise<void> {
    const db = getDb()
    if (msg.game.id !== own.helloGame && !own.askedAgain && (await findCopy(db, msg.game.id))) {
      // the bank plays another game than the hello spoke of, and this phone holds a copy of it: continue that one
      own.askedAgain = true
      await sayHello(own, msg.game.id)
      return
    }
    const module = await loadAnyModule(msg.game.type)
    const g = await writeCopy(db, msg, { device: device ?? '' }, module)
    if (link !== own) return
    own.module = module
    own.awaitingWelcome = false
    own.batches = []
    own.afterReset = msg.reset
    copyId.value = g.id
    copy.value = g
    player.value = g.copy?.player ?? null
    // 'connected' once the catch-up has brought the copy to the bank's head (a screen never shows a half-filled copy as live)
    // a phone that comes back tells the bank again who it is
    if (player.value !== null) own.channel.send({ t: 'claim', player: player.value })
  }

  async function entries(own: Link, msg: EntriesMessage): Promise<void> {
    const id = copyId.value
    if (own.awaitingWelcome || !own.module || id === null) return
    // a catch-up goes into the copy in one transaction, once its head has come (the copy is never shown half-written)
    own.batches.push(msg)
    if (msg.head === null && own.batches.length < MAX_HELD_BATCHES) return
    const batches = own.batches
    own.batches = []
    const res = await applyCopy(getDb(), id, batches, own.module)
    if (link !== own) return
    if (res.kind === 'applied') {
      if (res.synced) {
        own.afterReset = false
        phase.value = 'connected'
      }
      return
    }
    if (own.afterReset) {
      // the copy still differs right after a full reset: stop instead of asking for ever
      error.value = new RuleError('syncCopyDiverged')
      own.channel.close()
      return
    }
    // a gap or a different head: ask for everything again (lastSeq 0 → reset)
    await sayHello(own, copy.value?.copy?.of ?? own.helloGame, true)
  }

  function decision(msg: DecisionMessage) {
    const r = requests.value.find((q) => q.id === msg.id)
    if (!r || r.status !== 'pending') return
    const done: OwnRequest = msg.ok
      ? { ...r, status: 'confirmed' }
      : msg.code
        ? { ...r, status: 'refused', code: msg.code, ...(msg.params ? { params: msg.params } : {}) }
        : { ...r, status: 'declined' }
    settle(done)
  }

  function settle(done: OwnRequest) {
    requests.value = requests.value.map((q) => (q.id === done.id ? done : q))
    waiting.get(done.id)?.(done)
    waiting.delete(done.id)
  }

  /** The channel closed: the copy stays as it is (read-only); waiting requests stay unanswered. */
  function lost(own: Link) {
    if (link !== own) return
    release(own, false)
    phase.value = 'lost'
  }

  function release(own: Link, close: boolean) {
    for (const off of own.offs) off()
    own.offs = []
    if (close) own.channel.close()
    if (link === own) link = null
    for (const r of requests.value) if (r.status === 'pending') settle({ ...r, status: 'unanswered' })
  }

  /** Says which player this phone belongs to: kept on the copy and told to the bank. */
  async function claim(id: string): Promise<void> {
    const at = copyId.value
    if (at === null) throw new RuleError('syncNotClaimed')
    if (!players.value.some((p) => p.id === id)) throw new RuleError('unknownPlayer', { player: id })
    try {
      await setCopyPlayer(getDb(), at, id)
    } catch (e) {
      throw storageError(e)
    }
    player.value = id
    if (copy.value?.id === at && copy.value.copy) copy.value = { ...copy.value, copy: { ...copy.value.copy, player: id } }
    if (link && !link.awaitingWelcome && copyId.value === at) link.channel.send({ t: 'claim', player: id })
  }

  /**
   * Sends the bank a request (checked here as the bank will: the claimed player's own, an action
   * the game has); resolves with it once the banker has confirmed or declined it, or the connection is lost.
   */
  async function request(action: RequestAction): Promise<OwnRequest> {
    const own = link
    const g = copy.value
    if (!own || phase.value !== 'connected' || !g) throw new RuleError('syncConnectFailed')
    const { bank } = await ensureParts()
    const checked = bank.requestAction(action, player.value, g.config)
    const r: OwnRequest = { id: randomId(), action: checked, status: 'pending', at: Date.now() }
    const done = new Promise<OwnRequest>((resolve) => waiting.set(r.id, resolve))
    requests.value = [...requests.value, r]
    own.channel.send({ t: 'request', id: r.id, action: checked })
    return done
  }

  /** Resolves once every message received so far has been taken into the copy (tests, the bench: the copy is as the bank sent it). */
  function settled(): Promise<void> {
    return link?.inbox ?? Promise.resolve()
  }

  /** Stops joining or following the bank (the copy stays on this phone). */
  function leave(): void {
    joinTicket++
    joining?.cancel()
    joining = null
    if (link) release(link, true)
    phase.value = 'idle'
    answerCode.value = null
    copyId.value = null
    copy.value = null
    player.value = null
    error.value = null
    byeReason.value = null
    requests.value = []
  }

  return { phase, answerCode, copyId, copy, player, players, bankName, error, requests, byeReason, startJoin, attach, claim, request, leave, settled }
})
