// The import worker: reads, checks and writes an imported backup off the main thread (a
// 100,000-entry file is seconds of JSON, checks and replay that would freeze the screen). It opens
// its own connection to the app's database; restore() is the same code the app runs without a
// worker. Exports run in backupExport.worker.ts (no zod, no game modules: a smaller bundle).
import { restore } from './backup'
import { progressReporter } from './backupWire'
import { serveBackupOp } from './workerHost'

serveBackupOp('import', 'backup worker', async (db, req, reply, signal) => {
  reply({
    type: 'imported',
    games: await restore(db, req.file, req.now, progressReporter(reply), signal, req.importedSuffix),
  })
})
