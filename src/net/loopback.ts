import { ChannelEvents, encodeMessage, type Channel } from './channel'

/**
 * Two connected in-memory channels, for tests of the table and joined stores: like a data channel,
 * each message arrives asynchronously (a macrotask later, in order) as its JSON text (no object is
 * shared between the two sides), and closing one end closes the other.
 */
export function channelPair(): [Channel, Channel] {
  // a side flooded before anyone listens closes, like the data channel
  const a: ChannelEvents = new ChannelEvents(() => ends[0].close())
  const b: ChannelEvents = new ChannelEvents(() => ends[1].close())
  const end = (own: ChannelEvents, other: ChannelEvents): Channel => ({
    send(msg) {
      if (own.isClosed) return
      const text = encodeMessage(msg)
      setTimeout(() => other.emitMessage(text), 0)
    },
    onMessage: (fn) => own.onMessage(fn),
    onClose: (fn) => own.onClose(fn),
    close() {
      if (own.isClosed) return
      own.emitClose()
      // the other side learns it like a real peer: after the messages already in flight
      setTimeout(() => other.emitClose(), 0)
    },
    get isOpen() {
      return !own.isClosed
    },
  })
  const ends: [Channel, Channel] = [end(a, b), end(b, a)]
  return ends
}
