import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createScorePadGame, scorePadModule } from '@/domain/games/scorePad'
import { isRuleError } from '@/domain/errors'

const PLAYERS = [
  { id: 'p1', name: 'Anna' },
  { id: 'p2', name: 'Ben' },
  { id: 'p3', name: 'Cem' },
]
const points = fc.record({
  p1: fc.integer({ min: -500, max: 500 }),
  p2: fc.integer({ min: -500, max: 500 }),
  p3: fc.integer({ min: -500, max: 500 }),
})
/** A round, or a correction of round 1…6 (refused when there is no such round or nothing changes). */
const step = fc.oneof(
  points.map((p) => ({ type: 'scoreRound' as const, points: p })),
  fc.record({ type: fc.constant('correctRound' as const), round: fc.integer({ min: 1, max: 6 }), points }),
)

describe('score pad properties', () => {
  it('any evening: postings sum to 0, totals are the rounds’ sums, the data checks, undo-all returns the start and redo-all the end', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), fc.integer({ min: 0, max: 1500 }), (steps, target) => {
        const g = createScorePadGame({ players: PLAYERS, options: { target } })
        const start = structuredClone(g.state)
        for (const s of steps) {
          try {
            const e = g.apply(s)
            expect(e.postings.reduce((sum, p) => sum + p.amount, 0)).toBe(0)
          } catch (e) {
            if (!isRuleError(e)) throw e
          }
        }
        const end = structuredClone(g.state)
        expect(scorePadModule.checkState(end, g.config)).toBeNull()
        const view = g.view()
        for (const p of PLAYERS)
          expect(view.rows.reduce((s, r) => s + (r.cells.find((c) => c.player === p.id)?.points ?? 0), 0)).toBe(
            view.totals[p.id],
          )
        let undone = 0
        while (g.canUndo) {
          g.undo()
          undone++
        }
        expect(g.state).toEqual(start)
        for (let i = 0; i < undone; i++) g.redo()
        expect(g.state).toEqual(end)
      }),
      { numRuns: 150 },
    )
  })
})
