import { describe, expect, it } from 'vitest'
import { propertyPack } from '@/domain/games/property/engine'
import { freePlay, freePlayConfig } from '@/domain/games/freePlay'
import { runPack } from '@/domain/games/engine'
import { dktModule } from '@/domain/games/dkt/module'
import { gameOverFor } from '@/domain/games/summary'
import { expectRuleError } from '../../../helpers/ruleError'
import { dkt, expectRefused, monopoly } from './helpers'

/** RULES.md Shared (issue 35): a finished game is final — no further action is booked; undo or a longer agreed time reopens it. */
describe('RULES.md Shared: a finished game is final', () => {
  it('DKT: after the agreed time is up, a salary and a payment of 3,000 are refused (gameOver) and the declared winner stays', () => {
    const g = dkt()
    g.apply({ type: 'pay', from: 'Ben', to: 'Anna', amount: 100 })
    g.apply({ type: 'timeUp' })
    const before = structuredClone(g.ledgerState)
    expect(before.data.timeUp).toBe(true)
    const winners = gameOverFor(dktModule, g.ledgerState, g.config, false)
    expect(winners).toEqual({ reason: 'timeUp', winners: ['Anna'] })
    expectRefused(g, { type: 'salary', player: 'Anna' }, 'gameOver')
    expectRefused(g, { type: 'pay', from: 'Ben', to: 'Anna', amount: 3000 }, 'gameOver')
    expectRefused(g, { type: 'buy', player: 'Anna', property: 'Murplatz' }, 'gameOver')
    expectRefused(g, { type: 'timeUp' }, 'gameOver')
    expect(g.ledgerState).toEqual(before)
    expect(gameOverFor(dktModule, g.ledgerState, g.config, false)).toEqual(winners)
  })

  it('DKT: undoing the time-up reopens the game exactly as it was before', () => {
    const g = dkt()
    const open = structuredClone(g.ledgerState)
    g.apply({ type: 'timeUp' })
    g.undo()
    expect(g.ledgerState).toEqual(open)
    g.apply({ type: 'salary', player: 'Anna' })
  })

  it('DKT: the banker extends the agreed time: the game reopens (whole state as before the time-up) and books again', () => {
    const g = dkt()
    const open = structuredClone(g.ledgerState)
    g.apply({ type: 'timeUp' })
    const e = g.apply({ type: 'extendTime', minutes: 150 })
    expect(e.kind).toBe('timeExtended')
    expect(e.info).toEqual({ minutes: 150 })
    expect(g.ledgerState).toEqual(open)
    expect(gameOverFor(dktModule, g.ledgerState, g.config, false)).toBeNull()
    g.apply({ type: 'salary', player: 'Anna' })
    // undoing the extension finishes the game again
    g.undo()
    g.undo()
    expect(g.ledgerState.data.timeUp).toBe(true)
  })

  it('DKT: extending a game whose time is not up is refused (timeNotUp); a length outside 1 to 1440 minutes too', () => {
    const g = dkt()
    expectRefused(g, { type: 'extendTime', minutes: 30 }, 'timeNotUp')
    g.apply({ type: 'timeUp' })
    expectRefused(g, { type: 'extendTime', minutes: 0 }, 'clockMinutesInvalid')
    expectRefused(g, { type: 'extendTime', minutes: 1.5 }, 'clockMinutesInvalid')
    expectRefused(g, { type: 'extendTime', minutes: 1441 }, 'clockMinutesInvalid')
  })

  it('Monopoly: with one player left the game is over: every action is refused (gameOver), undo reopens it', () => {
    const g = monopoly()
    g.apply({ type: 'bankruptcy', player: 'Ben' })
    const open = structuredClone(g.ledgerState)
    g.apply({ type: 'bankruptcy', player: 'Cem' })
    const before = structuredClone(g.ledgerState)
    expectRefused(g, { type: 'salary', player: 'Anna' }, 'gameOver')
    expectRefused(g, { type: 'pay', from: 'Anna', to: 'bank', amount: 10 }, 'gameOver')
    expectRefused(g, { type: 'timeUp' }, 'gameOver')
    expect(g.ledgerState).toEqual(before)
    g.undo()
    expect(g.ledgerState).toEqual(open)
    g.apply({ type: 'salary', player: 'Anna' })
  })

  it('A longer agreed time does not reopen a game with one player left (gameOver)', () => {
    const g = dkt()
    g.apply({ type: 'timeUp' })
    g.undo()
    g.apply({ type: 'bankruptcy', player: 'Ben' })
    g.apply({ type: 'bankruptcy', player: 'Cem' })
    expectRefused(g, { type: 'extendTime', minutes: 30 }, 'gameOver')
  })

  it('Free play: with one player left, a payment is refused (gameOver) and the state stays whole', () => {
    const g = runPack(freePlay, freePlayConfig({ players: [{ name: 'Anna' }, { name: 'Ben' }], salary: 200 }))
    const anna = g.config.players[0]!.id
    const ben = g.config.players[1]!.id
    g.apply({ type: 'leave', player: ben })
    const before = structuredClone(g.ledgerState)
    expectRuleError(() => g.apply({ type: 'salary', player: anna }), 'gameOver')
    expectRuleError(() => g.apply({ type: 'pay', from: anna, to: 'bank', amount: 5 }), 'gameOver')
    expect(g.ledgerState).toEqual(before)
    g.undo()
    g.apply({ type: 'salary', player: anna })
  })

  it('the rule packs keep the gate in plan (what the app dispatches)', () => {
    const g = dkt()
    g.apply({ type: 'timeUp' })
    expectRuleError(
      () => propertyPack('dkt').plan(g.ledgerState, { type: 'salary', player: 'Anna' }, g.config),
      'gameOver',
    )
  })
})
