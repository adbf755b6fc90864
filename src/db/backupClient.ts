import type { Progress } from './backup'
import { fromWire, type WorkerReply, type WorkerRequest } from './backupWire'
import type { GameRecord, TischbankDb } from './schema'

/**
 * Runs an import or export in the backup worker, so the screen stays responsive (no main-thread
 * task over a few milliseconds) and shows progress; where workers are missing (tests in Node, very
 * old browsers) the same restore()/makeBackup() run here. One worker per request: it ends with it.
 * `db` is asked for only without a worker: with one, Dexie never loads on the main thread for a backup.
 */
function inWorker<T>(req: WorkerRequest, onProgress: Progress | undefined, done: (r: WorkerReply) => T | undefined): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // two workers: the export one loads no zod and no game module
    const worker =
      req.op === 'export'
        ? new Worker(new URL('./backupExport.worker.ts', import.meta.url), { type: 'module', name: 'backup-export' })
        : new Worker(new URL('./backup.worker.ts', import.meta.url), { type: 'module', name: 'backup' })
    const end = () => worker.terminate()
    worker.onmessage = (ev: MessageEvent<WorkerReply>) => {
      const r = ev.data
      if (r.type === 'progress') return onProgress?.(r.fraction)
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

/** Imports a backup file (restore(): all games or none), in the worker where there is one. */
export async function importBackup(db: () => Promise<TischbankDb>, file: Blob, onProgress?: Progress, now = Date.now()): Promise<GameRecord[]> {
  if (!hasWorker()) {
    const { restore } = await import('./backup')
    return restore(await db(), file, now, onProgress)
  }
  return inWorker({ op: 'import', file, now }, onProgress, (r) => (r.type === 'imported' ? r.games : undefined))
}

/** The backup file's contents (JSON) of the given games (all games when none are given), in the worker where there is one. */
export async function exportBackup(db: () => Promise<TischbankDb>, ids: string[] | undefined, app: string | undefined, onProgress?: Progress, now = Date.now()): Promise<Blob> {
  if (!hasWorker()) {
    const { backupParts } = await import('./backupExport')
    return new Blob(await backupParts(await db(), ids, now, app, onProgress), { type: 'application/json' })
  }
  return inWorker({ op: 'export', ...(ids ? { ids } : {}), now, ...(app ? { app } : {}) }, onProgress, (r) => (r.type === 'exported' ? r.blob : undefined))
}
