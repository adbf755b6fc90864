import { buildingsOf, clockwiseFrom } from './rules'
import { checkPerPlayerKeys, fail, type Tx } from './settlement'
import { LIMITS, MONEY, type Board, type CollateralFields, type DiscretionData } from './types'

/** The bank loans a player's buildings allow (RULES.md: 3 buildings per loan held), and how many he holds beyond that. */
export function bankLoanCapacity(
  data: DiscretionData,
  board: Board,
  player: string,
): { buildings: number; allowed: number; excess: number } {
  const loans = data.bankLoans[player] ?? 0
  const buildings = buildingsOf(data, board, player).length
  const allowed = Math.floor(buildings / LIMITS.buildingsPerLoan)
  return { buildings, allowed, excess: Math.max(0, loans - allowed) }
}

/** Excess bank loans (RULES.md: a player needs 3 buildings per loan held). */
export function excessLoans(data: DiscretionData, board: Board, player: string): number {
  return bankLoanCapacity(data, board, player).excess
}

/** Repays loans a player must repay at once after losing buildings (600,000 each), or refuses naming him. */
export function enforceCollateral(tx: Tx, a: CollateralFields): void {
  checkPerPlayerKeys(tx, a.repayLoans, 'repayLoans')
  for (const p of clockwiseFrom(tx.config, tx.data, tx.data.active)) {
    const loans = tx.data.bankLoans[p] ?? 0
    const excess = excessLoans(tx.data, tx.board, p)
    const asked = a.repayLoans?.[p]
    let k = a.autoRepay ? excess : 0
    if (asked !== undefined) {
      if (typeof asked !== 'number' || !Number.isSafeInteger(asked) || asked < 0)
        fail('countInvalid', { field: 'repayLoans', player: p, value: String(asked) })
      if (asked > loans) fail('repayTooMany', { player: p, count: asked, loans })
      // RULES.md: beside the Interest card, bank loans are repaid only when forced (the excess)
      if (asked > excess) fail('bankLoanRepayNotNow', { player: p, excess })
      k = Math.max(k, asked)
    }
    if (excess > 0) tx.excess.set(p, excess)
    if (k < excess) {
      if (tx.preview) k = excess
      else
        fail('collateralShortfall', { player: p, excess, loans, buildings: buildingsOf(tx.data, tx.board, p).length })
    }
    if (k > 0) {
      tx.add(p, -MONEY.bankLoanRepay * k, 'repayBankLoan')
      tx.b.set(['bankLoans', p], loans - k)
    }
  }
}
