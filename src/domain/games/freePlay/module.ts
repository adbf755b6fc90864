import { checkAmount } from '../../money'
import { rankBy } from '../rank'
import type { GameModule } from '../contract'
import { isOut, salaryOf, samplePayment } from '../common'
import { ENTRY_KINDS, ERROR_CODES } from './codes'
import { checkFreePlayState } from './dataSchema'
import {
  FREE_PLAY_DEFAULTS,
  freePlay,
  freePlayConfig,
  type FreePlayAction,
  type FreePlayConfig,
  type FreePlayData,
} from './pack'
import type { Json, LedgerState } from '../../ledger/types'

/** What the free-play screen shows: balances and who has left the table. */
export interface FreePlayView {
  balances: Record<string, number>
  isOut: Record<string, boolean>
}

function option(options: { [k: string]: Json } | undefined, key: string): Json | undefined {
  return options && Object.hasOwn(options, key) ? options[key] : undefined
}

/** An optional amount option: absent, 0 (none), or a positive whole amount (refused otherwise). */
function optionalAmount(options: { [k: string]: Json } | undefined, key: string): number | undefined {
  const v = option(options, key)
  return v === undefined || v === 0 ? v : checkAmount(v, undefined, key)
}

/** Free play: a banker for any board game played with money (players, capital, optional salary). */
export const freePlayModule = {
  ...freePlay,
  type: 'freePlay',
  playerLimits: { min: FREE_PLAY_DEFAULTS.minPlayers, max: FREE_PLAY_DEFAULTS.maxPlayers, defaultCount: 3 },
  messages: null,
  isScorePad: false,
  errorCodes: ERROR_CODES,
  entryKinds: ENTRY_KINDS,
  parseConfig(input) {
    return freePlayConfig({
      players: input.players,
      currency: input.currency,
      startingCapital: optionalAmount(input.options, 'startingCapital'),
      salary: optionalAmount(input.options, 'salary'),
      allowNegative: option(input.options, 'allowNegative') === true,
    })
  },
  view(state: LedgerState<FreePlayData>, config: FreePlayConfig): FreePlayView {
    return {
      balances: { ...state.balances },
      isOut: Object.fromEntries(config.players.map((p) => [p.id, isOut(state, p.id)])),
    }
  },
  ranking(state, config) {
    return rankBy(
      config.players.map((p) => ({
        player: p.id,
        name: p.name,
        value: state.balances[p.id] ?? 0,
        isOut: isOut(state, p.id),
      })),
      (r) => r.value,
      (r) => r.isOut,
    )
  },
  checkState: checkFreePlayState,
  netWorth: () => null,
  // a player's own salary only where the setup pays one (0: the bank's screen has no Salary button either)
  requestKinds: (config) => (salaryOf(config) === 0 ? ['pay'] : ['pay', 'salary']),
  playersMayLeave: true,
  // a player leaving: his money to the bank, a few flags
  entryLimits: { effects: 40, values: 400 },
  sampleAction: (state, config) => samplePayment(state, config),
  demoSetup: () => ({
    players: ['Anna', 'Ben', 'Cem'].map((name, i) => ({ id: `p${i + 1}`, name })),
    currency: '€',
    options: { startingCapital: 1500, salary: 200 },
  }),
  startingNotes: () => [],
} satisfies GameModule<FreePlayConfig, FreePlayData, FreePlayAction, FreePlayView, never>
