import { describe, expect, it } from 'vitest'
import { propertyConfig } from '@/domain/games/property/engine'
import { expectRefused, monopoly, own, sum } from './helpers'
import { expectRuleError } from '../../../helpers/ruleError'

const BROWN = ['Badstraße', 'Turmstraße'] // house 50
const DARKBLUE = ['Parkstraße', 'Schlossallee'] // house 200

describe('Monopoly setup', () => {
  it('Monopoly: 2–8 players, starting capital 1,500, salary 200, 32 houses and 12 hotels', () => {
    expectRuleError(() => monopoly({}, ['A']), 'playerCount')
    expectRuleError(() => monopoly({}, ['1', '2', '3', '4', '5', '6', '7', '8', '9']), 'playerCount')
    const g = monopoly({}, ['A', 'B'])
    expect(g.state.balances).toMatchObject({ A: 1500, B: 1500 })
    expect(g.state.bank).toMatchObject({ houses: 32, hotels: 12 })
    g.apply({ type: 'salary', player: 'A' })
    expect(g.state.balances.A).toBe(1700)
    const c = propertyConfig({ game: 'monopolyDe', players: ['A', 'B'] })
    expect(c.options).toMatchObject({
      doubleRentFullGroup: true,
      freeParkingJackpot: false,
      auction: true,
      auctionOpeningPercent: 0,
    })
  })
})

describe('Monopoly rent', () => {
  it('Monopoly: rent of an unimproved street doubles when its owner holds the whole colour group; a mortgaged street still counts', () => {
    const g = monopoly()
    own(g, 'Anna', ['Badstraße'])
    expect(g.rent('Ben', 'Badstraße').amount).toBe(2)
    own(g, 'Anna', ['Turmstraße'])
    expect(g.rent('Ben', 'Badstraße')).toMatchObject({ amount: 4, doubled: true })
    g.apply({ type: 'mortgage', property: 'Turmstraße' })
    g.apply({ type: 'rent', payer: 'Ben', property: 'Badstraße' })
    expect(g.state.balances.Ben).toBe(1496)
    expect(g.rent('Ben', 'Turmstraße')).toMatchObject({ amount: 0, reason: 'mortgaged' })
  })
  it('Monopoly: with the doubling option off the printed rent applies', () => {
    const g = monopoly({ doubleRentFullGroup: false })
    own(g, 'Anna', BROWN)
    expect(g.rent('Ben', 'Badstraße').amount).toBe(2)
  })
  it('Monopoly: utilities pay 4 × the dice total with one, 10 × with both', () => {
    const g = monopoly()
    own(g, 'Anna', ['Elektrizitätswerk'])
    expect(g.rent('Ben', 'Elektrizitätswerk', 8).amount).toBe(32)
    own(g, 'Anna', ['Wasserwerk'])
    g.apply({ type: 'rent', payer: 'Ben', property: 28, dice: 8 })
    expect(g.state.balances.Ben).toBe(1420)
  })
  it('Monopoly: stations pay 25 / 50 / 100 / 200 by the number held; mortgaged ones count', () => {
    const g = monopoly()
    const stations = ['Südbahnhof', 'Westbahnhof', 'Nordbahnhof', 'Hauptbahnhof']
    const seen: number[] = []
    for (const s of stations) {
      own(g, 'Anna', [s])
      seen.push(g.rent('Ben', 'Südbahnhof').amount)
    }
    expect(seen).toEqual([25, 50, 100, 200])
    g.apply({ type: 'mortgage', property: 'Hauptbahnhof' })
    expect(g.rent('Ben', 'Westbahnhof').amount).toBe(200)
  })
  it('Monopoly: an unbought property is auctioned at once (any bid)', () => {
    const g = monopoly()
    g.apply({ type: 'auction', winner: 'Cem', property: 'Südbahnhof', price: 10 })
    expect(g.state.properties['Südbahnhof']!.owner).toBe('Cem')
    expect(g.state.balances.Cem).toBe(1490)
  })
})

describe('Monopoly buildings and mortgages', () => {
  it('Monopoly: buildings on a group must all be sold before any street of that group is mortgaged', () => {
    const g = monopoly()
    own(g, 'Anna', BROWN)
    g.apply({ type: 'build', property: 'Badstraße' })
    expectRefused(g, { type: 'mortgage', property: 'Turmstraße' }, 'buildingsInGroup')
    g.apply({ type: 'sell', property: 'Badstraße' })
    g.apply({ type: 'mortgage', property: 'Turmstraße' })
  })
  it('Monopoly: buildings on a group must all be sold before any street of that group is traded', () => {
    const g = monopoly()
    own(g, 'Anna', BROWN)
    g.apply({ type: 'build', property: 'Badstraße' })
    expectRefused(
      g,
      { type: 'trade', from: 'Anna', to: 'Ben', give: { properties: ['Turmstraße'] }, receive: { money: 100 } },
      'tradeBuildingsInGroup',
    )
  })
  it('Monopoly: no building in a group while any of its streets is mortgaged', () => {
    const g = monopoly()
    own(g, 'Anna', BROWN)
    g.apply({ type: 'mortgage', property: 'Turmstraße' })
    expectRefused(g, { type: 'build', property: 'Badstraße' }, 'groupMortgaged')
  })
  it('Monopoly: mortgage is the printed mortgage value; repaying costs it plus 10 %', () => {
    const g = monopoly()
    own(g, 'Anna', ['Schlossallee'])
    expectRefused(g, { type: 'mortgage', property: 'Schlossallee', amount: 150 }, 'mortgageFixed')
    g.apply({ type: 'mortgage', property: 'Schlossallee' })
    expect(g.state.balances.Anna).toBe(1500 - 400 + 200)
    g.apply({ type: 'repay', property: 'Schlossallee' })
    expect(g.state.balances.Anna).toBe(1500 - 400 + 200 - 220)
  })
  it('Monopoly: selling a hotel returns the street to 4 houses taken from the bank, at half the hotel price', () => {
    const g = monopoly({ startingCapital: 5000 })
    own(g, 'Anna', DARKBLUE)
    g.apply({ type: 'build', property: [...Array(4).fill(DARKBLUE).flat(), 'Schlossallee'] })
    expect(g.state.bank).toMatchObject({ houses: 28, hotels: 11 })
    const before = g.state.balances.Anna!
    g.apply({ type: 'sell', property: 'Schlossallee' })
    expect(g.state.properties.Schlossallee!.level).toBe(4)
    expect(g.state.bank).toMatchObject({ houses: 24, hotels: 12 })
    expect(g.state.balances.Anna).toBe(before + 100)
  })
  it('Monopoly: if the bank lacks 4 houses, the hotel is sold whole as in DKT', () => {
    const g = monopoly({ startingCapital: 9000, houses: 11 })
    own(g, 'Anna', [...DARKBLUE, ...BROWN])
    // darkblue to hotels: 8 houses placed, 8 returned; brown uses the bank down below 4
    g.apply({ type: 'build', property: [...Array(4).fill(DARKBLUE).flat(), 'Schlossallee'] })
    expect(g.state.bank.houses).toBe(7)
    g.apply({ type: 'build', property: [...Array(2).fill(BROWN).flat()] })
    expect(g.state.bank.houses).toBe(3)
    const before = g.state.balances.Anna!
    g.apply({ type: 'sell', property: 'Schlossallee' })
    expect(g.state.properties.Schlossallee!.level).toBe(0)
    expect(g.state.balances.Anna).toBe(before + 100 + 400)
    expect(g.state.bank).toMatchObject({ houses: 3, hotels: 12 })
  })
})

describe('Monopoly cards, taxes, Frei Parken and jail', () => {
  it('Monopoly: cards — pay the bank, receive from the bank, pay each player, collect from each player', () => {
    const g = monopoly()
    g.apply({ type: 'card', player: 'Anna', card: 'payBank', amount: 15 })
    g.apply({ type: 'card', player: 'Anna', card: 'receiveFromBank', amount: 200 })
    g.apply({ type: 'card', player: 'Anna', card: 'payEachPlayer', amount: 50 })
    expect(g.state.balances).toMatchObject({ Anna: 1585, Ben: 1550, Cem: 1550 })
    g.apply({ type: 'card', player: 'Ben', card: 'collectFromEachPlayer', amount: 10 })
    expect(g.state.balances).toMatchObject({ Anna: 1575, Ben: 1570, Cem: 1540 })
  })
  it('Monopoly: repairs card — an amount per house and per hotel', () => {
    const g = monopoly({ startingCapital: 5000 })
    own(g, 'Anna', [...DARKBLUE, ...BROWN])
    g.apply({ type: 'build', property: [...Array(4).fill(DARKBLUE).flat(), 'Schlossallee', 'Badstraße', 'Turmstraße'] })
    const before = g.state.balances.Anna!
    const e = g.apply({ type: 'card', player: 'Anna', card: 'repairs', perHouse: 25, perHotel: 100 })
    expect(e.info).toMatchObject({ houses: 6, hotels: 1, amount: 250 })
    expect(g.state.balances.Anna).toBe(before - 250)
  })
  it('Monopoly: tax spaces — Einkommensteuer 200, Zusatzsteuer 100, paid to the bank', () => {
    const g = monopoly()
    g.apply({ type: 'tax', player: 'Anna', space: 'Einkommensteuer' })
    g.apply({ type: 'tax', player: 'Anna', space: 38 })
    expect(g.state.balances.Anna).toBe(1200)
    expect(g.taxDue('Ben', 4)).toEqual({ name: 'Einkommensteuer', amount: 200 })
  })
  it('Monopoly: Frei Parken does nothing by default; the jackpot option collects taxes and card payments', () => {
    const off = monopoly()
    expectRefused(off, { type: 'collectJackpot', player: 'Anna' }, 'jackpotOff')
    const g = monopoly({ freeParkingJackpot: true })
    g.apply({ type: 'tax', player: 'Anna', space: 'Einkommensteuer' })
    g.apply({ type: 'card', player: 'Ben', card: 'payBank', amount: 50 })
    expect(g.state.jackpot).toBe(250)
    expect(sum(g.state.balances)).toBe(0)
    g.apply({ type: 'collectJackpot', player: 'Cem' })
    expect(g.state.balances.Cem).toBe(1750)
    expectRefused(g, { type: 'collectJackpot', player: 'Cem' }, 'jackpotEmpty')
  })
  it('Monopoly: jail — out by paying 50, by a double, or by using a card; going to jail never pays salary', () => {
    const g = monopoly()
    g.apply({ type: 'goToJail', player: 'Anna' })
    expectRefused(g, { type: 'salary', player: 'Anna' }, 'salaryInJail')
    g.apply({ type: 'leaveJail', player: 'Anna', method: 'double' })
    expect(g.state.jail.Anna).toBe(false)
    g.apply({ type: 'goToJail', player: 'Anna' })
    g.apply({ type: 'leaveJail', player: 'Anna', method: 'pay' })
    expect(g.state.balances.Anna).toBe(1450)
    g.apply({ type: 'goToJail', player: 'Anna' })
    expectRefused(g, { type: 'useJailCard', player: 'Anna' }, 'noJailCard')
    g.apply({ type: 'receiveJailCard', player: 'Ben' })
    g.apply({ type: 'sellJailCard', from: 'Ben', to: 'Anna', price: 40 })
    g.apply({ type: 'useJailCard', player: 'Anna' })
    expect(g.state.jail.Anna).toBe(false)
    expect(g.state.balances).toMatchObject({ Anna: 1410, Ben: 1540 })
  })
  it('Monopoly: get-out-of-jail cards are limited to the two in the decks', () => {
    const g = monopoly()
    g.apply({ type: 'receiveJailCard', player: 'Anna' })
    g.apply({ type: 'receiveJailCard', player: 'Ben' })
    expectRefused(g, { type: 'receiveJailCard', player: 'Cem' }, 'noJailCardLeft')
  })
  it('Monopoly: bankruptcy to the bank — the player leaves, the properties return to the bank', () => {
    const g = monopoly()
    own(g, 'Anna', BROWN)
    g.apply({ type: 'bankruptcy', player: 'Anna', creditor: 'bank' })
    expect(g.state.properties['Badstraße']!.owner).toBeNull()
    expect(g.state.eliminated.Anna).toBe(true)
    expect(g.ranking().at(-1)).toMatchObject({ player: 'Anna', eliminated: true })
  })
})
