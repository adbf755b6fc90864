import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { expectRuleError } from '../../../helpers/ruleError'
import {
  CARD_KINDS,
  boardOf,
  cardProblems,
  deckSpaces,
  decksOf,
  likelyDrawer,
  moveOf,
  needsSpace,
  parseCard,
  parseDeck,
  withKind,
  type CardDef,
  type DeckId,
  type PropertyGame,
  type PropertyState,
} from '@/domain/games/property/engine'
import { CardSchema, printedDeck } from '@/domain/games/property/cards'
import { dkt, expectRefused, monopoly, own, sum } from './helpers'

/** A printed card by its text (the first one with it). */
function card(game: 'dkt' | 'monopolyDe', deck: DeckId, text: string): CardDef {
  const c = printedDeck(game, deck).find((x) => x.text === text)
  if (!c) throw new Error(`no card ${text}`)
  return c
}

/** The state before, changed as the card should change it. */
function expected(g: PropertyGame, change: (s: PropertyState) => void): PropertyState {
  const s = structuredClone(g.ledgerState)
  change(s)
  return s
}

const A = 'Anna'
const B = 'Ben'
const C = 'Cem'

describe('card decks (data/cards.json)', () => {
  it('loads the four printed decks, each card valid, each deck drawn on the board spaces of its name', () => {
    expect(decksOf('dkt')).toEqual(['bank', 'risiko'])
    expect(decksOf('monopolyDe')).toEqual(['ereignis', 'gemeinschaft'])
    expect(printedDeck('dkt', 'bank')).toHaveLength(15)
    expect(printedDeck('dkt', 'risiko')).toHaveLength(15)
    expect(printedDeck('monopolyDe', 'ereignis')).toHaveLength(16)
    expect(printedDeck('monopolyDe', 'gemeinschaft')).toHaveLength(16)
    for (const game of ['dkt', 'monopolyDe'] as const)
      for (const d of decksOf(game)) for (const c of printedDeck(game, d)) expect(cardProblems(c)).toEqual([])
    expect(deckSpaces(boardOf('dkt'), 'risiko')).toEqual([2, 22, 37])
    expect(deckSpaces(boardOf('dkt'), 'bank')).toEqual([8, 27])
    expect(deckSpaces(boardOf('monopolyDe'), 'ereignis')).toEqual([7, 22, 36])
    expect(deckSpaces(boardOf('monopolyDe'), 'gemeinschaft')).toEqual([2, 17, 33])
    // a fresh copy each time: editing one never changes the printed deck
    printedDeck('dkt', 'bank')[0]!.text = 'changed'
    expect(printedDeck('dkt', 'bank')[0]!.text).toBe('Bankzinsen')
  })

  it('names the bad field of a card with its limits; parseCard trims the text and drops unknown keys', () => {
    expect(
      cardProblems({ text: '', kind: 'pay', amount: 0 }).map((p) => [p.field, p.error.code, p.error.params]),
    ).toEqual([
      ['text', 'cardText', { max: 120 }],
      ['amount', 'cardAmount', { min: 1, max: 1_000_000 }],
    ])
    expect(cardProblems({ text: 'x', kind: 'teleport' }).map((p) => p.error.code)).toEqual(['cardKind'])
    expect(cardProblems(null).map((p) => p.error.code)).toEqual(['cardKind'])
    expect(cardProblems({ text: 'x', kind: 'moveTo', position: 40 }).map((p) => p.error.code)).toEqual(['cardPosition'])
    expect(cardProblems({ text: 'x', kind: 'repairs', perHouse: 0, perHotel: 0 }).map((p) => p.error.code)).toEqual([
      'cardRepairs',
    ])
    expect(cardProblems({ text: 'x', kind: 'percentOfPrices', percent: 2.5 }).map((p) => p.error.code)).toEqual([
      'cardPercent',
    ])
    expect(parseCard({ text: '  Bankzinsen ', kind: 'receive', amount: 180, extra: 1 })).toEqual({
      text: 'Bankzinsen',
      kind: 'receive',
      amount: 180,
    })
    expectRuleError(() => parseDeck([]), 'cardDeckEmpty')
    expect(
      expectRuleError(
        () =>
          parseDeck([
            { text: 'a', kind: 'jail' },
            { text: 'b', kind: 'pay', amount: -1 },
          ]),
        'cardAmount',
      ).params,
    ).toMatchObject({ n: 2 })
    expectRuleError(() => parseDeck(Array.from({ length: 61 }, () => ({ text: 'a', kind: 'jail' }))), 'cardDeckTooLong')
  })

  it('the zod schema of the printed data and the one card check accept exactly the same cards, with the same result', () => {
    const num = fc.oneof(
      fc.integer({ min: -5, max: 1_000_005 }),
      fc.constantFrom(0, 1, 39, 40, 100, 101, 1.5, Number.NaN),
      fc.string({ maxLength: 3 }),
    )
    const card = fc.record(
      {
        text: fc.oneof(
          fc.string({ maxLength: 130 }),
          fc.constantFrom('', '  ', ' Bankzinsen ', 'x'.repeat(121)),
          fc.integer(),
        ),
        kind: fc.oneof(fc.constantFrom(...CARD_KINDS), fc.constantFrom('teleport', '', 'Pay')),
        amount: num,
        position: num,
        spaces: num,
        rentFactor: num,
        diceFactor: num,
        perHouse: num,
        perHotel: num,
        percent: num,
        extra: fc.string(),
      },
      { requiredKeys: ['kind'] },
    )
    fc.assert(
      fc.property(card, (c) => {
        const z = CardSchema.safeParse(c)
        expect(cardProblems(c).length === 0).toBe(z.success)
        if (z.success) expect(parseCard(c)).toEqual(z.data)
      }),
      { numRuns: 3000 },
    )
  })

  it('a card changed to another kind keeps its text and the numbers that fit; every kind makes a valid card', () => {
    for (const k of CARD_KINDS) expect(cardProblems(withKind({ text: 'Neu' }, k))).toEqual([])
    expect(withKind({ text: 'x', amount: 70 }, 'payEach')).toEqual({ text: 'x', kind: 'payEach', amount: 70 })
    expect(withKind({ text: 'x', amount: 70 }, 'jail')).toEqual({ text: 'x', kind: 'jail' })
  })

  it('moves: forward with Start passed on a wrap, back never past Start, nearest station/utility forward', () => {
    const m = boardOf('monopolyDe')
    expect(moveOf(m, { text: '', kind: 'moveTo', position: 24 }, 36)).toEqual({ from: 36, to: 24, passesStart: true })
    expect(moveOf(m, { text: '', kind: 'moveTo', position: 24 }, 22)).toEqual({ from: 22, to: 24, passesStart: false })
    expect(moveOf(m, { text: '', kind: 'moveTo', position: 0 }, 7)).toEqual({ from: 7, to: 0, passesStart: true })
    expect(moveOf(m, { text: '', kind: 'moveBack', spaces: 3 }, 2)).toEqual({ from: 2, to: 39, passesStart: false })
    expect(moveOf(m, { text: '', kind: 'nearestStation', rentFactor: 2 }, 7)?.to).toBe(15)
    expect(moveOf(m, { text: '', kind: 'nearestStation', rentFactor: 2 }, 36)).toEqual({
      from: 36,
      to: 5,
      passesStart: true,
    })
    expect(moveOf(m, { text: '', kind: 'nearestUtility', diceFactor: 10 }, 22)?.to).toBe(28)
    expect(moveOf(m, { text: '', kind: 'nearestUtility', diceFactor: 10 }, 36)).toEqual({
      from: 36,
      to: 12,
      passesStart: true,
    })
    expect(moveOf(m, { text: '', kind: 'pay', amount: 5 }, 7)).toBeNull()
    // DKT: lines are its stations, enterprises its utilities
    expect(moveOf(boardOf('dkt'), { text: '', kind: 'nearestStation', rentFactor: 2 }, 8)?.to).toBe(12)
  })

  it('asks for the space only when the outcome depends on it', () => {
    const m = boardOf('monopolyDe')
    const e = (t: string) => card('monopolyDe', 'ereignis', t)
    expect(needsSpace(m, e('Rücke vor bis auf LOS'), 'ereignis')).toBe(false)
    expect(needsSpace(m, e('Rücke vor bis zur Schlossallee'), 'ereignis')).toBe(false)
    expect(needsSpace(m, e('Fahre zum Südbahnhof'), 'ereignis')).toBe(false)
    expect(needsSpace(m, e('Rücke vor bis zum Opernplatz'), 'ereignis')).toBe(true)
    expect(needsSpace(m, e('Rücke vor bis zur Seestraße'), 'ereignis')).toBe(true)
    expect(needsSpace(m, e('Gehe 3 Felder zurück'), 'ereignis')).toBe(true)
    expect(needsSpace(m, e('Rücke vor bis zum nächsten Bahnhof, doppelte Miete'), 'ereignis')).toBe(true)
    expect(needsSpace(m, e('Die Bank zahlt dir eine Dividende'), 'ereignis')).toBe(false)
    // DKT Risiko "Gehe zum Mirabellplatz" (24) from 2, 22 (no Start) or 37 (Start): depends
    expect(needsSpace(boardOf('dkt'), card('dkt', 'risiko', 'Gehe zum Mirabellplatz'), 'risiko')).toBe(true)
  })

  it('preselects the player the newest live action was about', () => {
    const e = (info: Record<string, string>, isUndone = false) => ({ isSetup: false, isUndone, info })
    expect(likelyDrawer([e({ payer: B, owner: C }), e({ player: A })], [A, B, C])).toBe(B)
    expect(likelyDrawer([e({ player: A }, true), e({ player: C })], [A, B, C])).toBe(C)
    expect(likelyDrawer([e({ player: A })], [B, C])).toBeNull()
    expect(likelyDrawer([{ isSetup: true, isUndone: false, info: { player: A } }], [A])).toBeNull()
    expect(likelyDrawer([e({ from: A, to: B })], [A, B])).toBeNull()
  })
})

describe('drawing a card: every effect in one entry', () => {
  it('receive and pay: the bank, or the Frei Parken pot when that option is on', () => {
    const g = monopoly()
    const want = expected(g, (s) => {
      s.balances[A]! += 50
      s.balances.bank! -= 50
    })
    const e = g.apply({
      type: 'card',
      player: A,
      deck: 'ereignis',
      card: card('monopolyDe', 'ereignis', 'Die Bank zahlt dir eine Dividende'),
    })
    expect(g.ledgerState).toEqual(want)
    expect(e.info).toEqual({
      player: A,
      card: 'receive',
      text: 'Die Bank zahlt dir eine Dividende',
      deck: 'ereignis',
      amount: 50,
    })

    const pot = monopoly({ freeParkingJackpot: true })
    const wantPot = expected(pot, (s) => {
      s.balances[A]! -= 15
      s.balances['pool:freeParking']! += 15
    })
    pot.apply({
      type: 'card',
      player: A,
      deck: 'ereignis',
      card: card('monopolyDe', 'ereignis', 'Strafe für zu schnelles Fahren'),
    })
    expect(pot.ledgerState).toEqual(wantPot)
    const bank = monopoly()
    const wantBank = expected(bank, (s) => {
      s.balances[A]! -= 15
      s.balances.bank! += 15
    })
    bank.apply({
      type: 'card',
      player: A,
      deck: 'ereignis',
      card: card('monopolyDe', 'ereignis', 'Strafe für zu schnelles Fahren'),
    })
    expect(bank.ledgerState).toEqual(wantBank)
  })

  it('payEach and collectEach: each other player still in the game', () => {
    const g = monopoly({}, ['Anna', 'Ben', 'Cem', 'Dora'])
    g.apply({ type: 'bankruptcy', player: 'Dora' })
    const want = expected(g, (s) => {
      s.balances[A]! -= 100
      s.balances[B]! += 50
      s.balances[C]! += 50
    })
    const e = g.apply({
      type: 'card',
      player: A,
      deck: 'ereignis',
      card: card('monopolyDe', 'ereignis', 'Du wirst zum Vorstand gewählt: zahle jedem Spieler'),
    })
    expect(g.ledgerState).toEqual(want)
    expect(e.info).toMatchObject({ each: 50, amount: 100 })
    const want2 = expected(g, (s) => {
      s.balances[B]! += 20
      s.balances[A]! -= 10
      s.balances[C]! -= 10
    })
    g.apply({
      type: 'card',
      player: B,
      deck: 'gemeinschaft',
      card: card('monopolyDe', 'gemeinschaft', 'Du hast Geburtstag: jeder Spieler schenkt dir'),
    })
    expect(g.ledgerState).toEqual(want2)
  })

  it('repairs per house and per hotel the player owns', () => {
    const g = monopoly()
    own(g, A, ['Badstraße', 'Turmstraße'])
    g.apply({
      type: 'build',
      player: A,
      property: [
        'Badstraße',
        'Turmstraße',
        'Badstraße',
        'Turmstraße',
        'Badstraße',
        'Turmstraße',
        'Badstraße',
        'Turmstraße',
        'Badstraße',
      ],
    })
    // Badstraße hotel, Turmstraße 4 houses
    const want = expected(g, (s) => {
      s.balances[A]! -= 4 * 40 + 115
      s.balances.bank! += 275
    })
    const e = g.apply({
      type: 'card',
      player: A,
      deck: 'gemeinschaft',
      card: card('monopolyDe', 'gemeinschaft', 'Straßenausbesserung: 40 je Haus, 115 je Hotel'),
    })
    expect(g.ledgerState).toEqual(want)
    expect(e.info).toMatchObject({ houses: 4, hotels: 1, perHouse: 40, perHotel: 115, amount: 275 })
    // none built: an entry without money
    const n = g.apply({
      type: 'card',
      player: B,
      deck: 'gemeinschaft',
      card: card('monopolyDe', 'gemeinschaft', 'Straßenausbesserung: 40 je Haus, 115 je Hotel'),
    })
    expect(n.postings).toEqual([])
  })

  it('percentOfPrices: the purchase prices of the player’s properties, rounded half up', () => {
    const g = dkt()
    own(g, A, ['Amtsplatz', 'Annenstraße', 'Jos.-Haydn-Gasse']) // 220 + 250 + 100 = 570
    const tax = card('dkt', 'risiko', 'Grundsteuer: 10 % der Kaufpreise deiner Grundstücke')
    const want = expected(g, (s) => {
      s.balances[A]! -= 57
      s.balances.bank! += 57
    })
    expect(g.apply({ type: 'card', player: A, deck: 'risiko', card: tax }).info).toMatchObject({
      prices: 570,
      percent: 10,
      amount: 57,
    })
    expect(g.ledgerState).toEqual(want)
    // an edited card: 15 % of 570 = 85.5 → 86
    const want15 = expected(g, (s) => {
      s.balances[A]! -= 86
      s.balances.bank! += 86
    })
    g.apply({ type: 'card', player: A, deck: 'risiko', card: { text: tax.text, kind: 'percentOfPrices', percent: 15 } })
    expect(g.ledgerState).toEqual(want15)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 100 }), (prices, percent) => {
        const due = Math.floor((prices * percent + 50) / 100)
        expect(due * 100 - prices * percent).toBeLessThanOrEqual(50)
        expect(prices * percent - due * 100).toBeLessThan(50)
      }),
    )
  })

  it('moveTo: salary when Start is passed, none when not; the rent of the owned street it lands on', () => {
    const g = monopoly()
    own(g, B, ['Opernplatz'])
    const opern = card('monopolyDe', 'ereignis', 'Rücke vor bis zum Opernplatz')
    expectRefused(g, { type: 'card', player: A, deck: 'ereignis', card: opern }, 'cardSpaceRequired')
    expectRefused(g, { type: 'card', player: A, deck: 'ereignis', card: opern, space: 8 }, 'cardSpaceInvalid')
    const fromLate = expected(g, (s) => {
      s.balances[A]! += 200 - 20
      s.balances[B]! += 20
      s.balances.bank! -= 200
    })
    const e = g.apply({ type: 'card', player: A, deck: 'ereignis', card: opern, space: 36 })
    expect(g.ledgerState).toEqual(fromLate)
    expect(e.info).toMatchObject({
      from: 36,
      to: 24,
      destination: 'Opernplatz',
      salary: 200,
      owner: B,
      rent: 20,
      property: 'Opernplatz',
    })
    const fromEarly = expected(g, (s) => {
      s.balances[C]! -= 20
      s.balances[B]! += 20
    })
    g.apply({ type: 'card', player: C, deck: 'ereignis', card: opern, space: 7 })
    expect(g.ledgerState).toEqual(fromEarly)
    // LOS from anywhere: the salary, no space asked
    const los = expected(g, (s) => {
      s.balances[A]! += 200
      s.balances.bank! -= 200
    })
    g.apply({
      type: 'card',
      player: A,
      deck: 'gemeinschaft',
      card: card('monopolyDe', 'gemeinschaft', 'Rücke vor bis auf LOS'),
    })
    expect(g.ledgerState).toEqual(los)
    // Schlossallee: never past LOS from an Ereignis space, unowned: nothing to pay (the banker may sell it)
    const before = structuredClone(g.ledgerState)
    expect(
      g.apply({
        type: 'card',
        player: A,
        deck: 'ereignis',
        card: card('monopolyDe', 'ereignis', 'Rücke vor bis zur Schlossallee'),
      }).info,
    ).toMatchObject({ to: 39, unowned: true })
    expect(g.ledgerState).toEqual(before)
  })

  it('moveBack: lands on a tax space and pays it', () => {
    const g = monopoly({ freeParkingJackpot: true })
    const want = expected(g, (s) => {
      s.balances[A]! -= 200
      s.balances['pool:freeParking']! += 200
    })
    const e = g.apply({
      type: 'card',
      player: A,
      deck: 'ereignis',
      card: card('monopolyDe', 'ereignis', 'Gehe 3 Felder zurück'),
      space: 7,
    })
    expect(g.ledgerState).toEqual(want)
    expect(e.info).toMatchObject({
      from: 7,
      to: 4,
      destination: 'Einkommensteuer',
      tax: 200,
      taxSpace: 'Einkommensteuer',
    })
    expect(e.info?.salary).toBeUndefined()
  })

  it('nearest station at double rent, with the salary when it wraps past LOS', () => {
    const g = monopoly()
    own(g, B, ['Westbahnhof', 'Südbahnhof']) // 2 stations: 50, doubled 100
    const st = card('monopolyDe', 'ereignis', 'Rücke vor bis zum nächsten Bahnhof, doppelte Miete')
    const want = expected(g, (s) => {
      s.balances[A]! -= 100
      s.balances[B]! += 100
    })
    expect(g.apply({ type: 'card', player: A, deck: 'ereignis', card: st, space: 7 }).info).toMatchObject({
      to: 15,
      rent: 100,
      owner: B,
    })
    expect(g.ledgerState).toEqual(want)
    const wrap = expected(g, (s) => {
      s.balances[C]! += 200 - 100
      s.balances[B]! += 100
      s.balances.bank! -= 200
    })
    expect(g.apply({ type: 'card', player: C, deck: 'ereignis', card: st, space: 36 }).info).toMatchObject({
      to: 5,
      salary: 200,
      rent: 100,
    })
    expect(g.ledgerState).toEqual(wrap)
    // his own station: no rent
    const own2 = structuredClone(g.ledgerState)
    g.apply({ type: 'card', player: B, deck: 'ereignis', card: st, space: 7 })
    expect(g.ledgerState).toEqual(own2)
  })

  it('nearest utility at 10 × the dice (whatever the owner holds); the dice are required', () => {
    const g = monopoly()
    own(g, B, ['Wasserwerk'])
    const ut = card('monopolyDe', 'ereignis', 'Rücke vor bis zum nächsten Werk, 10-fache Würfelaugen')
    expectRefused(g, { type: 'card', player: A, deck: 'ereignis', card: ut, space: 22 }, 'diceRequired')
    expectRefused(g, { type: 'card', player: A, deck: 'ereignis', card: ut, space: 22, dice: 13 }, 'diceInvalid')
    const want = expected(g, (s) => {
      s.balances[A]! -= 80
      s.balances[B]! += 80
    })
    expect(g.apply({ type: 'card', player: A, deck: 'ereignis', card: ut, space: 22, dice: 8 }).info).toMatchObject({
      to: 28,
      dice: 8,
      rent: 80,
    })
    expect(g.ledgerState).toEqual(want)
    // unowned Elektrizitätswerk from 7: no dice needed
    expect(g.apply({ type: 'card', player: A, deck: 'ereignis', card: ut, space: 7 }).postings).toEqual([])
  })

  it('jail: sent there with no salary; a jailed player cannot be moved by a card', () => {
    const g = monopoly()
    const want = expected(g, (s) => (s.data.jail[A] = true))
    const e = g.apply({
      type: 'card',
      player: A,
      deck: 'ereignis',
      card: card('monopolyDe', 'ereignis', 'Gehe in das Gefängnis'),
    })
    expect(g.ledgerState).toEqual(want)
    expect(e.postings).toEqual([])
    expectRefused(
      g,
      {
        type: 'card',
        player: A,
        deck: 'gemeinschaft',
        card: card('monopolyDe', 'gemeinschaft', 'Gehe in das Gefängnis'),
      },
      'alreadyInJail',
    )
    expectRefused(
      g,
      {
        type: 'card',
        player: A,
        deck: 'gemeinschaft',
        card: card('monopolyDe', 'gemeinschaft', 'Rücke vor bis auf LOS'),
      },
      'cardMoveInJail',
    )
    // a money card still works in jail
    g.apply({ type: 'card', player: A, deck: 'gemeinschaft', card: card('monopolyDe', 'gemeinschaft', 'Arztkosten') })
    expect(g.ledgerState.balances[A]).toBe(1450)
    // a move that ends on "Gehe in das Gefängnis": jail, no salary
    const j = expected(g, (s) => (s.data.jail[B] = true))
    g.apply({
      type: 'card',
      player: B,
      deck: 'ereignis',
      card: { text: 'Gehe auf Feld 30', kind: 'moveTo', position: 30 },
      space: 36,
    })
    expect(g.ledgerState).toEqual(j)
  })

  it('get-out-of-jail card: kept, used, sold; no more than the decks hold', () => {
    const g = monopoly()
    const free = card('monopolyDe', 'ereignis', 'Du kommst aus dem Gefängnis frei')
    const want = expected(g, (s) => (s.data.jailCards[A] = 1))
    expect(g.apply({ type: 'card', player: A, deck: 'ereignis', card: free }).info).toMatchObject({ jailCard: true })
    expect(g.ledgerState).toEqual(want)
    g.apply({
      type: 'card',
      player: B,
      deck: 'gemeinschaft',
      card: card('monopolyDe', 'gemeinschaft', 'Du kommst aus dem Gefängnis frei'),
    })
    expectRefused(g, { type: 'card', player: C, deck: 'ereignis', card: free }, 'noJailCardLeft')
    g.apply({ type: 'sellJailCard', from: B, to: C, price: 30 })
    expect(g.ledgerState.data.jailCards).toEqual({ [A]: 1, [C]: 1 })
    g.apply({ type: 'goToJail', player: C })
    g.apply({ type: 'useJailCard', player: C })
    expect(g.ledgerState.data.jailCards).toEqual({ [A]: 1 })
    expect(g.ledgerState.data.jail).toEqual({})
  })

  it('DKT: no salary on the move leaving jail; Start card on a later move pays it', () => {
    const g = dkt()
    g.apply({ type: 'goToJail', player: A })
    g.apply({ type: 'leaveJail', player: A, method: 'pay' })
    const start = card('dkt', 'bank', 'Gehe zum Start und behebe 200')
    const before = structuredClone(g.ledgerState)
    const e = g.apply({ type: 'card', player: A, deck: 'bank', card: start })
    expect(e.info).toMatchObject({ salaryBlocked: true, to: 0 })
    expect(g.ledgerState.balances).toEqual(before.balances)
    g.apply({ type: 'salary', player: B })
    const later = expected(g, (s) => {
      s.balances[A]! += 200
      s.balances.bank! -= 200
    })
    g.apply({ type: 'card', player: A, deck: 'bank', card: start })
    expect(g.ledgerState).toEqual(later)
  })

  it('DKT Risiko: Fluglinie (an enterprise) owned by another needs the dice; Gehe 4 Felder zurück from 2 wraps back without salary', () => {
    const g = dkt()
    own(g, B, ['Fluglinie Wien–Venedig'])
    const flug = card('dkt', 'risiko', 'Flug Wien–Venedig')
    expectRefused(g, { type: 'card', player: A, deck: 'risiko', card: flug, space: 22 }, 'diceRequired')
    const want = expected(g, (s) => {
      s.balances[A]! -= 6 * 5
      s.balances[B]! += 30
    })
    g.apply({ type: 'card', player: A, deck: 'risiko', card: flug, space: 22, dice: 6 })
    expect(g.ledgerState).toEqual(want)
    const back = g.apply({
      type: 'card',
      player: C,
      deck: 'risiko',
      card: card('dkt', 'risiko', 'Gehe 4 Felder zurück'),
      space: 2,
    })
    expect(back.info).toMatchObject({ from: 2, to: 38, destination: 'Arlbergstraße' })
    expect(back.postings).toEqual([])
  })

  it('refuses what it cannot pay, naming the shortfall, and changes nothing; the sum of all balances never changes by a transfer', () => {
    const g = monopoly()
    g.apply({ type: 'pay', from: A, to: 'bank', amount: 1490 })
    const p = expectRefused(
      g,
      {
        type: 'card',
        player: A,
        deck: 'gemeinschaft',
        card: card('monopolyDe', 'gemeinschaft', 'Krankenhausgebühren'),
      },
      'insufficientFunds',
    )
    expect(p).toMatchObject({ shortfall: 90 })
    const total = sum(g.ledgerState.balances)
    g.apply({
      type: 'card',
      player: B,
      deck: 'ereignis',
      card: card('monopolyDe', 'ereignis', 'Du wirst zum Vorstand gewählt: zahle jedem Spieler'),
    })
    expect(sum(g.ledgerState.balances)).toBe(total)
  })

  it('refuses a malformed card, an unknown deck, an unknown old-shape card with the field or value named', () => {
    const g = monopoly()
    expectRefused(g, { type: 'card', player: A, card: { text: 'x', kind: 'pay', amount: 1.5 } } as never, 'cardAmount')
    expectRefused(g, { type: 'card', player: A, card: { text: '', kind: 'jail' } } as never, 'cardText')
    expectRefused(
      g,
      { type: 'card', player: A, deck: 'risiko', card: { text: 'x', kind: 'jail' } } as never,
      'cardDeckUnknown',
    )
    expectRefused(g, { type: 'card', player: A, card: 'teleport' } as never, 'unknownCard')
  })

  it('old-shape card actions (typed amounts, before the decks) still plan as they did', () => {
    const g = monopoly({ freeParkingJackpot: true })
    const want = expected(g, (s) => {
      s.balances[A]! -= 30
      s.balances['pool:freeParking']! += 30
    })
    const e = g.apply({ type: 'card', player: A, card: 'payBank', amount: 30 })
    expect(g.ledgerState).toEqual(want)
    expect(e.info).toEqual({ player: A, card: 'payBank', amount: 30 })
    g.apply({ type: 'card', player: B, card: 'collectFromEachPlayer', amount: 10 })
    expect(g.ledgerState.balances[B]).toBe(1520)
  })
})
