import type { LedgerState } from '../../../ledger/types'
import { enforceCollateral } from '../collateral'
import { nextPlayer } from '../rules'
import { fail, Tx, type Purpose } from '../settlement'
import type { DiscretionAction, DiscretionConfig, DiscretionData } from '../types'
import { doBuild, doDemolish } from './buildings'
import {
  doBuildingTax,
  doEndOfYear,
  doExtraHarvest,
  doExtraRent,
  doHarvest,
  doInterest,
  doLandTax,
  doOtherCard,
  doRent,
} from './cards'
import { doBankLoan, doRepayBankLoan, doRepaySharkLoan, doSharkLoan } from './loans'
import { doAuction, doCompulsory, doInheritance } from './titles'
import { doBankruptcy, doPassTurn, doSetActive, doSetYear } from './turn'

/** Each action by its type. */
type ActionMap = { [A in DiscretionAction as A['type']]: A }
type ActionType = keyof ActionMap

/** The handler of every action type: settles it on the transaction and returns the entry kind. */
const HANDLERS: { [K in ActionType]: (tx: Tx, a: ActionMap[K]) => string } = {
  auction: (tx, a) => {
    // an Auction card drawn from the Event deck passes the turn; the Year card's auctions do not
    if (a.passTurn === true) tx.info.eventCard = true
    return doAuction(tx, a.plot, a.winner, a.price, 'auction')
  },
  compulsoryAuction: doCompulsory,
  inheritance: doInheritance,
  build: doBuild,
  demolish: (tx, a) => doDemolish(tx, a, shortfallUnder(tx, a.player, a.for)),
  rent: (tx, a) => doRent(tx, a.buildingType),
  buildingTax: (tx, a) => doBuildingTax(tx, a.buildingType),
  landTax: doLandTax,
  harvest: (tx) => doHarvest(tx),
  extraHarvest: doExtraHarvest,
  extraRent: doExtraRent,
  interest: doInterest,
  endOfYear: doEndOfYear,
  otherCard: doOtherCard,
  bankLoan: (tx, a) => doBankLoan(tx, a, shortfallUnder(tx, a.player, a.for)),
  repayBankLoan: doRepayBankLoan,
  sharkLoan: (tx, a) => doSharkLoan(tx, a, shortfallUnder(tx, a.player, a.for)),
  repaySharkLoan: doRepaySharkLoan,
  bankruptcy: doBankruptcy,
  // a payment is one posting between two accounts, planned by the pack without a settlement
  pay: () => fail('unknownAction', { type: 'pay' }),
  passTurn: (tx) => doPassTurn(tx),
  setActive: doSetActive,
  setYear: doSetYear,
}

/** What a loan or a demolition may pay for (RULES.md Discretion: a card's settlement, or the active player's building). */
const PURPOSES: ReadonlySet<string> = new Set([
  'rent',
  'buildingTax',
  'landTax',
  'harvest',
  'extraHarvest',
  'extraRent',
  'interest',
  'endOfYear',
  'otherCard',
  'auction',
  'compulsoryAuction',
  'inheritance',
  'build',
])

/** Actions that raise or settle cash while a card is being paid: they keep the End of Year's interest-free loans. */
const RAISING_CASH: ReadonlySet<string> = new Set([
  'bankLoan',
  'sharkLoan',
  'repayBankLoan',
  'repaySharkLoan',
  'demolish',
  'bankruptcy',
  'pay',
])

/**
 * The shortfall of `player` under the action a loan or demolition pays for (`for`): what he would
 * lack if that action were applied now (its choices at their defaults). Null without `for`.
 */
function shortfallUnder(tx: Tx, player: string, purpose: DiscretionAction | undefined): Purpose | null {
  if (purpose === undefined) return null
  if (purpose === null || typeof purpose !== 'object' || !PURPOSES.has(purpose.type))
    fail('loanPurposeInvalid', {
      player: String(player),
      purpose: String((purpose as { type?: unknown } | null)?.type),
    })
  const { tx: under } = settle(tx.state, purpose, tx.config, true)
  const amount = under.lines.get(player)?.amount ?? 0
  const after = (tx.state.balances[player] ?? 0) + amount
  return { type: purpose.type, shortfall: amount < 0 && after < 0 ? -after : 0 }
}

function isActionType(type: unknown): type is ActionType {
  return typeof type === 'string' && Object.hasOwn(HANDLERS, type)
}

function handle<K extends ActionType>(tx: Tx, type: K, action: ActionMap[K]): string {
  return HANDLERS[type](tx, action)
}

/** Runs one action against a working copy: the per-player lines, effects and info. */
export function settle(
  state: LedgerState<DiscretionData>,
  action: DiscretionAction,
  config: DiscretionConfig,
  preview: boolean,
): { tx: Tx; kind: string } {
  if (action === null || typeof action !== 'object') fail('unknownAction', { type: String(action) })
  const tx = new Tx(state, config, preview)
  if (state.data.finished) fail('gameOver')
  if (!isActionType(action.type)) fail('unknownAction', { type: String(action.type) })
  const kind = handle(tx, action.type, action)
  // actions of the turn and year change no buildings: no collateral check and no passing on
  if (action.type !== 'passTurn' && action.type !== 'setActive' && action.type !== 'setYear' && action.type !== 'pay') {
    enforceCollateral(tx, action)
    // End of Year: the player who drew it starts the new year (RULES.md: the turn does not pass)
    if (action.passTurn === true && action.type !== 'endOfYear')
      tx.b.set(['active'], nextPlayer(config, tx.data, tx.data.active))
  }
  // loans taken for an End of Year card are interest-free on that card only
  if (!RAISING_CASH.has(action.type) && tx.data.yearEndLoans !== undefined) tx.b.set(['yearEndLoans'], null)
  if (tx.removed.length) {
    tx.info.removed = tx.removed
    // the buildings in words (history, CSV): each one's type and squares as it stood before this action
    tx.info.removedBuildings = tx.removed.flatMap((id) => {
      const b = state.data.buildings[id]
      return b ? [{ building: id, buildingType: b.type, cells: b.cells }] : []
    })
  }
  return { tx, kind }
}
