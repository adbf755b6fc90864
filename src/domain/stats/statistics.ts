import type { GameType } from '../games/types'
import type { Person } from './people'
import type { GameResult, ResultRow } from './result'

/** The periods the statistics can look at: everything, or the last 30 or 365 days. */
export const PERIODS = ['all', 'days30', 'days365'] as const
/** One period of the statistics' filter. */
export type Period = (typeof PERIODS)[number]

const DAY = 24 * 3600 * 1000

/** Which results count: one game type or all, and a period ending now. */
export interface StatsFilter {
  type: GameType | null
  period: Period
}

/** The results the filter keeps (removed ones never count), oldest end first. */
export function filterResults(results: readonly GameResult[], filter: StatsFilter, now: number): GameResult[] {
  const since = filter.period === 'days30' ? now - 30 * DAY : filter.period === 'days365' ? now - 365 * DAY : null
  return results
    .filter((r) => !r.isRemoved && (filter.type === null || r.type === filter.type))
    .filter((r) => since === null || r.endedAt >= since)
    .sort((a, b) => a.endedAt - b.endedAt || a.gameId.localeCompare(b.gameId))
}

/** A person's figures in one game type: values compare only within a type (money in one, points in another). */
export interface TypeFigures {
  type: GameType
  games: number
  wins: number
  /** wins / games, 0 … 1. */
  winRate: number
  averageRank: number
  bestValue: number
  /** The mean final worth or score, rounded half up to a whole unit. */
  averageValue: number
  timeMs: number
}

/** A person's figures over every game type the filter keeps. */
export interface PersonFigures {
  person: string
  name: string
  color: string
  games: number
  wins: number
  winRate: number
  averageRank: number
  timeMs: number
  byType: TypeFigures[]
}

/** One game type's figures: how often and how long it was played. */
export interface GameTypeFigures {
  type: GameType
  games: number
  timeMs: number
}

/** The records over the results (issue 37): the biggest rent, the street that earned most, the longest game, the best score pad round. */
export interface Records {
  biggestRent: {
    amount: number
    currency: string
    person: string | null
    name: string
    property: string
    gameName: string
    type: GameType
    at: number
  } | null
  topStreet: { property: string; type: GameType; amount: number; currency: string; games: number } | null
  longestGame: { gameName: string; type: GameType; durationMs: number; at: number } | null
  highestRound: {
    points: number
    round: number
    person: string | null
    name: string
    gameName: string
    at: number
  } | null
}

/** Wins over time: one x label per result (its end), and per person the wins counted up to it. */
export interface WinsOverTime {
  ends: number[]
  series: { person: string; name: string; color: string; data: number[] }[]
}

/** Everything the statistics screen shows, for one filter. */
export interface Statistics {
  results: number
  people: PersonFigures[]
  types: GameTypeFigures[]
  records: Records
  winsOverTime: WinsOverTime
}

interface Tally {
  games: number
  wins: number
  rankSum: number
  valueSum: number
  best: number
  timeMs: number
}

const emptyTally = (): Tally => ({ games: 0, wins: 0, rankSum: 0, valueSum: 0, best: -Infinity, timeMs: 0 })

function add(t: Tally, row: ResultRow, durationMs: number): void {
  t.games++
  if (row.isWinner) t.wins++
  t.rankSum += row.rank
  t.valueSum += row.value
  t.best = Math.max(t.best, row.value)
  t.timeMs += durationMs
}

/** Rounds half up (the app's one rounding: RULES.md); -2.5 → -2. */
const roundHalfUp = (x: number) => Math.floor(x + 0.5)

/**
 * The statistics of the results the filter keeps (issue 37): per person (by the person in each
 * seat; a seat without a person counts for nobody; a person in two seats of one game — two people
 * merged — counts once, with the better place) games, wins (ties win together), win rate,
 * average rank, time played, and per game type also the best and average final worth or score;
 * per game type games and time; the records; the wins over time. People ordered by wins, then
 * win rate, then name; a person merged away or unknown is named by the seat's name.
 */
export function statistics(
  all: readonly GameResult[],
  people: readonly Person[],
  filter: StatsFilter,
  now: number,
): Statistics {
  const results = filterResults(all, filter, now)
  const byId = new Map(people.map((p) => [p.id, p]))
  const overall = new Map<string, Tally>()
  const perType = new Map<string, Map<GameType, Tally>>()
  const names = new Map<string, string>()
  const types = new Map<GameType, GameTypeFigures>()
  for (const r of results) {
    const tf = types.get(r.type) ?? { type: r.type, games: 0, timeMs: 0 }
    tf.games++
    tf.timeMs += r.durationMs
    types.set(r.type, tf)
    // a person counts once per game (two seats merged into one person: the better place)
    const counted = new Set<string>()
    for (const row of r.rows) {
      if (row.person === null || counted.has(row.person)) continue
      counted.add(row.person)
      names.set(row.person, row.name)
      const o = overall.get(row.person) ?? emptyTally()
      add(o, row, r.durationMs)
      overall.set(row.person, o)
      const pt = perType.get(row.person) ?? new Map<GameType, Tally>()
      const t = pt.get(r.type) ?? emptyTally()
      add(t, row, r.durationMs)
      pt.set(r.type, t)
      perType.set(row.person, pt)
    }
  }
  const figures: PersonFigures[] = [...overall].map(([person, t]) => ({
    person,
    name: byId.get(person)?.name ?? names.get(person) ?? person,
    color: byId.get(person)?.color ?? '#888888',
    games: t.games,
    wins: t.wins,
    winRate: t.wins / t.games,
    averageRank: t.rankSum / t.games,
    timeMs: t.timeMs,
    byType: [...(perType.get(person) ?? new Map<GameType, Tally>())].map(([type, x]) => ({
      type,
      games: x.games,
      wins: x.wins,
      winRate: x.wins / x.games,
      averageRank: x.rankSum / x.games,
      bestValue: x.best,
      averageValue: roundHalfUp(x.valueSum / x.games),
      timeMs: x.timeMs,
    })),
  }))
  figures.sort((a, b) => b.wins - a.wins || b.winRate - a.winRate || a.name.localeCompare(b.name))
  return {
    results: results.length,
    people: figures,
    types: [...types.values()].sort((a, b) => b.games - a.games || a.type.localeCompare(b.type)),
    records: records(results),
    winsOverTime: winsOverTime(results, figures),
  }
}

/** The records of the results, the first of equals (the earlier game) kept. */
export function records(results: readonly GameResult[]): Records {
  let biggestRent: Records['biggestRent'] = null
  let longestGame: Records['longestGame'] = null
  let highestRound: Records['highestRound'] = null
  const streets = new Map<
    string,
    { property: string; type: GameType; amount: number; currency: string; games: number }
  >()
  for (const r of results) {
    const row = (player: string) => r.rows.find((x) => x.player === player)
    const rent = r.facts.biggestRent
    if (rent && (!biggestRent || rent.amount > biggestRent.amount)) {
      const payer = row(rent.payer)
      biggestRent = {
        amount: rent.amount,
        currency: r.currency,
        person: payer?.person ?? null,
        name: payer?.name ?? rent.payer,
        property: rent.property,
        gameName: r.gameName,
        type: r.type,
        at: r.endedAt,
      }
    }
    for (const [property, amount] of Object.entries(r.facts.rentByProperty)) {
      const key = `${r.type}\u0000${property}`
      const s = streets.get(key) ?? { property, type: r.type, amount: 0, currency: r.currency, games: 0 }
      s.amount += amount
      s.games++
      streets.set(key, s)
    }
    if (!longestGame || r.durationMs > longestGame.durationMs)
      longestGame = { gameName: r.gameName, type: r.type, durationMs: r.durationMs, at: r.endedAt }
    const round = r.facts.bestRound
    if (round && (!highestRound || round.points > highestRound.points)) {
      const scorer = row(round.player)
      highestRound = {
        points: round.points,
        round: round.round,
        person: scorer?.person ?? null,
        name: scorer?.name ?? round.player,
        gameName: r.gameName,
        at: r.endedAt,
      }
    }
  }
  let topStreet: Records['topStreet'] = null
  for (const s of streets.values()) if (!topStreet || s.amount > topStreet.amount) topStreet = s
  return { biggestRent, topStreet, longestGame, highestRound }
}

/** Each person's wins counted up to each result's end (the chart of wins over time). */
export function winsOverTime(results: readonly GameResult[], people: readonly PersonFigures[]): WinsOverTime {
  const series = people.map((p) => ({ person: p.person, name: p.name, color: p.color, data: [] as number[] }))
  const count = new Map<string, number>()
  for (const r of results) {
    const winners = new Set(r.rows.flatMap((row) => (row.isWinner && row.person ? [row.person] : [])))
    for (const p of winners) count.set(p, (count.get(p) ?? 0) + 1)
    for (const s of series) s.data.push(count.get(s.person) ?? 0)
  }
  return { ends: results.map((r) => r.endedAt), series }
}
