import fc from 'fast-check'
import { demoBoard } from '@/domain/games/discretion/board'
import {
  BUILDING_TYPES,
  MONEY,
  type BuildingType,
  type Cell,
  type DiscretionAction,
  type DiscretionData,
} from '@/domain/games/discretion/types'
import type { LedgerState } from '@/domain/ledger/types'

/** Players of the Discretion suites. */
export const DISCRETION_PLAYERS = ['ann', 'ben', 'cid'] as const

/** Generated build, demolish and loan-shark steps, resolved against the state so that they often succeed. */
export type DiscretionRaw =
  | DiscretionAction
  | { type: 'smartBuild'; player: string; buildingType: BuildingType; k: number; two: boolean }
  | { type: 'smartDemolish'; k: number; autoRepay: boolean }
  | { type: 'smartShark'; player: string; count: number; odd: number }

const plotAt = (c: Cell) => demoBoard.map[c[0]]?.[c[1]] ?? null

/**
 * A build on free land the player owns (a two-acre one where a neighbour cell is free too), a
 * demolition of an owned building, or a loan-shark loan for a card the player is `count` units short
 * for (RULES.md: only for a shortfall, no more units than it; `odd` leaves the last unit part-used).
 */
export function resolveDiscretion(state: LedgerState<DiscretionData>, raw: DiscretionRaw): DiscretionAction {
  const { titles, buildings } = state.data
  if (raw.type === 'smartBuild') {
    const used = new Set(Object.values(buildings).flatMap((b) => b.cells.map(([r, c]) => r * 100 + c)))
    const free: Cell[] = []
    demoBoard.map.forEach((row, r) =>
      row.forEach((id, c) => {
        if (id && titles[id] === raw.player && !used.has(r * 100 + c)) free.push([r, c])
      }),
    )
    const first = free[raw.k % Math.max(1, free.length)] ?? [0, 0]
    const second = raw.two ? free.find((c) => Math.abs(c[0] - first[0]) + Math.abs(c[1] - first[1]) === 1) : undefined
    return {
      type: 'build',
      player: raw.player,
      buildingType: raw.buildingType,
      cells: second ? [first, second] : [first],
    }
  }
  if (raw.type === 'smartDemolish') {
    const owned = Object.entries(buildings).flatMap(([id, b]) => {
      const plot = b.cells[0] ? plotAt(b.cells[0]) : null
      const owner = plot ? titles[plot] : undefined
      return owner ? [{ id, owner }] : []
    })
    const b = owned[raw.k % Math.max(1, owned.length)]
    return { type: 'demolish', player: b?.owner ?? 'ann', buildings: [b?.id ?? 'none'], autoRepay: raw.autoRepay }
  }
  if (raw.type === 'smartShark') {
    const cash = Math.max(state.balances[raw.player] ?? 0, 0)
    const charge = cash + raw.count * MONEY.sharkLoan - raw.odd
    return {
      type: 'sharkLoan',
      player: raw.player,
      count: raw.count,
      for: { type: 'otherCard', payments: { [raw.player]: -charge } },
    }
  }
  return raw
}

const player = fc.constantFrom(...DISCRETION_PLAYERS)
const plot = fc.constantFrom(...demoBoard.plots.map((p) => p.id))
const kind = fc.constantFrom(...BUILDING_TYPES)
const building = fc.integer({ min: 1, max: 12 }).map((n) => `b${n}`)
const money = fc.integer({ min: 0, max: 300_000 })
const repay = fc.dictionary(player, fc.oneof(fc.integer({ min: 0, max: 2 }), fc.constant('all' as const)), {
  maxKeys: 2,
})

/** Random Discretion steps: titles, buildings, event cards, loans, bankruptcy, turn and year. */
export const discretionAction: fc.Arbitrary<DiscretionRaw> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      type: fc.constant('smartBuild' as const),
      player,
      buildingType: kind,
      k: fc.nat(200),
      two: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('smartDemolish' as const), k: fc.nat(200), autoRepay: fc.boolean() }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      type: fc.constant('auction' as const),
      plot,
      winner: fc.option(player, { nil: null }),
      price: money,
    }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('rent' as const), buildingType: kind }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('buildingTax' as const), buildingType: kind }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('landTax' as const),
      rate: fc.integer({ min: 1, max: 50_000 }),
      forfeits: fc.dictionary(player, fc.array(plot, { maxLength: 2 }), { maxKeys: 1 }),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'harvest' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('extraRent' as const),
      building: fc.option(building, { nil: undefined }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('interest' as const), repay }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('endOfYear' as const),
      landTaxRate: fc.integer({ min: 0, max: 50_000 }),
      repay,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('compulsoryAuction' as const),
      plot,
      winner: fc.option(player, { nil: null }),
      price: money,
      listSale: fc.boolean(),
      autoRepay: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('inheritance' as const), plot }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('otherCard' as const),
      payments: fc.dictionary(player, fc.integer({ min: -800_000, max: 800_000 }), { maxKeys: 3 }),
      removeBuildings: fc.array(fc.record({ building, compensation: fc.constantFrom(0, 100_000) }), { maxLength: 1 }),
      autoRepay: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('bankLoan' as const),
      player,
      count: fc.integer({ min: 1, max: 2 }),
      forTax: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('repayBankLoan' as const), player }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('smartShark' as const),
      player,
      count: fc.integer({ min: 1, max: 8 }),
      odd: fc.integer({ min: 0, max: MONEY.sharkLoan - 1 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('repaySharkLoan' as const), player }) },
  { weight: 1, arbitrary: fc.constant({ type: 'bankruptcy' as const, player: 'cid' }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('pay' as const),
      from: player,
      to: fc.constantFrom('bank', ...DISCRETION_PLAYERS),
      amount: fc.integer({ min: 1, max: 200_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'passTurn' as const }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('setYear' as const), year: fc.integer({ min: 1, max: 10 }) }) },
)
