import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import { getDb, storageError, type DeckRecord } from '@/db'
import { RuleError } from '@/domain/errors'
import { newId } from '@/domain/ledger/ledger'
import type { Json } from '@/domain/ledger/types'
import { normalizeCompanyName, validateDeck, type Company } from '@/domain/games/gmbh/deck'

/** Longest deck name the app accepts. */
export const DECK_NAME_MAX = 40

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
  const check = validateDeck(d.companies, { standard: !custom })
  if (!check.isValid) return null
  const companies = (d.companies as Company[]).map((c) => ({ id: c.id, name: normalizeCompanyName(c.name), cards: c.cards }))
  return { id: rec.id, name: rec.name, companies, custom, updatedAt: rec.updatedAt }
}

/** Trims a deck name and checks it: 1–40 characters. */
export function checkDeckName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ')
  if (name === '') throw new RuleError('deckNameEmpty')
  if ([...name].length > DECK_NAME_MAX) throw new RuleError('deckNameTooLong', { max: DECK_NAME_MAX })
  return name
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
    try {
      const recs = await getDb().decks.orderBy('updatedAt').reverse().toArray()
      decks.value = recs.map(deckFromRecord).filter((d): d is SavedDeck => d !== null)
      loaded.value = true
      return decks.value
    } catch (e) {
      throw storageError(e)
    }
  }

  /** Validates and saves a deck (new, or overwriting `id`); throws RuleError naming the first problem. */
  async function save(input: DeckInput, now = Date.now()): Promise<SavedDeck> {
    const name = checkDeckName(input.name)
    const check = validateDeck(input.companies, { standard: !input.custom })
    const first = check.errors[0]
    if (first) throw new RuleError(first.code, first.params)
    const companies = input.companies.map((c) => ({ id: c.id, name: normalizeCompanyName(c.name), cards: c.cards }))
    const saved: SavedDeck = { id: input.id ?? newId(), name, companies, custom: input.custom, updatedAt: now }
    const deck: Json = { companies: companies.map((c) => ({ id: c.id, name: c.name, cards: c.cards })), custom: saved.custom }
    try {
      await getDb().decks.put({ id: saved.id, name, deck, updatedAt: now })
    } catch (e) {
      throw storageError(e)
    }
    decks.value = [saved, ...decks.value.filter((d) => d.id !== saved.id)]
    return saved
  }

  /** Deletes a saved deck (games that use it keep their own copy in their config). */
  async function remove(id: string): Promise<void> {
    try {
      await getDb().decks.delete(id)
    } catch (e) {
      throw storageError(e)
    }
    decks.value = decks.value.filter((d) => d.id !== id)
  }

  return { decks, loaded, load, save, remove }
})
