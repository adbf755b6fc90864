import { RuleError } from '../../errors'
import { checkAmount } from '../../money'
import { EffectBuilder } from '../../ledger/effects'
import { BANK, type EntryDraft, type Json, type LedgerState, type Posting } from '../../ledger/types'
import { checkPayment, cleanNote, playerAccounts, requireActive, transfer } from '../common'
import { validatePlayers, type PlayerInput } from '../players'
import type { RulePack } from '../types'
import { assertValidBoard, demoBoard } from './board'
import { checkBuildingShape, isBuildingType } from './rent'
import {
  acresOf,
  bankLoanSupply,
  buildingOwner,
  buildingsOf,
  clockwiseFrom,
  currentRents,
  nextPlayer,
  occupiedSquares,
  plotAt,
  plotById,
  plotsOf,
  plotsUnder,
  sharkLoanSupply,
  tileSupply,
  undevelopedPlotsOf,
} from './rules'
import {
  GRID_SIZE,
  LIMITS,
  MONEY,
  type Board,
  type BuildingType,
  type CollateralFields,
  type DiscretionAction,
  type DiscretionConfig,
  type DiscretionData,
  type DiscretionOptions,
  type StoredBuilding,
} from './types'

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
  if (buildingTax !== 'perBuilding' && buildingTax !== 'perType') throw new RuleError('optionInvalid', { option: 'buildingTax', value: String(buildingTax) })
  const yearEndBonus = o.yearEndBonus ?? DISCRETION_DEFAULTS.yearEndBonus
  if (yearEndBonus !== 'flat' && yearEndBonus !== 'perAcre') throw new RuleError('optionInvalid', { option: 'yearEndBonus', value: String(yearEndBonus) })
  const inheritanceTakesPlot = o.inheritanceTakesPlot ?? DISCRETION_DEFAULTS.inheritanceTakesPlot
  const allowNegative = o.allowNegative ?? DISCRETION_DEFAULTS.allowNegative
  if (typeof inheritanceTakesPlot !== 'boolean') throw new RuleError('optionInvalid', { option: 'inheritanceTakesPlot', value: String(inheritanceTakesPlot) })
  if (typeof allowNegative !== 'boolean') throw new RuleError('optionInvalid', { option: 'allowNegative', value: String(allowNegative) })
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
function copyBoard(board: Board): Board {
  return { ...board, plots: board.plots.map((p) => ({ ...p })), map: board.map.map((row) => [...row]) }
}

/** Validates a Discretion setup: 2–8 players, a valid board, the RULES.md options (defaults: per building, flat, no take). */
export function discretionConfig(input: DiscretionSetupInput): DiscretionConfig {
  if (input === null || typeof input !== 'object') throw new RuleError('playersInvalid')
  return checkDiscretionSetup({ players: input.players, currency: input.currency, board: input.board ?? demoBoard, options: input.options ?? {}, firstPlayer: input.firstPlayer })
}

/** Entry kinds of the Discretion pack (i18n keys under `kinds.`). */
export const DISCRETION_KINDS = [
  'startingMoney',
  'auction',
  'auctionNoBid',
  'compulsoryAuction',
  'inheritance',
  'build',
  'demolish',
  'rentCard',
  'buildingTaxCard',
  'landTax',
  'harvest',
  'extraHarvest',
  'extraRent',
  'interest',
  'endOfYear',
  'otherCard',
  'bankLoan',
  'repayBankLoan',
  'sharkLoan',
  'repaySharkLoan',
  'bankruptcy',
  'passTurn',
  'setActive',
  'setYear',
] as const

/** What a line item of a player's settlement is for (i18n keys under `discretion.items.`). */
export const DISCRETION_LINE_ITEMS = [
  'auctionPrice',
  'appraisal',
  'bankLoan',
  'building',
  'buildingTax',
  'buildingValue',
  'cardPayment',
  'cardReceipt',
  'cashToBank',
  'compensation',
  'demolition',
  'harvest',
  'harvestPenalty',
  'inheritance',
  'interest',
  'landTax',
  'rent',
  'repayBankLoan',
  'repaySharkLoan',
  'sharkInterest',
  'sharkLoan',
  'yearBonus',
] as const

/** The Event cards and the action each one maps to (i18n keys under `discretion.cards.`). */
export const DISCRETION_CARDS: readonly { card: string; action: DiscretionAction['type']; buildingType?: BuildingType; fromYear: number }[] = [
  { card: 'housingRent', action: 'rent', buildingType: 'housing', fromYear: 1 },
  { card: 'officesRent', action: 'rent', buildingType: 'offices', fromYear: 1 },
  { card: 'industryRent', action: 'rent', buildingType: 'industry', fromYear: 1 },
  { card: 'servicesRent', action: 'rent', buildingType: 'services', fromYear: 1 },
  { card: 'shopsRent', action: 'rent', buildingType: 'shops', fromYear: 1 },
  { card: 'interest', action: 'interest', fromYear: 1 },
  { card: 'auction', action: 'auction', fromYear: 1 },
  { card: 'compulsoryAuction', action: 'compulsoryAuction', fromYear: 1 },
  { card: 'harvest', action: 'harvest', fromYear: 1 },
  { card: 'extraHarvest', action: 'extraHarvest', fromYear: 1 },
  { card: 'extraRent', action: 'extraRent', fromYear: 1 },
  { card: 'endOfYear', action: 'endOfYear', fromYear: 1 },
  { card: 'housingTax', action: 'buildingTax', buildingType: 'housing', fromYear: 2 },
  { card: 'officesTax', action: 'buildingTax', buildingType: 'offices', fromYear: 2 },
  { card: 'industryTax', action: 'buildingTax', buildingType: 'industry', fromYear: 2 },
  { card: 'servicesTax', action: 'buildingTax', buildingType: 'services', fromYear: 2 },
  { card: 'shopsTax', action: 'buildingTax', buildingType: 'shops', fromYear: 2 },
  { card: 'inheritance', action: 'inheritance', fromYear: 2 },
  { card: 'landTax', action: 'landTax', fromYear: 4 },
  { card: 'otherCard', action: 'otherCard', fromYear: 3 },
]

// ---------------------------------------------------------------------------------------------
// Settlement: per-player lines computed for every card, used by plan() and by previewAction()

/** One item of a player's line (what it is for and the signed amount: + receives, − pays). */
export interface LineItem {
  what: string
  amount: number
  ref?: string
}

/** A choice a card offers a player, with its default (RULES.md: the default is to pay). */
export type PreviewChoice =
  | { kind: 'repayBankLoans'; loans: number; max: number; default: number; payEach: number; repayEach: number }
  | { kind: 'repaySharkLoans'; loans: number; max: number; default: number; payEach: number; repayEach: number }
  | { kind: 'forfeitPlots'; plots: string[]; default: string[] }
  | { kind: 'choosePlot'; plots: string[]; default: string | null }
  | { kind: 'chooseBuilding'; buildings: string[]; default: string | null }

/** A player's line on the confirm sheet. */
export interface PreviewLine {
  player: string
  /** Net amount: positive = receives from the bank, negative = pays the bank. */
  amount: number
  balance: number
  after: number
  /** How much the player lacks (0 when he can pay). */
  shortfall: number
  items: LineItem[]
  choice?: PreviewChoice
  /** Bank loans the player must repay at once because his buildings fall below 3 per loan. */
  excessLoans: number
}

/** What an action would do, without doing it: the confirm sheet of an event card. */
export interface ActionPreview {
  kind: string
  /** Every player still in the game, clockwise from the active player. */
  lines: PreviewLine[]
  /** The RuleError the action would raise as given (e.g. a shortfall), or null when it can be applied. */
  problem: { code: string; params: Record<string, string | number | boolean> } | null
  info: { [key: string]: Json }
}

class Tx {
  readonly b: EffectBuilder<DiscretionData>
  readonly lines = new Map<string, { amount: number; items: LineItem[] }>()
  readonly choices = new Map<string, PreviewChoice>()
  readonly excess = new Map<string, number>()
  readonly info: { [key: string]: Json } = {}
  readonly removed: string[] = []

  constructor(
    readonly state: LedgerState<DiscretionData>,
    readonly config: DiscretionConfig,
    readonly preview: boolean,
  ) {
    this.b = new EffectBuilder(state.data)
  }

  get data(): DiscretionData {
    return this.b.data
  }

  get board(): Board {
    return this.config.options.board
  }

  /** Signed amount for a player: + receives from the bank, − pays the bank. */
  add(player: string, amount: number, what: string, ref?: string): void {
    if (amount === 0) return
    const line = this.lines.get(player) ?? { amount: 0, items: [] }
    line.amount += amount
    line.items.push(ref === undefined ? { what, amount } : { what, amount, ref })
    this.lines.set(player, line)
  }
}

function fail(code: string, params: Record<string, string | number | boolean> = {}): never {
  throw new RuleError(code, params)
}

function requirePlot(board: Board, plot: unknown): string {
  if (typeof plot !== 'string' || !plotById(board, plot)) fail('unknownPlot', { plot: String(plot) })
  return plot
}

function requireBuilding(tx: Tx, id: unknown): StoredBuilding {
  if (typeof id !== 'string' || !Object.prototype.hasOwnProperty.call(tx.data.buildings, id)) fail('unknownBuilding', { building: String(id) })
  return tx.data.buildings[id] as StoredBuilding
}

function count(value: unknown, field: string, dflt = 1): number {
  if (value === undefined) return dflt
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) fail('countInvalid', { field, value: String(value) })
  return value
}

function requireCardYear(tx: Tx, card: string, from: number): void {
  if (tx.data.year < from) fail('cardNotInPlay', { card, year: tx.data.year, from })
}

/** Removes a building; its tile returns to the supply. */
function removeBuilding(tx: Tx, id: string): void {
  tx.b.set(['buildings', id], null)
  tx.removed.push(id)
}

/**
 * Sets the owner of a title (null = back to the Title deck). A 2-acre building across this plot and
 * another plot that then has a different owner is removed, so no building has two owners
 * (RULES.md bankruptcy: such buildings are removed so the title can be resold without dispute).
 */
function setTitle(tx: Tx, plot: string, owner: string | null): void {
  tx.b.set(['titles', plot], owner)
  for (const [id, b] of Object.entries(tx.data.buildings)) {
    const plots = plotsUnder(tx.board, b)
    if (plots.length < 2 || !plots.includes(plot)) continue
    const owners = new Set(plots.map((p) => tx.data.titles[p] ?? null))
    if (owners.size > 1) removeBuilding(tx, id)
  }
}

function repayCount(value: unknown, loans: number, player: string): number {
  if (value === undefined) return 0
  if (value === 'all') return loans
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) fail('countInvalid', { field: 'repay', player, value: String(value) })
  if (value > loans) fail('repayTooMany', { player, count: value, loans })
  return value
}

function checkPerPlayerKeys(tx: Tx, rec: unknown, field: string): void {
  if (rec === undefined) return
  if (rec === null || typeof rec !== 'object' || Array.isArray(rec)) fail('actionMalformed', { field })
  for (const p of Object.keys(rec)) requireActive(tx.state, tx.config, p, field)
}

// ---------------------------------------------------------------------------------------------
// The actions

function doAuction(tx: Tx, plotIn: unknown, winner: unknown, price: unknown, kind: string): string {
  const plot = requirePlot(tx.board, plotIn)
  const owner = tx.data.titles[plot]
  if (owner !== undefined) fail('plotOwned', { plot, owner })
  tx.info.plot = plot
  if (winner === null || winner === undefined) {
    tx.info.noBid = true
    return kind === 'auction' ? 'auctionNoBid' : kind
  }
  const w = requireActive(tx.state, tx.config, winner, 'winner')
  if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0) fail('priceInvalid', { value: String(price) })
  tx.add(w, -price, 'auctionPrice', plot)
  setTitle(tx, plot, w)
  tx.info.winner = w
  tx.info.price = price
  return kind
}

function doCompulsory(tx: Tx, a: Extract<DiscretionAction, { type: 'compulsoryAuction' }>): string {
  if (!a.listSale) return doAuction(tx, a.plot, a.winner, a.price, 'compulsoryAuction')
  const plot = requirePlot(tx.board, a.plot)
  const left = tx.board.plots.filter((p) => tx.data.titles[p.id] === undefined).length
  if (left > 0) fail('titlesRemain', { count: left })
  const owner = tx.data.titles[plot] as string
  tx.info.plot = plot
  tx.info.listSale = true
  tx.info.formerOwner = owner
  for (const [id, b] of Object.entries(tx.data.buildings)) {
    if (!plotsUnder(tx.board, b).includes(plot)) continue
    // the owner receives the full value of each building on (or over) the plot
    if (buildingOwner(tx.data, tx.board, b) === owner) tx.add(owner, MONEY.building, 'buildingValue', id)
    removeBuilding(tx, id)
  }
  tx.add(owner, (plotById(tx.board, plot) as { appraisal: number }).appraisal, 'appraisal', plot)
  setTitle(tx, plot, null)
  if (a.winner === null || a.winner === undefined) {
    tx.info.noBid = true
    return 'compulsoryAuction'
  }
  const w = requireActive(tx.state, tx.config, a.winner, 'winner')
  if (typeof a.price !== 'number' || !Number.isSafeInteger(a.price) || a.price < 0) fail('priceInvalid', { value: String(a.price) })
  tx.add(w, -a.price, 'auctionPrice', plot)
  setTitle(tx, plot, w)
  tx.info.winner = w
  tx.info.price = a.price
  return 'compulsoryAuction'
}

function doInheritance(tx: Tx, a: Extract<DiscretionAction, { type: 'inheritance' }>): string {
  requireCardYear(tx, 'inheritance', 2)
  const player = requireActive(tx.state, tx.config, a.player ?? tx.data.active)
  const plot = requirePlot(tx.board, a.plot)
  const owner = tx.data.titles[plot]
  tx.info.plot = plot
  tx.info.player = player
  if (owner === undefined) {
    setTitle(tx, plot, player)
    tx.info.takes = true
  } else if (owner !== player && tx.config.options.inheritanceTakesPlot) {
    setTitle(tx, plot, player)
    tx.info.takes = true
    tx.info.formerOwner = owner
  }
  tx.add(player, MONEY.inheritance, 'inheritance')
  return 'inheritance'
}

function doBuild(tx: Tx, a: Extract<DiscretionAction, { type: 'build' }>): string {
  const player = requireActive(tx.state, tx.config, a.player)
  if (!isBuildingType(a.buildingType)) fail('buildingTypeInvalid', { building: 'new', buildingType: String(a.buildingType) })
  const id = a.id === undefined ? `b${tx.data.nextBuilding}` : a.id
  if (typeof id !== 'string' || id === '' || ['__proto__', 'constructor', 'prototype'].includes(id)) fail('buildingIdInvalid', { building: String(id) })
  if (Object.prototype.hasOwnProperty.call(tx.data.buildings, id)) fail('buildingIdDuplicate', { building: id })
  const shape = checkBuildingShape({ id, type: a.buildingType, cells: a.cells })
  const at = occupiedSquares(tx.data)
  for (const [r, c] of shape.cells) {
    const other = at.get(r * GRID_SIZE + c)
    if (other !== undefined) fail('cellOccupied', { row: r, col: c, building: other })
    const plot = plotAt(tx.board, [r, c])
    if (tx.data.titles[plot] !== player) fail('notYourLand', { player, plot, row: r, col: c })
  }
  const size = shape.cells.length === 2 ? 'twoAcre' : 'oneAcre'
  if (tileSupply(tx.data)[shape.type][size] <= 0) fail('tileSupplyExhausted', { buildingType: shape.type, size })
  tx.add(player, -MONEY.building, 'building', id)
  tx.b.set(['buildings', id], { type: shape.type, cells: shape.cells })
  if (a.id === undefined) tx.b.set(['nextBuilding'], tx.data.nextBuilding + 1)
  Object.assign(tx.info, { player, building: id, buildingType: shape.type, cells: shape.cells })
  return 'build'
}

function doDemolish(tx: Tx, a: Extract<DiscretionAction, { type: 'demolish' }>): string {
  const player = requireActive(tx.state, tx.config, a.player)
  const ids: unknown[] = Array.isArray(a.buildings) ? a.buildings : [a.buildings]
  if (ids.length === 0) fail('buildingRequired', { player })
  const seen = new Set<string>()
  for (const id of ids) {
    const b = requireBuilding(tx, id)
    const key = id as string
    if (seen.has(key)) fail('buildingIdDuplicate', { building: key })
    seen.add(key)
    if (buildingOwner(tx.data, tx.board, b) !== player) fail('notYourBuilding', { player, building: key })
  }
  for (const id of seen) {
    tx.add(player, MONEY.demolitionRefund, 'demolition', id)
    removeBuilding(tx, id)
  }
  Object.assign(tx.info, { player, buildings: [...seen] })
  return 'demolish'
}

function doRent(tx: Tx, type: unknown): string {
  if (!isBuildingType(type)) fail('buildingTypeInvalid', { building: '', buildingType: String(type) })
  const rents = currentRents(tx.data)
  for (const p of clockwiseFrom(tx.config, tx.data, tx.data.active)) {
    for (const id of buildingsOf(tx.data, tx.board, p)) {
      if ((tx.data.buildings[id] as StoredBuilding).type === type) tx.add(p, rents[id] ?? 0, 'rent', id)
    }
  }
  tx.info.buildingType = type
  return 'rentCard'
}

function doBuildingTax(tx: Tx, type: unknown): string {
  if (!isBuildingType(type)) fail('buildingTypeInvalid', { building: '', buildingType: String(type) })
  requireCardYear(tx, 'buildingTax', 2)
  const perType = tx.config.options.buildingTax === 'perType'
  for (const p of clockwiseFrom(tx.config, tx.data, tx.data.active)) {
    const own = buildingsOf(tx.data, tx.board, p).filter((id) => (tx.data.buildings[id] as StoredBuilding).type === type)
    if (own.length === 0) continue
    if (perType) tx.add(p, -MONEY.buildingTax, 'buildingTax', type)
    else for (const id of own) tx.add(p, -MONEY.buildingTax, 'buildingTax', id)
  }
  tx.info.buildingType = type
  return 'buildingTaxCard'
}

function doLandTax(tx: Tx, a: Extract<DiscretionAction, { type: 'landTax' }>): string {
  requireCardYear(tx, 'landTax', 4)
  const rate = checkAmount(a.rate, undefined, 'rate')
  checkPerPlayerKeys(tx, a.forfeits, 'forfeits')
  const players = clockwiseFrom(tx.config, tx.data, tx.data.active)
  for (const p of players) {
    const plots = undevelopedPlotsOf(tx.data, tx.board, p)
    tx.choices.set(p, { kind: 'forfeitPlots', plots, default: [] })
    const give = a.forfeits?.[p] ?? []
    if (!Array.isArray(give)) fail('actionMalformed', { field: 'forfeits', player: p })
    for (const plot of give) {
      requirePlot(tx.board, plot)
      if (tx.data.titles[plot] !== p) fail('notYourLand', { player: p, plot })
      if (!plots.includes(plot)) fail('plotDeveloped', { player: p, plot })
      setTitle(tx, plot, null)
    }
  }
  for (const p of players) tx.add(p, -rate * acresOf(tx.data, tx.board, p), 'landTax')
  tx.b.set(['landTaxRates', String(tx.data.year)], rate)
  tx.info.rate = rate
  if (a.forfeits) tx.info.forfeits = a.forfeits as { [k: string]: Json }
  return 'landTax'
}

function doHarvest(tx: Tx): string {
  for (const p of clockwiseFrom(tx.config, tx.data, tx.data.active)) {
    const owned = plotsOf(tx.data, tx.board, p)
    if (owned.length === 0) continue
    const free = undevelopedPlotsOf(tx.data, tx.board, p)
    if (free.length === 0) tx.add(p, -MONEY.harvestPenalty, 'harvestPenalty')
    for (const plot of free) tx.add(p, (plotById(tx.board, plot) as { harvest: number }).harvest, 'harvest', plot)
  }
  return 'harvest'
}

function bestPlot(tx: Tx, plots: string[]): string | null {
  let best: string | null = null
  for (const p of plots) if (best === null || (plotById(tx.board, p)?.harvest ?? 0) > (plotById(tx.board, best)?.harvest ?? 0)) best = p
  return best
}

function doExtraHarvest(tx: Tx, a: Extract<DiscretionAction, { type: 'extraHarvest' }>): string {
  const player = tx.data.active
  const free = undevelopedPlotsOf(tx.data, tx.board, player)
  tx.info.player = player
  if (free.length === 0) {
    if (a.plot !== undefined) fail('plotDeveloped', { player, plot: String(a.plot) })
    tx.add(player, -MONEY.harvestPenalty, 'harvestPenalty')
    return 'extraHarvest'
  }
  const dflt = bestPlot(tx, free)
  tx.choices.set(player, { kind: 'choosePlot', plots: free, default: dflt })
  const plot = a.plot ?? (tx.preview ? dflt : undefined)
  if (plot === undefined || plot === null) fail('plotRequired', { player })
  requirePlot(tx.board, plot)
  if (tx.data.titles[plot] !== player) fail('notYourLand', { player, plot })
  if (!free.includes(plot)) fail('plotDeveloped', { player, plot })
  tx.add(player, (plotById(tx.board, plot) as { harvest: number }).harvest, 'harvest', plot)
  tx.info.plot = plot
  return 'extraHarvest'
}

function doExtraRent(tx: Tx, a: Extract<DiscretionAction, { type: 'extraRent' }>): string {
  const player = tx.data.active
  const own = buildingsOf(tx.data, tx.board, player)
  const rents = currentRents(tx.data)
  tx.info.player = player
  if (own.length === 0) {
    if (a.building !== undefined) fail('notYourBuilding', { player, building: String(a.building) })
    return 'extraRent'
  }
  let dflt: string | null = null
  for (const id of own) if (dflt === null || (rents[id] ?? 0) > (rents[dflt] ?? 0)) dflt = id
  tx.choices.set(player, { kind: 'chooseBuilding', buildings: own, default: dflt })
  const id = a.building ?? (tx.preview ? dflt : undefined)
  if (id === undefined || id === null) fail('buildingRequired', { player })
  requireBuilding(tx, id)
  if (!own.includes(id)) fail('notYourBuilding', { player, building: id })
  tx.add(player, rents[id] ?? 0, 'rent', id)
  tx.info.building = id
  return 'extraRent'
}

function doInterest(tx: Tx, a: Extract<DiscretionAction, { type: 'interest' }>): string {
  checkPerPlayerKeys(tx, a.repay, 'repay')
  for (const p of clockwiseFrom(tx.config, tx.data, tx.data.active)) {
    const loans = tx.data.bankLoans[p] ?? 0
    const k = repayCount(a.repay?.[p], loans, p)
    if (loans === 0) continue
    tx.choices.set(p, { kind: 'repayBankLoans', loans, max: loans, default: 0, payEach: MONEY.bankLoanInterest, repayEach: MONEY.bankLoanRepay })
    tx.add(p, -MONEY.bankLoanInterest * (loans - k), 'interest')
    tx.add(p, -MONEY.bankLoanRepay * k, 'repayBankLoan')
    tx.b.set(['bankLoans', p], loans - k)
  }
  if (a.repay) tx.info.repay = a.repay as { [k: string]: Json }
  return 'interest'
}

function doEndOfYear(tx: Tx, a: Extract<DiscretionAction, { type: 'endOfYear' }>): string {
  checkPerPlayerKeys(tx, a.repay, 'repay')
  const year = tx.data.year
  const stored = tx.data.landTaxRates[String(year)]
  let rate = stored ?? 0
  if (a.landTaxRate !== undefined) {
    if (a.landTaxRate !== 0) checkAmount(a.landTaxRate, undefined, 'landTaxRate')
    rate = a.landTaxRate
    tx.b.set(['landTaxRates', String(year)], rate === 0 ? null : rate)
  }
  const active = tx.data.active
  const factor = tx.config.options.yearEndBonus === 'perAcre' ? acresOf(tx.data, tx.board, active) : 1
  const bonus = 10 * rate * factor
  tx.add(active, bonus, 'yearBonus')
  for (const p of clockwiseFrom(tx.config, tx.data, active)) {
    const loans = tx.data.sharkLoans[p] ?? 0
    const k = repayCount(a.repay?.[p], loans, p)
    if (loans === 0) continue
    tx.choices.set(p, { kind: 'repaySharkLoans', loans, max: loans, default: 0, payEach: MONEY.sharkInterest, repayEach: MONEY.sharkRepay })
    tx.add(p, -MONEY.sharkInterest * (loans - k), 'sharkInterest')
    tx.add(p, -MONEY.sharkRepay * k, 'repaySharkLoan')
    tx.b.set(['sharkLoans', p], loans - k)
  }
  if (year >= LIMITS.lastYear) tx.b.set(['finished'], true)
  else tx.b.set(['year'], year + 1)
  Object.assign(tx.info, { year, rate, bonus, player: active })
  if (a.repay) tx.info.repay = a.repay as { [k: string]: Json }
  return 'endOfYear'
}

function doOtherCard(tx: Tx, a: Extract<DiscretionAction, { type: 'otherCard' }>): string {
  if (a.name !== undefined) {
    if (typeof a.name !== 'string' || a.name.trim().length > 60) fail('cardNameInvalid', { max: 60 })
    tx.info.name = a.name.trim()
  }
  checkPerPlayerKeys(tx, a.payments, 'payments')
  const removals = a.removeBuildings ?? []
  const titles = a.returnTitles ?? []
  if (!Array.isArray(removals) || !Array.isArray(titles)) fail('actionMalformed', { field: 'otherCard' })
  const seen = new Set<string>()
  for (const r of removals) {
    const b = requireBuilding(tx, r?.building)
    if (seen.has(r.building)) fail('buildingIdDuplicate', { building: r.building })
    seen.add(r.building)
    const comp = r.compensation ?? 0
    if (typeof comp !== 'number' || !Number.isSafeInteger(comp) || comp < 0) fail('amountInvalid', { field: 'compensation', building: r.building })
    const owner = buildingOwner(tx.data, tx.board, b)
    if (comp > 0) {
      if (owner === null) fail('buildingUnowned', { building: r.building })
      tx.add(owner, comp, 'compensation', r.building)
    }
    removeBuilding(tx, r.building)
  }
  for (const plot of titles) {
    requirePlot(tx.board, plot)
    if (tx.data.titles[plot] === undefined) fail('plotUnowned', { plot })
    setTitle(tx, plot, null)
  }
  for (const p of clockwiseFrom(tx.config, tx.data, tx.data.active)) {
    const v = a.payments?.[p]
    if (v === undefined || v === 0) continue
    if (typeof v !== 'number' || !Number.isSafeInteger(v)) fail('amountInvalid', { field: 'payments', player: p })
    tx.add(p, v, v > 0 ? 'cardReceipt' : 'cardPayment')
  }
  if (titles.length) tx.info.returnTitles = titles
  return 'otherCard'
}

function doBankLoan(tx: Tx, a: Extract<DiscretionAction, { type: 'bankLoan' }>): string {
  const player = requireActive(tx.state, tx.config, a.player)
  const n = count(a.count, 'count')
  if (!a.forTax && player !== tx.data.active) fail('notActivePlayer', { player, active: tx.data.active })
  const loans = tx.data.bankLoans[player] ?? 0
  const buildings = buildingsOf(tx.data, tx.board, player).length
  const needed = LIMITS.buildingsPerLoan * (loans + n)
  if (buildings < needed) fail('collateralInsufficient', { player, buildings, loans, needed })
  const available = bankLoanSupply(tx.data)
  if (n > available) fail('bankLoanSupplyExhausted', { player, available, count: n })
  tx.add(player, MONEY.bankLoan * n, 'bankLoan')
  tx.b.set(['bankLoans', player], loans + n)
  Object.assign(tx.info, { player, count: n, forTax: a.forTax === true })
  return 'bankLoan'
}

function doRepayBankLoan(tx: Tx, a: Extract<DiscretionAction, { type: 'repayBankLoan' }>): string {
  const player = requireActive(tx.state, tx.config, a.player)
  const n = count(a.count, 'count')
  const loans = tx.data.bankLoans[player] ?? 0
  if (n > loans) fail('repayTooMany', { player, count: n, loans })
  tx.add(player, -MONEY.bankLoanRepay * n, 'repayBankLoan')
  tx.b.set(['bankLoans', player], loans - n)
  Object.assign(tx.info, { player, count: n })
  return 'repayBankLoan'
}

function doSharkLoan(tx: Tx, a: Extract<DiscretionAction, { type: 'sharkLoan' }>): string {
  const player = requireActive(tx.state, tx.config, a.player)
  const n = count(a.count, 'count')
  const loans = tx.data.sharkLoans[player] ?? 0
  if (loans + n > LIMITS.sharkPerPlayer) fail('sharkLoanLimit', { player, loans, count: n, max: LIMITS.sharkPerPlayer })
  const available = sharkLoanSupply(tx.data)
  if (n > available) fail('sharkSupplyExhausted', { player, available, count: n })
  tx.add(player, MONEY.sharkLoan * n, 'sharkLoan')
  tx.b.set(['sharkLoans', player], loans + n)
  Object.assign(tx.info, { player, count: n })
  return 'sharkLoan'
}

function doRepaySharkLoan(tx: Tx, a: Extract<DiscretionAction, { type: 'repaySharkLoan' }>): string {
  const player = requireActive(tx.state, tx.config, a.player)
  const n = count(a.count, 'count')
  const loans = tx.data.sharkLoans[player] ?? 0
  if (n > loans) fail('repayTooMany', { player, count: n, loans })
  tx.add(player, -MONEY.sharkRepay * n, 'repaySharkLoan')
  tx.b.set(['sharkLoans', player], loans - n)
  Object.assign(tx.info, { player, count: n })
  return 'repaySharkLoan'
}

function doBankruptcy(tx: Tx, a: Extract<DiscretionAction, { type: 'bankruptcy' }>): string {
  const player = requireActive(tx.state, tx.config, a.player)
  const cash = tx.state.balances[player] ?? 0
  tx.add(player, -cash, 'cashToBank')
  tx.b.set(['bankLoans', player], 0)
  tx.b.set(['sharkLoans', player], 0)
  const own = plotsOf(tx.data, tx.board, player)
  for (const [id, b] of Object.entries(tx.data.buildings)) {
    const plots = plotsUnder(tx.board, b)
    if (plots.length === 2 && plots.some((p) => own.includes(p))) removeBuilding(tx, id)
  }
  for (const plot of own) setTitle(tx, plot, null)
  tx.b.set(['eliminated', player], true)
  if (tx.data.active === player) tx.b.set(['active'], nextPlayer(tx.config, tx.data, player))
  const left = tx.config.players.filter((p) => tx.data.eliminated[p.id] !== true)
  if (left.length <= 1) tx.b.set(['finished'], true)
  Object.assign(tx.info, { player, titles: own })
  return 'bankruptcy'
}

/** Excess bank loans (RULES.md: a player needs 3 buildings per loan held). */
export function excessLoans(data: DiscretionData, board: Board, player: string): number {
  const loans = data.bankLoans[player] ?? 0
  const allowed = Math.floor(buildingsOf(data, board, player).length / LIMITS.buildingsPerLoan)
  return Math.max(0, loans - allowed)
}

/** Repays loans a player must repay at once after losing buildings (600,000 each), or refuses naming him. */
function enforceCollateral(tx: Tx, a: CollateralFields): void {
  checkPerPlayerKeys(tx, a.repayLoans, 'repayLoans')
  for (const p of clockwiseFrom(tx.config, tx.data, tx.data.active)) {
    const loans = tx.data.bankLoans[p] ?? 0
    const excess = excessLoans(tx.data, tx.board, p)
    const asked = a.repayLoans?.[p]
    let k = a.autoRepay ? excess : 0
    if (asked !== undefined) {
      if (typeof asked !== 'number' || !Number.isSafeInteger(asked) || asked < 0) fail('countInvalid', { field: 'repayLoans', player: p, value: String(asked) })
      if (asked > loans) fail('repayTooMany', { player: p, count: asked, loans })
      k = Math.max(k, asked)
    }
    if (excess > 0) tx.excess.set(p, excess)
    if (k < excess) {
      if (tx.preview) k = excess
      else fail('collateralShortfall', { player: p, excess, loans, buildings: buildingsOf(tx.data, tx.board, p).length })
    }
    if (k > 0) {
      tx.add(p, -MONEY.bankLoanRepay * k, 'repayBankLoan')
      tx.b.set(['bankLoans', p], loans - k)
    }
  }
}

function dispatch(tx: Tx, action: DiscretionAction): string {
  switch (action.type) {
    case 'auction':
      return doAuction(tx, action.plot, action.winner, action.price, 'auction')
    case 'compulsoryAuction':
      return doCompulsory(tx, action)
    case 'inheritance':
      return doInheritance(tx, action)
    case 'build':
      return doBuild(tx, action)
    case 'demolish':
      return doDemolish(tx, action)
    case 'rent':
      return doRent(tx, action.buildingType)
    case 'buildingTax':
      return doBuildingTax(tx, action.buildingType)
    case 'landTax':
      return doLandTax(tx, action)
    case 'harvest':
      return doHarvest(tx)
    case 'extraHarvest':
      return doExtraHarvest(tx, action)
    case 'extraRent':
      return doExtraRent(tx, action)
    case 'interest':
      return doInterest(tx, action)
    case 'endOfYear':
      return doEndOfYear(tx, action)
    case 'otherCard':
      return doOtherCard(tx, action)
    case 'bankLoan':
      return doBankLoan(tx, action)
    case 'repayBankLoan':
      return doRepayBankLoan(tx, action)
    case 'sharkLoan':
      return doSharkLoan(tx, action)
    case 'repaySharkLoan':
      return doRepaySharkLoan(tx, action)
    case 'bankruptcy':
      return doBankruptcy(tx, action)
    case 'passTurn': {
      const next = nextPlayer(tx.config, tx.data, tx.data.active)
      tx.b.set(['active'], next)
      Object.assign(tx.info, { from: tx.data.active, player: next })
      return 'passTurn'
    }
    case 'setActive': {
      const p = requireActive(tx.state, tx.config, action.player)
      tx.b.set(['active'], p)
      tx.info.player = p
      return 'setActive'
    }
    case 'setYear': {
      const y = action.year
      if (typeof y !== 'number' || !Number.isInteger(y) || y < 1 || y > LIMITS.lastYear) fail('yearInvalid', { year: String(y), max: LIMITS.lastYear })
      tx.b.set(['year'], y)
      tx.info.year = y
      return 'setYear'
    }
    default:
      return fail('unknownAction', { type: String((action as { type?: unknown })?.type) })
  }
}

const TURN_ACTIONS = new Set(['passTurn', 'setActive', 'setYear'])

/** Runs one action against a working copy: the per-player lines, effects and info. */
function settle(state: LedgerState<DiscretionData>, action: DiscretionAction, config: DiscretionConfig, preview: boolean): { tx: Tx; kind: string } {
  if (action === null || typeof action !== 'object') fail('unknownAction', { type: String(action) })
  const tx = new Tx(state, config, preview)
  if (state.data.finished) fail('gameOver')
  const kind = dispatch(tx, action)
  if (!TURN_ACTIONS.has(action.type)) {
    const a = action as CollateralFields
    enforceCollateral(tx, a)
    if (a.passTurn === true) tx.b.set(['active'], nextPlayer(config, tx.data, tx.data.active))
  }
  if (tx.removed.length) tx.info.removed = tx.removed
  return { tx, kind }
}

function lineOrder(tx: Tx): string[] {
  return clockwiseFrom(tx.config, tx.state.data, tx.state.data.active)
}

/** Checks every paying player clockwise from the active one; the first who cannot pay is named with his shortfall. */
function checkCash(tx: Tx): void {
  if (tx.config.options.allowNegative) return
  for (const p of lineOrder(tx)) {
    const line = tx.lines.get(p)
    if (!line || line.amount >= 0) continue
    const balance = tx.state.balances[p] ?? 0
    if (balance + line.amount < 0) {
      fail('insufficientFunds', { player: p, account: p, shortfall: -(balance + line.amount), amount: -line.amount, balance })
    }
  }
}

/** The Discretion rule pack: every action above as one ledger entry (RULES.md Discretion). */
export const discretionPack: RulePack<DiscretionConfig, DiscretionData, DiscretionAction> = {
  type: 'discretion',
  initialState(config) {
    const balances: Record<string, number> = {}
    for (const a of playerAccounts(config)) balances[a] = 0
    const zero: { [p: string]: number } = {}
    for (const p of config.players) zero[p.id] = 0
    const first = config.options.firstPlayer || (config.players[0]?.id ?? '')
    return {
      balances,
      data: {
        eliminated: {},
        year: 1,
        active: first,
        finished: false,
        titles: {},
        buildings: {},
        nextBuilding: 1,
        bankLoans: { ...zero },
        sharkLoans: { ...zero },
        landTaxRates: {},
      },
    }
  },
  setupDrafts(config) {
    const c = config.options.startingMoney
    return config.players.map((p) => ({ kind: 'startingMoney', postings: [{ account: BANK, amount: -c }, { account: p.id, amount: c }], info: { player: p.id } }))
  },
  admitOptions(config) {
    return { accounts: playerAccounts(config), unlimited: [BANK], allowNegative: config.options.allowNegative }
  },
  plan(state, action, config): EntryDraft {
    // a plain payment between any two accounts (deals between players, corrections by the banker)
    if (action?.type === 'pay') {
      const p = checkPayment(state, config, action.from, action.to, action.amount)
      const payNote = cleanNote(action.note)
      return { kind: 'payment', postings: transfer(p.from, p.to, p.amount), ...(payNote ? { note: payNote } : {}) }
    }
    const { tx, kind } = settle(state, action, config, false)
    checkCash(tx)
    const postings: Posting[] = []
    let bank = 0
    for (const p of lineOrder(tx)) {
      const line = tx.lines.get(p)
      if (!line || line.amount === 0) continue
      postings.push({ account: p, amount: line.amount })
      bank -= line.amount
    }
    if (postings.length) postings.unshift({ account: BANK, amount: bank })
    const lines: { [p: string]: Json } = {}
    for (const [p, l] of tx.lines) if (l.amount !== 0) lines[p] = l.amount
    if (Object.keys(lines).length) tx.info.lines = lines
    const note = cleanNote((action as { note?: unknown }).note)
    const draft: EntryDraft = { kind, postings, effects: tx.b.effects, info: { action: action.type, ...tx.info } }
    if (note) draft.note = note
    return draft
  },
}

/**
 * The confirm sheet of an action (RULES.md: each player's line with what he pays or receives and
 * the card's choice with its default), computed without changing anything. Missing choices take
 * their defaults (pay; best plot or building); `problem` is what apply would refuse, if anything.
 */
export function previewAction(state: LedgerState<DiscretionData>, action: DiscretionAction, config: DiscretionConfig): ActionPreview {
  const { tx, kind } = settle(state, action, config, true)
  let problem: ActionPreview['problem'] = null
  try {
    settleAndCheck(state, action, config)
  } catch (e) {
    if (e instanceof RuleError) problem = { code: e.code, params: e.params }
    else throw e
  }
  const lines: PreviewLine[] = lineOrder(tx).map((p) => {
    const l = tx.lines.get(p) ?? { amount: 0, items: [] }
    const balance = state.balances[p] ?? 0
    const after = balance + l.amount
    const line: PreviewLine = { player: p, amount: l.amount, balance, after, shortfall: after < 0 && l.amount < 0 && !config.options.allowNegative ? -after : 0, items: l.items, excessLoans: tx.excess.get(p) ?? 0 }
    const choice = tx.choices.get(p)
    if (choice) line.choice = choice
    return line
  })
  return { kind, lines, problem, info: tx.info }
}

function settleAndCheck(state: LedgerState<DiscretionData>, action: DiscretionAction, config: DiscretionConfig): void {
  const { tx } = settle(state, action, config, false)
  checkCash(tx)
}
