import { describe, expect, it } from 'vitest'
import {
  propertyConfig,
  type CardDef,
  type DeckId,
  type PropertyGame,
  type PropertyState,
} from '@/domain/games/property/engine'
import { printedDeck } from '@/domain/games/property/cards'
import { dkt, expectRefused, monopoly, own } from './helpers'

/** Issue 35: rules RULES.md was amended on (each compares the whole state before and after). */

function card(game: 'dkt' | 'monopolyDe', deck: DeckId, text: string): CardDef {
  const c = printedDeck(game, deck).find((x) => x.text === text)
  if (!c) throw new Error(`no card ${text}`)
  return c
}
function expected(g: PropertyGame, change: (s: PropertyState) => void): PropertyState {
  const s = structuredClone(g.ledgerState)
  change(s)
  return s
}
const jailFreeIn = (game: 'dkt' | 'monopolyDe', decks: DeckId[]) =>
  decks.reduce((n, d) => n + printedDeck(game, d).filter((c) => c.kind === 'jailFree').length, 0)

describe('RULES.md DKT cards: the decks hold one "Arrest-frei"; no more can be in play at once', () => {
  it('DKT: the default jailCards is the number of get-out-of-jail cards in the printed decks (1); Monopoly 2', () => {
    const players = ['Anna', 'Ben', 'Cem']
    expect(jailFreeIn('dkt', ['bank', 'risiko'])).toBe(1)
    expect(propertyConfig({ game: 'dkt', players }).options.jailCards).toBe(1)
    expect(jailFreeIn('monopolyDe', ['ereignis', 'gemeinschaft'])).toBe(2)
    expect(propertyConfig({ game: 'monopolyDe', players }).options.jailCards).toBe(2)
  })

  it('DKT: a second "Arrest-frei" while one is held is refused (noJailCardLeft), the whole state unchanged; used, it can be drawn again', () => {
    const g = dkt()
    const free = card('dkt', 'risiko', 'Arrest-frei')
    const want = expected(g, (s) => (s.data.jailCards.Anna = 1))
    g.apply({ type: 'card', player: 'Anna', deck: 'risiko', card: free })
    expect(g.ledgerState).toEqual(want)
    expect(expectRefused(g, { type: 'card', player: 'Ben', deck: 'risiko', card: free }, 'noJailCardLeft')).toEqual({
      max: 1,
    })
    expectRefused(g, { type: 'receiveJailCard', player: 'Ben' }, 'noJailCardLeft')
    expect(g.ledgerState).toEqual(want)
    g.apply({ type: 'goToJail', player: 'Anna' })
    g.apply({ type: 'useJailCard', player: 'Anna' })
    g.apply({ type: 'card', player: 'Ben', deck: 'risiko', card: free })
    expect(g.ledgerState.data.jailCards).toEqual({ Ben: 1 })
  })
})

describe('RULES.md DKT Grundsteuer: 10 % of the purchase prices of his streets only, mortgaged streets included', () => {
  it('DKT Grundsteuer: lines and enterprises do not count; a mortgaged street does', () => {
    const g = dkt()
    // streets Amtsplatz 220 + Annenstraße 250 = 470; the line (160) and the enterprise (160) are not Grundstücke
    own(g, 'Anna', ['Amtsplatz', 'Annenstraße', 'Eisenbahn Wien–Graz', 'Elektr. Kraftzentrale'])
    g.apply({ type: 'mortgage', player: 'Anna', property: 'Annenstraße', amount: 100 })
    const tax = card('dkt', 'risiko', 'Grundsteuer: 10 % der Kaufpreise deiner Grundstücke')
    const want = expected(g, (s) => {
      s.balances.Anna! -= 47
      s.balances.bank! += 47
    })
    expect(g.apply({ type: 'card', player: 'Anna', deck: 'risiko', card: tax }).info).toMatchObject({
      prices: 470,
      percent: 10,
      amount: 47,
    })
    expect(g.ledgerState).toEqual(want)
  })

  it('DKT Grundsteuer: a player with only lines and enterprises pays nothing', () => {
    const g = dkt()
    own(g, 'Ben', ['Eisenbahn Wien–Graz', 'Seilbahn'])
    const want = expected(g, () => undefined)
    const e = g.apply({
      type: 'card',
      player: 'Ben',
      deck: 'risiko',
      card: card('dkt', 'risiko', 'Grundsteuer: 10 % der Kaufpreise deiner Grundstücke'),
    })
    expect(e.postings).toEqual([])
    expect(g.ledgerState).toEqual(want)
  })

  it('Monopoly: a percentage card counts streets only too (no stations or utilities)', () => {
    const g = monopoly()
    own(g, 'Anna', ['Badstraße', 'Südbahnhof'])
    const e = g.apply({
      type: 'card',
      player: 'Anna',
      deck: 'ereignis',
      card: { text: 'Steuer', kind: 'percentOfPrices', percent: 10 },
    })
    expect(e.info).toMatchObject({ prices: 60, amount: 6 })
  })
})
