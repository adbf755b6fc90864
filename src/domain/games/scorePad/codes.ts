/**
 * Every RuleError code the score pad throws itself (setup options, round entry, correction): each is
 * an `errors.<code>` text of the scorePad message module. The core's codes (unknownPlayer,
 * unknownAction, playerCount, gameOver, noteTooLong, …) are in src/domain/errors.ts.
 */
export const ERROR_CODES = [
  // setup (config.ts)
  'padTitleTooLong',
  'padTitleInvalid',
  'padWinnerInvalid',
  'padTargetInvalid',
  'padRoundLimitInvalid',
  // a round or a correction (actions/round.ts)
  'padPointsMissing',
  'padPointsInvalid',
  'padPointsTooLarge',
  'padRoundUnknown',
  'padCorrectionUnchanged',
] as const

/** One score pad error code. */
export type ScorePadErrorCode = (typeof ERROR_CODES)[number]

/** Every entry kind the score pad writes: a round's points, and a correction of an earlier round. */
export const ENTRY_KINDS = ['padRound', 'padCorrection'] as const

/** One score pad entry kind. */
export type ScorePadEntryKind = (typeof ENTRY_KINDS)[number]
