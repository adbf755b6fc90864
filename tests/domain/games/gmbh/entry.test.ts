import { describe, expect, it } from 'vitest'
import { checkRoundEntry, fillInLastPlayer } from '@/domain/games/gmbh/scoring'
import { cardsLeftFor, checkRoundDraft, handSize, withLastHand } from '@/domain/games/gmbh/entry'
import { DECK } from '../../../helpers/gmbhDeck'
import { expectRuleError } from '../../../helpers/ruleError'

describe('GmbH live entry check', () => {
  it('GmbH entry check: names every company that does not add up and by how much, without throwing', () => {
    const problems = checkRoundEntry(DECK, { a: { milch: 9, glotz: 3 }, b: { glotz: 4 } }, 'milch')
    const milch = problems.find((p) => p.params.companyId === 'milch')
    expect(milch).toEqual({
      code: 'companyCardsTooMany',
      params: { company: 'Meister Milch & Co', companyId: 'milch', entered: 10, expected: 9, difference: 1, over: 1 },
    })
    // milch: 9 + the middle card = 10; glotz: 3 + 4 = 7 adds up
    expect(problems.some((p) => p.params.companyId === 'glotz')).toBe(false)
    const c3 = problems.find((p) => p.params.companyId === 'c3')
    expect(c3).toMatchObject({
      code: 'companyCardsTooFew',
      params: { company: 'Company Three', short: 7, difference: -7 },
    })
  })

  it('GmbH entry check: a complete entry has no problems', () => {
    const hands = fillInLastPlayer(DECK, { a: { milch: 5 } }, 'c8', 'b')
    expect(checkRoundEntry(DECK, hands, 'c8')).toEqual([])
  })

  it('GmbH entry check: reports bad counts, unknown companies and an unknown middle instead of throwing', () => {
    const codes = checkRoundEntry(DECK, { a: { milch: -1, zz: 2, glotz: 1.5 } }, 'nope').map((p) => p.code)
    expect(codes).toEqual(
      expect.arrayContaining(['cardCountNegative', 'unknownCompany', 'cardCountNotWhole', 'unknownMiddle']),
    )
    expect(checkRoundEntry(DECK, null, 'c8')[0]?.code).toBe('handsInvalid')
  })

  it('GmbH entry check: without a middle card yet, the hands alone are compared', () => {
    const hands = fillInLastPlayer(DECK, { a: {} }, 'c8', 'b')
    expect(checkRoundEntry(DECK, hands, '')).toEqual([
      {
        code: 'companyCardsTooFew',
        params: { company: 'Company Eight', companyId: 'c8', entered: 4, expected: 5, difference: -1, short: 1 },
      },
    ])
  })
})

describe('GmbH fill in the last player', () => {
  it('GmbH: fills the last hand with what is left of each company after the other hands and the middle card', () => {
    const hands = fillInLastPlayer(DECK, { a: { milch: 5, glotz: 7 }, b: { c3: 7, c8: 2 }, c: { milch: 1 } }, 'c8', 'c')
    // Cleo's own earlier entry is replaced
    expect(hands.c).toEqual({ milch: 4, glotz: 0, c3: 0, c4: 7, c5: 7, c6: 7, c7: 7, c8: 2, c9: 5 })
    expect(hands.a).toEqual({ milch: 5, glotz: 7 })
  })

  it('GmbH: refuses to fill in when the others already hold more than a company has, naming it', () => {
    expectRuleError(() => fillInLastPlayer(DECK, { a: { c8: 3 }, b: { c8: 2 } }, 'c8', 'c'), 'fillInExceeded', {
      company: 'Company Eight',
      over: 1,
    })
  })

  it('GmbH: fill-in refuses an unknown middle company and bad counts in other hands', () => {
    expectRuleError(() => fillInLastPlayer(DECK, { a: {} }, 'zz', 'b'), 'unknownMiddle')
    expectRuleError(() => fillInLastPlayer(DECK, { a: { milch: -2 } }, 'c8', 'b'), 'cardCountNegative')
  })
})

describe('GmbH round entry: the last hand filled in as the others are entered (issue 14)', () => {
  const PLAYERS = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }]
  const A = { milch: 6, glotz: 4, c8: 5 }
  const B = { milch: 3, c3: 4, c4: 4, c5: 4 }
  const C = { c9: 3, c3: 3, c4: 3, c6: 6 }

  it('fills in the one hand still empty from the deck minus the others and the middle card; 4 × 15 then adds up', () => {
    const f = withLastHand(DECK, PLAYERS, { hands: { a: A, b: B, c: C }, middle: 'c9', stopper: 'a' })
    expect(f.filled).toBe('d')
    expect(f.fillProblem).toBeNull()
    expect(f.hands).toEqual({ a: A, b: B, c: C, d: { glotz: 3, c5: 3, c6: 1, c7: 7, c9: 1 } })
    expect(Object.values(f.hands).map(handSize)).toEqual([15, 15, 15, 15])
    expect(checkRoundEntry(DECK, f.hands, 'c9')).toEqual([])
    // the round scores as the rules say: Anna's Stopp is valid (majorities and all 5 of c8)
    const check = checkRoundDraft(DECK, PLAYERS, { hands: f.hands, middle: 'c9', stopper: 'a' })
    expect(check.isComplete).toBe(true)
    expect(check.preview?.points).toEqual({ a: 6 + 4 + 10 + 5, b: 4 + 4 + 4, c: -3 + 6, d: 14 - 1 })
  })

  it('fills in whichever hand is the only empty one, not only the last seat', () => {
    const f = withLastHand(DECK, PLAYERS, {
      hands: { a: A, c: C, d: { glotz: 3, c5: 3, c6: 1, c7: 7, c9: 1 } },
      middle: 'c9',
      stopper: null,
    })
    expect(f.filled).toBe('b')
    expect(f.hands.b).toEqual(B)
  })

  it('fills in nothing while two hands are empty or before the middle card is chosen', () => {
    expect(withLastHand(DECK, PLAYERS, { hands: { a: A, b: B }, middle: 'c9', stopper: null })).toEqual({
      hands: { a: A, b: B },
      filled: null,
      fillProblem: null,
    })
    expect(withLastHand(DECK, PLAYERS, { hands: { a: A, b: B, c: C }, middle: null, stopper: null }).filled).toBeNull()
    // every hand entered: nothing to fill in, the entered hands count as they are
    const all = { a: A, b: B, c: C, d: { c7: 7 } }
    expect(withLastHand(DECK, PLAYERS, { hands: all, middle: 'c9', stopper: null })).toEqual({
      hands: all,
      filled: null,
      fillProblem: null,
    })
  })

  it('says which company is over instead of filling in when the others hold too many', () => {
    const f = withLastHand(DECK, PLAYERS, { hands: { a: { ...A, milch: 9 }, b: B, c: C }, middle: 'c9', stopper: null })
    expect(f.filled).toBeNull()
    expect(f.fillProblem).toMatchObject({
      code: 'fillInExceeded',
      params: { companyId: 'milch', over: 3, expected: 9 },
    })
  })

  it('shows per company how many cards are left for a hand (below 0 when the others hold too many)', () => {
    const left = cardsLeftFor(DECK, { a: A, b: B, c: C }, 'c9', 'c')
    expect(left).toEqual({ milch: 0, glotz: 3, c3: 3, c4: 3, c5: 3, c6: 7, c7: 7, c8: 0, c9: 4 })
    expect(cardsLeftFor(DECK, { a: { milch: 9 }, b: { milch: 2 } }, null, 'c').milch).toBe(-2)
  })
})
