import type { GameRecord, HeadRecord } from '@/db'
import { isRuleError, RuleError } from '@/domain/errors'
import type { GameAction } from '@/domain/games'
import { isOut } from '@/domain/games/common'
import type { Entry } from '@/domain/ledger/types'
import type { BankMessage, HelloMessage } from '@/domain/sync/types'
import type { Channel } from '@/net/channel'
import { BankRequests, type TableRequest } from './bankRequests'
import { loadSyncParts, type SyncParts } from './parts'

/** A phone at the table as the bank lists it: its device, the player it claimed, and whether its channel is open. */
export interface TablePeer {
  device: string
  /** The phone's number at this table ("Phone 2"), kept when it comes back. */
  n: number
  player: string | null
  playerName: string | null
  connected: boolean
}

/** An invite as rtc.ts makes it. */
type Invite = Awaited<ReturnType<SyncParts['rtc']['createInvite']>>

/** rtc.ts's refusals of an answer code it could not read, or of a second phone's answer to a taken invite: the invite stays as it was. */
const CODE_REFUSALS: ReadonlySet<string> = new Set([
  'syncCodeInvalid',
  'syncCodeWrongKind',
  'syncCodeVersion',
  'syncCodeOtherInvite',
  'syncInviteTaken',
])

/** How long a new channel may take to say hello with the invite's token before the bank closes it. */
export const HELLO_MS = 20_000
/** Hellos one channel may send (a phone says hello again only when its copy does not match): more, and it is dropped. */
export const MAX_HELLOS = 20
/** The window of a phone's budget: in any PHONE_BUDGET_MS, a phone may send at most PHONE_BUDGET_MESSAGES messages of PHONE_BUDGET_BYTES characters together; more, and it is dropped. */
export const PHONE_BUDGET_MS = 10_000
/** Messages a phone may send in PHONE_BUDGET_MS (a player sends a few a minute; a hello with each reconnect). */
export const PHONE_BUDGET_MESSAGES = 100
/** Characters of JSON a phone may send in PHONE_BUDGET_MS (a hello of a long game's undone seqs is the largest, far below). */
export const PHONE_BUDGET_BYTES = 4 * 1024 * 1024
/** How often a catch-up reads the ledger again when steps were committed during its read, before it sends them after it. */
const READS = 3

/** A step of the bank's ledger as the game it follows reports it (the game store's LedgerEvent). */
export type LedgerStep =
  | { kind: 'step'; gameId: string; entry: Entry; head: HeadRecord }
  | { kind: 'reload'; gameId: string; head: HeadRecord }

/** What the table needs of the bank's games: the one on screen, reads of a game's ledger, and a tap. */
export interface BankLedger {
  /** The game open on the bank's screen and its head (null: none). */
  open(): { game: GameRecord; head: HeadRecord | null } | null
  /** Reads a game and its head from the database. */
  load(id: string): Promise<{ game: GameRecord; head: HeadRecord }>
  /** A game's entries in sequence order, in chunks. */
  entryChunks(id: string): AsyncIterable<Entry[]>
  /** Books an action on the game on screen exactly as a tap. */
  dispatch(action: GameAction): Promise<Entry>
}

/** Resolves in a task of its own (after what else the page has waiting). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** One phone's channel as the bank follows it. */
interface Link {
  channel: Channel
  /** The token of the invite this channel came through: its hello must carry it. */
  token: string
  device: string | null
  /** The phone's number at this table (0 until its hello). */
  n: number
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
  /** Messages from the phone, handled one after the other, each in a task of its own. */
  inbox: Promise<void>
  /** What the phone sent in the current budget window: since when, how many messages, how many characters. */
  budget: { since: number; messages: number; bytes: number }
  timer: ReturnType<typeof setTimeout> | undefined
  offs: (() => void)[]
}

/**
 * The bank's side of the table (issue 17) as a session of its own: one invite at a time, the
 * phones connected to the game that was open when it was made, each kept in step with every
 * action, undo and redo of that game, and their requests waiting for the banker. The bank is the
 * only writer: a confirmed request is dispatched like a tap; nothing a phone sends changes the
 * ledger otherwise. The table store is a reactive view of it (`onChange`).
 */
export class BankTable {
  /** The bank game the table follows (null: no table). */
  gameId: string | null = null
  /** The pending invite's code (shown as QR and text); null when there is none. */
  invite: string | null = null
  /** True while an invite is being made (gathering the connection's addresses). */
  inviting = false
  peers: readonly TablePeer[] = []
  /** The name the phones see for this bank (their copies keep it). */
  bankName = ''

  private game: GameRecord | null = null
  private parts: SyncParts | null = null
  private pending: Invite | null = null
  /** The invite a phone connected with last: a second phone's answer to it is refused in words (`syncInviteTaken`). */
  private taken: Invite | null = null
  private inviteTicket = 0
  /** Phones numbered so far at this table. */
  private phones = 0
  private readonly links = new Map<string, Link>()
  /** What each device id is bound to at this table: the key of its first hello (or that hello's invite, without a key). */
  private readonly keys = new Map<string, string>()
  private readonly unbound = new Set<Link>()
  private readonly listeners = new Set<() => void>()
  private readonly queue: BankRequests

  constructor(
    private readonly ledger: BankLedger,
    private readonly loadParts: () => Promise<SyncParts> = loadSyncParts,
  ) {
    this.queue = new BankRequests({
      game: () => (this.gameId && this.game ? { id: this.gameId, config: this.game.config } : null),
      parts: () => this.parts,
      playerName: (p) => this.playerName(p),
      phoneOf: (device) => this.links.get(device)?.n ?? 0,
      settleClaim: (device, player, admitted) => this.settleClaim(device, player, admitted),
      onScreen: (id) => this.ledger.open()?.game.id === id,
      dispatch: (action) => this.ledger.dispatch(action),
      reply: (device, msg) => {
        const link = this.links.get(device)
        if (link && this.isCurrent(link)) this.send(link, msg)
      },
      changed: () => this.changed(),
    })
  }

  /** The phones' requests waiting for the banker, oldest first. */
  get requests(): readonly TableRequest[] {
    return this.queue.all
  }

  /** Calls `fn` after every change of what the session shows (invite, peers, requests, game); returns the unsubscribe. */
  onChange(fn: () => void): () => void {
    this.listeners.add(fn)
    return () => this.listeners.delete(fn)
  }

  private changed() {
    for (const fn of this.listeners) fn()
  }

  private playerName(player: string | null): string | null {
    return this.game?.config.players.find((p) => p.id === player)?.name ?? null
  }

  private refreshPeers() {
    this.peers = [...this.links.values()].map((l) => ({
      device: l.device ?? '',
      n: l.n,
      player: l.player,
      playerName: this.playerName(l.player),
      connected: l.channel.isOpen,
    }))
    this.changed()
  }

  private async ensureParts(): Promise<SyncParts> {
    this.parts ??= await this.loadParts()
    return this.parts
  }

  /** The game on the bank's screen changed (another game opened ends the table; the same one, newer, is kept). */
  gameShown(g: GameRecord | null): void {
    if (!g || !this.gameId) return
    if (g.id !== this.gameId) this.end()
    else this.game = g
  }

  /** The table follows the game open now (a table of another game ends first). */
  private bind() {
    const g = this.ledger.open()?.game
    if (!g) throw new RuleError('gameNotFound', { game: '' })
    if (g.copy) throw new RuleError('gameIsCopy')
    if (this.gameId !== g.id) this.end()
    this.gameId = g.id
    this.game = g
    this.changed()
  }

  /** Starts the table for the open game (or keeps it) and makes a new invite; the one before is cancelled. */
  async startInvite(): Promise<void> {
    this.bind()
    this.cancelInvite()
    const ticket = this.inviteTicket
    this.setInviting(true)
    try {
      const { rtc } = await this.ensureParts()
      const made = await rtc.createInvite()
      if (ticket !== this.inviteTicket) {
        made.cancel()
        return
      }
      this.pending = made
      this.invite = made.code
      this.changed()
    } finally {
      if (ticket === this.inviteTicket) this.setInviting(false)
    }
  }

  private setInviting(on: boolean) {
    this.inviting = on
    this.changed()
  }

  /** Cancels the pending invite (its code no longer connects). */
  cancelInvite(): void {
    this.inviteTicket++
    this.pending?.cancel()
    this.pending = null
    this.inviting = false
    this.invite = null
    this.changed()
  }

  /** The pending invite is spent (its phone connected, or its connection did not come up). */
  private spend(inv: Invite) {
    if (this.pending !== inv) return
    this.pending = null
    this.invite = null
    this.changed()
  }

  /**
   * Connects the phone whose answer code this is to the pending invite. A code that cannot be read
   * rejects (RuleError) and leaves the invite pending, to scan again; a connection that does not
   * come up rejects and ends the invite (`invite` null: make a new one).
   */
  async acceptAnswer(code: string): Promise<void> {
    const inv = this.pending
    if (!inv) {
      await this.refuseIfTaken(code)
      throw new RuleError('syncCodeInvalid')
    }
    let channel: Channel
    try {
      channel = await inv.accept(code)
    } catch (e) {
      // a code that could not be read leaves the invite open (scan or paste again); a connection that did not come up spends it
      if (!(isRuleError(e) && CODE_REFUSALS.has(e.code))) this.spend(inv)
      if (isRuleError(e) && e.code === 'syncCodeOtherInvite') await this.refuseIfTaken(code)
      throw e
    }
    this.spend(inv)
    this.taken = inv
    this.attach(channel, inv.token)
  }

  /** Throws `syncInviteTaken` when `code` answers the invite a phone connected with already (two phones scanned one QR code). */
  private async refuseIfTaken(code: string): Promise<void> {
    const taken = this.taken
    if (!taken) return
    try {
      await taken.accept(code)
    } catch (e) {
      if (isRuleError(e) && e.code === 'syncInviteTaken') throw e
    }
  }

  /**
   * Takes a phone's channel that came through the invite with `token` (for the open game when no
   * table is started): it must say hello with that token within HELLO_MS.
   */
  attach(channel: Channel, token: string): void {
    if (!this.gameId) this.bind()
    const link: Link = {
      channel,
      token,
      device: null,
      n: 0,
      player: null,
      hello: null,
      hellos: 0,
      held: { lastSeq: 0, undone: new Set() },
      generation: 0,
      syncing: false,
      buffered: [],
      inbox: this.ensureParts().then(() => undefined),
      budget: { since: Date.now(), messages: 0, bytes: 0 },
      timer: undefined,
      offs: [],
    }
    this.unbound.add(link)
    link.offs.push(
      channel.onMessage((raw) => {
        if (!this.withinBudget(link, raw)) return this.shut(link, 'dropped')
        // the bank yields between messages: a phone's backlog never runs back to back on the page's event loop
        link.inbox = link.inbox
          .then(nextTask)
          .then(() => this.receive(link, raw))
          .catch(() => undefined)
      }),
    )
    link.offs.push(channel.onClose(() => this.lost(link)))
    link.timer = setTimeout(() => {
      if (!link.hello) this.shut(link, 'dropped')
    }, HELLO_MS)
  }

  /** Counts a message against its phone's budget; false when the phone has sent too much in the window. */
  private withinBudget(link: Link, raw: unknown): boolean {
    const now = Date.now()
    const b = link.budget
    if (now - b.since >= PHONE_BUDGET_MS) link.budget = { since: now, messages: 0, bytes: 0 }
    link.budget.messages++
    link.budget.bytes += typeof raw === 'string' ? raw.length : 0
    return link.budget.messages <= PHONE_BUDGET_MESSAGES && link.budget.bytes <= PHONE_BUDGET_BYTES
  }

  private isCurrent(link: Link): boolean {
    return link.channel.isOpen && (link.device === null ? this.unbound.has(link) : this.links.get(link.device) === link)
  }

  private send(link: Link, msg: BankMessage) {
    try {
      link.channel.send(msg)
    } catch {
      // a message too large for the channel is this side's bug: the phone finds the gap and says hello again
    }
  }

  /** Sends an entries message and notes what the phone holds after it. */
  private sendEntries(link: Link, msg: BankMessage) {
    if (msg.t === 'entries') {
      for (const e of msg.entries) {
        if (e.seq > link.held.lastSeq) link.held.lastSeq = e.seq
        if (e.isUndone) link.held.undone.add(e.seq)
        else link.held.undone.delete(e.seq)
      }
    } else if (msg.t === 'welcome' && msg.reset) {
      link.held = { lastSeq: 0, undone: new Set() }
    }
    this.send(link, msg)
  }

  /** Ends a channel from this side: bye, close, forget its listeners. */
  private shut(link: Link, reason: 'dropped' | 'closed') {
    this.send(link, { t: 'bye', reason })
    this.release(link)
    link.channel.close()
    if (link.device !== null && this.links.get(link.device) === link) this.refreshPeers()
  }

  private release(link: Link) {
    clearTimeout(link.timer)
    link.generation++
    for (const off of link.offs) off()
    link.offs = []
    this.unbound.delete(link)
  }

  /** The channel closed (phone gone, out of range, screen off): the phone stays listed as lost until it comes back or is dropped. */
  private lost(link: Link) {
    this.release(link)
    if (link.device !== null && this.links.get(link.device) === link) this.refreshPeers()
  }

  private async receive(link: Link, raw: unknown): Promise<void> {
    const { protocol } = await this.ensureParts()
    if (!this.isCurrent(link)) return
    let msg
    try {
      msg = protocol.parsePeerMessage(raw)
    } catch {
      // refused: a hostile or broken phone changes nothing
      return
    }
    if (msg.t === 'hello') return this.hello(link, msg)
    if (!link.hello) return
    if (msg.t === 'claim') this.claim(link, msg.player)
    else if (link.device !== null) this.queue.add(link.device, link.player, msg)
  }

  private async hello(link: Link, msg: HelloMessage): Promise<void> {
    // each hello reads the whole ledger: a phone that keeps asking is cut off
    if (msg.token !== link.token || !this.gameId || ++link.hellos > MAX_HELLOS) {
      this.shut(link, 'dropped')
      return
    }
    if (link.device === null) {
      // a device id is bound to the key it first joined with: a hello with another phone's id neither cuts that phone off nor takes its player
      const key = msg.key ?? `invite:${link.token}`
      const bound = this.keys.get(msg.device)
      if (bound !== undefined && bound !== key) {
        this.shut(link, 'dropped')
        return
      }
      this.keys.set(msg.device, key)
      clearTimeout(link.timer)
      const before = this.links.get(msg.device)
      if (before) {
        // the same phone again (a new invite after a lost connection): it keeps its player and number
        link.player = before.player
        link.n = before.n
        this.release(before)
        before.channel.close()
      } else link.n = ++this.phones
      link.device = msg.device
      this.unbound.delete(link)
      this.links.set(msg.device, link)
    } else if (msg.device !== link.device) {
      return
    }
    link.hello = msg
    link.held = { lastSeq: msg.lastSeq, undone: new Set(msg.undone) }
    this.refreshPeers()
    await this.catchUp(link, msg)
  }

  /**
   * Sends the phone what it misses after `from` (welcome, then batches, the head on the last),
   * read while no step is committed: a read that steps overlap is done again (up to READS times).
   * After that the steps committed meanwhile follow the catch-up in order, the head only on the
   * last of them, so the phone checks its head against the bank's once, at the end.
   */
  private async catchUp(link: Link, from: HelloMessage): Promise<void> {
    const id = this.gameId
    if (!id) return
    const generation = ++link.generation
    link.syncing = true
    try {
      const { bank } = await this.ensureParts()
      let open: { game: GameRecord; head: HeadRecord }
      let entries: Entry[]
      for (let read = 1; ; read++) {
        link.buffered = []
        const shown = this.ledger.open()
        open = shown?.game.id === id && shown.head ? { game: shown.game, head: shown.head } : await this.ledger.load(id)
        entries = []
        for await (const chunk of this.ledger.entryChunks(id)) for (const e of chunk) entries.push(e)
        if (generation !== link.generation || !this.isCurrent(link)) return
        if (link.buffered.length === 0 || read === READS) break
      }
      this.game = open.game
      const msgs = bank.catchUp(from, {
        game: bank.wireGame(open.game, open.head.initial),
        head: open.head,
        entries,
        bankName: this.bankName,
      })
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
      for (const m of msgs) this.sendEntries(link, m)
    } catch {
      // the bank's own game could not be read: the phone reconnects with a new invite
      if (generation === link.generation && this.isCurrent(link)) this.shut(link, 'closed')
    }
  }

  /** A step of the followed game's ledger: each phone gets it (or a catch-up after a reload from another tab). */
  onLedger(e: LedgerStep): void {
    if (e.gameId !== this.gameId || !this.parts) return
    for (const link of this.links.values()) {
      if (!link.hello || !this.isCurrent(link)) continue
      if (e.kind === 'reload')
        void this.catchUp(link, { ...link.hello, lastSeq: link.held.lastSeq, undone: [...link.held.undone] })
      else if (link.syncing) link.buffered.push({ entry: e.entry, head: e.head })
      else this.sendEntries(link, this.parts.bank.liveMessage(e.entry, e.head))
    }
  }

  /**
   * A phone says which player it is. One phone per player: a player another phone holds (connected
   * or lost) is refused, and the phone's ask waits for the banker, who may let a player's second
   * phone in (issue 38). A player out of the game (bankrupt, left) is refused outright: nobody
   * plays as them any more, and every request as them would be refused. The phone hears the
   * player the bank holds it for either way.
   */
  private claim(link: Link, player: string) {
    if (!this.game?.config.players.some((p) => p.id === player) || link.device === null) return
    if (this.isOutNow(player)) {
      this.send(link, { t: 'claimed', player: link.player, refused: { player, code: 'syncPlayerOut' } })
      return
    }
    if (link.player === player) {
      this.send(link, { t: 'claimed', player })
      return
    }
    const held = [...this.links.values()].some((l) => l !== link && l.player === player)
    if (held) {
      this.queue.askClaim(link.device, player)
      this.send(link, { t: 'claimed', player: link.player, refused: { player, code: 'syncPlayerTaken' } })
      return
    }
    this.setPlayer(link, player)
  }

  /** Whether a player is out of the table's game as the bank's screen shows it now. */
  private isOutNow(player: string): boolean {
    const shown = this.ledger.open()
    return shown?.game.id === this.gameId && shown.head !== null && isOut(shown.head.state, player)
  }

  private setPlayer(link: Link, player: string) {
    // requests made as the player before are no longer this phone's to make
    if (link.player !== null && link.device !== null) this.queue.declineAll(link.device)
    link.player = player
    this.send(link, { t: 'claimed', player })
    this.refreshPeers()
  }

  /** The banker's answer to a phone's ask to play as a player another phone holds. */
  private settleClaim(device: string, player: string, admitted: boolean) {
    const link = this.links.get(device)
    if (!link) return
    if (admitted) this.setPlayer(link, player)
    else this.send(link, { t: 'claimed', player: link.player, refused: { player, code: 'syncClaimDeclined' } })
  }

  /** The banker confirms a request (booked like a tap; see BankRequests.confirm). */
  confirm(id: string): Promise<Entry | null> {
    return this.queue.confirm(id)
  }

  /** The banker declines a request. */
  decline(id: string): void {
    this.queue.decline(id)
  }

  /** Drops a phone: bye, its channel closed, its requests gone; it can come back only with a new invite. */
  drop(device: string): void {
    const link = this.links.get(device)
    if (!link) return
    this.links.delete(device)
    if (link.channel.isOpen) this.shut(link, 'dropped')
    else this.release(link)
    this.queue.forget(device)
    this.refreshPeers()
  }

  /** Ends the table: every phone gets bye and its channel closes; the invite is cancelled. Their copies stay on the phones. */
  end(): void {
    this.cancelInvite()
    this.taken = null
    for (const link of [...this.links.values(), ...this.unbound]) {
      if (link.channel.isOpen) this.shut(link, 'closed')
      else this.release(link)
    }
    this.links.clear()
    this.keys.clear()
    this.unbound.clear()
    this.queue.forget(null)
    this.peers = []
    this.phones = 0
    this.gameId = null
    this.game = null
    this.changed()
  }
}
