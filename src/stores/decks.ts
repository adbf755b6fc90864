import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import { getDb, storageError, type DeckRecord } from '@/db'
import { newId } from '@/domain/ledger/ledger'
import { assertDeck, checkDeckName, DECK_NAME_MAX, validateDeck, type Company } from '@/domain/games/gmbh/deck'

export { checkDeckName, DECK_NAME_MAX }

/** A saved GmbH deck as the app uses it: its companies and whether it is a custom (non-standard) deck. */
export interface SavedDeck {
  id: string
  name: string
  companies: Company[]
  custom: boolean
  updatedAt: number
}

/** What `save` takes: an id to overwrite a saved deck, or none for a new one. */
export interface DeckInput {
  id?: string
  name: string
  companies: readonly Company[]
  custom: boolean
}

/** Reads a stored record; null when its JSON is not a deck the app can use (never throws). */
export function deckFromRecord(rec: DeckRecord): SavedDeck | null {
  const d = rec.deck
  if (d === null || typeof d !== 'object' || Array.isArray(d)) return null
  const custom = d.custom === true
  const opts = { standard: !custom }
  if (!validateDeck(d.companies, opts).isValid) return null
  return { id: rec.id, name: rec.name, companies: assertDeck(d.companies, opts), custom, updatedAt: rec.updatedAt }
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
 * The GmbH decks saved on this device (Dexie table `decks`), newest first. A deck is saved only
 * when it passes the deck check of RULES.md GmbH (the standard 61 cards, or any deck marked custom).
 */
export const useDecksStore = defineStore('decks', () => {
  const decks = shallowRef<SavedDeck[]>([])
  const loaded = shallowRef(false)

  /** Loads the saved decks; records that are not usable decks are skipped. */
  async function load(): Promise<SavedDeck[]> {
    const recs = await stored(() => getDb().decks.orderBy('updatedAt').reverse().toArray())
    decks.value = recs.map(deckFromRecord).filter((d): d is SavedDeck => d !== null)
    loaded.value = true
    return decks.value
  }

  /** Validates and saves a deck (new, or overwriting `id`); throws RuleError naming the first problem. */
  async function save(input: DeckInput, now = Date.now()): Promise<SavedDeck> {
    const name = checkDeckName(input.name)
    const companies = assertDeck(input.companies, { standard: !input.custom })
    const saved: SavedDeck = { id: input.id ?? newId(), name, companies, custom: input.custom, updatedAt: now }
    await stored(() => getDb().decks.put({ id: saved.id, name, deck: { companies, custom: saved.custom }, updatedAt: now }))
    decks.value = [saved, ...decks.value.filter((d) => d.id !== saved.id)]
    return saved
  }

  /** Deletes a saved deck (games that use it keep their own copy in their config). */
  async function remove(id: string): Promise<void> {
    await stored(() => getDb().decks.delete(id))
    decks.value = decks.value.filter((d) => d.id !== id)
  }

  return { decks, loaded, load, save, remove }
})
