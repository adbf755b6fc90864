import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { TischbankDb } from '@/db/schema'
import { setDb } from '@/db'

let n = 0
const factories = new WeakMap<TischbankDb, IDBFactory>()

/** A fresh fake-indexeddb database for one test, installed as the app's database. */
export function freshDb(install = true): TischbankDb {
  n++
  const factory = new IDBFactory()
  const db = new TischbankDb(`test-${n}-${Math.random().toString(36).slice(2)}`, { indexedDB: factory, IDBKeyRange })
  factories.set(db, factory)
  if (install) setDb(db)
  return db
}

/** Closes `db` and opens the same stored database again as a new connection (a page reload). */
export async function reopenDb(db: TischbankDb): Promise<TischbankDb> {
  const factory = factories.get(db)
  if (!factory) throw new Error('reopenDb: not a database made by freshDb')
  db.close()
  const again = new TischbankDb(db.name, { indexedDB: factory, IDBKeyRange })
  factories.set(again, factory)
  await again.open()
  return again
}

/** A second connection to the same stored database, `db` staying open (another tab of the app). */
export function anotherTab(db: TischbankDb): TischbankDb {
  const factory = factories.get(db)
  if (!factory) throw new Error('anotherTab: not a database made by freshDb')
  return new TischbankDb(db.name, { indexedDB: factory, IDBKeyRange })
}
