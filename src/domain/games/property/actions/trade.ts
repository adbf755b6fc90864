import { RuleError } from '../../../errors'
import { EffectBuilder } from '../../../ledger/effects'
import { BANK, type EntryDraft, type Json, type Posting } from '../../../ledger/types'
import { checkAmount, percentOf } from '../../../money'
import { netPostings, transfer } from '../../common'
import { checkNoBuildings } from '../rules'
import { loanOf, ownerOf } from '../state'
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
      if (ownerOf(data, card.position) !== giver)
        throw new RuleError('notOwner', {
          property: card.name,
          player: giver,
          owner: ownerOf(data, card.position) ?? '',
        })
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
  for (const p of repay)
    if (!moved.has(p) || loanOf(data, p) === 0)
      throw new RuleError('tradeRepayInvalid', { property: board.byPosition.get(p)?.name ?? String(p) })
  if (!anything) throw new RuleError('tradeEmpty')
  postings = netPostings(postings)
  if (fees.length) info.mortgageFees = fees
  shortfallCheck(ctx, postings)
  return { kind: 'trade', postings, effects: b.effects, info }
}

/** The trade action with its note. */
export const planTradeAction: Handler<'trade'> = (ctx, action) => withNote(planTrade(ctx, action), action.note)
