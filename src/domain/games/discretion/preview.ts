import { RuleError } from '../../errors'
import type { LedgerState } from '../../ledger/types'
import { settle } from './actions'
import { checkCash, lineOrder, type ActionPreview, type PreviewLine } from './settlement'
import type { DiscretionAction, DiscretionConfig, DiscretionData } from './types'

/**
 * The confirm sheet of an action (RULES.md: each player's line with what he pays or receives and
 * the card's choice with its default), computed without changing anything. Missing choices take
 * their defaults (pay; best plot or building); `problem` is what apply would refuse, if anything.
 */
export function previewAction(
  state: LedgerState<DiscretionData>,
  action: DiscretionAction,
  config: DiscretionConfig,
): ActionPreview {
  const { tx, kind } = settle(state, action, config, true)
  let problem: ActionPreview['problem'] = null
  try {
    settleAndCheck(state, action, config)
  } catch (e) {
    if (e instanceof RuleError) problem = { code: e.code, params: e.params }
    else throw e
  }
  const lines: PreviewLine[] = lineOrder(tx).map((p) => {
    const l = tx.lines.get(p) ?? { amount: 0, items: [] }
    const balance = state.balances[p] ?? 0
    const after = balance + l.amount
    const line: PreviewLine = {
      player: p,
      amount: l.amount,
      balance,
      after,
      shortfall: after < 0 && l.amount < 0 && !config.options.allowNegative ? -after : 0,
      items: l.items,
      excessLoans: tx.excess.get(p) ?? 0,
    }
    const choice = tx.choices.get(p)
    if (choice) line.choice = choice
    return line
  })
  return { kind, lines, problem, info: tx.info }
}

function settleAndCheck(state: LedgerState<DiscretionData>, action: DiscretionAction, config: DiscretionConfig): void {
  const { tx } = settle(state, action, config, false)
  checkCash(tx)
}
