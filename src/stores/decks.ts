import { defineStore } from 'pinia'
import { getDb, type DeckRecord } from '@/db'
import { newId } from '@/domain/ledger/ledger'
import { assertDeck, checkDeckName, validateDeck, withCompanyColors, type Company } from '@/domain/games/gmbh/deck'
import { savedRecords } from './savedRecords'

export { checkDeckName }

/** A saved GmbH deck as the app uses it: its companies (each with its colour) and whether it is a custom (non-standard) deck. */
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

/** Reads a stored record; null when its JSON is not a deck the app can use (never throws). A deck saved before colours gets the default colours. */
export function deckFromRecord(rec: DeckRecord): SavedDeck | null {
  const d = rec.deck
  if (d === null || typeof d !== 'object' || Array.isArray(d)) return null
  const custom = d.custom === true
  const opts = { standard: !custom }
  if (!validateDeck(d.companies, opts).isValid) return null
  return {
    id: rec.id,
    name: rec.name,
    companies: withCompanyColors(assertDeck(d.companies, opts)),
    custom,
    updatedAt: rec.updatedAt,
  }
}

/**
 * The GmbH decks saved on this device (Dexie table `decks`), newest first. A deck is saved only
 * when it passes the deck check of RULES.md GmbH (the standard 61 cards, or any deck marked custom).
 */
export const useDecksStore = defineStore('decks', () => {
  const saved = savedRecords(() => getDb().decks, deckFromRecord)

  /** Validates and saves a deck with its colours (new, or overwriting `id`); throws RuleError naming the first problem (a colour not #rrggbb is one). */
  async function save(input: DeckInput, now = Date.now()): Promise<SavedDeck> {
    const name = checkDeckName(input.name)
    const companies = withCompanyColors(assertDeck(input.companies, { standard: !input.custom }))
    const deck: SavedDeck = { id: input.id ?? newId(), name, companies, custom: input.custom, updatedAt: now }
    return saved.put({ id: deck.id, name, deck: { companies, custom: deck.custom }, updatedAt: now }, deck)
  }

  /** The saved decks, newest first; `load` skips records that are not usable decks; `remove` deletes one. */
  return { decks: saved.list, loaded: saved.loaded, load: saved.load, save, remove: saved.remove }
})
