import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_MESSAGE_CHARS } from '@/net/channel'
import { DISCONNECTED_GRACE_MS, wrapDataChannel, type DataChannelLike, type PeerConnectionLike } from '@/net/rtc'

/** A data channel that records what is sent and lets the test play the network: buffer level, arriving messages, close. */
class FakeChannel implements DataChannelLike {
  readyState: RTCDataChannelState = 'open'
  bufferedAmount = 0
  bufferedAmountLowThreshold = 0
  sent: string[] = []
  onmessage: ((e: MessageEvent) => void) | null = null
  onclose: ((e: Event) => void) | null = null
  onbufferedamountlow: ((e: Event) => void) | null = null
  send(data: string): void {
    this.sent.push(data)
    this.bufferedAmount += data.length
  }
  close(): void {
    this.readyState = 'closed'
  }
  arrive(data: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data }))
  }
  /** The network took everything buffered. */
  drain(): void {
    this.bufferedAmount = 0
    this.onbufferedamountlow?.(new Event('bufferedamountlow'))
  }
}

class FakeConnection implements PeerConnectionLike {
  connectionState: RTCPeerConnectionState = 'connected'
  onconnectionstatechange: ((e: Event) => void) | null = null
  closed = false
  close(): void {
    this.closed = true
  }
  become(state: RTCPeerConnectionState): void {
    this.connectionState = state
    this.onconnectionstatechange?.(new Event('connectionstatechange'))
  }
}

function setup() {
  const dc = new FakeChannel()
  const pc = new FakeConnection()
  const channel = wrapDataChannel(pc, dc)
  const got: unknown[] = []
  let closes = 0
  channel.onMessage((m) => got.push(m))
  channel.onClose(() => closes++)
  return { dc, pc, channel, got, closes: () => closes }
}

/** The messages the peer would rebuild from what was put on the wire ('+' pieces up to a '.' piece, or whole). */
function reassemble(wire: string[]): unknown[] {
  const out: unknown[] = []
  let parts: string[] = []
  for (const w of wire) {
    if (w[0] === '+') parts.push(w.slice(1))
    else if (w[0] === '.') {
      out.push(JSON.parse(parts.join('') + w.slice(1)))
      parts = []
    } else out.push(JSON.parse(w))
  }
  return out
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the data channel wrapper', () => {
  it('sends a short message whole and a long one in pieces that rebuild it exactly (non-ASCII too)', () => {
    const { dc, channel } = setup()
    const long = { t: 'entries', s: 'Straße €'.repeat(10_000) }
    channel.send({ t: 'claim', player: 'p1' })
    channel.send(long)
    expect(dc.sent[0]).toBe('{"t":"claim","player":"p1"}')
    expect(dc.sent.length).toBeGreaterThan(3)
    expect(dc.sent.slice(1, -1).every((w) => w.startsWith('+') && w.length <= 16 * 1024 + 1)).toBe(true)
    expect(dc.sent.at(-1)?.[0]).toBe('.')
    expect(reassemble(dc.sent)).toEqual([{ t: 'claim', player: 'p1' }, long])
  })

  it('hands on each arriving message as its text, a fragmented one once it is complete', () => {
    const { dc, got } = setup()
    dc.arrive('{"t":"bye","reason":"dropped"}')
    dc.arrive('+{"t":"entr')
    dc.arrive('+ies","entries":[],')
    expect(got).toEqual(['{"t":"bye","reason":"dropped"}'])
    dc.arrive('."head":null}')
    expect(got).toEqual(['{"t":"bye","reason":"dropped"}', '{"t":"entries","entries":[],"head":null}'])
  })

  it('keeps a message that arrives with the opening, before the store listens, for its first listener', async () => {
    const dc = new FakeChannel()
    const channel = wrapDataChannel(new FakeConnection(), dc)
    dc.arrive('{"t":"hello"}')
    const got: unknown[] = []
    channel.onMessage((m) => got.push(m))
    await Promise.resolve()
    expect(got).toEqual(['{"t":"hello"}'])
  })

  it('ignores binary and empty messages (no part of the protocol) and stays open', () => {
    const { dc, channel, got } = setup()
    dc.arrive(new ArrayBuffer(8))
    dc.arrive('')
    expect(got).toEqual([])
    expect(channel.isOpen).toBe(true)
  })

  it('cuts off a peer whose message never ends, before it has buffered more than the bound', () => {
    const { dc, pc, channel, closes } = setup()
    const piece = '+' + 'x'.repeat(16 * 1024)
    let sent = 0
    while (channel.isOpen && sent < MAX_MESSAGE_CHARS * 2) {
      dc.arrive(piece)
      sent += piece.length
    }
    expect(channel.isOpen).toBe(false)
    expect(sent).toBeLessThanOrEqual(MAX_MESSAGE_CHARS + 2 * piece.length) // the piece that went over the bound is the last one taken
    expect(closes()).toBe(1)
    expect(pc.closed).toBe(true)
  })

  it('closes on a whole message inside a fragmented one (a broken peer)', () => {
    const { dc, channel, got } = setup()
    dc.arrive('+{"t":')
    dc.arrive('{"t":"bye","reason":"closed"}')
    expect(channel.isOpen).toBe(false)
    expect(got).toEqual([])
  })

  it('waits while the buffer is full and sends the rest, in order, when it drains', () => {
    const { dc, channel } = setup()
    const batch = (i: number) => ({ t: 'entries', i, s: 'y'.repeat(15_000) })
    for (let i = 0; i < 200; i++) channel.send(batch(i))
    const first = dc.sent.length
    expect(first).toBeLessThan(200) // ~1 MB buffered: the rest waits in the queue
    expect(first).toBeGreaterThan(10)
    while (dc.sent.length < 200) {
      const before = dc.sent.length
      dc.drain()
      expect(dc.sent.length).toBeGreaterThan(before)
    }
    expect(reassemble(dc.sent)).toEqual(Array.from({ length: 200 }, (_, i) => batch(i)))
  })

  it('closes when the connection fails, at once, and only after a grace when it is disconnected', () => {
    vi.useFakeTimers()
    const failed = setup()
    failed.pc.become('failed')
    expect(failed.channel.isOpen).toBe(false)
    expect(failed.closes()).toBe(1)

    const flaky = setup()
    flaky.pc.become('disconnected')
    vi.advanceTimersByTime(DISCONNECTED_GRACE_MS - 100)
    flaky.pc.become('connected') // back in range: nothing lost
    vi.advanceTimersByTime(DISCONNECTED_GRACE_MS)
    expect(flaky.channel.isOpen).toBe(true)

    const gone = setup()
    gone.pc.become('disconnected')
    vi.advanceTimersByTime(DISCONNECTED_GRACE_MS + 1)
    expect(gone.channel.isOpen).toBe(false)
    expect(gone.closes()).toBe(1)
  })

  it('closes when the data channel closes; send and close afterwards do nothing', () => {
    const { dc, channel, closes } = setup()
    dc.readyState = 'closed'
    dc.onclose?.(new Event('close'))
    expect(channel.isOpen).toBe(false)
    channel.send({ t: 'claim', player: 'p1' })
    channel.close()
    expect(dc.sent).toEqual([])
    expect(closes()).toBe(1)
  })
})
