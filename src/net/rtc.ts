import { RuleError } from '@/domain/errors'
import { ChannelEvents, encodeMessage, MAX_MESSAGE_CHARS, type Channel } from './channel'
import { decodeSignal, encodeSignal, INVITE_ID_BYTES, randomId, TOKEN_BYTES } from './signalCode'

/**
 * The WebRTC transport of issue 17: one RTCPeerConnection per joined phone, in a star around the
 * bank device, with no STUN/TURN server (`iceServers: []`: host candidates only, so both devices
 * must share a Wi-Fi or hotspot) and no signalling server: the offer and the answer travel as
 * codes (signalCode.ts), each with ICE gathered completely first. One ordered, reliable data
 * channel carries JSON messages; long ones travel in fragments, and sending waits while the
 * channel's buffer is full.
 */

/** How long ICE gathering may take before the candidates found so far are used. */
export const GATHER_TIMEOUT_MS = 8000
/** How long the bank waits, after it took an answer, for the channel to open. */
export const ACCEPT_TIMEOUT_MS = 20_000
/** How long a phone waits with its answer code shown for the bank to take it. */
export const JOIN_TIMEOUT_MS = 15 * 60_000
/** How long a connection may be 'disconnected' (no ICE response: out of range, screen off) before the channel counts as lost. */
export const DISCONNECTED_GRACE_MS = 8000

/** A data channel message is at most this many characters (UTF-8: ≤ 3 bytes each, below every browser's 64 KiB interop size); longer messages travel in fragments. */
const FRAGMENT_CHARS = 16 * 1024
/** Sending pauses while the channel buffers more than this, and goes on when it is down to a quarter. */
const HIGH_WATER_BYTES = 1024 * 1024
/** A peer that lets this much pile up unsent (not reading, gone) is cut off. */
const MAX_QUEUED_CHARS = 64 * 1024 * 1024

const CHANNEL_LABEL = 'tischbank'

/** An invite the bank shows: its code (QR / text), its token (the phone's hello must show it), accept(answer) once, cancel. */
export interface Invite {
  code: string
  token: string
  /** Connects with the phone whose answer code this is. Refuses a bad code (the invite stays open for another try), a second phone's answer once one was taken (`syncInviteTaken`), or a connection that does not come up (the invite is spent). */
  accept(answerCode: string): Promise<Channel>
  cancel(): void
}

/** A phone's side of an invite: the answer code to show, the invite's token (for its hello), the channel once the bank took the answer. */
export interface Joining {
  answerCode: string
  token: string
  /** Resolves when the bank took the answer and the channel is open; rejects with RuleError 'syncConnectFailed' (timeout, failure) or an AbortError after cancel(). */
  connected: Promise<Channel>
  cancel(): void
}

function newConnection(): RTCPeerConnection {
  if (typeof RTCPeerConnection === 'undefined') throw new RuleError('syncUnsupported')
  return new RTCPeerConnection({ iceServers: [] })
}

/** Waits until ICE gathering is complete (or the timeout: then what was found is used); refuses a description without any candidate (no network). */
async function gatheredDescription(pc: RTCPeerConnection): Promise<string> {
  if (pc.iceGatheringState !== 'complete') {
    await new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer)
        pc.removeEventListener('icegatheringstatechange', check)
        resolve()
      }
      const check = (): void => {
        if (pc.iceGatheringState === 'complete') done()
      }
      const timer = setTimeout(done, GATHER_TIMEOUT_MS)
      pc.addEventListener('icegatheringstatechange', check)
    })
  }
  const sdp = pc.localDescription?.sdp ?? ''
  if (!/^a=candidate:/m.test(sdp)) throw new RuleError('syncNoNetwork')
  return sdp
}

/** What wrapDataChannel uses of an RTCDataChannel (tests give it a fake). */
export interface DataChannelLike {
  readonly readyState: RTCDataChannelState
  readonly bufferedAmount: number
  bufferedAmountLowThreshold: number
  send(data: string): void
  close(): void
  onmessage: ((e: MessageEvent) => void) | null
  onclose: ((e: Event) => void) | null
  onbufferedamountlow: ((e: Event) => void) | null
}

/** What wrapDataChannel uses of an RTCPeerConnection. */
export interface PeerConnectionLike {
  readonly connectionState: RTCPeerConnectionState
  onconnectionstatechange: ((e: Event) => void) | null
  close(): void
}

/**
 * The Channel over an open RTCDataChannel: JSON text messages, fragments for long ones
 * ('+' piece …, '.' last piece; a whole message starts with '{'), a send queue with backpressure,
 * and closing when the channel or the connection ends (or stays 'disconnected' too long).
 */
export function wrapDataChannel(pc: PeerConnectionLike, dc: DataChannelLike): Channel {
  const events = new ChannelEvents(() => close())
  const queue: string[] = []
  let queued = 0
  let partial: string[] = []
  let partialChars = 0
  let lostTimer: ReturnType<typeof setTimeout> | undefined

  const close = (): void => {
    if (events.isClosed) return
    clearTimeout(lostTimer)
    dc.onmessage = null
    dc.onclose = null
    dc.onbufferedamountlow = null
    pc.onconnectionstatechange = null
    try {
      dc.close()
      pc.close()
    } catch {
      // already closed
    }
    events.emitClose()
  }

  const flush = (): void => {
    while (queue.length && dc.readyState === 'open' && dc.bufferedAmount < HIGH_WATER_BYTES) {
      const piece = queue.shift() as string
      queued -= piece.length
      try {
        dc.send(piece)
      } catch {
        close()
        return
      }
    }
  }

  dc.bufferedAmountLowThreshold = HIGH_WATER_BYTES / 4
  dc.onbufferedamountlow = flush
  dc.onclose = close
  dc.onmessage = (e: MessageEvent) => {
    const data: unknown = e.data
    if (typeof data !== 'string' || data.length === 0) return // a binary or empty message: no part of the protocol
    const mark = data[0]
    if (mark === '+' || mark === '.') {
      partialChars += data.length - 1
      if (partialChars > MAX_MESSAGE_CHARS) return close() // a peer that never ends a message
      partial.push(data.slice(1))
      if (mark === '+') return
      const text = partial.join('')
      partial = []
      partialChars = 0
      events.emitMessage(text)
    } else if (partial.length === 0) {
      events.emitMessage(data)
    } else {
      close() // a whole message inside a fragmented one: a broken peer
    }
  }
  pc.onconnectionstatechange = () => {
    const state = pc.connectionState
    if (state === 'failed' || state === 'closed') close()
    else if (state === 'disconnected') {
      clearTimeout(lostTimer)
      lostTimer = setTimeout(() => {
        if (pc.connectionState === 'disconnected') close()
      }, DISCONNECTED_GRACE_MS)
    } else if (state === 'connected') clearTimeout(lostTimer)
  }

  return {
    send(msg) {
      if (events.isClosed || dc.readyState !== 'open') return
      const text = encodeMessage(msg)
      if (text.length <= FRAGMENT_CHARS) queue.push(text)
      else {
        for (let at = 0; at < text.length; at += FRAGMENT_CHARS) {
          const last = at + FRAGMENT_CHARS >= text.length
          queue.push((last ? '.' : '+') + text.slice(at, at + FRAGMENT_CHARS))
        }
      }
      queued += text.length
      if (queued > MAX_QUEUED_CHARS) return close()
      flush()
    },
    onMessage: (fn) => events.onMessage(fn),
    onClose: (fn) => events.onClose(fn),
    close,
    get isOpen() {
      return !events.isClosed && dc.readyState === 'open'
    },
  }
}

/** Resolves when `dc` is open; rejects with RuleError 'syncConnectFailed' when the connection fails, the channel closes first, or `timeoutMs` pass. */
function opened(
  pc: RTCPeerConnection,
  dc: () => RTCDataChannel | null,
  timeoutMs: number,
  abort: AbortSignal,
): Promise<RTCDataChannel> {
  return new Promise((resolve, reject) => {
    const cleanup = (): void => {
      clearTimeout(timer)
      clearInterval(poll)
      pc.removeEventListener('connectionstatechange', onState)
      abort.removeEventListener('abort', onAbort)
    }
    const fail = (e: unknown): void => {
      cleanup()
      pc.close()
      reject(e)
    }
    const onState = (): void => {
      if (pc.connectionState === 'failed' || pc.connectionState === 'closed') fail(new RuleError('syncConnectFailed'))
    }
    const onAbort = (): void => fail(new DOMException('The invite was cancelled', 'AbortError'))
    const check = (): void => {
      const channel = dc()
      if (channel?.readyState === 'open') {
        cleanup()
        resolve(channel)
      } else if (channel && (channel.readyState === 'closing' || channel.readyState === 'closed'))
        fail(new RuleError('syncConnectFailed'))
    }
    const timer = setTimeout(() => fail(new RuleError('syncConnectFailed')), timeoutMs)
    // the channel's own open event may come before a listener could be set (the phone's ondatachannel); a cheap poll covers both sides
    const poll = setInterval(check, 50)
    pc.addEventListener('connectionstatechange', onState)
    abort.addEventListener('abort', onAbort)
    if (abort.aborted) onAbort()
    else check()
  })
}

/**
 * A connection being set up (invite or join): closed again when its setup throws; its `cancel`
 * gives up until a phone joined (`joined()`), after which the channel is closed with
 * channel.close(), not here.
 */
async function connecting<T extends object>(
  build: (pc: RTCPeerConnection, signal: AbortSignal, joined: () => void) => Promise<T>,
): Promise<T & { cancel(): void }> {
  const pc = newConnection()
  const abort = new AbortController()
  let isJoined = false
  try {
    const made = await build(pc, abort.signal, () => (isJoined = true))
    return {
      ...made,
      cancel() {
        if (isJoined) return
        abort.abort()
        pc.close()
      },
    }
  } catch (e) {
    pc.close()
    throw e
  }
}

/** The bank's side: a new invite with its offer gathered completely and a fresh token. */
export function createInvite(): Promise<Invite> {
  return connecting(async (pc, signal, joined) => {
    const dc = pc.createDataChannel(CHANNEL_LABEL, { ordered: true })
    // wrapped at once: the phone's hello may arrive in the moment the channel opens, before accept() returns
    const channel = wrapDataChannel(pc, dc)
    await pc.setLocalDescription(await pc.createOffer())
    const sdp = await gatheredDescription(pc)
    const invite = randomId(INVITE_ID_BYTES)
    const token = randomId(TOKEN_BYTES)
    const code = await encodeSignal({ kind: 'invite', sdp, invite, token })
    let taken = false
    return {
      code,
      token,
      async accept(answerCode: string) {
        if (signal.aborted) throw new RuleError('syncConnectFailed')
        const answer = await decodeSignal(answerCode, 'answer')
        if (answer.invite !== invite) throw new RuleError('syncCodeOtherInvite')
        // a second phone answered the same invite: refused in words, the first one's connection goes on
        if (taken) throw new RuleError('syncInviteTaken')
        if (signal.aborted) throw new RuleError('syncConnectFailed')
        taken = true
        try {
          await pc.setRemoteDescription({ type: 'answer', sdp: answer.sdp })
        } catch {
          // a refused description leaves the offer as it was: the invite stays open for another answer
          taken = false
          throw new RuleError('syncCodeInvalid')
        }
        await opened(pc, () => dc, ACCEPT_TIMEOUT_MS, signal)
        joined()
        return channel
      },
    }
  })
}

/** The phone's side: reads the bank's invite code, answers it (ICE gathered completely) and waits for the bank to take the answer. */
export async function joinInvite(inviteCode: string): Promise<Joining> {
  const offer = await decodeSignal(inviteCode, 'invite')
  return connecting(async (pc, signal, joined) => {
    let dc: RTCDataChannel | null = null
    let channel: Channel | null = null
    pc.ondatachannel = (e) => {
      // the bank opens exactly one channel; a second one is no part of the protocol
      if (dc === null && e.channel.label === CHANNEL_LABEL && e.channel.ordered) {
        dc = e.channel
        channel = wrapDataChannel(pc, dc) // at once, so no message that arrives with the opening is missed
      } else e.channel.close()
    }
    try {
      await pc.setRemoteDescription({ type: 'offer', sdp: offer.sdp })
    } catch {
      throw new RuleError('syncCodeInvalid')
    }
    await pc.setLocalDescription(await pc.createAnswer())
    const sdp = await gatheredDescription(pc)
    const answerCode = await encodeSignal({ kind: 'answer', sdp, invite: offer.invite, token: '' })
    const connected = opened(pc, () => dc, JOIN_TIMEOUT_MS, signal).then(() => {
      if (!channel) throw new RuleError('syncConnectFailed')
      joined()
      return channel
    })
    // a caller that cancels before it awaits must not see an unhandled rejection
    connected.catch(() => {})
    return { answerCode, token: offer.token, connected }
  })
}
