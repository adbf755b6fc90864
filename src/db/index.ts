import { RuleError } from '@/domain/errors'
import { TischbankDb } from './schema'

export * from './schema'
export * from './repo'
export * from './history'
export * from './replicas'

let instance: TischbankDb | undefined

/** The app's database (one per page); tests replace it with setDb(). */
export function getDb(): TischbankDb {
  instance ??= new TischbankDb()
  return instance
}

/** Replaces the database (tests: a fresh fake-indexeddb per test). */
export function setDb(db: TischbankDb | undefined): void {
  instance = db
}

/**
 * Turns a storage failure into a translatable RuleError: quota exceeded, IndexedDB missing or
 * blocked, a database written by a newer version of the app (never wiped), anything else.
 */
export function storageError(e: unknown): RuleError {
  if (e instanceof RuleError) return e
  // closed for a newer schema (another tab) or refused at open: the one message, whatever Dexie threw
  if (instance?.isLost) return new RuleError('storageTooNew')
  const name = (e as { name?: string } | null)?.name ?? ''
  const inner = (e as { inner?: { name?: string } } | null)?.inner?.name ?? ''
  if (name === 'QuotaExceededError' || inner === 'QuotaExceededError') return new RuleError('storageFull')
  if (name === 'VersionError' || inner === 'VersionError') return new RuleError('storageTooNew')
  if (
    name === 'MissingAPIError' ||
    name === 'InvalidStateError' ||
    name === 'OpenFailedError' ||
    name === 'DatabaseClosedError'
  )
    return new RuleError('storageUnavailable')
  return new RuleError('storageFailed', { detail: String((e as Error)?.message ?? e).slice(0, 200) })
}
