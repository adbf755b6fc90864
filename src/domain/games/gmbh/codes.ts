/**
 * Every RuleError code GmbH & Co. KG produces itself (deck check, round entry, scoring, saved decks),
 * warnings included: each is an `errors.<code>` text of the gmbh message module. The core's codes
 * (unknownPlayer, unknownAction, playerCount, currencyTooLong, …) are in src/domain/errors.ts.
 */
export const ERROR_CODES = [
  // the deck (deck.ts)
  'deckEmpty',
  'deckCompanyCount',
  'deckCardCountNotAllowed',
  'deckCardsTooMany',
  'deckCardsTooFew',
  'deckCustom',
  'knownCompanyCards',
  'knownCompanyMissing',
  'companyIdInvalid',
  'companyIdDuplicate',
  'companyNameEmpty',
  'companyNameTooLong',
  'companyNameDuplicate',
  'companyCardsInvalid',
  'companyColorInvalid',
  // the round entry and its scoring (scoring.ts)
  'roundInvalid',
  'handsInvalid',
  'handInvalid',
  'unknownCompany',
  'unknownMiddle',
  'unknownStopper',
  'cardCountNotWhole',
  'cardCountNegative',
  'companyCardsTooMany',
  'companyCardsTooFew',
  'fillInExceeded',
  // saved decks (stores/decks.ts checks the name with checkDeckName)
  'deckNameEmpty',
  'deckNameTooLong',
] as const

/** One GmbH error code. */
export type GmbhErrorCode = (typeof ERROR_CODES)[number]

/** Every entry kind GmbH writes: a scored round, and a false Stopp whose round is dealt again. */
export const ENTRY_KINDS = ['gmbhRound', 'gmbhRedeal'] as const

/** One GmbH entry kind. */
export type GmbhEntryKind = (typeof ENTRY_KINDS)[number]
