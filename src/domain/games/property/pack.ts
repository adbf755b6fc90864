import { RuleError } from '../../errors'
import { BANK, type EntryDraft } from '../../ledger/types'
import { playerAccounts, refuseWhenOver, transfer } from '../common'
import type { Rng, RulePack } from '../types'
import type { BoardId } from './board'
import type { PropertyConfig } from './config'
import { planAuction, planBuy } from './actions/buy'
import { planBuild, planHouseAuction, planSell } from './actions/build'
import type { Ctx, Handler } from './actions/context'
import {
  clearLeftJail,
  planGoToJail,
  planLeaveJail,
  planPayJailFine,
  planReceiveJailCard,
  planSellJailCard,
  planUseJailCard,
} from './actions/jail'
import { planCard } from './actions/card'
import { planCollectJackpot, planPay, planRent, planSalary, planTax } from './actions/money'
import { planMortgage, planRepay } from './actions/mortgage'
import { planBankruptcy } from './actions/bankruptcy'
import { planTradeAction } from './actions/trade'
import { planExtendTime, planTimeUp } from './actions/clock'
import { JACKPOT, boardFor, type PropertyData, type PropertyState } from './state'
import type { PropertyAction, PropertyActionOf, PropertyActionType } from './types'

export * from './types'
export { resolvePlayer } from './actions/context'

/** Every action type with the handler that plans it (actions/ by family). */
const HANDLERS: { [K in PropertyActionType]: Handler<K> } = {
  buy: planBuy,
  auction: planAuction,
  rent: planRent,
  salary: planSalary,
  tax: planTax,
  card: planCard,
  collectJackpot: planCollectJackpot,
  pay: planPay,
  goToJail: planGoToJail,
  leaveJail: planLeaveJail,
  payJailFine: planPayJailFine,
  useJailCard: planUseJailCard,
  receiveJailCard: planReceiveJailCard,
  sellJailCard: planSellJailCard,
  build: planBuild,
  sell: planSell,
  houseAuction: planHouseAuction,
  mortgage: planMortgage,
  repay: planRepay,
  trade: planTradeAction,
  bankruptcy: planBankruptcy,
  timeUp: planTimeUp,
  extendTime: planExtendTime,
}

function isActionType(type: unknown): type is PropertyActionType {
  return typeof type === 'string' && Object.hasOwn(HANDLERS, type)
}

function dispatch<K extends PropertyActionType>(ctx: Ctx, type: K, action: PropertyActionOf<K>): EntryDraft {
  const handler: Handler<K> = HANDLERS[type]
  return handler(ctx, action)
}

/** Plans one action (pure); throws RuleError when a rule of RULES.md forbids it. */
export function planProperty(state: PropertyState, action: PropertyAction, config: PropertyConfig): EntryDraft {
  const ctx: Ctx = { state, config, board: boardFor(config), data: state.data }
  if (action === null || typeof action !== 'object') throw new RuleError('unknownAction', { type: String(action) })
  if (!isActionType(action.type)) throw new RuleError('unknownAction', { type: String(action.type) })
  // RULES.md Shared: a finished game is final; only a longer agreed time reopens one whose time was up
  refuseWhenOver(state, config, action.type !== 'extendTime' && state.data.timeUp === true)
  const draft = dispatch(ctx, action.type, action)
  return clearLeftJail(ctx, action, draft)
}

/** Fisher–Yates with the injected rng (deterministic quick start). */
function shuffle<T>(items: T[], rng: Rng): T[] {
  const a = items.slice()
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(rng() * (i + 1)))
    const t = a[i] as T
    a[i] = a[j] as T
    a[j] = t
  }
  return a
}

/** The data before any entry: nothing owned, built, mortgaged or in jail; the bank's full building supply. */
function initialData(config: PropertyConfig): PropertyData {
  return {
    eliminated: {},
    owner: {},
    level: {},
    mortgage: {},
    supply: { houses: config.options.houses, hotels: config.options.hotels },
    jail: {},
    leftJail: {},
    jailCards: {},
  }
}

/** A rule pack for one board (DKT or Monopoly German rules); the app calls the same `plan`. */
export function makePropertyPack(type: BoardId): RulePack<PropertyConfig, PropertyData, PropertyAction> {
  return {
    type,
    initialState(config) {
      const balances: Record<string, number> = {}
      for (const acc of playerAccounts(config)) balances[acc] = 0
      if (config.options.freeParkingJackpot) balances[JACKPOT] = 0
      return { balances, data: initialData(config) }
    },
    setupDrafts(config, rng) {
      const drafts: EntryDraft[] = []
      const capital = config.options.startingCapital
      if (capital > 0)
        for (const p of config.players)
          drafts.push({
            kind: 'startingCapital',
            postings: transfer(BANK, p.id, capital),
            info: { player: p.id, amount: capital },
          })
      if (config.options.quickStart) {
        // RULES.md DKT option: each player is dealt 2 random property cards and buys them at the printed price
        const deck = shuffle(boardFor(config).properties, rng)
        config.players.forEach((p, i) => {
          for (const c of deck.slice(2 * i, 2 * i + 2)) {
            drafts.push({
              kind: 'quickStartBuy',
              postings: transfer(p.id, BANK, c.price),
              effects: [{ path: ['owner', String(c.position)], from: null, to: p.id }],
              info: { player: p.id, property: c.name, price: c.price },
            })
          }
        })
      }
      return drafts
    },
    admitOptions(config) {
      const accounts = playerAccounts(config)
      if (config.options.freeParkingJackpot) accounts.push(JACKPOT)
      return { accounts, unlimited: [BANK], allowNegative: config.options.allowNegative }
    },
    plan(state, action, config) {
      if (config.type !== type) throw new RuleError('wrongGame', { game: config.type })
      return planProperty(state, action, config)
    },
  }
}
