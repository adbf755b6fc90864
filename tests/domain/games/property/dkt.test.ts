import { describe, expect, it } from 'vitest'
import { createPropertyGame, propertyConfig, dktPack, rentFor } from '@/domain/games/property/engine'
import { runPack } from '@/domain/games/engine'
import { dkt, expectRefused, own, sum } from './helpers'
import { expectRuleError } from '../../../helpers/ruleError'

const BREGENZ = ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße'] // 220/160, 120/50, 180/100

describe('DKT setup', () => {
  it('DKT: 3–6 players; 2 players only with the option', () => {
    expectRuleError(() => dkt({}, ['A', 'B']), 'playerCount')
    expectRuleError(() => dkt({}, ['A', 'B', 'C', 'D', 'E', 'F', 'G']), 'playerCount')
    expect(dkt({ twoPlayers: true }, ['A', 'B']).config.players).toHaveLength(2)
    expect(dkt({}, ['A', 'B', 'C', 'D', 'E', 'F']).config.players).toHaveLength(6)
  })
  it('DKT: starting capital 1,500 each, setup is not an undo step', () => {
    const g = dkt()
    expect(g.state.balances).toMatchObject({ Anna: 1500, Ben: 1500, Cem: 1500, bank: -4500 })
    expect(g.canUndo).toBe(false)
    expectRuleError(() => g.undo(), 'nothingToUndo')
  })
  it('DKT: options hold every RULES.md option with its default', () => {
    const c = propertyConfig({ game: 'dkt', players: ['A', 'B', 'C'] })
    expect(c.type).toBe('dkt')
    expect(c.options).toMatchObject({
      startingCapital: 1500,
      salary: 200,
      jailFine: 50,
      houses: 32,
      hotels: 8,
      quickStart: false,
      auction: true,
      auctionOpeningPercent: 50,
      mortgages: true,
      allowNegative: false,
      twoPlayers: false,
      freeParkingJackpot: false,
    })
    expect(c.options.taxes).toEqual({
      Vermögensabgabe: { position: 20, amount: 0, percentOfCash: 10, cap: 350 },
      Erwerbsteuer: { position: 32, amount: 80, percentOfCash: 0, cap: 0 },
    })
  })
  it('DKT: quick start deals 2 random properties each, bought at the printed price as setup entries (deterministic with the rng)', () => {
    const make = () =>
      createPropertyGame({
        game: 'dkt',
        players: ['Anna', 'Ben', 'Cem'],
        options: { quickStart: true },
        rng: mulberry(7),
      })
    const g = make()
    const owned = Object.values(g.state.properties).filter((p) => p.owner !== null)
    expect(owned).toHaveLength(6)
    for (const p of ['Anna', 'Ben', 'Cem']) {
      const mine = owned.filter((o) => o.owner === p)
      expect(mine).toHaveLength(2)
      expect(g.state.balances[p]).toBe(1500 - mine[0]!.price - mine[1]!.price)
    }
    expect(g.entries.every((e) => e.isSetup)).toBe(true)
    expect(g.canUndo).toBe(false)
    expect(make().state.properties).toEqual(g.state.properties)
  })
  it('DKT: the pack runs through runPack (the same plan the app calls)', () => {
    const config = propertyConfig({ game: 'dkt', players: ['A', 'B', 'C'] })
    const g = runPack(dktPack, config)
    g.apply({ type: 'buy', player: 'A', property: 1 })
    expect(g.ledgerState.data.owner['1']).toBe('A')
  })
})

describe('DKT salary and jail', () => {
  it('DKT: salary 200 each time a player passes Start', () => {
    const g = dkt()
    g.apply({ type: 'salary', player: 'Anna' })
    expect(g.state.balances.Anna).toBe(1700)
  })
  it('DKT: going to jail pays no salary; a jailed player gets none', () => {
    const g = dkt()
    g.apply({ type: 'goToJail', player: 'Anna' })
    expect(g.state.jail.Anna).toBe(true)
    expect(g.state.balances.Anna).toBe(1500)
    expectRefused(g, { type: 'salary', player: 'Anna' }, 'salaryInJail')
  })
  it('DKT: a jailed player buys himself out for 50 to the bank', () => {
    const g = dkt()
    g.apply({ type: 'goToJail', player: 'Anna' })
    g.apply({ type: 'payJailFine', player: 'Anna' })
    expect(g.state.jail.Anna).toBe(false)
    expect(g.state.balances.Anna).toBe(1450)
    expectRefused(g, { type: 'leaveJail', player: 'Anna', method: 'pay' }, 'notInJail')
  })
  it('DKT: no salary to a player who is leaving jail on that move; paid again after another player moved', () => {
    const g = dkt()
    g.apply({ type: 'goToJail', player: 'Anna' })
    g.apply({ type: 'leaveJail', player: 'Anna', method: 'served' })
    expectRefused(g, { type: 'salary', player: 'Anna' }, 'salaryLeavingJail')
    g.apply({ type: 'salary', player: 'Ben' })
    g.apply({ type: 'salary', player: 'Anna' })
    expect(g.state.balances.Anna).toBe(1700)
  })
  it('DKT: leaving jail by a double is not a DKT rule', () => {
    const g = dkt()
    g.apply({ type: 'goToJail', player: 'Anna' })
    expectRefused(g, { type: 'leaveJail', player: 'Anna', method: 'double' }, 'jailMethodNotAllowed')
  })
})

describe('DKT rent', () => {
  it('DKT: rent is the printed amount for the current buildings', () => {
    const g = dkt()
    own(g, 'Anna', BREGENZ)
    g.apply({ type: 'rent', payer: 'Ben', property: 'Amtsplatz' })
    expect(g.state.balances.Ben).toBe(1480) // no doubling in DKT
    g.apply({ type: 'build', property: ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße', 'Amtsplatz'] })
    expect(g.rent('Ben', 'Amtsplatz').amount).toBe(300)
    expect(g.rent('Ben', 'Arlbergstraße').amount).toBe(40)
  })
  it('DKT: the owner cannot pay himself rent; an unowned property has none', () => {
    const g = dkt()
    own(g, 'Anna', ['Amtsplatz'])
    expectRefused(g, { type: 'rent', payer: 'Anna', property: 'Amtsplatz' }, 'rentOwnProperty')
    expectRefused(g, { type: 'rent', payer: 'Anna', property: 'Murplatz' }, 'propertyUnowned')
    expect(g.rent('Anna', 'Amtsplatz')).toMatchObject({ amount: 0, reason: 'ownProperty' })
    expect(g.rent('Ben', 4)).toMatchObject({ amount: 0, reason: 'unowned' })
  })
  it('DKT: no rent on a mortgaged property (0 with the reason)', () => {
    const g = dkt()
    own(g, 'Anna', ['Amtsplatz'])
    g.apply({ type: 'mortgage', property: 'Amtsplatz', amount: 100 })
    expect(g.rent('Ben', 'Amtsplatz')).toMatchObject({ amount: 0, reason: 'mortgaged' })
    expectRefused(g, { type: 'rent', payer: 'Ben', property: 'Amtsplatz' }, 'rentMortgaged')
  })
  it('DKT: lines by the number held; mortgaged lines still count', () => {
    const g = dkt()
    own(g, 'Anna', ['Eisenbahn Wien–Graz', 12, 17])
    expect(g.rent('Ben', 7).amount).toBe(80)
    g.apply({ type: 'mortgage', property: 12 })
    expect(g.rent('Ben', 17).amount).toBe(80)
    own(g, 'Anna', [23])
    g.apply({ type: 'rent', payer: 'Ben', property: 'Autobuslinie Glocknerstraße' })
    expect(g.state.balances.Ben).toBe(1340)
  })
  it('DKT: enterprises pay dice total × 5, 10 or 20 by the number held; dice required', () => {
    const g = dkt()
    own(g, 'Anna', ['Elektr. Kraftzentrale'])
    expectRefused(g, { type: 'rent', payer: 'Ben', property: 3 }, 'diceRequired')
    expectRefused(g, { type: 'rent', payer: 'Ben', property: 3, dice: 13 }, 'diceInvalid')
    expect(g.rent('Ben', 3, 7).amount).toBe(35)
    own(g, 'Anna', ['Seilbahn'])
    expect(g.rent('Ben', 3, 7).amount).toBe(70)
    own(g, 'Anna', ['Fluglinie Wien–Venedig'])
    g.apply({ type: 'rent', payer: 'Ben', property: 'Seilbahn', dice: 7 })
    expect(g.state.balances.Ben).toBe(1360)
  })
  it('properties are addressed by printed name or board position', () => {
    const g = dkt()
    g.apply({ type: 'buy', player: 'Anna', property: 1 })
    g.apply({ type: 'buy', player: 'Ben', property: 'Arlbergstraße' })
    expect(g.state.properties.Amtsplatz!.owner).toBe('Anna')
    expect(g.state.propertiesByPosition[38]!.owner).toBe('Ben')
    expectRefused(g, { type: 'buy', player: 'Cem', property: 'Risiko' }, 'notAProperty')
    expectRefused(g, { type: 'buy', player: 'Cem', property: 'Nowhere' }, 'unknownProperty')
  })
})

describe('DKT buildings', () => {
  it('DKT: building only on a complete city', () => {
    const g = dkt()
    own(g, 'Anna', ['Amtsplatz', 'Arlbergstraße'])
    expectRefused(g, { type: 'build', property: 'Amtsplatz' }, 'groupIncomplete')
    own(g, 'Anna', ['Rathausstraße'])
    g.apply({ type: 'build', property: 'Amtsplatz' })
    expect(g.state.properties.Amtsplatz!.level).toBe(1)
    expect(g.state.balances.Anna).toBe(1500 - 520 - 160)
    expect(g.state.bank.houses).toBe(31)
  })
  it('DKT: even rule on levels — build only on the lowest street, sell only from the highest', () => {
    const g = dkt()
    own(g, 'Anna', BREGENZ)
    g.apply({ type: 'build', property: 'Amtsplatz' })
    expectRefused(g, { type: 'build', property: 'Amtsplatz' }, 'evenBuild')
    g.apply({ type: 'build', property: ['Arlbergstraße', 'Rathausstraße', 'Arlbergstraße'] })
    expectRefused(g, { type: 'sell', property: 'Amtsplatz' }, 'evenSell')
    g.apply({ type: 'sell', property: 'Arlbergstraße' })
    expect(g.state.properties['Arlbergstraße']!.level).toBe(1)
    expect(g.buildOptions('Anna').map((o) => [o.property, o.canBuild, o.canSell])).toEqual([
      ['Amtsplatz', true, true],
      ['Arlbergstraße', true, true],
      ['Rathausstraße', true, true],
    ])
  })
  it('DKT: a hotel needs every street of the city at level 4; its 4 houses go back to the bank and the hotel price is paid', () => {
    const g = dkt({ startingCapital: 5000 })
    own(g, 'Anna', BREGENZ)
    g.apply({ type: 'build', property: Array(4).fill(BREGENZ).flat() })
    expect(g.state.bank.houses).toBe(20)
    const before = g.state.balances.Anna!
    g.apply({ type: 'build', property: 'Amtsplatz' })
    expect(g.state.properties.Amtsplatz).toMatchObject({ level: 5, hotel: true, houses: 0 })
    expect(g.state.bank).toMatchObject({ houses: 24, hotels: 7 })
    expect(g.state.balances.Anna).toBe(before - 160)
    expectRefused(g, { type: 'build', property: 'Amtsplatz' }, 'maxLevel')
  })
  it('DKT: no building in a city while any of its streets is mortgaged', () => {
    const g = dkt()
    own(g, 'Anna', BREGENZ)
    g.apply({ type: 'mortgage', property: 'Arlbergstraße', amount: 60 })
    expectRefused(g, { type: 'build', property: 'Amtsplatz' }, 'groupMortgaged')
    g.apply({ type: 'repay', property: 'Arlbergstraße' })
    g.apply({ type: 'build', property: 'Amtsplatz' })
  })
  it('DKT: bank supply 32 houses / 8 hotels; a build the bank cannot supply is refused', () => {
    const g = dkt({ houses: 2, hotels: 8 })
    own(g, 'Anna', BREGENZ)
    const p = expectRefused(g, { type: 'build', property: BREGENZ }, 'bankShortHouses')
    expect(p).toMatchObject({ requested: 3, available: 2 })
    g.apply({ type: 'build', property: ['Amtsplatz', 'Arlbergstraße'] })
    expectRefused(g, { type: 'build', property: 'Rathausstraße' }, 'bankNoHouses')
    expect(g.bankSupply()).toEqual({ houses: 0, hotels: 8 })
  })
  it('DKT: when players ask for more houses than the bank holds, the house is auctioned (winner and price recorded)', () => {
    const g = dkt({ houses: 1 })
    own(g, 'Anna', BREGENZ)
    expectRefused(g, { type: 'build', property: ['Amtsplatz', 'Arlbergstraße'] }, 'bankShortHouses')
    const e = g.apply({ type: 'houseAuction', winner: 'Anna', property: 'Amtsplatz', price: 210 })
    expect(e.info).toMatchObject({ player: 'Anna', price: 210 })
    expect(g.state.balances.Anna).toBe(1500 - 520 - 210)
    expect(g.state.properties.Amtsplatz!.level).toBe(1)
    expect(g.state.bank.houses).toBe(0)
    expectRefused(g, { type: 'houseAuction', winner: 'Anna', property: 'Arlbergstraße', price: 100 }, 'bankNoHouses')
  })
  it('DKT: houses are sold to the bank at half price', () => {
    const g = dkt()
    own(g, 'Anna', BREGENZ)
    g.apply({ type: 'build', property: 'Amtsplatz' })
    const before = g.state.balances.Anna!
    g.apply({ type: 'sell', property: 'Amtsplatz' })
    expect(g.state.balances.Anna).toBe(before + 80)
    expect(g.state.bank.houses).toBe(32)
  })
  it('DKT: a hotel is sold whole — half its price plus half the price of the 4 houses; the street goes to level 0', () => {
    const g = dkt({ startingCapital: 5000 })
    own(g, 'Anna', BREGENZ)
    g.apply({ type: 'build', property: [...Array(4).fill(BREGENZ).flat(), 'Amtsplatz'] })
    const before = g.state.balances.Anna!
    g.apply({ type: 'sell', property: 'Amtsplatz' })
    expect(g.state.balances.Anna).toBe(before + 80 + 320)
    expect(g.state.properties.Amtsplatz!.level).toBe(0)
    expect(g.state.bank).toEqual({ houses: 24, hotels: 8, cash: g.state.balances.bank })
  })
})

describe('DKT auction', () => {
  it('DKT: an auction opens at half the printed price; lower bids are refused', () => {
    const g = dkt()
    expect(g.openingBid('Amtsplatz')).toBe(110)
    expectRefused(g, { type: 'auction', winner: 'Ben', property: 'Amtsplatz', price: 109 }, 'bidTooLow')
    g.apply({ type: 'auction', winner: 'Ben', property: 'Amtsplatz', price: 110 })
    expect(g.state.properties.Amtsplatz!.owner).toBe('Ben')
    expect(g.state.balances.Ben).toBe(1390)
  })
  it('DKT: with the auction option off, auctions are refused', () => {
    const g = dkt({ auction: false })
    expectRefused(g, { type: 'auction', winner: 'Ben', property: 1, price: 200 }, 'auctionsOff')
  })
})

describe('DKT mortgages', () => {
  it('DKT: the loan is chosen by the player, at most 50 % of the price, paid out to him', () => {
    const g = dkt()
    own(g, 'Anna', ['Amtsplatz'])
    expectRefused(g, { type: 'mortgage', property: 'Amtsplatz', amount: 111 }, 'mortgageTooHigh')
    g.apply({ type: 'mortgage', property: 'Amtsplatz', amount: 75 })
    expect(g.state.properties.Amtsplatz).toMatchObject({ mortgage: 75, mortgaged: true })
    expect(g.state.balances.Anna).toBe(1500 - 220 + 75)
    expect(g.mortgageLimits('Amtsplatz')).toMatchObject({ min: 1, max: 110, loan: 75, repayCost: 83 })
  })
  it('DKT: repaying costs the loan plus 10 % interest', () => {
    const g = dkt()
    own(g, 'Anna', ['Amtsplatz'])
    g.apply({ type: 'mortgage', property: 'Amtsplatz' })
    g.apply({ type: 'repay', property: 'Amtsplatz' })
    expect(g.state.balances.Anna).toBe(1500 - 220 + 110 - 121)
    expect(g.state.properties.Amtsplatz!.mortgaged).toBe(false)
  })
  it('DKT: no mortgage while a building stands on the street itself', () => {
    const g = dkt()
    own(g, 'Anna', BREGENZ)
    g.apply({ type: 'build', property: 'Amtsplatz' })
    expectRefused(g, { type: 'mortgage', property: 'Amtsplatz' }, 'buildingsOnStreet')
    // another street of the city without buildings may be mortgaged in DKT
    g.apply({ type: 'mortgage', property: 'Arlbergstraße' })
  })
  it('DKT: with the mortgage option off, mortgages are refused', () => {
    const g = dkt({ mortgages: false })
    own(g, 'Anna', ['Amtsplatz'])
    expectRefused(g, { type: 'mortgage', property: 'Amtsplatz' }, 'mortgagesOff')
  })
})

describe('DKT trade', () => {
  it('DKT: properties, a get-out-of-jail card and money change hands as one action', () => {
    const g = dkt()
    own(g, 'Anna', ['Amtsplatz'])
    own(g, 'Ben', ['Murplatz'])
    g.apply({ type: 'receiveJailCard', player: 'Anna' })
    const n = g.entries.length
    g.apply({
      type: 'trade',
      from: 'Anna',
      to: 'Ben',
      give: { properties: ['Amtsplatz'], jailCards: 1 },
      receive: { properties: [4], money: 50 },
    })
    expect(g.entries.length).toBe(n + 1)
    expect(g.state.properties.Amtsplatz!.owner).toBe('Ben')
    expect(g.state.properties.Murplatz!.owner).toBe('Anna')
    expect(g.state.jailCards).toMatchObject({ Anna: 0, Ben: 1 })
    expect(g.state.balances.Anna).toBe(1500 - 220 + 50)
    g.undo()
    expect(g.state.properties.Amtsplatz!.owner).toBe('Anna')
    expect(g.state.jailCards).toMatchObject({ Anna: 1, Ben: 0 })
  })
  it('DKT: a trade is refused while a building stands on a traded property', () => {
    const g = dkt()
    own(g, 'Anna', BREGENZ)
    g.apply({ type: 'build', property: 'Amtsplatz' })
    expectRefused(
      g,
      { type: 'trade', from: 'Anna', to: 'Ben', give: { properties: ['Amtsplatz'] }, receive: { money: 500 } },
      'tradeBuildings',
    )
    // DKT only forbids it on the traded street itself
    g.apply({
      type: 'trade',
      from: 'Anna',
      to: 'Ben',
      give: { properties: ['Arlbergstraße'] },
      receive: { money: 100 },
    })
  })
  it('DKT: buyer of a mortgaged property pays 10 % of the loan at the sale', () => {
    const g = dkt()
    own(g, 'Anna', ['Amtsplatz'])
    g.apply({ type: 'mortgage', property: 'Amtsplatz', amount: 100 })
    g.apply({ type: 'trade', from: 'Anna', to: 'Ben', give: { properties: ['Amtsplatz'] }, receive: { money: 150 } })
    expect(g.state.balances.Ben).toBe(1500 - 150 - 10)
    expect(g.state.properties.Amtsplatz).toMatchObject({ owner: 'Ben', mortgage: 100 })
    // kept: repaying later costs the loan plus 10 % again
    g.apply({ type: 'repay', property: 'Amtsplatz' })
    expect(g.state.balances.Ben).toBe(1500 - 150 - 10 - 110)
  })
  it('DKT: the buyer of a mortgaged property may repay the loan at once (loan only)', () => {
    const g = dkt()
    own(g, 'Anna', ['Amtsplatz'])
    g.apply({ type: 'mortgage', property: 'Amtsplatz', amount: 100 })
    g.apply({
      type: 'trade',
      from: 'Anna',
      to: 'Ben',
      give: { properties: ['Amtsplatz'] },
      receive: { money: 150 },
      repay: ['Amtsplatz'],
    })
    expect(g.state.balances.Ben).toBe(1500 - 150 - 10 - 100)
    expect(g.state.properties.Amtsplatz!.mortgaged).toBe(false)
  })
  it('DKT: a get-out-of-jail card is sold between players at an agreed price', () => {
    const g = dkt()
    g.apply({ type: 'receiveJailCard', player: 'Anna' })
    g.apply({ type: 'sellJailCard', from: 'Anna', to: 'Ben', price: 30 })
    expect(g.state.jailCards).toMatchObject({ Anna: 0, Ben: 1 })
    expect(g.state.balances).toMatchObject({ Anna: 1530, Ben: 1470 })
    g.apply({ type: 'goToJail', player: 'Ben' })
    g.apply({ type: 'useJailCard', player: 'Ben' })
    expect(g.state.jail.Ben).toBe(false)
    expect(g.state.jailCards.Ben).toBe(0)
    expectRefused(g, { type: 'sellJailCard', from: 'Ben', to: 'Anna', price: 10 }, 'noJailCard')
  })
})

describe('DKT taxes', () => {
  it('DKT: Erwerbsteuer and Vermögensabgabe use the editable amounts, including percent of cash with a cap', () => {
    const g = dkt()
    g.apply({ type: 'tax', player: 'Anna', space: 'Erwerbsteuer' })
    expect(g.state.balances.Anna).toBe(1420)
    g.apply({ type: 'tax', player: 'Anna', space: 20 })
    expect(g.state.balances.Anna).toBe(1420 - 142)
    const rich = dkt({
      startingCapital: 5000,
      taxes: { Vermögensabgabe: { percentOfCash: 10, cap: 350 }, Erwerbsteuer: 120 },
    })
    rich.apply({ type: 'tax', player: 'Anna', space: 'Vermögensabgabe' })
    expect(rich.state.balances.Anna).toBe(4650)
    rich.apply({ type: 'tax', player: 'Anna', space: 'Erwerbsteuer' })
    expect(rich.state.balances.Anna).toBe(4530)
    expectRefused(rich, { type: 'tax', player: 'Anna', space: 'Amtsplatz' }, 'notATaxSpace')
  })
})

describe('DKT bankruptcy and end of game', () => {
  it('DKT: bankruptcy — the bank auctions the assets; proceeds minus loans with interest go to the creditor', () => {
    const g = dkt()
    own(g, 'Anna', [...BREGENZ, 'Murplatz'])
    g.apply({ type: 'build', property: 'Amtsplatz' }) // 160
    g.apply({ type: 'mortgage', property: 'Murplatz', amount: 100 }) // owes 110
    g.apply({ type: 'pay', from: 'Anna', to: 'Cem', amount: g.state.balances.Anna! - 30 })
    const creditorBefore = g.state.balances.Ben!
    const e = g.apply({
      type: 'bankruptcy',
      player: 'Anna',
      creditor: 'Ben',
      sales: [
        { property: 'Amtsplatz', winner: 'Cem', price: 200 },
        { property: 'Murplatz', winner: 'Cem', price: 150 },
      ],
    })
    // estate: cash 30 + house sold back 80 + auctions 350 = 460, minus loan 110 → 350
    expect(e.info).toMatchObject({ toCreditor: 350, loans: 110, buildingProceeds: 80, auctionProceeds: 350, kept: 110 })
    expect(g.state.balances.Ben).toBe(creditorBefore + 350)
    expect(g.state.balances.Anna).toBe(0)
    expect(g.state.properties.Amtsplatz).toMatchObject({ owner: 'Cem', level: 0, mortgaged: false })
    expect(g.state.properties.Murplatz).toMatchObject({ owner: 'Cem', mortgaged: false })
    expect(g.state.properties['Arlbergstraße']!.owner).toBeNull()
    expect(g.state.bank.houses).toBe(32)
    expect(g.state.eliminated.Anna).toBe(true)
    expect(sum(g.state.balances)).toBe(0)
  })
  it('DKT: a bankrupt player leaves the game and can no longer act', () => {
    const g = dkt()
    g.apply({ type: 'bankruptcy', player: 'Anna' })
    expect(g.state.balances.Anna).toBe(0)
    expectRefused(g, { type: 'salary', player: 'Anna' }, 'playerEliminated')
    expectRefused(g, { type: 'buy', player: 'Anna', property: 1 }, 'playerEliminated')
    expectRefused(g, { type: 'pay', from: 'Ben', to: 'Anna', amount: 5 }, 'playerEliminated')
    g.undo()
    expect(g.state.balances.Anna).toBe(1500)
    g.apply({ type: 'salary', player: 'Anna' })
  })
  it('DKT: net worth = cash + prices + houses + hotel with its 4 houses − (loans + 10 %); ranking with breakdown', () => {
    const g = dkt({ startingCapital: 5000 })
    own(g, 'Anna', BREGENZ)
    g.apply({ type: 'build', property: [...Array(4).fill(BREGENZ).flat(), 'Amtsplatz'] })
    expectRefused(g, { type: 'sell', property: 'Arlbergstraße' }, 'evenSell')
    own(g, 'Anna', ['Murplatz'])
    g.apply({ type: 'mortgage', property: 'Murplatz', amount: 100 })
    const b = g.netWorthBreakdown('Anna')
    expect(b.properties).toBe(520 + 300)
    expect(BREGENZ.map((n) => g.state.properties[n]!.level)).toEqual([5, 4, 4])
    expect(b.buildings).toBe(160 + 4 * 160 + 4 * 50 + 4 * 100)
    expect(b.mortgages).toBe(110)
    expect(b.total).toBe(b.cash + b.properties + b.buildings - 110)
    expect(g.netWorth('Anna')).toBe(b.total)
    const r = g.ranking()
    // Anna turned cash into equal value, but owes 10 of interest: 4,990 against 5,000 (a tie, seat order)
    expect(b.total).toBe(4990)
    expect(r.map((x) => [x.player, x.rank, x.total])).toEqual([
      ['Ben', 1, 5000],
      ['Cem', 1, 5000],
      ['Anna', 3, 4990],
    ])
  })
})

describe('Shared rules in a DKT game', () => {
  it('Shared: a payment beyond a player’s cash is refused with the shortfall', () => {
    const g = dkt()
    const p = expectRefused(g, { type: 'pay', from: 'Anna', to: 'Ben', amount: 1600 }, 'insufficientFunds')
    expect(p).toMatchObject({ player: 'Anna', shortfall: 100 })
  })
  it('Shared: option allow negative balances', () => {
    const g = dkt({ allowNegative: true })
    g.apply({ type: 'pay', from: 'Anna', to: 'Ben', amount: 1600 })
    expect(g.state.balances.Anna).toBe(-100)
  })
  it('Shared: undo reverts every side effect; redo re-applies; a new action clears redo', () => {
    const g = dkt()
    own(g, 'Anna', BREGENZ)
    g.apply({ type: 'build', property: 'Amtsplatz' })
    g.undo()
    expect(g.state.properties.Amtsplatz!.level).toBe(0)
    expect(g.state.bank.houses).toBe(32)
    expect(g.entries.at(-1)!.isUndone).toBe(true)
    g.redo()
    expect(g.state.properties.Amtsplatz!.level).toBe(1)
    g.undo()
    g.apply({ type: 'salary', player: 'Ben' })
    expect(g.canRedo).toBe(false)
  })
  it('rentFor is a pure query helper on the ledger state', () => {
    const g = dkt()
    own(g, 'Anna', ['Amtsplatz'])
    expect(rentFor(g.ledgerState, g.config, 'Ben', 'Amtsplatz')).toMatchObject({
      amount: 20,
      owner: 'Anna',
      reason: 'ok',
    })
  })
})

function mulberry(seed: number): () => number {
  let a = seed
  return () => {
    a |= 0
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
