import { RuleError } from '../../../errors'
import { BANK } from '../../../ledger/types'
import { checkAmount } from '../../../money'
import { transfer } from '../../common'
import { checkMortgageAllowed } from '../rules'
import { loanOf, ownerOf, repayCost } from '../state'
import { active, cardRef, shortfallCheck, withNote, type Handler } from './context'

/** A mortgage from the bank (DKT: any loan up to half the price; Monopoly: the printed value). */
export const planMortgage: Handler<'mortgage'> = (ctx, action) => {
  const { config, board, data } = ctx
  const card = cardRef(board, action.property)
  const player = action.player === undefined ? undefined : active(ctx, action.player)
  const owner = checkMortgageAllowed(board, data, config, card, player)
  if (data.eliminated[owner] === true) throw new RuleError('playerEliminated', { account: owner, player: owner })
  let amount = card.mortgage
  if (action.amount !== undefined) {
    const a = checkAmount(action.amount)
    if (config.type === 'dkt') {
      if (a > card.mortgage)
        throw new RuleError('mortgageTooHigh', { property: card.name, amount: a, max: card.mortgage })
      amount = a
    } else if (a !== card.mortgage) throw new RuleError('mortgageFixed', { property: card.name, amount: card.mortgage })
  }
  return withNote(
    {
      kind: 'mortgage',
      postings: transfer(BANK, owner, amount),
      effects: [{ path: ['mortgage', String(card.position)], from: null, to: amount }],
      info: { player: owner, property: card.name, amount },
    },
    action.note,
  )
}

/** Repaying a mortgage: the loan plus 10 % interest. */
export const planRepay: Handler<'repay'> = (ctx, action) => {
  const { config, board, data } = ctx
  const card = cardRef(board, action.property)
  const owner = ownerOf(data, card.position)
  if (owner === undefined) throw new RuleError('propertyUnowned', { property: card.name })
  if (action.player !== undefined && active(ctx, action.player) !== owner)
    throw new RuleError('notOwner', { property: card.name, player: String(action.player), owner })
  if (data.eliminated[owner] === true) throw new RuleError('playerEliminated', { account: owner, player: owner })
  const loan = loanOf(data, card.position)
  if (loan <= 0) throw new RuleError('notMortgaged', { property: card.name })
  const cost = repayCost(config, loan)
  const postings = transfer(owner, BANK, cost)
  shortfallCheck(ctx, postings)
  return withNote(
    {
      kind: 'repay',
      postings,
      effects: [{ path: ['mortgage', String(card.position)], from: loan, to: null }],
      info: { player: owner, property: card.name, loan, interest: cost - loan, amount: cost },
    },
    action.note,
  )
}
