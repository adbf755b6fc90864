import { RuleError } from '../../errors'
import { BANK, type EntryDraft, type LedgerState } from '../../ledger/types'
import { playerAccounts } from '../common'
import type { RulePack } from '../types'
import { planCorrectRound, planScoreRound } from './actions/round'
import type { ScorePadConfig } from './config'
import type { ScorePadAction, ScorePadData } from './state'

type Planner = (state: LedgerState<ScorePadData>, action: ScorePadAction, config: ScorePadConfig) => EntryDraft

/** Each action type's planner (actions/round.ts). */
const PLANNERS: { [T in ScorePadAction['type']]: Planner } = {
  scoreRound: (state, action, config) => planScoreRound(state, action, config),
  correctRound: (state, action, config) =>
    planCorrectRound(state, action as Extract<ScorePadAction, { type: 'correctRound' }>, config),
}

/** The score pad's rule pack: each round (and each correction) is one entry of points from the bank (issue 36). */
export const scorePadPack: RulePack<ScorePadConfig, ScorePadData, ScorePadAction> = {
  type: 'scorePad',
  initialState(config) {
    const balances: Record<string, number> = {}
    for (const a of playerAccounts(config)) balances[a] = 0
    return { balances, data: { eliminated: {}, round: 0, rounds: {} } }
  },
  setupDrafts() {
    return []
  },
  admitOptions(config) {
    return { accounts: playerAccounts(config), unlimited: [BANK], allowNegative: true }
  },
  plan(state, action, config) {
    const type = (action as { type?: unknown } | null)?.type
    const planner =
      typeof type === 'string' && Object.hasOwn(PLANNERS, type) ? PLANNERS[type as ScorePadAction['type']] : null
    if (!planner) throw new RuleError('unknownAction', { type: String(type) })
    return planner(state, action, config)
  },
}
