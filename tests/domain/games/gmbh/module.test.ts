import { describe, expect, it } from 'vitest'
import { gmbhModule } from '@/domain/games/gmbh/module'
import { createGmbhGame } from '@/domain/games/gmbh'
import { fillInLastPlayer } from '@/domain/games/gmbh/scoring'
import { DEMO_GMBH_DECK } from '@/domain/games/gmbh/demo'
import { expectRuleError } from '../../../helpers/ruleError'
import { DECK } from '../../../helpers/gmbhDeck'

const players = [
  { id: 'p1', name: 'Anna' },
  { id: 'p2', name: 'Ben' },
  { id: 'p3', name: 'Cem' },
]

describe('GmbH module', () => {
  it('GmbH module: a score pad of 2–6 players (4 rows to start) with the gmbh texts and no net worth', () => {
    expect(gmbhModule.type).toBe('gmbh')
    expect(gmbhModule.playerLimits).toEqual({ min: 2, max: 6, defaultCount: 4 })
    expect(gmbhModule.messages).toBe('gmbh')
    expect(gmbhModule.isScorePad).toBe(true)
    expect(gmbhModule.entryKinds).toEqual(['gmbhRound', 'gmbhRedeal'])
    expect(gmbhModule.errorCodes).toContain('fillInExceeded')
    expect(gmbhModule.startingNotes(4)).toEqual([])
    const config = gmbhModule.parseConfig({ players, options: { deck: DECK } })
    expect(gmbhModule.netWorth(gmbhModule.initialState(config), config)).toBeNull()
  })

  it('GmbH parseConfig: a stored config parses to an equal config (standard and custom deck)', () => {
    const config = gmbhModule.parseConfig({ players, currency: '€', options: { deck: DECK, scoreFalseStop: true } })
    expect(config).toMatchObject({
      type: 'gmbh',
      currency: '',
      options: { isCustomDeck: false, scoreFalseStop: true, bankruptMajorityScoresForStop: false, allowNegative: true },
    })
    expect(
      gmbhModule.parseConfig({ players: config.players, currency: config.currency, options: config.options }),
    ).toEqual(config)
    const small = [
      { id: 'a', name: 'A', cards: 3 },
      { id: 'b', name: 'B', cards: 4 },
    ]
    const custom = gmbhModule.parseConfig({
      players,
      options: { deck: small, customDeck: true, bankruptMajorityScoresForStop: true },
    })
    expect(custom.options.isCustomDeck).toBe(true)
    // the stored name isCustomDeck is accepted in place of the form's customDeck
    expect(
      gmbhModule.parseConfig({ players: custom.players, currency: custom.currency, options: custom.options }),
    ).toEqual(custom)
  })

  it('GmbH parseConfig: refuses a nonsense deck, a non-standard deck unless custom, and bad player counts', () => {
    expectRuleError(() => gmbhModule.parseConfig({ players, options: {} }), 'deckEmpty')
    expectRuleError(() => gmbhModule.parseConfig({ players, options: { deck: 'sixty-one' } }), 'deckEmpty')
    expectRuleError(
      () =>
        gmbhModule.parseConfig({ players, options: { deck: [{ id: 'a', name: 'A', cards: -2 }], customDeck: true } }),
      'companyCardsInvalid',
    )
    expectRuleError(
      () => gmbhModule.parseConfig({ players, options: { deck: [{ id: 'a', name: 'A', cards: 3 }] } }),
      'deckCompanyCount',
    )
    expectRuleError(
      () => gmbhModule.parseConfig({ players: players.slice(0, 1), options: { deck: DECK } }),
      'playerCount',
    )
  })

  it('GmbH ranking: by total, ties share a rank (1, 1, 3), nobody is out', () => {
    const config = gmbhModule.parseConfig({ players, options: { deck: DECK } })
    const g = createGmbhGame(config)
    g.scoreRound({
      hands: fillInLastPlayer(DECK, { p1: { glotz: 7 }, p2: { c3: 7 } }, 'c8', 'p3'),
      middle: 'c8',
      stopper: 'p1',
    })
    const state = g.state
    const t = g.totals()
    const rows = gmbhModule.ranking(state, config)
    expect(rows.map((r) => r.value)).toEqual([...Object.values(t)].sort((a, b) => b - a))
    expect(rows.every((r) => r.isOut === false)).toBe(true)
    const tied = gmbhModule.ranking({ ...state, balances: { ...state.balances, p1: 10, p2: 10, p3: 4 } }, config)
    expect(tied.map((r) => [r.rank, r.player, r.value])).toEqual([
      [1, 'p1', 10],
      [1, 'p2', 10],
      [3, 'p3', 4],
    ])
    expect(g.ranking().map((r) => Object.keys(r).sort())).toEqual(Array(3).fill(['name', 'player', 'rank', 'total']))
  })

  it('GmbH view and preview: totals, rounds, leaders and the next round; the preview scores without counting', () => {
    const config = gmbhModule.parseConfig({ players, options: { deck: DECK } })
    const s0 = gmbhModule.initialState(config)
    expect(gmbhModule.view(s0, config)).toEqual({
      totals: { p1: 0, p2: 0, p3: 0 },
      rounds: [],
      leaders: [],
      runningTotals: { rounds: [0], totals: { p1: [0], p2: [0], p3: [0] } },
      nextRound: 1,
    })
    const hands = fillInLastPlayer(DECK, { p1: { glotz: 7 }, p2: {} }, 'c8', 'p3')
    const action = { type: 'scoreRound' as const, hands, middle: 'c8', stopper: 'p1' }
    const preview = gmbhModule.preview(s0, action, config)
    expect(preview.points.p1).toBe(14 + 5)
    expect(s0.balances.p1).toBe(0)
    const g = createGmbhGame(config)
    g.apply(action)
    const v = gmbhModule.view(g.state, config)
    expect(v.totals).toEqual(preview.points)
    expect(v.nextRound).toBe(2)
    expect(v.rounds).toHaveLength(1)
    const best = Math.max(...Object.values(v.totals))
    expect(v.leaders).toEqual(players.map((p) => p.id).filter((id) => v.totals[id] === best))
  })

  it('GmbH demo: Anna, Ben, Cem and Dana (p1..p4) with the demo deck; it parses', () => {
    const demo = gmbhModule.demoSetup()
    expect(demo.players).toEqual([
      { id: 'p1', name: 'Anna' },
      { id: 'p2', name: 'Ben' },
      { id: 'p3', name: 'Cem' },
      { id: 'p4', name: 'Dana' },
    ])
    expect(demo.options?.deck).toEqual(DEMO_GMBH_DECK)
    expect(gmbhModule.parseConfig(demo).options.isCustomDeck).toBe(false)
  })
})
