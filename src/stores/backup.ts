import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import type { GameRecord } from '@/db'
import { fileDate, fileSlug } from '@/composables/share'

/**
 * Backups: export one or all games as a JSON file, import a file through restore() (always as new
 * games). Both run in the backup worker (src/db/backup.worker.ts) and report `progress` (0 … 1,
 * null when idle). `@/db` (Dexie) loads only when a backup is made or imported: the start screen
 * uses this store and must not pull Dexie into its first load.
 */
/** The app's database, loaded only where a backup runs without a worker. */
const appDb = async () => (await import('@/db')).getDb()

export const useBackupStore = defineStore('backup', () => {
  const busy = shallowRef(false)
  const progress = shallowRef<number | null>(null)
  const onProgress = (f: number) => {
    progress.value = Math.max(0, Math.min(1, f))
  }

  async function run<T>(job: () => Promise<T>): Promise<T> {
    busy.value = true
    progress.value = 0
    try {
      return await job()
    } catch (e) {
      const { storageError } = await import('@/db')
      throw storageError(e)
    } finally {
      busy.value = false
      progress.value = null
    }
  }

  /** Builds the backup file of the given games (all games when none are given). */
  function backupFile(ids?: string[], name?: string): Promise<File> {
    return run(async () => {
      const { exportBackup } = await import('@/db/backupClient')
      const blob = await exportBackup(
        appDb,
        ids,
        typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : undefined,
        onProgress,
      )
      const base = name ? `tischbank-${fileSlug(name)}` : 'tischbank-backup'
      return new File([blob], `${base}-${fileDate()}.json`, { type: 'application/json' })
    })
  }

  // the running import's cancel (null when none runs)
  let importing: AbortController | null = null

  /**
   * Imports a backup file; a bad file throws a RuleError and changes nothing, so does a cancel
   * (`backupCancelled`). A game whose name is taken gets `importedSuffix` (" (imported 6 Dec)").
   */
  function importFile(file: Blob, importedSuffix?: string): Promise<GameRecord[]> {
    const controller = new AbortController()
    importing = controller
    return run(async () => {
      const { importBackup } = await import('@/db/backupClient')
      return importBackup(appDb, file, onProgress, Date.now(), controller.signal, importedSuffix)
    }).finally(() => {
      if (importing === controller) importing = null
    })
  }

  /** Cancels the running import: it ends refused with `backupCancelled`, nothing written. */
  function cancelImport(): void {
    importing?.abort()
  }

  return { busy, progress, backupFile, importFile, cancelImport }
})
