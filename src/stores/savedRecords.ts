import { shallowRef } from 'vue'
import { storageError } from '@/db'

/** The part of a Dexie table (id, updatedAt indexed) that saved records use. */
interface RecordTable<R> {
  orderBy(index: 'updatedAt'): { reverse(): { toArray(): Promise<R[]> } }
  get(id: string): Promise<R | undefined>
  put(rec: R): Promise<unknown>
  delete(id: string): Promise<void>
}

/** Runs a database step; a failure becomes the app's storage error (storageError). */
async function stored<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (e) {
    throw storageError(e)
  }
}

/**
 * The records of one kind saved on this device (a Dexie table: Discretion boards, GmbH decks),
 * newest first, as a store keeps them: `load` reads them through `fromRecord` (a record it cannot
 * use is skipped), `put` stores one and puts it first, `remove` deletes one. Every storage failure
 * becomes the app's storage error. The checks of what may be saved stay with each store.
 */
export function savedRecords<R extends { id: string; updatedAt: number }, T extends { id: string }>(
  table: () => RecordTable<R>,
  fromRecord: (rec: R) => T | null,
) {
  /** The saved items, newest first. */
  const list = shallowRef<T[]>([])
  const loaded = shallowRef(false)

  async function load(): Promise<T[]> {
    const recs = await stored(() => table().orderBy('updatedAt').reverse().toArray())
    list.value = recs.map(fromRecord).filter((x): x is T => x !== null)
    loaded.value = true
    return list.value
  }

  /** One saved item by id (from the database), or null. */
  async function get(id: string): Promise<T | null> {
    const rec = await stored(() => table().get(id))
    return rec ? fromRecord(rec) : null
  }

  /** Stores `rec` (new, or overwriting its id) and shows `item`, its use, first. */
  async function put(rec: R, item: T): Promise<T> {
    await stored(() => table().put(rec))
    list.value = [item, ...list.value.filter((x) => x.id !== item.id)]
    return item
  }

  /** Deletes a saved item (games that used it keep their own copy in their config). */
  async function remove(id: string): Promise<void> {
    await stored(() => table().delete(id))
    list.value = list.value.filter((x) => x.id !== id)
  }

  return { list, loaded, load, get, put, remove }
}
