import { defineStore } from 'pinia'
import { computed } from 'vue'
import { getDb, type DeckRecord } from '@/db'
import type { BoardId } from '@/domain/games/property/board'
import { isDeckOf, parseDeck, printedDeck, sameDeck, type CardDef, type DeckId } from '@/domain/games/property/cards'
import { savedRecords } from './savedRecords'

/** A DKT/Monopoly card deck as the banker saved it on this device (editions differ). */
export interface SavedCardDeck {
  id: string
  game: BoardId
  deck: DeckId
  cards: CardDef[]
  updatedAt: number
}

/** The marker of a card-deck record in the shared Dexie `decks` table (GmbH records have `companies` instead, and each store skips the other's). */
const KIND = 'propertyCards'

/** The one record id of a game's deck: saving again overwrites it. */
export function cardDeckId(game: BoardId, deck: DeckId): string {
  return `${KIND}:${game}:${deck}`
}

/** Reads a stored record; null when it is not a valid card deck (a GmbH deck, a broken record: never throws). */
export function cardDeckFromRecord(rec: DeckRecord): SavedCardDeck | null {
  const d = rec.deck
  if (d === null || typeof d !== 'object' || Array.isArray(d) || d.kind !== KIND) return null
  const game = d.game
  if (game !== 'dkt' && game !== 'monopolyDe') return null
  if (!isDeckOf(game, d.deck) || rec.id !== cardDeckId(game, d.deck)) return null
  try {
    return { id: rec.id, game, deck: d.deck, cards: parseDeck(d.cards), updatedAt: rec.updatedAt }
  } catch {
    return null
  }
}

/**
 * The card decks of DKT and Monopoly saved on this device (Dexie table `decks`, shared with the GmbH
 * decks): the game draws from the saved deck, else from the printed one (data/cards.json). A drawn
 * card's entry carries the whole card, so editing a deck later never changes a game already played.
 */
export const useCardDecksStore = defineStore('cardDecks', () => {
  const saved = savedRecords(() => getDb().decks, cardDeckFromRecord)
  const byId = computed(() => new Map(saved.list.value.map((d) => [d.id, d])))

  /** The cards a game draws from: the saved deck, else the printed one. */
  function cardsOf(game: BoardId, deck: DeckId): CardDef[] {
    return byId.value.get(cardDeckId(game, deck))?.cards ?? printedDeck(game, deck)
  }

  /** True when the banker's saved deck differs from the printed one. */
  function isEdited(game: BoardId, deck: DeckId): boolean {
    const d = byId.value.get(cardDeckId(game, deck))
    return d !== undefined && !sameDeck(d.cards, printedDeck(game, deck))
  }

  /** Checks and saves a deck (every card through the one card check); throws the RuleError of the first bad card. Saving the printed deck removes the saved one. */
  async function save(game: BoardId, deck: DeckId, cards: readonly unknown[], now = Date.now()): Promise<CardDef[]> {
    const checked = parseDeck(cards)
    const id = cardDeckId(game, deck)
    if (sameDeck(checked, printedDeck(game, deck))) {
      await saved.remove(id)
      return checked
    }
    await saved.put(
      { id, name: `${game} ${deck}`, deck: { kind: KIND, game, deck, cards: checked }, updatedAt: now },
      { id, game, deck, cards: checked, updatedAt: now },
    )
    return checked
  }

  /** Back to the printed deck (the saved one deleted). */
  async function reset(game: BoardId, deck: DeckId): Promise<void> {
    await saved.remove(cardDeckId(game, deck))
  }

  return { decks: saved.list, loaded: saved.loaded, load: saved.load, cardsOf, isEdited, save, reset }
})
