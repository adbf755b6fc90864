import { describe, expect, it } from 'vitest'
import {
  buildingRents,
  placementRents,
  planSquare,
  rentForOtherTypes,
  type RentBuilding,
} from '@/domain/games/discretion/rent'
import { ruleCode as codeOf } from '../../../helpers/ruleError'

const b = (id: string, type: RentBuilding['type'], ...cells: [number, number][]): RentBuilding => ({ id, type, cells })

describe('Discretion rent by adjacency', () => {
  it('an isolated building earns no rent', () => {
    expect(buildingRents([b('h', 'housing', [5, 5])])).toEqual({ h: 0 })
  })

  it('one other type touching along an edge gives 100,000 to both', () => {
    expect(buildingRents([b('h', 'housing', [5, 5]), b('o', 'offices', [5, 6])])).toEqual({ h: 100_000, o: 100_000 })
  })

  it('corner touching does not count', () => {
    expect(buildingRents([b('h', 'housing', [5, 5]), b('o', 'offices', [6, 6]), b('i', 'industry', [4, 4])])).toEqual({
      h: 0,
      o: 0,
      i: 0,
    })
  })

  it('a building of the same type does not count', () => {
    expect(buildingRents([b('h1', 'housing', [5, 5]), b('h2', 'housing', [5, 6])])).toEqual({ h1: 0, h2: 0 })
  })

  it('each other type counts once even when it touches twice', () => {
    const r = buildingRents([
      b('h', 'housing', [5, 5]),
      b('o1', 'offices', [5, 6]),
      b('o2', 'offices', [5, 4]),
      b('o3', 'offices', [4, 5], [3, 5]),
    ])
    expect(r.h).toBe(100_000)
  })

  it('rent schedule by distinct other types: 2 → 200,000, 3 → 300,000', () => {
    expect(buildingRents([b('h', 'housing', [5, 5]), b('o', 'offices', [5, 6]), b('i', 'industry', [5, 4])]).h).toBe(
      200_000,
    )
    expect(
      buildingRents([
        b('h', 'housing', [5, 5]),
        b('o', 'offices', [5, 6]),
        b('i', 'industry', [5, 4]),
        b('s', 'services', [4, 5]),
      ]).h,
    ).toBe(300_000)
  })

  it('touching all four other types earns the 500,000 bonus', () => {
    const r = buildingRents([
      b('h', 'housing', [5, 5]),
      b('o', 'offices', [5, 6]),
      b('i', 'industry', [5, 4]),
      b('s', 'services', [4, 5]),
      b('r', 'shops', [6, 5]),
    ])
    expect(r).toEqual({ h: 500_000, o: 100_000, i: 100_000, s: 100_000, r: 100_000 })
    expect([0, 1, 2, 3, 4].map(rentForOtherTypes)).toEqual([0, 100_000, 200_000, 300_000, 500_000])
  })

  it('a 2-acre building counts neighbours of both squares, and neighbours count it from either square', () => {
    const r = buildingRents([
      b('H', 'housing', [5, 5], [5, 6]),
      b('o', 'offices', [4, 5]),
      b('i', 'industry', [6, 6]),
      b('s', 'services', [5, 7]),
    ])
    expect(r).toEqual({ H: 300_000, o: 100_000, i: 100_000, s: 100_000 })
  })

  it('a 2-acre building touching the same neighbour with both squares counts it once', () => {
    const r = buildingRents([b('H', 'housing', [5, 5], [5, 6]), b('O', 'offices', [4, 5], [4, 6])])
    expect(r).toEqual({ H: 100_000, O: 100_000 })
  })

  it('buildings of all owners and unowned buildings count: ownership is not an input', () => {
    // the calculator has no owner field at all: every building on the map counts equally
    const r = buildingRents([
      b('mine', 'housing', [0, 0]),
      b('theirs', 'offices', [0, 1]),
      b('unowned', 'industry', [1, 0]),
    ])
    expect(r.mine).toBe(200_000)
  })

  it('the edge of the map is handled (row/col 0 and 10)', () => {
    expect(buildingRents([b('a', 'housing', [10, 10]), b('b', 'shops', [10, 9]), b('c', 'offices', [0, 10])])).toEqual({
      a: 100_000,
      b: 100_000,
      c: 0,
    })
  })

  it('refuses overlapping buildings', () => {
    expect(codeOf(() => buildingRents([b('a', 'housing', [1, 1]), b('b', 'shops', [1, 1], [1, 2])]))).toBe(
      'buildingsOverlap',
    )
  })

  it('refuses squares off the grid', () => {
    expect(codeOf(() => buildingRents([b('a', 'housing', [11, 0])]))).toBe('cellOffGrid')
    expect(codeOf(() => buildingRents([b('a', 'housing', [0, -1])]))).toBe('cellOffGrid')
  })

  it('refuses malformed buildings: bad type, 0 or 3 squares, squares not edge-adjacent, duplicate ids, non-integer squares', () => {
    expect(codeOf(() => buildingRents([{ id: 'a', type: 'castle' as 'housing', cells: [[0, 0]] }]))).toBe(
      'buildingTypeInvalid',
    )
    expect(codeOf(() => buildingRents([b('a', 'housing')]))).toBe('buildingCellCount')
    expect(codeOf(() => buildingRents([b('a', 'housing', [0, 0], [0, 1], [0, 2])]))).toBe('buildingCellCount')
    expect(codeOf(() => buildingRents([b('a', 'housing', [0, 0], [1, 1])]))).toBe('cellsNotAdjacent')
    expect(codeOf(() => buildingRents([b('a', 'housing', [0, 0], [0, 0])]))).toBe('cellsNotAdjacent')
    expect(codeOf(() => buildingRents([b('a', 'housing', [0, 0]), b('a', 'shops', [5, 5])]))).toBe(
      'buildingIdDuplicate',
    )
    expect(codeOf(() => buildingRents([b('a', 'housing', [0.5, 0])]))).toBe('cellNotInteger')
    expect(codeOf(() => buildingRents([{ id: '', type: 'housing', cells: [[0, 0]] }]))).toBe('buildingIdInvalid')
  })
})

describe('Discretion rent planning aid', () => {
  it('shows what each type would earn on an empty square and what it adds to neighbours', () => {
    const existing = [b('h', 'housing', [5, 4]), b('o', 'offices', [5, 6])]
    const r = placementRents(existing, [[5, 5]])
    expect(r.housing.rent).toBe(100_000) // touches offices only (housing is its own type)
    expect(r.industry.rent).toBe(200_000)
    expect(r.industry.neighbourGains).toEqual({ h: 100_000, o: 100_000 })
    expect(r.industry.neighbourGainTotal).toBe(200_000)
    expect(r.housing.neighbourGains).toEqual({ o: 100_000 })
  })

  it('plans 1-acre and every 2-acre placement through a square; refuses an occupied square', () => {
    const existing = [b('h', 'housing', [0, 1])]
    const plan = planSquare(existing, [0, 0], { twoAcre: true })
    expect(plan.oneAcre.shops.rent).toBe(100_000)
    expect(plan.twoAcre.map((t) => t.cells)).toEqual([
      [
        [0, 0],
        [1, 0],
      ],
    ])
    expect(plan.twoAcre[0]?.rents.offices.rent).toBe(100_000)
    expect(codeOf(() => planSquare(existing, [0, 1]))).toBe('cellOccupied')
  })
})
