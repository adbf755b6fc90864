/** Parameters of a rule error: plain values that the UI interpolates into the translated message. */
export type RuleErrorParams = Record<string, string | number | boolean>

/**
 * The one error class of the domain: every refused action or input throws it.
 * `code` is stable and is also the i18n message key under `errors.` in src/locales.
 */
export class RuleError extends Error {
  readonly code: string
  readonly params: RuleErrorParams

  constructor(code: string, params: RuleErrorParams = {}, message?: string) {
    super(message ?? `${code}${Object.keys(params).length ? ' ' + JSON.stringify(params) : ''}`)
    this.name = 'RuleError'
    this.code = code
    this.params = params
  }
}

/** True when `e` is a RuleError (also across module copies, by shape). */
export function isRuleError(e: unknown): e is RuleError {
  return e instanceof RuleError || (typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'RuleError' && typeof (e as { code?: unknown }).code === 'string')
}

/** Throws a RuleError with `code` unless `condition` holds. */
export function ensure(condition: unknown, code: string, params: RuleErrorParams = {}): asserts condition {
  if (!condition) throw new RuleError(code, params)
}
