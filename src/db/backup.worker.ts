// The import worker: reads, checks and writes an imported backup off the main thread (a
// 100,000-entry file is seconds of JSON, checks and replay that would freeze the screen). It opens
// its own connection to the app's database; restore() is the same code the app runs without a
// worker. Exports run in backupExport.worker.ts (no zod, no game modules: a smaller bundle).
import { TischbankDb } from './schema'
import { restore } from './backup'
import { progressReporter, toWire, type WorkerReply, type WorkerRequest } from './backupWire'

let db: TischbankDb | undefined

function reply(msg: WorkerReply) {
  // a dedicated worker's postMessage (no target origin)
  self.postMessage(msg)
}

self.onmessage = async (ev: MessageEvent<WorkerRequest>) => {
  const req = ev.data
  try {
    db ??= new TischbankDb()
    if (req.op !== 'import') throw new Error(`backup worker: ${req.op} runs in the export worker`)
    reply({ type: 'imported', games: await restore(db, req.file, req.now, progressReporter(reply)) })
  } catch (e) {
    reply({ type: 'failed', error: toWire(e) })
    // a connection lost to a newer schema stays lost: the next request opens afresh and is refused
    if (db?.isLost) db = undefined
  }
}
