// The export worker: a backup file's text written straight from the stored pages off the main
// thread (backupParts), as a Blob. Only Dexie and the export code: it starts in a few milliseconds.
import { backupParts } from './backupExport'
import { progressReporter } from './backupWire'
import { serveBackupOp } from './workerHost'

serveBackupOp('export', 'export worker', async (db, req, reply) => {
  const onProgress = progressReporter(reply)
  const blob = new Blob(await backupParts(db, req.ids, req.now, req.app, onProgress), { type: 'application/json' })
  onProgress(1)
  reply({ type: 'exported', blob })
})
