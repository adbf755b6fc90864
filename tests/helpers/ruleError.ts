import { expect } from 'vitest'
import { RuleError, isRuleError } from '@/domain/errors'

/** Asserts `e` is a RuleError with `code` and, when given, params matching `params` (toMatchObject). */
function check(e: unknown, code: string, params?: Record<string, unknown>): RuleError {
  expect(e, `expected RuleError ${code}, got ${String(e)}`).toBeInstanceOf(RuleError)
  const err = e as RuleError
  expect(err.code, `RuleError code (params ${JSON.stringify(err.params)})`).toBe(code)
  if (params) expect(err.params).toMatchObject(params)
  return err
}

/**
 * Runs `fn`; it must throw a RuleError with `code` (and params matching `params`, if given).
 * Returns the error, so a test can look at more of it (`.params`).
 */
export function expectRuleError(fn: () => unknown, code: string, params?: Record<string, unknown>): RuleError {
  let thrown: unknown
  let threw = false
  try {
    fn()
  } catch (e) {
    thrown = e
    threw = true
  }
  if (!threw) expect.fail(`expected RuleError ${code}, but nothing was thrown`)
  return check(thrown, code, params)
}

/**
 * Awaits `promise` (or the promise `fn` returns); it must reject with a RuleError with `code`
 * (and params matching `params`, if given). Returns the error.
 */
export async function expectRuleErrorAsync(
  promise: Promise<unknown> | (() => Promise<unknown>),
  code: string,
  params?: Record<string, unknown>,
): Promise<RuleError> {
  let thrown: unknown
  let rejected = false
  try {
    await (typeof promise === 'function' ? promise() : promise)
  } catch (e) {
    thrown = e
    rejected = true
  }
  if (!rejected) expect.fail(`expected a rejection with RuleError ${code}, but it resolved`)
  return check(thrown, code, params)
}

/** The RuleError code `fn` throws, or 'ok' when it does not throw (for tables of inputs). */
export function ruleCode(fn: () => unknown): string {
  try {
    fn()
    return 'ok'
  } catch (e) {
    if (!isRuleError(e)) throw e
    return e.code
  }
}
