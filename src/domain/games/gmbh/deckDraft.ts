import { isHexColor } from '../../color'
import type { Json } from '../../ledger/types'
import { KNOWN_COMPANIES, STANDARD_DECK, validateDeck, type Company, type DeckCheck, type Problem } from './deck'

/** Cards a new company row starts with: 7 in a new standard deck (the most common count), 5 when added to a custom deck. */
export const NEW_ROW_CARDS = { standard: 7, custom: 5 } as const

/** A deck as a banker lays it out (RULES.md GmbH deck): the two companies of the rulebook, then `own`; ids c1, c2, … in order. */
export function deckOf(own: readonly { name: string; cards: number }[]): Company[] {
  return [...KNOWN_COMPANIES, ...own].map((c, i) => ({ id: `c${i + 1}`, name: c.name, cards: c.cards }))
}

/**
 * A new deck to name (RULES.md GmbH deck): the two companies of the rulebook with their counts,
 * then unnamed rows of 7 cards up to the 9 companies of the standard deck; ids c1, c2, ….
 */
export function blankDeck(): Company[] {
  return deckOf(
    Array.from({ length: STANDARD_DECK.companies - KNOWN_COMPANIES.length }, () => ({
      name: '',
      cards: NEW_ROW_CARDS.standard,
    })),
  )
}

/** The row a custom deck gets when a company is added: the next free id cN, no name, 5 cards. */
export function nextCompany(rows: readonly Company[]): Company {
  const next = rows.reduce((m, r) => Math.max(m, Number(/^c(\d+)$/.exec(r.id)?.[1] ?? 0)), 0) + 1
  return { id: `c${next}`, name: '', cards: NEW_ROW_CARDS.custom }
}

/** Cards in a deck being typed in (a count not yet a number counts 0), compared with the 61 of the standard deck. */
export function draftTotal(rows: readonly Company[]): number {
  return rows.reduce((s, r) => s + (Number.isFinite(r.cards) ? r.cards : 0), 0)
}

/** The deck check of a deck being typed in (RULES.md GmbH deck), as the setup form shows it. */
export interface DeckDraftCheck {
  /** The check itself: errors for the standard deck, warnings for a custom one. */
  check: DeckCheck
  /** Errors to show: card-count problems first (by how much the deck is off from 61), then the rest. */
  errors: Problem[]
  /** Warnings to show (those of the counts while a name is still missing). */
  warnings: Problem[]
}

/**
 * Checks a deck while it is typed in (RULES.md GmbH deck): the full check, plus the same check with
 * placeholder names so that the card counts (and the 61) are checked before every company is named.
 */
export function checkDeckDraft(rows: readonly Company[], custom: boolean): DeckDraftCheck {
  const opts = { standard: !custom }
  const check = validateDeck(rows, opts)
  const countCheck = validateDeck(
    rows.map((r, i) => ({ ...r, name: r.name.trim() === '' ? `#${i + 1}` : r.name })),
    opts,
  )
  return {
    check,
    errors: [...countCheck.errors, ...check.errors],
    warnings: check.errors.length > 0 ? countCheck.warnings : check.warnings,
  }
}

function isCompanyLike(v: Json): v is Company {
  return (
    v !== null &&
    typeof v === 'object' &&
    !Array.isArray(v) &&
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.cards === 'number'
  )
}

/** The deck a setup form already carries (its stored `deck` option), as rows to edit (a #rrggbb colour kept); null when it holds none. */
export function deckFromOptions(options: { readonly [k: string]: Json }): Company[] | null {
  const deck = Object.hasOwn(options, 'deck') ? options.deck : undefined
  if (!Array.isArray(deck)) return null
  return deck
    .filter(isCompanyLike)
    .map((c) => ({ id: c.id, name: c.name, cards: c.cards, ...(isHexColor(c.color) ? { color: c.color } : {}) }))
}

/** A card count as typed on the deck form: whole digits only ("7"); "1e9", "NaN", "-3" or "7.5" are not counts (NaN, refused by the deck check). */
export function readCardCount(text: string): number {
  const t = text.trim()
  return /^\d{1,3}$/.test(t) ? Number(t) : Number.NaN
}
