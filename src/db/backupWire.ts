import { RuleError, isRuleError, type RuleErrorParams } from '@/domain/errors'
import type { GameRecord } from './schema'

// The messages between the app and the backup worker (src/db/backup.worker.ts), and errors in a
// form that survives postMessage (a structured clone keeps neither RuleError's class nor Dexie's).

/** A request; `cancel` stops the running import of that worker before anything is written (restore's `signal`). */
export type WorkerRequest =
  | { op: 'import'; file: Blob; now: number; importedSuffix?: string }
  | { op: 'export'; ids?: string[]; now: number; app?: string }
  | { op: 'cancel' }

export type WireError =
  { rule: { code: string; params: RuleErrorParams } } | { name: string; message: string; inner?: string }

export type WorkerReply =
  | { type: 'progress'; fraction: number }
  | { type: 'imported'; games: GameRecord[] }
  | { type: 'exported'; blob: Blob }
  | { type: 'failed'; error: WireError }

/** An error as it crosses to the app. */
export function toWire(e: unknown): WireError {
  if (isRuleError(e)) return { rule: { code: e.code, params: e.params } }
  const x = e as { name?: unknown; message?: unknown; inner?: { name?: unknown } } | null
  const inner = typeof x?.inner?.name === 'string' ? x.inner.name : undefined
  return {
    name: typeof x?.name === 'string' ? x.name : 'Error',
    message: String(x?.message ?? e).slice(0, 500),
    ...(inner ? { inner } : {}),
  }
}

/** The error again, for storageError(): a RuleError, or an Error with the browser's name (QuotaExceededError …). */
export function fromWire(w: WireError): Error {
  if ('rule' in w) return new RuleError(w.rule.code, w.rule.params)
  const err = new Error(w.message)
  err.name = w.name
  if (w.inner) Object.assign(err, { inner: { name: w.inner } })
  return err
}

/** A worker's progress messages: at most every 50 ms (and each whole step of the bar). */
export function progressReporter(reply: (msg: WorkerReply) => void): (fraction: number) => void {
  let last = 0
  let shown = -1
  return (fraction) => {
    const now = performance.now()
    const pct = Math.floor(fraction * 100)
    if (pct === shown || (now - last < 50 && pct < 100)) return
    last = now
    shown = pct
    reply({ type: 'progress', fraction })
  }
}
