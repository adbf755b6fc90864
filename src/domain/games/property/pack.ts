import { RuleError } from '../../errors'
import { EffectBuilder } from '../../ledger/effects'
import { BANK, type EntryDraft, type Json, type Posting } from '../../ledger/types'
import { checkAmount, percentOf } from '../../money'
import { cleanNote, netPostings, playerAccounts, transfer } from '../common'
import type { GameConfig, Rng, RulePack } from '../types'
import { findProperty, type Board, type BoardId, type PropertyCard, type PropertyRef } from './board'
import type { PropertyConfig } from './config'
import {
  JACKPOT,
  boardFor,
  buildingsOf,
  checkBuild,
  checkMortgageAllowed,
  checkNoBuildings,
  checkSell,
  levelOf,
  loanOf,
  openingBid,
  ownerOf,
  rentFor,
  repayCost,
  taxDue,
  type BuildStep,
  type PropertyData,
  type PropertyState,
} from './rules'

/** What one side of a trade hands over. */
export interface TradeSide {
  properties?: PropertyRef[]
  jailCards?: number
  money?: number
}

/** Card payments (Ereignis/Gemeinschaft, Risiko/Bank). */
export type CardEffect = 'payBank' | 'receiveFromBank' | 'payEachPlayer' | 'collectFromEachPlayer' | 'repairs'

/** One sale at a bankruptcy auction. */
export interface AuctionSale {
  property: PropertyRef
  winner: string
  price: number
}

/** Every action of DKT and Monopoly; each is one ledger entry and one undo step. */
export type PropertyAction =
  | { type: 'buy'; player: string; property: PropertyRef; note?: string }
  | { type: 'auction'; player?: string; winner?: string; property: PropertyRef; price: number; note?: string }
  | { type: 'rent'; payer: string; property: PropertyRef; dice?: number; note?: string }
  | { type: 'salary'; player: string; note?: string }
  | { type: 'goToJail'; player: string; note?: string }
  | { type: 'leaveJail'; player: string; method?: 'pay' | 'card' | 'double' | 'served'; note?: string }
  | { type: 'payJailFine'; player: string; note?: string }
  | { type: 'useJailCard'; player: string; note?: string }
  | { type: 'receiveJailCard'; player: string; note?: string }
  | { type: 'sellJailCard'; from: string; to: string; price: number; note?: string }
  | { type: 'tax'; player: string; space: PropertyRef; note?: string }
  | { type: 'card'; player: string; card: CardEffect; amount?: number; perHouse?: number; perHotel?: number; note?: string }
  | { type: 'collectJackpot'; player: string; note?: string }
  | { type: 'pay'; from: string; to: string; amount: number; note?: string }
  | { type: 'build'; player?: string; property: PropertyRef | PropertyRef[]; note?: string }
  | { type: 'sell'; player?: string; property: PropertyRef | PropertyRef[]; note?: string }
  | { type: 'houseAuction'; player?: string; winner?: string; property: PropertyRef; price: number; note?: string }
  | { type: 'mortgage'; player?: string; property: PropertyRef; amount?: number; note?: string }
  | { type: 'repay'; player?: string; property: PropertyRef; note?: string }
  | { type: 'trade'; from: string; to: string; give?: TradeSide; receive?: TradeSide; repay?: PropertyRef[]; note?: string }
  | { type: 'bankruptcy'; player: string; creditor?: string; sales?: AuctionSale[]; note?: string }

/** The action types, for the UI and the docs. */
export const PROPERTY_ACTION_TYPES = ['buy', 'auction', 'rent', 'salary', 'goToJail', 'leaveJail', 'payJailFine', 'useJailCard', 'receiveJailCard', 'sellJailCard', 'tax', 'card', 'collectJackpot', 'pay', 'build', 'sell', 'houseAuction', 'mortgage', 'repay', 'trade', 'bankruptcy'] as const

type Ctx = { state: PropertyState; config: PropertyConfig; board: Board; data: PropertyData }

/** Resolves a player by id, or by name when no id matches; throws `unknownPlayer`. */
export function resolvePlayer(config: GameConfig, ref: unknown, field = 'player'): string {
  if (typeof ref === 'string') {
    if (config.players.some((p) => p.id === ref)) return ref
    const byName = config.players.find((p) => p.name === ref) ?? config.players.find((p) => p.name.toLocaleLowerCase() === ref.trim().toLocaleLowerCase())
    if (byName) return byName.id
  }
  throw new RuleError('unknownPlayer', { player: String(ref), field })
}

function active(ctx: Ctx, ref: unknown, field = 'player'): string {
  const id = resolvePlayer(ctx.config, ref, field)
  if (ctx.data.eliminated[id] === true) throw new RuleError('playerEliminated', { account: id, player: id })
  return id
}

/** Money paid "to the bank" by taxes and card payments goes to the jackpot when the Frei Parken option is on. */
function bankOrJackpot(config: PropertyConfig): string {
  return config.options.freeParkingJackpot ? JACKPOT : BANK
}

function withNote(d: EntryDraft, note: unknown): EntryDraft {
  const n = cleanNote(note)
  return n ? { ...d, note: n } : d
}

function shortfallCheck(ctx: Ctx, postings: Posting[]): void {
  // a clearer message than admit's: names the player, the shortfall and what he may do
  if (ctx.config.options.allowNegative) return
  const delta = new Map<string, number>()
  for (const p of postings) delta.set(p.account, (delta.get(p.account) ?? 0) + p.amount)
  for (const [account, d] of delta) {
    if (account === BANK || d >= 0) continue
    const before = ctx.state.balances[account] ?? 0
    if (before + d < 0) throw new RuleError('insufficientFunds', { account, player: account, shortfall: -(before + d), balance: before, amount: -d })
  }
}

function cardRef(board: Board, ref: unknown): PropertyCard {
  return findProperty(board, ref)
}

function buildSteps(ctx: Ctx, refs: unknown, sell: boolean, player: string | undefined): { steps: BuildStep[]; b: EffectBuilder<PropertyData> } {
  const list = Array.isArray(refs) ? refs : [refs]
  if (list.length === 0) throw new RuleError('nothingToBuild')
  const b = new EffectBuilder(ctx.data)
  const steps: BuildStep[] = []
  // houses the whole request needs, so a short bank is named at once (and the house auction offered)
  if (!sell) {
    const needed = list.length
    const cards = list.map((r) => cardRef(ctx.board, r))
    const houseSteps = cards.filter((c, i) => levelOf(ctx.data, c.position) + cards.slice(0, i).filter((x) => x.position === c.position).length < 4).length
    if (houseSteps > ctx.data.supply.houses && ctx.data.supply.houses > 0 && needed > 1) throw new RuleError('bankShortHouses', { requested: houseSteps, available: ctx.data.supply.houses })
  }
  for (const r of list) {
    const card = cardRef(ctx.board, r)
    const step = sell ? checkSell(ctx.board, b.data, card, ctx.config.type === 'dkt', player) : checkBuild(ctx.board, b.data, card, player)
    b.set(['level', String(card.position)], step.to === 0 ? null : step.to)
    b.set(['supply', 'houses'], b.data.supply.houses + step.houses)
    b.set(['supply', 'hotels'], b.data.supply.hotels + step.hotels)
    steps.push(step)
  }
  return { steps, b }
}

function plainAmount(v: unknown, field: string, allowZero: boolean): number {
  if (allowZero && (v === undefined || v === 0)) return 0
  return checkAmount(v, undefined, field)
}

/** Plans one action (pure); throws RuleError when a rule of RULES.md forbids it. */
export function planProperty(state: PropertyState, action: PropertyAction, config: PropertyConfig): EntryDraft {
  const board = boardFor(config)
  const ctx: Ctx = { state, config, board, data: state.data }
  const draft = planInner(ctx, action)
  return clearLeftJail(ctx, action, draft)
}

/** DKT: the leaving-jail flag ends as soon as another player moves (buys, pays rent, tax, salary …). */
function clearLeftJail(ctx: Ctx, action: PropertyAction, draft: EntryDraft): EntryDraft {
  const flagged = Object.keys(ctx.data.leftJail)
  if (flagged.length === 0) return draft
  const moverField: Record<string, string> = { buy: 'player', rent: 'payer', salary: 'player', goToJail: 'player', leaveJail: 'player', payJailFine: 'player', useJailCard: 'player', tax: 'player', card: 'player', collectJackpot: 'player' }
  const field = moverField[action.type]
  if (!field) return draft
  const mover = resolvePlayer(ctx.config, (action as unknown as Record<string, unknown>)[field])
  const b = new EffectBuilder<Json>(applied(ctx.data, draft))
  for (const p of flagged) if (p !== mover && b.get(['leftJail', p]) === true) b.set(['leftJail', p], null)
  return b.effects.length ? { ...draft, effects: [...(draft.effects ?? []), ...b.effects] } : draft
}

function applied(data: PropertyData, draft: EntryDraft): Json {
  let b = new EffectBuilder<Json>(data)
  for (const e of draft.effects ?? []) b = b.set(e.path, e.to)
  return b.data
}

function planInner(ctx: Ctx, action: PropertyAction): EntryDraft {
  const { config, board, data } = ctx
  if (action === null || typeof action !== 'object') throw new RuleError('unknownAction', { type: String(action) })
  switch (action.type) {
    case 'buy': {
      const player = active(ctx, action.player)
      const card = cardRef(board, action.property)
      if (ownerOf(data, card.position) !== undefined) throw new RuleError('propertyOwned', { property: card.name, owner: ownerOf(data, card.position) ?? '' })
      const postings = transfer(player, BANK, card.price)
      shortfallCheck(ctx, postings)
      return withNote({ kind: 'buy', postings, effects: [{ path: ['owner', String(card.position)], from: null, to: player }], info: { player, property: card.name, price: card.price } }, action.note)
    }
    case 'auction': {
      if (!config.options.auction) throw new RuleError('auctionsOff')
      const player = active(ctx, action.winner ?? action.player, 'winner')
      const card = cardRef(board, action.property)
      if (ownerOf(data, card.position) !== undefined) throw new RuleError('propertyOwned', { property: card.name, owner: ownerOf(data, card.position) ?? '' })
      const price = checkAmount(action.price, undefined, 'price')
      const minimum = openingBid(config, card.position)
      if (price < minimum) throw new RuleError('bidTooLow', { property: card.name, price, minimum })
      const postings = transfer(player, BANK, price)
      shortfallCheck(ctx, postings)
      return withNote({ kind: 'auction', postings, effects: [{ path: ['owner', String(card.position)], from: null, to: player }], info: { player, property: card.name, price, openingBid: minimum } }, action.note)
    }
    case 'rent': {
      const payer = active(ctx, action.payer, 'payer')
      const q = rentFor(ctx.state, config, payer, action.property, action.dice)
      if (q.reason === 'unowned') throw new RuleError('propertyUnowned', { property: q.property })
      if (q.reason === 'ownProperty') throw new RuleError('rentOwnProperty', { property: q.property, payer })
      if (q.reason === 'mortgaged') throw new RuleError('rentMortgaged', { property: q.property, owner: q.owner ?? '' })
      if (q.reason === 'ownerEliminated') throw new RuleError('playerEliminated', { account: q.owner ?? '', player: q.owner ?? '' })
      if (q.reason === 'diceRequired') throw new RuleError('diceRequired', { property: q.property })
      const owner = q.owner as string
      const postings = transfer(payer, owner, q.amount)
      shortfallCheck(ctx, postings)
      return withNote({ kind: 'rent', postings, info: { payer, owner, property: q.property, amount: q.amount, level: q.level, count: q.count, multiplier: q.multiplier, dice: q.dice, doubled: q.doubled } }, action.note)
    }
    case 'salary': {
      const player = active(ctx, action.player)
      if (data.jail[player] === true) throw new RuleError('salaryInJail', { player })
      if (config.options.noSalaryLeavingJail && data.leftJail[player] === true) throw new RuleError('salaryLeavingJail', { player })
      return withNote({ kind: 'salary', postings: transfer(BANK, player, config.options.salary), info: { player, amount: config.options.salary } }, action.note)
    }
    case 'goToJail': {
      const player = active(ctx, action.player)
      if (data.jail[player] === true) throw new RuleError('alreadyInJail', { player })
      const b = new EffectBuilder(data)
      b.set(['jail', player], true)
      b.set(['leftJail', player], null)
      return withNote({ kind: 'goToJail', postings: [], effects: b.effects, info: { player } }, action.note)
    }
    case 'payJailFine':
      return planInner(ctx, { type: 'leaveJail', player: action.player, method: 'pay', ...(action.note ? { note: action.note } : {}) })
    case 'useJailCard':
      return planInner(ctx, { type: 'leaveJail', player: action.player, method: 'card', ...(action.note ? { note: action.note } : {}) })
    case 'leaveJail': {
      const player = active(ctx, action.player)
      if (data.jail[player] !== true) throw new RuleError('notInJail', { player })
      const method = action.method ?? 'pay'
      const b = new EffectBuilder(data)
      b.set(['jail', player], null)
      if (config.options.noSalaryLeavingJail) b.set(['leftJail', player], true)
      let postings: Posting[] = []
      if (method === 'pay') {
        postings = transfer(player, BANK, config.options.jailFine)
        shortfallCheck(ctx, postings)
      } else if (method === 'card') {
        const held = data.jailCards[player] ?? 0
        if (held < 1) throw new RuleError('noJailCard', { player })
        b.set(['jailCards', player], held - 1 === 0 ? null : held - 1)
      } else if (method === 'double') {
        if (!config.options.jailDoubleAllowed) throw new RuleError('jailMethodNotAllowed', { method })
      } else if (method !== 'served') {
        throw new RuleError('jailMethodNotAllowed', { method: String(method) })
      }
      const kind = method === 'pay' ? 'jailFine' : method === 'card' ? 'useJailCard' : 'leaveJail'
      return withNote({ kind, postings, effects: b.effects, info: { player, method, amount: method === 'pay' ? config.options.jailFine : 0 } }, action.note)
    }
    case 'receiveJailCard': {
      const player = active(ctx, action.player)
      const held = Object.values(data.jailCards).reduce<number>((s, n) => s + n, 0)
      if (held >= config.options.jailCards) throw new RuleError('noJailCardLeft', { max: config.options.jailCards })
      return withNote({ kind: 'receiveJailCard', postings: [], effects: [{ path: ['jailCards', player], from: data.jailCards[player] ?? null, to: (data.jailCards[player] ?? 0) + 1 }], info: { player } }, action.note)
    }
    case 'sellJailCard': {
      const d = planInner(ctx, { type: 'trade', from: action.from, to: action.to, give: { jailCards: 1 }, receive: { money: action.price ?? 0 } })
      return withNote({ ...d, kind: 'sellJailCard' }, action.note)
    }
    case 'tax': {
      const player = active(ctx, action.player)
      const t = taxDue(ctx.state, config, player, action.space)
      const postings = t.amount > 0 ? transfer(player, bankOrJackpot(config), t.amount) : []
      shortfallCheck(ctx, postings)
      return withNote({ kind: 'tax', postings, info: { player, space: t.name, amount: t.amount } }, action.note)
    }
    case 'card': {
      const player = active(ctx, action.player)
      const others = config.players.map((p) => p.id).filter((id) => id !== player && data.eliminated[id] !== true)
      let postings: Posting[]
      let amount: number
      const info: { [k: string]: Json } = { player, card: String(action.card) }
      switch (action.card) {
        case 'payBank':
          amount = checkAmount(action.amount)
          postings = transfer(player, bankOrJackpot(config), amount)
          break
        case 'receiveFromBank':
          amount = checkAmount(action.amount)
          postings = transfer(BANK, player, amount)
          break
        case 'payEachPlayer':
          amount = checkAmount(action.amount)
          postings = others.flatMap((o) => transfer(player, o, amount))
          info.each = amount
          amount *= others.length
          break
        case 'collectFromEachPlayer':
          amount = checkAmount(action.amount)
          postings = others.flatMap((o) => transfer(o, player, amount))
          info.each = amount
          amount *= others.length
          break
        case 'repairs': {
          const perHouse = plainAmount(action.perHouse, 'perHouse', true)
          const perHotel = plainAmount(action.perHotel, 'perHotel', true)
          const bld = buildingsOf(board, data, player)
          amount = bld.houses * perHouse + bld.hotels * perHotel
          postings = amount > 0 ? transfer(player, bankOrJackpot(config), amount) : []
          Object.assign(info, { perHouse, perHotel, houses: bld.houses, hotels: bld.hotels })
          break
        }
        default:
          throw new RuleError('unknownCard', { card: String((action as { card?: unknown }).card) })
      }
      info.amount = amount
      postings = netPostings(postings)
      shortfallCheck(ctx, postings)
      return withNote({ kind: 'card', postings, info }, action.note)
    }
    case 'collectJackpot': {
      if (!config.options.freeParkingJackpot) throw new RuleError('jackpotOff')
      const player = active(ctx, action.player)
      const pot = ctx.state.balances[JACKPOT] ?? 0
      if (pot <= 0) throw new RuleError('jackpotEmpty')
      return withNote({ kind: 'collectJackpot', postings: transfer(JACKPOT, player, pot), info: { player, amount: pot } }, action.note)
    }
    case 'pay': {
      const from = action.from === BANK ? BANK : active(ctx, action.from, 'from')
      const to = action.to === BANK ? BANK : active(ctx, action.to, 'to')
      if (from === to) throw new RuleError('paySelf')
      const amount = checkAmount(action.amount)
      const postings = transfer(from, to, amount)
      shortfallCheck(ctx, postings)
      return withNote({ kind: 'payment', postings, info: { from, to, amount } }, action.note)
    }
    case 'build':
    case 'sell': {
      const sell = action.type === 'sell'
      const player = action.player === undefined ? undefined : active(ctx, action.player)
      const { steps, b } = buildSteps(ctx, action.property, sell, player)
      const owner = ownerOf(data, (steps[0] as BuildStep).card.position) as string
      if (data.eliminated[owner] === true) throw new RuleError('playerEliminated', { account: owner, player: owner })
      const others = steps.find((s) => ownerOf(data, s.card.position) !== owner)
      if (others) throw new RuleError('notOwner', { property: others.card.name, player: owner, owner: ownerOf(data, others.card.position) ?? '' })
      const total = steps.reduce((s, x) => s + x.amount, 0)
      const postings = sell ? transfer(BANK, owner, total) : transfer(owner, BANK, total)
      shortfallCheck(ctx, postings)
      return withNote({ kind: sell ? 'sell' : 'build', postings, effects: b.effects, info: { player: owner, amount: total, steps: steps.map((s) => ({ property: s.card.name, from: s.from, to: s.to, amount: s.amount })) } }, action.note)
    }
    case 'houseAuction': {
      const player = active(ctx, action.winner ?? action.player, 'winner')
      const card = cardRef(board, action.property)
      const price = checkAmount(action.price, undefined, 'price')
      const step = checkBuild(board, data, card, player)
      if (step.to === 5) throw new RuleError('houseAuctionHotel', { property: card.name })
      const b = new EffectBuilder(data)
      b.set(['level', String(card.position)], step.to)
      b.set(['supply', 'houses'], data.supply.houses - 1)
      const postings = transfer(player, BANK, price)
      shortfallCheck(ctx, postings)
      return withNote({ kind: 'houseAuction', postings, effects: b.effects, info: { player, property: card.name, price, from: step.from, to: step.to } }, action.note)
    }
    case 'mortgage': {
      const card = cardRef(board, action.property)
      const player = action.player === undefined ? undefined : active(ctx, action.player)
      const owner = checkMortgageAllowed(board, data, config, card, player)
      if (data.eliminated[owner] === true) throw new RuleError('playerEliminated', { account: owner, player: owner })
      let amount = card.mortgage
      if (action.amount !== undefined) {
        const a = checkAmount(action.amount)
        if (config.type === 'dkt') {
          if (a > card.mortgage) throw new RuleError('mortgageTooHigh', { property: card.name, amount: a, max: card.mortgage })
          amount = a
        } else if (a !== card.mortgage) throw new RuleError('mortgageFixed', { property: card.name, amount: card.mortgage })
      }
      return withNote({ kind: 'mortgage', postings: transfer(BANK, owner, amount), effects: [{ path: ['mortgage', String(card.position)], from: null, to: amount }], info: { player: owner, property: card.name, amount } }, action.note)
    }
    case 'repay': {
      const card = cardRef(board, action.property)
      const owner = ownerOf(data, card.position)
      if (owner === undefined) throw new RuleError('propertyUnowned', { property: card.name })
      if (action.player !== undefined && active(ctx, action.player) !== owner) throw new RuleError('notOwner', { property: card.name, player: String(action.player), owner })
      if (data.eliminated[owner] === true) throw new RuleError('playerEliminated', { account: owner, player: owner })
      const loan = loanOf(data, card.position)
      if (loan <= 0) throw new RuleError('notMortgaged', { property: card.name })
      const cost = repayCost(config, loan)
      const postings = transfer(owner, BANK, cost)
      shortfallCheck(ctx, postings)
      return withNote({ kind: 'repay', postings, effects: [{ path: ['mortgage', String(card.position)], from: loan, to: null }], info: { player: owner, property: card.name, loan, interest: cost - loan, amount: cost } }, action.note)
    }
    case 'trade':
      return withNote(planTrade(ctx, action), action.note)
    case 'bankruptcy':
      return withNote(planBankruptcy(ctx, action), action.note)
    default:
      throw new RuleError('unknownAction', { type: String((action as { type?: unknown }).type) })
  }
}

function planTrade(ctx: Ctx, action: Extract<PropertyAction, { type: 'trade' }>): EntryDraft {
  const { config, board, data } = ctx
  const a = active(ctx, action.from, 'from')
  const bId = active(ctx, action.to, 'to')
  if (a === bId) throw new RuleError('tradeSelf')
  const sides: [string, string, TradeSide][] = [
    [a, bId, action.give ?? {}],
    [bId, a, action.receive ?? {}],
  ]
  const b = new EffectBuilder(data)
  let postings: Posting[] = []
  const repay = new Set((action.repay ?? []).map((r) => cardRef(board, r).position))
  const moved = new Set<number>()
  const info: { [k: string]: Json } = { from: a, to: bId }
  let anything = false
  const fees: Json[] = []
  for (const [giver, taker, side] of sides) {
    if (side === null || typeof side !== 'object') throw new RuleError('tradeInvalid')
    const names: string[] = []
    for (const ref of side.properties ?? []) {
      const card = cardRef(board, ref)
      if (moved.has(card.position)) throw new RuleError('tradeDuplicate', { property: card.name })
      moved.add(card.position)
      if (ownerOf(data, card.position) !== giver) throw new RuleError('notOwner', { property: card.name, player: giver, owner: ownerOf(data, card.position) ?? '' })
      checkNoBuildings(board, data, config, card, 'tradeBuildings', 'tradeBuildingsInGroup')
      b.set(['owner', String(card.position)], taker)
      names.push(card.name)
      const loan = loanOf(data, card.position)
      if (loan > 0) {
        // RULES.md: the buyer of a mortgaged property pays the bank 10 % of the loan at the sale
        const fee = percentOf(loan, config.options.mortgageInterestPercent)
        postings.push(...transfer(taker, BANK, fee))
        const repaid = repay.has(card.position)
        if (repaid) {
          postings.push(...transfer(taker, BANK, loan))
          b.set(['mortgage', String(card.position)], null)
        }
        fees.push({ property: card.name, player: taker, loan, fee, repaid })
      }
      anything = true
    }
    const cards = side.jailCards ?? 0
    if (!Number.isInteger(cards) || cards < 0) throw new RuleError('tradeInvalid')
    if (cards > 0) {
      const held = data.jailCards[giver] ?? 0
      if (held < cards) throw new RuleError('noJailCard', { player: giver })
      b.set(['jailCards', giver], held - cards === 0 ? null : held - cards)
      b.set(['jailCards', taker], ((b.get(['jailCards', taker]) as number | null) ?? 0) + cards)
      anything = true
    }
    const money = side.money ?? 0
    if (money !== 0) {
      checkAmount(money, undefined, 'money')
      postings.push(...transfer(giver, taker, money))
      anything = true
    }
    info[giver === a ? 'give' : 'receive'] = { properties: names, jailCards: cards, money }
  }
  for (const p of repay) if (!moved.has(p) || loanOf(data, p) === 0) throw new RuleError('tradeRepayInvalid', { property: board.byPosition.get(p)?.name ?? String(p) })
  if (!anything) throw new RuleError('tradeEmpty')
  postings = netPostings(postings)
  if (fees.length) info.mortgageFees = fees
  shortfallCheck(ctx, postings)
  return { kind: 'trade', postings, effects: b.effects, info }
}

function planBankruptcy(ctx: Ctx, action: Extract<PropertyAction, { type: 'bankruptcy' }>): EntryDraft {
  const { config, board, data } = ctx
  const player = active(ctx, action.player)
  const creditor = action.creditor === undefined || action.creditor === BANK ? BANK : active(ctx, action.creditor, 'creditor')
  if (creditor === player) throw new RuleError('creditorSelf')
  const b = new EffectBuilder(data)
  const held = board.properties.filter((c) => ownerOf(data, c.position) === player)
  // 1. buildings go back to the bank at half price (hotels whole)
  let buildingProceeds = 0
  for (const c of held) {
    const l = levelOf(data, c.position)
    if (l === 0) continue
    buildingProceeds += l === 5 ? percentOf(c.hotelPrice + 4 * c.housePrice, 50) : l * percentOf(c.housePrice, 50)
    b.set(['supply', 'houses'], b.data.supply.houses + (l === 5 ? 0 : l))
    b.set(['supply', 'hotels'], b.data.supply.hotels + (l === 5 ? 1 : 0))
    b.set(['level', String(c.position)], null)
  }
  // 2. loans with interest are owed to the bank
  let loans = 0
  for (const c of held) {
    const loan = loanOf(data, c.position)
    if (loan > 0) {
      loans += repayCost(config, loan)
      b.set(['mortgage', String(c.position)], null)
    }
  }
  // 3. the bank auctions the properties: each recorded sale; unsold ones return to the bank
  const postings: Posting[] = []
  let auctionProceeds = 0
  const sold = new Map<number, { winner: string; price: number }>()
  for (const s of action.sales ?? []) {
    if (s === null || typeof s !== 'object') throw new RuleError('saleInvalid')
    const c = cardRef(board, s.property)
    if (ownerOf(data, c.position) !== player) throw new RuleError('notOwner', { property: c.name, player, owner: ownerOf(data, c.position) ?? '' })
    if (sold.has(c.position)) throw new RuleError('tradeDuplicate', { property: c.name })
    const winner = active(ctx, s.winner, 'winner')
    if (winner === player) throw new RuleError('bankruptBuys', { player })
    const price = checkAmount(s.price, undefined, 'price')
    sold.set(c.position, { winner, price })
    postings.push(...transfer(winner, BANK, price))
    auctionProceeds += price
  }
  for (const c of held) b.set(['owner', String(c.position)], sold.get(c.position)?.winner ?? null)
  // 4. jail cards go back to the decks, the player leaves the game
  b.set(['jailCards', player], null)
  b.set(['jail', player], null)
  b.set(['leftJail', player], null)
  b.set(['eliminated', player], true)
  const cash = ctx.state.balances[player] ?? 0
  const estate = cash + buildingProceeds + auctionProceeds
  const toCreditor = creditor === BANK ? 0 : Math.max(0, estate - loans)
  if (cash !== 0) postings.push(...transfer(player, BANK, cash))
  if (toCreditor > 0) postings.push(...transfer(BANK, creditor, toCreditor))
  // building proceeds are paid by the bank into the estate and then out of it: no net posting
  return {
    kind: 'bankruptcy',
    postings: netPostings(postings),
    effects: b.effects,
    info: { player, creditor, cash, buildingProceeds, auctionProceeds, loans, toCreditor, sales: [...sold].map(([pos, s]) => ({ property: board.byPosition.get(pos)?.name ?? String(pos), winner: s.winner, price: s.price })) },
  }
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

/** A rule pack for one board (DKT or Monopoly German rules); the app calls the same `plan`. */
export function makePropertyPack(type: BoardId): RulePack<PropertyConfig, PropertyData, PropertyAction> {
  return {
    type,
    initialState(config) {
      const balances: Record<string, number> = {}
      for (const acc of playerAccounts(config)) balances[acc] = 0
      if (config.options.freeParkingJackpot) balances[JACKPOT] = 0
      return {
        balances,
        data: { eliminated: {}, owner: {}, level: {}, mortgage: {}, supply: { houses: config.options.houses, hotels: config.options.hotels }, jail: {}, leftJail: {}, jailCards: {} },
      }
    },
    setupDrafts(config, rng) {
      const drafts: EntryDraft[] = []
      const capital = config.options.startingCapital
      if (capital > 0) for (const p of config.players) drafts.push({ kind: 'startingCapital', postings: transfer(BANK, p.id, capital), info: { player: p.id, amount: capital } })
      if (config.options.quickStart) {
        // RULES.md DKT option: each player is dealt 2 random property cards and buys them at the printed price
        const deck = shuffle(boardFor(config).properties, rng)
        config.players.forEach((p, i) => {
          for (const c of deck.slice(2 * i, 2 * i + 2)) {
            drafts.push({ kind: 'quickStartBuy', postings: transfer(p.id, BANK, c.price), effects: [{ path: ['owner', String(c.position)], from: null, to: p.id }], info: { player: p.id, property: c.name, price: c.price } })
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
