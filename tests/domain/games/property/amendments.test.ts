import { describe, expect, it } from 'vitest'
import {
  groupBuildPlan,
  type PropertyAction,
  type PropertyData,
  type PropertyGame,
} from '@/domain/games/property/engine'
import type { LedgerState } from '@/domain/ledger/types'
import { dkt, expectRefused, monopoly, own, sum } from './helpers'

/**
 * The rules of issue 12 (RULES.md amended: DKT salary and bank supply; Monopoly auctions, bankruptcy and
 * jail). Each step compares the WHOLE engine state (balances, owners, levels, supply, loans, jail, cards,
 * eliminated) with the state before plus exactly the changes the rule makes.
 */
type S = LedgerState<PropertyData>

const BREGENZ = ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße'] // houses 160 / 50 / 100, hotels the same
const GRAZ = ['Murplatz', 'Annenstraße', 'Joanneumring'] // houses 200 / 150 / 130

/** The board position of a property, as the state keys it. */
const at = (g: PropertyGame, name: string): string => String(g.property(name).position)

/** Applies an action and expects the whole state to be the state before with `change` made, nothing else. */
function step(g: PropertyGame, action: PropertyAction, change: (s: S) => void) {
  const expected: S = structuredClone(g.ledgerState)
  const entry = g.apply(action)
  change(expected)
  expect(g.ledgerState).toEqual(expected)
  expect(sum(g.ledgerState.balances)).toBe(0)
  return entry
}

/** Undo returns exactly the state before the action. */
function undoTo(g: PropertyGame, before: S) {
  g.undo()
  expect(g.ledgerState).toEqual(before)
}

describe('DKT salary: the no-salary block after leaving jail lasts that one move only', () => {
  const others: [string, (g: PropertyGame) => PropertyAction, (g: PropertyGame, s: S) => void][] = [
    [
      'an auction',
      () => ({ type: 'auction', winner: 'Ben', property: 'Murplatz', price: 150 }),
      (g, s) => {
        s.balances.Ben! -= 150
        s.balances.bank! += 150
        s.data.owner[at(g, 'Murplatz')] = 'Ben'
      },
    ],
    [
      'a mortgage',
      () => ({ type: 'mortgage', property: 'Amtsplatz', amount: 100 }),
      (g, s) => {
        s.balances.Cem! += 100
        s.balances.bank! -= 100
        s.data.mortgage[at(g, 'Amtsplatz')] = 100
      },
    ],
    [
      'a trade',
      () => ({ type: 'trade', from: 'Cem', to: 'Ben', give: { properties: ['Amtsplatz'] }, receive: { money: 250 } }),
      (g, s) => {
        s.balances.Cem! += 250
        s.balances.Ben! -= 250
        s.data.owner[at(g, 'Amtsplatz')] = 'Ben'
      },
    ],
    [
      'a payment between two others',
      () => ({ type: 'pay', from: 'Ben', to: 'Cem', amount: 20 }),
      (_g, s) => {
        s.balances.Ben! -= 20
        s.balances.Cem! += 20
      },
    ],
  ]
  for (const [what, action, change] of others) {
    it(`DKT: the no-salary block after leaving jail ends with the next entry that concerns another player (${what})`, () => {
      const g = dkt()
      own(g, 'Cem', ['Amtsplatz'])
      step(g, { type: 'goToJail', player: 'Anna' }, (s) => (s.data.jail.Anna = true))
      step(g, { type: 'leaveJail', player: 'Anna', method: 'served' }, (s) => {
        delete s.data.jail.Anna
        s.data.leftJail.Anna = true
      })
      expectRefused(g, { type: 'salary', player: 'Anna' }, 'salaryLeavingJail')
      // an entry of Anna alone (her move goes on) keeps the block
      step(g, { type: 'buy', player: 'Anna', property: 'Arlbergstraße' }, (s) => {
        s.balances.Anna! -= 120
        s.balances.bank! += 120
        s.data.owner[at(g, 'Arlbergstraße')] = 'Anna'
      })
      expectRefused(g, { type: 'salary', player: 'Anna' }, 'salaryLeavingJail')
      step(g, action(g), (s) => {
        change(g, s)
        delete s.data.leftJail.Anna
      })
      step(g, { type: 'salary', player: 'Anna' }, (s) => {
        s.balances.Anna! += 200
        s.balances.bank! -= 200
      })
    })
  }

  it('DKT: a build by another player ends the block too', () => {
    const g = dkt()
    own(g, 'Ben', BREGENZ)
    g.apply({ type: 'goToJail', player: 'Anna' })
    g.apply({ type: 'payJailFine', player: 'Anna' })
    step(g, { type: 'build', property: 'Amtsplatz' }, (s) => {
      s.balances.Ben! -= 160
      s.balances.bank! += 160
      s.data.level[at(g, 'Amtsplatz')] = 1
      s.data.supply.houses = 31
      delete s.data.leftJail.Anna
    })
  })

  it('DKT: the banker’s “this is a later move” (salary laterMove) pays the salary at once and ends the block; undo restores it', () => {
    const g = dkt()
    g.apply({ type: 'goToJail', player: 'Anna' })
    g.apply({ type: 'leaveJail', player: 'Anna', method: 'served' })
    const before = structuredClone(g.ledgerState)
    const e = step(g, { type: 'salary', player: 'Anna', laterMove: true }, (s) => {
      s.balances.Anna! += 200
      s.balances.bank! -= 200
      delete s.data.leftJail.Anna
    })
    expect(e.info).toEqual({ player: 'Anna', amount: 200, laterMove: true })
    step(g, { type: 'salary', player: 'Anna' }, (s) => {
      s.balances.Anna! += 200
      s.balances.bank! -= 200
    })
    g.undo()
    undoTo(g, before)
    expectRefused(g, { type: 'salary', player: 'Anna' }, 'salaryLeavingJail')
  })

  it('DKT: “this is a later move” does not pay a player who is in jail', () => {
    const g = dkt()
    g.apply({ type: 'goToJail', player: 'Anna' })
    expectRefused(g, { type: 'salary', player: 'Anna', laterMove: true }, 'salaryInJail')
  })
})

describe('DKT bank supply: a build request is applied in order, exactly as separate builds would be', () => {
  function setup() {
    // 13 houses: Bregenz up to 4 houses on every street takes 12, one is left
    const g = dkt({ startingCapital: 9000, houses: 13 })
    own(g, 'Anna', [...BREGENZ, ...GRAZ])
    g.apply({ type: 'build', property: Array(4).fill(BREGENZ).flat() })
    expect(g.bankSupply()).toEqual({ houses: 1, hotels: 8 })
    return g
  }

  it('DKT: a build request naming several streets is applied in order — a hotel’s 4 houses are back in the bank before the next street takes its house', () => {
    const g = setup()
    const e = step(g, { type: 'build', property: ['Amtsplatz', 'Murplatz', 'Annenstraße'] }, (s) => {
      s.balances.Anna! -= 160 + 200 + 150
      s.balances.bank! += 160 + 200 + 150
      s.data.level[at(g, 'Amtsplatz')] = 5
      s.data.level[at(g, 'Murplatz')] = 1
      s.data.level[at(g, 'Annenstraße')] = 1
      s.data.supply = { houses: 1 + 4 - 2, hotels: 7 }
    })
    expect(e.info?.steps).toEqual([
      { property: 'Amtsplatz', from: 4, to: 5, amount: 160 },
      { property: 'Murplatz', from: 0, to: 1, amount: 200 },
      { property: 'Annenstraße', from: 0, to: 1, amount: 150 },
    ])
  })

  it('DKT: the same request in the other order is refused as the separate builds would be (the second house waits)', () => {
    const g = setup()
    const p = expectRefused(g, { type: 'build', property: ['Murplatz', 'Annenstraße', 'Amtsplatz'] }, 'bankNoHouses')
    expect(p).toEqual({ property: 'Annenstraße' })
  })

  it('DKT: a request asking for more houses than the bank holds, hotels’ houses counted, is bank short', () => {
    const g = setup()
    const p = expectRefused(
      g,
      { type: 'build', property: ['Amtsplatz', ...GRAZ, 'Murplatz', 'Annenstraße', 'Joanneumring'] },
      'bankShortHouses',
    )
    expect(p).toEqual({ requested: 6, available: 5 })
  })
})

describe('DKT and Monopoly: a house auction only when the bank is short of what was asked', () => {
  it('DKT: a house auction is refused unless the bank is short of what was asked', () => {
    const g = dkt()
    own(g, 'Anna', BREGENZ)
    // the bank holds 32 houses; at most 12 could be asked for on Bregenz
    expect(
      expectRefused(g, { type: 'houseAuction', winner: 'Anna', property: 'Amtsplatz', price: 1 }, 'bankNotShort'),
    ).toEqual({ requested: 12, available: 32 })
    expect(
      expectRefused(
        g,
        { type: 'houseAuction', winner: 'Anna', property: 'Amtsplatz', price: 1, requested: 32 },
        'bankNotShort',
      ),
    ).toEqual({ requested: 32, available: 32 })
    const e = step(
      g,
      { type: 'houseAuction', winner: 'Anna', property: 'Amtsplatz', price: 170, requested: 33 },
      (s) => {
        s.balances.Anna! -= 170
        s.balances.bank! += 170
        s.data.level[at(g, 'Amtsplatz')] = 1
        s.data.supply.houses = 31
      },
    )
    expect(e.info).toEqual({
      player: 'Anna',
      property: 'Amtsplatz',
      price: 170,
      from: 0,
      to: 1,
      requested: 33,
      available: 32,
    })
  })

  it('DKT: with the bank short (2 houses, 3 asked for) the house is auctioned at the bid', () => {
    const g = dkt({ houses: 2 })
    own(g, 'Anna', BREGENZ)
    expectRefused(g, { type: 'build', property: BREGENZ }, 'bankShortHouses')
    expectRefused(
      g,
      { type: 'houseAuction', winner: 'Anna', property: 'Rathausstraße', price: 120, requested: 2 },
      'bankNotShort',
    )
    step(g, { type: 'houseAuction', winner: 'Anna', property: 'Rathausstraße', price: 120, requested: 3 }, (s) => {
      s.balances.Anna! -= 120
      s.balances.bank! += 120
      s.data.level[at(g, 'Rathausstraße')] = 1
      s.data.supply.houses = 1
    })
  })

  it('Monopoly: a house auction is refused unless the bank is short of what was asked', () => {
    const g = monopoly()
    own(g, 'Anna', ['Badstraße', 'Turmstraße'])
    expectRefused(g, { type: 'houseAuction', winner: 'Anna', property: 'Badstraße', price: 1 }, 'bankNotShort')
  })
})

describe('Monopoly jail: never free', () => {
  it('Monopoly: never free to leave jail — after a third turn without a double he pays 50 and moves', () => {
    const g = monopoly()
    step(g, { type: 'goToJail', player: 'Anna' }, (s) => (s.data.jail.Anna = true))
    const e = step(g, { type: 'leaveJail', player: 'Anna', method: 'served' }, (s) => {
      s.balances.Anna! -= 50
      s.balances.bank! += 50
      delete s.data.jail.Anna
    })
    expect(e.kind).toBe('jailFine')
    expect(e.info).toEqual({ player: 'Anna', method: 'served', amount: 50 })
    // he moves on: passing LOS on that move pays the salary
    step(g, { type: 'salary', player: 'Anna' }, (s) => {
      s.balances.Anna! += 200
      s.balances.bank! -= 200
    })
  })

  it('Monopoly: a player who cannot pay the 50 after his third turn is refused with the shortfall', () => {
    const g = monopoly()
    g.apply({ type: 'pay', from: 'Anna', to: 'Ben', amount: 1470 })
    g.apply({ type: 'goToJail', player: 'Anna' })
    expect(
      expectRefused(g, { type: 'leaveJail', player: 'Anna', method: 'served' }, 'insufficientFunds'),
    ).toMatchObject({ player: 'Anna', shortfall: 20 })
  })

  it('DKT: a jailed player who has missed his two turns leaves for free', () => {
    const g = dkt()
    g.apply({ type: 'goToJail', player: 'Anna' })
    step(g, { type: 'leaveJail', player: 'Anna', method: 'served' }, (s) => {
      delete s.data.jail.Anna
      s.data.leftJail.Anna = true
    })
  })
})

describe('Monopoly auctions and bankruptcy', () => {
  it('Monopoly: auctions open at any amount of at least 1 (no opening bid)', () => {
    const g = monopoly()
    for (const c of g.board.properties) expect(g.openingBid(c.position)).toBe(1)
    expectRefused(g, { type: 'auction', winner: 'Ben', property: 'Schlossallee', price: 0 }, 'amountNotPositive')
    step(g, { type: 'auction', winner: 'Ben', property: 'Schlossallee', price: 1 }, (s) => {
      s.balances.Ben! -= 1
      s.balances.bank! += 1
      s.data.owner[at(g, 'Schlossallee')] = 'Ben'
    })
  })

  function estate() {
    const g = monopoly({ startingCapital: 3000 })
    own(g, 'Anna', ['Badstraße', 'Turmstraße', 'Schlossallee', 'Parkstraße', 'Südbahnhof'])
    g.apply({ type: 'build', property: ['Badstraße', 'Turmstraße', 'Badstraße'] }) // 3 houses of 50
    g.apply({ type: 'mortgage', property: 'Schlossallee' }) // 200
    g.apply({ type: 'mortgage', property: 'Südbahnhof' }) // 100
    g.apply({ type: 'receiveJailCard', player: 'Anna' })
    g.apply({ type: 'pay', from: 'Anna', to: 'Cem', amount: g.state.balances.Anna! - 40 })
    return g
  }

  it('Monopoly: bankruptcy owed to a player — buildings to the bank at half price, then cash, properties (mortgaged stay mortgaged, the creditor pays 10 % of each loan) and jail cards go to him', () => {
    const g = estate()
    const e = step(g, { type: 'bankruptcy', player: 'Anna', creditor: 'Ben' }, (s) => {
      // 40 cash + 3 × 25 for the houses to Ben; Ben pays the bank 20 + 10
      s.balances.Anna = 0
      s.balances.Ben! += 40 + 75 - 30
      s.balances.bank! += -75 + 30
      for (const n of ['Badstraße', 'Turmstraße', 'Schlossallee', 'Parkstraße', 'Südbahnhof'])
        s.data.owner[at(g, n)] = 'Ben'
      s.data.level = {}
      s.data.supply.houses = 32
      delete s.data.jailCards.Anna
      s.data.jailCards.Ben = 1
      s.data.eliminated.Anna = true
    })
    expect(e.info).toMatchObject({
      player: 'Anna',
      creditor: 'Ben',
      liquidation: false,
      cash: 40,
      buildingProceeds: 75,
      toCreditor: 115,
      jailCards: 1,
      fees: 30,
      repaid: 0,
    })
    expect(e.info?.mortgageFees).toEqual([
      { property: 'Südbahnhof', player: 'Ben', loan: 100, fee: 10, repaid: false },
      { property: 'Schlossallee', player: 'Ben', loan: 200, fee: 20, repaid: false },
    ])
    expect(g.state.properties.Schlossallee).toMatchObject({ owner: 'Ben', mortgage: 200, mortgaged: true })
  })

  it('Monopoly: the creditor of a bankrupt player may repay a loan at once (repay, as in a trade)', () => {
    const g = estate()
    step(g, { type: 'bankruptcy', player: 'Anna', creditor: 'Ben', repay: ['Schlossallee'] }, (s) => {
      s.balances.Anna = 0
      s.balances.Ben! += 40 + 75 - 30 - 200
      s.balances.bank! += -75 + 30 + 200
      for (const n of ['Badstraße', 'Turmstraße', 'Schlossallee', 'Parkstraße', 'Südbahnhof'])
        s.data.owner[at(g, n)] = 'Ben'
      delete s.data.mortgage[at(g, 'Schlossallee')]
      s.data.level = {}
      s.data.supply.houses = 32
      delete s.data.jailCards.Anna
      s.data.jailCards.Ben = 1
      s.data.eliminated.Anna = true
    })
    g.undo()
    expectRefused(
      g,
      { type: 'bankruptcy', player: 'Anna', creditor: 'Ben', repay: ['Parkstraße'] },
      'bankruptcyRepayInvalid',
    )
    expectRefused(
      g,
      {
        type: 'bankruptcy',
        player: 'Anna',
        creditor: 'Ben',
        sales: [{ property: 'Parkstraße', winner: 'Cem', price: 100 }],
      },
      'bankruptcyNoAuction',
    )
  })

  it('Monopoly: bankruptcy owed to the bank — the bank auctions the properties as in DKT', () => {
    const g = estate()
    const e = step(
      g,
      {
        type: 'bankruptcy',
        player: 'Anna',
        creditor: 'bank',
        sales: [{ property: 'Parkstraße', winner: 'Cem', price: 300 }],
      },
      (s) => {
        s.balances.Anna = 0
        s.balances.Cem! -= 300
        s.balances.bank! += 40 + 300
        for (const n of ['Badstraße', 'Turmstraße', 'Schlossallee', 'Südbahnhof']) delete s.data.owner[at(g, n)]
        s.data.owner[at(g, 'Parkstraße')] = 'Cem'
        s.data.mortgage = {}
        s.data.level = {}
        s.data.supply.houses = 32
        delete s.data.jailCards.Anna
        s.data.eliminated.Anna = true
      },
    )
    expect(e.info).toMatchObject({
      creditor: 'bank',
      liquidation: true,
      toCreditor: 0,
      loans: 330,
      buildingProceeds: 75,
      auctionProceeds: 300,
    })
    // owed to the bank, the whole estate stays with it
    expect(e.info).toMatchObject({ cash: 40, kept: 40 + 75 + 300 })
    expectRefused(g, { type: 'salary', player: 'Anna' }, 'playerEliminated')
  })

  it('Monopoly option bankruptcyLiquidation: the DKT liquidation also for a debt to a player', () => {
    const g = monopoly({ bankruptcyLiquidation: true, startingCapital: 3000 })
    own(g, 'Anna', ['Schlossallee'])
    g.apply({ type: 'mortgage', property: 'Schlossallee' })
    g.apply({ type: 'pay', from: 'Anna', to: 'Cem', amount: g.state.balances.Anna! - 40 })
    // 40 cash + 250 at the auction − 220 loan with interest = 70 to Ben
    step(
      g,
      {
        type: 'bankruptcy',
        player: 'Anna',
        creditor: 'Ben',
        sales: [{ property: 'Schlossallee', winner: 'Cem', price: 250 }],
      },
      (s) => {
        s.balances.Anna = 0
        s.balances.Cem! -= 250
        s.balances.Ben! += 70
        s.balances.bank! += 40 + 250 - 70
        s.data.owner[at(g, 'Schlossallee')] = 'Cem'
        s.data.mortgage = {}
        s.data.eliminated.Anna = true
      },
    )
  })

  it('DKT: the liquidation is the DKT rule, whatever the option says', () => {
    expect(dkt({ bankruptcyLiquidation: false }).config.options.bankruptcyLiquidation).toBe(true)
    expect(monopoly().config.options.bankruptcyLiquidation).toBe(false)
  })
})

describe('Build on every street of a group: says exactly what it builds', () => {
  it('DKT: one level on each street of a group builds 3 houses, or 3 hotels once every street has 4 houses, with the cost', () => {
    const g = dkt({ startingCapital: 9000 })
    own(g, 'Anna', BREGENZ)
    const streets = BREGENZ.map((n) => g.property(n).position)
    expect(groupBuildPlan(g.ledgerState, g.config, streets)).toMatchObject({
      houses: 3,
      hotels: 0,
      cost: 310,
      error: null,
    })
    g.apply({ type: 'build', property: [...Array(3).fill(BREGENZ).flat(), 'Amtsplatz', 'Arlbergstraße'] })
    // levels 4, 4, 3: a house on Rathausstraße first, then the hotels
    expect(groupBuildPlan(g.ledgerState, g.config, streets)).toMatchObject({
      action: { type: 'build', property: [streets[2], streets[0], streets[1]] },
      houses: 1,
      hotels: 2,
      cost: 100 + 160 + 50,
    })
    g.apply({ type: 'build', property: 'Rathausstraße' })
    expect(groupBuildPlan(g.ledgerState, g.config, streets)).toMatchObject({ houses: 0, hotels: 3, cost: 310 })
  })
})

describe('End of game (RULES.md, both games)', () => {
  it('End of game: the 10 % on each outstanding loan is rounded half up per loan (DKT and Monopoly)', () => {
    const g = dkt()
    own(g, 'Anna', ['Amtsplatz', 'Murplatz'])
    g.apply({ type: 'mortgage', property: 'Amtsplatz', amount: 75 })
    g.apply({ type: 'mortgage', property: 'Murplatz', amount: 75 })
    // 7.5 → 8 on each loan: 166, not 75 + 75 + 15
    expect(g.netWorthBreakdown('Anna')).toMatchObject({ mortgages: 166, total: 1500 - 520 + 150 + 520 - 166 })
    const m = monopoly()
    own(m, 'Anna', ['Badstraße', 'Turmstraße'])
    m.apply({ type: 'mortgage', property: 'Badstraße' })
    m.apply({ type: 'mortgage', property: 'Turmstraße' })
    // 3 per loan of 30
    expect(m.netWorthBreakdown('Anna').mortgages).toBe(66)
  })

  it('End of game: the last player not bankrupt wins, whatever the net worth of the players out', () => {
    const g = monopoly({}, ['Anna', 'Ben'])
    g.apply({ type: 'pay', from: 'Ben', to: 'Anna', amount: 100 })
    g.apply({ type: 'bankruptcy', player: 'Anna', creditor: 'bank' })
    expect(g.ranking().map((r) => [r.player, r.rank, r.eliminated])).toEqual([
      ['Ben', 1, false],
      ['Anna', 2, true],
    ])
  })
})
