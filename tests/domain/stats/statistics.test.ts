import { describe, expect, it } from 'vitest'
import type { Person } from '@/domain/stats/people'
import type { GameResult, ResultRow } from '@/domain/stats/result'
import { statistics, type Statistics } from '@/domain/stats/statistics'

const DAY = 24 * 3600_000
const NOW = 400 * DAY
const people: Person[] = [
  { id: 'a', name: 'Anna', color: '#d55e00', createdAt: 0 },
  { id: 'b', name: 'Ben', color: '#0072b2', createdAt: 0 },
]
const row = (person: string, rank: number, value: number, isWinner = rank === 1): ResultRow => ({
  player: `seat-${person}`,
  person,
  name: person === 'a' ? 'Anna' : person === 'b' ? 'Ben' : 'Cem',
  rank,
  value,
  isWinner,
  isOut: false,
})

const dktOld: GameResult = {
  gameId: 'old',
  gameName: 'Last year',
  type: 'dkt',
  isScorePad: false,
  currency: '€',
  reason: 'timeUp',
  startedAt: NOW - 100 * DAY - 3 * 3600_000,
  endedAt: NOW - 100 * DAY,
  durationMs: 3 * 3600_000,
  rows: [row('b', 1, 4000), row('a', 2, 1000)],
  facts: {
    biggestRent: { amount: 2000, payer: 'seat-a', owner: 'seat-b', property: 'Opernring' },
    rentByProperty: { Opernring: 2000, Amtsplatz: 100 },
    bestRound: null,
  },
}
const dktNew: GameResult = {
  ...dktOld,
  gameId: 'new',
  gameName: 'Friday',
  reason: 'lastPlayer',
  startedAt: NOW - 2 * DAY - 3600_000,
  endedAt: NOW - 2 * DAY,
  durationMs: 3600_000,
  rows: [row('a', 1, 6001), row('b', 2, 0), row('c', 2, 0)],
  facts: {
    biggestRent: { amount: 500, payer: 'seat-b', owner: 'seat-a', property: 'Amtsplatz' },
    rentByProperty: { Amtsplatz: 2500 },
    bestRound: null,
  },
}
const gmbh: GameResult = {
  gameId: 'pad',
  gameName: 'Cards',
  type: 'gmbh',
  isScorePad: true,
  currency: '',
  reason: 'finished',
  startedAt: NOW - DAY - 1800_000,
  endedAt: NOW - DAY,
  durationMs: 1800_000,
  rows: [row('a', 1, 50), row('b', 1, 50)],
  facts: { biggestRent: null, rentByProperty: {}, bestRound: { round: 3, player: 'seat-b', points: 32 } },
}
const removed: GameResult = { ...dktNew, gameId: 'gone', isRemoved: true, durationMs: 99 * 3600_000 }
const all = [gmbh, dktNew, removed, dktOld]

describe('statistics over results (issue 37)', () => {
  it('per person and game type: games, wins (ties win together), win rate, average rank, best and average worth, time; records; wins over time', () => {
    expect(statistics(all, people, { type: null, period: 'all' }, NOW)).toEqual<Statistics>({
      results: 3,
      people: [
        {
          person: 'a',
          name: 'Anna',
          color: '#d55e00',
          games: 3,
          wins: 2,
          winRate: 2 / 3,
          averageRank: 4 / 3,
          timeMs: 3 * 3600_000 + 3600_000 + 1800_000,
          byType: [
            {
              type: 'dkt',
              games: 2,
              wins: 1,
              winRate: 0.5,
              averageRank: 1.5,
              bestValue: 6001,
              averageValue: 3501,
              timeMs: 4 * 3600_000,
            },
            {
              type: 'gmbh',
              games: 1,
              wins: 1,
              winRate: 1,
              averageRank: 1,
              bestValue: 50,
              averageValue: 50,
              timeMs: 1800_000,
            },
          ],
        },
        {
          person: 'b',
          name: 'Ben',
          color: '#0072b2',
          games: 3,
          wins: 2,
          winRate: 2 / 3,
          averageRank: 4 / 3,
          timeMs: 3 * 3600_000 + 3600_000 + 1800_000,
          byType: [
            {
              type: 'dkt',
              games: 2,
              wins: 1,
              winRate: 0.5,
              averageRank: 1.5,
              bestValue: 4000,
              averageValue: 2000,
              timeMs: 4 * 3600_000,
            },
            {
              type: 'gmbh',
              games: 1,
              wins: 1,
              winRate: 1,
              averageRank: 1,
              bestValue: 50,
              averageValue: 50,
              timeMs: 1800_000,
            },
          ],
        },
        {
          person: 'c',
          name: 'Cem',
          color: '#888888',
          games: 1,
          wins: 0,
          winRate: 0,
          averageRank: 2,
          timeMs: 3600_000,
          byType: [
            {
              type: 'dkt',
              games: 1,
              wins: 0,
              winRate: 0,
              averageRank: 2,
              bestValue: 0,
              averageValue: 0,
              timeMs: 3600_000,
            },
          ],
        },
      ],
      types: [
        { type: 'dkt', games: 2, timeMs: 4 * 3600_000 },
        { type: 'gmbh', games: 1, timeMs: 1800_000 },
      ],
      records: {
        biggestRent: {
          amount: 2000,
          currency: '€',
          person: 'a',
          name: 'Anna',
          property: 'Opernring',
          gameName: 'Last year',
          type: 'dkt',
          at: NOW - 100 * DAY,
        },
        topStreet: { property: 'Amtsplatz', type: 'dkt', amount: 2600, currency: '€', games: 2 },
        longestGame: { gameName: 'Last year', type: 'dkt', durationMs: 3 * 3600_000, at: NOW - 100 * DAY },
        highestRound: { points: 32, round: 3, person: 'b', name: 'Ben', gameName: 'Cards', at: NOW - DAY },
      },
      winsOverTime: {
        ends: [NOW - 100 * DAY, NOW - 2 * DAY, NOW - DAY],
        series: [
          { person: 'a', name: 'Anna', color: '#d55e00', data: [0, 1, 2] },
          { person: 'b', name: 'Ben', color: '#0072b2', data: [1, 1, 2] },
          { person: 'c', name: 'Cem', color: '#888888', data: [0, 0, 0] },
        ],
      },
    })
  })

  it('filters by game type and period: the last 30 days leave last year out', () => {
    const s = statistics(all, people, { type: 'dkt', period: 'days30' }, NOW)
    expect(s.results).toBe(1)
    expect(s.people.map((p) => [p.name, p.games, p.wins])).toEqual([
      ['Anna', 1, 1],
      ['Ben', 1, 0],
      ['Cem', 1, 0],
    ])
    expect(s.records.biggestRent?.amount).toBe(500)
    expect(s.records.highestRound).toBeNull()
    expect(statistics(all, people, { type: null, period: 'days365' }, NOW).results).toBe(3)
  })

  it('a person in two seats of one game (two people merged) counts once, with the better place', () => {
    const merged: GameResult = { ...dktNew, rows: [row('a', 1, 6001), { ...row('a', 2, 0), player: 'other' }] }
    const s = statistics([merged], people, { type: null, period: 'all' }, NOW)
    expect(s.people.map((p) => [p.name, p.games, p.wins, p.averageRank])).toEqual([['Anna', 1, 1, 1]])
  })

  it('no results: nothing to show, no records', () => {
    expect(statistics([removed], people, { type: null, period: 'all' }, NOW)).toEqual<Statistics>({
      results: 0,
      people: [],
      types: [],
      records: { biggestRent: null, topStreet: null, longestGame: null, highestRound: null },
      winsOverTime: { ends: [], series: [] },
    })
  })
})
