import { RuleError } from '../../../errors'
import { EffectBuilder } from '../../../ledger/effects'
import { BANK } from '../../../ledger/types'
import { checkAmount } from '../../../money'
import { transfer } from '../../common'
import { checkBuild, checkSell, type BuildStep } from '../building'
import { levelOf, ownerOf, type PropertyData } from '../state'
import { active, cardRef, shortfallCheck, withNote, type Ctx, type Handler } from './context'

function buildSteps(ctx: Ctx, refs: unknown, sell: boolean, player: string | undefined): { steps: BuildStep[]; b: EffectBuilder<PropertyData> } {
  const list: unknown[] = Array.isArray(refs) ? refs : [refs]
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

/** Building (or selling back at half price) one level on each named street, all of one owner, as one entry. */
const planBuildings = (ctx: Ctx, action: { player?: string; property: unknown; note?: string }, sell: boolean) => {
  const { data } = ctx
  const player = action.player === undefined ? undefined : active(ctx, action.player)
  const { steps, b } = buildSteps(ctx, action.property, sell, player)
  const first = steps[0]
  const owner = first ? (ownerOf(data, first.card.position) ?? '') : ''
  if (data.eliminated[owner] === true) throw new RuleError('playerEliminated', { account: owner, player: owner })
  const others = steps.find((s) => ownerOf(data, s.card.position) !== owner)
  if (others) throw new RuleError('notOwner', { property: others.card.name, player: owner, owner: ownerOf(data, others.card.position) ?? '' })
  const total = steps.reduce((s, x) => s + x.amount, 0)
  const postings = sell ? transfer(BANK, owner, total) : transfer(owner, BANK, total)
  shortfallCheck(ctx, postings)
  return withNote({ kind: sell ? 'sell' : 'build', postings, effects: b.effects, info: { player: owner, amount: total, steps: steps.map((s) => ({ property: s.card.name, from: s.from, to: s.to, amount: s.amount })) } }, action.note)
}

/** Building houses/hotels (RULES.md: full group, even rule, bank supply). */
export const planBuild: Handler<'build'> = (ctx, action) => planBuildings(ctx, action, false)

/** Selling buildings back to the bank at half price (RULES.md: even rule; DKT hotels whole). */
export const planSell: Handler<'sell'> = (ctx, action) => planBuildings(ctx, action, true)

/** RULES.md: with the bank short of houses, the last house is auctioned; the winner builds it at his bid. */
export const planHouseAuction: Handler<'houseAuction'> = (ctx, action) => {
  const { board, data } = ctx
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
