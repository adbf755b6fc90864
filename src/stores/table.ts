import { defineStore } from 'pinia'
import { shallowRef, watch } from 'vue'
import { getDb, loadGame } from '@/db'
import { isRuleError, RuleError } from '@/domain/errors'
import type { Entry } from '@/domain/ledger/types'
import type { BankMessage, HelloMessage } from '@/domain/sync/types'
import type { Channel } from '@/net/channel'
import { useGameStore, type GameRecord, type HeadRecord, type LedgerEvent } from './game'
import { loadSyncParts, type SyncParts } from './syncParts'
import { createRequestQueue } from './tableRequests'

export { MAX_PENDING_REQUESTS, type TableRequest } from './tableRequests'

/** A phone at the table as the bank lists it: its device, the player it claimed, and whether its channel is open. */
export interface TablePeer {
  device: string
  player: string | null
  playerName: string | null
  connected: boolean
}

/** An invite as rtc.ts makes it. */
type Invite = Awaited<ReturnType<SyncParts['rtc']['createInvite']>>

/** rtc.ts's refusals of an answer code it could not read: the invite stays open for another try. */
const CODE_REFUSALS: ReadonlySet<string> = new Set(['syncCodeInvalid', 'syncCodeWrongKind', 'syncCodeVersion', 'syncCodeOtherInvite'])

/** How long a new channel may take to say hello with the invite's token before the bank closes it. */
export const HELLO_MS = 20_000
/** Hellos one channel may send (a phone says hello again only when its copy does not match): more, and it is dropped. */
export const MAX_HELLOS = 20
/** How often a catch-up reads the ledger again when steps were committed during its read, before it sends them after it. */
const READS = 3

/** One phone's channel as the bank follows it. */
interface Link {
  channel: Channel
  /** The token of the invite this channel came through: its hello must carry it. */
  token: string
  device: string | null
  player: string | null
  /** The phone's last accepted hello (null: none yet; nothing but hello is taken before it). */
  hello: HelloMessage | null
  /** Hellos on this channel so far. */
  hellos: number
  /** What the phone holds after what the bank sent it: the newest seq and the undone seqs (a reload's catch-up starts here). */
  held: { lastSeq: number; undone: Set<number> }
  /** Bumped by each catch-up: an older one still reading stops. */
  generation: number
  /** A catch-up is reading: live steps wait in `buffered` and follow it. */
  syncing: boolean
  buffered: { entry: Entry; head: HeadRecord }[]
  /** Messages from the phone, handled one after the other. */
  inbox: Promise<void>
  timer: ReturnType<typeof setTimeout> | undefined
  offs: (() => void)[]
}

/**
 * The bank's side of the table (issue 17): one invite at a time, the phones connected to the
 * game that was open when it was made, each kept in step with every action, undo and redo of that
 * game, and their requests waiting for the banker. The bank is the only writer: a confirmed request
 * is dispatched through the game store like a tap; nothing a phone sends changes the ledger
 * otherwise. Closes every channel when another game is opened.
 */
export const useTableStore = defineStore('table', () => {
  // taken in the setup: the actions run with this store's Pinia whichever is active later
  const gameStore = useGameStore()
  /** The bank game the table follows (null: no table). */
  const gameId = shallowRef<string | null>(null)
  /** The pending invite's code (shown as QR and text); null when there is none. */
  const invite = shallowRef<string | null>(null)
  /** True while an invite is being made (gathering the connection's addresses). */
  const inviting = shallowRef(false)
  const peers = shallowRef<TablePeer[]>([])
  /** The name the phones see for this bank (their copies keep it). */
  const bankName = shallowRef('')

  let game: GameRecord | null = null
  let parts: SyncParts | null = null
  let pending: Invite | null = null
  let inviteTicket = 0
  const links = new Map<string, Link>()
  const unbound = new Set<Link>()
  const queue = createRequestQueue({
    gameStore,
    gameId: () => gameId.value,
    game: () => game,
    parts: () => parts,
    playerName,
    reply(device, msg) {
      const link = links.get(device)
      if (link && isCurrent(link)) send(link, msg)
    },
  })
  const { requests, confirm, decline } = queue

  gameStore.onLedger(onLedger)
  // the bank's page goes away (reload, closed tab): the phones hear it at once instead of after the connection's timeout
  globalThis.addEventListener?.('pagehide', () => end())
  watch(
    () => gameStore.game,
    (g) => {
      if (!g || !gameId.value) return
      if (g.id !== gameId.value) end()
      else game = g
    },
  )

  function playerName(player: string | null): string | null {
    return game?.config.players.find((p) => p.id === player)?.name ?? null
  }

  function refreshPeers() {
    peers.value = [...links.values()].map((l) => ({ device: l.device ?? '', player: l.player, playerName: playerName(l.player), connected: l.channel.isOpen }))
  }

  async function ensureParts(): Promise<SyncParts> {
    parts ??= await loadSyncParts()
    return parts
  }

  /** The table follows the game open now (a table of another game ends first). */
  function bind() {
    const g = gameStore.game
    if (!g) throw new RuleError('gameNotFound', { game: '' })
    if (g.copy) throw new RuleError('gameIsCopy')
    if (gameId.value !== g.id) end()
    gameId.value = g.id
    game = g
  }

  /** Starts the table for the open game (or keeps it) and makes a new invite; the one before is cancelled. */
  async function startInvite(): Promise<void> {
    bind()
    cancelInvite()
    const ticket = inviteTicket
    inviting.value = true
    try {
      const { rtc } = await ensureParts()
      const made = await rtc.createInvite()
      if (ticket !== inviteTicket) {
        made.cancel()
        return
      }
      pending = made
      invite.value = made.code
    } finally {
      if (ticket === inviteTicket) inviting.value = false
    }
  }

  /** Cancels the pending invite (its code no longer connects). */
  function cancelInvite() {
    inviteTicket++
    inviting.value = false
    pending?.cancel()
    pending = null
    invite.value = null
  }

  /**
   * Connects the phone whose answer code this is to the pending invite. A code that cannot be read
   * rejects (RuleError) and leaves the invite pending, to scan again; a connection that does not
   * come up rejects and ends the invite (`invite` null: make a new one).
   */
  async function acceptAnswer(code: string): Promise<void> {
    const inv = pending
    if (!inv) throw new RuleError('syncCodeInvalid')
    let channel: Channel
    try {
      channel = await inv.accept(code)
    } catch (e) {
      // a code that could not be read leaves the invite open (scan or paste again); a connection that did not come up spends it
      if (!(isRuleError(e) && CODE_REFUSALS.has(e.code)) && pending === inv) {
        pending = null
        invite.value = null
      }
      throw e
    }
    if (pending === inv) {
      pending = null
      invite.value = null
    }
    attach(channel, inv.token)
  }

  /**
   * Takes a phone's channel that came through the invite with `token` (for the open game when no
   * table is started): it must say hello with that token within HELLO_MS.
   */
  function attach(channel: Channel, token: string): void {
    if (!gameId.value) bind()
    const link: Link = {
      channel,
      token,
      device: null,
      player: null,
      hello: null,
      hellos: 0,
      held: { lastSeq: 0, undone: new Set() },
      generation: 0,
      syncing: false,
      buffered: [],
      inbox: ensureParts().then(() => undefined),
      timer: undefined,
      offs: [],
    }
    unbound.add(link)
    link.offs.push(
      channel.onMessage((raw) => {
        link.inbox = link.inbox.then(() => receive(link, raw)).catch(() => undefined)
      }),
    )
    link.offs.push(channel.onClose(() => lost(link)))
    link.timer = setTimeout(() => {
      if (!link.hello) shut(link, 'dropped')
    }, HELLO_MS)
  }

  function isCurrent(link: Link): boolean {
    return link.channel.isOpen && (link.device === null ? unbound.has(link) : links.get(link.device) === link)
  }

  function send(link: Link, msg: BankMessage) {
    try {
      link.channel.send(msg)
    } catch {
      // a message too large for the channel is this side's bug: the phone finds the gap and says hello again
    }
  }

  /** Sends an entries message and notes what the phone holds after it. */
  function sendEntries(link: Link, msg: BankMessage) {
    if (msg.t === 'entries') {
      for (const e of msg.entries) {
        if (e.seq > link.held.lastSeq) link.held.lastSeq = e.seq
        if (e.isUndone) link.held.undone.add(e.seq)
        else link.held.undone.delete(e.seq)
      }
    } else if (msg.t === 'welcome' && msg.reset) {
      link.held = { lastSeq: 0, undone: new Set() }
    }
    send(link, msg)
  }

  /** Ends a channel from this side: bye, close, forget its listeners. */
  function shut(link: Link, reason: 'dropped' | 'closed') {
    send(link, { t: 'bye', reason })
    release(link)
    link.channel.close()
    if (link.device !== null && links.get(link.device) === link) refreshPeers()
  }

  function release(link: Link) {
    clearTimeout(link.timer)
    link.generation++
    for (const off of link.offs) off()
    link.offs = []
    unbound.delete(link)
  }

  /** The channel closed (phone gone, out of range, screen off): the phone stays listed as lost until it comes back or is dropped. */
  function lost(link: Link) {
    release(link)
    if (link.device !== null && links.get(link.device) === link) refreshPeers()
  }

  async function receive(link: Link, raw: unknown): Promise<void> {
    const { protocol } = await ensureParts()
    if (!isCurrent(link)) return
    let msg
    try {
      msg = protocol.parsePeerMessage(raw)
    } catch {
      // refused: a hostile or broken phone changes nothing
      return
    }
    if (msg.t === 'hello') return hello(link, msg)
    if (!link.hello) return
    if (msg.t === 'claim') claim(link, msg.player)
    else if (link.device !== null) queue.add(link.device, link.player, msg)
  }

  async function hello(link: Link, msg: HelloMessage): Promise<void> {
    // each hello reads the whole ledger: a phone that keeps asking is cut off
    if (msg.token !== link.token || !gameId.value || ++link.hellos > MAX_HELLOS) {
      shut(link, 'dropped')
      return
    }
    if (link.device === null) {
      clearTimeout(link.timer)
      const before = links.get(msg.device)
      if (before) {
        // the same phone again (a new invite after a lost connection): it keeps its player
        link.player = before.player
        release(before)
        before.channel.close()
      }
      link.device = msg.device
      unbound.delete(link)
      links.set(msg.device, link)
    } else if (msg.device !== link.device) {
      return
    }
    link.hello = msg
    link.held = { lastSeq: msg.lastSeq, undone: new Set(msg.undone) }
    refreshPeers()
    await catchUp(link, msg)
  }

  /**
   * Sends the phone what it misses after `from` (welcome, then batches, the head on the last),
   * read while no step is committed: a read that steps overlap is done again (up to READS times).
   * After that the steps committed meanwhile follow the catch-up in order, the head only on the
   * last of them, so the phone checks its head against the bank's once, at the end.
   */
  async function catchUp(link: Link, from: HelloMessage): Promise<void> {
    const id = gameId.value
    if (!id) return
    const generation = ++link.generation
    link.syncing = true
    try {
      const { bank } = await ensureParts()
      let open: { game: GameRecord; head: HeadRecord }
      let entries: Entry[]
      for (let read = 1; ; read++) {
        link.buffered = []
        open = gameStore.game?.id === id && gameStore.head ? { game: gameStore.game, head: gameStore.head } : await loadGame(getDb(), id)
        entries = []
        for await (const chunk of gameStore.entryChunks(id)) for (const e of chunk) entries.push(e)
        if (generation !== link.generation || !isCurrent(link)) return
        if (link.buffered.length === 0 || read === READS) break
      }
      game = open.game
      const msgs = bank.catchUp(from, { game: bank.wireGame(open.game, open.head.initial), head: open.head, entries, bankName: bankName.value })
      const buffered = link.buffered
      link.syncing = false
      link.buffered = []
      if (buffered.length > 0) {
        const last = msgs[msgs.length - 1]
        if (last?.t === 'entries') msgs[msgs.length - 1] = { ...last, head: null }
        buffered.forEach((b, i) => {
          const live = bank.liveMessage(b.entry, b.head)
          msgs.push(i === buffered.length - 1 ? live : { ...live, head: null })
        })
      }
      for (const m of msgs) sendEntries(link, m)
    } catch {
      // the bank's own game could not be read: the phone reconnects with a new invite
      if (generation === link.generation && isCurrent(link)) shut(link, 'closed')
    }
  }

  function onLedger(e: LedgerEvent) {
    if (e.gameId !== gameId.value || !parts) return
    for (const link of links.values()) {
      if (!link.hello || !isCurrent(link)) continue
      if (e.kind === 'reload') void catchUp(link, { ...link.hello, lastSeq: link.held.lastSeq, undone: [...link.held.undone] })
      else if (link.syncing) link.buffered.push({ entry: e.entry, head: e.head })
      else sendEntries(link, parts.bank.liveMessage(e.entry, e.head))
    }
  }

  function claim(link: Link, player: string) {
    if (!game?.config.players.some((p) => p.id === player)) return
    link.player = player
    refreshPeers()
  }

  /** Drops a phone: bye, its channel closed, its requests gone; it can come back only with a new invite. */
  function drop(device: string): void {
    const link = links.get(device)
    if (!link) return
    links.delete(device)
    if (link.channel.isOpen) shut(link, 'dropped')
    else release(link)
    queue.forget(device)
    refreshPeers()
  }

  /** Ends the table: every phone gets bye and its channel closes; the invite is cancelled. Their copies stay on the phones. */
  function end(): void {
    cancelInvite()
    for (const link of [...links.values(), ...unbound]) {
      if (link.channel.isOpen) shut(link, 'closed')
      else release(link)
    }
    links.clear()
    unbound.clear()
    queue.forget(null)
    peers.value = []
    gameId.value = null
    game = null
  }

  return { gameId, invite, inviting, peers, requests, bankName, startInvite, cancelInvite, acceptAnswer, attach, confirm, decline, drop, end }
})
