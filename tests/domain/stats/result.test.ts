import { describe, expect, it } from 'vitest'
import { dktModule } from '@/domain/games/dkt/module'
import { createScorePadGame, scorePadModule } from '@/domain/games/scorePad'
import { gameSummary } from '@/domain/games/summary'
import type { Entry } from '@/domain/ledger/types'
import { clockPlayedMs, endedAtOf, ledgerFacts, mergeResults, resultOf, type GameResult } from '@/domain/stats/result'
import { newClock, toggleClock } from '@/domain/games/property/clock'
import { dkt, own } from '../games/property/helpers'

const seats = { Anna: 'person-a', Ben: 'person-b', Cem: 'person-c' }

function finishedDkt() {
  const g = dkt()
  own(g, 'Anna', ['Amtsplatz', 'Murplatz'])
  g.apply({ type: 'rent', payer: 'Ben', property: 'Murplatz' })
  g.apply({ type: 'rent', payer: 'Cem', property: 'Amtsplatz' })
  g.apply({ type: 'rent', payer: 'Cem', property: 'Murplatz' })
  return g
}

describe('results of finished games (issue 37)', () => {
  it('DKT played to one player left: date, play time, people, ranking, final worth and the rents of the ledger', () => {
    const g = finishedDkt()
    const rents = g.entries.filter((e) => e.kind === 'rent').map((e) => e.info?.amount)
    g.apply({ type: 'bankruptcy', player: 'Ben' })
    g.apply({ type: 'bankruptcy', player: 'Cem' })
    const summary = gameSummary(dktModule, g.ledgerState, g.config, false)
    const result = resultOf({
      gameId: 'g1',
      gameName: 'Friday',
      type: 'dkt',
      isScorePad: false,
      currency: '€',
      createdAt: 1_000,
      endedAt: 1_000 + 90 * 60_000,
      seats,
      summary,
      entries: g.entries,
    })
    const [murplatz, amtsplatz] = [rents[0] as number, rents[1] as number]
    expect(result).toEqual<GameResult>({
      gameId: 'g1',
      gameName: 'Friday',
      type: 'dkt',
      isScorePad: false,
      currency: '€',
      reason: 'lastPlayer',
      startedAt: 1_000,
      endedAt: 1_000 + 90 * 60_000,
      durationMs: 90 * 60_000,
      rows: [
        {
          player: 'Anna',
          person: 'person-a',
          name: 'Anna',
          rank: 1,
          value: summary.rows[0]!.value,
          isWinner: true,
          isOut: false,
        },
        { player: 'Ben', person: 'person-b', name: 'Ben', rank: 2, value: 0, isWinner: false, isOut: true },
        { player: 'Cem', person: 'person-c', name: 'Cem', rank: 2, value: 0, isWinner: false, isOut: true },
      ],
      facts: {
        biggestRent: { amount: murplatz, payer: 'Ben', owner: 'Anna', property: 'Murplatz' },
        rentByProperty: { Murplatz: 2 * murplatz, Amtsplatz: amtsplatz },
        bestRound: null,
      },
    })
    expect(murplatz).toBeGreaterThan(amtsplatz)
    // Anna's worth: her cash (1,500 − 520 + the rents) and her two streets at their prices
    expect(summary.rows[0]!.value).toBeGreaterThan(0)
  })

  it('an unfinished game has no result', () => {
    const g = finishedDkt()
    const summary = gameSummary(dktModule, g.ledgerState, g.config, false)
    expect(
      resultOf({
        gameId: 'g1',
        gameName: 'Friday',
        type: 'dkt',
        isScorePad: false,
        currency: '€',
        createdAt: 0,
        endedAt: 10,
        seats,
        summary,
        entries: g.entries,
      }),
    ).toBeNull()
  })

  it("the game clock's time is the play time where the game has one (its pauses are no play)", () => {
    const g = finishedDkt()
    const summary = gameSummary(dktModule, g.ledgerState, g.config, true)
    const result = resultOf({
      gameId: 'g1',
      gameName: 'Friday',
      type: 'dkt',
      isScorePad: false,
      currency: '€',
      createdAt: 0,
      endedAt: 5 * 3600_000,
      clockMs: 2 * 3600_000,
      seats: {},
      summary,
      entries: [],
    })
    expect(result?.durationMs).toBe(2 * 3600_000)
    expect(result?.reason).toBe('timeUp')
    expect(result?.rows.map((r) => r.person)).toEqual([null, null, null])
  })

  it('the clock counts its running time only, a timed game at most its length; a clock never started counts nothing', () => {
    const running = toggleClock(newClock(60), 1_000) // 60 minutes agreed
    expect(clockPlayedMs(running, 1_000 + 30 * 60_000)).toBe(30 * 60_000)
    expect(clockPlayedMs(running, 1_000 + 90 * 60_000)).toBe(60 * 60_000)
    const paused = toggleClock(toggleClock(newClock(0), 0), 20 * 60_000)
    expect(clockPlayedMs(paused, 99 * 60_000)).toBe(20 * 60_000)
    expect(clockPlayedMs(newClock(60), 5_000)).toBeNull()
    expect(clockPlayedMs(undefined, 5_000)).toBeNull()
  })

  it("undone rents never happened; round entries are not read (the round record is the module's, given to ledgerFacts)", () => {
    const entry = (seq: number, kind: string, info: Entry['info'], isUndone = false): Entry => ({
      id: String(seq),
      gameId: 'g',
      seq,
      ts: seq,
      kind,
      postings: [],
      info,
      isSetup: false,
      isUndone,
    })
    const entries = [
      entry(1, 'rent', { payer: 'b', owner: 'a', property: 'Opernring', amount: 900 }, true),
      entry(2, 'rent', { payer: 'b', owner: 'a', property: 'Ring', amount: 40 }),
      entry(3, 'gmbhRound', { round: 1, record: { result: { points: { a: 12, b: 30 } } } }),
    ]
    expect(ledgerFacts(entries)).toEqual({
      biggestRent: { amount: 40, payer: 'b', owner: 'a', property: 'Ring' },
      rentByProperty: { Ring: 40 },
      bestRound: null,
    })
    expect(ledgerFacts(entries, { round: 2, player: 'a', points: 7 }).bestRound).toEqual({
      round: 2,
      player: 'a',
      points: 7,
    })
  })

  it("a finished score pad's result keeps its round record as its module gives it (rounds as corrected), with no stats code for its entries", () => {
    const g = createScorePadGame({ players: ['Anna', 'Ben'], options: { roundLimit: 2 } })
    g.scoreRound({ Anna: 50, Ben: 10 })
    g.correctRound(1, { Anna: 20, Ben: 10 })
    g.scoreRound({ Anna: 5, Ben: 35 })
    const summary = gameSummary(scorePadModule, g.state, g.config, false)
    const result = resultOf({
      gameId: 'g2',
      gameName: 'Rommé, 6 Dec',
      type: 'scorePad',
      isScorePad: true,
      currency: '',
      createdAt: 0,
      endedAt: 60_000,
      seats: {},
      summary,
      entries: g.entries,
      bestRound: scorePadModule.bestRound(g.state, g.config),
    })
    expect(result?.reason).toBe('finished')
    expect(result?.facts).toEqual({
      biggestRent: null,
      rentByProperty: {},
      bestRound: { round: 2, player: 'Ben', points: 35 },
    })
  })

  it('a merge of two people moves every row of the one into the other', () => {
    const base: GameResult = {
      gameId: 'g1',
      gameName: 'Friday',
      type: 'gmbh',
      isScorePad: true,
      currency: '',
      reason: 'finished',
      startedAt: 0,
      endedAt: 1,
      durationMs: 1,
      rows: [
        { player: 'p1', person: 'x', name: 'Anna', rank: 1, value: 40, isWinner: true, isOut: false },
        { player: 'p2', person: 'y', name: 'Ben', rank: 2, value: 10, isWinner: false, isOut: false },
      ],
      facts: { biggestRent: null, rentByProperty: {}, bestRound: null },
    }
    const other = { ...base, gameId: 'g2', rows: [{ ...base.rows[1]!, person: 'z' }] }
    expect(mergeResults([base, other], 'x', 'w')).toEqual([
      { ...base, rows: [{ ...base.rows[0]!, person: 'w' }, base.rows[1]] },
    ])
  })
})

describe('when a game ended', () => {
  it('is its newest live action, an undone one not counted; a game with none ended at its setup', () => {
    const at = (ts: number, isUndone = false) => ({ ts, isUndone }) as Entry
    expect(endedAtOf(100, [at(300), at(500, true), at(200)])).toBe(300)
    expect(endedAtOf(100, [at(500, true)])).toBe(100)
    expect(endedAtOf(100, [])).toBe(100)
  })
})
