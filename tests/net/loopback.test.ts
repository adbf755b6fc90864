import { describe, expect, it } from 'vitest'
import { MAX_EARLY_MESSAGES } from '@/net/channel'
import { channelPair } from '@/net/loopback'

const tick = () => new Promise((r) => setTimeout(r, 5))
/** A message as the protocol reads it: the JSON text that arrived. */
const parsed = (m: unknown): unknown => JSON.parse(m as string)

describe('loopback channel pair', () => {
  it('delivers each message later, in order, as its JSON text (nothing shared with what was sent)', async () => {
    const [a, b] = channelPair()
    const got: unknown[] = []
    b.onMessage((m) => {
      expect(typeof m).toBe('string')
      got.push(parsed(m))
    })
    const sent = { t: 'entries', entries: [{ seq: 1 }], head: null }
    a.send(sent)
    a.send({ t: 'bye', reason: 'closed' })
    expect(got).toEqual([]) // not synchronous, like a real data channel
    sent.entries[0]!.seq = 99
    await tick()
    expect(got).toEqual([
      { t: 'entries', entries: [{ seq: 1 }], head: null },
      { t: 'bye', reason: 'closed' },
    ])
  })

  it('keeps what arrives before anyone listens and hands it to the first listener, in order, before later messages', async () => {
    const [a, b] = channelPair()
    a.send({ t: 'hello', n: 1 })
    a.send({ n: 2 })
    await tick() // both arrived; nobody listens on b yet (the store is still setting up)
    const got: unknown[] = []
    b.onMessage((m) => got.push(parsed(m)))
    expect(got).toEqual([]) // not inside onMessage(): after the subscriber's own synchronous setup
    a.send({ n: 3 })
    await tick()
    expect(got).toEqual([{ t: 'hello', n: 1 }, { n: 2 }, { n: 3 }])
  })

  it('closes both ends when a side floods a channel nobody reads yet', async () => {
    const [a, b] = channelPair()
    for (let i = 0; i <= MAX_EARLY_MESSAGES; i++) a.send({ i })
    await tick()
    expect(b.isOpen).toBe(false)
    await tick() // the close reaches the sender after the messages in flight
    expect(a.isOpen).toBe(false)
  })

  it('carries JSON only: what JSON drops (undefined, functions) does not arrive', async () => {
    const [a, b] = channelPair()
    const got: unknown[] = []
    a.onMessage((m) => got.push(parsed(m)))
    b.send({ n: 1, gone: undefined, f: () => 1, d: new Date(0) })
    await tick()
    expect(got).toEqual([{ n: 1, d: '1970-01-01T00:00:00.000Z' }])
  })

  it('closing one end closes the other after the messages in flight; both report closed and send nothing more', async () => {
    const [a, b] = channelPair()
    const got: unknown[] = []
    const closed: string[] = []
    b.onMessage((m) => got.push(parsed(m)))
    a.onClose(() => closed.push('a'))
    b.onClose(() => closed.push('b'))
    a.send({ n: 1 })
    a.close()
    expect(a.isOpen).toBe(false)
    expect(closed).toEqual(['a'])
    a.send({ n: 2 })
    await tick()
    expect(got).toEqual([{ n: 1 }])
    expect(closed).toEqual(['a', 'b'])
    expect(b.isOpen).toBe(false)
    b.send({ n: 3 })
    a.close()
    await tick()
    expect(closed).toEqual(['a', 'b'])
    // a listener added after the close is told at once
    const late: string[] = []
    b.onClose(() => late.push('late'))
    await tick()
    expect(late).toEqual(['late'])
  })

  it('an unsubscribed listener hears nothing, and a throwing listener does not stop the others', async () => {
    const [a, b] = channelPair()
    const got: unknown[] = []
    const off = b.onMessage(() => got.push('removed'))
    off()
    b.onMessage(() => {
      throw new Error('listener bug')
    })
    b.onMessage((m) => got.push(parsed(m)))
    const error = console.error
    console.error = () => {}
    try {
      a.send({ n: 1 })
      await tick()
    } finally {
      console.error = error
    }
    expect(got).toEqual([{ n: 1 }])
    expect(b.isOpen).toBe(true)
  })
})
