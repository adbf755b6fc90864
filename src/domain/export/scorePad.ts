import type { Posting } from '../ledger/types'

/**
 * The points of one score-pad entry (a GmbH round): every player of the game in seating order
 * with his net points, 0 included, and no bank row (points are scored, not paid).
 */
export function playerPoints(postings: readonly Posting[], players: readonly { id: string }[]): Posting[] {
  return players.map((p) => ({
    account: p.id,
    amount: postings.reduce((sum, x) => (x.account === p.id ? sum + x.amount : sum), 0),
  }))
}
