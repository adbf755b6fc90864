import { RuleError } from '@/domain/errors'
import {
  compactSdp,
  expandSdp,
  formatIpv6,
  ICE_CHARS,
  invalid,
  MAX_CANDIDATES,
  MDNS,
  MID_CHARS,
  parseIpv4,
  parseIpv6,
  SETUPS,
  TCP_TYPES,
  type Candidate,
  type CompactSdp,
} from './sdpCompact'

export { compactSdp, expandSdp } from './sdpCompact'

/**
 * The invite and answer codes of issue 17: a WebRTC session description (ICE gathered completely,
 * no trickle) as a short text for a QR code or copy-paste, with no server in between.
 *
 * Code = `TB` + format version + kind letter (`I` invite, `A` answer) + base64url payload. The
 * payload's first byte says how the rest is written:
 * - compact: only what a data-channel-only session needs (ICE ufrag/pwd, the DTLS fingerprint,
 *   setup role, mid, SCTP port and message size, the host candidates as binary addresses); the
 *   description is rebuilt from it on the other side. ~100 bytes instead of ~700 characters.
 * - full: the SDP text as it came, for a description the compact form cannot express (another
 *   hash, a relay candidate …), so an unusual browser still connects.
 * Either form is deflated (CompressionStream 'deflate-raw') when that makes it shorter. Decoding is
 * bounded (code length, decompressed length, every field's length and alphabet): a hostile or
 * damaged code is refused with a RuleError, never builds an SDP line of its own.
 */

export type SignalKind = 'invite' | 'answer'

/** What one code carries: the session description, the invite it belongs to and, in an invite, the invite's token. */
export interface Signal {
  kind: SignalKind
  /** The SDP of the offer (invite) or the answer. */
  sdp: string
  /** The invite's id (base64url of INVITE_ID_BYTES random bytes): an answer repeats it, so the bank knows an answer to an older invite at once. Not a secret. */
  invite: string
  /** The invite's secret token (base64url of TOKEN_BYTES random bytes), which the phone's hello shows; empty in an answer. */
  token: string
}

/** The code format version in the prefix; a code of another version is refused as such. */
export const SIGNAL_CODE_VERSION = 1
/** The random bytes of an invite token. */
export const TOKEN_BYTES = 12
/** The random bytes of an invite id. */
export const INVITE_ID_BYTES = 3
/** The longest code decodeSignal reads (characters, whitespace removed). */
export const MAX_CODE_CHARS = 6000
/** The most bytes a payload may inflate to. */
export const MAX_INFLATED_BYTES = 32 * 1024

const TOKEN_CHARS = /^[A-Za-z0-9_-]{16}$/
const INVITE_ID_CHARS = /^[A-Za-z0-9_-]{4}$/
const KIND_LETTER: Record<SignalKind, string> = { invite: 'I', answer: 'A' }
const FORM_COMPACT = 0
const FORM_FULL = 1
const FLAG_DEFLATED = 0x80

// ---- bytes ----

class Writer {
  private readonly bytes: number[] = []
  u8(v: number): void {
    this.bytes.push(v & 0xff)
  }
  u16(v: number): void {
    this.bytes.push((v >> 8) & 0xff, v & 0xff)
  }
  u32(v: number): void {
    this.bytes.push((v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff)
  }
  raw(b: ArrayLike<number>): void {
    for (let i = 0; i < b.length; i++) this.bytes.push(b[i] as number)
  }
  /** A short ASCII string with its length in one byte. */
  str(s: string): void {
    this.u8(s.length)
    for (let i = 0; i < s.length; i++) this.bytes.push(s.charCodeAt(i))
  }
  done(): Uint8Array {
    return Uint8Array.from(this.bytes)
  }
}

/** Reads a payload; every read past the end is a refused code. */
class Reader {
  private at = 0
  constructor(private readonly b: Uint8Array) {}
  get rest(): number {
    return this.b.length - this.at
  }
  take(n: number): Uint8Array {
    if (n > this.rest) throw invalid()
    const out = this.b.subarray(this.at, this.at + n)
    this.at += n
    return out
  }
  u8(): number {
    return this.take(1)[0] as number
  }
  u16(): number {
    const b = this.take(2)
    return ((b[0] as number) << 8) | (b[1] as number)
  }
  u32(): number {
    const b = this.take(4)
    return (
      ((b[0] as number) * 0x1000000 + (((b[1] as number) << 16) | ((b[2] as number) << 8) | (b[3] as number))) >>> 0
    )
  }
  /** A short string that must match `alphabet` (so no value can carry a line break or another SDP line). */
  str(alphabet: RegExp): string {
    const s = String.fromCharCode(...this.take(this.u8()))
    if (!alphabet.test(s)) throw invalid()
    return s
  }
}

function writeCompact(w: Writer, c: CompactSdp): void {
  w.u8(SETUPS.indexOf(c.setup))
  w.str(c.ufrag)
  w.str(c.pwd)
  w.raw(c.fingerprint)
  w.str(c.mid)
  w.u16(c.sctpPort)
  w.u32(c.maxMessageSize)
  w.u8(c.candidates.length)
  for (const k of c.candidates) {
    const mdns = MDNS.exec(k.address)
    const v4 = parseIpv4(k.address)
    const addrType = mdns ? 2 : v4 ? 0 : 1
    w.u8(addrType | (k.tcp ? 4 : 0) | (TCP_TYPES.indexOf(k.tcpType) << 3))
    w.u16(k.port)
    w.u32(k.priority)
    if (mdns) w.raw(hexBytes(mdns.slice(1).join('')))
    else w.raw(v4 ?? (parseIpv6(k.address) as number[]))
  }
}

function readCompact(r: Reader): CompactSdp {
  const setup = SETUPS[r.u8()]
  if (!setup) throw invalid()
  const ufrag = r.str(ICE_CHARS)
  const pwd = r.str(ICE_CHARS)
  const fingerprint = Uint8Array.from(r.take(32))
  const mid = r.str(MID_CHARS)
  const sctpPort = r.u16()
  const maxMessageSize = r.u32()
  const count = r.u8()
  if (sctpPort === 0 || count > MAX_CANDIDATES) throw invalid()
  const candidates: Candidate[] = []
  for (let i = 0; i < count; i++) {
    const flags = r.u8()
    const addrType = flags & 3
    const tcp = (flags & 4) !== 0
    const tcpType = TCP_TYPES[(flags >> 3) & 3] as Candidate['tcpType']
    if (flags >> 5 !== 0 || addrType === 3 || tcp !== (tcpType !== '')) throw invalid()
    const port = r.u16()
    const priority = r.u32()
    if (port === 0) throw invalid()
    let address: string
    if (addrType === 0) address = [...r.take(4)].join('.')
    else if (addrType === 1) address = formatIpv6(r.take(16))
    else {
      const h = [...r.take(16)].map((b) => b.toString(16).padStart(2, '0')).join('')
      address = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.local`
    }
    candidates.push({ tcp, tcpType, address, port, priority })
  }
  return { setup, ufrag, pwd, fingerprint, mid, sctpPort, maxMessageSize, candidates }
}

function hexBytes(hex: string): number[] {
  const out: number[] = []
  for (let i = 0; i < hex.length; i += 2) out.push(parseInt(hex.slice(i, i + 2), 16))
  return out
}

// ---- base64url, deflate ----

/** base64url without padding. */
export function toBase64Url(b: Uint8Array): string {
  let s = ''
  for (let i = 0; i < b.length; i++) s += String.fromCharCode(b[i] as number)
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The bytes of a base64url text (no padding); null when it is not base64url. */
export function fromBase64Url(s: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(s) || s.length % 4 === 1) return null
  try {
    const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4))
    return Uint8Array.from(bin, (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

async function pipeBytes(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
  limit: number,
): Promise<Uint8Array> {
  const writer = stream.writable.getWriter()
  // errors surface on the read side; the write promises must not be left unhandled
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {})
  writer.close().catch(() => {})
  const reader = stream.readable.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.length
    if (total > limit) {
      await reader.cancel().catch(() => {})
      throw invalid()
    }
    chunks.push(value)
  }
  const out = new Uint8Array(total)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.length
  }
  return out
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array | null> {
  if (typeof CompressionStream === 'undefined') return null
  return pipeBytes(bytes, new CompressionStream('deflate-raw'), Number.MAX_SAFE_INTEGER)
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  if (typeof DecompressionStream === 'undefined') throw new RuleError('syncUnsupported')
  try {
    return await pipeBytes(bytes, new DecompressionStream('deflate-raw'), MAX_INFLATED_BYTES)
  } catch {
    throw invalid()
  }
}

// ---- codes ----

/** A code: `TB`, its format version, its kind letter, the base64url payload. */
const CODE_SHAPE = /^TB(\d{1,3})([A-Z])([A-Za-z0-9_-]+)$/

/** The code inside a pasted or scanned text: whitespace removed (a code wrapped by a chat), and of a link only its fragment (`…/join#TB1I…`). */
function codeText(text: string): string {
  const bare = text.replace(/\s+/g, '')
  return bare.slice(bare.lastIndexOf('#') + 1)
}

/** Whether a scanned text has the shape of a Tischbank code (any version or kind; decodeSignal tells which): a scanner ignores every other QR code in view. */
export function looksLikeSignalCode(text: string): boolean {
  const code = codeText(text)
  return code.length >= 20 && code.length <= MAX_CODE_CHARS && CODE_SHAPE.test(code)
}

/** The code of an invite (offer + token) or an answer: the shortest of its forms. */
export async function encodeSignal(signal: Signal): Promise<string> {
  const compact = compactSdp(signal.sdp)
  const w = new Writer()
  const invite = fromBase64Url(signal.invite)
  if (!INVITE_ID_CHARS.test(signal.invite) || !invite)
    throw new RangeError('a signal needs an invite id of INVITE_ID_BYTES bytes')
  w.raw(invite)
  if (signal.kind === 'invite') {
    const token = fromBase64Url(signal.token)
    if (!TOKEN_CHARS.test(signal.token) || !token)
      throw new RangeError('an invite needs a token of TOKEN_BYTES random bytes')
    w.raw(token)
  }
  if (compact) writeCompact(w, compact)
  else w.raw(new TextEncoder().encode(signal.sdp))
  const body = w.done()
  const packed = await deflate(body)
  const useDeflate = packed !== null && packed.length < body.length
  const payload = new Uint8Array(1 + (useDeflate ? packed.length : body.length))
  payload[0] = (compact ? FORM_COMPACT : FORM_FULL) | (useDeflate ? FLAG_DEFLATED : 0)
  payload.set(useDeflate ? packed : body, 1)
  return `TB${SIGNAL_CODE_VERSION}${KIND_LETTER[signal.kind]}${toBase64Url(payload)}`
}

/**
 * The signal of a scanned or pasted code. Whitespace (a code wrapped in a chat) is ignored and a
 * link whose fragment is the code (`…/join#TB1I…`) is read as that code. Refuses with RuleError
 * 'syncCodeWrongKind' (an answer where an invite belongs, or the reverse), 'syncCodeVersion'
 * (another app version's code) or 'syncCodeInvalid' (anything else).
 */
export async function decodeSignal(code: string, expected: SignalKind): Promise<Signal> {
  if (typeof code !== 'string' || code.length > MAX_CODE_CHARS * 2) throw invalid()
  const text = codeText(code)
  if (text.length > MAX_CODE_CHARS) throw invalid()
  const m = CODE_SHAPE.exec(text)
  if (!m) throw invalid()
  if (Number(m[1]) !== SIGNAL_CODE_VERSION) throw new RuleError('syncCodeVersion')
  const kind = (Object.keys(KIND_LETTER) as SignalKind[]).find((k) => KIND_LETTER[k] === m[2])
  if (!kind) throw invalid()
  if (kind !== expected) throw new RuleError('syncCodeWrongKind')
  const payload = fromBase64Url(m[3] as string)
  if (!payload || payload.length < 2) throw invalid()
  const head = payload[0] as number
  const form = head & ~FLAG_DEFLATED
  if (form !== FORM_COMPACT && form !== FORM_FULL) throw invalid()
  const body = head & FLAG_DEFLATED ? await inflate(payload.subarray(1)) : payload.subarray(1)
  const r = new Reader(body)
  const invite = toBase64Url(r.take(INVITE_ID_BYTES))
  const token = kind === 'invite' ? toBase64Url(r.take(TOKEN_BYTES)) : ''
  let sdp: string
  if (form === FORM_COMPACT) {
    sdp = expandSdp(readCompact(r))
    if (r.rest !== 0) throw invalid()
  } else {
    sdp = new TextDecoder().decode(r.take(r.rest))
    // a full description as a browser writes it: printable ASCII lines, starting with v=0
    if (!sdp.startsWith('v=0\r\n') || !/^[\x20-\x7e\r\n]*$/.test(sdp) || !/\r\nm=application /.test(sdp))
      throw invalid()
  }
  return { kind, sdp, invite, token }
}

/** `bytes` random bytes as base64url: an invite's token (TOKEN_BYTES) or id (INVITE_ID_BYTES). */
export function randomId(bytes: number): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)))
}
