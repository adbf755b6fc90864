// Backup benchmark on fake-indexeddb in Node: a genuine backup of a 100,000-entry free-play game
// is imported through restore() and exported again; the export must equal the file (else it throws).
import { isDeepStrictEqual } from 'node:util'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { TischbankDb } from '@/db/schema'
import { loadGame } from '@/db/repo'
import { backupText, makeBackup, restore } from '@/db/backup'
import { longGameBackup } from './longGame'
import { fmtMs, row } from './util'

export { longGameBackup } from './longGame'

export async function benchBackup(): Promise<void> {
  console.log('\n## Backup of a 100,000-entry game on fake-indexeddb (Node)')
  const db = new TischbankDb('bench-backup', { indexedDB: new IDBFactory(), IDBKeyRange })
  const backup = longGameBackup(100_000)
  const text = backupText(backup)
  const t0 = performance.now()
  const [g] = await restore(db, text)
  const importMs = performance.now() - t0
  const t1 = performance.now()
  const again = await makeBackup(db, [g!.id], backup.exportedAt)
  const exportMs = performance.now() - t1
  if (!isDeepStrictEqual(again.games[0]!.entries, backup.games[0]!.entries))
    throw new Error('100k backup: the export differs from the imported file')
  if ((await loadGame(db, g!.id)).head.entryCount !== 100_000)
    throw new Error('100k backup: wrong entry count after import')
  row(`import a backup of 100,000 entries (${(text.length / 1e6).toFixed(1)} MB)`, fmtMs(importMs), '')
  row('export it again (identical entries)', fmtMs(exportMs), '')
  db.close()
}
