import { describe, expect, it } from 'vitest'
import { bgStatsDate, bgStatsLink, bgStatsPlay, type BgStatsPlay } from '@/domain/stats/bgStats'
import type { GameResult } from '@/domain/stats/result'

const result: GameResult = {
  gameId: 'game-1',
  gameName: 'Friday',
  type: 'dkt',
  isScorePad: false,
  currency: '€',
  reason: 'lastPlayer',
  startedAt: Date.UTC(2026, 11, 4, 18, 30, 5),
  endedAt: Date.UTC(2026, 11, 4, 20, 0, 0),
  durationMs: 89.6 * 60_000,
  rows: [
    { player: 'p1', person: 'anna', name: 'Anna', rank: 1, value: 6100, isWinner: true, isOut: false },
    { player: 'p2', person: null, name: 'Ben', rank: 2, value: 0, isWinner: false, isOut: true },
  ],
  facts: { biggestRent: null, rentByProperty: {}, bestRound: null },
}

describe('Send to BG Stats (its documented push link)', () => {
  it('a finished game as a play: source, play id, local date, whole minutes, game, players with score, rank, winner', () => {
    // Vienna in December: UTC+1 (getTimezoneOffset −60)
    expect(bgStatsPlay(result, 'DKT', -60)).toEqual<BgStatsPlay>({
      sourceName: 'Tischbank',
      sourcePlayId: 'game-1',
      playDate: '2026-12-04 19:30:05',
      durationMin: 90,
      game: { name: 'DKT', sourceGameId: 'tischbank:dkt', highestWins: true, noPoints: false },
      players: [
        { name: 'Anna', sourcePlayerId: 'anna', score: 6100, winner: true, rank: 1 },
        { name: 'Ben', sourcePlayerId: 'p2', score: 0, winner: false, rank: 2 },
      ],
    })
  })

  it('the link carries the play as URL-encoded JSON, on the app scheme or its https twin', () => {
    const play = bgStatsPlay(result, 'DKT – Das kaufmännische Talent', 0)
    const link = bgStatsLink(play)
    expect(link.startsWith('bgstats://app.bgstatsapp.com/createPlay.html?data=')).toBe(true)
    expect(JSON.parse(decodeURIComponent(link.split('?data=')[1]!))).toEqual(play)
    expect(bgStatsLink(play, 'https').startsWith('https://app.bgstatsapp.com/createPlay.html?data=%7B')).toBe(true)
    expect(bgStatsDate(Date.UTC(2026, 0, 1, 0, 0, 0), 0)).toBe('2026-01-01 00:00:00')
  })
})
