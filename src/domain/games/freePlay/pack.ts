import { RuleError } from '../../errors'
import { checkAmount } from '../../money'
import { BANK, type EntryDraft, type LedgerState } from '../../ledger/types'
import type { BaseData } from '../../ledger/admit'
import {
  cleanNote,
  planPayment,
  playerAccounts,
  refuseWhenOver,
  requireActive,
  transfer,
  type PayAction,
} from '../common'
import { validatePlayers, type PlayerInput } from '../players'
import type { GameConfig, RulePack } from '../types'

export interface FreePlayOptions {
  [k: string]: number | boolean
  startingCapital: number
  /** 0 = no salary button. */
  salary: number
  allowNegative: boolean
}

export type FreePlayConfig = GameConfig<FreePlayOptions>
export type FreePlayData = BaseData

export type FreePlayAction =
  PayAction | { type: 'salary'; player: string; note?: string } | { type: 'leave'; player: string }

export interface FreePlaySetupInput {
  players: readonly PlayerInput[]
  currency?: string
  startingCapital?: number
  salary?: number
  allowNegative?: boolean
}

export const FREE_PLAY_DEFAULTS = {
  startingCapital: 1500,
  salary: 0,
  currency: '€',
  minPlayers: 2,
  maxPlayers: 8,
} as const

/** Validates a free-play setup: 2–8 players, a starting capital ≥ 0, an optional salary. */
export function freePlayConfig(input: FreePlaySetupInput): FreePlayConfig {
  const players = validatePlayers(input.players, FREE_PLAY_DEFAULTS.minPlayers, FREE_PLAY_DEFAULTS.maxPlayers)
  const startingCapital = input.startingCapital ?? FREE_PLAY_DEFAULTS.startingCapital
  if (startingCapital !== 0) checkAmount(startingCapital, undefined, 'startingCapital')
  const salary = input.salary ?? 0
  if (salary !== 0) checkAmount(salary, undefined, 'salary')
  const currency = (input.currency ?? FREE_PLAY_DEFAULTS.currency).trim()
  if ([...currency].length > 8) throw new RuleError('currencyTooLong', { max: 8 })
  return {
    type: 'freePlay',
    players,
    currency,
    options: { startingCapital, salary, allowNegative: input.allowNegative ?? false },
  }
}

/** Free play: a banker for any board game played with money. */
export const freePlay: RulePack<FreePlayConfig, FreePlayData, FreePlayAction> = {
  type: 'freePlay',
  initialState(config) {
    const balances: Record<string, number> = {}
    for (const a of playerAccounts(config)) balances[a] = 0
    return { balances, data: { eliminated: {} } }
  },
  setupDrafts(config) {
    const c = config.options.startingCapital
    if (c <= 0) return []
    return config.players.map((p) => ({
      kind: 'startingCapital',
      postings: transfer(BANK, p.id, c),
      info: { player: p.id },
    }))
  },
  admitOptions(config) {
    return { accounts: playerAccounts(config), unlimited: [BANK], allowNegative: config.options.allowNegative }
  },
  plan(state: LedgerState<FreePlayData>, action: FreePlayAction, config): EntryDraft {
    // RULES.md Shared: with one player left the game is over and final
    refuseWhenOver(state, config)
    switch (action?.type) {
      case 'pay':
        return planPayment(state, config, action)
      case 'salary': {
        const player = requireActive(state, config, action.player)
        if (config.options.salary <= 0) throw new RuleError('noSalary')
        const note = cleanNote(action.note)
        return { kind: 'salary', postings: transfer(BANK, player, config.options.salary), ...(note ? { note } : {}) }
      }
      case 'leave': {
        const player = requireActive(state, config, action.player)
        // the player's remaining cash goes back to the bank
        const cash = state.balances[player] ?? 0
        return {
          kind: 'leave',
          postings: cash === 0 ? [] : transfer(player, BANK, cash),
          effects: [{ path: ['eliminated', player], from: null, to: true }],
          info: { player },
        }
      }
      default:
        throw new RuleError('unknownAction', { type: String((action as { type?: unknown })?.type) })
    }
  },
}
