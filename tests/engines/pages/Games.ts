// Page objects of the games: DKT and Monopoly quick actions and sheets, Discretion's map and cards,
// GmbH's deck and round entry (English and German), the score pad (English UI).
import { gone, see, seeText } from '../expect'
import { page, type Loc } from '../locator'
import { App } from './App'

/** The property games' accessible names, per UI language. */
const PROPERTY = {
  en: {
    quickActions: 'Quick actions',
    buy: 'Buy',
    buyTitle: 'Buy or auction',
    buyer: 'Buyer',
    buysFor: (p: string) => `${p} buys for `,
    rentFrom: (p: string) => `Rent from ${p}`,
    rentTitle: 'Pay rent',
    confirmRent: (a: string) => `Confirm rent ${a}`,
  },
  de: {
    quickActions: 'Schnellaktionen',
    buy: 'Kaufen',
    buyTitle: 'Kaufen oder versteigern',
    buyer: 'Käufer',
    buysFor: (p: string) => `${p} kauft für `,
    rentFrom: (p: string) => `Miete von ${p}`,
    rentTitle: 'Miete zahlen',
    confirmRent: (a: string) => `Miete ${a} bestätigen`,
  },
}

export class PropertyGame extends App {
  private get p() {
    return PROPERTY[this.n.lang]
  }

  async newGame(type: RegExp, name: string, players: string[]) {
    await this.chooseType(type)
    await this.tab.fill(page.label(this.n.gameName), name)
    await this.setPlayers(players)
    await this.startGame(name)
  }

  sheet(title: string): Loc {
    return page.role('dialog', title, { exact: true })
  }

  quick(name: string): Loc {
    return page.role('group', this.p.quickActions).role('button', name, { exact: true })
  }

  /** Buy, the property, the buyer's chip (named with the price): returns the price paid. */
  async buy(property: string, player: string): Promise<number> {
    await this.tab.click(this.quick(this.p.buy))
    const s = this.sheet(this.p.buyTitle)
    await this.tab.click(s.role('button', new RegExp(`^${property}`)))
    const buysFor = this.p.buysFor(player)
    const chip = s.role('group', this.p.buyer, { exact: true }).role('button', new RegExp(`^${buysFor}`))
    const [label] = await this.tab.readAll<string>(chip, '(el) => el.getAttribute("aria-label") ?? el.textContent')
    // the price as the language writes it (€1,500 or 1.500 €): its digits
    const price = Number((label ?? '').slice(buysFor.length).replace(/\D/g, ''))
    await this.tab.click(chip)
    await gone(this.tab, s)
    return price
  }

  /** Rent from the payer for the property; the confirm names the computed amount. */
  async rent(payer: string, property: string, amount: string) {
    await this.tab.click(page.role('button', this.p.rentFrom(payer)))
    const s = this.sheet(this.p.rentTitle)
    await this.tab.click(s.role('button', new RegExp(`^${property}`)))
    await seeText(this.tab, s.testId('rent-amount'), amount)
    await this.tab.click(s.role('button', this.p.confirmRent(amount)))
    await gone(this.tab, s)
  }

  async tax(player: string, space: string, amount: string) {
    await this.tab.click(this.quick('Tax'))
    const s = this.sheet('Tax')
    await this.tab.click(s.role('radiogroup', 'Who pays').role('radio', player, { exact: true }))
    await this.tab.click(s.role('button', `Pay ${space}: ${amount}`))
    await gone(this.tab, s)
  }
}

/** Discretion's accessible names and texts, per UI language (src/locales/<lang>/discretion.json5). */
const DISCRETION = {
  en: {
    type: /^Discretion/,
    year: (year: number, last: number) => `Year ${year} of ${last}`,
    auction: (plot: string) => `Auction ${plot}`,
    cardSheet: (card: string) => `Event card: ${card}`,
    auctionCard: 'Auction',
    winner: 'Winner',
    price: 'Price',
    confirm: 'Confirm',
    noBid: 'No bid: title under the pile',
    squares: 'Squares of the map',
    buildFor: /^Build for /,
    typeOption: (type: string) => new RegExp(`^${type}:`),
    twoWith: (where: string) => `2 acres with ${where}`,
    build: (type: string) => new RegExp(`^Build ${type}`),
    cards: /^Event cards/,
    types: { housing: 'Housing', offices: 'Offices', shops: 'Shops' },
    westSquare: (plot: string) => `${plot}, west square`,
    turnOf: (p: string) => `${p}'s turn`,
    roundNext: (p: string, next: string) => `${p} is done: ${next} builds`,
    roundDone: (p: string, first: string) => `${p} is done: ${first} draws the first card`,
    housingRent: 'Housing Rent',
    lineOf: (p: string) => `Line of ${p}`,
    receives: (amount: string) => `receives ${amount}`,
  },
  de: {
    type: /^Discretion/,
    year: (year: number, last: number) => `Jahr ${year} von ${last}`,
    auction: (plot: string) => `${plot} versteigern`,
    cardSheet: (card: string) => `Ereigniskarte: ${card}`,
    auctionCard: 'Versteigerung',
    winner: 'Ersteigert von',
    price: 'Preis',
    confirm: 'Bestätigen',
    noBid: 'Kein Gebot: Karte unter den Stapel',
    squares: 'Felder der Karte',
    buildFor: /^Bauen für /,
    typeOption: (type: string) => new RegExp(`^${type}:`),
    twoWith: (where: string) => `2 Acres mit ${where}`,
    build: (type: string) => new RegExp(`^${type} bauen`),
    cards: /^Ereigniskarten/,
    types: { housing: 'Wohnen', offices: 'Büros', shops: 'Läden' },
    westSquare: (plot: string) => `${plot}, westliches Feld`,
    turnOf: (p: string) => `${p} ist am Zug`,
    roundNext: (p: string, next: string) => `${p} ist fertig: ${next} baut`,
    roundDone: (p: string, first: string) => `${p} ist fertig: ${first} zieht die erste Karte`,
    housingRent: 'Miete Wohnen',
    lineOf: (p: string) => `Zeile von ${p}`,
    receives: (amount: string) => `erhält ${amount}`,
  },
}

export class DiscretionGame extends App {
  /** The game's names in the tab's language. */
  get d() {
    return DISCRETION[this.n.lang]
  }

  async newGame(name: string, players: string[]) {
    await this.chooseType(this.d.type)
    await this.tab.fill(page.label(this.n.gameName), name)
    await this.setPlayers(players)
    await this.startGame(name)
    await seeText(this.tab, page.testId('year'), this.d.year(1, 10))
  }

  async auction(plotLabel: string, winner: string, price: string) {
    await this.tab.click(page.role('button', this.d.auction(plotLabel), { exact: true }))
    const sheet = page.role('dialog', this.d.cardSheet(this.d.auctionCard))
    await this.tab.click(sheet.role('radiogroup', this.d.winner).role('radio', winner, { exact: true }))
    await this.tab.fill(sheet.label(this.d.price), price)
    await this.tab.click(sheet.role('button', this.d.confirm, { exact: true }))
    await gone(this.tab, sheet)
  }

  /** The rest of the Year card's opening auctions without a bid (the title under the pile: nothing else changes); then the build-only round is due. */
  async noBids(plotLabel: string, times: number) {
    for (let i = 0; i < times; i++) {
      await this.tab.click(page.role('button', this.d.auction(plotLabel), { exact: true }))
      const sheet = page.role('dialog', this.d.cardSheet(this.d.auctionCard))
      await this.tab.click(sheet.role('button', this.d.noBid, { exact: true }))
      await gone(this.tab, sheet)
    }
  }

  square(row: number, col: number): Loc {
    return page.role('group', this.d.squares).css(`[data-square="${row}-${col}"]`)
  }

  /** Builds on a square: the type by its name in the tab's language, a 2-acre building with the named square. */
  async build(row: number, col: number, type: string, twoAcresWith?: string) {
    await this.tab.click(this.square(row, col))
    const form = page.role('form', this.d.buildFor)
    await this.tab.click(form.role('radio', this.d.typeOption(type)))
    if (twoAcresWith) await this.tab.click(form.role('radio', this.d.twoWith(twoAcresWith), { exact: true }))
    await this.tab.click(form.role('button', this.d.build(type)))
    await gone(this.tab, form)
  }

  card(name: string): Loc {
    return page.role('region', this.d.cards).role('button', name, { exact: true })
  }

  cardSheet(name: string): Loc {
    return page.role('dialog', this.d.cardSheet(name))
  }
}

/** GmbH's accessible names and texts, per UI language (src/locales/<lang>/gmbh.json5). */
const GMBH = {
  en: {
    type: /GmbH & Co\. KG/,
    deck: 'Deck',
    companyName: (i: number) => `Name of company ${i}`,
    companyCards: (i: number) => `Cards of company ${i}`,
    cardsOption: (n: number) => `${n} cards`,
    standardDeck: '61 cards in 9 companies: the standard deck.',
    scoreRound: (round: number) => `Score round ${round}`,
    confirmRound: (round: number) => `Confirm round ${round}`,
    middle: 'Middle card (bankrupt company)',
    stopper: 'Called Stopp',
    companiesOf: (p: string) => `Companies in the hand of ${p}`,
    countName: (p: string, company: string, k: number) => `${p}: ${company} ${k} card${k === 1 ? '' : 's'}`,
    fillIn: /^Fill in the last player/,
    addsUp: 'Every company adds up.',
    /** A player's total as the score pad states it; its one group is the points. */
    totalOf: (p: string) => new RegExp(`^Total of ${p}: ([-−]?\\d+) points$`),
  },
  de: {
    type: /GmbH & Co\. KG/,
    deck: 'Kartenspiel',
    companyName: (i: number) => `Name der Firma ${i}`,
    companyCards: (i: number) => `Karten der Firma ${i}`,
    cardsOption: (n: number) => `${n} Karten`,
    standardDeck: '61 Karten in 9 Firmen: das Standardspiel.',
    scoreRound: (round: number) => `Runde ${round} werten`,
    confirmRound: (round: number) => `Runde ${round} bestätigen`,
    middle: 'Karte in der Tischmitte (bankrotte Firma)',
    stopper: 'Hat Stopp gerufen',
    companiesOf: (p: string) => `Firmen auf der Hand von ${p}`,
    countName: (p: string, company: string, k: number) => `${p}: ${company} ${k} Karte${k === 1 ? '' : 'n'}`,
    fillIn: /^Letzten Spieler ausfüllen/,
    addsUp: 'Alle Firmen gehen auf.',
    totalOf: (p: string) => new RegExp(`^Punkte von ${p}: ([-−]?\\d+)$`),
  },
}

export class GmbhGame extends App {
  /** The game's names in the tab's language. */
  get g() {
    return GMBH[this.n.lang]
  }

  entry(round: number): Loc {
    return page.role('form', this.g.scoreRound(round))
  }

  async scoreRound(
    round: number,
    input: { middle: string; stopper: string; hands: Record<string, Record<string, number>> },
  ) {
    const form = this.entry(round)
    await this.tab.click(page.role('button', this.g.scoreRound(round), { exact: true }))
    await see(this.tab, form)
    await this.tab.click(form.role('radiogroup', this.g.middle).role('radio', input.middle, { exact: true }))
    await this.tab.click(form.role('radiogroup', this.g.stopper).role('radio', input.stopper, { exact: true }))
    for (const [player, hand] of Object.entries(input.hands)) {
      for (const [company, k] of Object.entries(hand)) {
        await this.tab.click(form.role('group', this.g.companiesOf(player)).role('button', company, { exact: true }))
        await this.tab.click(form.role('radio', this.g.countName(player, company, k), { exact: true }))
      }
    }
    await this.tab.click(form.role('button', this.g.fillIn))
    await seeText(this.tab, form.role('status'), this.g.addsUp)
    await this.tab.click(form.role('button', this.g.confirmRound(round), { exact: true }))
    await gone(this.tab, form)
  }

  /** Every player's total as the score pad states it. */
  async totals(players: string[]): Promise<Record<string, number>> {
    const out: Record<string, number> = {}
    for (const p of players) {
      const re = this.g.totalOf(p)
      const t = await this.tab.readAll<string>(page.text(re), '(el) => el.textContent.trim()')
      const m = re.exec(t[0] ?? '')
      if (m) out[p] = Number(m[1]!.replace('−', '-'))
    }
    return out
  }
}

export class ScorePadGame extends App {
  /** A round's form, or a correction's ("Correct round 2"). */
  form(title: string): Loc {
    return page.role('form', title, { exact: true })
  }

  /** Opens the next round, types each player's points with the keypad (± for minus) and saves. */
  async scoreRound(round: number, points: Record<string, number>) {
    const form = this.form(`Round ${round}`)
    await this.tab.click(page.role('button', `Score round ${round}`, { exact: true }))
    await see(this.tab, form)
    for (const [player, n] of Object.entries(points)) {
      await this.tab.click(form.label(`Points of ${player}`, { exact: true }))
      for (const d of String(Math.abs(n))) await this.tab.click(form.role('button', `Digit ${d}`, { exact: true }))
      if (n < 0) await this.tab.click(form.role('button', 'Plus or minus', { exact: true }))
    }
    await this.tab.click(form.role('button', `Save round ${round}`, { exact: true }))
    await gone(this.tab, form)
  }

  /** Corrects one player's points of an entered round (a new entry). */
  async correct(round: number, player: string, points: number) {
    const form = this.form(`Correct round ${round}`)
    await this.tab.click(page.role('button', `Correct round ${round}`, { exact: true }))
    await see(this.tab, form)
    await this.tab.fill(form.label(`Points of ${player}`, { exact: true }), String(points))
    await this.tab.click(form.role('button', 'Save correction', { exact: true }))
    await gone(this.tab, form)
  }

  /** Every player's total as the totals list states it. */
  async totals(players: string[]): Promise<Record<string, number>> {
    const out: Record<string, number> = {}
    for (const p of players) {
      const t = await this.tab.readAll<string>(
        page.text(new RegExp(`^Total of ${p}: -?\\d+ points?$`)),
        '(el) => el.textContent.trim()',
      )
      const m = /: (-?\d+) point/.exec(t[0] ?? '')
      if (m) out[p] = Number(m[1])
    }
    return out
  }
}
