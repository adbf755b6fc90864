import { describe, expect, it } from 'vitest'
import {
  activePlayers,
  buildGroups,
  blankCardForm,
  cardActionOf,
  cardOfForm,
  cardProblems,
  formOf,
  formWithKind,
  clockStatus,
  groupHolder,
  hms,
  houseAuctionStreets,
  jailAction,
  jailChoices,
  mortgagePlan,
  mortgagedAmong,
  needsTwoPlayerOption,
  newClock,
  propertiesOf,
  readOptionalAmount,
  rentChoices,
  resetClock,
  rollDice,
  salesOf,
  stopAtLength,
  taxForms,
  taxOption,
  toggleClock,
  tradeSideOf,
  unownedProperties,
  wholeOption,
  withLength,
  defaultOptions,
} from '@/domain/games/property/engine'
import { dkt, monopoly, own } from './helpers'

const BREGENZ = ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße']

describe('dice', () => {
  it('two dice: the lowest rng gives 2, the highest 12, every total within 2–12', () => {
    expect(rollDice(() => 0)).toBe(2)
    expect(rollDice(() => 0.999999)).toBe(12)
    expect(rollDice(() => 1)).toBe(12) // an rng at its bound still gives a die face
    let i = 0
    const seq = [0.5, 0.2]
    expect(rollDice(() => seq[i++ % 2] as number)).toBe(4 + 2)
    for (let k = 0; k < 200; k++) {
      const d = rollDice(Math.random)
      expect(d).toBeGreaterThanOrEqual(2)
      expect(d).toBeLessThanOrEqual(12)
    }
  })
})

describe('what the sheets offer', () => {
  it('players still in the game; properties held and unowned', () => {
    const g = dkt()
    own(g, 'Anna', BREGENZ)
    expect(propertiesOf(g.ledgerState, g.config, 'Anna').map((c) => c.name)).toEqual(BREGENZ)
    expect(propertiesOf(g.ledgerState, g.config, null)).toEqual([])
    expect(unownedProperties(g.ledgerState, g.config)).toHaveLength(g.board.properties.length - 3)
    g.apply({ type: 'bankruptcy', player: 'Cem' })
    expect(activePlayers(g.config, g.ledgerState.data).map((p) => p.id)).toEqual(['Anna', 'Ben'])
  })
  it('rent: properties of others first, the payer’s own apart (no rent); unowned ones not at all', () => {
    const g = dkt()
    own(g, 'Anna', ['Amtsplatz'])
    own(g, 'Ben', ['Arlbergstraße'])
    const c = rentChoices(g.ledgerState, g.config, 'Ben')
    expect(c.others.map((x) => x.name)).toEqual(['Amtsplatz'])
    expect(c.own.map((x) => x.name)).toEqual(['Arlbergstraße'])
    expect(rentChoices(g.ledgerState, g.config, null).others).toHaveLength(2)
  })
  it('build: streets by group, complete only with the whole group; the holder of a group', () => {
    const g = dkt()
    own(g, 'Anna', BREGENZ)
    own(g, 'Anna', ['Murplatz'])
    const groups = buildGroups(g.ledgerState, g.config, 'Anna')
    expect(groups.map((x) => [x.group, x.complete, x.streets.length])).toEqual([
      ['Bregenz', true, 3],
      ['Graz', false, 1],
    ])
    expect(buildGroups(g.ledgerState, g.config, null)).toEqual([])
    expect(groupHolder(g.ledgerState, g.config, 'Bregenz')).toBe('Anna')
    expect(groupHolder(g.ledgerState, g.config, 'Graz')).toBeNull()
  })
  it('house auction: only streets where the winner may build a house now (not a hotel)', () => {
    const g = dkt()
    own(g, 'Anna', BREGENZ)
    expect(houseAuctionStreets(g.ledgerState, g.config, 'Anna').map((o) => o.property)).toEqual(BREGENZ)
    expect(houseAuctionStreets(g.ledgerState, g.config, 'Ben')).toEqual([])
    expect(houseAuctionStreets(g.ledgerState, g.config, null)).toEqual([])
    g.apply({ type: 'pay', from: 'Ben', to: 'Anna', amount: 1000 })
    for (let i = 0; i < 4; i++) g.apply({ type: 'build', property: BREGENZ })
    expect(houseAuctionStreets(g.ledgerState, g.config, 'Anna')).toEqual([])
  })
  it('jail: go to jail when free; fine, card, served (and a double in Monopoly) when in; a card can be drawn any time', () => {
    const g = dkt()
    expect(jailChoices(g.ledgerState, g.config, 'Anna')).toEqual({
      inJail: false,
      cards: 0,
      choices: ['goToJail', 'receiveJailCard'],
    })
    g.apply({ type: 'goToJail', player: 'Anna' })
    expect(jailChoices(g.ledgerState, g.config, 'Anna').choices).toEqual(['payJailFine', 'served', 'receiveJailCard'])
    g.apply({ type: 'receiveJailCard', player: 'Anna' })
    expect(jailChoices(g.ledgerState, g.config, 'Anna')).toEqual({
      inJail: true,
      cards: 1,
      choices: ['payJailFine', 'useJailCard', 'served', 'receiveJailCard'],
    })
    const m = monopoly()
    m.apply({ type: 'goToJail', player: 'Anna' })
    expect(jailChoices(m.ledgerState, m.config, 'Anna').choices).toEqual([
      'payJailFine',
      'double',
      'served',
      'receiveJailCard',
    ])
    expect(jailAction('Anna', 'double')).toEqual({ type: 'leaveJail', player: 'Anna', method: 'double' })
    expect(jailAction('Anna', 'payJailFine')).toEqual({ type: 'payJailFine', player: 'Anna' })
    expect(() => m.apply(jailAction('Anna', 'served'))).not.toThrow()
  })
  it('mortgage: DKT lends the typed amount (by default the largest loan), Monopoly the printed value; a mortgaged one is repaid', () => {
    const g = dkt()
    own(g, 'Anna', ['Amtsplatz'])
    const pos = g.property('Amtsplatz').position
    const max = g.property('Amtsplatz').mortgage
    expect(mortgagePlan(g.ledgerState, g.config, pos, null)).toEqual({
      action: null,
      defaultAmount: max,
      laterCost: max + max / 10,
    })
    expect(mortgagePlan(g.ledgerState, g.config, pos, 50)).toEqual({
      action: { type: 'mortgage', property: pos, amount: 50 },
      defaultAmount: max,
      laterCost: 55,
    })
    g.apply({ type: 'mortgage', property: pos, amount: 50 })
    expect(mortgagePlan(g.ledgerState, g.config, pos, 50).action).toEqual({ type: 'repay', property: pos })
    expect(mortgagedAmong(g.ledgerState, [pos, 4])).toEqual([pos])
    const m = monopoly()
    own(m, 'Anna', [1])
    const printed = m.property(1).mortgage
    expect(mortgagePlan(m.ledgerState, m.config, 1, 5)).toEqual({
      action: { type: 'mortgage', property: 1 },
      defaultAmount: printed,
      laterCost: printed + Math.round(printed / 10),
    })
  })
})

describe('what the sheets type', () => {
  it('cards: repairs with empty fields as 0; other cards need an amount; the first bad field is named', () => {
    expect(cardActionOf('Anna', 'repairs', { amount: '', perHouse: '', perHotel: '100' })).toEqual({
      action: { type: 'card', player: 'Anna', card: 'repairs', perHouse: 0, perHotel: 100 },
      error: null,
    })
    expect(cardActionOf('Anna', 'repairs', { amount: '', perHouse: 'x', perHotel: '1,5' }).error).toMatchObject({
      code: 'amountNotANumber',
    })
    expect(cardActionOf('Anna', 'payBank', { amount: '', perHouse: '', perHotel: '' })).toEqual({
      action: null,
      error: null,
    })
    expect(cardActionOf('Anna', 'payBank', { amount: '-5', perHouse: '', perHotel: '' }).error).toMatchObject({
      code: 'amountNotPositive',
    })
    expect(cardActionOf('Anna', 'payEachPlayer', { amount: '50', perHouse: '', perHotel: '' }).action).toEqual({
      type: 'card',
      player: 'Anna',
      card: 'payEachPlayer',
      amount: 50,
    })
  })
  it('card forms: the deck editor reads typed numbers (digits, grouped as typed), an empty repairs field as 0, anything else refused naming the field', () => {
    expect(cardOfForm({ text: 'x', kind: 'repairs', numbers: { perHouse: '', perHotel: '100' } })).toEqual({
      text: 'x',
      kind: 'repairs',
      perHouse: 0,
      perHotel: 100,
    })
    expect(cardOfForm({ text: 'x', kind: 'pay', numbers: { amount: '1.000' } })).toEqual({
      text: 'x',
      kind: 'pay',
      amount: 1000,
    })
    expect(
      cardProblems(cardOfForm({ text: 'x', kind: 'pay', numbers: { amount: '1,5' } })).map((p) => p.field),
    ).toEqual(['amount'])
    expect(cardProblems(cardOfForm({ text: 'x', kind: 'pay', numbers: { amount: '' } })).map((p) => p.field)).toEqual([
      'amount',
    ])
    const f = formOf({ text: 'Bankzinsen', kind: 'receive', amount: 180 })
    expect(f).toEqual({ text: 'Bankzinsen', kind: 'receive', numbers: { amount: '180' } })
    expect(formWithKind(f, 'payEach')).toEqual({ text: 'Bankzinsen', kind: 'payEach', numbers: { amount: '180' } })
    expect(formWithKind(f, 'repairs')).toEqual({
      text: 'Bankzinsen',
      kind: 'repairs',
      numbers: { perHouse: '25', perHotel: '100' },
    })
    expect(cardProblems(cardOfForm(blankCardForm())).map((p) => p.field)).toEqual(['text'])
  })
  it('trade sides: empty money is none, cards a whole number, a bad amount refused', () => {
    expect(tradeSideOf({ properties: [1], money: '', cards: '' })).toEqual({
      side: { properties: [1], jailCards: 0, money: 0 },
      error: null,
    })
    expect(tradeSideOf({ properties: [], money: '150', cards: '1' }).side).toEqual({
      properties: [],
      jailCards: 1,
      money: 150,
    })
    expect(tradeSideOf({ properties: [], money: '1.5', cards: '0' }).error).toMatchObject({ code: 'amountDecimal' })
    expect(tradeSideOf({ properties: [], money: '', cards: '1.5' })).toEqual({ side: null, error: null })
    expect(readOptionalAmount('  ')).toEqual({ value: 0, error: null })
  })
  it('bankruptcy sales: unsold rows left out, the first bad price refuses', () => {
    expect(
      salesOf([
        { property: 1, winner: 'Ben', price: '120' },
        { property: 3, winner: '', price: '' },
      ]),
    ).toEqual({ sales: [{ property: 1, winner: 'Ben', price: 120 }], error: null })
    expect(salesOf([{ property: 1, winner: 'Ben', price: '' }]).error).toMatchObject({ code: 'amountEmpty' })
  })
  it('setup: tax forms from the rules and back; a fixed tax switched to percent starts at 10 %', () => {
    const forms = taxForms(defaultOptions('dkt').taxes)
    expect(forms).toEqual([
      { name: 'Vermögensabgabe', mode: 'percent', amount: '0', percent: '10', cap: '350' },
      { name: 'Erwerbsteuer', mode: 'fixed', amount: '80', percent: '10', cap: '0' },
    ])
    expect(taxOption(forms)).toEqual({
      Vermögensabgabe: { amount: 0, percentOfCash: 10, cap: 350 },
      Erwerbsteuer: { amount: 80, percentOfCash: 0, cap: 0 },
    })
    expect(wholeOption(' 12 ')).toBe(12)
    expect(wholeOption('many')).toBe('many')
    expect(needsTwoPlayerOption('dkt', 2, false)).toBe(true)
    expect(needsTwoPlayerOption('dkt', 2, true)).toBe(false)
    expect(needsTwoPlayerOption('monopolyDe', 2, false)).toBe(false)
  })
})

describe('game clock', () => {
  it('counts down the agreed length while running; pausing keeps the time; time up at the length', () => {
    let c = newClock(120)
    expect(clockStatus(c, 0)).toEqual({ timed: true, running: false, elapsed: 0, remaining: 7_200_000, over: false })
    c = toggleClock(c, 1000)
    expect(clockStatus(c, 61_000)).toMatchObject({ running: true, elapsed: 60_000, remaining: 7_140_000 })
    c = toggleClock(c, 61_000)
    expect(clockStatus(c, 999_999)).toMatchObject({ running: false, elapsed: 60_000 })
    c = toggleClock(c, 0)
    expect(clockStatus(c, 7_200_000).over).toBe(true)
    expect(stopAtLength(c)).toEqual({ lengthMs: 7_200_000, elapsedMs: 7_200_000, runningSince: null })
    expect(resetClock(c)).toEqual({ lengthMs: 7_200_000, elapsedMs: 0, runningSince: null })
    expect(clockStatus(newClock(0), 5000)).toMatchObject({ timed: false, over: false })
    expect(hms(3_723_000)).toBe('1:02:03')
  })
  it('a new length: whole minutes from 0 to a day', () => {
    const c = newClock(120)
    expect(withLength(c, '90')?.lengthMs).toBe(5_400_000)
    expect(withLength(c, '1440')?.lengthMs).toBe(86_400_000)
    expect(withLength(c, '1441')).toBeNull()
    expect(withLength(c, '-1')).toBeNull()
    expect(withLength(c, '1.5')).toBeNull()
  })
})
