import { RuleError } from '../../errors'
import { validatePlayers, type PlayerInput } from '../players'
import { assertValidBoard, demoBoard } from './board'
import { MONEY, type Board, type DiscretionConfig, type DiscretionOptions } from './types'

/** Setup input of a Discretion game (RULES.md Discretion: 2–8 players, options with defaults). */
export interface DiscretionSetupInput {
  players: readonly PlayerInput[]
  /** A valid board (validateBoard); defaults to the demo board. */
  board?: Board
  currency?: string
  options?: Partial<Pick<DiscretionOptions, 'buildingTax' | 'yearEndBonus' | 'inheritanceTakesPlot' | 'allowNegative'>>
  /** Player who starts (active player); defaults to the first. */
  firstPlayer?: string
}

export const DISCRETION_DEFAULTS = {
  buildingTax: 'perBuilding',
  yearEndBonus: 'flat',
  inheritanceTakesPlot: false,
  allowNegative: false,
  minPlayers: 2,
  maxPlayers: 8,
} as const

/** Starting money per player (RULES.md Discretion): 2,500,000 with 2–4 players, 2,000,000 with 5–8. */
export function startingMoney(playerCount: number): number {
  return playerCount <= 4 ? MONEY.startingSmall : MONEY.startingLarge
}

/** A setup whose option values are not yet checked (stored configs, backups, setup forms). */
export interface RawDiscretionSetup {
  players: readonly PlayerInput[]
  currency?: string
  board: unknown
  options: { readonly [k: string]: unknown }
  firstPlayer?: unknown
}

/** Checks a setup's players, board and RULES.md options (the one Discretion config validation). */
export function checkDiscretionSetup(input: RawDiscretionSetup): DiscretionConfig {
  const players = validatePlayers(input.players, DISCRETION_DEFAULTS.minPlayers, DISCRETION_DEFAULTS.maxPlayers)
  const board = assertValidBoard(input.board)
  const o = input.options
  const buildingTax = o.buildingTax ?? DISCRETION_DEFAULTS.buildingTax
  if (buildingTax !== 'perBuilding' && buildingTax !== 'perType')
    throw new RuleError('optionInvalid', { option: 'buildingTax', value: String(buildingTax) })
  const yearEndBonus = o.yearEndBonus ?? DISCRETION_DEFAULTS.yearEndBonus
  if (yearEndBonus !== 'flat' && yearEndBonus !== 'perAcre')
    throw new RuleError('optionInvalid', { option: 'yearEndBonus', value: String(yearEndBonus) })
  const inheritanceTakesPlot = o.inheritanceTakesPlot ?? DISCRETION_DEFAULTS.inheritanceTakesPlot
  const allowNegative = o.allowNegative ?? DISCRETION_DEFAULTS.allowNegative
  if (typeof inheritanceTakesPlot !== 'boolean')
    throw new RuleError('optionInvalid', { option: 'inheritanceTakesPlot', value: String(inheritanceTakesPlot) })
  if (typeof allowNegative !== 'boolean')
    throw new RuleError('optionInvalid', { option: 'allowNegative', value: String(allowNegative) })
  const currency = (input.currency ?? '').trim()
  if ([...currency].length > 8) throw new RuleError('currencyTooLong', { max: 8 })
  const wanted = input.firstPlayer === undefined ? players[0]?.id : input.firstPlayer
  const first = players.find((p) => p.id === wanted)
  if (!first) throw new RuleError('unknownPlayer', { player: String(wanted), field: 'firstPlayer' })
  return {
    type: 'discretion',
    players,
    currency,
    options: {
      // a copy, so that later edits of the caller's object cannot change a running game
      board: copyBoard(board),
      startingMoney: startingMoney(players.length),
      buildingTax,
      yearEndBonus,
      inheritanceTakesPlot,
      allowNegative,
      firstPlayer: first.id,
    },
  }
}

/** A deep copy of a board (its name, plots and map). */
export function copyBoard(board: Board): Board {
  return { ...board, plots: board.plots.map((p) => ({ ...p })), map: board.map.map((row) => [...row]) }
}

/** Validates a Discretion setup: 2–8 players, a valid board, the RULES.md options (defaults: per building, flat, no take). */
export function discretionConfig(input: DiscretionSetupInput): DiscretionConfig {
  if (input === null || typeof input !== 'object') throw new RuleError('playersInvalid')
  return checkDiscretionSetup({
    players: input.players,
    currency: input.currency,
    board: input.board ?? demoBoard,
    options: input.options ?? {},
    firstPlayer: input.firstPlayer,
  })
}
