import type { Entry } from '../ledger/types'
import type { RoundScore } from '../games/contract'
import type { GameOverReason, GameSummary } from '../games/summary'
import type { GameType } from '../games/types'
import { clockStatus, type GameClock } from '../games/property/clock'

/** One player's place in a finished game, with the person who played it. */
export interface ResultRow {
  player: string
  /** The person in this seat (null: none is known). */
  person: string | null
  /** The player's name in that game. */
  name: string
  rank: number
  /** What the game ranked by at the end: net worth, net assets or points. */
  value: number
  isWinner: boolean
  isOut: boolean
}

/** The biggest rent of one game: who paid it to whom, for which street. */
export interface RentPaid {
  amount: number
  payer: string
  owner: string
  property: string
}

export type { RoundScore } from '../games/contract'

/** What a game's ledger adds to its result for the records (read once, when the game ends: the ledger may be deleted later). */
export interface LedgerFacts {
  biggestRent: RentPaid | null
  /** Rent earned per street (by its name), summed over the game. */
  rentByProperty: Record<string, number>
  /** The game's round record as its module gives it (`bestRound`); null where it has none. */
  bestRound: RoundScore | null
}

/** A finished game as the statistics remember it (issue 37 "results"); kept when the game itself is deleted. */
export interface GameResult {
  gameId: string
  gameName: string
  type: GameType
  isScorePad: boolean
  currency: string
  reason: GameOverReason
  startedAt: number
  endedAt: number
  durationMs: number
  rows: ResultRow[]
  facts: LedgerFacts
  /** Removed by the user: kept so that the game does not record it again, counted nowhere. */
  isRemoved?: boolean
}

/**
 * The records a game's live entries hold (undone ones never happened): every `rent` entry's amount
 * by street and the biggest one (the first of equals); the round record is the module's own
 * (`bestRound`, read from the final state: a game's rounds are its own to define).
 */
export function ledgerFacts(entries: readonly Entry[], bestRound: RoundScore | null = null): LedgerFacts {
  let biggestRent: RentPaid | null = null
  const rentByProperty: Record<string, number> = {}
  for (const e of entries) {
    if (e.isUndone || e.isSetup || !e.info) continue
    const info = e.info
    if (e.kind === 'rent') {
      const { amount, payer, owner, property } = info
      if (typeof amount !== 'number' || typeof property !== 'string') continue
      if (typeof payer !== 'string' || typeof owner !== 'string') continue
      rentByProperty[property] = (rentByProperty[property] ?? 0) + amount
      if (!biggestRent || amount > biggestRent.amount) biggestRent = { amount, payer, owner, property }
    }
  }
  return { biggestRent, rentByProperty, bestRound }
}

/**
 * The play time a game clock measured at `now` (its pauses are no play; a timed game counts at
 * most its agreed length), or null where the clock never ran (then setup to the end counts).
 */
export function clockPlayedMs(clock: GameClock | null | undefined, now: number): number | null {
  if (!clock) return null
  const s = clockStatus(clock, now)
  if (s.elapsed <= 0) return null
  return s.timed ? Math.min(s.elapsed, clock.lengthMs) : s.elapsed
}

/** What a finished game gives its result. */
export interface ResultInput {
  gameId: string
  gameName: string
  type: GameType
  isScorePad: boolean
  currency: string
  createdAt: number
  /** The last live action's time (the end). */
  endedAt: number
  /** A game clock's played time, where the game has one (its pauses are not play). */
  clockMs?: number | null
  seats: Record<string, string>
  summary: GameSummary
  entries: readonly Entry[]
  /** The module's round record of the final state (`bestRound`); absent or null: none. */
  bestRound?: RoundScore | null
}

/** When a game ended: its newest live action's time (undone ones are not play), or its setup's. */
export function endedAtOf(createdAt: number, entries: readonly Entry[]): number {
  return entries.reduce((t, e) => (e.isUndone ? t : Math.max(t, e.ts)), createdAt)
}

/**
 * A finished game's result (issue 37): the standings at the end as the game ranks them (rankBy, via
 * the module's ranking), its winners, the people in the seats, the play time (the clock's time
 * where it has one, else from setup to the last action) and the ledger's records. An unfinished
 * game has none (null).
 */
export function resultOf(input: ResultInput): GameResult | null {
  const over = input.summary.over
  if (!over) return null
  const winners = new Set(over.winners)
  const durationMs = Math.max(0, input.clockMs ?? input.endedAt - input.createdAt)
  return {
    gameId: input.gameId,
    gameName: input.gameName,
    type: input.type,
    isScorePad: input.isScorePad,
    currency: input.currency,
    reason: over.reason,
    startedAt: input.createdAt,
    endedAt: input.endedAt,
    durationMs,
    rows: input.summary.rows.map((r) => ({
      player: r.player,
      person: input.seats[r.player] ?? null,
      name: r.name,
      rank: r.rank,
      value: r.value,
      isWinner: winners.has(r.player),
      isOut: r.isOut,
    })),
    facts: ledgerFacts(input.entries, input.bestRound ?? null),
  }
}

/** Results after a merge of two people: every row of `from` is `into`'s (only the results that change). */
export function mergeResults(results: readonly GameResult[], from: string, into: string): GameResult[] {
  return results
    .filter((r) => r.rows.some((row) => row.person === from))
    .map((r) => ({ ...r, rows: r.rows.map((row) => (row.person === from ? { ...row, person: into } : row)) }))
}
