import { describe, expect, it } from 'vitest'
import { fillInLastPlayer, scoreRound, type Company, type RoundInput } from '@/domain/games/gmbh/scoring'
import { DECK } from '../../../helpers/gmbhDeck'
import { expectRuleError } from '../../../helpers/ruleError'

/** Hands for anna and ben as given; "rest" gets every other card (so the entry adds up). */
function round(
  anna: Record<string, number>,
  ben: Record<string, number>,
  middle: string,
  stopper = 'anna',
  deck: Company[] = DECK,
): RoundInput {
  const hands = fillInLastPlayer(deck, { anna, ben }, middle, 'rest')
  return { hands, middle, stopper }
}

describe('GmbH scoring per company', () => {
  it('GmbH: holding all N cards of a company scores +2 per card', () => {
    const r = scoreRound(DECK, round({ glotz: 7 }, {}, 'c8'))
    expect(r.players.anna?.lines).toEqual([
      {
        companyId: 'glotz',
        company: 'Glotz TV AG',
        cards: 7,
        of: 7,
        outcome: 'all',
        perCard: 2,
        points: 14,
        scoresForStop: true,
      },
    ])
    expect(r.points.anna).toBe(14 + 5)
  })

  it('GmbH: the majority floor(N/2)+1 scores +1 per card (9 → 5, 7 → 4)', () => {
    const r = scoreRound(DECK, round({ milch: 5, glotz: 4 }, { milch: 4, glotz: 3 }, 'c8', 'ben'))
    expect(r.players.anna?.lines.map((l) => [l.outcome, l.points])).toEqual([
      ['majority', 5],
      ['majority', 4],
    ])
    expect(r.players.anna?.cardPoints).toBe(9)
  })

  it('GmbH: fewer cards than the majority do not score (0)', () => {
    const r = scoreRound(DECK, round({ milch: 4, glotz: 3 }, {}, 'c8', 'ben'))
    expect(r.players.anna?.lines.map((l) => [l.outcome, l.points])).toEqual([
      ['none', 0],
      ['none', 0],
    ])
  })

  it('GmbH: half of an even company is not a majority (8 → 4 is none, 5 is majority)', () => {
    const deck: Company[] = [
      { id: 'e', name: 'Even', cards: 8 },
      { id: 'x', name: 'Other', cards: 3 },
    ]
    const half = scoreRound(deck, { hands: { a: { e: 4 }, b: { e: 4, x: 2 } }, middle: 'x', stopper: 'b' })
    expect(half.players.a?.lines[0]?.outcome).toBe('none')
    expect(half.players.b?.lines[0]).toMatchObject({ outcome: 'none', points: 0 })
    const five = scoreRound(deck, { hands: { a: { e: 5 }, b: { e: 3, x: 2 } }, middle: 'x', stopper: 'a' })
    expect(five.players.a?.lines[0]).toMatchObject({ outcome: 'majority', points: 5 })
  })

  it('GmbH: cards of the bankrupt company (the middle card) score −1 each, even with a majority', () => {
    const r = scoreRound(DECK, round({ milch: 5 }, { milch: 3 }, 'milch', 'ben'))
    expect(r.players.anna?.lines[0]).toMatchObject({ companyId: 'milch', outcome: 'bankrupt', perCard: -1, points: -5 })
    expect(r.players.ben?.lines[0]).toMatchObject({ outcome: 'bankrupt', points: -3 })
  })

  it('GmbH: a company missing from a hand counts as 0 cards', () => {
    const r = scoreRound(DECK, round({ glotz: 7 }, {}, 'c8'))
    expect(r.players.ben).toEqual({ lines: [], cardPoints: 0, isCounted: true, stopPoints: 0, total: 0 })
    expect(r.points.ben).toBe(0)
  })
})

describe('GmbH Stopp', () => {
  it('GmbH: a valid Stopp (every card in the hand scores) gives the stopper +5 and everybody scores', () => {
    const r = scoreRound(DECK, round({ glotz: 7, milch: 5 }, { c3: 4, c4: 2 }, 'c8'))
    expect(r.validStop).toBe(true)
    expect(r.isRedealt).toBe(false)
    expect(r.stop).toEqual({ player: 'anna', points: 5, isValid: true, failing: [] })
    expect(r.points.anna).toBe(14 + 5 + 5)
    expect(r.points.ben).toBe(4)
  })

  it('GmbH: a false Stopp gives the stopper −5, nobody else scores, the round is dealt again', () => {
    const r = scoreRound(DECK, round({ glotz: 7, c3: 2 }, { milch: 5 }, 'c8'))
    expect(r.validStop).toBe(false)
    expect(r.isRedealt).toBe(true)
    expect(r.stop.failing).toEqual(['c3'])
    expect(r.points.anna).toBe(-5)
    expect(r.points.ben).toBe(0)
    expect(r.points.rest).toBe(0)
    expect(r.players.ben?.isCounted).toBe(false)
    expect(r.players.ben?.cardPoints).toBe(5)
  })

  it('GmbH option scoreFalseStop: everyone gets his card points, the false stopper also −5', () => {
    const input = round({ glotz: 7, c3: 2 }, { milch: 5 }, 'c8')
    const r = scoreRound(DECK, input, { scoreFalseStop: true })
    expect(r.validStop).toBe(false)
    expect(r.isRedealt).toBe(false)
    expect(r.points.anna).toBe(14 - 5)
    expect(r.points.ben).toBe(5)
    expect(r.stop.points).toBe(-5)
  })

  it('GmbH: holding any card of the bankrupt company makes a Stopp false', () => {
    const r = scoreRound(DECK, round({ glotz: 7, milch: 5 }, {}, 'milch'))
    expect(r.validStop).toBe(false)
    expect(r.stop.failing).toEqual(['milch'])
    expect(r.points.anna).toBe(-5)
  })

  it('GmbH option bankruptMajorityScoresForStop: a bankrupt majority counts for the Stopp check, its cards still −1', () => {
    const input = round({ glotz: 7, milch: 5 }, {}, 'milch')
    const r = scoreRound(DECK, input, { bankruptMajorityScoresForStop: true })
    expect(r.validStop).toBe(true)
    expect(r.players.anna?.lines[0]).toMatchObject({ outcome: 'bankrupt', points: -5, scoresForStop: true })
    expect(r.points.anna).toBe(-5 + 14 + 5)
    // a minority of the bankrupt company still makes the Stopp false
    const minority = scoreRound(DECK, round({ glotz: 7, milch: 4 }, {}, 'milch'), {
      bankruptMajorityScoresForStop: true,
    })
    expect(minority.validStop).toBe(false)
  })

  it('GmbH: a stopper with an empty hand has a valid Stopp (every card in it trivially scores)', () => {
    const r = scoreRound(DECK, round({}, { glotz: 7 }, 'c8'))
    expect(r.validStop).toBe(true)
    expect(r.points).toMatchObject({ anna: 5, ben: 14 })
  })

  it('GmbH: points has a key for every player in hands, each the round total including ±5', () => {
    const r = scoreRound(DECK, round({ glotz: 7 }, { milch: 5 }, 'c8', 'ben'))
    expect(Object.keys(r.points).sort()).toEqual(['anna', 'ben', 'rest'])
    for (const [p, pr] of Object.entries(r.players)) expect(r.points[p]).toBe(pr.total)
  })
})

describe('GmbH round entry errors', () => {
  const ok = (): RoundInput => round({ glotz: 7 }, { milch: 5 }, 'c8')

  it('GmbH entry check: refuses a company whose cards plus the middle card do not add up, naming it and by how much', () => {
    const input = ok()
    input.hands.anna = { glotz: 7, milch: 1 }
    expectRuleError(() => scoreRound(DECK, input), 'companyCardsTooMany', {
      company: 'Meister Milch & Co',
      companyId: 'milch',
      over: 1,
      entered: 10,
      expected: 9,
    })
    const short = ok()
    short.hands.anna = { glotz: 5 }
    expectRuleError(() => scoreRound(DECK, short), 'companyCardsTooFew', { company: 'Glotz TV AG', short: 2 })
  })

  it('GmbH entry check: the middle card counts towards its company', () => {
    const input = ok()
    input.middle = 'c9'
    expectRuleError(() => scoreRound(DECK, input), 'companyCardsTooFew', { company: 'Company Eight', short: 1 })
  })

  it('GmbH: refuses negative and non-integer counts', () => {
    const neg = ok()
    neg.hands.ben = { milch: 5, c3: -1 }
    expectRuleError(() => scoreRound(DECK, neg), 'cardCountNegative', { player: 'ben', company: 'Company Three' })
    const frac = ok()
    frac.hands.ben = { milch: 4.5 }
    expectRuleError(() => scoreRound(DECK, frac), 'cardCountNotWhole')
  })

  it('GmbH: refuses unknown ids (company in a hand, middle company, stopper)', () => {
    const a = ok()
    a.hands.ben = { milch: 5, zz: 0 }
    expectRuleError(() => scoreRound(DECK, a), 'unknownCompany', { company: 'zz', player: 'ben' })
    expectRuleError(() => scoreRound(DECK, { ...ok(), middle: 'zz' }), 'unknownMiddle')
    expectRuleError(() => scoreRound(DECK, { ...ok(), stopper: 'nobody' }), 'unknownStopper', { player: 'nobody' })
  })

  it('GmbH: refuses a malformed deck', () => {
    const input = ok()
    expectRuleError(() => scoreRound([], input), 'deckEmpty')
    expectRuleError(() => scoreRound([...DECK, { id: 'glotz', name: 'Again', cards: 5 }], input), 'companyIdDuplicate')
    expectRuleError(
      () =>
        scoreRound(
          DECK.map((c) => (c.id === 'c9' ? { ...c, cards: 0 } : c)),
          input,
        ),
      'companyCardsInvalid',
    )
    expectRuleError(
      () =>
        scoreRound(
          DECK.map((c) => (c.id === 'c9' ? { ...c, name: 'glotz tv ag' } : c)),
          input,
        ),
      'companyNameDuplicate',
    )
  })

  it('GmbH: scores any deck, not only the 61-card one', () => {
    const deck: Company[] = [
      { id: 'a', name: 'A', cards: 3 },
      { id: 'b', name: 'B', cards: 2 },
    ]
    const r = scoreRound(deck, { hands: { p: { a: 3 }, q: { b: 1 } }, middle: 'b', stopper: 'p' })
    expect(r.points).toEqual({ p: 6 + 5, q: -1 })
  })
})
