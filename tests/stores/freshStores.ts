import { afterEach, beforeEach } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { getDb, setDb } from '@/db'
import { freshDb } from '../helpers/db'

/** Every test of the calling suite gets a fresh fake-indexeddb database and a fresh Pinia (the saved-records stores). */
export function freshStoresEachTest(): void {
  beforeEach(() => {
    freshDb()
    setActivePinia(createPinia())
  })
  afterEach(() => {
    getDb().close()
    setDb(undefined)
  })
}
