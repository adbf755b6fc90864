import { describe, expect, it } from 'vitest'
import type { RankRow, WorthPart } from '@/domain/games/contract'
import { discretionModule } from '@/domain/games/discretion/module'
import { dktModule } from '@/domain/games/dkt/module'
import { freePlayModule } from '@/domain/games/freePlay/module'
import { createGmbhGame } from '@/domain/games/gmbh'
import { gmbhModule } from '@/domain/games/gmbh/module'
import { fillInLastPlayer } from '@/domain/games/gmbh/scoring'
import { newClock, toggleClock } from '@/domain/games/property/clock'
import { runPack } from '@/domain/games/engine'
import {
  clockIsOver,
  gameOverFor,
  gameOverOf,
  gameSummary,
  summaryText,
  type GameSummary,
  type SummaryWords,
} from '@/domain/games/summary'
import { deal, newGame } from './discretion/helpers'
import { dkt, own } from './property/helpers'
import { DECK } from '../../helpers/gmbhDeck'

const row = (player: string, rank: number, value: number, isOut = false): RankRow => ({
  player,
  name: player,
  rank,
  value,
  isOut,
})

describe('game over (RULES.md end of game)', () => {
  it('one player left of two or more: over, and that player wins (also before the agreed time)', () => {
    expect(gameOverOf([row('a', 1, 900), row('b', 2, 0, true), row('c', 2, 0, true)], false)).toEqual({
      reason: 'lastPlayer',
      winners: ['a'],
    })
  })
  it('at the agreed time the ranking decides; equal first places win together, players out never', () => {
    expect(gameOverOf([row('a', 1, 900), row('b', 1, 900), row('c', 3, 100), row('d', 4, 0, true)], true)).toEqual({
      reason: 'timeUp',
      winners: ['a', 'b'],
    })
  })
  it("the game's own end (Discretion after Year 10): over, the ranking decides", () => {
    expect(gameOverOf([row('a', 1, 900), row('b', 2, 500)], false, true)).toEqual({
      reason: 'finished',
      winners: ['a'],
    })
  })
  it('two or more players in and time not up: the game goes on; a one-player table is never "last left"', () => {
    expect(gameOverOf([row('a', 1, 900), row('b', 2, 500), row('c', 3, 0, true)], false)).toBeNull()
    expect(gameOverOf([row('a', 1, 900)], false)).toBeNull()
  })
  it('the clock is over once the agreed length is played; untimed or no clock never is', () => {
    const running = toggleClock(newClock(1), 1_000)
    expect(clockIsOver(running, 1_000 + 59_999)).toBe(false)
    expect(clockIsOver(running, 1_000 + 60_000)).toBe(true)
    expect(clockIsOver(toggleClock(newClock(0), 0), 10 * 3600_000)).toBe(false)
    expect(clockIsOver(undefined, 0)).toBe(false)
  })
})

describe('game summary: the standings with each net worth broken down', () => {
  it('DKT: cash, property prices, buildings, minus mortgages with 10 % (RULES.md DKT end of game); ties 1, 1, 3', () => {
    const g = dkt()
    own(g, 'Anna', ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße', 'Murplatz']) // 220 + 120 + 180 + 300
    g.apply({ type: 'build', property: 'Amtsplatz' }) // a house at 160
    g.apply({ type: 'mortgage', property: 'Murplatz', amount: 100 }) // repaying costs 110
    const parts = (cash: number, properties = 0, buildings = 0, mortgages = 0): WorthPart[] => [
      { part: 'cash', amount: cash },
      { part: 'properties', amount: properties },
      { part: 'buildings', amount: buildings },
      { part: 'mortgages', amount: mortgages },
    ]
    expect(gameSummary(dktModule, g.ledgerState, g.config, false)).toEqual({
      over: null,
      rows: [
        { rank: 1, player: 'Ben', name: 'Ben', value: 1500, isOut: false, parts: parts(1500) },
        { rank: 1, player: 'Cem', name: 'Cem', value: 1500, isOut: false, parts: parts(1500) },
        { rank: 3, player: 'Anna', name: 'Anna', value: 1490, isOut: false, parts: parts(620, 820, 160, -110) },
      ],
    })
  })
  it('DKT: played to one player left — over, the last player wins, the bankrupt ones follow; undo revives the game', () => {
    const g = dkt()
    g.apply({ type: 'pay', from: 'Ben', to: 'Anna', amount: 1000 })
    g.apply({ type: 'bankruptcy', player: 'Ben' })
    expect(gameSummary(dktModule, g.ledgerState, g.config, false).over).toBeNull()
    g.apply({ type: 'bankruptcy', player: 'Cem' })
    const s = gameSummary(dktModule, g.ledgerState, g.config, false)
    expect(s.over).toEqual({ reason: 'lastPlayer', winners: ['Anna'] })
    expect(s.rows.map((r) => [r.rank, r.player, r.value, r.isOut])).toEqual([
      [1, 'Anna', 2500, false],
      [2, 'Ben', 0, true],
      [2, 'Cem', 0, true],
    ])
    expect(gameOverFor(dktModule, g.ledgerState, g.config, false)).toEqual(s.over)
    g.undo()
    expect(gameSummary(dktModule, g.ledgerState, g.config, false).over).toBeNull()
    expect(gameOverFor(dktModule, g.ledgerState, g.config, true)).toEqual({ reason: 'timeUp', winners: ['Anna'] })
  })
  it('Discretion: cash, land at appraisal, buildings, minus loans (RULES.md Discretion net assets)', () => {
    const g = newGame(['ann', 'ben'])
    deal(g, { A: 'ann', B: 'ben' })
    const parts = (land: number): WorthPart[] => [
      { part: 'cash', amount: 2_500_000 },
      { part: 'land', amount: land },
      { part: 'buildings', amount: 0 },
      { part: 'loans', amount: 0 },
    ]
    expect(gameSummary(discretionModule, g.ledgerState, g.config, false)).toEqual({
      over: null,
      rows: [
        { rank: 1, player: 'ann', name: 'Ann', value: 3_600_000, isOut: false, parts: parts(1_100_000) },
        { rank: 2, player: 'ben', name: 'Ben', value: 3_450_000, isOut: false, parts: parts(950_000) },
      ],
    })
  })
  it("Discretion: over after Year 10's End of Year (ranking decides) and when one player is left", () => {
    const g = newGame(['ann', 'ben'])
    deal(g, { A: 'ann', B: 'ben' })
    g.apply({ type: 'setYear', year: 10 })
    g.apply({ type: 'endOfYear', landTaxRate: 50_000 })
    expect(gameSummary(discretionModule, g.ledgerState, g.config, false).over).toEqual({
      reason: 'finished',
      winners: ['ann'],
    })
    g.undo()
    expect(gameSummary(discretionModule, g.ledgerState, g.config, false).over).toBeNull()
    g.apply({ type: 'bankruptcy', player: 'ann' })
    expect(gameSummary(discretionModule, g.ledgerState, g.config, false).over).toEqual({
      reason: 'lastPlayer',
      winners: ['ben'],
    })
  })
  it('GmbH: each total as the points of every round (a false Stopp round included); a score pad is never over by itself', () => {
    const g = createGmbhGame({ players: ['Anna', 'Ben', 'Cleo'], deck: DECK })
    g.scoreRound({
      hands: fillInLastPlayer(DECK, { Anna: { glotz: 7, milch: 5 }, Ben: { c3: 4 } }, 'c8', 'Cleo'),
      middle: 'c8',
      stopper: 'Anna',
    })
    g.scoreRound({
      hands: fillInLastPlayer(DECK, { Anna: { glotz: 7 }, Ben: { milch: 2 } }, 'milch', 'Cleo'),
      middle: 'milch',
      stopper: 'Ben',
    })
    const rounds = (r1: number, r2: number): WorthPart[] => [
      { part: 'round', round: 1, amount: r1 },
      { part: 'round', round: 2, amount: r2 },
    ]
    expect(gameSummary(gmbhModule, g.state, g.config, false)).toEqual({
      over: null,
      rows: [
        { rank: 1, player: 'Cleo', name: 'Cleo', value: 62, isOut: false, parts: rounds(62, 0) },
        { rank: 2, player: 'Anna', name: 'Anna', value: 24, isOut: false, parts: rounds(24, 0) },
        { rank: 3, player: 'Ben', name: 'Ben', value: -1, isOut: false, parts: rounds(4, -5) },
      ],
    })
  })
  it('free play: cash is the whole worth; the last player at the table wins', () => {
    const config = freePlayModule.parseConfig(freePlayModule.demoSetup())
    const g = runPack(freePlayModule, config, () => 0)
    g.apply({ type: 'leave', player: 'p2' })
    g.apply({ type: 'leave', player: 'p3' })
    expect(gameSummary(freePlayModule, g.ledgerState, config, false)).toEqual({
      over: { reason: 'lastPlayer', winners: ['p1'] },
      rows: [
        { rank: 1, player: 'p1', name: 'Anna', value: 1500, isOut: false, parts: [{ part: 'cash', amount: 1500 }] },
        { rank: 2, player: 'p2', name: 'Ben', value: 0, isOut: true, parts: [{ part: 'cash', amount: 0 }] },
        { rank: 2, player: 'p3', name: 'Cem', value: 0, isOut: true, parts: [{ part: 'cash', amount: 0 }] },
      ],
    })
  })
  it('every module: the parts add up to the ranking value', () => {
    const g = dkt()
    own(g, 'Ben', ['Murplatz'])
    g.apply({ type: 'mortgage', property: 'Murplatz', amount: 150 })
    for (const r of gameSummary(dktModule, g.ledgerState, g.config, false).rows)
      expect(r.parts.reduce((s, p) => s + p.amount, 0)).toBe(r.value)
  })
})

describe('summary text', () => {
  it('title, verdict, then each place with its parts on the line below', () => {
    const summary: GameSummary = {
      over: { reason: 'lastPlayer', winners: ['a'] },
      rows: [
        {
          ...row('Anna', 1, 1490),
          parts: [
            { part: 'cash', amount: 1600 },
            { part: 'mortgages', amount: -110 },
          ],
        },
        { ...row('Ben', 2, 0, true), parts: [] },
      ],
    }
    const words: SummaryWords = {
      title: 'Family night (DKT)',
      verdict: 'Game over: only Anna is left.',
      row: (r) => `${r.rank}. ${r.name}: ${r.value} €${r.isOut ? ' (out)' : ''}`,
      part: (p) => `${p.part} ${p.amount} €`,
    }
    expect(summaryText(summary, words)).toBe(
      'Family night (DKT)\nGame over: only Anna is left.\n\n1. Anna: 1490 €\n   cash 1600 € · mortgages -110 €\n2. Ben: 0 € (out)\n',
    )
    expect(summaryText({ over: null, rows: [] }, { ...words, verdict: null })).toBe('Family night (DKT)\n\n')
  })
})
