import { describe, expect, it } from 'vitest'
import { checkRoundDraft, fillInHand, fillInTarget, handSize, roundAction } from '@/domain/games/gmbh/entry'
import {
  blankDeck,
  checkDeckDraft,
  deckFromOptions,
  deckOf,
  draftTotal,
  nextCompany,
  readCardCount,
} from '@/domain/games/gmbh/deckDraft'
import { DEMO_GMBH_DECK } from '@/domain/games/gmbh/demo'
import { assertDeck } from '@/domain/games/gmbh/deck'
import { gmbhLeaders, scoreRows } from '@/domain/games/gmbh/view'
import { createGmbhGame, fillInLastPlayer } from '@/domain/games/gmbh'
import { expectRuleError } from '../../../helpers/ruleError'
import { DECK } from '../../../helpers/gmbhDeck'

const PLAYERS = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]

describe('GmbH round entry draft', () => {
  it('GmbH fill-in target: the last player with no cards entered, else the last player', () => {
    expect(fillInTarget(PLAYERS, {})).toBe('c')
    expect(fillInTarget(PLAYERS, { c: { milch: 1 } })).toBe('b')
    expect(fillInTarget(PLAYERS, { b: { milch: 1 }, c: { glotz: 2 } })).toBe('a')
    expect(fillInTarget(PLAYERS, { a: { milch: 1 }, b: { milch: 1 }, c: { glotz: 2 } })).toBe('c')
    expect(fillInTarget(PLAYERS, { c: { milch: 0 } })).toBe('c')
    expect(fillInTarget([], {})).toBeNull()
    expect(handSize({ milch: 2, glotz: 3 })).toBe(5)
    expect(handSize(undefined)).toBe(0)
  })

  it('GmbH fill-in: needs the middle card, gives the rest of every company (no zero counts), refuses too many', () => {
    expectRuleError(() => fillInHand(DECK, {}, null, 'c'), 'unknownMiddle')
    const hand = fillInHand(DECK, { a: { milch: 5, glotz: 7 }, b: { c3: 7, c8: 2 }, c: { milch: 1 } }, 'c8', 'c')
    expect(hand).toEqual({ milch: 4, c4: 7, c5: 7, c6: 7, c7: 7, c8: 2, c9: 5 })
    expect(Object.keys(hand)).toEqual(['milch', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9'])
    expectRuleError(() => fillInHand(DECK, { a: { c8: 3 }, b: { c8: 2 } }, 'c8', 'c'), 'fillInExceeded', {
      company: 'Company Eight',
      over: 1,
    })
  })

  it('GmbH entry: the action holds every player (empty hands included) and copies the hands', () => {
    const hands = { a: { glotz: 7 } }
    const action = roundAction(PLAYERS, { hands, middle: 'c8', stopper: 'a' })
    expect(action).toEqual({ type: 'scoreRound', hands: { a: { glotz: 7 }, b: {}, c: {} }, middle: 'c8', stopper: 'a' })
    expect(action.hands.a).not.toBe(hands.a)
    expect(roundAction(PLAYERS, { hands: {}, middle: null, stopper: null })).toMatchObject({ middle: '', stopper: '' })
  })

  it('GmbH entry check of a draft: what is missing, what is too many, complete only with middle and stopper, then a preview', () => {
    const empty = checkRoundDraft(DECK, PLAYERS, { hands: {}, middle: null, stopper: null })
    expect(empty).toMatchObject({
      needsMiddle: true,
      needsStopper: true,
      isComplete: false,
      fillTarget: 'c',
      preview: null,
      tooMany: [],
    })
    expect(empty.missing).toHaveLength(DECK.length)
    const over = checkRoundDraft(DECK, PLAYERS, { hands: { a: { c8: 4 }, b: { c8: 1 } }, middle: 'c8', stopper: 'a' })
    expect(over.tooMany.map((p) => [p.code, p.params.companyId])).toEqual([['companyCardsTooMany', 'c8']])
    expect(over.isComplete).toBe(false)
    const hands = fillInLastPlayer(DECK, { a: { glotz: 7 }, b: { milch: 5 } }, 'c8', 'c')
    const done = checkRoundDraft(DECK, PLAYERS, { hands, middle: 'c8', stopper: 'a' }, { scoreFalseStop: false })
    expect(done).toMatchObject({ problems: [], isComplete: true, needsMiddle: false, needsStopper: false })
    expect(done.preview?.points).toMatchObject({ a: 14 + 5, b: 5 })
    // without a stopper nothing is previewed even when every company adds up
    expect(checkRoundDraft(DECK, PLAYERS, { hands, middle: 'c8', stopper: null }).preview).toBeNull()
    // a false Stopp with the option scoreFalseStop scores the cards
    const falseStop = fillInLastPlayer(DECK, { a: { glotz: 7, c3: 2 }, b: { milch: 5 } }, 'c8', 'c')
    expect(
      checkRoundDraft(DECK, PLAYERS, { hands: falseStop, middle: 'c8', stopper: 'a' }, { scoreFalseStop: true }).preview
        ?.points.a,
    ).toBe(14 - 5)
  })
})

describe('GmbH deck draft', () => {
  it('GmbH deck: a new deck has the two known companies, then unnamed rows of 7 cards up to 9 companies', () => {
    expect(blankDeck()).toEqual([
      { id: 'c1', name: 'Meister Milch & Co', cards: 9 },
      { id: 'c2', name: 'Glotz TV AG', cards: 7 },
      ...[3, 4, 5, 6, 7, 8, 9].map((n) => ({ id: `c${n}`, name: '', cards: 7 })),
    ])
    expect(draftTotal(blankDeck())).toBe(65)
    expect(
      draftTotal([
        { id: 'x', name: 'X', cards: Number.NaN },
        { id: 'y', name: 'Y', cards: 4 },
      ]),
    ).toBe(4)
  })

  it('GmbH deck: a banker’s deck (deckOf) is the two companies of the rulebook, then his own, ids c1, c2, …; the demo deck is one, standard', () => {
    expect(deckOf([{ name: 'Kohle KG', cards: 9 }]).map((c) => `${c.id} ${c.name} ${c.cards}`)).toEqual([
      'c1 Meister Milch & Co 9',
      'c2 Glotz TV AG 7',
      'c3 Kohle KG 9',
    ])
    expect(DEMO_GMBH_DECK.map((c) => `${c.id} ${c.name} ${c.cards}`)).toEqual([
      'c1 Meister Milch & Co 9',
      'c2 Glotz TV AG 7',
      'c3 Demo A 5',
      'c4 Demo B 5',
      'c5 Demo C 7',
      'c6 Demo D 7',
      'c7 Demo E 7',
      'c8 Demo F 7',
      'c9 Demo G 7',
    ])
    expect(assertDeck(DEMO_GMBH_DECK, { standard: true })).toEqual(DEMO_GMBH_DECK)
  })

  it('GmbH deck: an added company gets the next free id and 5 cards', () => {
    expect(nextCompany(blankDeck())).toEqual({ id: 'c10', name: '', cards: 5 })
    expect(
      nextCompany([
        { id: 'milch', name: 'M', cards: 9 },
        { id: 'c4', name: 'X', cards: 7 },
      ]),
    ).toEqual({ id: 'c5', name: '', cards: 5 })
    expect(nextCompany([]).id).toBe('c1')
  })

  it('GmbH deck draft: card counts are checked before every company is named; count problems first', () => {
    const d = checkDeckDraft(blankDeck(), false)
    expect(d.check.isValid).toBe(false)
    expect(d.errors[0]).toEqual({ code: 'deckCardsTooMany', params: { total: 65, expected: 61, over: 4 } })
    expect(d.errors.map((p) => p.code)).toContain('companyNameEmpty')
    const named = DECK.map((c) => ({ ...c }))
    expect(checkDeckDraft(named, false)).toMatchObject({ errors: [], warnings: [], check: { isStandard: true } })
    const custom = checkDeckDraft(blankDeck(), true)
    // while names are missing, the warnings are those of the counts (custom deck, 65 cards)
    expect(custom.warnings[0]).toEqual({ code: 'deckCustom', params: { total: 65, companies: 9 } })
  })

  it('GmbH deck: the deck a setup form carries is read without casts; none when absent', () => {
    expect(deckFromOptions({})).toBeNull()
    expect(deckFromOptions({ deck: 'x' })).toBeNull()
    expect(deckFromOptions({ deck: [{ id: 'a', name: 'A', cards: 3 }, 7] })).toEqual([{ id: 'a', name: 'A', cards: 3 }])
  })
})

describe('GmbH score pad view', () => {
  it('GmbH leaders: the players with the highest total, none before the first round', () => {
    const g = createGmbhGame({ players: ['A', 'B', 'C'], deck: DECK })
    expect(gmbhLeaders(g.state, g.config)).toEqual([])
    // A and B: 14 each (all of a 7-card company); A's valid Stopp +5
    g.scoreRound({
      hands: fillInLastPlayer(DECK, { A: { glotz: 7 }, B: { c3: 7 } }, 'milch', 'C'),
      middle: 'milch',
      stopper: 'B',
    })
    const t = g.totals()
    const best = Math.max(...Object.values(t))
    expect(gmbhLeaders(g.state, g.config)).toEqual(['A', 'B', 'C'].filter((p) => t[p] === best))
    const tie = { ...g.state, balances: { ...g.state.balances, A: 3, B: 3, C: 1 } }
    expect(gmbhLeaders(tie, g.config)).toEqual(['A', 'B'])
  })

  it("GmbH score table: each round each player's points and running total, the stopper marked", () => {
    const g = createGmbhGame({ players: ['A', 'B'], deck: DECK })
    g.scoreRound({ hands: fillInLastPlayer(DECK, { A: { glotz: 7 } }, 'c8', 'B'), middle: 'c8', stopper: 'A' })
    g.scoreRound({ hands: fillInLastPlayer(DECK, { A: { milch: 2 } }, 'c8', 'B'), middle: 'c8', stopper: 'A' })
    const rows = scoreRows(g.rounds(), g.config.players)
    expect(rows.map((r) => [r.round, r.isRedealt])).toEqual([
      [1, false],
      [2, true],
    ])
    expect(rows[0]!.cells[0]).toEqual({ player: 'A', points: 19, total: 19, isStopper: true })
    expect(rows[1]!.cells[0]).toEqual({ player: 'A', points: -5, total: 14, isStopper: true })
    expect(rows[1]!.cells[1]).toMatchObject({ player: 'B', points: 0, isStopper: false })
    expect(rows.at(-1)!.cells.map((c) => c.total)).toEqual([g.totals().A, g.totals().B])
  })
})

describe('GmbH deck form: card counts', () => {
  it('a card count is whole digits only; anything else is no count and is refused by the deck check', () => {
    expect(readCardCount(' 7 ')).toBe(7)
    for (const text of ['1e9', 'NaN', '-3', '7.5', '', '0x7', 'Infinity', '1234'])
      expect(readCardCount(text), text).toBeNaN()
  })
})
