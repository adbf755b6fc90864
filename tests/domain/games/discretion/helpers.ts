import { expect } from 'vitest'
import { createDiscretionGame, type DiscretionGame, type DiscretionGameSetup } from '@/domain/games/discretion/engine'
import { MONEY, type DiscretionAction } from '@/domain/games/discretion/types'
import { RuleError } from '@/domain/errors'

/*
 Demo map (plot ids), rows 0–10, cols 0–10:
  r0  AAABBBCCCDD
  r1  AAABBBCCCDD
  r2  AAABBECCCDD
  r3  FFGGEEEHHDD
  r4  FFGGEEIHHJJ
  r5  FFGKKIIIHJJ
  r6  LLLKKIIMMJJ
  r7  LLLKNNNMMMJ
  r8  OOLPNNNMMQQ
  r9  OOPPPNNNQQQ
  r10 OOPPPPPQQQQ
*/

/** A game with the demo board; players ann, ben (and more when asked). */
export function newGame(players: string[] = ['ann', 'ben'], extra: Partial<DiscretionGameSetup> = {}): DiscretionGame {
  return createDiscretionGame({
    players: players.map((id) => ({ id, name: id[0]?.toUpperCase() + id.slice(1) })),
    ...extra,
  })
}

/** Gives plots to players at price 0 (initial auction). */
export function deal(game: DiscretionGame, titles: Record<string, string>): void {
  for (const [plot, winner] of Object.entries(titles)) game.apply({ type: 'auction', plot, winner, price: 0 })
}

/** Applies and returns the game, for chaining in tests. */
export function act(game: DiscretionGame, ...actions: DiscretionAction[]): DiscretionGame {
  for (const a of actions) game.apply(a)
  return game
}

/** The RuleError an action throws (and checks that the state did not change). */
export function refusal(game: DiscretionGame, action: DiscretionAction): RuleError {
  const before = JSON.stringify(game.ledgerState)
  const n = game.entries.length
  try {
    game.apply(action)
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError)
    expect(JSON.stringify(game.ledgerState)).toBe(before)
    expect(game.entries.length).toBe(n)
    return e as RuleError
  }
  throw new Error(`action was not refused: ${JSON.stringify(action)}`)
}

export const START = 2_500_000

/**
 * Builds as each builder's own turn (RULES.md: only the active player builds): the turn is set to
 * the builder before his build, and back to the player who was active at the end.
 */
export function buildAs(game: DiscretionGame, ...builds: DiscretionAction[]): DiscretionGame {
  const first = game.state.active
  for (const b of builds) {
    const player = 'player' in b && typeof b.player === 'string' ? b.player : first
    if (game.state.active !== player) game.apply({ type: 'setActive', player })
    game.apply(b)
  }
  if (game.state.active !== first) game.apply({ type: 'setActive', player: first })
  return game
}

/**
 * A card `player` is `units` × 100,000 short for right now (an Other card charging him his cash
 * and that much more): a legal purpose (`for`) for up to `units` loan-shark loans (RULES.md:
 * only for a shortfall, and no more units than it).
 */
export function shortBy(game: DiscretionGame, player: string, units: number): DiscretionAction {
  const cash = Math.max(game.state.balances[player] ?? 0, 0)
  return { type: 'otherCard', payments: { [player]: -(cash + units * MONEY.sharkLoan) } }
}
