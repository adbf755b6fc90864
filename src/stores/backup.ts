import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import { getDb, storageError, type GameRecord } from '@/db'
import { fileDate, fileSlug } from '@/composables/share'

/** Backups: export one or all games as a JSON file, import a file through restore() (always as new games). */
export const useBackupStore = defineStore('backup', () => {
  const busy = shallowRef(false)

  /** Builds the backup file of the given games (all games when none are given). */
  async function backupFile(ids?: string[], name?: string): Promise<File> {
    busy.value = true
    try {
      // zod and restore() load only when a backup is made or imported (kept out of the app shell)
      const { backupText, makeBackup } = await import('@/db/backup')
      const backup = await makeBackup(getDb(), ids, Date.now(), typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : undefined)
      const base = name ? `tischbank-${fileSlug(name)}` : 'tischbank-backup'
      return new File([backupText(backup)], `${base}-${fileDate()}.json`, { type: 'application/json' })
    } catch (e) {
      throw storageError(e)
    } finally {
      busy.value = false
    }
  }

  /** Imports a backup file; a bad file throws a RuleError and changes nothing. */
  async function importFile(file: Blob): Promise<GameRecord[]> {
    busy.value = true
    try {
      const { restore } = await import('@/db/backup')
      return await restore(getDb(), file)
    } catch (e) {
      throw storageError(e)
    } finally {
      busy.value = false
    }
  }

  return { busy, backupFile, importFile }
})
