import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createGmbhGame } from '@/domain/games/gmbh'
import { checkRoundEntry, scoreRound, type RoundInput } from '@/domain/games/gmbh/scoring'
import { DECK } from '../../../helpers/gmbhDeck'

const PLAYERS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6']

/** A random deal of the 61 cards: one to the middle, each other card to one of `n` players. */
const deal = fc
  .record({
    n: fc.integer({ min: 2, max: 6 }),
    middle: fc.integer({ min: 0, max: DECK.length - 1 }),
    owners: fc.array(fc.nat({ max: 5 }), { minLength: 61, maxLength: 61 }),
    stopper: fc.nat({ max: 5 }),
  })
  .map(({ n, middle, owners, stopper }): RoundInput => {
    const players = PLAYERS.slice(0, n)
    const hands: RoundInput['hands'] = {}
    for (const p of players) hands[p] = {}
    const middleId = DECK[middle]!.id
    let k = 0
    for (const c of DECK) {
      for (let i = 0; i < c.cards - (c.id === middleId ? 1 : 0); i++) {
        const hand = hands[players[(owners[k++] ?? 0) % n]!]!
        hand[c.id] = (hand[c.id] ?? 0) + 1
      }
    }
    return { hands, middle: middleId, stopper: players[stopper % n]! }
  })

describe('GmbH properties', () => {
  it('GmbH: every random deal adds up; with a valid Stopp each player scores the sum of his lines (stopper +5)', () => {
    fc.assert(
      fc.property(deal, fc.boolean(), fc.boolean(), (round, scoreFalseStop, bankruptMajorityScoresForStop) => {
        expect(checkRoundEntry(DECK, round.hands, round.middle)).toEqual([])
        const r = scoreRound(DECK, round, { scoreFalseStop, bankruptMajorityScoresForStop })
        expect(Object.keys(r.points).sort()).toEqual(Object.keys(round.hands).sort())
        for (const [p, pr] of Object.entries(r.players)) {
          const sum = pr.lines.reduce((s, l) => s + l.points, 0)
          const bonus = p === round.stopper ? (r.validStop ? 5 : -5) : 0
          if (r.validStop || scoreFalseStop) expect(r.points[p]).toBe(sum + bonus)
          else expect(r.points[p]).toBe(bonus)
          // a line's points are its cards times +2, +1, −1 or 0
          for (const l of pr.lines) expect(l.points).toBe(l.cards * l.perCard)
        }
        expect(r.isRedealt).toBe(!r.validStop && !scoreFalseStop)
      }),
      { numRuns: 300 },
    )
  })

  it('GmbH: totals equal the summed round points; undo of everything restores the start, undo+redo is identity', () => {
    fc.assert(
      fc.property(fc.array(deal, { minLength: 1, maxLength: 6 }), fc.nat({ max: 6 }), (rounds, extra) => {
        const g = createGmbhGame({ players: PLAYERS, deck: DECK })
        const start = structuredClone(g.state)
        const sums: Record<string, number> = Object.fromEntries(PLAYERS.map((p) => [p, 0]))
        for (const round of rounds) {
          // fill every player in, so the deal has all six seats
          const hands = Object.fromEntries(PLAYERS.map((p) => [p, round.hands[p] ?? {}]))
          const e = g.scoreRound({ hands, middle: round.middle, stopper: round.stopper })
          expect(e.postings.reduce((s, p) => s + p.amount, 0)).toBe(0)
          const pts = scoreRound(DECK, { ...round, hands }).points
          for (const p of PLAYERS) sums[p] = (sums[p] ?? 0) + (pts[p] ?? 0)
        }
        expect(g.totals()).toEqual(sums)
        const afterAll = structuredClone(g.state)
        const undos = Math.min(extra, rounds.length)
        for (let i = 0; i < undos; i++) g.undo()
        for (let i = 0; i < undos; i++) g.redo()
        expect(g.state).toEqual(afterAll)
        while (g.canUndo) g.undo()
        expect(g.state).toEqual(start)
        expect(g.runningTotals().rounds).toEqual([0])
      }),
      { numRuns: 100 },
    )
  })
})
