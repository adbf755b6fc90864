import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { TischbankDb } from '@/db/schema'
import { setDb } from '@/db'

let n = 0
/** A fresh fake-indexeddb database for one test, installed as the app's database. */
export function freshDb(install = true): TischbankDb {
  n++
  const db = new TischbankDb(`test-${n}-${Math.random().toString(36).slice(2)}`, { indexedDB: new IDBFactory(), IDBKeyRange })
  if (install) setDb(db)
  return db
}
