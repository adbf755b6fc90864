import { RuleError } from '../../../errors'
import { EffectBuilder } from '../../../ledger/effects'
import { BANK, type EntryDraft, type Json, type Posting } from '../../../ledger/types'
import { checkAmount, percentOf } from '../../../money'
import { netPostings, transfer } from '../../common'
import { checkNoBuildings } from '../rules'
import { levelOf, loanOf, ownerOf, repayCost } from '../state'
import type { PropertyActionOf, TradeSide } from '../types'
import { active, cardRef, shortfallCheck, withNote, type Ctx, type Handler } from './context'

/** A trade between two players: properties (no buildings), jail cards and money (RULES.md: 10 % fee on mortgaged ones). */
export function planTrade(ctx: Ctx, action: PropertyActionOf<'trade'>): EntryDraft {
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
      const takerHeld = b.get(['jailCards', taker])
      b.set(['jailCards', taker], (typeof takerHeld === 'number' ? takerHeld : 0) + cards)
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

/** The trade action with its note. */
export const planTradeAction: Handler<'trade'> = (ctx, action) => withNote(planTrade(ctx, action), action.note)

/**
 * Bankruptcy (RULES.md): buildings back to the bank at half price, loans with interest owed to the
 * bank, the properties auctioned (unsold ones return to the bank), the rest to the creditor; the player is out.
 */
export const planBankruptcy: Handler<'bankruptcy'> = (ctx, action) => {
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
  const draft: EntryDraft = {
    kind: 'bankruptcy',
    postings: netPostings(postings),
    effects: b.effects,
    info: { player, creditor, cash, buildingProceeds, auctionProceeds, loans, toCreditor, sales: [...sold].map(([pos, s]) => ({ property: board.byPosition.get(pos)?.name ?? String(pos), winner: s.winner, price: s.price })) },
  }
  return withNote(draft, action.note)
}
