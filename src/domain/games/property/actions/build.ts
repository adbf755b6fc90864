import { RuleError } from '../../../errors'
import { EffectBuilder } from '../../../ledger/effects'
import { BANK } from '../../../ledger/types'
import { checkAmount } from '../../../money'
import { transfer } from '../../common'
import { checkBuild, checkSell, type BuildStep } from '../building'
import { holdsGroup, levelOf, loanOf, ownerOf, type PropertyData } from '../state'
import { active, cardRef, shortfallCheck, withNote, type Ctx, type Handler } from './context'

/** Houses a build request takes from the bank and hotels that return 4 each, counted along the list (levels as they rise). */
function houseCount(ctx: Ctx, list: unknown[]): { houses: number; hotels: number } {
  const reached = new Map<number, number>()
  let houses = 0
  let hotels = 0
  for (const r of list) {
    const pos = cardRef(ctx.board, r).position
    const level = reached.get(pos) ?? levelOf(ctx.data, pos)
    if (level < 4) houses++
    else if (level === 4) hotels++
    reached.set(pos, level + 1)
  }
  return { houses, hotels }
}

function buildSteps(
  ctx: Ctx,
  refs: unknown,
  sell: boolean,
  player: string | undefined,
): { steps: BuildStep[]; b: EffectBuilder<PropertyData> } {
  const list: unknown[] = Array.isArray(refs) ? refs : [refs]
  if (list.length === 0) throw new RuleError('nothingToBuild')
  const b = new EffectBuilder(ctx.data)
  const steps: BuildStep[] = []
  // RULES.md: a request is applied in order, exactly as separate builds would be (a hotel's 4 houses are back first)
  for (const r of list) {
    const card = cardRef(ctx.board, r)
    let step: BuildStep
    try {
      step = sell
        ? checkSell(ctx.board, b.data, card, ctx.config.type === 'dkt', player)
        : checkBuild(ctx.board, b.data, card, player)
    } catch (e) {
      throw sell ? e : shortOf(ctx, list, e)
    }
    b.set(['level', String(card.position)], step.to === 0 ? null : step.to)
    b.set(['supply', 'houses'], b.data.supply.houses + step.houses)
    b.set(['supply', 'hotels'], b.data.supply.hotels + step.hotels)
    steps.push(step)
  }
  return { steps, b }
}

/** A request of several streets that runs out of houses asks for more than the bank holds: `bankShortHouses` (the house auction). */
function shortOf(ctx: Ctx, list: unknown[], e: unknown): unknown {
  if (!(e instanceof RuleError) || e.code !== 'bankNoHouses' || list.length < 2) return e
  const { houses, hotels } = houseCount(ctx, list)
  const available = ctx.data.supply.houses + 4 * hotels
  return available > 0 && houses > available ? new RuleError('bankShortHouses', { requested: houses, available }) : e
}

/** The houses players could ask for now: up to 4 on every street of a complete group without a mortgage (the default of a house auction's `requested`). */
export function houseDemand(ctx: Ctx): number {
  let n = 0
  for (const [group, positions] of Object.entries(ctx.board.groups)) {
    const first = positions[0]
    if (first === undefined || ctx.board.byPosition.get(first)?.kind !== 'street') continue
    const owner = ownerOf(ctx.data, first)
    if (owner === undefined || ctx.data.eliminated[owner] === true || !holdsGroup(ctx.board, ctx.data, group, owner))
      continue
    if (positions.some((p) => loanOf(ctx.data, p) > 0)) continue
    for (const p of positions) n += Math.max(0, 4 - levelOf(ctx.data, p))
  }
  return n
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
  if (others)
    throw new RuleError('notOwner', {
      property: others.card.name,
      player: owner,
      owner: ownerOf(data, others.card.position) ?? '',
    })
  const total = steps.reduce((s, x) => s + x.amount, 0)
  const postings = sell ? transfer(BANK, owner, total) : transfer(owner, BANK, total)
  shortfallCheck(ctx, postings)
  return withNote(
    {
      kind: sell ? 'sell' : 'build',
      postings,
      effects: b.effects,
      info: {
        player: owner,
        amount: total,
        steps: steps.map((s) => ({ property: s.card.name, from: s.from, to: s.to, amount: s.amount })),
      },
    },
    action.note,
  )
}

/** Building houses/hotels (RULES.md: full group, even rule, bank supply). */
export const planBuild: Handler<'build'> = (ctx, action) => planBuildings(ctx, action, false)

/** Selling buildings back to the bank at half price (RULES.md: even rule; DKT hotels whole). */
export const planSell: Handler<'sell'> = (ctx, action) => planBuildings(ctx, action, true)

/** RULES.md: only with the bank short of what was asked (`requested` > houses held) is a house auctioned; the winner builds it at his bid. */
export const planHouseAuction: Handler<'houseAuction'> = (ctx, action) => {
  const { board, data } = ctx
  const player = active(ctx, action.winner ?? action.player, 'winner')
  const card = cardRef(board, action.property)
  const price = checkAmount(action.price, undefined, 'price')
  const step = checkBuild(board, data, card, player)
  if (step.to === 5) throw new RuleError('houseAuctionHotel', { property: card.name })
  // RULES.md: only when players ask for more houses than the bank holds are the houses auctioned
  const requested =
    action.requested === undefined ? houseDemand(ctx) : checkAmount(action.requested, undefined, 'requested')
  const available = data.supply.houses
  if (requested <= available) throw new RuleError('bankNotShort', { requested, available })
  const b = new EffectBuilder(data)
  b.set(['level', String(card.position)], step.to)
  b.set(['supply', 'houses'], data.supply.houses - 1)
  const postings = transfer(player, BANK, price)
  shortfallCheck(ctx, postings)
  return withNote(
    {
      kind: 'houseAuction',
      postings,
      effects: b.effects,
      info: { player, property: card.name, price, from: step.from, to: step.to, requested, available },
    },
    action.note,
  )
}
