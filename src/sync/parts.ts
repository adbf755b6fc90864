/**
 * The code of the table protocol (zod schemas, catch-up batches) and of WebRTC, loaded on demand
 * by the table sessions (bank and phone): a game screen that never invites anyone does not load it.
 */
export interface SyncParts {
  protocol: typeof import('@/domain/sync/protocol')
  bank: typeof import('@/domain/sync/bank')
  rtc: typeof import('@/net/rtc')
}

let parts: Promise<SyncParts> | undefined

/** Loads the table protocol and WebRTC once (a failed load is tried again next time). */
export function loadSyncParts(): Promise<SyncParts> {
  parts ??= Promise.all([import('@/domain/sync/protocol'), import('@/domain/sync/bank'), import('@/net/rtc')]).then(
    ([protocol, bank, rtc]) => ({ protocol, bank, rtc }),
    (e: unknown) => {
      parts = undefined
      throw e
    },
  )
  return parts
}

/** A random id for requests and devices (not a secret: the invite's token is). */
export function randomId(): string {
  const bytes = new Uint8Array(12)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
