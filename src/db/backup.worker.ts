// The backup worker: reads, checks and writes an imported backup, or builds an export, off the
// main thread (a 100,000-entry file is seconds of JSON, zod and replay that would freeze the screen).
// It opens its own connection to the app's database; restore() and makeBackup() are the same code
// the app runs without a worker.
import { TischbankDb } from './schema'
import { backupText, makeBackup, restore } from './backup'
import { toWire, type WorkerReply, type WorkerRequest } from './backupWire'

let db: TischbankDb | undefined

function reply(msg: WorkerReply) {
  // a dedicated worker's postMessage (no target origin)
  self.postMessage(msg)
}

/** Progress messages at most every 50 ms (and each whole step of the bar). */
function progress(): (fraction: number) => void {
  let last = 0
  let shown = -1
  return (fraction) => {
    const now = performance.now()
    const pct = Math.floor(fraction * 100)
    if (pct === shown || (now - last < 50 && pct < 100)) return
    last = now
    shown = pct
    reply({ type: 'progress', fraction })
  }
}

self.onmessage = async (ev: MessageEvent<WorkerRequest>) => {
  const req = ev.data
  try {
    db ??= new TischbankDb()
    if (req.op === 'import') {
      reply({ type: 'imported', games: await restore(db, req.file, req.now, progress()) })
    } else {
      const onProgress = progress()
      const backup = await makeBackup(db, req.ids, req.now, req.app, onProgress)
      const blob = new Blob([backupText(backup)], { type: 'application/json' })
      onProgress(1)
      reply({ type: 'exported', blob })
    }
  } catch (e) {
    reply({ type: 'failed', error: toWire(e) })
    // a connection lost to a newer schema stays lost: the next request opens afresh and is refused
    if (db?.isLost) db = undefined
  }
}
