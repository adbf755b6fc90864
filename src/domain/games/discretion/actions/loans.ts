import { requireActive } from '../../common'
import type { DiscretionErrorCode } from '../codes'
import { bankLoanSupply, buildingsOf, sharkLoanSupply } from '../rules'
import { count, fail, type Tx } from '../settlement'
import { LIMITS, MONEY, type DiscretionAction, type DiscretionData } from '../types'

/** One kind of loan: where it is booked, what it lends and costs to repay, its supply and entry kinds. */
interface LoanBook {
  book: 'bankLoans' | 'sharkLoans'
  lends: number
  repays: number
  supply: (data: DiscretionData) => number
  supplyExhausted: DiscretionErrorCode
  take: string
  repay: string
}

/** Bank loans (RULES.md Discretion): 500,000 each, repaid with 600,000; 30 in the bank. */
const BANK_LOAN: LoanBook = { book: 'bankLoans', lends: MONEY.bankLoan, repays: MONEY.bankLoanRepay, supply: bankLoanSupply, supplyExhausted: 'bankLoanSupplyExhausted', take: 'bankLoan', repay: 'repayBankLoan' }
/** Loan-shark loans (RULES.md Discretion): 100,000 each, repaid with 200,000; 40 in all. */
const SHARK_LOAN: LoanBook = { book: 'sharkLoans', lends: MONEY.sharkLoan, repays: MONEY.sharkRepay, supply: sharkLoanSupply, supplyExhausted: 'sharkSupplyExhausted', take: 'sharkLoan', repay: 'repaySharkLoan' }

/**
 * Takes `count` loans of one kind: the player must be in the game, the kind's own rule (`allow`)
 * must admit them, and the supply must hold them.
 */
function takeLoan(tx: Tx, a: { player: string; count?: number }, loan: LoanBook, allow: (player: string, loans: number, n: number) => void, info: Record<string, boolean> = {}): string {
  const player = requireActive(tx.state, tx.config, a.player)
  const n = count(a.count, 'count')
  const loans = tx.data[loan.book][player] ?? 0
  allow(player, loans, n)
  const available = loan.supply(tx.data)
  if (n > available) fail(loan.supplyExhausted, { player, available, count: n })
  tx.add(player, loan.lends * n, loan.take)
  tx.b.set([loan.book, player], loans + n)
  Object.assign(tx.info, { player, count: n, ...info })
  return loan.take
}

/** Repays `count` loans of one kind at the kind's repayment price; no more than the player holds. */
function repayLoan(tx: Tx, a: { player: string; count?: number }, loan: LoanBook): string {
  const player = requireActive(tx.state, tx.config, a.player)
  const n = count(a.count, 'count')
  const loans = tx.data[loan.book][player] ?? 0
  if (n > loans) fail('repayTooMany', { player, count: n, loans })
  tx.add(player, -loan.repays * n, loan.repay)
  tx.b.set([loan.book, player], loans - n)
  Object.assign(tx.info, { player, count: n })
  return loan.repay
}

/** A bank loan (RULES.md): on the player's own turn (or to pay a tax), 3 buildings held per loan. */
export function doBankLoan(tx: Tx, a: Extract<DiscretionAction, { type: 'bankLoan' }>): string {
  const allow = (player: string, loans: number, n: number): void => {
    if (!a.forTax && player !== tx.data.active) fail('notActivePlayer', { player, active: tx.data.active })
    const buildings = buildingsOf(tx.data, tx.board, player).length
    const needed = LIMITS.buildingsPerLoan * (loans + n)
    if (buildings < needed) fail('collateralInsufficient', { player, buildings, loans, needed })
  }
  return takeLoan(tx, a, BANK_LOAN, allow, { forTax: a.forTax === true })
}

/** Repays bank loans at 600,000 each. */
export function doRepayBankLoan(tx: Tx, a: Extract<DiscretionAction, { type: 'repayBankLoan' }>): string {
  return repayLoan(tx, a, BANK_LOAN)
}

/** A loan-shark loan (RULES.md): at any time, at most 20 per player. */
export function doSharkLoan(tx: Tx, a: Extract<DiscretionAction, { type: 'sharkLoan' }>): string {
  const allow = (player: string, loans: number, n: number): void => {
    if (loans + n > LIMITS.sharkPerPlayer) fail('sharkLoanLimit', { player, loans, count: n, max: LIMITS.sharkPerPlayer })
  }
  return takeLoan(tx, a, SHARK_LOAN, allow)
}

/** Repays loan-shark loans at 200,000 each. */
export function doRepaySharkLoan(tx: Tx, a: Extract<DiscretionAction, { type: 'repaySharkLoan' }>): string {
  return repayLoan(tx, a, SHARK_LOAN)
}
