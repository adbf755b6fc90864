import { expect } from 'vitest'
import { expectRuleError } from '../../../helpers/ruleError'
import { createPropertyGame, type PropertyAction, type PropertyGame } from '@/domain/games/property/engine'

/** Applies an action and expects a refusal that leaves the state unchanged. */
export function expectRefused(g: PropertyGame, action: PropertyAction, code: string): Record<string, unknown> {
  const before = JSON.stringify(g.ledgerState)
  const n = g.entries.length
  const { params } = expectRuleError(() => g.apply(action), code)
  expect(JSON.stringify(g.ledgerState)).toBe(before)
  expect(g.entries.length).toBe(n)
  return params
}

export function dkt(options: Record<string, unknown> = {}, players: string[] = ['Anna', 'Ben', 'Cem']): PropertyGame {
  return createPropertyGame({ game: 'dkt', players, options, rng: () => 0 })
}

export function monopoly(
  options: Record<string, unknown> = {},
  players: string[] = ['Anna', 'Ben', 'Cem'],
): PropertyGame {
  return createPropertyGame({ game: 'monopolyDe', players, options, rng: () => 0 })
}

/** Gives a player a list of properties by buying them. */
export function own(g: PropertyGame, player: string, props: (string | number)[]): void {
  for (const p of props) g.apply({ type: 'buy', player, property: p })
}

export const sum = (b: Record<string, number>): number => Object.values(b).reduce((s, v) => s + v, 0)
