import { describe, expect, it } from 'vitest'
import { checkRoundEntry, fillInLastPlayer } from '@/domain/games/gmbh/scoring'
import { DECK } from '../../../helpers/gmbhDeck'
import { expectRuleError } from '../../../helpers/ruleError'

describe('GmbH live entry check', () => {
  it('GmbH entry check: names every company that does not add up and by how much, without throwing', () => {
    const problems = checkRoundEntry(DECK, { a: { milch: 9, glotz: 3 }, b: { glotz: 4 } }, 'milch')
    const milch = problems.find((p) => p.params.companyId === 'milch')
    expect(milch).toEqual({ code: 'companyCardsTooMany', params: { company: 'Meister Milch & Co', companyId: 'milch', entered: 10, expected: 9, difference: 1, over: 1 } })
    // milch: 9 + the middle card = 10; glotz: 3 + 4 = 7 adds up
    expect(problems.some((p) => p.params.companyId === 'glotz')).toBe(false)
    const c3 = problems.find((p) => p.params.companyId === 'c3')
    expect(c3).toMatchObject({ code: 'companyCardsTooFew', params: { company: 'Company Three', short: 7, difference: -7 } })
  })

  it('GmbH entry check: a complete entry has no problems', () => {
    const hands = fillInLastPlayer(DECK, { a: { milch: 5 } }, 'c8', 'b')
    expect(checkRoundEntry(DECK, hands, 'c8')).toEqual([])
  })

  it('GmbH entry check: reports bad counts, unknown companies and an unknown middle instead of throwing', () => {
    const codes = checkRoundEntry(DECK, { a: { milch: -1, zz: 2, glotz: 1.5 } }, 'nope').map((p) => p.code)
    expect(codes).toEqual(expect.arrayContaining(['cardCountNegative', 'unknownCompany', 'cardCountNotWhole', 'unknownMiddle']))
    expect(checkRoundEntry(DECK, null, 'c8')[0]?.code).toBe('handsInvalid')
  })

  it('GmbH entry check: without a middle card yet, the hands alone are compared', () => {
    const hands = fillInLastPlayer(DECK, { a: {} }, 'c8', 'b')
    expect(checkRoundEntry(DECK, hands, '')).toEqual([
      { code: 'companyCardsTooFew', params: { company: 'Company Eight', companyId: 'c8', entered: 4, expected: 5, difference: -1, short: 1 } },
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
    expectRuleError(() => fillInLastPlayer(DECK, { a: { c8: 3 }, b: { c8: 2 } }, 'c8', 'c'), 'fillInExceeded', { company: 'Company Eight', over: 1 })
  })

  it('GmbH: fill-in refuses an unknown middle company and bad counts in other hands', () => {
    expectRuleError(() => fillInLastPlayer(DECK, { a: {} }, 'zz', 'b'), 'unknownMiddle')
    expectRuleError(() => fillInLastPlayer(DECK, { a: { milch: -2 } }, 'c8', 'b'), 'cardCountNegative')
  })
})
