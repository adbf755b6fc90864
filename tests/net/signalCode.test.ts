import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isRuleError } from '@/domain/errors'
import {
  compactSdp,
  decodeSignal,
  encodeSignal,
  expandSdp,
  INVITE_ID_BYTES,
  looksLikeSignalCode,
  MAX_CODE_CHARS,
  randomId,
  toBase64Url,
  TOKEN_BYTES,
  type Signal,
  type SignalKind,
} from '@/net/signalCode'
// Session descriptions Debian Chromium gathered in the spike (two browsers, iceServers: []):
// mDNS host candidates by default, raw addresses with WebRtcHideLocalIpsWithMdns disabled.
import offerMdns from './fixtures/chromium-offer-mdns.sdp?raw'
import answerMdns from './fixtures/chromium-answer-mdns.sdp?raw'
import offerIp from './fixtures/chromium-offer-ip.sdp?raw'
import answerIp from './fixtures/chromium-answer-ip.sdp?raw'
// a context with camera permission (mDNS hiding lifted): raw addresses; its TCP candidates came in another run of the same spike
import answerCamera from './fixtures/chromium-answer-camera.sdp?raw'

/** A Firefox data-channel offer as Firefox writes it (session-level fingerprint, upper-case transports, a TCP candidate). */
const firefoxOffer = [
  'v=0',
  'o=mozilla...THIS_IS_SDPARTA-99.0 5386506011235133013 0 IN IP4 0.0.0.0',
  's=-',
  't=0 0',
  'a=sendrecv',
  'a=fingerprint:sha-256 7A:0B:3C:44:15:E6:27:D8:99:AA:1B:CC:DD:0E:FF:10:21:32:43:54:65:76:87:98:A9:BA:CB:DC:ED:FE:0F:1E',
  'a=group:BUNDLE 0',
  'a=ice-options:trickle',
  'a=msid-semantic:WMS *',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 0.0.0.0',
  'a=candidate:0 1 UDP 2122252543 8d7d1f0a-2f0f-4c4e-8d0e-3b6f5e9b2c11.local 51234 typ host',
  'a=candidate:1 1 TCP 2105524479 8d7d1f0a-2f0f-4c4e-8d0e-3b6f5e9b2c11.local 9 typ host tcptype active',
  'a=sendrecv',
  'a=end-of-candidates',
  'a=ice-pwd:4a2b3c4d5e6f708192a3b4c5d6e7f801',
  'a=ice-ufrag:1a2b3c4d',
  'a=mid:0',
  'a=setup:actpass',
  'a=sctp-port:5000',
  'a=max-message-size:1073741823',
  '',
].join('\r\n')

const samples: [string, SignalKind, string][] = [
  ['Chromium offer, mDNS', 'invite', offerMdns],
  ['Chromium answer, mDNS', 'answer', answerMdns],
  ['Chromium offer, IPv4 + IPv6', 'invite', offerIp],
  ['Chromium answer, IPv4 + IPv6', 'answer', answerIp],
  ['Chromium answer with camera permission, UDP + TCP', 'answer', answerCamera],
  ['Firefox offer', 'invite', firefoxOffer],
]

function signal(kind: SignalKind, sdp: string): Signal {
  return { kind, sdp, invite: randomId(INVITE_ID_BYTES), token: kind === 'invite' ? randomId(TOKEN_BYTES) : '' }
}

/** What the peer takes from a description: the lines the ICE agent, DTLS and SCTP read (foundations, extensions and the m-line's default port aside: with ICE the default candidate is not used). */
function essentials(sdp: string): string[] {
  return sdp
    .split(/\r?\n/)
    .filter(
      (l) =>
        /^a=(ice-ufrag|ice-pwd|fingerprint|setup|mid|sctp-port|max-message-size|candidate)/.test(l) ||
        l.startsWith('m='),
    )
    .map((l) =>
      l.startsWith('a=candidate:')
        ? l
            .replace(/^a=candidate:\S+ /, 'a=candidate:_ ')
            .replace(/ (generation|network-id|network-cost) \d+/g, '')
            .replace(/ (UDP|TCP) /, (m) => m.toLowerCase())
        : l.replace(/^m=application \d+ /, 'm=application 9 '),
    )
    .sort()
}

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p
  } catch (e) {
    if (isRuleError(e)) return e.code
    throw e
  }
  return 'accepted'
}

describe('signal codes', () => {
  it.each(samples)(
    'a %s round-trips with everything the peer needs, and the invite and token',
    async (_name, kind, sdp) => {
      const s = signal(kind, sdp)
      const code = await encodeSignal(s)
      expect(looksLikeSignalCode(code)).toBe(true) // a scanner hands it on
      const back = await decodeSignal(code, kind)
      expect(back.kind).toBe(kind)
      expect(back.invite).toBe(s.invite)
      expect(back.token).toBe(s.token)
      expect(essentials(back.sdp)).toEqual(essentials(sdp))
      // the rebuilt description compacts to the same thing again: the compact form loses nothing
      expect(compactSdp(back.sdp)).toEqual(compactSdp(sdp))
    },
  )

  it('the compact form pays: a Chromium invite with two mDNS candidates is about a quarter of its SDP', async () => {
    const invite = await encodeSignal(signal('invite', offerMdns))
    const answer = await encodeSignal(signal('answer', answerMdns))
    expect(offerMdns.length).toBeGreaterThan(650)
    expect(invite.length).toBeLessThanOrEqual(190)
    expect(answer.length).toBeLessThanOrEqual(170)
    expect(invite).toMatch(/^TB1I[A-Za-z0-9_-]+$/)
    expect(answer).toMatch(/^TB1A[A-Za-z0-9_-]+$/)
  })

  it('a description the compact form cannot carry travels whole, deflated, and arrives unchanged', async () => {
    const sha384 = offerIp.replace(
      /a=fingerprint:sha-256 \S+/,
      `a=fingerprint:sha-384 ${Array.from({ length: 48 }, (_, i) => (i * 5).toString(16).padStart(2, '0').toUpperCase()).join(':')}`,
    )
    const relay = offerIp.replace(
      /(a=candidate:[^\r\n]*\r\n)/,
      '$1a=candidate:9 1 udp 41885439 203.0.113.7 3478 typ relay raddr 192.0.2.2 rport 48738 generation 0\r\n',
    )
    for (const sdp of [sha384, relay]) {
      expect(compactSdp(sdp)).toBeNull()
      const code = await encodeSignal(signal('invite', sdp))
      expect((await decodeSignal(code, 'invite')).sdp).toBe(sdp)
      expect(code.length).toBeLessThan(sdp.length)
    }
  })

  it('reads a code wrapped over lines by a chat, and a link whose fragment is the code', async () => {
    const s = signal('answer', answerIp)
    const code = await encodeSignal(s)
    const wrapped = ` ${code.slice(0, 40)}\n${code.slice(40, 90)}\r\n ${code.slice(90)}  `
    expect((await decodeSignal(wrapped, 'answer')).sdp).toBe((await decodeSignal(code, 'answer')).sdp)
    expect((await decodeSignal(`https://tischbank.example/join#${code}`, 'answer')).invite).toBe(s.invite)
  })

  it('tells the wrong kind of code and a code of another version from a broken one', async () => {
    const invite = await encodeSignal(signal('invite', offerMdns))
    const answer = await encodeSignal(signal('answer', answerMdns))
    expect(await refusal(decodeSignal(invite, 'answer'))).toBe('syncCodeWrongKind')
    expect(await refusal(decodeSignal(answer, 'invite'))).toBe('syncCodeWrongKind')
    expect(await refusal(decodeSignal(`TB2${answer.slice(3)}`, 'answer'))).toBe('syncCodeVersion')
    for (const bad of [
      '',
      'hello',
      'TB1',
      'TB1A',
      'TB1X' + answer.slice(4),
      'tb1a' + answer.slice(4),
      answer.slice(0, -6),
      answer + 'AAAA',
      answer.replace(/.$/, '*'),
    ]) {
      expect(await refusal(decodeSignal(bad, 'answer')), bad).toBe('syncCodeInvalid')
    }
  })

  it('refuses an overlong code and a payload that inflates beyond the bound (a zip bomb) without building it', async () => {
    expect(await refusal(decodeSignal('TB1A' + 'A'.repeat(MAX_CODE_CHARS), 'answer'))).toBe('syncCodeInvalid')
    const bomb = new Uint8Array(4 << 20)
    const stream = new Blob([bomb]).stream().pipeThrough(new CompressionStream('deflate-raw'))
    const packed = new Uint8Array(await new Response(stream).arrayBuffer())
    const payload = new Uint8Array(packed.length + 1)
    payload[0] = 0x81 // full form, deflated
    payload.set(packed, 1)
    const code = `TB1A${toBase64Url(payload)}`
    expect(code.length).toBeLessThan(MAX_CODE_CHARS)
    expect(await refusal(decodeSignal(code, 'answer'))).toBe('syncCodeInvalid')
  })

  it('a full description must look like one: printable lines from v=0 with a data-channel m-line', async () => {
    for (const sdp of [
      'v=0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\na=x:\u0000\r\n',
      'hello\r\nm=application 9\r\n',
      'v=0\r\ns=-\r\n',
    ]) {
      const body = new TextEncoder().encode(sdp)
      const payload = new Uint8Array(1 + INVITE_ID_BYTES + body.length)
      payload[0] = 0x01
      payload.set(body, 1 + INVITE_ID_BYTES)
      expect(await refusal(decodeSignal(`TB1A${toBase64Url(payload)}`, 'answer')), sdp).toBe('syncCodeInvalid')
    }
  })

  it('any damaged code is refused with syncCodeInvalid or decodes to a description with no line of its own', async () => {
    // one deflated (raw addresses) and one stored as is (mDNS): damage hits the inflater and the reader
    const codes = [await encodeSignal(signal('invite', offerIp)), await encodeSignal(signal('invite', offerMdns))]
    expect(codes.map((c) => c.charAt(4))).toEqual(['g', 'A'])
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const allowed =
      /^(v=0|o=- 1 1 IN IP4 0\.0\.0\.0|s=-|t=0 0|a=group:BUNDLE [\w.-]+|m=application 9 UDP\/DTLS\/SCTP webrtc-datachannel|c=IN IP4 0\.0\.0\.0|a=candidate:\d+ 1 (udp|tcp) \d+ [\w.:-]+ \d+ typ host( tcptype \w+)? generation 0|a=ice-(ufrag|pwd):[A-Za-z0-9+/]+|a=fingerprint:sha-256 [0-9A-F:]{95}|a=setup:\w+|a=mid:[\w.-]+|a=sctp-port:\d+|a=max-message-size:\d+)$/
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...codes),
        fc.array(fc.tuple(fc.nat({ max: 140 }), fc.constantFrom(...alphabet)), { minLength: 1, maxLength: 6 }),
        async (code, edits) => {
          const chars = [...code]
          for (const [at, c] of edits) chars[4 + (at % (code.length - 4))] = c
          try {
            const back = await decodeSignal(chars.join(''), 'invite')
            for (const line of back.sdp.split('\r\n').filter(Boolean)) expect(line).toMatch(allowed)
          } catch (e) {
            expect(isRuleError(e) && e.code).toBe('syncCodeInvalid')
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('every compact description round-trips (random ICE credentials, fingerprints and IPv4/IPv6/mDNS candidates)', async () => {
    const iceChars = fc.stringMatching(/^[A-Za-z0-9+/]{4,64}$/)
    const hex = (n: number) => fc.array(fc.integer({ min: 0, max: 255 }), { minLength: n, maxLength: n })
    const address = fc.oneof(
      hex(4).map((b) => b.join('.')),
      fc
        .array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 })
        .map((g) => g.map((x) => x.toString(16)).join(':')),
      fc.uuid().map((u) => `${u}.local`),
    )
    const candidate = fc.record({
      tcp: fc.constantFrom('', 'active', 'passive', 'so'),
      address,
      port: fc.integer({ min: 1, max: 0xffff }),
      priority: fc.integer({ min: 0, max: 0xffffffff }),
    })
    const description = fc.record({
      ufrag: iceChars,
      pwd: iceChars,
      fingerprint: hex(32),
      setup: fc.constantFrom('actpass', 'active', 'passive'),
      mid: fc.stringMatching(/^[A-Za-z0-9_.-]{1,8}$/),
      candidates: fc.array(candidate, { maxLength: 8 }),
      size: fc.option(fc.integer({ min: 1, max: 0xffffffff }), { nil: undefined }),
    })
    await fc.assert(
      fc.asyncProperty(description, fc.constantFrom<SignalKind>('invite', 'answer'), async (d, kind) => {
        const sdp = [
          'v=0',
          'o=- 42 2 IN IP4 127.0.0.1',
          's=-',
          't=0 0',
          `a=group:BUNDLE ${d.mid}`,
          'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
          'c=IN IP4 0.0.0.0',
          ...d.candidates.map(
            (k, i) =>
              `a=candidate:${i} 1 ${k.tcp ? 'tcp' : 'udp'} ${k.priority} ${k.address} ${k.port} typ host${k.tcp ? ` tcptype ${k.tcp}` : ''} generation 0`,
          ),
          `a=ice-ufrag:${d.ufrag}`,
          `a=ice-pwd:${d.pwd}`,
          `a=fingerprint:sha-256 ${d.fingerprint.map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':')}`,
          `a=setup:${d.setup}`,
          `a=mid:${d.mid}`,
          'a=sctp-port:5000',
          ...(d.size ? [`a=max-message-size:${d.size}`] : []),
          '',
        ].join('\r\n')
        const compact = compactSdp(sdp)
        expect(compact).not.toBeNull()
        const back = await decodeSignal(await encodeSignal(signal(kind, sdp)), kind)
        expect(back.sdp).toBe(expandSdp(compact as NonNullable<typeof compact>))
        expect(compactSdp(back.sdp)).toEqual(compact)
      }),
      { numRuns: 200 },
    )
  })
})
