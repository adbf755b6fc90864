import { RuleError } from '../../../errors'
import { EffectBuilder } from '../../../ledger/effects'
import { BANK, type EntryDraft, type Json, type Posting } from '../../../ledger/types'
import { checkAmount, percentOf } from '../../../money'
import { netPostings, transfer } from '../../common'
import type { PropertyCard } from '../board'
import { levelOf, loanOf, ownerOf, repayCost, type PropertyData } from '../state'
import type { PropertyActionOf } from '../types'
import { active, cardRef, withNote, shortfallCheck, type Ctx, type Handler } from './context'

/** Sells every building of the bankrupt player to the bank at half price (a hotel with the 4 houses it replaced); returns the proceeds. */
function sellBuildings(b: EffectBuilder<PropertyData>, data: PropertyData, held: PropertyCard[]): number {
  let proceeds = 0
  for (const c of held) {
    const l = levelOf(data, c.position)
    if (l === 0) continue
    proceeds += l === 5 ? percentOf(c.hotelPrice + 4 * c.housePrice, 50) : l * percentOf(c.housePrice, 50)
    b.set(['supply', 'houses'], b.data.supply.houses + (l === 5 ? 0 : l))
    b.set(['supply', 'hotels'], b.data.supply.hotels + (l === 5 ? 1 : 0))
    b.set(['level', String(c.position)], null)
  }
  return proceeds
}

/** The player leaves the game: out of jail, no leaving-jail block, eliminated. */
function leave(b: EffectBuilder<PropertyData>, player: string): void {
  b.set(['jail', player], null)
  b.set(['leftJail', player], null)
  b.set(['eliminated', player], true)
}

/**
 * Monopoly bankruptcy owed to a player (RULES.md): the buildings are sold to the bank at half price, then
 * his cash, properties (mortgaged ones stay mortgaged; the creditor pays the bank 10 % of each loan at
 * once and may repay it then, `repay`) and get-out-of-jail cards go to the creditor.
 */
function planHandOver(ctx: Ctx, action: PropertyActionOf<'bankruptcy'>, player: string, creditor: string): EntryDraft {
  const { config, board, data } = ctx
  if ((action.sales ?? []).length > 0) throw new RuleError('bankruptcyNoAuction', { creditor })
  const b = new EffectBuilder(data)
  const held = board.properties.filter((c) => ownerOf(data, c.position) === player)
  const buildingProceeds = sellBuildings(b, data, held)
  const repay = new Set<number>()
  for (const r of action.repay ?? []) {
    const c = cardRef(board, r)
    if (ownerOf(data, c.position) !== player || loanOf(data, c.position) === 0)
      throw new RuleError('bankruptcyRepayInvalid', { property: c.name, creditor })
    repay.add(c.position)
  }
  const postings: Posting[] = []
  const fees: Json[] = []
  let feeTotal = 0
  let repaidTotal = 0
  for (const c of held) {
    b.set(['owner', String(c.position)], creditor)
    const loan = loanOf(data, c.position)
    if (loan === 0) continue
    const fee = percentOf(loan, config.options.mortgageInterestPercent)
    const repaid = repay.has(c.position)
    postings.push(...transfer(creditor, BANK, fee + (repaid ? loan : 0)))
    if (repaid) b.set(['mortgage', String(c.position)], null)
    feeTotal += fee
    repaidTotal += repaid ? loan : 0
    fees.push({ property: c.name, player: creditor, loan, fee, repaid })
  }
  const cards = data.jailCards[player] ?? 0
  if (cards > 0) {
    b.set(['jailCards', player], null)
    b.set(['jailCards', creditor], (data.jailCards[creditor] ?? 0) + cards)
  }
  leave(b, player)
  const cash = ctx.state.balances[player] ?? 0
  if (cash !== 0) postings.push(...transfer(player, creditor, cash))
  if (buildingProceeds > 0) postings.push(...transfer(BANK, creditor, buildingProceeds))
  const net = netPostings(postings)
  shortfallCheck(ctx, net)
  const info = {
    player,
    creditor,
    liquidation: false,
    cash,
    buildingProceeds,
    auctionProceeds: 0,
    loans: 0,
    toCreditor: cash + buildingProceeds,
    properties: held.map((c) => c.name),
    jailCards: cards,
    mortgageFees: fees,
    fees: feeTotal,
    repaid: repaidTotal,
    sales: [],
  }
  return { kind: 'bankruptcy', postings: net, effects: b.effects, info }
}

/**
 * Bankruptcy (RULES.md): the DKT liquidation — buildings back to the bank at half price, loans with interest
 * owed to the bank, the properties auctioned (unsold ones return to the bank), the rest to the creditor;
 * Monopoly owed to a player hands everything over (option `bankruptcyLiquidation`: the DKT way). The player is out.
 */
export const planBankruptcy: Handler<'bankruptcy'> = (ctx, action) => {
  const { config, board, data } = ctx
  const player = active(ctx, action.player)
  const creditor =
    action.creditor === undefined || action.creditor === BANK ? BANK : active(ctx, action.creditor, 'creditor')
  if (creditor === player) throw new RuleError('creditorSelf')
  if (creditor !== BANK && !config.options.bankruptcyLiquidation)
    return withNote(planHandOver(ctx, action, player, creditor), action.note)
  if ((action.repay ?? []).length > 0) {
    const c = cardRef(board, (action.repay ?? [])[0])
    throw new RuleError('bankruptcyRepayInvalid', { property: c.name, creditor })
  }
  const b = new EffectBuilder(data)
  const held = board.properties.filter((c) => ownerOf(data, c.position) === player)
  // 1. buildings go back to the bank at half price (hotels whole)
  const buildingProceeds = sellBuildings(b, data, held)
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
    if (ownerOf(data, c.position) !== player)
      throw new RuleError('notOwner', { property: c.name, player, owner: ownerOf(data, c.position) ?? '' })
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
  leave(b, player)
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
    // kept: what of the estate stays with the bank (all of it when the bank is the creditor: its loans are in it)
    info: {
      player,
      creditor,
      liquidation: true,
      cash,
      buildingProceeds,
      auctionProceeds,
      loans,
      toCreditor,
      kept: estate - toCreditor,
      sales: [...sold].map(([pos, s]) => ({
        property: board.byPosition.get(pos)?.name ?? String(pos),
        winner: s.winner,
        price: s.price,
      })),
    },
  }
  return withNote(draft, action.note)
}
