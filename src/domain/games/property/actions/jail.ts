import { RuleError } from '../../../errors'
import { EffectBuilder } from '../../../ledger/effects'
import { BANK, type EntryDraft, type Json, type Posting } from '../../../ledger/types'
import { transfer } from '../../common'
import type { PropertyData } from '../state'
import type { PropertyAction } from '../types'
import { active, shortfallCheck, withNote, type Ctx, type Handler } from './context'
import { planTrade } from './trade'

/** Going to jail (RULES.md: no salary while in jail; leaving by fine, card, double or served). */
export const planGoToJail: Handler<'goToJail'> = (ctx, action) => {
  const player = active(ctx, action.player)
  if (ctx.data.jail[player] === true) throw new RuleError('alreadyInJail', { player })
  const b = new EffectBuilder(ctx.data)
  b.set(['jail', player], true)
  b.set(['leftJail', player], null)
  return withNote({ kind: 'goToJail', postings: [], effects: b.effects, info: { player } }, action.note)
}

/** Leaving jail: paying the fine, using a card, a double (Monopoly) or having served the rounds (DKT free; Monopoly pays the fine after the third turn). */
export const planLeaveJail: Handler<'leaveJail'> = (ctx, action) => {
  const { config, data } = ctx
  const player = active(ctx, action.player)
  if (data.jail[player] !== true) throw new RuleError('notInJail', { player })
  const method = action.method ?? 'pay'
  const b = new EffectBuilder(data)
  b.set(['jail', player], null)
  if (config.options.noSalaryLeavingJail) b.set(['leftJail', player], true)
  let postings: Posting[] = []
  // RULES.md Monopoly: never free — after a third turn without a double he pays the fine and moves
  const paid = method === 'pay' || (method === 'served' && config.type !== 'dkt')
  if (paid) {
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
  const kind = paid ? 'jailFine' : method === 'card' ? 'useJailCard' : 'leaveJail'
  return withNote(
    { kind, postings, effects: b.effects, info: { player, method, amount: paid ? config.options.jailFine : 0 } },
    action.note,
  )
}

/** Buying oneself out of jail: leaving jail by paying the fine. */
export const planPayJailFine: Handler<'payJailFine'> = (ctx, action) =>
  planLeaveJail(ctx, {
    type: 'leaveJail',
    player: action.player,
    method: 'pay',
    ...(action.note ? { note: action.note } : {}),
  })

/** Leaving jail with a get-out-of-jail card. */
export const planUseJailCard: Handler<'useJailCard'> = (ctx, action) =>
  planLeaveJail(ctx, {
    type: 'leaveJail',
    player: action.player,
    method: 'card',
    ...(action.note ? { note: action.note } : {}),
  })

/** Drawing a get-out-of-jail card (at most as many as the decks hold). */
export const planReceiveJailCard: Handler<'receiveJailCard'> = (ctx, action) => {
  const { config, data } = ctx
  const player = active(ctx, action.player)
  const held = Object.values(data.jailCards).reduce<number>((s, n) => s + n, 0)
  if (held >= config.options.jailCards) throw new RuleError('noJailCardLeft', { max: config.options.jailCards })
  return withNote(
    {
      kind: 'receiveJailCard',
      postings: [],
      effects: [
        { path: ['jailCards', player], from: data.jailCards[player] ?? null, to: (data.jailCards[player] ?? 0) + 1 },
      ],
      info: { player },
    },
    action.note,
  )
}

/** Selling a get-out-of-jail card to another player: a trade of one card for money. */
export const planSellJailCard: Handler<'sellJailCard'> = (ctx, action) => {
  const d = planTrade(ctx, {
    type: 'trade',
    from: action.from,
    to: action.to,
    give: { jailCards: 1 },
    receive: { money: action.price ?? 0 },
  })
  return withNote({ ...d, kind: 'sellJailCard' }, action.note)
}

const PLAYER_FIELDS = ['player', 'payer', 'winner', 'from', 'to', 'creditor'] as const
const PLAYER_PATHS = new Set(['jail', 'jailCards', 'eliminated', 'leftJail'])

/** The players an entry concerns: its action's player fields, the player accounts it posts to, the players whose jail, cards or properties it changes. */
export function concernedPlayers(ctx: Ctx, action: PropertyAction, draft: EntryDraft): Set<string> {
  const ids = new Set(ctx.config.players.map((p) => p.id))
  const out = new Set<string>()
  const add = (v: unknown) => {
    if (typeof v !== 'string') return
    if (ids.has(v)) out.add(v)
    else {
      const byName = ctx.config.players.find((p) => p.name === v)
      if (byName) out.add(byName.id)
    }
  }
  const fields: { [k: string]: unknown } = { ...action }
  for (const f of PLAYER_FIELDS) add(fields[f])
  if (action.type === 'bankruptcy') for (const s of action.sales ?? []) add(s?.winner)
  for (const p of draft.postings) add(p.account)
  for (const e of draft.effects ?? []) {
    const [head, key] = e.path
    if (head !== undefined && key !== undefined && PLAYER_PATHS.has(head)) add(key)
    if (head === 'owner') {
      add(e.from)
      add(e.to)
    }
  }
  return out
}

/**
 * DKT (RULES.md Salary): the no-salary block of a player who left jail lasts for that one move only —
 * it ends with the next entry that concerns any other player, whatever its kind.
 */
export function clearLeftJail(ctx: Ctx, action: PropertyAction, draft: EntryDraft): EntryDraft {
  const flagged = Object.keys(ctx.data.leftJail)
  if (flagged.length === 0) return draft
  const concerned = concernedPlayers(ctx, action, draft)
  const b = new EffectBuilder<Json>(applied(ctx.data, draft))
  for (const p of flagged) {
    const other = [...concerned].some((id) => id !== p)
    if (other && b.get(['leftJail', p]) === true) b.set(['leftJail', p], null)
  }
  return b.effects.length ? { ...draft, effects: [...(draft.effects ?? []), ...b.effects] } : draft
}
function applied(data: PropertyData, draft: EntryDraft): Json {
  let b = new EffectBuilder<Json>(data)
  for (const e of draft.effects ?? []) b = b.set(e.path, e.to)
  return b.data
}
