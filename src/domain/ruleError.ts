import type { CoreErrorCode } from './errors'

/** Parameters of a rule error: plain values that the UI interpolates into the translated message. */
export type RuleErrorParams = Record<string, string | number | boolean>

/**
 * The one error class of the domain: every refused action or input throws it.
 * `code` is stable and is also the i18n message key under `errors.` in src/locales
 * (a CoreErrorCode, or one of a game module's `errorCodes`).
 */
export class RuleError extends Error {
  readonly code: string
  readonly params: RuleErrorParams

  constructor(code: CoreErrorCode | (string & {}), params: RuleErrorParams = {}, message?: string) {
    super(message ?? `${code}${Object.keys(params).length ? ' ' + JSON.stringify(params) : ''}`)
    this.name = 'RuleError'
    this.code = code
    this.params = params
  }
}

/** True when `e` is a RuleError (also across module copies, by shape). */
export function isRuleError(e: unknown): e is RuleError {
  return (
    e instanceof RuleError ||
    (typeof e === 'object' &&
      e !== null &&
      'name' in e &&
      e.name === 'RuleError' &&
      'code' in e &&
      typeof e.code === 'string')
  )
}
