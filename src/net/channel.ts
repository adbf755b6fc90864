/**
 * A message channel between the bank device and one joined phone (issue 17). A message is sent as
 * a JSON object and arrives as the JSON text it travelled as (a string, not parsed): the protocol
 * (src/domain/sync/protocol.ts) measures it before it parses and validates it. Ordered and
 * reliable: a message is delivered once, in the order it was sent, or the channel closes.
 */
export interface Channel {
  /** Sends one JSON object; a no-op once closed. Throws a RangeError when its JSON is longer than MAX_MESSAGE_CHARS (a bug of the sender). */
  send(msg: object): void
  /** Calls `fn` with each message that arrives: its JSON text, not parsed, not validated (a hostile peer may send anything). Returns the unsubscribe. */
  onMessage(fn: (msg: unknown) => void): () => void
  /** Calls `fn` once when the channel closes (either side, or the connection was lost); at once if it is closed already. Returns the unsubscribe. */
  onClose(fn: () => void): () => void
  /** Closes the channel (both sides see onClose). Idempotent. */
  close(): void
  readonly isOpen: boolean
}

/**
 * The largest message a channel carries, in JSON characters (2 Mi). The protocol's own bound is
 * lower (1 MiB) and the bank's messages stay far below it; a peer whose message grows past this is
 * cut off (the channel closes), so a hostile phone cannot make the bank buffer without end.
 */
export const MAX_MESSAGE_CHARS = 2 * 1024 * 1024

/** The most messages a channel holds for its first listener (a peer that floods a channel nobody reads yet is cut off). */
export const MAX_EARLY_MESSAGES = 1000

/**
 * The listeners of a channel, shared by the implementations (loopback and WebRTC). Messages that
 * arrive before the first message listener (the phone's hello can come in the same moment the
 * channel opens, before the store attached) are kept and handed to that listener, in order, right
 * after it subscribed; more than MAX_EARLY_MESSAGES of them call `overflow` (the channel closes).
 */
export class ChannelEvents {
  private readonly messageFns = new Set<(msg: unknown) => void>()
  private readonly closeFns = new Set<() => void>()
  private early: unknown[] | null = []
  private closed = false

  constructor(private readonly overflow: () => void = () => this.emitClose()) {}

  get isClosed(): boolean {
    return this.closed
  }

  onMessage(fn: (msg: unknown) => void): () => void {
    this.messageFns.add(fn)
    const early = this.early
    if (early !== null) {
      this.early = null
      // a microtask: before any later message (each arrives in a task of its own), after the subscriber's own synchronous setup
      if (early.length) queueMicrotask(() => early.forEach((m) => this.emitMessage(m)))
    }
    return () => this.messageFns.delete(fn)
  }

  onClose(fn: () => void): () => void {
    if (this.closed) {
      queueMicrotask(fn)
      return () => {}
    }
    this.closeFns.add(fn)
    return () => this.closeFns.delete(fn)
  }

  /** Delivers one message to every listener; a listener that throws does not stop the others or the channel. */
  emitMessage(msg: unknown): void {
    if (this.closed) return
    if (this.early !== null) {
      this.early.push(msg)
      if (this.early.length > MAX_EARLY_MESSAGES) {
        this.early = []
        this.overflow()
      }
      return
    }
    for (const fn of [...this.messageFns]) {
      try {
        fn(msg)
      } catch (e) {
        console.error('channel listener failed', e)
      }
    }
  }

  /** Marks the channel closed and tells every close listener, once. */
  emitClose(): void {
    if (this.closed) return
    this.closed = true
    this.early = null
    this.messageFns.clear()
    const fns = [...this.closeFns]
    this.closeFns.clear()
    for (const fn of fns) {
      try {
        fn()
      } catch (e) {
        console.error('channel close listener failed', e)
      }
    }
  }
}

/** The JSON text of a message to send; throws a RangeError when it is larger than MAX_MESSAGE_CHARS (a bug of the sender, not of the peer). */
export function encodeMessage(msg: object): string {
  const text = JSON.stringify(msg)
  if (text.length > MAX_MESSAGE_CHARS)
    throw new RangeError(`message of ${text.length} chars is larger than ${MAX_MESSAGE_CHARS}`)
  return text
}
