import { describe, expect, it } from 'vitest'
import {
  assertDeck,
  COMPANY_COLORS,
  companyColor,
  defaultCompanyColor,
  KNOWN_COMPANIES,
  majorityOf,
  validateDeck,
  withCompanyColors,
  type Company,
} from '@/domain/games/gmbh/deck'
import { OKABE_ITO } from '@/domain/color'
import { DECK } from '../../../helpers/gmbhDeck'
import { expectRuleError } from '../../../helpers/ruleError'

const with9 = (patch: (c: Company) => Company): Company[] => DECK.map(patch)

describe('GmbH deck', () => {
  it('GmbH: the majority of N cards is floor(N/2)+1 (9 → 5, 7 → 4, 8 → 5, 5 → 3)', () => {
    expect([9, 7, 8, 5].map(majorityOf)).toEqual([5, 4, 5, 3])
  })

  it('GmbH deck: 9 companies of 5, 7 or 9 cards summing to 61 is the standard deck', () => {
    const check = validateDeck(DECK, { standard: true })
    expect(check).toEqual({ isValid: true, isStandard: true, totalCards: 61, errors: [], warnings: [] })
  })

  it('GmbH deck: knows "Meister Milch & Co" (9) and "Glotz TV AG" (7)', () => {
    expect(KNOWN_COMPANIES).toEqual([
      { name: 'Meister Milch & Co', cards: 9 },
      { name: 'Glotz TV AG', cards: 7 },
    ])
    const wrong = with9((c) => (c.id === 'glotz' ? { ...c, cards: 5 } : c.id === 'c8' ? { ...c, cards: 7 } : c))
    expect(validateDeck(wrong, { standard: true }).errors).toEqual([
      { code: 'knownCompanyCards', params: { company: 'Glotz TV AG', companyId: 'glotz', cards: 5, expected: 7 } },
    ])
  })

  it('GmbH deck: says by how much the standard deck is off 61', () => {
    const over = with9((c) => (c.id === 'c9' ? { ...c, cards: 7 } : c))
    expect(validateDeck(over, { standard: true }).errors).toEqual([
      { code: 'deckCardsTooMany', params: { total: 63, expected: 61, over: 2 } },
    ])
    const under = DECK.slice(0, 8)
    const codes = validateDeck(under, { standard: true }).errors
    expect(codes).toEqual([
      { code: 'deckCompanyCount', params: { count: 8, expected: 9 } },
      { code: 'deckCardsTooFew', params: { total: 56, expected: 61, short: 5 } },
    ])
  })

  it('GmbH deck: a standard deck allows only 5, 7 or 9 cards per company', () => {
    const six = with9((c) => (c.id === 'c3' ? { ...c, cards: 6 } : c.id === 'c4' ? { ...c, cards: 8 } : c))
    const errors = validateDeck(six, { standard: true }).errors
    expect(errors.map((e) => [e.code, e.params.company])).toEqual([
      ['deckCardCountNotAllowed', 'Company Three'],
      ['deckCardCountNotAllowed', 'Company Four'],
    ])
  })

  it('GmbH deck: names must be non-empty and unique (case-insensitive), ids unique, counts whole numbers ≥ 1', () => {
    const bad: Company[] = [
      { id: 'a', name: '  ', cards: 5 },
      { id: 'b', name: 'Same', cards: 5 },
      { id: 'c', name: ' same ', cards: 5 },
      { id: 'b', name: 'Other', cards: 5 },
      { id: 'd', name: 'Half', cards: 2.5 },
      { id: '', name: 'No id', cards: 5 },
    ]
    expect(validateDeck(bad, { standard: false }).errors.map((e) => e.code)).toEqual([
      'companyNameEmpty',
      'companyNameDuplicate',
      'companyIdDuplicate',
      'companyCardsInvalid',
      'companyIdInvalid',
    ])
    expect(validateDeck([], { standard: false }).errors[0]?.code).toBe('deckEmpty')
    expectRuleError(() => assertDeck(bad, { standard: false }), 'companyNameEmpty')
  })

  it('GmbH deck: a custom deck (any counts ≥ 1) is allowed with a deckCustom warning', () => {
    const custom: Company[] = [
      { id: 'x', name: 'Meister Milch & Co', cards: 9 },
      { id: 'y', name: 'Glotz TV AG', cards: 7 },
      { id: 'z', name: 'Tiny', cards: 1 },
    ]
    const check = validateDeck(custom, { standard: false })
    expect(check.isValid).toBe(true)
    expect(check.isStandard).toBe(false)
    expect(check.warnings[0]).toEqual({ code: 'deckCustom', params: { total: 17, companies: 3 } })
    expect(validateDeck(DECK, { standard: false }).warnings).toEqual([])
  })

  it('GmbH deck: a deck without a known company gets a warning', () => {
    const renamed = with9((c) => (c.id === 'milch' ? { ...c, name: 'Milk Inc' } : c))
    expect(validateDeck(renamed, { standard: true }).warnings).toEqual([
      { code: 'knownCompanyMissing', params: { company: 'Meister Milch & Co', cards: 9 } },
    ])
  })

  it('GmbH deck colours: by default the Okabe–Ito palette in its order, a ninth in grey, then again from the start', () => {
    expect(COMPANY_COLORS).toEqual([
      '#e69f00',
      '#56b4e9',
      '#009e73',
      '#f0e442',
      '#0072b2',
      '#d55e00',
      '#cc79a7',
      '#000000',
      '#999999',
    ])
    expect(new Set(COMPANY_COLORS).size).toBe(9)
    expect(COMPANY_COLORS.slice(0, 8)).toEqual(Object.values(OKABE_ITO).slice(0, 8))
    expect(defaultCompanyColor(9)).toBe('#e69f00')
    expect(withCompanyColors(DECK).map((c) => c.color)).toEqual([...COMPANY_COLORS])
  })

  it('GmbH deck colours: a chosen colour is kept (lower case), a missing or broken one falls back to the position’s default', () => {
    expect(companyColor({ id: 'a', name: 'A', cards: 5, color: '#ABCDEF' }, 3)).toBe('#abcdef')
    expect(companyColor({ id: 'a', name: 'A', cards: 5 }, 3)).toBe('#f0e442')
    expect(companyColor({ id: 'a', name: 'A', cards: 5, color: 'red' }, 4)).toBe('#0072b2')
    const deck = assertDeck(
      with9((c) => (c.id === 'glotz' ? { ...c, color: '#0072B2' } : c)),
      { standard: true },
    )
    expect(deck[1]).toEqual({ id: 'glotz', name: 'Glotz TV AG', cards: 7, color: '#0072b2' })
    // a deck without colours stays without (a game stored before colours reads the same)
    expect(assertDeck(DECK, { standard: true })).toEqual(DECK)
  })

  it('GmbH deck colours: the check accepts only #rrggbb and names the company', () => {
    for (const color of ['blue', '#07b', '#0072b2;background:url(x)', 7, null]) {
      const deck = with9((c) => (c.id === 'c3' ? ({ ...c, color } as unknown as Company) : c))
      const check = validateDeck(deck, { standard: true })
      expect(check.isValid).toBe(false)
      expect(check.errors).toEqual([{ code: 'companyColorInvalid', params: { position: 3, company: 'Company Three' } }])
    }
    expectRuleError(
      () =>
        assertDeck(
          with9((c) => (c.id === 'c3' ? { ...c, color: 'blue' } : c)),
          { standard: false },
        ),
      'companyColorInvalid',
      { position: 3 },
    )
  })
})
