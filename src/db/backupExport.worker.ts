// The export worker: a backup file's text written straight from the stored pages off the main
// thread (backupParts), as a Blob. Only Dexie and the export code: it starts in a few milliseconds.
import { TischbankDb } from './schema'
import { backupParts } from './backupExport'
import { progressReporter, toWire, type WorkerReply, type WorkerRequest } from './backupWire'

let db: TischbankDb | undefined

function reply(msg: WorkerReply) {
  self.postMessage(msg)
}

self.onmessage = async (ev: MessageEvent<WorkerRequest>) => {
  const req = ev.data
  try {
    db ??= new TischbankDb()
    if (req.op !== 'export') throw new Error(`export worker: ${req.op} runs in the backup worker`)
    const onProgress = progressReporter(reply)
    const blob = new Blob(await backupParts(db, req.ids, req.now, req.app, onProgress), { type: 'application/json' })
    onProgress(1)
    reply({ type: 'exported', blob })
  } catch (e) {
    reply({ type: 'failed', error: toWire(e) })
    if (db?.isLost) db = undefined
  }
}
