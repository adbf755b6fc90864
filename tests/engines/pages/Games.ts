// Page objects of the games: DKT and Monopoly quick actions and sheets (English and German),
// Discretion's map, cards and board editor, GmbH's round entry (English UI).
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

export class DiscretionGame extends App {
  async newGame(name: string, players: string[]) {
    await this.chooseType(/^Discretion/)
    await this.tab.fill(page.label(this.n.gameName), name)
    await this.setPlayers(players)
    await this.startGame(name)
    await seeText(this.tab, page.testId('year'), 'Year 1 of 10')
  }

  async auction(plotLabel: string, winner: string, price: string) {
    await this.tab.click(page.role('button', `Auction ${plotLabel}`, { exact: true }))
    const sheet = page.role('dialog', 'Event card: Auction')
    await this.tab.click(sheet.role('radiogroup', 'Winner').role('radio', winner, { exact: true }))
    await this.tab.fill(sheet.label('Price'), price)
    await this.tab.click(sheet.role('button', 'Confirm', { exact: true }))
    await gone(this.tab, sheet)
  }

  /** The rest of the Year card's opening auctions without a bid (the title under the pile: nothing else changes); then the build-only round is due. */
  async noBids(plotLabel: string, times: number) {
    for (let i = 0; i < times; i++) {
      await this.tab.click(page.role('button', `Auction ${plotLabel}`, { exact: true }))
      const sheet = page.role('dialog', 'Event card: Auction')
      await this.tab.click(sheet.role('button', 'No bid: title under the pile', { exact: true }))
      await gone(this.tab, sheet)
    }
  }

  square(row: number, col: number): Loc {
    return page.role('group', 'Squares of the map').css(`[data-square="${row}-${col}"]`)
  }

  async build(row: number, col: number, type: string, twoAcresWith?: string) {
    await this.tab.click(this.square(row, col))
    const form = page.role('form', /^Build for /)
    await this.tab.click(form.role('radio', new RegExp(`^${type}:`)))
    if (twoAcresWith) await this.tab.click(form.role('radio', `2 acres with ${twoAcresWith}`, { exact: true }))
    await this.tab.click(form.role('button', new RegExp(`^Build ${type}`)))
    await gone(this.tab, form)
  }

  card(name: string): Loc {
    return page.role('region', /^Event cards/).role('button', name, { exact: true })
  }

  cardSheet(name: string): Loc {
    return page.role('dialog', `Event card: ${name}`)
  }
}

export class GmbhGame extends App {
  entry(round: number): Loc {
    return page.role('form', `Score round ${round}`)
  }

  async scoreRound(
    round: number,
    input: { middle: string; stopper: string; hands: Record<string, Record<string, number>> },
  ) {
    const form = this.entry(round)
    await this.tab.click(page.role('button', `Score round ${round}`, { exact: true }))
    await see(this.tab, form)
    await this.tab.click(
      form.role('radiogroup', 'Middle card (bankrupt company)').role('radio', input.middle, { exact: true }),
    )
    await this.tab.click(form.role('radiogroup', 'Called Stopp').role('radio', input.stopper, { exact: true }))
    for (const [player, hand] of Object.entries(input.hands)) {
      for (const [company, k] of Object.entries(hand)) {
        await this.tab.click(
          form.role('group', `Companies in the hand of ${player}`).role('button', company, { exact: true }),
        )
        await this.tab.click(
          form.role('radio', `${player}: ${company} ${k} card${k === 1 ? '' : 's'}`, { exact: true }),
        )
      }
    }
    await this.tab.click(form.role('button', /^Fill in the last player/))
    await seeText(this.tab, form.role('status'), 'Every company adds up.')
    await this.tab.click(form.role('button', `Confirm round ${round}`, { exact: true }))
    await gone(this.tab, form)
  }

  /** Every player's total as the score pad states it. */
  async totals(players: string[]): Promise<Record<string, number>> {
    const out: Record<string, number> = {}
    for (const p of players) {
      const t = await this.tab.readAll<string>(
        page.text(new RegExp(`^Total of ${p}: -?\\d+ points$`)),
        '(el) => el.textContent.trim()',
      )
      const m = /: (-?\d+) points/.exec(t[0] ?? '')
      if (m) out[p] = Number(m[1])
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
