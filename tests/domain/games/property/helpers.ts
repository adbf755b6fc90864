import { expect } from 'vitest'
import { RuleError } from '@/domain/errors'
import { createPropertyGame, type PropertyAction, type PropertyGame } from '@/domain/games/property/engine'

/** Expects `fn` to throw a RuleError with `code`; returns its params. */
export function expectRule(fn: () => unknown, code: string): Record<string, unknown> {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError)
    expect((e as RuleError).code).toBe(code)
    return (e as RuleError).params
  }
  throw new Error(`expected RuleError ${code}`)
}

/** Applies an action and expects a refusal that leaves the state unchanged. */
export function expectRefused(g: PropertyGame, action: PropertyAction, code: string): Record<string, unknown> {
  const before = JSON.stringify(g.ledgerState)
  const n = g.entries.length
  const params = expectRule(() => g.apply(action), code)
  expect(JSON.stringify(g.ledgerState)).toBe(before)
  expect(g.entries.length).toBe(n)
  return params
}

export function dkt(options: Record<string, unknown> = {}, players: string[] = ['Anna', 'Ben', 'Cem']): PropertyGame {
  return createPropertyGame({ game: 'dkt', players, options, rng: () => 0 })
}

export function monopoly(options: Record<string, unknown> = {}, players: string[] = ['Anna', 'Ben', 'Cem']): PropertyGame {
  return createPropertyGame({ game: 'monopolyDe', players, options, rng: () => 0 })
}

/** Gives a player a list of properties by buying them. */
export function own(g: PropertyGame, player: string, props: (string | number)[]): void {
  for (const p of props) g.apply({ type: 'buy', player, property: p })
}

export const sum = (b: Record<string, number>): number => Object.values(b).reduce((s, v) => s + v, 0)
