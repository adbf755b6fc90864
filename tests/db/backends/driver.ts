import { expect } from 'vitest'
import fc from 'fast-check'
import { isRuleError } from '@/domain/errors'
import {
  allEntries,
  commitAction,
  createGame,
  loadGame,
  redo as dbRedo,
  undo as dbUndo,
  verifyGame,
  type HeadRecord,
  type TischbankDb,
} from '@/db'
import { Ledger } from '@/domain/ledger/ledger'
import { fold, totalOfBalances } from '@/domain/ledger/admit'
import type { AdmitOptions, Entry, EntryDraft, Json, LedgerState } from '@/domain/ledger/types'
import type { GameConfig, Rng } from '@/domain/games/types'
import { freshDb, reopenDb } from '../../helpers/db'

/**
 * The shared property-test driver: one random sequence of actions, undos and redos runs against
 * BOTH back ends — the in-memory Ledger (the headless engines) and the IndexedDB repository
 * (fake-indexeddb), which take the same cursor steps — and checks they agree after every step, and
 * the ledger invariants: postings sum to zero, undo + redo is the identity, undoing everything gives
 * the state after setup, and reopening the database gives the same state, position and history.
 */

/** What the driver needs of a game: a GameModule (or an old rule pack) has these members. */
export interface DrivenGame<C extends GameConfig, D extends Json, A> {
  initialState(config: C): LedgerState<D>
  setupDrafts(config: C, rng: Rng): EntryDraft[]
  admitOptions(config: C): AdmitOptions
  plan(state: LedgerState<D>, action: A, config: C): EntryDraft
  /** The module's import check of the game data: every state the actions reach must pass it. */
  checkState?(state: LedgerState<D>, config: C): string | null
}

/** One step of a random sequence: an action (raw: resolved against the state first), undo or redo. */
export type Op<R> = { t: 'act'; raw: R } | { t: 'undo' } | { t: 'redo' }

/** Random steps: mostly actions, some undos and redos. */
export function ops<R>(
  action: fc.Arbitrary<R>,
  options: { minLength?: number; maxLength?: number; undo?: number; redo?: number } = {},
): fc.Arbitrary<Op<R>[]> {
  const op: fc.Arbitrary<Op<R>> = fc.oneof(
    { weight: 10, arbitrary: action.map((raw) => ({ t: 'act' as const, raw })) },
    { weight: options.undo ?? 2, arbitrary: fc.constant({ t: 'undo' as const }) },
    { weight: options.redo ?? 1, arbitrary: fc.constant({ t: 'redo' as const }) },
  )
  return fc.array(op, { minLength: options.minLength ?? 0, maxLength: options.maxLength ?? 40 })
}

export interface DriveSpec<C extends GameConfig, D extends Json, A, R> {
  game: DrivenGame<C, D, A>
  config: C
  /** Turns a generated action into the action to apply, looking at the current state (both back ends agree on it); `asIs` when generated actions are final. */
  resolve: (state: LedgerState<D>, raw: R) => A
  /** Setup randomness (quick start deals): the same for both back ends. */
  rng?: Rng
  /** Game-specific invariants checked on the state after every step. */
  check?: (state: LedgerState<D>) => void
}

/** The resolve of generated actions that are final. */
/**
 * The limit of one property run over both back ends: hundreds of IndexedDB transactions, CPU-bound,
 * ~8 s on an idle core and three times that on a loaded machine. It only catches a hang.
 */
export const HANG_MS = 180_000

export const asIs = <A>(_state: unknown, action: A): A => action

/** What a run did, for checks that the generators reach the interesting actions. */
export interface DriveResult {
  applied: number
  refused: number
  kinds: Set<string>
}

type Outcome = { ok: true; entry: Entry; head: HeadRecord | null } | { ok: false; code: string }

async function attempt(f: () => Entry | Promise<{ entry: Entry; head: HeadRecord }>): Promise<Outcome> {
  try {
    const r = await f()
    return 'head' in r ? { ok: true, entry: r.entry, head: r.head } : { ok: true, entry: r, head: null }
  } catch (e) {
    if (!isRuleError(e)) throw e
    return { ok: false, code: e.code }
  }
}

const strip = (es: readonly Entry[]) => es.map(({ id: _i, gameId: _g, ts: _t, ...e }) => e)

function sameState(a: LedgerState<Json>, b: LedgerState<Json>, what: string) {
  expect(a, what).toEqual(b)
}

/** Runs `steps` on both back ends and checks every invariant; closes its database. */
export async function driveBoth<C extends GameConfig, D extends Json, A, R>(
  spec: DriveSpec<C, D, A, R>,
  steps: readonly Op<R>[],
): Promise<DriveResult> {
  const { game, config } = spec
  const opts = game.admitOptions(config)
  const initial = game.initialState(config)
  const setup = game.setupDrafts(config, spec.rng ?? (() => 0.5))
  const mem = new Ledger<D>('game', structuredClone(initial), opts, () => 0)
  for (const d of setup) mem.append(d, true)
  const afterSetup = structuredClone(mem.state)

  let db: TischbankDb = freshDb(false)
  const g = await createGame(db, { name: 'driven', config, initial, setup, admitOptions: opts, now: 0 })
  const planOn = (a: A) => (s: LedgerState<Json>) => game.plan(s as LedgerState<D>, a, config)
  const result: DriveResult = { applied: 0, refused: 0, kinds: new Set() }
  let head = (await loadGame(db, g.id)).head
  sameState(head.state, mem.state, 'state after setup')

  const both = async (op: Op<R>) => {
    const before = structuredClone(mem.state)
    let m: Outcome
    let d: Outcome
    if (op.t === 'act') {
      const action = spec.resolve(mem.state, op.raw)
      m = await attempt(() => mem.append(game.plan(mem.state, action, config)))
      d = await attempt(() => commitAction(db, g.id, planOn(action), opts, 0))
    } else if (op.t === 'undo') {
      m = await attempt(() => mem.undo())
      d = await attempt(() => dbUndo(db, g.id, 0))
    } else {
      m = await attempt(() => mem.redo())
      d = await attempt(() => dbRedo(db, g.id, 0))
    }
    expect(d.ok ? 'ok' : d.code, `${op.t}: same outcome on both back ends`).toBe(m.ok ? 'ok' : m.code)
    if (m.ok && d.ok) {
      expect(strip([d.entry]), 'same entry').toEqual(strip([m.entry]))
      expect(
        m.entry.postings.reduce((s, p) => s + p.amount, 0),
        'postings sum to zero',
      ).toBe(0)
      if (d.head) head = d.head
      if (op.t === 'act') {
        result.applied++
        result.kinds.add(m.entry.kind)
      }
    } else {
      if (op.t === 'act') result.refused++
      expect(mem.state, 'a refusal changes nothing').toEqual(before)
    }
    sameState(head.state, mem.state, `${op.t}: same state`)
    expect({
      nextSeq: head.nextSeq,
      redo: head.redo,
      liveActions: head.liveActions,
      entryCount: head.entryCount,
    }).toEqual({
      nextSeq: mem.head.nextSeq,
      redo: mem.head.redo,
      liveActions: mem.head.liveActions,
      entryCount: mem.entries.length,
    })
    expect(totalOfBalances(mem.state.balances), 'the balances sum to zero').toBe(0)
    spec.check?.(mem.state)
    expect(game.checkState?.(mem.state, config) ?? null, 'the state passes the import check of its module').toBeNull()
    return m.ok
  }

  for (const op of steps) await both(op)

  // reopening the database (a reload) gives the same state, position and history; the fold agrees
  db = await reopenDb(db)
  const reloaded = (await loadGame(db, g.id)).head
  sameState(reloaded.state, mem.state, 'state after a reload')
  expect(reloaded.redo).toEqual(mem.head.redo)
  expect(strip(await allEntries(db, g.id))).toEqual(strip(mem.entries))
  expect((await verifyGame(db, g.id)).ok, 'the stored head equals the fold of the stored entries').toBe(true)
  expect(fold(initial, mem.entries), 'the fold of the entries equals the incremental state').toEqual(mem.state)
  head = reloaded

  // undo then redo is the identity
  if (mem.canUndo) {
    const now = structuredClone(mem.state)
    await both({ t: 'undo' })
    await both({ t: 'redo' })
    expect(mem.state).toEqual(now)
  }

  // undoing everything gives the state right after setup, on both
  const live = mem.head.liveActions
  let undone = 0
  while (mem.canUndo) {
    expect(await both({ t: 'undo' })).toBe(true)
    undone++
  }
  expect(undone).toBe(live)
  expect(await both({ t: 'undo' }), 'nothing left to undo').toBe(false)
  sameState(mem.state, afterSetup, 'undo of everything: the state after setup (memory)')
  sameState(head.state, afterSetup, 'undo of everything: the state after setup (IndexedDB)')
  db.close()
  return result
}
