import { appendFileSync, mkdirSync } from 'node:fs'
import type { Locator } from '@playwright/test'

/**
 * Tap budgets (issue "At the table") are proven by their outcome: a flow is written out as the
 * exact taps the budget allows, each one click on what a player taps (nothing typed, no extra
 * clicks in between), and the test then asserts what those taps must have achieved (balances,
 * the history entry, the sheet closed). A flow that needs one more tap cannot reach its outcome.
 */
export async function tapEach(taps: readonly Locator[]): Promise<void> {
  for (const tap of taps) await tap.click()
}

/**
 * For `npm run bench` (bench/out/taps.jsonl, one line per flow): the number of taps of a flow whose
 * outcome has just been asserted. Call it only after the outcome checks.
 */
export function recordFlow(action: string, taps: readonly Locator[], budget: string): void {
  mkdirSync('bench/out', { recursive: true })
  appendFileSync('bench/out/taps.jsonl', `${JSON.stringify({ action, taps: taps.length, budget, at: new Date().toISOString() })}\n`)
}
