import { RuleError } from '../../errors'
import type { Json } from '../../ledger/types'
import { validatePlayers, type PlayerInput } from '../players'
import type { GameConfig, Rng } from '../types'
import { boardOf, nameKey, type BoardId } from './board'

/** A tax rule as stored in the options: a fixed amount, or a percentage of cash with an optional cap (0 = none). */
export type TaxRule = { position: number; amount: number; percentOfCash: number; cap: number }

/** Every RULES.md option of DKT and Monopoly, plus the game facts, as stored with the game. */
export type PropertyOptions = {
  [k: string]: Json
  startingCapital: number
  salary: number
  jailFine: number
  /** Bank supply at the start. */
  houses: number
  hotels: number
  /** Shared option: allow negative player balances (off). */
  allowNegative: boolean
  /** DKT option: a game of 2 players (off). */
  twoPlayers: boolean
  /** DKT option: each player is dealt 2 random properties and buys them at setup (off). */
  quickStart: boolean
  /** Option: an unbought property is auctioned (DKT professional variant: on; Monopoly: on). */
  auction: boolean
  /** Opening bid in % of the printed price (DKT 50, Monopoly 0 = any bid ≥ 1). */
  auctionOpeningPercent: number
  /** Option: mortgages (DKT professional variant: on; Monopoly: on). */
  mortgages: boolean
  /** Interest on repaying a loan, and the fee a buyer of a mortgaged property pays (10 %). */
  mortgageInterestPercent: number
  /** Monopoly option: unimproved street rent doubles for the whole colour group (Monopoly on, DKT off). */
  doubleRentFullGroup: boolean
  /** Monopoly option: Frei Parken jackpot collecting taxes and card payments (off). */
  freeParkingJackpot: boolean
  /** Agreed game length for the clock in minutes (DKT 120; 0 = untimed). */
  gameMinutes: number
  /** Get-out-of-jail cards in the decks: at most this many in play at once (DKT 1, Monopoly 2). */
  jailCards: number
  /** DKT: a player leaving jail gets no salary on that move. */
  noSalaryLeavingJail: boolean
  /** DKT: a jailed player may not leave by rolling a double (Monopoly may). */
  jailDoubleAllowed: boolean
  /**
   * Bankruptcy owed to a player: the DKT liquidation (the bank auctions, the creditor gets the proceeds
   * minus the loans). DKT always; Monopoly option (off: everything goes to the creditor, RULES.md).
   */
  bankruptcyLiquidation: boolean
  /** Tax spaces by printed name (DKT amounts editable). */
  taxes: { [name: string]: TaxRule }
}

/** A DKT or Monopoly game configuration. */
export type PropertyConfig = GameConfig<PropertyOptions> & { type: BoardId }

/** Setup input: the game, the players (names or {id,name}), options overriding the defaults, an rng. */
export interface PropertySetupInput {
  game?: string
  type?: string
  players: readonly PlayerInput[]
  currency?: string
  options?: { [k: string]: unknown }
  rng?: Rng
  [k: string]: unknown
}

/** Player counts by RULES.md: DKT 3–6 (option 2), Monopoly 2–8. */
export const PLAYER_LIMITS = { dkt: { min: 3, min2: 2, max: 6 }, monopolyDe: { min: 2, max: 8 } } as const

/** The defaults of every option for a board (RULES.md). */
export function defaultOptions(game: BoardId): PropertyOptions {
  const b = boardOf(game)
  const taxes: PropertyOptions['taxes'] = {}
  for (const t of b.taxes)
    taxes[t.name] = { position: t.position, amount: t.amount, percentOfCash: t.percentOfCash, cap: t.cap }
  const dkt = game === 'dkt'
  return {
    startingCapital: b.startingCapital,
    salary: b.salary,
    jailFine: b.jailFine,
    houses: b.houses,
    hotels: b.hotels,
    allowNegative: false,
    twoPlayers: false,
    quickStart: false,
    auction: true,
    auctionOpeningPercent: dkt ? 50 : 0,
    mortgages: true,
    mortgageInterestPercent: 10,
    doubleRentFullGroup: !dkt,
    freeParkingJackpot: false,
    gameMinutes: dkt ? 120 : 0,
    // RULES.md: as many as the decks in use list (data/cards.json: DKT one "Arrest-frei" in all, Monopoly one per deck)
    jailCards: dkt ? 1 : 2,
    noSalaryLeavingJail: dkt,
    jailDoubleAllowed: !dkt,
    bankruptcyLiquidation: dkt,
    taxes,
  }
}

const ALIASES: Record<string, string> = {
  allowNegativeBalances: 'allowNegative',
  negativeBalances: 'allowNegative',
  twoPlayer: 'twoPlayers',
  allowTwoPlayers: 'twoPlayers',
  freeParking: 'freeParkingJackpot',
  jackpot: 'freeParkingJackpot',
  fullGroupDoubleRent: 'doubleRentFullGroup',
  doubleRent: 'doubleRentFullGroup',
  auctions: 'auction',
  mortgage: 'mortgages',
  gameLengthMinutes: 'gameMinutes',
}

/** Normalises the game name: 'dkt' or 'monopolyDe' (also 'monopoly', 'monopoly-de'). */
export function boardIdOf(game: unknown): BoardId {
  const g = typeof game === 'string' ? game.toLowerCase().replace(/[^a-z]/g, '') : ''
  if (g === 'dkt') return 'dkt'
  if (g === 'monopolyde' || g === 'monopoly') return 'monopolyDe'
  throw new RuleError('unknownGame', { game: String(game) })
}

function mergeTaxes(game: BoardId, base: PropertyOptions['taxes'], input: unknown): PropertyOptions['taxes'] {
  if (input === undefined) return base
  if (input === null || typeof input !== 'object') throw new RuleError('optionInvalid', { option: 'taxes' })
  const out: PropertyOptions['taxes'] = { ...base }
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const name = Object.keys(base).find((n) => nameKey(n) === nameKey(key) || String(base[n]?.position) === key)
    if (!name) throw new RuleError('notATaxSpace', { space: key })
    const cur = base[name] as TaxRule
    if (typeof value === 'number') {
      out[name] = { position: cur.position, amount: nonNegative(value, `taxes.${name}`), percentOfCash: 0, cap: 0 }
      continue
    }
    if (value === null || typeof value !== 'object') throw new RuleError('optionInvalid', { option: `taxes.${name}` })
    const v = value as Record<string, unknown>
    const pct =
      v.percentOfCash === undefined
        ? v.amount !== undefined
          ? 0
          : cur.percentOfCash
        : nonNegative(v.percentOfCash, `taxes.${name}.percentOfCash`)
    if (pct > 100) throw new RuleError('optionInvalid', { option: `taxes.${name}.percentOfCash` })
    out[name] = {
      position: cur.position,
      amount: v.amount === undefined ? (pct > 0 ? 0 : cur.amount) : nonNegative(v.amount, `taxes.${name}.amount`),
      percentOfCash: pct,
      cap:
        v.cap === undefined
          ? pct > 0 && v.percentOfCash === undefined
            ? cur.cap
            : 0
          : nonNegative(v.cap, `taxes.${name}.cap`),
    }
  }
  void game
  return out
}

function nonNegative(v: unknown, option: string): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) throw new RuleError('optionInvalid', { option })
  return v
}

/**
 * Validates a DKT or Monopoly setup (players DKT 3–6, or 2 with the option; Monopoly 2–8) and
 * returns the GameConfig whose options hold every RULES.md option with its default.
 */
export function propertyConfig(input: PropertySetupInput): PropertyConfig {
  if (input === null || typeof input !== 'object') throw new RuleError('setupInvalid')
  const game = boardIdOf(input.game ?? input.type)
  const options = defaultOptions(game)
  const given: Record<string, unknown> = {}
  // options may be given in `options` or, for convenience, at the top level of the setup
  for (const [k, v] of Object.entries(input))
    if (k !== 'options' && k !== 'players' && k !== 'game' && k !== 'type' && k !== 'rng' && k !== 'currency')
      given[ALIASES[k] ?? k] = v
  if (input.options !== undefined) {
    if (input.options === null || typeof input.options !== 'object')
      throw new RuleError('optionInvalid', { option: 'options' })
    for (const [k, v] of Object.entries(input.options)) given[ALIASES[k] ?? k] = v
  }
  for (const [k, v] of Object.entries(given)) {
    if (v === undefined) continue
    if (k === 'taxes') {
      options.taxes = mergeTaxes(game, options.taxes, v)
      continue
    }
    if (!Object.prototype.hasOwnProperty.call(options, k)) throw new RuleError('unknownOption', { option: k })
    const cur = options[k]
    if (typeof cur === 'boolean') {
      if (typeof v !== 'boolean') throw new RuleError('optionInvalid', { option: k })
      options[k] = v
    } else if (typeof cur === 'number') {
      options[k] = nonNegative(v, k)
    }
  }
  if (game !== 'dkt' && options.twoPlayers) options.twoPlayers = false
  // RULES.md DKT: the bank always auctions a bankrupt player's assets
  if (game === 'dkt') options.bankruptcyLiquidation = true
  if (options.auctionOpeningPercent > 100 || options.mortgageInterestPercent > 100)
    throw new RuleError('optionInvalid', { option: 'percent' })
  const limits =
    game === 'dkt'
      ? { min: options.twoPlayers ? PLAYER_LIMITS.dkt.min2 : PLAYER_LIMITS.dkt.min, max: PLAYER_LIMITS.dkt.max }
      : PLAYER_LIMITS.monopolyDe
  const players = validatePlayers(input.players, limits.min, limits.max)
  if (options.quickStart && players.length * 2 > boardOf(game).properties.length)
    throw new RuleError('optionInvalid', { option: 'quickStart' })
  const currency = (typeof input.currency === 'string' ? input.currency : '€').trim()
  if ([...currency].length > 8) throw new RuleError('currencyTooLong', { max: 8 })
  return { type: game, players, currency, options }
}
