import type { Rng } from '../types'

/** One roll of two dice (RULES.md enterprises/utilities: rent is the dice total × the multiplier): 2–12. */
export function rollDice(rng: Rng): number {
  const die = () => 1 + Math.min(5, Math.floor(rng() * 6))
  return die() + die()
}

/** The dice totals a player can enter (two dice: 2–12). */
export const DICE_TOTALS: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
