// The error codes and their parameters' kinds; the error class itself is in ruleError.ts (the
// entry's storage reads throw it without loading these tables).
export { RuleError, isRuleError, type RuleErrorParams } from './ruleError'

/**
 * Every RuleError code thrown outside the game folders (money, ledger, players and names, notes,
 * storage, backups, free play) plus the codes several games share: each is an `errors.<code>` text
 * of src/locales/<locale>/core.json5. A game's own codes are its module's `errorCodes`.
 */
export const CORE_ERROR_CODES = [
  // amounts (money.ts) and the ledger (admit, effects, cursor)
  'amountEmpty',
  'amountNotANumber',
  'amountDecimal',
  'amountNotPositive',
  'amountTooLarge',
  'amountNotSafe',
  'entryUnbalanced',
  'entryMalformed',
  'unknownAccount',
  'balanceOverflow',
  'insufficientFunds',
  'playerEliminated',
  'nothingToUndo',
  'undoNotNewest',
  'nothingToRedo',
  'staleState',
  'effectBadPath',
  // actions every game shares (common.ts, free play)
  'paySelf',
  'noSalary',
  'unknownAction',
  'unknownPlayer',
  'gameOver',
  'noteInvalid',
  'noteTooLong',
  // setup: players, names, currency, options (players.ts, every module's parseConfig)
  'nameEmpty',
  'nameTooLong',
  'nameInvalid',
  'nameDuplicate',
  'playerIdInvalid',
  'playersInvalid',
  'playerCount',
  'currencyTooLong',
  'optionInvalid',
  // saved games and storage (db)
  'gameNotFound',
  'gameNameEmpty',
  'gameNameTooLong',
  'gameTypeUnavailable',
  'storageFull',
  'storageUnavailable',
  'storageTooNew',
  'storageFailed',
  // backups (db/backup.ts)
  'backupTooLarge',
  'backupUnreadable',
  'backupNotJson',
  'backupTruncated',
  'backupUnknownFormat',
  'backupVersionUnsupported',
  'backupInvalid',
  'backupForbiddenKey',
  'backupUnbalanced',
  'backupEntryRefused',
  'backupConfigRefused',
  'backupGameTypeUnavailable',
  'backupNothingToExport',
  'backupTooDeep',
  'backupEntryInvalid',
  'backupGameInvalid',
  'backupGameNameRefused',
  'backupPlayerIdRefused',
  'backupEntryOrder',
  'backupEntrySetupLate',
  'backupRedoInvalid',
  'backupStateImpossible',
  'backupEntryTooLarge',
  'backupCancelled',
  'backupEveningsInvalid',
  // people and results (src/domain/stats)
  'personNotFound',
  'personNameTaken',
  'personMergeSelf',
  'ruleBroken',
  'loadFailed',
  // the table: a copy on a joined phone, the protocol (src/domain/sync)
  'gameIsCopy',
  'syncMessageInvalid',
  'syncVersionUnsupported',
  'syncNotClaimed',
  'syncRequestNotOwn',
  'syncRequestUnavailable',
  'syncCopyDiverged',
  'syncPlayerTaken',
  'syncPlayerOut',
  'syncClaimDeclined',
  // joining a table (src/net, the QR scanner)
  'syncCodeInvalid',
  'syncCodeWrongKind',
  'syncCodeVersion',
  'syncCodeOtherInvite',
  'syncInviteTaken',
  'syncNoNetwork',
  'syncConnectFailed',
  'syncUnsupported',
  'syncCameraDenied',
  'syncNoCamera',
] as const

/** A RuleError code of the core (its text is in core.json5). */
export type CoreErrorCode = (typeof CORE_ERROR_CODES)[number]

/** How the UI shows one param of a RuleError: an account by its name, money with the currency, a number in the locale's digits, anything else as text. */
export type ParamKind = 'account' | 'money' | 'number' | 'text'

/**
 * The naming convention every RuleError keeps, declared once: a param with one of these names is
 * an account id (a string: shown as the player's or account's name) or money (a number: shown with
 * the game's currency). Other numbers are counts or values (locale digits); other values are text.
 */
export const PARAM_KINDS = {
  account: 'account',
  player: 'account',
  payer: 'account',
  payee: 'account',
  owner: 'account',
  creditor: 'account',
  active: 'account',
  winner: 'account',
  buyer: 'account',
  seller: 'account',
  from: 'account',
  to: 'account',
  stopper: 'account',
  holder: 'account',
  shortfall: 'money',
  balance: 'money',
  amount: 'money',
  price: 'money',
  rent: 'money',
  cost: 'money',
  need: 'money',
  have: 'money',
  loan: 'money',
  bid: 'money',
  minBid: 'money',
  minimum: 'money',
  opening: 'money',
  sum: 'money',
  due: 'money',
  cash: 'money',
} as const satisfies Record<string, 'account' | 'money'>

/** Params of single codes that the naming convention would misread ("Year {from}" is a year). */
export const PARAM_KIND_EXCEPTIONS: { readonly [code: string]: { readonly [param: string]: ParamKind } } = {
  cardNotInPlay: { from: 'number' },
  noLandTaxYet: { from: 'number' },
}

const conventionKinds: ReadonlyMap<string, 'account' | 'money'> = new Map(Object.entries(PARAM_KINDS))

/** How the param `name` of a RuleError `code` is shown: its declared kind where the value fits it, else number or text. */
export function paramKind(code: string, name: string, value: string | number | boolean): ParamKind {
  const declared = PARAM_KIND_EXCEPTIONS[code]?.[name] ?? conventionKinds.get(name)
  if (declared === 'account' && typeof value === 'string') return 'account'
  if (declared === 'money' && typeof value === 'number') return 'money'
  if (declared === 'text') return 'text'
  return typeof value === 'number' ? 'number' : 'text'
}
