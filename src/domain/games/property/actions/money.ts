import { RuleError } from '../../../errors'
import { BANK, type EntryDraft, type Json, type Posting } from '../../../ledger/types'
import { checkAmount } from '../../../money'
import { netPostings, planPayment, transfer } from '../../common'
import { buildingsOf } from '../building'
import { rentFor, taxDue } from '../rules'
import { JACKPOT } from '../state'
import type { CardEffect, PropertyActionOf } from '../types'
import {
  active,
  bankOrJackpot,
  plainAmount,
  resolvePlayer,
  shortfallCheck,
  withNote,
  type Ctx,
  type Handler,
} from './context'

/** Rent to the owner as printed for the level / count / dice (RULES.md: none on mortgaged or own property). */
export const planRent: Handler<'rent'> = (ctx, action) => {
  const payer = active(ctx, action.payer, 'payer')
  const q = rentFor(ctx.state, ctx.config, payer, action.property, action.dice)
  if (q.reason === 'unowned') throw new RuleError('propertyUnowned', { property: q.property })
  if (q.reason === 'ownProperty') throw new RuleError('rentOwnProperty', { property: q.property, payer })
  if (q.reason === 'mortgaged') throw new RuleError('rentMortgaged', { property: q.property, owner: q.owner ?? '' })
  if (q.reason === 'ownerEliminated')
    throw new RuleError('playerEliminated', { account: q.owner ?? '', player: q.owner ?? '' })
  if (q.reason === 'diceRequired') throw new RuleError('diceRequired', { property: q.property })
  const owner = q.owner ?? ''
  const postings = transfer(payer, owner, q.amount)
  shortfallCheck(ctx, postings)
  return withNote(
    {
      kind: 'rent',
      postings,
      info: {
        payer,
        owner,
        property: q.property,
        amount: q.amount,
        level: q.level,
        count: q.count,
        multiplier: q.multiplier,
        dice: q.dice,
        doubled: q.doubled,
      },
    },
    action.note,
  )
}

/** Salary for passing Start / LOS: none in jail, and in DKT none on the move leaving jail unless the banker says it is a later move (`laterMove`). */
export const planSalary: Handler<'salary'> = (ctx, action) => {
  const { config, data } = ctx
  const player = active(ctx, action.player)
  if (data.jail[player] === true) throw new RuleError('salaryInJail', { player })
  const blocked = config.options.noSalaryLeavingJail && data.leftJail[player] === true
  const later = action.laterMove === true
  if (blocked && !later) throw new RuleError('salaryLeavingJail', { player })
  // the banker's "this is a later move": the block of the move leaving jail ends and the salary is paid at once
  const effects = data.leftJail[player] === true && later ? [{ path: ['leftJail', player], from: true, to: null }] : []
  return withNote(
    {
      kind: 'salary',
      postings: transfer(BANK, player, config.options.salary),
      effects,
      info: { player, amount: config.options.salary, laterMove: later },
    },
    action.note,
  )
}

/** A tax space: the amount due now to the bank (or the Frei Parken jackpot). */
export const planTax: Handler<'tax'> = (ctx, action) => {
  const player = active(ctx, action.player)
  const t = taxDue(ctx.state, ctx.config, player, action.space)
  const postings = t.amount > 0 ? transfer(player, bankOrJackpot(ctx.config), t.amount) : []
  shortfallCheck(ctx, postings)
  return withNote({ kind: 'tax', postings, info: { player, space: t.name, amount: t.amount } }, action.note)
}

/** A card payment with typed amounts (the card sheet before issue 14; stored entries and the API keep it): to/from the bank, to/from each other player, or repairs per house and hotel. */
export function planCardPayment(ctx: Ctx, action: Extract<PropertyActionOf<'card'>, { card: CardEffect }>): EntryDraft {
  const { config, board, data } = ctx
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
    case 'collectFromEachPlayer': {
      const each = checkAmount(action.amount)
      const pays = action.card === 'payEachPlayer'
      postings = others.flatMap((o) => (pays ? transfer(player, o, each) : transfer(o, player, each)))
      info.each = each
      amount = each * others.length
      break
    }
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

/** Monopoly option Frei Parken: the player landing there collects the whole jackpot. */
export const planCollectJackpot: Handler<'collectJackpot'> = (ctx, action) => {
  if (!ctx.config.options.freeParkingJackpot) throw new RuleError('jackpotOff')
  const player = active(ctx, action.player)
  const pot = ctx.state.balances[JACKPOT] ?? 0
  if (pot <= 0) throw new RuleError('jackpotEmpty')
  return withNote(
    { kind: 'collectJackpot', postings: transfer(JACKPOT, player, pot), info: { player, amount: pot } },
    action.note,
  )
}

/** A free payment between two players or a player and the bank: the one payment action of every game, with the property games' clearer shortfall. */
export const planPay: Handler<'pay'> = (ctx, action) => {
  const draft = planPayment(ctx.state, ctx.config, action, (ref, field) => resolvePlayer(ctx.config, ref, field))
  shortfallCheck(ctx, draft.postings)
  return draft
}
