import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isRuleError } from '@/domain/errors'
import { createPropertyGame, type PropertyAction, type PropertyGame } from '@/domain/games/property/engine'
import { DKT_BOARD, GROUP_COLORS, groupColorOf, MONOPOLY_DE_BOARD } from '@/domain/games/property/board'
import { sum } from './helpers'

const PLAYERS = ['Anna', 'Ben', 'Cem']
// a few groups only, so that complete groups, buildings and mortgages happen often
const DKT_PROPS = [9, 11, 1, 38, 39, 7, 12, 17, 3, 13, 4]
const MONO_PROPS = [1, 3, 37, 39, 5, 15, 12, 28, 6, 8, 9]

const step = fc.record({
  kind: fc.integer({ min: 0, max: 20 }),
  p: fc.integer({ min: 0, max: 2 }),
  q: fc.integer({ min: 0, max: 2 }),
  prop: fc.integer({ min: 0, max: 10 }),
  prop2: fc.integer({ min: 0, max: 10 }),
  amount: fc.integer({ min: 1, max: 400 }),
  dice: fc.integer({ min: 2, max: 12 }),
})
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

function actionOf(s: Step, props: number[]): PropertyAction {
  const player = PLAYERS[s.p] as string
  const other = PLAYERS[s.q] as string
  const property = props[s.prop] as number
  const property2 = props[s.prop2] as number
  switch (s.kind) {
    case 0:
    case 1:
      // half of the buys give neighbouring pairs (a 2-street group first) to one player, so groups complete
      return { type: 'buy', player: s.amount % 2 ? player : (PLAYERS[Math.floor(s.prop / 2) % 3] as string), property }
    case 2:
      return { type: 'auction', winner: player, property, price: s.amount }
    case 3:
      return { type: 'rent', payer: player, property, dice: s.dice }
    case 4:
      return { type: 'salary', player }
    case 5:
      return { type: 'goToJail', player }
    case 6:
      return { type: 'leaveJail', player, method: s.amount % 2 ? 'pay' : 'card' }
    case 7:
      return { type: 'receiveJailCard', player }
    case 8:
      return { type: 'tax', player, space: s.amount % 2 ? 20 : 32 }
    case 9:
      return {
        type: 'card',
        player,
        card: (['payBank', 'receiveFromBank', 'payEachPlayer', 'collectFromEachPlayer', 'repairs'] as const)[
          s.amount % 5
        ]!,
        amount: s.amount,
        perHouse: 25,
        perHotel: 100,
      }
    case 10:
      return { type: 'build', property }
    case 11:
      return { type: 'build', property: [property, property2] }
    case 12:
      return { type: 'sell', property }
    case 13:
      return { type: 'mortgage', property, amount: (s.amount % 50) + 1 }
    case 14:
      return { type: 'repay', property }
    case 15:
      return {
        type: 'trade',
        from: player,
        to: other,
        give: { properties: [property], jailCards: s.amount % 2 },
        receive: { money: s.amount },
        repay: s.dice > 9 ? [property] : [],
      }
    case 16:
      return { type: 'houseAuction', winner: player, property, price: s.amount }
    case 17:
      return { type: 'sellJailCard', from: player, to: other, price: s.amount }
    case 18:
      return { type: 'collectJackpot', player }
    case 19:
      return { type: 'pay', from: player, to: other, amount: s.amount }
    default:
      return {
        type: 'bankruptcy',
        player,
        creditor: other,
        sales: [{ property, winner: PLAYERS[(s.p + 1) % 3] as string, price: s.amount }],
      }
  }
}

function newGame(monopoly: boolean): PropertyGame {
  return monopoly
    ? createPropertyGame({
        game: 'monopolyDe',
        players: PLAYERS,
        options: { freeParkingJackpot: true, houses: 12, hotels: 3 },
        rng: () => 0.5,
      })
    : createPropertyGame({
        game: 'dkt',
        players: PLAYERS,
        options: { quickStart: true, houses: 12, hotels: 3 },
        rng: () => 0.5,
      })
}

function tryApply(g: PropertyGame, a: PropertyAction): boolean {
  try {
    g.apply(a)
    return true
  } catch (e) {
    if (!isRuleError(e)) throw e
    return false
  }
}

const arb = fc.record({ monopoly: fc.boolean(), steps: fc.array(step, { minLength: 20, maxLength: 60, size: 'max' }) })

/** Checks `check` on random games: a fresh DKT or Monopoly game, its steps and `play` (applies one step; false when refused). */
function forRandomGames(
  params: fc.Parameters<[{ monopoly: boolean; steps: Step[] }]>,
  check: (g: PropertyGame, steps: Step[], play: (s: Step) => boolean) => void,
) {
  fc.assert(
    fc.property(arb, ({ monopoly, steps }) => {
      const g = newGame(monopoly)
      check(g, steps, (s) => tryApply(g, actionOf(s, monopoly ? MONO_PROPS : DKT_PROPS)))
    }),
    params,
  )
}

describe('property games: invariants over random legal action sequences', () => {
  it('money is conserved: the balances of all accounts (bank and pools included) sum to 0 after every action', () => {
    forRandomGames({ numRuns: 80 }, (g, steps, play) => {
      for (const s of steps) {
        play(s)
        expect(sum(g.state.balances)).toBe(0)
        const supply = g.state.bank
        expect(supply.houses).toBeGreaterThanOrEqual(0)
        expect(supply.hotels).toBeGreaterThanOrEqual(0)
      }
    })
  })

  it('undo of everything restores ownership, buildings, mortgages, jail, cards and bank supply exactly', () => {
    forRandomGames({ numRuns: 80 }, (g, steps, play) => {
      const initial = JSON.stringify(g.ledgerState)
      let applied = 0
      for (const s of steps) if (play(s)) applied++
      let undone = 0
      while (g.canUndo) {
        g.undo()
        undone++
      }
      expect(undone).toBe(applied)
      expect(JSON.stringify(g.ledgerState)).toBe(initial)
    })
  })

  it('undo followed by redo is the identity', () => {
    forRandomGames({ numRuns: 80 }, (g, steps, play) => {
      for (const s of steps) {
        if (!play(s)) continue
        const after = JSON.stringify(g.ledgerState)
        g.undo()
        g.redo()
        expect(JSON.stringify(g.ledgerState)).toBe(after)
      }
    })
  })

  it('a refused action leaves the state unchanged', () => {
    forRandomGames({ numRuns: 50 }, (g, steps, play) => {
      for (const s of steps) {
        const before = JSON.stringify(g.ledgerState)
        const n = g.entries.length
        if (!play(s)) {
          expect(JSON.stringify(g.ledgerState)).toBe(before)
          expect(g.entries.length).toBe(n)
        }
      }
    })
  })

  it('the random sequences reach buildings, mortgages and trades (the generators are meaningful)', () => {
    const kinds = new Set<string>()
    forRandomGames({ numRuns: 150, seed: 42 }, (g, steps, play) => {
      for (const s of steps) play(s)
      for (const e of g.entries) if (!e.isUndone) kinds.add(e.kind)
    })
    for (const k of ['buy', 'rent', 'build', 'mortgage', 'trade', 'bankruptcy', 'card', 'tax'])
      expect(kinds).toContain(k)
  })
})

describe('group colours (board facts)', () => {
  it('every group of both boards has its printed colour, as a hex colour', () => {
    for (const board of [DKT_BOARD, MONOPOLY_DE_BOARD]) {
      for (const group of Object.keys(board.groups)) {
        expect(GROUP_COLORS[board.id][group], `${board.id} ${group}`).toMatch(/^#[0-9a-f]{6}$/)
        expect(groupColorOf(group)).toBe(GROUP_COLORS[board.id][group])
      }
    }
    expect(groupColorOf('Atlantis')).toBeUndefined()
  })
})
