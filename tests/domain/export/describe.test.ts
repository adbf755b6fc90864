import { describe, expect, it } from 'vitest'
import { describeEntry } from '@/domain/export/describe'
import { effectLines } from '@/domain/export/effects'
import { historyCsv, type HistoryCsvLabels } from '@/domain/export/csv'
import { HistoryIndex, historySearchText } from '@/domain/export/historyIndex'
import { createPropertyGame, type PropertyGame } from '@/domain/games/property/engine'
import { createDiscretionGame, type DiscretionGame } from '@/domain/games/discretion/engine'
import { MONEY } from '@/domain/games/discretion/types'
import { ENTRY_KINDS as PROPERTY_KINDS } from '@/domain/games/property/codes'
import type { Entry } from '@/domain/ledger/types'
import { GAME_TYPES, type GameConfig } from '@/domain/games/types'
import { loadModule } from '@/domain/games'
import type { Locale } from '@/modules/i18n'
import { RAW, testWords } from './words'

// the words of a game's entries are its module's (loaded while its game is open)
await Promise.all(GAME_TYPES.map((t) => loadModule(t)))

const LOCALES: Locale[] = ['en', 'de']
const BREGENZ = ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße']

/** Every kind of entry a DKT game writes, in one game (the bank auctions a bankrupt's assets: liquidation). */
function dktGame(): PropertyGame {
  const g = createPropertyGame({
    game: 'dkt',
    players: ['Anna', 'Ben', 'Cem'],
    options: { startingCapital: 5000, quickStart: true },
    rng: () => 0,
  })
  for (const p of BREGENZ) g.apply({ type: 'buy', player: 'Anna', property: p })
  g.apply({ type: 'auction', winner: 'Ben', property: 'Schloßgrund', price: 110 })
  g.apply({ type: 'rent', payer: 'Ben', property: 'Amtsplatz' })
  g.apply({ type: 'build', property: ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße', 'Amtsplatz'] })
  g.apply({ type: 'rent', payer: 'Cem', property: 'Amtsplatz' })
  g.apply({ type: 'sell', property: 'Amtsplatz' })
  g.apply({ type: 'salary', player: 'Cem' })
  g.apply({ type: 'tax', player: 'Cem', space: 'Erwerbsteuer' })
  for (const card of ['payBank', 'receiveFromBank', 'payEachPlayer', 'collectFromEachPlayer'] as const)
    g.apply({ type: 'card', player: 'Anna', card, amount: 20 })
  g.apply({ type: 'card', player: 'Anna', card: 'repairs', perHouse: 25, perHotel: 100 })
  g.apply({ type: 'goToJail', player: 'Cem' })
  g.apply({ type: 'payJailFine', player: 'Cem' })
  g.apply({ type: 'goToJail', player: 'Cem' })
  g.apply({ type: 'leaveJail', player: 'Cem', method: 'served' })
  g.apply({ type: 'receiveJailCard', player: 'Cem' })
  g.apply({ type: 'goToJail', player: 'Cem' })
  g.apply({ type: 'useJailCard', player: 'Cem' })
  g.apply({ type: 'receiveJailCard', player: 'Ben' })
  g.apply({ type: 'sellJailCard', from: 'Ben', to: 'Cem', price: 30 })
  g.apply({ type: 'mortgage', property: 'Schloßgrund', amount: 50 })
  g.apply({ type: 'repay', property: 'Schloßgrund' })
  g.apply({ type: 'mortgage', property: 'Schloßgrund', amount: 50 })
  g.apply({
    type: 'trade',
    from: 'Ben',
    to: 'Cem',
    give: { properties: ['Schloßgrund'], jailCards: 0, money: 100 },
    receive: { money: 20 },
  })
  g.apply({ type: 'pay', from: 'Anna', to: 'Ben', amount: 10 })
  g.apply({ type: 'timeUp' })
  g.apply({ type: 'extendTime', minutes: 150 })
  g.apply({
    type: 'bankruptcy',
    player: 'Cem',
    creditor: 'Ben',
    sales: [{ property: 'Schloßgrund', winner: 'Anna', price: 60 }],
  })
  return g
}

/** Monopoly with the Frei Parken jackpot, a house auction and a bankruptcy to a player (everything passes to him). */
function monopolyGame(): PropertyGame {
  const g = createPropertyGame({
    game: 'monopolyDe',
    players: ['Anna', 'Ben', 'Cem'],
    options: { freeParkingJackpot: true, houses: 1 },
    rng: () => 0,
  })
  g.apply({ type: 'buy', player: 'Anna', property: 'Badstraße' })
  g.apply({ type: 'buy', player: 'Anna', property: 'Turmstraße' })
  g.apply({ type: 'buy', player: 'Ben', property: 'Chausseestraße' })
  g.apply({ type: 'card', player: 'Anna', card: 'payBank', amount: 15 })
  g.apply({ type: 'collectJackpot', player: 'Ben' })
  g.apply({ type: 'houseAuction', winner: 'Anna', property: 'Badstraße', price: 70, requested: 2 })
  g.apply({ type: 'rent', payer: 'Ben', property: 'Badstraße' })
  g.apply({ type: 'bankruptcy', player: 'Ben', creditor: 'Anna' })
  return g
}

/** Discretion on the demo board: every kind of entry (plots A–Q; ann is active). */
function discretionGame(): DiscretionGame {
  const g = createDiscretionGame({
    players: [
      { id: 'ann', name: 'Ann' },
      { id: 'ben', name: 'Ben' },
    ],
  })
  for (const [plot, winner] of [
    ['A', 'ann'],
    ['B', 'ann'],
    ['C', 'ben'],
    ['G', 'ben'],
  ] as const)
    g.apply({ type: 'auction', plot, winner, price: 0 })
  g.apply({ type: 'auction', plot: 'D', winner: null })
  g.apply({ type: 'build', player: 'ann', buildingType: 'housing', cells: [[0, 0]] })
  g.apply({ type: 'build', player: 'ann', buildingType: 'offices', cells: [[0, 1]] })
  g.apply({ type: 'build', player: 'ann', buildingType: 'shops', cells: [[1, 0]] })
  g.apply({
    type: 'build',
    player: 'ann',
    buildingType: 'industry',
    cells: [
      [0, 2],
      [0, 3],
    ],
  })
  g.apply({ type: 'rent', buildingType: 'housing' })
  g.apply({ type: 'harvest' })
  g.apply({ type: 'extraHarvest' })
  g.apply({ type: 'extraRent' })
  g.apply({ type: 'bankLoan', player: 'ann', count: 1 })
  g.apply({ type: 'setYear', year: 4 })
  g.apply({ type: 'buildingTax', buildingType: 'housing' })
  g.apply({ type: 'inheritance', plot: 'E' })
  g.apply({ type: 'landTax', rate: 10_000, forfeits: { ben: ['G'] } })
  g.apply({ type: 'interest', repay: { ann: 1 } })
  const cash = g.state.balances.ben ?? 0
  g.apply({
    type: 'sharkLoan',
    player: 'ben',
    count: 1,
    for: { type: 'otherCard', payments: { ben: -(cash + MONEY.sharkLoan) } },
  })
  const [b1, b2] = Object.keys(g.ledgerState.data.buildings)
  g.apply({
    type: 'otherCard',
    name: 'Flood on the river',
    removeBuildings: [{ building: b1!, compensation: 100_000 }],
    returnTitles: ['C'],
    payments: { ben: 50_000 },
  })
  g.apply({ type: 'demolish', player: 'ann', buildings: [b2!] })
  g.apply({ type: 'pay', from: 'ann', to: 'ben', amount: 1000 })
  g.apply({ type: 'passTurn' })
  g.apply({ type: 'setActive', player: 'ann' })
  g.apply({ type: 'endOfYear' })
  g.apply({ type: 'bankruptcy', player: 'ben' })
  return g
}

const names = (config: GameConfig) => Object.fromEntries(config.players.map((p) => [p.id, p.name]))
const lines = (entries: readonly Entry[], config: GameConfig, locale: Locale) =>
  entries.map((e) => describeEntry(e, config, testWords(locale, names(config))))

const csvLabels = (config: GameConfig, locale: Locale): HistoryCsvLabels => {
  const w = testWords(locale, names(config))
  return {
    locale,
    columns: {
      seq: 'No',
      time: 'Time',
      kind: 'Kind',
      description: 'Description',
      account: 'Account',
      amount: 'Amount',
      note: 'Note',
      status: 'Status',
    },
    status: { live: 'booked', undone: 'undone', setup: 'setup' },
    accountName: w.account,
    kindLabel: (k) => w.t(`kinds.${k}`),
    describe: (e) => describeEntry(e, config, w),
  }
}

describe('entries in words: no key, id or path reaches the history, the details or the CSV (issue 13 Words)', () => {
  const games = { dkt: dktGame(), monopolyDe: monopolyGame(), discretion: discretionGame() }

  it('every entry kind of DKT, Monopoly and Discretion is written by these games', () => {
    expect(new Set(games.dkt.entries.map((e) => e.kind))).toEqual(
      new Set(PROPERTY_KINDS.filter((k) => k !== 'houseAuction' && k !== 'collectJackpot')),
    )
    expect(games.monopolyDe.entries.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['houseAuction', 'collectJackpot', 'bankruptcy']),
    )
    const kinds = new Set(games.discretion.entries.map((e) => e.kind))
    for (const k of games.discretion.config.type === 'discretion'
      ? [
          'startingMoney',
          'auction',
          'auctionNoBid',
          'build',
          'rentCard',
          'harvest',
          'extraHarvest',
          'extraRent',
          'bankLoan',
          'setYear',
          'buildingTaxCard',
          'inheritance',
          'landTax',
          'interest',
          'sharkLoan',
          'otherCard',
          'demolish',
          'payment',
          'passTurn',
          'setActive',
          'endOfYear',
          'bankruptcy',
        ]
      : [])
      expect(kinds).toContain(k)
  })

  for (const [type, g] of Object.entries(games)) {
    for (const locale of LOCALES) {
      it(`${type} (${locale}): every history line, every change in the details and every CSV row is in words`, () => {
        for (const text of lines(g.entries, g.config, locale)) expect(text).not.toMatch(RAW)
        const w = testWords(locale, names(g.config))
        for (const e of g.entries) {
          for (const l of effectLines(e.effects, g.config, w))
            expect('text' in l ? l.text : `${l.label}: ${l.from} → ${l.to}`).not.toMatch(RAW)
        }
        const csv = historyCsv(g.entries, csvLabels(g.config, locale))
        for (const row of csv.split('\r\n').slice(1)) expect(row).not.toMatch(RAW)
      })
    }
  }

  it('DKT: the street built or sold, the rent with its houses, the card by its words, the trade’s properties and money', () => {
    const en = lines(games.dkt.entries, games.dkt.config, 'en')
    expect(en).toContain(
      'Building · Amtsplatz (2 houses), Arlbergstraße (1 house), Rathausstraße (1 house): Anna paid €470 to Bank',
    )
    expect(en).toContain('Building sold · Amtsplatz (1 house): Bank paid €80 to Anna')
    expect(en).toContain('Rent · Amtsplatz with 2 houses: Cem paid €300 to Anna')
    expect(en).toContain('Card · Pay the bank: Anna paid €20 to Bank')
    expect(en.find((l) => l.startsWith('Card · Repairs per house and per hotel (3 houses)'))).toBeDefined()
    expect(en.find((l) => l.startsWith('Card · Pay each player (€20 each)'))).toBeDefined()
    expect(en.find((l) => l.startsWith('Trade · Ben gives Schloßgrund and €100; Cem gives €20'))).toBeDefined()
    expect(en.find((l) => l.startsWith('Bankruptcy · Cem, owed to Ben: Schloßgrund to Anna for €60'))).toBeDefined()
    const de = lines(games.dkt.entries, games.dkt.config, 'de')
    expect(de).toContain('Miete · Amtsplatz mit 2 Häusern: Cem zahlte 300\u00a0€ an Anna')
    expect(de.find((l) => l.startsWith('Bau · Amtsplatz (2 Häuser), Arlbergstraße (1 Haus)'))).toBeDefined()
    expect(de.find((l) => l.startsWith('Karte · An die Bank zahlen'))).toBeDefined()
    expect(
      de.find((l) => l.startsWith('Handel · Ben gibt Schloßgrund und 100\u00a0€; Cem gibt 20\u00a0€')),
    ).toBeDefined()
  })

  it('Monopoly: the house auction names the street, a bankruptcy to a player names what passes to him', () => {
    const en = lines(games.monopolyDe.entries, games.monopolyDe.config, 'en')
    expect(en.find((l) => l.startsWith('House auction · Badstraße (1 house)'))).toBeDefined()
    expect(en.find((l) => l.startsWith('Bankruptcy · Ben, owed to Anna: Chausseestraße to Anna'))).toBeDefined()
    expect(en.find((l) => l.startsWith('Rent · Badstraße with 1 house'))).toBeDefined()
  })

  it('Discretion: plots and buildings by name, the Other card with the name the banker typed, buildings removed and titles returned', () => {
    const en = lines(games.discretion.entries, games.discretion.config, 'en')
    const plot = (id: string) => games.discretion.config.options.board.plots.find((p) => p.id === id)!.name
    expect(en).toContain(`Auction · ${plot('A')} to Ann`)
    expect(en).toContain(`Auction without a bid · ${plot('D')}`)
    expect(en.find((l) => l.startsWith(`Building · Housing on ${plot('A')}: Ann paid`))).toBeDefined()
    expect(en.find((l) => l.startsWith(`Building · Industry on ${plot('A')} and ${plot('B')}`))).toBeDefined()
    expect(
      en.find((l) =>
        l.startsWith(
          `Other card · “Flood on the river”, titles back to the deck: ${plot('C')}, removed: Housing on ${plot('A')}`,
        ),
      ),
    ).toBeDefined()
    expect(en.find((l) => l.startsWith(`Demolition · removed: Offices on ${plot('A')}`))).toBeDefined()
    expect(en.find((l) => l.startsWith('Loan-shark loan · 1 loan for Other card'))).toBeDefined()
    expect(en.find((l) => l.startsWith(`Land tax · rate €10,000, plots given up: ${plot('G')}`))).toBeDefined()
    expect(en.find((l) => l.startsWith('Year set · Year 4'))).toBeDefined()
    const de = lines(games.discretion.entries, games.discretion.config, 'de')
    expect(
      de.find((l) =>
        l.startsWith(`Andere Karte · „Flood on the river“, Besitzkarten zurück in den Stapel: ${plot('C')}`),
      ),
    ).toBeDefined()
  })

  it('Discretion: no square by coordinates in any entry’s words or details, in English or German (issue 14: the printed board has none)', () => {
    for (const locale of LOCALES) {
      const w = testWords(locale, names(games.discretion.config))
      const texts = games.discretion.entries.flatMap((e) => [
        describeEntry(e, games.discretion.config, w),
        ...effectLines(e.effects, games.discretion.config, w).map((l) =>
          'text' in l ? l.text : `${l.label}: ${l.from} → ${l.to}`,
        ),
      ])
      expect(texts.length).toBeGreaterThan(games.discretion.entries.length)
      for (const text of texts) expect(text).not.toMatch(/\b(row|column|zeile|spalte)\b|\[\d|\d\s*,\s*\d\b/i)
    }
  })

  it('Discretion: a build short of cash names the loans it took (one entry with its remedy)', () => {
    const g = createDiscretionGame({
      players: [
        { id: 'ann', name: 'Ann' },
        { id: 'ben', name: 'Ben' },
      ],
    })
    g.apply({ type: 'auction', plot: 'A', winner: 'ann', price: 2_400_000 })
    g.apply({ type: 'build', player: 'ann', buildingType: 'housing', cells: [[0, 0]], finance: { sharkLoans: 4 } })
    const build = g.entries.at(-1)!
    expect(build.kind).toBe('build')
    const plotA = g.config.options.board.plots.find((p) => p.id === 'A')!.name
    expect(describeEntry(build, g.config, testWords('en', names(g.config)))).toMatch(
      new RegExp(`^Building · Housing on ${plotA}, with 4 loan-shark loans: `),
    )
    expect(describeEntry(build, g.config, testWords('de', names(g.config)))).toContain(
      `Wohnen auf ${plotA}, mit 4 Kredithai-Krediten`,
    )
  })

  it('entry details: mortgages, buildings, supply and titles in the game’s words, never as paths ("Schloßgrund: mortgaged €50 → repaid")', () => {
    const w = testWords('en', names(games.dkt.config))
    const all = games.dkt.entries
      .flatMap((e) => effectLines(e.effects, games.dkt.config, w))
      .map((l) => ('text' in l ? l.text : `${l.label}: ${l.from} → ${l.to}`))
    expect(all).toContain('Schloßgrund: mortgaged €50 → repaid')
    // a field changed twice in one entry (two houses on Amtsplatz, the bank's houses per street) is one line, first → last
    expect(all).toContain('Amtsplatz: no buildings → 2 houses')
    expect(all).toContain('Houses in the bank: 32 → 28')
    expect(all.filter((l) => l.startsWith('Houses in the bank: 32'))).toEqual(['Houses in the bank: 32 → 28'])
    expect(all).toContain('Schloßgrund: owner: the bank → Ben')
    const d = testWords('en', names(games.discretion.config))
    const disc = games.discretion.entries
      .flatMap((e) => effectLines(e.effects, games.discretion.config, d))
      .map((l) => ('text' in l ? l.text : `${l.label}: ${l.from} → ${l.to}`))
    const plotA = games.discretion.config.options.board.plots.find((p) => p.id === 'A')!.name
    expect(disc).toContain(`Housing on ${plotA}: built`)
    expect(disc).toContain(`${plotA}: title: in the deck → Ann`)
  })

  it('the search finds an entry by the street, the card, the plot and the name typed for an Other card', () => {
    for (const [g, words] of [
      [games.dkt, ['Arlbergstraße', 'Pay the bank', 'Schloßgrund']],
      [
        games.discretion,
        ['Flood on the river', games.discretion.config.options.board.plots.find((p) => p.id === 'E')!.name],
      ],
    ] as const) {
      const w = testWords('en', names(g.config))
      const index = new HistoryIndex((e) => historySearchText(e, (x) => describeEntry(x, g.config, w)))
      index.add(g.entries)
      for (const word of words) expect(index.filter({ text: word.toLowerCase() }).length, word).toBeGreaterThan(0)
    }
  })

  it('the CSV carries the history’s words in a description column after the kind', () => {
    const g = games.dkt
    const csv = historyCsv(g.entries.slice(-1), csvLabels(g.config, 'en'))
    const [head, first] = csv.split('\r\n')
    expect(head).toBe('No,Time,Kind,Description,Account,Amount,Note,Status')
    expect(first).toContain(
      `,Bankruptcy,"${describeEntry(g.entries.at(-1)!, g.config, testWords('en', names(g.config)))}",`,
    )
  })
})
