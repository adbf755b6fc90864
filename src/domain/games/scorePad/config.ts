import { RuleError } from '../../errors'
import type { Json } from '../../ledger/types'
import { cleanName, type NameRule } from '../../names'
import type { SetupInput } from '../contract'
import { validatePlayers } from '../players'
import type { GameConfig } from '../types'

/** Who wins a score pad: the highest total (Kniffel, Wizard) or the lowest (Rommé penalty points). */
export type PadWinner = 'highest' | 'lowest'

/** Options stored with a score pad game (setup options of issue 36). */
export type ScorePadOptions = {
  [k: string]: Json
  /** The game being scored ("Rommé", "Kniffel"); empty when none was given. */
  title: string
  winner: PadWinner
  /** A total that ends the game once a player reaches it; 0: none. */
  target: number
  /** A fixed number of rounds that ends the game; 0: none. */
  roundLimit: number
  /** Always true: round points may be negative and take a total below 0. */
  allowNegative: boolean
}

export type ScorePadConfig = GameConfig<ScorePadOptions>

/** Setup limits of the score pad: 2–8 players, points without a currency label. */
export const SCORE_PAD_LIMITS = {
  minPlayers: 2,
  maxPlayers: 8,
  defaultPlayers: 4,
  titleMax: 40,
  /** Highest target total. */
  targetMax: 1_000_000_000,
  /** Most rounds a fixed number of rounds may have. */
  roundLimitMax: 999,
  /** Largest points (either sign) one player may score in one round. */
  pointsMax: 1_000_000_000,
} as const

/** The name of the scored game by the one name rule: up to 40 characters, no invisible characters. */
const TITLE: NameRule = {
  max: SCORE_PAD_LIMITS.titleMax,
  empty: 'padTitleInvalid',
  tooLong: 'padTitleTooLong',
  invalid: 'padTitleInvalid',
}

function option(options: SetupInput['options'], key: string): Json | undefined {
  return options && Object.hasOwn(options, key) ? options[key] : undefined
}

/** An optional whole-number option: absent or 0 is none, else a whole number 1…max (refused with `code` otherwise). */
function optionalCount(v: Json | undefined, max: number, code: string): number {
  if (v === undefined || v === null || v === 0 || v === '') return 0
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1 || v > max)
    throw new RuleError(code, { max, value: String(v).slice(0, 20) })
  return v
}

/** The scored game's name: empty when none is given, else cleaned by the one name rule (issue 36: "Rommé"). */
export function cleanTitle(raw: Json | undefined): string {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return ''
  return cleanName(raw, TITLE)
}

/**
 * The one validation of a score pad's settings (setup, duplicate, backup restore; issue 36): 2–8
 * players, the scored game's name (optional), highest or lowest total wins (default highest), an
 * optional target total and an optional fixed number of rounds. No currency; negative totals allowed.
 */
export function parseScorePadConfig(input: SetupInput): ScorePadConfig {
  const o = input.options
  const players = validatePlayers(input.players, SCORE_PAD_LIMITS.minPlayers, SCORE_PAD_LIMITS.maxPlayers)
  const winner = option(o, 'winner') ?? 'highest'
  if (winner !== 'highest' && winner !== 'lowest')
    throw new RuleError('padWinnerInvalid', { value: String(winner).slice(0, 20) })
  return {
    type: 'scorePad',
    players,
    currency: '',
    options: {
      title: cleanTitle(option(o, 'title')),
      winner,
      target: optionalCount(option(o, 'target'), SCORE_PAD_LIMITS.targetMax, 'padTargetInvalid'),
      roundLimit: optionalCount(option(o, 'roundLimit'), SCORE_PAD_LIMITS.roundLimitMax, 'padRoundLimitInvalid'),
      allowNegative: true,
    },
  }
}
