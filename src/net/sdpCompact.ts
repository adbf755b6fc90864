import { RuleError } from '@/domain/errors'

/**
 * A data-channel-only session description reduced to what rebuilds it (signalCode.ts writes it in
 * binary): ICE ufrag/pwd, the DTLS fingerprint, setup role, mid, SCTP port and message size, the
 * host candidates. Every value is checked when it is read; anything else is not carried.
 */

/** The most host candidates a code carries. */
export const MAX_CANDIDATES = 32

export const SETUPS = ['actpass', 'active', 'passive'] as const
export const TCP_TYPES = ['', 'active', 'passive', 'so'] as const
export const ICE_CHARS = /^[A-Za-z0-9+/]{4,256}$/
export const MID_CHARS = /^[A-Za-z0-9\-_.]{1,32}$/
export const MDNS = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

export interface Candidate {
  tcp: boolean
  tcpType: (typeof TCP_TYPES)[number]
  address: string
  port: number
  priority: number
}

/** A data-channel session description reduced to what rebuilds it. */
export interface CompactSdp {
  setup: (typeof SETUPS)[number]
  ufrag: string
  pwd: string
  fingerprint: Uint8Array
  mid: string
  sctpPort: number
  maxMessageSize: number
  candidates: Candidate[]
}

export const invalid = (): RuleError => new RuleError('syncCodeInvalid')

// ---- SDP ⇄ compact ----

/** Lines a data-channel session may have that the rebuilt description leaves out (they carry nothing the peer needs). */
const DROPPED =
  /^(o=|s=|t=|c=|b=|a=group:BUNDLE |a=extmap-allow-mixed$|a=msid-semantic|a=ice-options:|a=end-of-candidates$|a=sendrecv$|a=ice-lite$)/

/** The compact form of `sdp`, or null when it has anything the compact form cannot carry (then the full SDP travels). */
export function compactSdp(sdp: string): CompactSdp | null {
  const lines = sdp.split(/\r?\n/).filter((l) => l !== '')
  if (lines[0] !== 'v=0') return null
  let media = 0
  const found: Partial<CompactSdp> & { candidates: Candidate[] } = { candidates: [] }
  for (const line of lines.slice(1)) {
    let m: RegExpExecArray | null
    if (line.startsWith('m=')) {
      if (++media > 1 || !/^m=application \d+ UDP\/DTLS\/SCTP webrtc-datachannel$/.test(line)) return null
    } else if (
      (m =
        /^a=candidate:\S+ 1 (udp|tcp) (\d+) (\S+) (\d+) typ host(?: tcptype (active|passive|so))?(?: generation \d+)?(?: ufrag \S+)?(?: network-id \d+)?(?: network-cost \d+)?$/i.exec(
          line,
        ))
    ) {
      const address = canonicalAddress(m[3] as string)
      if (address === null) return null
      const priority = Number(m[2])
      const port = Number(m[4])
      if (priority > 0xffffffff || port < 1 || port > 0xffff) return null
      const tcp = (m[1] as string).toLowerCase() === 'tcp'
      if (tcp !== (m[5] !== undefined)) return null
      found.candidates.push({ tcp, tcpType: (m[5] ?? '') as Candidate['tcpType'], address, port, priority })
    } else if ((m = /^a=ice-ufrag:(\S+)$/.exec(line))) {
      found.ufrag = m[1]
    } else if ((m = /^a=ice-pwd:(\S+)$/.exec(line))) {
      found.pwd = m[1]
    } else if ((m = /^a=fingerprint:sha-256 ((?:[0-9A-Fa-f]{2}:){31}[0-9A-Fa-f]{2})$/.exec(line))) {
      found.fingerprint = Uint8Array.from((m[1] as string).split(':'), (h) => parseInt(h, 16))
    } else if ((m = /^a=setup:(actpass|active|passive)$/.exec(line))) {
      found.setup = m[1] as CompactSdp['setup']
    } else if ((m = /^a=mid:(\S+)$/.exec(line))) {
      found.mid = m[1]
    } else if ((m = /^a=sctp-port:(\d+)$/.exec(line))) {
      found.sctpPort = Number(m[1])
    } else if ((m = /^a=max-message-size:(\d+)$/.exec(line))) {
      found.maxMessageSize = Number(m[1])
    } else if (!DROPPED.test(line)) {
      return null
    }
  }
  const { setup, ufrag, pwd, fingerprint, mid, sctpPort, candidates } = found
  const maxMessageSize = found.maxMessageSize ?? 0
  if (media !== 1 || !setup || !ufrag || !pwd || !fingerprint || !mid || !sctpPort) return null
  if (!ICE_CHARS.test(ufrag) || !ICE_CHARS.test(pwd) || !MID_CHARS.test(mid)) return null
  if (sctpPort > 0xffff || maxMessageSize > 0xffffffff || candidates.length > MAX_CANDIDATES) return null
  return { setup, ufrag, pwd, fingerprint, mid, sctpPort, maxMessageSize, candidates }
}

/** The session description rebuilt from its compact form (every value checked when it was read). */
export function expandSdp(c: CompactSdp): string {
  const hex = [...c.fingerprint].map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(':')
  const lines = [
    'v=0',
    'o=- 1 1 IN IP4 0.0.0.0',
    's=-',
    't=0 0',
    `a=group:BUNDLE ${c.mid}`,
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    ...c.candidates.map(
      (k, i) =>
        `a=candidate:${i + 1} 1 ${k.tcp ? 'tcp' : 'udp'} ${k.priority} ${k.address} ${k.port} typ host${k.tcp ? ` tcptype ${k.tcpType}` : ''} generation 0`,
    ),
    `a=ice-ufrag:${c.ufrag}`,
    `a=ice-pwd:${c.pwd}`,
    `a=fingerprint:sha-256 ${hex}`,
    `a=setup:${c.setup}`,
    `a=mid:${c.mid}`,
    `a=sctp-port:${c.sctpPort}`,
    ...(c.maxMessageSize ? [`a=max-message-size:${c.maxMessageSize}`] : []),
  ]
  return lines.join('\r\n') + '\r\n'
}

/** The address as the compact form rebuilds it (IPv4 without leading zeros, IPv6 per RFC 5952, mDNS as is), or null when it has none of these forms. */
function canonicalAddress(a: string): string | null {
  if (MDNS.test(a)) return a
  const v4 = parseIpv4(a)
  if (v4) return v4.join('.')
  if (IPV4.test(a)) return null
  const v6 = parseIpv6(a)
  return v6 ? formatIpv6(Uint8Array.from(v6)) : null
}

export function parseIpv4(a: string): number[] | null {
  const m = IPV4.exec(a)
  if (!m) return null
  const parts = m.slice(1).map(Number)
  return parts.every((p) => p <= 255) ? parts : null
}

/** The 16 bytes of an IPv6 address (no zone, no embedded IPv4), or null. */
export function parseIpv6(a: string): number[] | null {
  if (!/^[0-9a-fA-F:]{2,39}$/.test(a)) return null
  const halves = a.split('::')
  if (halves.length > 2) return null
  const groups = (s: string): string[] => (s === '' ? [] : s.split(':'))
  const head = groups(halves[0] as string)
  const tail = halves.length === 2 ? groups(halves[1] as string) : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (all.some((g) => g.length < 1 || g.length > 4)) return null
  return all.flatMap((g) => {
    const v = parseInt(g, 16)
    return [v >> 8, v & 0xff]
  })
}

export function formatIpv6(b: Uint8Array): string {
  const groups: number[] = []
  for (let i = 0; i < 16; i += 2) groups.push(((b[i] as number) << 8) | (b[i + 1] as number))
  // the longest run of ≥ 2 zero groups becomes '::' (RFC 5952)
  let best = -1
  let bestLen = 1
  for (let i = 0; i < 8;) {
    let j = i
    while (j < 8 && groups[j] === 0) j++
    if (j - i > bestLen) {
      best = i
      bestLen = j - i
    }
    i = j === i ? i + 1 : j
  }
  const hex = groups.map((g) => g.toString(16))
  if (best < 0) return hex.join(':')
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLen).join(':')}`
}
