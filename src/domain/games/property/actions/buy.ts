import { RuleError } from '../../../errors'
import { BANK } from '../../../ledger/types'
import { checkAmount } from '../../../money'
import { transfer } from '../../common'
import { openingBid } from '../rules'
import { ownerOf } from '../state'
import { active, cardRef, shortfallCheck, withNote, type Handler } from './context'

/** Buying an unowned property at the printed price from the bank (RULES.md Shared: buy). */
export const planBuy: Handler<'buy'> = (ctx, action) => {
  const player = active(ctx, action.player)
  const card = cardRef(ctx.board, action.property)
  if (ownerOf(ctx.data, card.position) !== undefined)
    throw new RuleError('propertyOwned', { property: card.name, owner: ownerOf(ctx.data, card.position) ?? '' })
  const postings = transfer(player, BANK, card.price)
  shortfallCheck(ctx, postings)
  return withNote(
    {
      kind: 'buy',
      postings,
      effects: [{ path: ['owner', String(card.position)], from: null, to: player }],
      info: { player, property: card.name, price: card.price },
    },
    action.note,
  )
}

/** An unbought property auctioned by the bank: the winner pays at least the opening bid (option `auction`). */
export const planAuction: Handler<'auction'> = (ctx, action) => {
  const { config, board, data } = ctx
  if (!config.options.auction) throw new RuleError('auctionsOff')
  const player = active(ctx, action.winner ?? action.player, 'winner')
  const card = cardRef(board, action.property)
  if (ownerOf(data, card.position) !== undefined)
    throw new RuleError('propertyOwned', { property: card.name, owner: ownerOf(data, card.position) ?? '' })
  const price = checkAmount(action.price, undefined, 'price')
  const minimum = openingBid(config, card.position)
  if (price < minimum) throw new RuleError('bidTooLow', { property: card.name, price, minimum })
  const postings = transfer(player, BANK, price)
  shortfallCheck(ctx, postings)
  return withNote(
    {
      kind: 'auction',
      postings,
      effects: [{ path: ['owner', String(card.position)], from: null, to: player }],
      info: { player, property: card.name, price, openingBid: minimum },
    },
    action.note,
  )
}
