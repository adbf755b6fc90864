import { RuleError } from '@/domain/ruleError'
import type { Progress } from './backup'
import { fromWire, type WorkerReply, type WorkerRequest } from './backupWire'
import type { GameRecord, TischbankDb } from './schema'

/**
 * Runs an import or export in the backup worker, so the screen stays responsive (no main-thread
 * task over a few milliseconds) and shows progress; where workers are missing (tests in Node, very
 * old browsers) the same restore()/makeBackup() run here. One worker per request: it ends with it.
 * `db` is asked for only without a worker: with one, Dexie never loads on the main thread for a backup.
 */
function inWorker<T>(
  req: WorkerRequest,
  onProgress: Progress | undefined,
  done: (r: WorkerReply) => T | undefined,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new RuleError('backupCancelled'))
    // two workers: the export one loads no zod and no game module
    const worker =
      req.op === 'export'
        ? new Worker(new URL('./backupExport.worker.ts', import.meta.url), { type: 'module', name: 'backup-export' })
        : new Worker(new URL('./backup.worker.ts', import.meta.url), { type: 'module', name: 'backup' })
    let fraction = 0
    const cancel = () => {
      // before the write (restore's 75 %), nothing is written: the worker ends at once, even in the middle
      // of a check that never yields; once writing, it is asked to stop and aborts its transaction
      if (fraction < 0.75) {
        end()
        reject(new RuleError('backupCancelled'))
      } else worker.postMessage({ op: 'cancel' } satisfies WorkerRequest)
    }
    const end = () => {
      signal?.removeEventListener('abort', cancel)
      worker.terminate()
    }
    signal?.addEventListener('abort', cancel)
    worker.onmessage = (ev: MessageEvent<WorkerReply>) => {
      const r = ev.data
      if (r.type === 'progress') {
        fraction = r.fraction
        return onProgress?.(r.fraction)
      }
      end()
      if (r.type === 'failed') return reject(fromWire(r.error))
      const value = done(r)
      if (value === undefined) reject(new Error(`backup worker: unexpected reply ${r.type}`))
      else resolve(value)
    }
    worker.onerror = (ev) => {
      end()
      const err = new Error(ev.message || 'the backup worker failed')
      err.name = 'WorkerError'
      reject(err)
    }
    worker.postMessage(req)
  })
}

const hasWorker = () => typeof Worker !== 'undefined'

/**
 * Imports a backup file (restore(): all games or none), in the worker where there is one. `signal`
 * cancels it: refused with `backupCancelled`, nothing written (unless it had already finished).
 * `importedSuffix` (translated, " (imported 6 Dec)") marks a game whose name is taken.
 */
export async function importBackup(
  db: () => Promise<TischbankDb>,
  file: Blob,
  onProgress?: Progress,
  now = Date.now(),
  signal?: AbortSignal,
  importedSuffix?: string,
): Promise<GameRecord[]> {
  if (!hasWorker()) {
    const { restore } = await import('./backup')
    return restore(await db(), file, now, onProgress, signal, importedSuffix)
  }
  return inWorker(
    { op: 'import', file, now, ...(importedSuffix ? { importedSuffix } : {}) },
    onProgress,
    (r) => (r.type === 'imported' ? r.games : undefined),
    signal,
  )
}

/** The backup file's contents (JSON) of the given games (all games when none are given), in the worker where there is one. */
export async function exportBackup(
  db: () => Promise<TischbankDb>,
  ids: string[] | undefined,
  app: string | undefined,
  onProgress?: Progress,
  now = Date.now(),
): Promise<Blob> {
  if (!hasWorker()) {
    const { backupParts } = await import('./backupExport')
    return new Blob(await backupParts(await db(), ids, now, app, onProgress), { type: 'application/json' })
  }
  return inWorker({ op: 'export', ...(ids ? { ids } : {}), now, ...(app ? { app } : {}) }, onProgress, (r) =>
    r.type === 'exported' ? r.blob : undefined,
  )
}
