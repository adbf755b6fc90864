import type { IDBFactory } from 'fake-indexeddb'
import type { TischbankDb } from '@/db/schema'

/**
 * Another connection (another tab) holding a write transaction on `stores` open until `release()`:
 * a request in each request's success keeps it alive. Every request of the app on those stores waits behind it.
 */
export async function holdStores(
  factory: IDBFactory,
  name: string,
  stores: string[],
): Promise<{ release(): Promise<void> }> {
  const holder = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = factory.open(name)
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
  let holding = true
  const tx = holder.transaction(stores, 'readwrite')
  const done = new Promise((resolve) => (tx.oncomplete = resolve))
  const keepAlive = () => {
    if (holding) tx.objectStore(stores[0]!).get('nothing').onsuccess = keepAlive
  }
  keepAlive()
  return {
    async release() {
      holding = false
      await done
      holder.close()
    },
  }
}

/** Resolves once `db` has sent a request that is not answered yet (Dexie sends after a few of fake-indexeddb's tasks). */
export async function untilInFlight(db: TischbankDb): Promise<void> {
  while (db.requestsInFlight === 0) await new Promise((r) => setImmediate(r))
}
