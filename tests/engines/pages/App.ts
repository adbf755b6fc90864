// The one page object of the engine flows: start screen, setup, game screen (balances, Pay sheet,
// undo bar, snackbar). Located by role and accessible name, in the tab's language.
import type { Tab } from '../drivers/tab'
import { gone, eventually, see, until } from '../expect'
import { page, type Loc } from '../locator'
import type { Names } from './names'

export class App {
  constructor(
    readonly tab: Tab,
    readonly n: Names,
  ) {}

  /**
   * The start screen, loaded: its games read from the database (the backup buttons come with them).
   * A flow that goes elsewhere before that leaves in the middle of the first visit's database
   * creation, and WebKitGTK's IndexedDB then runs no transaction on the database again, across
   * reloads, until the browser ends (the kind of wedge WebKit bug 324094 describes for an ended
   * worker): about 1 in 4 such visits here, none once the start screen had its games.
   */
  async home() {
    await this.tab.goto('/')
    await see(this.tab, page.role('heading', this.n.yourGames))
    await see(this.tab, page.role('button', this.n.importBackup))
  }

  async chooseType(type: RegExp) {
    await this.tab.click(page.role('link', this.n.newGame))
    await this.tab.click(page.role('radio', type))
    await until(
      this.tab,
      async () => (await this.tab.readAll<boolean>(page.role('radio', type), '(el) => el.checked'))[0],
      (c) => c === true,
      'the game type is chosen',
    )
    // the type's rules load with the choice; its player rows appear then
    await see(this.tab, page.label(this.n.playerName(1), { exact: true }))
  }

  async setPlayers(players: string[]) {
    for (let i = 0; i < players.length; i++) {
      const row = page.label(this.n.playerName(i + 1), { exact: true })
      if ((await this.tab.count(row)) === 0) await this.tab.click(page.role('button', this.n.addPlayer))
      await this.tab.fill(row, players[i]!)
    }
    for (
      let i = await this.tab.count(page.label(new RegExp(`^${this.n.playerName(0).replace('0', '\\d+')}$`)));
      i > players.length;
      i--
    ) {
      await this.tab.click(page.role('button', this.n.removePlayer(i)))
    }
  }

  async startGame(name: string) {
    await this.tab.click(page.role('button', this.n.startGame))
    await see(this.tab, page.role('heading', name, { exact: true }))
  }

  async newFreePlay(name: string, players: string[]) {
    await this.chooseType(this.n.freePlay)
    await this.tab.fill(page.label(this.n.gameName), name)
    await this.setPlayers(players)
    await this.startGame(name)
  }

  /** Every player's balance as the game screen names it (its balance buttons), by player. */
  async balances(): Promise<Record<string, string>> {
    const labels = await this.tab.attrs(page.css('button[aria-label]'), 'aria-label')
    const out: Record<string, string> = {}
    for (const l of labels) {
      const m = this.n.balanceRe.exec((l ?? '').replace(/\s+/g, ' '))
      if (m) out[m[1]!] = m[2]!.replace(/\s/g, ' ')
    }
    return out
  }

  /** Amounts as balances() reads them (every space a plain one). */
  moneyText(want: Record<string, number>): Record<string, string> {
    return Object.fromEntries(Object.entries(want).map(([p, v]) => [p, this.n.money(v).replace(/\s/g, ' ')]))
  }

  /** The balances come to be exactly these (whole: every player, nobody else). */
  async expectBalances(want: Record<string, number>) {
    await eventually(this.tab, () => this.balances(), this.moneyText(want), 'the balances')
  }

  paySheet(): Loc {
    return page.role('form', this.n.payment)
  }

  async pay(from: string, to: string, amount: string, note?: string) {
    await this.tab.click(page.role('button', this.n.pay, { exact: true }))
    const sheet = this.paySheet()
    await this.tab.click(sheet.role('radiogroup', this.n.from).role('radio', from, { exact: true }))
    await this.tab.click(sheet.role('radiogroup', this.n.to).role('radio', to, { exact: true }))
    for (const d of amount) await this.tab.click(sheet.role('button', this.n.digit(d), { exact: true }))
    if (note) await this.tab.fill(sheet.label(this.n.note), note)
    await this.tab.click(sheet.role('button', this.n.confirmPayment))
    await gone(this.tab, sheet)
  }

  /** The bottom bar's Undo / Redo (the snackbar has its own Undo, named after the action). */
  undo(): Loc {
    return page.css('.game-bar').role('button', this.n.undo, { exact: true })
  }

  redo(): Loc {
    return page.css('.game-bar').role('button', this.n.redo, { exact: true })
  }

  snackbarUndo(what: string): Loc {
    return page.css('.snackbar').role('button', this.n.undoNamed(what), { exact: true })
  }
}
