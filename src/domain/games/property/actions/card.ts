import { RuleError } from '../../../errors'
import { EffectBuilder } from '../../../ledger/effects'
import { BANK, type Json, type Posting } from '../../../ledger/types'
import { percentOf } from '../../../money'
import { netPostings, transfer } from '../../common'
import { buildingsOf } from '../building'
import {
  deckSpaces,
  isDeckOf,
  isMoveCard,
  moveOf,
  needsSpace,
  parseCard,
  type CardDef,
  type CardOf,
  type DeckId,
} from '../cardRules'
import { checkDice, rentFor, taxDue } from '../rules'
import { ownerOf } from '../state'
import type { CardEffect, PropertyActionOf } from '../types'
import { active, bankOrJackpot, shortfallCheck, withNote, type Ctx, type Handler } from './context'
import { planCardPayment } from './money'

/** A drawn card as the card sheet sends it: the whole card, the deck and the space it was drawn on, the dice where a rent needs them. */
export type DrawnCardAction = Extract<PropertyActionOf<'card'>, { card: CardDef }>
type Info = { [k: string]: Json }

/** The players still in the game other than `player`. */
function others(ctx: Ctx, player: string): string[] {
  return ctx.config.players.map((p) => p.id).filter((id) => id !== player && ctx.data.eliminated[id] !== true)
}

/** The money of a card that pays or collects (RULES.md: "to the bank" goes into the Frei Parken pot when that option is on). */
function moneyOf(ctx: Ctx, player: string, card: CardDef, info: Info): Posting[] {
  const { config, board, data } = ctx
  switch (card.kind) {
    case 'receive':
      info.amount = card.amount
      return transfer(BANK, player, card.amount)
    case 'pay':
      info.amount = card.amount
      return transfer(player, bankOrJackpot(config), card.amount)
    case 'payEach':
    case 'collectEach': {
      const list = others(ctx, player)
      Object.assign(info, { each: card.amount, amount: card.amount * list.length })
      return list.flatMap((o) =>
        card.kind === 'payEach' ? transfer(player, o, card.amount) : transfer(o, player, card.amount),
      )
    }
    case 'repairs': {
      const bld = buildingsOf(board, data, player)
      const amount = bld.houses * card.perHouse + bld.hotels * card.perHotel
      Object.assign(info, {
        perHouse: card.perHouse,
        perHotel: card.perHotel,
        houses: bld.houses,
        hotels: bld.hotels,
        amount,
      })
      return amount > 0 ? transfer(player, bankOrJackpot(config), amount) : []
    }
    case 'percentOfPrices': {
      // RULES.md: of the purchase prices of his streets (Grundstücke), mortgaged ones included — not lines,
      // stations, enterprises or utilities; a percentage on integers, rounded half up once
      const prices = board.properties
        .filter((p) => p.kind === 'street' && ownerOf(data, p.position) === player)
        .reduce((s, p) => s + p.price, 0)
      const amount = percentOf(prices, card.percent)
      Object.assign(info, { percent: card.percent, prices, amount })
      return amount > 0 ? transfer(player, bankOrJackpot(config), amount) : []
    }
    default:
      return []
  }
}

/** The space a move card was drawn on: the one named (a card space of the deck), or the deck's only outcome. */
function drawnOn(ctx: Ctx, player: string, card: CardDef, deck: DeckId | undefined, space: unknown): number {
  const spaces = deck ? deckSpaces(ctx.board, deck) : []
  if (space !== undefined && space !== null) {
    const ok =
      typeof space === 'number' &&
      Number.isInteger(space) &&
      (deck ? spaces.includes(space) : space >= 0 && space < ctx.board.spaces.length)
    if (!ok) throw new RuleError('cardSpaceInvalid', { space: String(space) })
    return space
  }
  const first = spaces[0]
  if (deck && first !== undefined && !needsSpace(ctx.board, card, deck)) return first
  throw new RuleError('cardSpaceRequired', { player })
}

/** Rent on the space a move ends on (RULES.md: as printed; the card's double rent on a station; the card's 10 × dice on a utility). */
function rentOnLanding(
  ctx: Ctx,
  player: string,
  card: CardOf<'moveTo' | 'moveBack' | 'nearestStation' | 'nearestUtility'>,
  to: number,
  dice: unknown,
  info: Info,
): Posting[] {
  const prop = ctx.board.byPosition.get(to)
  if (!prop) return []
  const byCard = card.kind === 'nearestUtility'
  const q = rentFor(
    ctx.state,
    ctx.config,
    player,
    to,
    byCard || dice === undefined || dice === null ? undefined : checkDice(dice),
  )
  if (q.reason === 'unowned') info.unowned = true
  if (q.reason !== 'ok' && q.reason !== 'diceRequired') return []
  let amount = q.amount
  if (byCard || q.reason === 'diceRequired') {
    if (dice === undefined || dice === null) throw new RuleError('diceRequired', { property: prop.name })
    const d = checkDice(dice)
    amount = byCard ? d * card.diceFactor : d * q.multiplier
    info.dice = d
  }
  if (card.kind === 'nearestStation') amount *= card.rentFactor
  const owner = q.owner ?? ''
  Object.assign(info, { owner, rent: amount, property: prop.name })
  return amount > 0 ? transfer(player, owner, amount) : []
}

/**
 * A drawn card with every effect it has in one entry (issue 14): money to or from the bank, the
 * Frei Parken pot or each other player; repairs and percentages from the player's holdings; a move
 * with the salary when Start/LOS is passed and the rent, tax or jail of the space it ends on; jail
 * (no salary); a get-out-of-jail card kept. The entry's info carries the card's text and numbers.
 */
export function planDrawnCard(ctx: Ctx, action: DrawnCardAction) {
  const { config, board, data, state } = ctx
  const player = active(ctx, action.player)
  const card = parseCard(action.card)
  const deck = action.deck
  if (deck !== undefined && !isDeckOf(config.type, deck)) throw new RuleError('cardDeckUnknown', { deck: String(deck) })
  const info: Info = { player, card: card.kind, text: card.text, ...(deck ? { deck } : {}) }
  const b = new EffectBuilder(data)
  let postings: Posting[] = moneyOf(ctx, player, card, info)
  const sendToJail = () => {
    if (data.jail[player] === true) throw new RuleError('alreadyInJail', { player })
    b.set(['jail', player], true)
    b.set(['leftJail', player], null)
    info.jail = true
  }
  if (card.kind === 'jail') sendToJail()
  if (card.kind === 'jailFree') {
    const held = Object.values(data.jailCards).reduce<number>((s, n) => s + n, 0)
    if (held >= config.options.jailCards) throw new RuleError('noJailCardLeft', { max: config.options.jailCards })
    b.set(['jailCards', player], (data.jailCards[player] ?? 0) + 1)
    info.jailCard = true
  }
  if (isMoveCard(card)) {
    if (data.jail[player] === true) throw new RuleError('cardMoveInJail', { player })
    const from = drawnOn(ctx, player, card, deck, action.space)
    const move = moveOf(board, card, from)
    if (!move) throw new RuleError('cardNoTarget', { text: card.text })
    Object.assign(info, {
      from,
      to: move.to,
      destination: board.spaces.find((s) => s.position === move.to)?.name ?? String(move.to),
    })
    if (move.to === board.goToJail) sendToJail()
    else {
      if (move.passesStart) {
        // RULES.md DKT: no salary on the move leaving jail (the block of that one move)
        if (config.options.noSalaryLeavingJail && data.leftJail[player] === true) info.salaryBlocked = true
        else {
          postings = [...postings, ...transfer(BANK, player, config.options.salary)]
          info.salary = config.options.salary
        }
      }
      postings = [...postings, ...rentOnLanding(ctx, player, card, move.to, action.dice, info)]
      const tax = board.taxes.find((t) => t.position === move.to)
      if (tax && config.options.taxes[tax.name]) {
        // a percentage of cash counts the salary just paid
        const salary = typeof info.salary === 'number' ? info.salary : 0
        const after = { ...state, balances: { ...state.balances, [player]: (state.balances[player] ?? 0) + salary } }
        const due = taxDue(after, config, player, tax.position)
        Object.assign(info, { tax: due.amount, taxSpace: due.name })
        if (due.amount > 0) postings = [...postings, ...transfer(player, bankOrJackpot(config), due.amount)]
      }
    }
  }
  postings = netPostings(postings)
  shortfallCheck(ctx, postings)
  return withNote({ kind: 'card', postings, effects: b.effects, info }, action.note)
}

/** A card: a drawn card of a deck (the whole card in the action), or a card payment with typed amounts (entries before issue 14). */
export const planCard: Handler<'card'> = (ctx, action) => {
  const card: unknown = action.card
  if (card !== null && typeof card === 'object' && !Array.isArray(card))
    return planDrawnCard(ctx, action as DrawnCardAction)
  return planCardPayment(ctx, action as Extract<PropertyActionOf<'card'>, { card: CardEffect }>)
}
