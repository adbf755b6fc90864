import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isRuleError } from '@/domain/errors'
import { loadModule } from '@/domain/games'
import type { AnyGameModule } from '@/domain/games/contract'
import type { Json } from '@/domain/ledger/types'
import { catchUp, liveMessage, wireHead } from '@/domain/sync/bank'
import { MAX_MESSAGE_BYTES, MAX_SEQS, parseBankMessage, parsePeerMessage } from '@/domain/sync/protocol'
import { SYNC_BATCH, type BankMessage, type PeerMessage } from '@/domain/sync/types'
import { PROPERTY_PLAYERS, PROPERTY_SPACES, propertyAction } from '../../db/backends/propertyActions'
import { expectRuleError } from '../../helpers/ruleError'
import { bankGame } from './sim'

const dkt: AnyGameModule = await loadModule('dkt')
const config = dkt.parseConfig({ players: PROPERTY_PLAYERS.map((name) => ({ id: name, name })) })

/** A DKT evening with buildings, mortgages and an undo: every kind of bank message it produces. */
function makeBankMessages(): BankMessage[] {
  const bank = bankGame(dkt, config)
  for (const a of fc.sample(propertyAction(PROPERTY_SPACES.dkt), { numRuns: 60, seed: 3 })) {
    try {
      bank.ledger.append(dkt.plan(bank.ledger.state, a, config))
    } catch {
      /* refused by the rules: not an entry */
    }
  }
  const undone = bank.ledger.undo()
  const hello: PeerMessage = { t: 'hello', v: 1, token: 't', device: 'd', game: null, lastSeq: 0, undone: [] }
  return [
    ...catchUp(hello, {
      game: bank.game,
      head: bank.ledger.head,
      entries: bank.ledger.entries,
      bankName: 'Bank tablet',
    }),
    liveMessage(undone, bank.ledger.head),
    { t: 'decision', id: 'r1', ok: true },
    {
      t: 'decision',
      id: 'r2',
      ok: false,
      code: 'insufficientFunds',
      params: { account: 'Anna', shortfall: 20, balance: 10, amount: 30 },
    },
    { t: 'decision', id: 'r3', ok: false, code: 'declined' },
    { t: 'bye', reason: 'dropped' },
    { t: 'bye', reason: 'closed' },
  ]
}

const sample = makeBankMessages()
const bankMessages = () => structuredClone(sample)

const peerMessages: PeerMessage[] = [
  { t: 'hello', v: 1, token: 'Zm9v', device: 'phone-7', game: null, lastSeq: 0, undone: [] },
  { t: 'hello', v: 1, token: 'Zm9v', device: 'phone-7', game: 'g-1', lastSeq: 120, undone: [4, 9, 77] },
  { t: 'claim', player: 'Anna' },
  { t: 'request', id: 'q1', action: { type: 'pay', from: 'Anna', to: 'bank', amount: 200 } },
  { t: 'request', id: 'q2', action: { type: 'pay', from: 'Anna', to: 'Ben', amount: 60, note: 'Miete' } },
  { t: 'request', id: 'q3', action: { type: 'salary', player: 'Anna' } },
]

describe('the table protocol’s gate', () => {
  it('passes every message the bank and the phones send, as JSON text and as a parsed value, unchanged', () => {
    const msgs = bankMessages()
    expect(new Set(msgs.map((m) => m.t))).toEqual(new Set(['welcome', 'entries', 'decision', 'bye']))
    for (const m of msgs) {
      expect(parseBankMessage(JSON.stringify(m))).toEqual(JSON.parse(JSON.stringify(m)))
      expect(parseBankMessage(JSON.parse(JSON.stringify(m)))).toEqual(JSON.parse(JSON.stringify(m)))
    }
    for (const m of peerMessages) expect(parsePeerMessage(JSON.stringify(m))).toEqual(m)
  })

  it('every message the bank builds fits one data-channel message (256 KiB), a batch at most SYNC_BATCH entries', () => {
    for (const m of bankMessages()) {
      expect(new TextEncoder().encode(JSON.stringify(m)).length).toBeLessThan(256 * 1024)
      if (m.t === 'entries') expect(m.entries.length).toBeLessThanOrEqual(SYNC_BATCH)
    }
  })

  it('refuses hostile and broken messages with the path of what is wrong', () => {
    const [welcome, entries] = bankMessages() as [
      Extract<BankMessage, { t: 'welcome' }>,
      Extract<BankMessage, { t: 'entries' }>,
    ]
    const hello = peerMessages[1] as Extract<PeerMessage, { t: 'hello' }>
    const e0 = entries.entries[0]!
    const withEntry = (patch: Record<string, unknown>) => ({ ...entries, entries: [{ ...e0, ...patch }] })
    const bank: [unknown, string][] = [
      ['{"t":"entries","entries":[],"head":null,"__proto__":{"isAdmin":true}}', '__proto__'],
      [
        { ...entries, entries: [{ ...e0, info: JSON.parse('{"constructor":{"prototype":1}}') }] },
        'entries.0.info.constructor',
      ],
      [withEntry({ seq: 0 }), 'entries.0.seq'],
      [withEntry({ seq: 2 ** 53 }), 'entries.0.seq'],
      [withEntry({ postings: [{ account: 'Anna', amount: 1.5 }] }), 'entries.0.postings.0.amount'],
      [withEntry({ postings: [{ account: '', amount: 1 }] }), 'entries.0.postings.0.account'],
      [withEntry({ isUndone: 'yes' }), 'entries.0.isUndone'],
      [withEntry({ ts: -1 }), 'entries.0.ts'],
      [{ ...entries, entries: Array.from({ length: SYNC_BATCH + 1 }, () => e0) }, 'entries'],
      [{ ...entries, head: { ...wireHead({ ...entries.head!, redo: [] }), nextSeq: -3 } }, 'head.nextSeq'],
      [{ ...welcome, game: { ...welcome.game, type: 'gmbh' } }, 'game.config.type'],
      [{ ...welcome, game: { ...welcome.game, type: 'chess' } }, 'game.type'],
      [{ ...welcome, v: '1' }, 'v'],
      [
        { ...welcome, game: { ...welcome.game, initial: { balances: { Anna: Infinity }, data: null } } },
        'game.initial.balances.Anna',
      ],
      [{ t: 'decision', id: 'x', ok: false, code: 'drop table' }, 'code'],
      [
        {
          t: 'decision',
          id: 'x',
          ok: false,
          params: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, i])),
        },
        'params',
      ],
      [{ t: 'bye', reason: 'bored' }, 'reason'],
      [hello, 't'],
      [{ t: 'toString' }, 't'],
      [{}, 't'],
      [null, ''],
      [[entries], ''],
      [42, ''],
      ['{"t":"bye",', 'json'],
      ['x'.repeat(MAX_MESSAGE_BYTES + 1), 'size'],
      [JSON.stringify({ t: 'bye', reason: 'closed', pad: 'ä'.repeat(MAX_MESSAGE_BYTES / 2 + 1) }), 'size'],
      [{ t: 'bye', reason: 'closed', pad: 'x'.repeat(MAX_MESSAGE_BYTES + 1) }, 'size'],
      [{ t: 'bye', reason: 'closed', pad: new Array(300_000).fill(0) }, 'size'],
      [{ t: 'bye', reason: 'closed', pad: JSON.parse('['.repeat(100) + ']'.repeat(100)) }, 'pad' + '.0'.repeat(64)],
    ]
    for (const [raw, path] of bank) expectRuleError(() => parseBankMessage(raw), 'syncMessageInvalid', { path })
    const peer: [unknown, string][] = [
      [{ ...hello, token: '' }, 'token'],
      [{ ...hello, lastSeq: -1 }, 'lastSeq'],
      [{ ...hello, undone: [0] }, 'undone.0'],
      [{ ...hello, undone: new Array(MAX_SEQS + 1).fill(1) }, 'undone'],
      [{ ...hello, game: 7 }, 'game'],
      [{ t: 'request', id: 'q', action: { type: 'pay', from: 'Anna', to: 'Ben', amount: -5 } }, 'action.amount'],
      [
        { t: 'request', id: 'q', action: { type: 'pay', from: 'Anna', to: 'Ben', amount: 5, note: 'n'.repeat(201) } },
        'action.note',
      ],
      [{ t: 'request', id: 'q', action: { type: 'buy', player: 'Anna', property: 3 } }, 'action.type'],
      [{ t: 'claim', player: {} }, 'player'],
      [welcome, 't'],
    ]
    for (const [raw, path] of peer) expectRuleError(() => parsePeerMessage(raw), 'syncMessageInvalid', { path })
  })

  it('refuses a field a phone message does not have, before it walks the message (issue 38: no stall on a 0.9 MB or deeply nested extra)', () => {
    const nested = Array.from({ length: 3000 }, () => JSON.parse('['.repeat(60) + ']'.repeat(60)) as unknown)
    const big = 'x'.repeat(900_000)
    const refused: [unknown, string][] = [
      [{ t: 'claim', player: 'Anna', pad: big }, 'pad'],
      [JSON.stringify({ t: 'claim', player: 'Anna', pad: nested }), 'pad'],
      [{ t: 'claim', pad: nested, player: 'Anna' }, 'pad'],
      [{ t: 'request', id: 'q', action: { type: 'salary', player: 'Anna', extra: nested } }, 'action'],
      [{ t: 'request', id: 'q', action: { type: 'pay', from: 'Anna', to: 'Ben', amount: 5, extra: 1 } }, 'action'],
      [{ ...peerMessages[0]!, extra: true }, 'extra'],
    ]
    for (const [raw, path] of refused) expectRuleError(() => parsePeerMessage(raw), 'syncMessageInvalid', { path })
    // the known fields still pass, the optional ones too
    expect(parsePeerMessage({ t: 'claim', player: 'Anna' })).toEqual({ t: 'claim', player: 'Anna' })
    expect(parsePeerMessage({ ...peerMessages[0]!, key: 'k' })).toMatchObject({ t: 'hello', key: 'k' })
  })

  it('names the version of a first message it cannot speak', () => {
    const hello = peerMessages[0]!
    expectRuleError(() => parsePeerMessage({ ...hello, v: 2 }), 'syncVersionUnsupported', {
      version: '2',
      supported: 1,
    })
    const [welcome] = bankMessages()
    expectRuleError(() => parseBankMessage({ ...welcome, v: 0 }), 'syncVersionUnsupported', {
      version: '0',
      supported: 1,
    })
    expectRuleError(() => parsePeerMessage({ ...hello, v: undefined }), 'syncMessageInvalid', { path: 'v' })
  })

  it('never throws anything but its RuleError on arbitrary input (fast-check)', () => {
    const valid = [...bankMessages().slice(0, 3), ...peerMessages] as unknown as Json[]
    const outcome = (f: () => unknown) => {
      try {
        f()
        return 'ok'
      } catch (e) {
        expect(isRuleError(e), String(e)).toBe(true)
        expect(['syncMessageInvalid', 'syncVersionUnsupported']).toContain((e as { code: string }).code)
        return 'refused'
      }
    }
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything({
            withNullPrototype: true,
            withMap: true,
            withSet: true,
            withBigInt: true,
            withDate: true,
            withTypedArray: true,
            withSparseArray: true,
          }),
          fc.json(),
          fc.string(),
        ),
        (raw) => {
          outcome(() => parseBankMessage(raw))
          outcome(() => parsePeerMessage(raw))
        },
      ),
      { numRuns: 600 },
    )
    // a valid message with one value replaced anywhere: accepted (then re-parsed unchanged) or refused, never more
    const paths = (v: Json, at: string[] = []): string[][] =>
      v !== null && typeof v === 'object'
        ? Object.entries(v).flatMap(([k, x]) => [[...at, k], ...paths(x as Json, [...at, k])])
        : []
    let refused = 0
    fc.assert(
      fc.property(fc.nat(valid.length - 1), fc.nat(), fc.jsonValue(), (i, j, value) => {
        const msg = structuredClone(valid[i]!)
        const all = paths(msg)
        const path = all[j % all.length]!
        let at = msg as Record<string, Json>
        for (const k of path.slice(0, -1)) at = at[k] as Record<string, Json>
        at[path[path.length - 1]!] = value as Json
        const text = JSON.stringify(msg)
        for (const parse of [parseBankMessage, parsePeerMessage]) {
          if (outcome(() => parse(text)) === 'ok') expect(parse(JSON.stringify(parse(text)))).toEqual(parse(text))
          else refused++
        }
      }),
      { numRuns: 400 },
    )
    expect(refused).toBeGreaterThan(400)
  })
})
