import { appendFileSync, mkdirSync } from 'node:fs'
import { basename } from 'node:path'
import { test, type Locator } from '@playwright/test'

/**
 * Tap budgets (issue "At the table") are proven by their outcome: a flow is written out as the
 * exact taps the budget allows, each one click on what a player taps (nothing typed, no extra
 * clicks in between), and the test then asserts what those taps must have achieved (balances,
 * the history entry, the sheet closed). A flow that needs one more tap cannot reach its outcome.
 */
export async function tapEach(taps: readonly Locator[]): Promise<void> {
  for (const tap of taps) await tap.click()
}

/** What a flow may say besides its taps (all optional). */
export interface FlowExtra {
  /** characters typed on the keyboard (digits of an amount, a name) where the budget says "+ digits" */
  typed?: number
  /** the most taps the budget allows, when the budget text does not end in that number ("≤ 40", "… = 6") */
  max?: number
  /** the group in the bench's table (default: from the spec file, taps-<area>.spec.ts → <area>) */
  area?: string
}

/** One line of bench/out/taps.jsonl. */
export interface FlowRecord {
  action: string
  taps: number
  budget: string
  at: string
  typed?: number
  max?: number
  area?: string
  /** the spec file that measured it */
  file?: string
  /** one id per `playwright test` run (TAPS_RUN, set by playwright.config.ts) */
  run?: string
}

/**
 * For `npm run bench` (bench/out/taps.jsonl, one line per flow): the number of taps of a flow whose
 * outcome has just been asserted. Call it only after the outcome checks.
 */
export function recordFlow(action: string, taps: readonly Locator[], budget: string, extra: FlowExtra = {}): void {
  let file: string | undefined
  try {
    file = basename(test.info().file)
  } catch {
    file = undefined // called outside a test
  }
  const record: FlowRecord = {
    action,
    taps: taps.length,
    budget,
    at: new Date().toISOString(),
    ...extra,
    file,
    run: process.env.TAPS_RUN,
  }
  mkdirSync('bench/out', { recursive: true })
  appendFileSync('bench/out/taps.jsonl', `${JSON.stringify(record)}\n`)
}
