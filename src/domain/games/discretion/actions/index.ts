import type { LedgerState } from '../../../ledger/types'
import { enforceCollateral } from '../collateral'
import { nextPlayer } from '../rules'
import { fail, Tx } from '../settlement'
import type { DiscretionAction, DiscretionConfig, DiscretionData } from '../types'
import { doBuild, doDemolish } from './buildings'
import { doBuildingTax, doEndOfYear, doExtraHarvest, doExtraRent, doHarvest, doInterest, doLandTax, doOtherCard, doRent } from './cards'
import { doBankLoan, doRepayBankLoan, doRepaySharkLoan, doSharkLoan } from './loans'
import { doAuction, doCompulsory, doInheritance } from './titles'
import { doBankruptcy, doPassTurn, doSetActive, doSetYear } from './turn'

/** Each action by its type. */
type ActionMap = { [A in DiscretionAction as A['type']]: A }
type ActionType = keyof ActionMap

/** The handler of every action type: settles it on the transaction and returns the entry kind. */
const HANDLERS: { [K in ActionType]: (tx: Tx, a: ActionMap[K]) => string } = {
  auction: (tx, a) => doAuction(tx, a.plot, a.winner, a.price, 'auction'),
  compulsoryAuction: doCompulsory,
  inheritance: doInheritance,
  build: doBuild,
  demolish: doDemolish,
  rent: (tx, a) => doRent(tx, a.buildingType),
  buildingTax: (tx, a) => doBuildingTax(tx, a.buildingType),
  landTax: doLandTax,
  harvest: (tx) => doHarvest(tx),
  extraHarvest: doExtraHarvest,
  extraRent: doExtraRent,
  interest: doInterest,
  endOfYear: doEndOfYear,
  otherCard: doOtherCard,
  bankLoan: doBankLoan,
  repayBankLoan: doRepayBankLoan,
  sharkLoan: doSharkLoan,
  repaySharkLoan: doRepaySharkLoan,
  bankruptcy: doBankruptcy,
  // a payment is one posting between two accounts, planned by the pack without a settlement
  pay: () => fail('unknownAction', { type: 'pay' }),
  passTurn: (tx) => doPassTurn(tx),
  setActive: doSetActive,
  setYear: doSetYear,
}

function isActionType(type: unknown): type is ActionType {
  return typeof type === 'string' && Object.hasOwn(HANDLERS, type)
}

function handle<K extends ActionType>(tx: Tx, type: K, action: ActionMap[K]): string {
  return HANDLERS[type](tx, action)
}

/** Runs one action against a working copy: the per-player lines, effects and info. */
export function settle(state: LedgerState<DiscretionData>, action: DiscretionAction, config: DiscretionConfig, preview: boolean): { tx: Tx; kind: string } {
  if (action === null || typeof action !== 'object') fail('unknownAction', { type: String(action) })
  const tx = new Tx(state, config, preview)
  if (state.data.finished) fail('gameOver')
  if (!isActionType(action.type)) fail('unknownAction', { type: String(action.type) })
  const kind = handle(tx, action.type, action)
  // actions of the turn and year change no buildings: no collateral check and no passing on
  if (action.type !== 'passTurn' && action.type !== 'setActive' && action.type !== 'setYear' && action.type !== 'pay') {
    enforceCollateral(tx, action)
    if (action.passTurn === true) tx.b.set(['active'], nextPlayer(config, tx.data, tx.data.active))
  }
  if (tx.removed.length) tx.info.removed = tx.removed
  return { tx, kind }
}
