// The database's write token (issue 16): a value in localStorage that every write transaction of
// this origin replaces twice, with a fresh random one before it runs and again once it has ended
// (committed or aborted), but for the game list's time of last activity, which no game screen
// shows (repo.ts touch). What was read between two readings of the same token is what the
// database held while the token lasted: the game screen's stored copy (modules/firstPaint.ts)
// keeps the token of the head it shows, and index.html's script paints it only while that token
// is still the current one, without opening IndexedDB first. Writes that cannot reach localStorage
// (the backup worker's) are marked by the page that started them (backupClient.ts). No Dexie here.

export const WRITE_TOKEN_KEY = 'tb.writeToken'

function renew(): void {
  try {
    // getRandomValues, not randomUUID: a plain-HTTP address on the network has no secure context
    localStorage.setItem(WRITE_TOKEN_KEY, Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36)).join('.'))
  } catch {
    // no localStorage (a worker, private mode): no copy is ever current
  }
}

/** The current token; null where there is none (no localStorage, or no write marked one yet). */
export function writeToken(): string | null {
  try {
    return localStorage.getItem(WRITE_TOKEN_KEY)
  } catch {
    return null
  }
}

/** Whether `token` (taken earlier) is still the current one: no write since. */
export function stillCurrent(token: string | null): token is string {
  return token !== null && token === writeToken()
}

/** `before`, a token taken before a read, if it is still the current one (the read is of its time); else null. */
export function unchangedSince(before: string | null): string | null {
  return stillCurrent(before) ? before : null
}

/** A first token, where there is none yet (the first page of this build on a device). */
export function ensureWriteToken(): void {
  if (writeToken() === null) renew()
}

/**
 * Marks a write transaction: a new token now, and again once it has completed or aborted. Dexie's
 * DBCore types its transactions opaquely; the IndexedDB core's are the browser's own (an event target).
 */
export function markWrite(tx: object): void {
  renew()
  if (!('addEventListener' in tx) || typeof tx.addEventListener !== 'function') return
  tx.addEventListener('complete', renew)
  tx.addEventListener('abort', renew)
}

/** Marks a write made elsewhere (the backup worker): a new token now, and again once `work` has settled. */
export async function markWriteWhile<T>(work: () => Promise<T>): Promise<T> {
  renew()
  try {
    return await work()
  } finally {
    renew()
  }
}
