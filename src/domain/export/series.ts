import { applyEffects } from '../ledger/effects'
import type { Entry, Json, LedgerState } from '../ledger/types'
import type { RoundTotals } from '../games/contract'

/** Values per account over the game, one point per sampled live entry (point 0 is the start). */
export interface Series {
  /** Entry number of each point (0 = before the first entry). */
  seq: number[]
  /** Clock time of each point (ms since the epoch). */
  ts: number[]
  values: Record<string, number[]>
}

/** Measures a state, e.g. balances or net worth per player. */
export type Measure = (state: LedgerState<Json>) => Record<string, number>

/**
 * Builds a chart series by folding the live entries (chunk by chunk, in sequence order) from the
 * initial state, like the ledger's fold; it keeps at most about `maxPoints` points (every k-th
 * entry and always the last) so that a 100,000-entry game stays cheap to draw.
 */
export class SeriesBuilder {
  private state: LedgerState<Json>
  private readonly stride: number
  private n = 0
  private lastSeq = 0
  private lastTs = 0
  private pendingLast = false
  private setupTs: number | null = null
  readonly series: Series

  constructor(
    initial: LedgerState<Json>,
    private readonly accounts: readonly string[],
    private readonly measure: Measure,
    /** How many entries will come (an upper bound is fine, e.g. the stored entry count). */
    expected: number,
    maxPoints = 600,
    /** Whether the measure reads game data (effects must be applied); balances alone do not need it. */
    private readonly needsData = true,
  ) {
    this.state = { balances: { ...initial.balances }, data: initial.data }
    this.stride = Math.max(1, Math.ceil(expected / maxPoints))
    this.series = { seq: [], ts: [], values: Object.fromEntries(accounts.map((a) => [a, []])) }
  }

  private sample(seq: number, ts: number) {
    const m = this.measure(this.state)
    this.series.seq.push(seq)
    this.series.ts.push(ts)
    for (const a of this.accounts) this.series.values[a]!.push(m[a] ?? 0)
  }

  private fold(e: Entry) {
    const b = this.state.balances
    for (const p of e.postings) b[p.account] = (b[p.account] ?? 0) + p.amount
    if (this.needsData && e.effects?.length)
      this.state = { balances: b, data: applyEffects(this.state.data, e.effects) }
  }

  /**
   * Folds a chunk of entries (sequence order; undone entries are skipped). Setup entries (starting
   * capital, quick start) are part of the start: the first point is the state after them, so no
   * line climbs from 0.
   */
  add(entries: Iterable<Entry>): void {
    for (const e of entries) {
      if (e.isUndone) continue
      if (e.isSetup && this.n === 0) {
        this.fold(e)
        this.setupTs = e.ts
        continue
      }
      if (this.n === 0) this.sample(0, e.ts)
      this.fold(e)
      this.n++
      this.lastSeq = e.seq
      this.lastTs = e.ts
      this.pendingLast = true
      if (this.n % this.stride === 0) {
        this.sample(e.seq, e.ts)
        this.pendingLast = false
      }
    }
  }

  /** The series with the final point included (a game of setup entries alone: the one start point). */
  finish(): Series {
    if (this.n === 0 && this.setupTs !== null && this.series.seq.length === 0) this.sample(0, this.setupTs)
    if (this.pendingLast) {
      this.sample(this.lastSeq, this.lastTs)
      this.pendingLast = false
    }
    return this.series
  }
}

/** Balances of the given accounts over the game (live entries only), sampled to at most ~maxPoints points. */
export function balanceSeries(
  initial: LedgerState<Json>,
  entries: readonly Entry[],
  accounts: readonly string[],
  maxPoints = 600,
): Series {
  const b = new SeriesBuilder(initial, accounts, (s) => s.balances, entries.length, maxPoints, false)
  b.add(entries)
  return b.finish()
}

/** Rows for the screen-reader table: at most `maxRows` evenly spaced points, always the first and the last. */
export function tableRows(series: Series, maxRows = 25): number[] {
  const n = series.seq.length
  if (n <= maxRows) return [...Array(n).keys()]
  const out = new Set<number>()
  for (let i = 0; i < maxRows; i++) out.add(Math.round((i * (n - 1)) / (maxRows - 1)))
  return [...out]
}

/**
 * The series on an even clock-time grid (value at each grid time = the last point at or before it),
 * so a chart with evenly spaced labels shows real time: a quiet hour is as wide as a busy one.
 */
export function resampleByTime(series: Series, points = 120): Series {
  const n = series.ts.length
  const out: Series = { seq: [], ts: [], values: Object.fromEntries(Object.keys(series.values).map((a) => [a, []])) }
  if (n === 0) return out
  const t0 = series.ts[0]!
  const t1 = series.ts[n - 1]!
  const steps = t1 > t0 ? Math.max(1, points - 1) : 0
  let j = 0
  for (let k = 0; k <= steps; k++) {
    const t = steps === 0 ? t0 : Math.round(t0 + ((t1 - t0) * k) / steps)
    while (j + 1 < n && series.ts[j + 1]! <= t) j++
    out.seq.push(series.seq[j]!)
    out.ts.push(t)
    for (const [a, vs] of Object.entries(series.values)) out.values[a]!.push(vs[j]!)
  }
  return out
}

/** A game's running totals by round for a chart: `rounds[i]` the round (0 = the start), `values[account][i]` the total after it. */
export interface RoundSeries {
  rounds: number[]
  values: Record<string, number[]>
}

/**
 * The "by round" series of a game with rounds (the module's `roundTotals`): the start (`start`,
 * the balances after setup) and every round once, with its totals as last corrected, so a
 * correction changes its round and adds none. At most about `maxPoints` rounds are kept (every
 * k-th and always the last), like the entry series.
 */
export function roundSeries(
  start: Record<string, number>,
  rounds: readonly RoundTotals[],
  accounts: readonly string[],
  maxPoints = 600,
): RoundSeries {
  const stride = Math.max(1, Math.ceil(rounds.length / maxPoints))
  const kept = rounds.filter((_, i) => (i + 1) % stride === 0 || i === rounds.length - 1)
  return {
    rounds: [0, ...kept.map((r) => r.round)],
    values: Object.fromEntries(accounts.map((a) => [a, [start[a] ?? 0, ...kept.map((r) => r.totals[a] ?? 0)]])),
  }
}
