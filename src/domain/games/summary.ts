import type { Json, LedgerState } from '../ledger/types'
import type { AnyGameModule, RankRow, WorthPart } from './contract'
import { clockStatus, type GameClock } from './property/clock'
import type { GameConfig } from './types'

/** Why a game is over: the agreed time ran out, only one player is left, or the game reached its own end (Discretion: Year 10). */
export type GameOverReason = 'timeUp' | 'lastPlayer' | 'finished'

/** A game that is over: why, and who won (the players ranked first and still in; ties win together). */
export interface GameOver {
  reason: GameOverReason
  winners: string[]
}

/**
 * The end of a game (RULES.md DKT and Monopoly end of game; the same "last player left" for every
 * game whose players can go out): over when at most one of two or more players is left — that
 * player wins — or when the game reached its own end (Discretion: after Year 10) or the agreed time
 * is up: then the ranking decides (ties share the win). Otherwise the game goes on (null), as a
 * score pad does until the players stop.
 */
export function gameOverOf(ranking: readonly RankRow[], clockOver: boolean, finished = false): GameOver | null {
  const left = ranking.filter((r) => !r.isOut)
  if (ranking.length >= 2 && left.length <= 1) return { reason: 'lastPlayer', winners: left.map((r) => r.player) }
  const winners = left.filter((r) => r.rank === 1).map((r) => r.player)
  if (finished) return { reason: 'finished', winners }
  if (clockOver) return { reason: 'timeUp', winners }
  return null
}

/** Whether the game clock's agreed time is up at `now` (no clock, or an untimed one, never is). */
export function clockIsOver(clock: GameClock | null | undefined, now: number): boolean {
  return clock ? clockStatus(clock, now).over : false
}

/** One place of the final standings with what its value is made of (the parts add up to `value`). */
export interface SummaryRow extends RankRow {
  parts: WorthPart[]
}

/** The game-over screen's content: the end (null while the game goes on) and the standings with their breakdown. */
export interface GameSummary {
  over: GameOver | null
  rows: SummaryRow[]
}

/** What the summary needs of a module: its ranking and, where it has more than cash, the breakdown. */
export type SummaryModule = Pick<AnyGameModule, 'ranking' | 'worthBreakdown' | 'isFinished' | 'isTimeUp'>

/** Whether and why the game is over as it stands (gameOverOf on the module's ranking, its own end and a time-up it booked), without the breakdown. */
export function gameOverFor(
  module: Omit<SummaryModule, 'worthBreakdown'>,
  state: LedgerState<Json>,
  config: GameConfig,
  clockOver: boolean,
): GameOver | null {
  return gameOverOf(
    module.ranking(state, config),
    clockOver || (module.isTimeUp?.(state, config) ?? false),
    module.isFinished?.(state, config) ?? false,
  )
}

/**
 * The standings as the game ranks them (rankBy: ties 1, 1, 3; players out last), each with the
 * module's worth breakdown (a game without one, free play, counts cash alone), and whether and
 * why the game is over (gameOverOf, with the module's own end).
 */
export function gameSummary(
  module: SummaryModule,
  state: LedgerState<Json>,
  config: GameConfig,
  clockOver: boolean,
): GameSummary {
  const ranking = module.ranking(state, config)
  const parts = module.worthBreakdown?.(state, config) ?? {}
  const rows = ranking.map((r) => ({
    ...r,
    parts: parts[r.player] ?? [{ part: 'cash' as const, amount: state.balances[r.player] ?? 0 }],
  }))
  return {
    over: gameOverOf(
      ranking,
      clockOver || (module.isTimeUp?.(state, config) ?? false),
      module.isFinished?.(state, config) ?? false,
    ),
    rows,
  }
}

/** The words of a summary text, in the reader's language (the screen supplies them; the domain only lays them out). */
export interface SummaryWords {
  /** The first line, e.g. the game's name and type. */
  title: string
  /** The second line: how the game ended and who won; null while it goes on. */
  verdict: string | null
  /** A row's head, e.g. "1. Anna: 12,345 €" (or "… out"). */
  row(row: SummaryRow): string
  /** One part, e.g. "Cash 1,500 €". */
  part(part: WorthPart): string
}

/** The shareable text of the standings: title, verdict, then one line per place with its parts below. */
export function summaryText(summary: GameSummary, words: SummaryWords): string {
  const lines = [words.title]
  if (words.verdict) lines.push(words.verdict)
  lines.push('')
  for (const r of summary.rows) {
    lines.push(words.row(r))
    if (r.parts.length > 0) lines.push(`   ${r.parts.map((p) => words.part(p)).join(' · ')}`)
  }
  return `${lines.join('\n')}\n`
}
