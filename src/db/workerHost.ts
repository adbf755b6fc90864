// What both backup workers do around their one operation: their own connection to the app's
// database, the replies, and errors sent across as WireErrors (backupWire.ts).
import { TischbankDb } from './schema'
import { toWire, type WorkerReply, type WorkerRequest } from './backupWire'

type Op = WorkerRequest['op']

/**
 * Serves the requests of one `op` in this worker: `run` gets the database (opened on first use) and
 * a `reply` for progress and its result; a request of another op, or any error, is replied to as
 * `failed`. A connection lost to a newer schema stays lost: the next request opens afresh and is refused.
 */
export function serveBackupOp<O extends Exclude<Op, 'cancel'>>(
  op: O,
  name: string,
  run: (
    db: TischbankDb,
    req: Extract<WorkerRequest, { op: O }>,
    reply: (msg: WorkerReply) => void,
    signal: { readonly aborted: boolean },
  ) => Promise<void>,
): void {
  let db: TischbankDb | undefined
  // a dedicated worker's postMessage (no target origin)
  const reply = (msg: WorkerReply) => self.postMessage(msg)
  // set by a `cancel` message while the operation waits on the database: it stops before it commits
  const signal = { aborted: false }
  self.onmessage = async (ev: MessageEvent<WorkerRequest>) => {
    const req = ev.data
    if (req.op === 'cancel') {
      signal.aborted = true
      return
    }
    try {
      db ??= new TischbankDb()
      if (req.op !== op) throw new Error(`${name}: ${req.op} runs in the other backup worker`)
      await run(db, req as Extract<WorkerRequest, { op: O }>, reply, signal)
    } catch (e) {
      reply({ type: 'failed', error: toWire(e) })
      if (db?.isLost) db = undefined
    }
  }
}
