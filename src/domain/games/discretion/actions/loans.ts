import { requireActive } from '../../common'
import type { DiscretionErrorCode } from '../codes'
import { excessLoans } from '../collateral'
import { bankLoanSupply, buildingsOf, sharkLoanSupply } from '../rules'
import { count, fail, type Purpose, type Tx } from '../settlement'
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
const BANK_LOAN: LoanBook = {
  book: 'bankLoans',
  lends: MONEY.bankLoan,
  repays: MONEY.bankLoanRepay,
  supply: bankLoanSupply,
  supplyExhausted: 'bankLoanSupplyExhausted',
  take: 'bankLoan',
  repay: 'repayBankLoan',
}
/** Loan-shark loans (RULES.md Discretion): 100,000 each, repaid with 200,000; 40 in all. */
const SHARK_LOAN: LoanBook = {
  book: 'sharkLoans',
  lends: MONEY.sharkLoan,
  repays: MONEY.sharkRepay,
  supply: sharkLoanSupply,
  supplyExhausted: 'sharkSupplyExhausted',
  take: 'sharkLoan',
  repay: 'repaySharkLoan',
}

/**
 * Takes `count` loans of one kind: the player must be in the game, the kind's own rule (`allow`)
 * must admit them, and the supply must hold them.
 */
function takeLoan(
  tx: Tx,
  a: { player: string; count?: number },
  loan: LoanBook,
  allow: (player: string, loans: number, n: number) => void,
  info: Record<string, boolean | string> = {},
): string {
  const player = requireActive(tx.state, tx.config, a.player)
  const n = count(a.count, 'count')
  book(tx, player, n, loan, allow)
  Object.assign(tx.info, { player, count: n, ...info })
  return loan.take
}

/** Books `n` loans of one kind to a player once the kind's rule (`allow`) and the supply admit them. */
function book(
  tx: Tx,
  player: string,
  n: number,
  loan: LoanBook,
  allow: (player: string, loans: number, n: number) => void,
): void {
  const loans = tx.data[loan.book][player] ?? 0
  allow(player, loans, n)
  const available = loan.supply(tx.data)
  if (n > available) fail(loan.supplyExhausted, { player, available, count: n })
  tx.add(player, loan.lends * n, loan.take)
  tx.b.set([loan.book, player], loans + n)
}

/** The bank's rule for a loan: 3 buildings held per loan, the new ones included. */
function requireCollateral(tx: Tx, player: string, loans: number, n: number): void {
  const buildings = buildingsOf(tx.data, tx.board, player).length
  const needed = LIMITS.buildingsPerLoan * (loans + n)
  if (buildings < needed) fail('collateralInsufficient', { player, buildings, loans, needed })
}

/** The loan shark's rule: at most 20 loans a player. */
function requireSharkLimit(player: string, loans: number, n: number): void {
  if (loans + n > LIMITS.sharkPerPlayer) fail('sharkLoanLimit', { player, loans, count: n, max: LIMITS.sharkPerPlayer })
}

/**
 * Loans that pay for the active player's own build inside the build's action (RULES.md: only for
 * a shortfall, no more units than it; bank loans with their collateral, loan-shark loans within 20 a
 * player; both within the supply). `shortfall` is what he still lacks for the build at that point.
 */
export function lendForBuild(tx: Tx, player: string, n: number, kind: 'bank' | 'shark', shortfall: number): void {
  const purpose: Purpose = { type: 'build', shortfall }
  if (kind === 'bank') {
    book(tx, player, n, BANK_LOAN, (p, loans, k) => {
      checkShortfall(p, k, purpose, MONEY.bankLoan)
      requireCollateral(tx, p, loans, k)
    })
  } else {
    book(tx, player, n, SHARK_LOAN, (p, loans, k) => {
      checkShortfall(p, k, purpose, MONEY.sharkLoan)
      requireSharkLimit(p, loans, k)
    })
  }
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

/** Cards whose settlement another player may pay with a bank loan (RULES.md: a building-tax or land-tax card). */
const TAX_CARDS: ReadonlySet<string> = new Set(['buildingTax', 'landTax'])
/** Cards that charge interest: never paid with a bank loan. */
const INTEREST_CARDS: ReadonlySet<string> = new Set(['interest', 'endOfYear'])

/** A loan for a purpose (`for`) needs a shortfall under it and covers no more than it: units of `unit` each. */
function checkShortfall(player: string, n: number, purpose: Purpose, unit: number): void {
  if (purpose.shortfall <= 0) fail('noShortfall', { player, purpose: purpose.type })
  const needed = Math.ceil(purpose.shortfall / unit)
  if (n > needed) fail('loanExceedsShortfall', { player, count: n, needed, shortfall: purpose.shortfall })
}

/**
 * A bank loan (RULES.md): the active player on his turn; another player only to pay a tax card
 * (`for` a building-tax or land-tax card he is short for; `forTax: true` is the banker's word for it);
 * never for interest; 3 buildings held per loan.
 */
export function doBankLoan(
  tx: Tx,
  a: Extract<DiscretionAction, { type: 'bankLoan' }>,
  purpose: Purpose | null,
): string {
  const allow = (player: string, loans: number, n: number): void => {
    if (purpose) {
      if (INTEREST_CARDS.has(purpose.type)) fail('bankLoanNotForInterest', { player, purpose: purpose.type })
      if (player !== tx.data.active && !TAX_CARDS.has(purpose.type))
        fail('notActivePlayer', { player, active: tx.data.active })
      checkShortfall(player, n, purpose, MONEY.bankLoan)
    } else if (!a.forTax && player !== tx.data.active) fail('notActivePlayer', { player, active: tx.data.active })
    requireCollateral(tx, player, loans, n)
  }
  const info: Record<string, boolean | string> = {
    forTax: a.forTax === true || (purpose !== null && TAX_CARDS.has(purpose.type)),
  }
  if (purpose) info.for = purpose.type
  return takeLoan(tx, a, BANK_LOAN, allow, info)
}

/**
 * Repays bank loans at 600,000 each — only when forced (RULES.md: a player whose buildings fell below
 * 3 × loans repays the excess); otherwise bank loans are repaid on the Interest card (`bankLoanRepayNotNow`).
 */
export function doRepayBankLoan(tx: Tx, a: Extract<DiscretionAction, { type: 'repayBankLoan' }>): string {
  const player = requireActive(tx.state, tx.config, a.player)
  const excess = excessLoans(tx.data, tx.board, player)
  if (count(a.count, 'count') > excess) fail('bankLoanRepayNotNow', { player, excess })
  return repayLoan(tx, a, BANK_LOAN)
}

/**
 * A loan-shark loan (RULES.md): at most 20 per player; only for a shortfall under what the player
 * is paying (`for`, required: `loanPurposeRequired` without it) and no more units than it.
 * Loans taken for End of Year carry no interest on that card.
 */
export function doSharkLoan(
  tx: Tx,
  a: Extract<DiscretionAction, { type: 'sharkLoan' }>,
  purpose: Purpose | null,
): string {
  const allow = (player: string, loans: number, n: number): void => {
    if (!purpose) fail('loanPurposeRequired', { player })
    checkShortfall(player, n, purpose, MONEY.sharkLoan)
    requireSharkLimit(player, loans, n)
  }
  const kind = takeLoan(tx, a, SHARK_LOAN, allow, purpose ? { for: purpose.type } : {})
  if (purpose?.type === 'endOfYear') {
    const free = tx.data.yearEndLoans ?? {}
    const player = a.player
    tx.b.set(['yearEndLoans'], { ...free, [player]: (free[player] ?? 0) + count(a.count, 'count') })
  }
  return kind
}

/** RULES.md: loan-shark loans are repaid only on the End of Year card (its `repay` choice): a repayment at any other time is refused. */
export function doRepaySharkLoan(tx: Tx, a: Extract<DiscretionAction, { type: 'repaySharkLoan' }>): string {
  fail('sharkLoanRepayNotNow', { player: requireActive(tx.state, tx.config, a.player) })
}
