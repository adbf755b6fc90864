import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { loadModule } from '@/domain/games'
import type { AnyGameModule } from '@/domain/games/contract'
import type { FreePlayAction } from '@/domain/games/freePlay/pack'
import { startHead } from '@/domain/ledger/cursor'
import { catchUp, liveMessage, wireEntry, wireHead } from '@/domain/sync/bank'
import { applyEntries } from '@/domain/sync/replica'
import { parseBankMessage } from '@/domain/sync/protocol'
import type { EntriesMessage } from '@/domain/sync/types'
import { demoBoard } from '@/domain/games/discretion/board'
import type { DiscretionData } from '@/domain/games/discretion/types'
import type { Json, LedgerState } from '@/domain/ledger/types'
import {
  DISCRETION_PLAYERS,
  discretionAction,
  resolveDiscretion,
  type DiscretionRaw,
} from '../../db/backends/discretionActions'
import { PROPERTY_PLAYERS, PROPERTY_SPACES, propertyAction } from '../../db/backends/propertyActions'
import { MemPhone, bankGame, expectSameAsBank, playTable, tableOps } from './sim'

const freePlay: AnyGameModule = await loadModule('freePlay')
/** A free-play action where the type-erased module takes `{ type: string }`. */
const fpAct = (a: FreePlayAction): { type: string } => a
const dkt: AnyGameModule = await loadModule('dkt')
const discretion: AnyGameModule = await loadModule('discretion')
const fpConfig = freePlay.parseConfig({
  players: ['Anna', 'Ben', 'Cem'].map((name) => ({ id: name, name })),
  options: { salary: 200, startingCapital: 1500 },
})
const dktConfig = dkt.parseConfig({ players: PROPERTY_PLAYERS.map((name) => ({ id: name, name })) })
const discretionConfig = discretion.parseConfig({
  players: DISCRETION_PLAYERS.map((id) => ({ id, name: id.toUpperCase() })),
  options: { board: demoBoard },
})

const account = fc.constantFrom('bank', 'Anna', 'Ben', 'Cem')
const fpAction = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('pay'),
      from: account,
      to: account,
      amount: fc.integer({ min: 1, max: 400 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('salary'), player: fc.constantFrom('Anna', 'Ben', 'Cem') }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('leave'), player: fc.constantFrom('Anna', 'Ben', 'Cem') }) },
)

/** A free-play bank with a few actions, and a phone caught up with it. */
function table(actions = 6) {
  const bank = bankGame(freePlay, fpConfig)
  for (let i = 0; i < actions; i++)
    bank.ledger.append(
      freePlay.plan(bank.ledger.state, fpAct({ type: 'pay', from: 'Anna', to: 'Ben', amount: 10 + i }), fpConfig),
    )
  const phone = new MemPhone(freePlay, fpConfig, bank.initial)
  phone.connect(bank)
  return { bank, phone }
}

describe('the phone follows the bank live', () => {
  it('takes each action, undo and redo as the bank took it, and the head stays the bank’s', () => {
    const { bank, phone } = table()
    expectSameAsBank(phone, bank.ledger)
    const live = (entry: ReturnType<typeof bank.ledger.undo>) => phone.receive(liveMessage(entry, bank.ledger.head))
    expect(
      live(bank.ledger.append(freePlay.plan(bank.ledger.state, fpAct({ type: 'salary', player: 'Cem' }), fpConfig))),
    ).toMatchObject({ kind: 'applied', synced: true })
    expect(phone.head.state.balances.Cem).toBe(1700)
    expect(live(bank.ledger.undo())).toMatchObject({
      kind: 'applied',
      synced: true,
      added: [],
      flipped: [{ seq: 10, isUndone: true }],
    })
    expect(live(bank.ledger.undo())).toMatchObject({ kind: 'applied', flipped: [{ seq: 9, isUndone: true }] })
    expect(phone.head.redo).toEqual([10, 9])
    expect(live(bank.ledger.redo())).toMatchObject({ kind: 'applied', flipped: [{ seq: 9, isUndone: false }] })
    expectSameAsBank(phone, bank.ledger)
    // undoing twice in a row needed the copy's next newest live entry, which one lookup gives
    expect(phone.replays).toBe(0)
  })

  it('ignores a message it already took (same seqs, same flags), head and all', () => {
    const { bank, phone } = table()
    const msg = liveMessage(
      bank.ledger.append(freePlay.plan(bank.ledger.state, fpAct({ type: 'salary', player: 'Ben' }), fpConfig)),
      bank.ledger.head,
    )
    expect(phone.receive(msg)).toMatchObject({ kind: 'applied', added: [{ seq: 10 }] })
    const before = structuredClone(phone.head)
    expect(phone.receive(msg)).toEqual({ kind: 'applied', head: before, added: [], flipped: [], synced: false })
    // after the bank moved on too: the old message's head is not the bank's now, and is not looked at
    expect(
      phone.receive(
        liveMessage(
          bank.ledger.append(freePlay.plan(bank.ledger.state, fpAct({ type: 'salary', player: 'Anna' }), fpConfig)),
          bank.ledger.head,
        ),
      ),
    ).toMatchObject({ kind: 'applied', synced: true })
    const after = structuredClone(phone.head)
    expect(phone.receive(msg)).toEqual({ kind: 'applied', head: after, added: [], flipped: [], synced: false })
    expectSameAsBank(phone, bank.ledger)
  })

  it('asks for a resync on a gap, entries out of order, an entry that differs, and a head that differs — changing nothing', () => {
    const { bank, phone } = table()
    const a = bank.ledger.append(freePlay.plan(bank.ledger.state, fpAct({ type: 'salary', player: 'Ben' }), fpConfig))
    const b = bank.ledger.append(freePlay.plan(bank.ledger.state, fpAct({ type: 'salary', player: 'Cem' }), fpConfig))
    const head = wireHead(bank.ledger.head)
    const before = structuredClone(phone.head)
    const cases: [EntriesMessage, string][] = [
      [{ t: 'entries', entries: [wireEntry(b)], head }, 'gap'],
      [{ t: 'entries', entries: [wireEntry(b), wireEntry(a)], head }, 'gap'],
      [{ t: 'entries', entries: [wireEntry(a), wireEntry(a)], head }, 'order'],
      [{ t: 'entries', entries: [{ ...wireEntry(bank.ledger.entries[5]!), postings: [] }], head }, 'mismatch'],
      [{ t: 'entries', entries: [{ ...wireEntry(bank.ledger.entries[0]!), isUndone: true }], head }, 'mismatch'],
      [{ t: 'entries', entries: [wireEntry(a), wireEntry(b)], head: { ...head, liveActions: 1 } }, 'head'],
      [
        {
          t: 'entries',
          entries: [wireEntry(a), wireEntry(b)],
          head: { ...head, state: { ...head.state, balances: { ...head.state.balances, Ben: 1 } } },
        },
        'head',
      ],
      [{ t: 'entries', entries: [wireEntry(a), wireEntry(b)], head: { ...head, redo: [4] } }, 'head'],
      [{ t: 'entries', entries: [], head: { ...head, nextSeq: 99 } }, 'head'],
      // the bank would not admit it: Anna pays far more than she has
      [
        {
          t: 'entries',
          entries: [
            {
              ...wireEntry(a),
              postings: [
                { account: 'Anna', amount: -99999 },
                { account: 'bank', amount: 99999 },
              ],
            },
          ],
          head,
        },
        'refused',
      ],
      [
        {
          t: 'entries',
          entries: [
            {
              ...wireEntry(a),
              postings: [
                { account: 'Zed', amount: -1 },
                { account: 'bank', amount: 1 },
              ],
            },
          ],
          head,
        },
        'refused',
      ],
    ]
    for (const [msg, reason] of cases) {
      expect(phone.apply(msg), reason).toEqual({ kind: 'resync', reason })
      expect(phone.head).toEqual(before)
    }
    expect(phone.apply({ t: 'entries', entries: [wireEntry(a), wireEntry(b)], head })).toMatchObject({
      kind: 'applied',
      synced: true,
    })
    expectSameAsBank(phone, bank.ledger)
  })

  it('a flip that is not the cursor’s next step is replayed from every held entry', () => {
    const { bank, phone } = table()
    // the phone misses two undos and an action: seq 6 and 7 are undone, 10 is new
    bank.ledger.undo()
    bank.ledger.undo()
    bank.ledger.append(freePlay.plan(bank.ledger.state, fpAct({ type: 'salary', player: 'Anna' }), fpConfig))
    const flips = bank.ledger.entries.filter((e) => e.seq === 8 || e.seq === 9).map(wireEntry)
    const msg: EntriesMessage = {
      t: 'entries',
      entries: [...flips, wireEntry(bank.ledger.entries[9]!)],
      head: wireHead(bank.ledger.head),
    }
    expect(
      applyEntries({ head: phone.head, initial: phone.initial }, msg, freePlay.admitOptions(fpConfig), {
        get: (s) => phone.entries.get(s),
        newestLive: phone.newestLive(),
      }),
    ).toEqual({ kind: 'needAll' })
    expect(phone.apply(msg)).toMatchObject({ kind: 'applied', synced: true })
    expect(phone.replays).toBe(1)
    expectSameAsBank(phone, bank.ledger)
  })
})

describe('hostile messages', () => {
  it('a message changed anywhere (and still passing the gate) never throws, never touches the copy it was given, and is taken only if it fits (fast-check)', () => {
    const { bank, phone } = table(4)
    bank.ledger.undo()
    bank.ledger.append(freePlay.plan(bank.ledger.state, fpAct({ type: 'salary', player: 'Ben' }), fpConfig))
    const valid = catchUp(
      { ...phone.hello(), lastSeq: 5 },
      { game: bank.game, head: bank.ledger.head, entries: bank.ledger.entries, bankName: 'B' },
    )[1] as EntriesMessage
    const leaves = (v: unknown, at: (string | number)[] = []): (string | number)[][] =>
      v !== null && typeof v === 'object'
        ? Object.entries(v).flatMap(([k, x]) => [
            [...at, Array.isArray(v) ? Number(k) : k],
            ...leaves(x, [...at, Array.isArray(v) ? Number(k) : k]),
          ])
        : []
    const paths = leaves(valid)
    const kinds = new Map<string, number>()
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.nat(paths.length - 1),
            fc.oneof(
              fc.integer({ min: -3, max: 12 }),
              fc.boolean(),
              fc.constantFrom('Anna', 'bank', 'Zed', 'payment'),
              fc.jsonValue(),
            ),
          ),
          { minLength: 1, maxLength: 3 },
        ),
        (changes) => {
          const msg = structuredClone(valid) as unknown as Record<string | number, unknown>
          for (const [i, value] of changes) {
            const path = paths[i]!
            let at = msg
            for (const k of path.slice(0, -1)) at = (at?.[k] ?? null) as Record<string | number, unknown>
            if (at !== null && typeof at === 'object') at[path[path.length - 1]!] = value
          }
          let parsed: EntriesMessage
          try {
            parsed = parseBankMessage(JSON.stringify(msg)) as EntriesMessage
          } catch {
            return // the gate refused it: the replica never sees it
          }
          const copy = { head: structuredClone(phone.head), initial: structuredClone(phone.initial) }
          const frozen = structuredClone(copy)
          const res = applyEntries(copy, parsed, freePlay.admitOptions(fpConfig), {
            get: (s) => phone.entries.get(s),
            newestLive: phone.newestLive(),
            all: [...phone.entries.values()],
          })
          expect(copy).toEqual(frozen)
          kinds.set(res.kind, (kinds.get(res.kind) ?? 0) + 1)
          if (res.kind === 'applied' && res.synced) expect(wireHead(res.head)).toEqual(parsed.head)
        },
      ),
      { numRuns: 400 },
    )
    expect(kinds.get('resync')).toBeGreaterThan(20)
  })
})

describe('catch-up after a reconnect', () => {
  it('from any last seq the phone holds, the copy ends equal to the bank (flags it missed included)', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.array(fc.constantFrom('undo', 'redo', 'act'), { maxLength: 12 }), (cut, later) => {
        const bank = bankGame(freePlay, fpConfig)
        for (let i = 0; i < 20; i++)
          bank.ledger.append(
            freePlay.plan(
              bank.ledger.state,
              fpAct({ type: 'pay', from: i % 2 ? 'Anna' : 'Ben', to: 'Cem', amount: 5 + i }),
              fpConfig,
            ),
          )
        // the phone held the first `cut` actions (setup included), then lost the channel
        const phone = new MemPhone(freePlay, fpConfig, bank.initial)
        phone.game = bank.game.id
        const upTo = 3 + cut
        const msg: EntriesMessage = {
          t: 'entries',
          entries: bank.ledger.entries.slice(0, upTo).map(wireEntry),
          head: null,
        }
        expect(phone.apply(msg)).toMatchObject({ kind: 'applied', synced: false })
        for (const op of later) {
          try {
            if (op === 'undo') bank.ledger.undo()
            else if (op === 'redo') bank.ledger.redo()
            else
              bank.ledger.append(freePlay.plan(bank.ledger.state, fpAct({ type: 'salary', player: 'Ben' }), fpConfig))
          } catch {
            /* nothing to undo or redo */
          }
        }
        const results = phone.connect(bank)
        expect(results.every((r) => r.kind === 'applied')).toBe(true)
        expect(results.at(-1)).toMatchObject({ synced: true })
        expectSameAsBank(phone, bank.ledger)
      }),
      { numRuns: 60 },
    )
  })

  it('sends only what the phone lacks: nothing new, then the head alone', () => {
    const { bank, phone } = table()
    const msgs = catchUp(phone.hello(), {
      game: bank.game,
      head: bank.ledger.head,
      entries: bank.ledger.entries,
      bankName: 'Bank',
    })
    expect(msgs).toEqual([
      { t: 'welcome', v: 1, game: bank.game, reset: false, bankName: 'Bank' },
      { t: 'entries', entries: [], head: wireHead(bank.ledger.head) },
    ])
  })

  it('a phone whose copy cannot follow (lastSeq 0 after a resync) gets a fresh copy', () => {
    const { bank, phone } = table()
    // the phone's copy went wrong: a flag the bank never set
    phone.entries.set(9, { ...phone.entries.get(9)!, kind: 'tampered' })
    bank.ledger.undo()
    const results = phone.connect(bank)
    expect(results[0]).toEqual({ kind: 'resync', reason: 'mismatch' })
    expect(results.at(-1)).toMatchObject({ kind: 'applied', synced: true })
    expectSameAsBank(phone, bank.ledger)
  })

  it('a reset starts the copy from the bank’s initial state', () => {
    const { bank } = table()
    const phone = new MemPhone(freePlay, fpConfig, bank.initial)
    phone.game = 'another-game'
    phone.head = { ...startHead(bank.initial), nextSeq: 40, entryCount: 39 }
    const [welcome] = catchUp(phone.hello(), {
      game: bank.game,
      head: bank.ledger.head,
      entries: bank.ledger.entries,
      bankName: 'Bank',
    })
    expect(welcome).toMatchObject({ t: 'welcome', reset: true })
    phone.connect(bank)
    expectSameAsBank(phone, bank.ledger)
  })
})

describe('the copy equals the bank after random evenings (fast-check)', () => {
  /** `runs` random evenings of a game at a table; the stats of all of them added up. */
  function evenings<R>(
    m: AnyGameModule,
    config: typeof fpConfig,
    action: fc.Arbitrary<R>,
    runs: number,
    resolve?: (state: LedgerState<Json>, raw: R) => { type: string },
  ) {
    const sum = { applied: 0, undos: 0, redos: 0, reconnects: 0 }
    fc.assert(
      fc.property(tableOps(action), (ops) => {
        const { stats } = playTable(m, config, ops, resolve)
        for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += stats[k]
      }),
      { numRuns: runs },
    )
    return sum
  }

  it('free play: actions, undos, redos, drops and reconnects', () => {
    const { reconnects, undos } = evenings(freePlay, fpConfig, fpAction, 80)
    // the runs reach what they are for: reconnects and undos
    expect(reconnects).toBeGreaterThan(40)
    expect(undos).toBeGreaterThan(100)
  })

  it('free play: bursts of undos and redos missed while the phone was away are replayed on reconnect', () => {
    let replays = 0
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom('Anna', 'Ben', 'Cem').map((player) => ({ type: 'salary', player })),
          { minLength: 4, maxLength: 12 },
        ),
        fc.integer({ min: 2, max: 6 }),
        fc.nat(6),
        fc.boolean(),
        (actions, undos, redos, another) => {
          const undone = Math.min(undos, actions.length)
          const ops = [
            ...actions.map((raw) => ({ t: 'act' as const, raw })),
            { t: 'drop' as const },
            ...Array.from({ length: undone }, () => ({ t: 'undo' as const })),
            ...Array.from({ length: Math.min(redos, undone - 2) }, () => ({ t: 'redo' as const })),
            ...(another ? [{ t: 'act' as const, raw: { type: 'salary', player: 'Ben' } }] : []),
            { t: 'reconnect' as const },
          ]
          replays += playTable(freePlay, fpConfig, ops).phone.replays
        },
      ),
      { numRuns: 60 },
    )
    // two or more entries it missed being undone are not the cursor's next steps (they come oldest first): every run replays
    expect(replays).toBeGreaterThanOrEqual(60)
  })

  it('DKT: buying, building, mortgages, trades — with the game’s data check on every state', () => {
    const { applied, redos } = evenings(dkt, dktConfig, propertyAction(PROPERTY_SPACES.dkt), 40)
    expect(applied).toBeGreaterThan(100)
    expect(redos).toBeGreaterThan(3)
  })

  it('Discretion: harvests, rents, loans, end of year — the copy’s data follows', () => {
    const resolve = (state: LedgerState<Json>, raw: DiscretionRaw) =>
      resolveDiscretion(state as LedgerState<DiscretionData>, raw)
    const { applied, undos } = evenings(discretion, discretionConfig, discretionAction, 25, resolve)
    expect(applied).toBeGreaterThan(50)
    expect(undos).toBeGreaterThan(10)
  })
})
