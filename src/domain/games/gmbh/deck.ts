import { isHexColor, OKABE_ITO as OI } from '../../color'
import { RuleError, type RuleErrorParams } from '../../errors'
import { cleanName, type NameRule } from '../../names'
import facts from '../data/gmbh.json' with { type: 'json' }

/** One company of the share-card deck: a stable id, its printed name, how many cards it has and its colour. */
export type Company = {
  id: string
  name: string
  cards: number
  /** The colour the table gave it (#rrggbb); a deck saved before colours has none: companyColor gives the default. */
  color?: string
}

/**
 * The colours companies get by position (issue 14: each company in its own colour, colour-blind
 * safe by default): the Okabe–Ito palette in its published order, then mid grey for a ninth.
 */
export const COMPANY_COLORS: readonly string[] = [
  OI.orange,
  OI.skyBlue,
  OI.bluishGreen,
  OI.yellow,
  OI.blue,
  OI.vermillion,
  OI.reddishPurple,
  OI.black,
  OI.grey,
]

/** The default colour of the company at `index` of a deck (COMPANY_COLORS, repeating after the ninth). */
export function defaultCompanyColor(index: number): string {
  return COMPANY_COLORS[((index % COMPANY_COLORS.length) + COMPANY_COLORS.length) % COMPANY_COLORS.length]!
}

/** A company's colour: the one the table chose, else the default of its position in the deck. */
export function companyColor(company: Company, index: number): string {
  return isHexColor(company.color) ? company.color.toLowerCase() : defaultCompanyColor(index)
}

/** The deck with every company's colour filled in (a deck saved before colours gets the defaults by position). */
export function withCompanyColors(companies: readonly Company[]): Company[] {
  return companies.map((c, i) => ({ ...c, color: companyColor(c, i) }))
}

/** A problem (error or warning) found in a deck or a round entry: an i18n code under `errors.` and its params. */
export type Problem = {
  code: string
  params: RuleErrorParams
}

/** The standard deck of the rulebook (file 001): 61 share cards in 9 companies of 5, 7 or 9 cards. */
export const STANDARD_DECK = {
  totalCards: facts.shareCards,
  companies: facts.companies,
  allowedCounts: facts.cardsPerCompanyAllowed,
} as const

/** The two companies the rulebook names (file 001): "Meister Milch & Co" (9 cards) and "Glotz TV AG" (7 cards). */
export const KNOWN_COMPANIES: readonly { name: string; cards: number }[] = facts.known

/** Longest company name the app accepts. */
export const COMPANY_NAME_MAX = 40

/** Longest name of a saved deck the app accepts. */
export const DECK_NAME_MAX = 40

const FORBIDDEN_IDS = new Set(['__proto__', 'prototype', 'constructor'])

/** The majority of a company of N cards is floor(N/2)+1 (RULES.md GmbH: 9 → 5, 7 → 4, 8 → 5). */
export function majorityOf(cards: number): number {
  return Math.floor(cards / 2) + 1
}

/** Trimmed, whitespace-collapsed company name (names are compared case-insensitively). */
export function normalizeCompanyName(name: string): string {
  return name.trim().replace(/\s+/g, ' ')
}

/** A saved deck's name by the one name rule: 1–40 characters, no invisible characters. */
export const DECK_NAME: NameRule = {
  max: DECK_NAME_MAX,
  empty: 'deckNameEmpty',
  tooLong: 'deckNameTooLong',
  invalid: 'nameInvalid',
}

/** Cleans a saved deck's name and checks it (the one name rule: NFC, trimmed, 1–40 characters). */
export function checkDeckName(raw: string): string {
  return cleanName(raw, DECK_NAME)
}

/** Result of a deck check: errors refuse the deck, warnings are shown (a custom deck is allowed with a warning). */
export type DeckCheck = {
  isValid: boolean
  /** True when the deck is the standard one: 9 companies of 5/7/9 cards summing to 61. */
  isStandard: boolean
  totalCards: number
  errors: Problem[]
  warnings: Problem[]
}

function standardDeviations(companies: readonly Company[]): Problem[] {
  const out: Problem[] = []
  if (companies.length !== STANDARD_DECK.companies) {
    out.push({ code: 'deckCompanyCount', params: { count: companies.length, expected: STANDARD_DECK.companies } })
  }
  const allowed: readonly number[] = STANDARD_DECK.allowedCounts
  for (const c of companies) {
    if (!allowed.includes(c.cards)) {
      out.push({
        code: 'deckCardCountNotAllowed',
        params: { company: c.name, companyId: c.id, cards: c.cards, allowed: allowed.join(', ') },
      })
    }
  }
  const total = companies.reduce((s, c) => s + c.cards, 0)
  const expected = STANDARD_DECK.totalCards
  if (total > expected) out.push({ code: 'deckCardsTooMany', params: { total, expected, over: total - expected } })
  if (total < expected) out.push({ code: 'deckCardsTooFew', params: { total, expected, short: expected - total } })
  for (const k of KNOWN_COMPANIES) {
    const found = companies.find((c) => normalizeCompanyName(c.name).toLocaleLowerCase() === k.name.toLocaleLowerCase())
    if (found && found.cards !== k.cards) {
      out.push({
        code: 'knownCompanyCards',
        params: { company: found.name, companyId: found.id, cards: found.cards, expected: k.cards },
      })
    }
  }
  return out
}

/**
 * Checks a deck (RULES.md GmbH, issue "Deck"): ids and names non-empty and unique, counts whole
 * numbers ≥ 1, a colour (when given) #rrggbb. With `standard: true` also 9 companies, counts in {5, 7, 9}, 61 cards in all (saying by
 * how much it is off) and the known companies with their printed counts; these are errors then. With
 * `standard: false` any deviation from the standard deck is a `deckCustom` warning plus the details.
 * Never throws.
 */
export function validateDeck(companies: unknown, opts: { standard: boolean }): DeckCheck {
  const errors: Problem[] = []
  const warnings: Problem[] = []
  if (!Array.isArray(companies) || companies.length === 0) {
    return { isValid: false, isStandard: false, totalCards: 0, errors: [{ code: 'deckEmpty', params: {} }], warnings }
  }
  const ids = new Set<string>()
  const names = new Set<string>()
  const wellFormed: Company[] = []
  companies.forEach((raw: unknown, index: number) => {
    const c = (raw !== null && typeof raw === 'object' ? raw : {}) as {
      id?: unknown
      name?: unknown
      cards?: unknown
      color?: unknown
    }
    const position = index + 1
    let ok = true
    if (typeof c.id !== 'string' || c.id.trim() === '' || FORBIDDEN_IDS.has(c.id)) {
      errors.push({ code: 'companyIdInvalid', params: { position, companyId: String(c.id) } })
      ok = false
    } else if (ids.has(c.id)) {
      errors.push({ code: 'companyIdDuplicate', params: { position, companyId: c.id } })
      ok = false
    } else ids.add(c.id)
    const name = typeof c.name === 'string' ? normalizeCompanyName(c.name) : ''
    if (name === '') {
      errors.push({ code: 'companyNameEmpty', params: { position } })
      ok = false
    } else if ([...name].length > COMPANY_NAME_MAX) {
      errors.push({
        code: 'companyNameTooLong',
        params: { position, company: name.slice(0, COMPANY_NAME_MAX), max: COMPANY_NAME_MAX },
      })
      ok = false
    } else if (names.has(name.toLocaleLowerCase())) {
      errors.push({ code: 'companyNameDuplicate', params: { position, company: name } })
      ok = false
    } else names.add(name.toLocaleLowerCase())
    if (typeof c.cards !== 'number' || !Number.isSafeInteger(c.cards) || c.cards < 1) {
      errors.push({
        code: 'companyCardsInvalid',
        params: { position, company: name || String(c.id), cards: String(c.cards) },
      })
      ok = false
    }
    if (c.color !== undefined && !isHexColor(c.color)) {
      errors.push({ code: 'companyColorInvalid', params: { position, company: name || String(c.id) } })
      ok = false
    }
    if (ok) wellFormed.push({ id: c.id as string, name, cards: c.cards as number })
  })
  const totalCards = wellFormed.reduce((s, c) => s + c.cards, 0)
  const deviations = errors.length === 0 ? standardDeviations(wellFormed) : []
  if (opts.standard) errors.push(...deviations)
  else if (deviations.length > 0)
    warnings.push({ code: 'deckCustom', params: { total: totalCards, companies: wellFormed.length } }, ...deviations)
  if (errors.length === 0) {
    for (const k of KNOWN_COMPANIES) {
      if (!wellFormed.some((c) => c.name.toLocaleLowerCase() === k.name.toLocaleLowerCase())) {
        warnings.push({ code: 'knownCompanyMissing', params: { company: k.name, cards: k.cards } })
      }
    }
  }
  return {
    isValid: errors.length === 0,
    isStandard: errors.length === 0 && deviations.length === 0,
    totalCards,
    errors,
    warnings,
  }
}

/** Throws the first deck error as RuleError (RULES.md GmbH deck); returns the deck with names normalised (colours kept, lower case). */
export function assertDeck(companies: unknown, opts: { standard: boolean }): Company[] {
  const check = validateDeck(companies, opts)
  const first = check.errors[0]
  if (first) throw new RuleError(first.code, first.params)
  return (companies as Company[]).map((c) => ({
    id: c.id,
    name: normalizeCompanyName(c.name),
    cards: c.cards,
    ...(c.color === undefined ? {} : { color: c.color.toLowerCase() }),
  }))
}
