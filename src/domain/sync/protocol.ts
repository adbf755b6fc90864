import { z } from 'zod'
import { RuleError } from '../errors'
import { GAME_TYPES } from '../games/types'
import { accountSchema, configSchema, entrySchema, safeIntSchema, stateSchema, timestampSchema } from '../schemas'
import { CLAIM_REFUSALS, SYNC_BATCH, SYNC_VERSION, type BankMessage, type PeerMessage } from './types'

/**
 * The gate of the table protocol (like restore() for a backup): every message a device receives
 * passes here before anything looks at it. Size, kind and — for a phone's message — unknown
 * fields first (a phone's message has only the fields of its kind: anything else is refused before
 * it is walked), then nesting and prototype keys, then the version, then the zod shape of its
 * kind. Anything else is refused with a RuleError and changes nothing; what passes has exactly the
 * types of types.ts. The walk builds no path per value: a refusal's path is put together only
 * when it is thrown.
 */

/** Largest message accepted (bytes of its JSON text). bank.ts keeps what it sends far below (BATCH_BYTES). */
export const MAX_MESSAGE_BYTES = 1024 * 1024
/** Most values (objects, arrays, strings, numbers …) one parsed message may hold. */
const MAX_NODES = 200_000
/** Deepest nesting accepted (a game's data is a few levels deep). */
const MAX_DEPTH = 64
/** Longest list of sequence numbers (the undone seqs of a hello, a redo stack): one per entry of a very long game. */
export const MAX_SEQS = 100_000
/** Keys that could reach an object's prototype once copied: refused anywhere in a message. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

const invalid = (path: string) => new RuleError('syncMessageInvalid', { path })

const id = z.string().min(1).max(100)
const seqs = z.array(safeIntSchema.positive()).max(MAX_SEQS)

// a phone's messages are strict: a field its kind does not have is refused, not carried along
const requestActionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('pay'),
    from: accountSchema,
    to: accountSchema,
    amount: safeIntSchema.positive(),
    note: z.string().max(200).optional(),
  }),
  z.strictObject({ type: z.literal('salary'), player: accountSchema }),
])

const peerSchemas = {
  hello: z.strictObject({
    t: z.literal('hello'),
    v: z.literal(SYNC_VERSION),
    token: z.string().min(1).max(200),
    device: id,
    key: id.optional(),
    game: id.nullable(),
    lastSeq: safeIntSchema.nonnegative(),
    undone: seqs,
  }),
  claim: z.strictObject({ t: z.literal('claim'), player: accountSchema }),
  request: z.strictObject({ t: z.literal('request'), id, action: requestActionSchema }),
}

/** The fields each kind of phone message may have: checked before anything in the message is walked. */
const peerFields: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries(peerSchemas).map(([t, schema]) => [t, new Set(Object.keys(schema.shape))]),
)

const wireGameSchema = z
  .object({
    id,
    name: z.string().min(1).max(200),
    type: z.enum(GAME_TYPES),
    config: configSchema,
    createdAt: timestampSchema,
    initial: stateSchema,
  })
  .refine((g) => g.config.type === g.type, { path: ['config', 'type'] })
const wireHeadSchema = z.object({
  nextSeq: safeIntSchema.positive(),
  redo: seqs,
  liveActions: safeIntSchema.nonnegative(),
  entryCount: safeIntSchema.nonnegative(),
  state: stateSchema,
})
const paramsSchema = z
  .record(z.string().min(1).max(60), z.union([z.string().max(500), z.number()]))
  .refine((p) => Object.keys(p).length <= 20)

const bankSchemas = {
  welcome: z.object({
    t: z.literal('welcome'),
    v: z.literal(SYNC_VERSION),
    game: wireGameSchema,
    reset: z.boolean(),
    bankName: z.string().max(100),
  }),
  entries: z.object({
    t: z.literal('entries'),
    entries: z.array(entrySchema).max(SYNC_BATCH),
    head: wireHeadSchema.nullable(),
  }),
  decision: z.object({
    t: z.literal('decision'),
    id,
    ok: z.boolean(),
    code: z
      .string()
      .regex(/^[a-zA-Z]{1,60}$/)
      .optional(),
    params: paramsSchema.optional(),
  }),
  bye: z.object({ t: z.literal('bye'), reason: z.enum(['dropped', 'closed']) }),
  claimed: z.object({
    t: z.literal('claimed'),
    player: accountSchema.nullable(),
    refused: z.object({ player: accountSchema, code: z.enum(CLAIM_REFUSALS) }).optional(),
  }),
}

// what passes is of the protocol's types; the peer's messages are exactly them (a field types.ts
// adds and the schemas miss fails the type-check; a game config may carry more fields than GameConfig)
type Parsed<S extends Record<string, z.ZodType>> = z.infer<S[keyof S]>
true satisfies Parsed<typeof peerSchemas> extends PeerMessage
  ? PeerMessage extends Parsed<typeof peerSchemas>
    ? true
    : false
  : false
true satisfies Parsed<typeof bankSchemas> extends BankMessage ? true : false

/** UTF-8 length of a text, measured only where its UTF-16 length does not decide. */
function byteLength(text: string): number {
  if (text.length > MAX_MESSAGE_BYTES || text.length * 3 <= MAX_MESSAGE_BYTES) return text.length
  return new TextEncoder().encode(text).length
}

/** A value on the walk's stack: its parent and its key there, so that a refusal can name its path (built only then). */
interface Frame {
  v: unknown
  depth: number
  parent: Frame | null
  key: string | number
}

/** The dotted path of a frame (keys cut at 60 characters), with `last` after it. */
function pathOf(frame: Frame | null, last?: string): string {
  const keys: string[] = last === undefined ? [] : [last.slice(0, 60)]
  for (let f = frame; f && f.parent; f = f.parent) keys.push(String(f.key).slice(0, 60))
  return keys.reverse().join('.')
}

/** Walks a parsed value without recursion: refuses prototype keys, absurd nesting and size (an object handed over already parsed is bounded too). */
function inspect(root: unknown): void {
  const stack: Frame[] = [{ v: root, depth: 0, parent: null, key: '' }]
  let nodes = 0
  let chars = 0
  while (stack.length) {
    const frame = stack.pop()!
    const v = frame.v
    if (++nodes > MAX_NODES) throw invalid('size')
    if (typeof v === 'string') {
      chars += v.length
      if (chars > MAX_MESSAGE_BYTES) throw invalid('size')
      continue
    }
    if (v === null || typeof v !== 'object') continue
    if (frame.depth > MAX_DEPTH) throw invalid(pathOf(frame) || 'nesting')
    const depth = frame.depth + 1
    if (Array.isArray(v)) {
      if (v.length > MAX_NODES) throw invalid('size')
      for (let i = 0; i < v.length; i++) stack.push({ v: v[i], depth, parent: frame, key: i })
      continue
    }
    for (const k of Object.keys(v)) {
      if (FORBIDDEN_KEYS.has(k)) throw invalid(pathOf(frame, k))
      chars += k.length
      stack.push({ v: (v as Record<string, unknown>)[k], depth, parent: frame, key: k })
    }
  }
  if (chars > MAX_MESSAGE_BYTES) throw invalid('size')
}

/** The message as a checked plain object with a known kind `t`: the JSON text parsed, sizes and keys checked, the version of a first message checked. */
function envelope(
  raw: unknown,
  kinds: readonly string[],
  versioned: string,
  fields?: Readonly<Record<string, ReadonlySet<string>>>,
): Record<string, unknown> {
  let value = raw
  if (typeof raw === 'string') {
    if (byteLength(raw) > MAX_MESSAGE_BYTES) throw invalid('size')
    try {
      value = JSON.parse(raw)
    } catch {
      throw invalid('json')
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    inspect(value)
    throw invalid('')
  }
  const msg = value as Record<string, unknown>
  if (fields) {
    // a field the kind does not have is refused before anything in the message is walked
    const known = typeof msg.t === 'string' && Object.hasOwn(fields, msg.t) ? fields[msg.t] : undefined
    if (known) for (const k of Object.keys(msg)) if (!known.has(k)) throw invalid(k.slice(0, 60))
  }
  inspect(value)
  if (typeof msg.t !== 'string' || !kinds.includes(msg.t)) throw invalid('t')
  if (msg.t === versioned) {
    if (typeof msg.v !== 'number') throw invalid('v')
    if (msg.v !== SYNC_VERSION)
      throw new RuleError('syncVersionUnsupported', { version: String(msg.v).slice(0, 20), supported: SYNC_VERSION })
  }
  return msg
}

function parseWith<S extends Record<string, z.ZodType>>(schemas: S, msg: Record<string, unknown>): z.infer<S[keyof S]> {
  const schema = schemas[msg.t as keyof S]!
  const res = schema.safeParse(msg)
  if (!res.success) {
    const issue = res.error.issues[0]
    throw invalid(issue ? issue.path.map(String).join('.') : '')
  }
  return res.data as z.infer<S[keyof S]>
}

/** The one check of what a phone sends the bank (hello, claim, request): the typed message, or RuleError `syncMessageInvalid` {path} / `syncVersionUnsupported`. */
export function parsePeerMessage(raw: unknown): PeerMessage {
  return parseWith(peerSchemas, envelope(raw, Object.keys(peerSchemas), 'hello', peerFields))
}

/** The one check of what the bank sends a phone (welcome, entries, decision, bye): the typed message, or RuleError `syncMessageInvalid` {path} / `syncVersionUnsupported`. */
export function parseBankMessage(raw: unknown): BankMessage {
  return parseWith(bankSchemas, envelope(raw, Object.keys(bankSchemas), 'welcome'))
}
