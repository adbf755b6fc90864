import { describe, expect, it } from 'vitest'
import { createScorePadGame, scorePadModule } from '@/domain/games/scorePad'
import { readPoints, toggleSign, pointsText } from '@/domain/games/scorePad/entry'
import { expectRuleError } from '../../../helpers/ruleError'

const players = [
  { id: 'p1', name: 'Anna' },
  { id: 'p2', name: 'Ben' },
]

describe('score pad module', () => {
  it('score pad: 2–8 players (4 rows to start), its own texts, points instead of money, no net worth', () => {
    expect(scorePadModule.type).toBe('scorePad')
    expect(scorePadModule.playerLimits).toEqual({ min: 2, max: 8, defaultCount: 4 })
    expect(scorePadModule.messages).toBe('scorePad')
    expect(scorePadModule.isScorePad).toBe(true)
    expect(scorePadModule.entryKinds).toEqual(['padRound', 'padCorrection'])
    expect(scorePadModule.startingNotes(4)).toEqual([])
    const config = scorePadModule.parseConfig({ players })
    expect(scorePadModule.netWorth(scorePadModule.initialState(config), config)).toBeNull()
    expect(scorePadModule.setupDrafts(config, () => 0.5)).toEqual([])
    expect(scorePadModule.requestKinds(config)).toEqual([])
    expect(scorePadModule.playersMayLeave).toBe(false)
  })

  it('parseConfig: defaults (highest wins, no target, no fixed rounds, no currency), and a stored config parses to itself', () => {
    const config = scorePadModule.parseConfig({ players, currency: '€' })
    expect(config).toEqual({
      type: 'scorePad',
      players: [
        { id: 'p1', name: 'Anna', color: expect.any(String) },
        { id: 'p2', name: 'Ben', color: expect.any(String) },
      ],
      currency: '',
      options: { title: '', winner: 'highest', target: 0, roundLimit: 0, allowNegative: true },
    })
    const set = scorePadModule.parseConfig({
      players,
      options: { title: '  Rommé   Abend ', winner: 'lowest', target: 500, roundLimit: 12 },
    })
    expect(set.options).toEqual({
      title: 'Rommé Abend',
      winner: 'lowest',
      target: 500,
      roundLimit: 12,
      allowNegative: true,
    })
    const stored = JSON.parse(JSON.stringify(set)) as typeof set
    expect(scorePadModule.parseConfig(stored)).toEqual(set)
  })

  it('parseConfig refuses a bad winner, target, number of rounds or title, and too few players', () => {
    const bad = (options: Record<string, string | number | boolean>) => () =>
      scorePadModule.parseConfig({ players, options })
    expectRuleError(bad({ winner: 'middle' }), 'padWinnerInvalid', { value: 'middle' })
    expectRuleError(bad({ target: -5 }), 'padTargetInvalid', { value: '-5', max: 1_000_000_000 })
    expectRuleError(bad({ target: 2.5 }), 'padTargetInvalid')
    expectRuleError(bad({ target: 'lots' }), 'padTargetInvalid', { value: 'lots' })
    expectRuleError(bad({ roundLimit: 1000 }), 'padRoundLimitInvalid', { max: 999 })
    expectRuleError(bad({ title: 'x'.repeat(41) }), 'padTitleTooLong', { max: 40 })
    expectRuleError(bad({ title: 'a\u0000b' }), 'padTitleInvalid')
    expectRuleError(() => scorePadModule.parseConfig({ players: players.slice(0, 1) }), 'playerCount')
  })

  it('demo: a Rommé evening of four, lowest total wins, over at 500; it parses', () => {
    const demo = scorePadModule.demoSetup()
    const config = scorePadModule.parseConfig(demo)
    expect(config.players.map((p) => p.name)).toEqual(['Anna', 'Ben', 'Cem', 'Dana'])
    expect(config.options).toMatchObject({ title: 'Rommé', winner: 'lowest', target: 500, roundLimit: 0 })
  })

  it('checkState: a played game passes; a changed total, a round too many or junk is named', () => {
    const g = createScorePadGame({ players, options: { roundLimit: 3 } })
    g.scoreRound({ p1: 4, p2: -2 })
    g.correctRound(1, { p1: 5, p2: -2 })
    g.scoreRound({ p1: 1, p2: 1 })
    const config = g.config
    const check = (s: typeof g.state) => scorePadModule.checkState(s, config)
    expect(check(g.state)).toBeNull()
    expect(check({ ...g.state, balances: { ...g.state.balances, p1: 99 } })).toBe('balances.p1 = 99')
    expect(check({ ...g.state, data: { ...g.state.data, round: 4 } })).toBe('round = 4')
    expect(check({ ...g.state, data: { ...g.state.data, junk: 1 } })).toBe('junk = 1')
    const rounds = { ...g.state.data.rounds, '2': { round: 2, points: { p1: 1.5, p2: 1 }, corrections: 0 } }
    expect(check({ ...g.state, data: { ...g.state.data, rounds } })).toMatch(/^rounds\.2 = /)
    const missing = { '1': g.state.data.rounds['1']! }
    expect(check({ ...g.state, data: { ...g.state.data, rounds: missing } })).toBe('rounds = 1')
  })

  it('worth breakdown: each player’s total as the points of every round (the parts add up to the ranking value)', () => {
    const g = createScorePadGame({ players })
    g.scoreRound({ p1: 4, p2: -2 })
    g.scoreRound({ p1: 1, p2: 3 })
    const parts = scorePadModule.worthBreakdown(g.state, g.config)
    expect(parts).toEqual({
      p1: [
        { part: 'round', round: 1, amount: 4 },
        { part: 'round', round: 2, amount: 1 },
      ],
      p2: [
        { part: 'round', round: 1, amount: -2 },
        { part: 'round', round: 2, amount: 3 },
      ],
    })
    for (const r of scorePadModule.ranking(g.state, g.config))
      expect(parts[r.player]!.reduce((s, p) => s + p.amount, 0)).toBe(r.value)
  })
})

describe('score pad rounds for the chart and the records', () => {
  it('the round axis has exactly the rounds played, with the totals as corrected: a correction adds no round', () => {
    const game = createScorePadGame({ players, options: { winner: 'highest' } })
    game.scoreRound({ p1: 30, p2: -10 })
    game.scoreRound({ p1: 25, p2: 40 })
    game.scoreRound({ p1: 5, p2: 0 })
    game.correctRound(1, { p1: 30, p2: -5 })
    expect(scorePadModule.roundTotals(game.state, game.config)).toEqual([
      { round: 1, totals: { p1: 30, p2: -5 } },
      { round: 2, totals: { p1: 55, p2: 35 } },
      { round: 3, totals: { p1: 60, p2: 35 } },
    ])
    // an undone round is gone from the axis
    game.undo()
    game.undo()
    expect(scorePadModule.roundTotals(game.state, game.config)).toEqual([
      { round: 1, totals: { p1: 30, p2: -10 } },
      { round: 2, totals: { p1: 55, p2: 30 } },
    ])
  })

  it('highest wins: the round record is the most points in one round as corrected, the first of equals (earlier round, then seat)', () => {
    const game = createScorePadGame({ players, options: { winner: 'highest' } })
    expect(scorePadModule.bestRound(game.state, game.config)).toBeNull()
    game.scoreRound({ p1: 12, p2: 40 })
    game.scoreRound({ p1: 40, p2: 3 })
    expect(scorePadModule.bestRound(game.state, game.config)).toEqual({ round: 1, player: 'p2', points: 40 })
    game.correctRound(1, { p1: 12, p2: 4 })
    expect(scorePadModule.bestRound(game.state, game.config)).toEqual({ round: 2, player: 'p1', points: 40 })
  })

  it('lowest wins: no round record (a high round score is the worst round there, not a record)', () => {
    const game = createScorePadGame({ players, options: { winner: 'lowest' } })
    game.scoreRound({ p1: 90, p2: -20 })
    expect(scorePadModule.bestRound(game.state, game.config)).toBeNull()
  })

  it('the default game name: the title as typed and cleaned ("Rommé"); none, blank or an invalid title give none', () => {
    expect(scorePadModule.setupTitle({ title: '  Rommé  ' })).toBe('Rommé')
    expect(scorePadModule.setupTitle({ title: '' })).toBe('')
    expect(scorePadModule.setupTitle({})).toBe('')
    expect(scorePadModule.setupTitle(undefined)).toBe('')
    expect(scorePadModule.setupTitle({ title: 'x'.repeat(41) })).toBe('')
    expect(scorePadModule.setupTitle({ title: 7 })).toBe('')
  })
})

describe('score pad entry: reading typed points', () => {
  it('blank is 0, a minus (any dash) or plus gives the sign, the locale’s grouping is read', () => {
    expect(readPoints('', 'p1')).toBe(0)
    expect(readPoints(' 25 ', 'p1')).toBe(25)
    expect(readPoints('-25', 'p1')).toBe(-25)
    expect(readPoints('\u221225', 'p1')).toBe(-25)
    expect(readPoints('+7', 'p1')).toBe(7)
    expect(readPoints('-0', 'p1')).toBe(0)
    expect(readPoints('1.250', 'p1', 'de')).toBe(1250)
    expect(readPoints('1,250', 'p1', 'en')).toBe(1250)
  })

  it('a decimal, letters or a lone sign are refused naming the player; over 1,000,000,000 is too large', () => {
    expectRuleError(() => readPoints('1,5', 'p2', 'de'), 'padPointsInvalid', { player: 'p2', value: '1,5' })
    expectRuleError(() => readPoints('zehn', 'p2'), 'padPointsInvalid', { value: 'zehn' })
    expectRuleError(() => readPoints('-', 'p2'), 'padPointsInvalid', { value: '-' })
    expectRuleError(() => readPoints('--3', 'p2'), 'padPointsInvalid')
    expectRuleError(() => readPoints('1000000001', 'p2'), 'padPointsTooLarge', { player: 'p2', max: 1_000_000_000 })
  })

  it('± turns the sign round; a correction starts from the round’s points, 0 as an empty field', () => {
    expect(toggleSign('12')).toBe('-12')
    expect(toggleSign('-12')).toBe('12')
    expect(toggleSign('')).toBe('-')
    expect(toggleSign('+3')).toBe('-3')
    expect(pointsText(0)).toBe('')
    expect(pointsText(-4)).toBe('-4')
  })
})
