import { RuleError } from '../errors'
import type { Json } from '../ledger/types'
import { freePlayConfig } from './freePlay'
import { gmbhConfig } from './gmbh/pack'
import type { Company } from './gmbh/scoring'
import { propertyConfig } from './property/config'
import { discretionConfig, type DiscretionSetupInput } from './discretion/pack'
import type { PlayerInput } from './players'
import type { GameConfig, GameType } from './types'

/** What the setup screen collects for every game type; `options` are the type's own. */
export interface SetupInput {
  players: PlayerInput[]
  currency?: string
  options?: { [k: string]: Json }
}

/** Player counts the setup screen allows per game type (before the type's own options narrow them). */
export const PLAYER_LIMITS: Record<GameType, { min: number; max: number; defaultCount: number }> = {
  freePlay: { min: 2, max: 8, defaultCount: 3 },
  dkt: { min: 2, max: 6, defaultCount: 3 },
  monopolyDe: { min: 2, max: 8, defaultCount: 3 },
  discretion: { min: 2, max: 8, defaultCount: 3 },
  gmbh: { min: 2, max: 6, defaultCount: 4 },
}

type Builder = (input: SetupInput) => GameConfig

const builders: Partial<Record<GameType, Builder>> = {
  freePlay: (input) => {
    const o = input.options ?? {}
    return freePlayConfig({
      players: input.players,
      currency: input.currency,
      // anything but a number is passed on so that the pack refuses it with a message
      startingCapital: o.startingCapital === undefined ? undefined : (o.startingCapital as number),
      salary: o.salary === undefined ? undefined : (o.salary as number),
      allowNegative: o.allowNegative === true,
    }) as unknown as GameConfig
  },
  dkt: (input) => propertyConfig({ game: 'dkt', players: input.players, currency: input.currency, options: input.options ?? {} }) as unknown as GameConfig,
  monopolyDe: (input) => propertyConfig({ game: 'monopolyDe', players: input.players, currency: input.currency, options: input.options ?? {} }) as unknown as GameConfig,
  discretion: (input) => {
    const o = input.options ?? {}
    return discretionConfig({
      players: input.players,
      currency: input.currency,
      // the board is validated by discretionConfig; options are checked there too
      board: o.board as unknown as DiscretionSetupInput['board'],
      options: {
        buildingTax: o.buildingTax as never,
        yearEndBonus: o.yearEndBonus as never,
        inheritanceTakesPlot: o.inheritanceTakesPlot === true,
        allowNegative: o.allowNegative === true,
      },
    }) as unknown as GameConfig
  },
  gmbh: (input) => {
    const o = input.options ?? {}
    return gmbhConfig({
      players: input.players,
      deck: (o.deck ?? []) as unknown as Company[],
      customDeck: o.customDeck === true,
      scoreFalseStop: o.scoreFalseStop === true,
      bankruptMajorityScoresForStop: o.bankruptMajorityScoresForStop === true,
      currency: '',
    }) as unknown as GameConfig
  },
}

/** Validates a setup and returns the game's config; throws RuleError naming what is wrong. */
export function buildConfig(type: GameType, input: SetupInput): GameConfig {
  const b = builders[type]
  if (!b) throw new RuleError('gameTypeUnavailable', { type })
  return b(input)
}

/** True when the setup screen can start a game of this type. */
export function canSetUp(type: GameType): boolean {
  return builders[type] !== undefined
}
