import { describe, expect, it } from 'vitest'
import { RuleError } from '@/domain/errors'
import { createGmbhGame, gmbhConfig, type GmbhSetupInput } from '@/domain/games/gmbh'
import { fillInLastPlayer } from '@/domain/games/gmbh/scoring'
import { gmbhModule } from '@/domain/games/gmbh/module'
import { DECK } from '../../../helpers/gmbhDeck'
import { expectRuleError } from '../../../helpers/ruleError'

const setup: GmbhSetupInput = { players: ['Anna', 'Ben', 'Cleo'], deck: DECK }

/** Anna and Ben as given, Cleo holds the rest. */
function hands(anna: Record<string, number>, ben: Record<string, number>, middle: string) {
  return fillInLastPlayer(DECK, { Anna: anna, Ben: ben }, middle, 'Cleo')
}

describe('GmbH setup', () => {
  it('GmbH setup: 2–6 players', () => {
    expectRuleError(() => gmbhConfig({ ...setup, players: ['Solo'] }), 'playerCount')
    expectRuleError(() => gmbhConfig({ ...setup, players: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }), 'playerCount')
    expect(gmbhConfig({ ...setup, players: ['a', 'b', 'c', 'd', 'e', 'f'] }).players).toHaveLength(6)
  })

  it('GmbH setup: the standard deck is required unless a custom deck is chosen (then flagged)', () => {
    const custom = [
      { id: 'a', name: 'A', cards: 3 },
      { id: 'b', name: 'B', cards: 4 },
    ]
    expect(() => gmbhConfig({ ...setup, deck: custom })).toThrowError(RuleError)
    const c = gmbhConfig({ ...setup, deck: custom, customDeck: true })
    expect(c.options.isCustomDeck).toBe(true)
    expect(gmbhConfig({ ...setup, customDeck: true }).options.isCustomDeck).toBe(false)
  })

  it('GmbH setup: both rule options default to off and negative totals are allowed', () => {
    expect(gmbhConfig(setup).options).toMatchObject({
      scoreFalseStop: false,
      bankruptMajorityScoresForStop: false,
      allowNegative: true,
    })
  })
})

describe('GmbH game', () => {
  it('GmbH: each scored round is one ledger entry; totals are the balances and undo/redo work like any action', () => {
    const g = createGmbhGame(setup)
    const before = structuredClone(g.state)
    // round 1: Anna stops validly with all of Glotz and a Milch majority
    g.scoreRound({ hands: hands({ glotz: 7, milch: 5 }, { c3: 4 }, 'c8'), middle: 'c8', stopper: 'Anna' })
    // Cleo: milch 4 none, c3 3 none, c4–c7 all (+14 each), c8 bankrupt (−4), c9 all (+10)
    expect(g.totals()).toEqual({ Anna: 14 + 5 + 5, Ben: 4, Cleo: 14 * 4 - 4 + 10 })
    // round 2: Ben calls a false Stopp (he holds a bankrupt card): only Ben −5, re-dealt
    const e2 = g.scoreRound({ hands: hands({ glotz: 7 }, { milch: 2 }, 'milch'), middle: 'milch', stopper: 'Ben' })
    expect(e2.kind).toBe('gmbhRedeal')
    expect(e2.info?.isRedealt).toBe(true)
    expect(g.totals()).toEqual({ Anna: 24, Ben: -1, Cleo: 62 })
    // round 3, then undone and replaced
    g.scoreRound({ hands: hands({}, { glotz: 7 }, 'c9'), middle: 'c9', stopper: 'Anna' })
    expect(g.totals().Anna).toBe(29)
    g.undo()
    expect(g.totals()).toEqual({ Anna: 24, Ben: -1, Cleo: 62 })
    expect(g.state.data.round).toBe(2)
    g.redo()
    expect(g.state.data.round).toBe(3)
    expect(g.rounds().map((r) => r.round)).toEqual([1, 2, 3])
    expect(g.runningTotals()).toEqual({
      rounds: [0, 1, 2, 3],
      totals: {
        Anna: [0, 24, 24, 29],
        Ben: [0, 4, -1, 13],
        Cleo: [0, 62, 62, 62 + g.rounds()[2]!.result.points.Cleo!],
      },
    })
    for (const p of ['Anna', 'Ben', 'Cleo']) expect(g.runningTotals().totals[p]!.at(-1)).toBe(g.totals()[p])
    g.undo()
    g.undo()
    g.undo()
    expect(g.canUndo).toBe(false)
    expect(g.state).toEqual(before)
  })

  it('GmbH: its rounds for the chart are its scored rounds (a redeal is a round) with the running totals; its round record the most points in one round', () => {
    const g = createGmbhGame(setup)
    expect(gmbhModule.roundTotals(g.state, g.config)).toEqual([])
    expect(gmbhModule.bestRound(g.state, g.config)).toBeNull()
    g.scoreRound({ hands: hands({ glotz: 7, milch: 5 }, { c3: 4 }, 'c8'), middle: 'c8', stopper: 'Anna' })
    g.scoreRound({ hands: hands({ glotz: 7 }, { milch: 2 }, 'milch'), middle: 'milch', stopper: 'Ben' })
    expect(gmbhModule.roundTotals(g.state, g.config)).toEqual([
      { round: 1, totals: { Anna: 24, Ben: 4, Cleo: 62 } },
      { round: 2, totals: { Anna: 24, Ben: -1, Cleo: 62 } },
    ])
    // Cleo's 62 in round 1
    expect(gmbhModule.bestRound(g.state, g.config)).toEqual({ round: 1, player: 'Cleo', points: 62 })
  })

  it('GmbH: the entry records the round number and the round input and lines in info', () => {
    const g = createGmbhGame(setup)
    const e = g.scoreRound({ hands: hands({ glotz: 7 }, {}, 'c8'), middle: 'c8', stopper: 'Anna' })
    expect(e.kind).toBe('gmbhRound')
    expect(e.info).toMatchObject({ round: 1, player: 'Anna', validStop: true, isRedealt: false })
    expect(e.postings.reduce((s, p) => s + p.amount, 0)).toBe(0)
    expect(e.postings).toContainEqual({ account: 'Anna', amount: 19 })
    expect(g.state.data.rounds['1']?.result.players.Anna?.lines[0]).toMatchObject({
      company: 'Glotz TV AG',
      outcome: 'all',
      points: 14,
    })
  })

  it('GmbH: a player left out of the hands has an empty hand; unknown players are refused', () => {
    const g = createGmbhGame({ ...setup, players: ['Anna', 'Ben'] })
    const full = fillInLastPlayer(DECK, {}, 'c8', 'Ben')
    g.scoreRound({ hands: { Ben: full.Ben! }, middle: 'c8', stopper: 'Anna' })
    expect(g.totals().Anna).toBe(5)
    expectRuleError(() => g.scoreRound({ hands: { Zed: full.Ben! }, middle: 'c8', stopper: 'Anna' }), 'unknownPlayer')
    expectRuleError(() => g.scoreRound({ hands: { Ben: full.Ben! }, middle: 'c8', stopper: 'Zed' }), 'unknownPlayer')
    expect(g.entries).toHaveLength(1)
  })

  it('GmbH option scoreFalseStop in a game: the false stopper pays 5 and everybody scores his cards', () => {
    const g = createGmbhGame({ ...setup, scoreFalseStop: true })
    const e = g.scoreRound({ hands: hands({ glotz: 7, c3: 1 }, { milch: 5 }, 'c8'), middle: 'c8', stopper: 'Anna' })
    expect(e.kind).toBe('gmbhRound')
    expect(g.totals()).toMatchObject({ Anna: 14 - 5, Ben: 5 })
  })

  it('GmbH: the ranking is by total, highest first, ties share a rank', () => {
    const g = createGmbhGame(setup)
    g.scoreRound({ hands: hands({ glotz: 7 }, { c8: 4, c9: 2 }, 'milch'), middle: 'milch', stopper: 'Anna' })
    const t = g.totals()
    expect(t).toMatchObject({ Anna: 19, Ben: 4 })
    const ranking = g.ranking()
    expect(ranking[0]).toMatchObject({ rank: 1 })
    expect(ranking.map((r) => r.total)).toEqual([...Object.values(t)].sort((a, b) => b - a))
    const g2 = createGmbhGame({ ...setup, players: ['Anna', 'Ben'] })
    expect(g2.ranking().map((r) => r.rank)).toEqual([1, 1])
  })
})
