import type { BaseData } from '../../ledger/admit'
import type { GameConfig } from '../types'

/** The five building types (Discretion: Housing, Offices, Industry, Services, Shops/Retail). */
export type BuildingType = 'housing' | 'offices' | 'industry' | 'services' | 'shops'

export const BUILDING_TYPES: readonly BuildingType[] = ['housing', 'offices', 'industry', 'services', 'shops']

/** A square of the 11 × 11 map: [row, col], both 0–10. */
export type Cell = [number, number]

export const GRID_SIZE = 11
export const TOTAL_ACRES = 121
export const PLOT_COUNT = 17
export const MAX_PLOT_ACRES = 9

/** Money facts of the rulebook (src/domain/games/data/discretion.json). */
export const MONEY = {
  startingSmall: 2_500_000, // 2–4 players
  startingLarge: 2_000_000, // 5–8 players
  building: 500_000,
  demolitionRefund: 100_000,
  bankLoan: 500_000,
  bankLoanInterest: 100_000,
  bankLoanRepay: 600_000,
  sharkLoan: 100_000,
  sharkInterest: 100_000,
  sharkRepay: 200_000,
  buildingTax: 100_000,
  harvestPenalty: 50_000,
  inheritance: 200_000,
} as const

/** Rent by the number of distinct other adjacent types: 0 … 4. */
export const RENT_BY_OTHER_TYPES = [0, 100_000, 200_000, 300_000, 500_000] as const

export const LIMITS = {
  buildingsPerLoan: 3,
  bankLoanSupply: 30,
  sharkSupply: 40,
  sharkPerPlayer: 20,
  tilesPerTypeAndSize: 15,
  lastYear: 10,
} as const

/** One plot of the board: the Title deed facts. */
export type Plot = {
  id: string
  name: string
  /** Acres = number of squares on the map, 1–9. */
  acreage: number
  harvest: number
  appraisal: number
}

/** A board: 17 plots and the 11 × 11 map of plot ids (`map[row][col]`; null = unassigned). */
export type Board = {
  name: string
  plots: Plot[]
  map: (string | null)[][]
}

/** A building as stored in the game data (its owner is the owner of the land under it). */
export type StoredBuilding = {
  type: BuildingType
  cells: Cell[]
}

/** Game options of RULES.md (Discretion) plus facts fixed at setup. */
export type DiscretionOptions = {
  [k: string]: Board | number | boolean | string
  board: Board
  startingMoney: number
  /** Building tax: 100,000 per building (default) or once per player owning the type. */
  buildingTax: 'perBuilding' | 'perType'
  /** End-of-year bonus: 10 × land-tax rate flat (default) or × acres owned by the active player. */
  yearEndBonus: 'flat' | 'perAcre'
  /** Inheritance: take the List plot from its owner too (default false). */
  inheritanceTakesPlot: boolean
  allowNegative: boolean
  /** Player who is active at the start. */
  firstPlayer: string
}

export type DiscretionConfig = GameConfig<DiscretionOptions>

/** The game data: everything the game tracks besides balances; changed only by entry effects. */
export type DiscretionData = BaseData & {
  eliminated: { [playerId: string]: true }
  /** 1–10. */
  year: number
  /** Whose turn it is (draws the next Event card). */
  active: string
  /** True after the End of Year card of Year 10. */
  finished: boolean
  /** Owner by plot id; an absent plot is in the Title deck (unowned). */
  titles: { [plotId: string]: string }
  buildings: { [buildingId: string]: StoredBuilding }
  /** Counter for generated building ids (b1, b2, …). */
  nextBuilding: number
  bankLoans: { [playerId: string]: number }
  sharkLoans: { [playerId: string]: number }
  /** Land-tax rate entered per year (key: year as a string). */
  landTaxRates: { [year: string]: number }
  /**
   * Loan-shark loans taken to pay the End of Year card being settled (`sharkLoan` with
   * `for: { type: 'endOfYear' }`): no interest on them on that card. Absent when there are none;
   * cleared by the card itself and by any other card or turn action.
   */
  yearEndLoans?: { [playerId: string]: number }
}

/** Per-player number choice, e.g. how many loans a player repays instead of paying interest. */
export type PerPlayer<T> = { [playerId: string]: T }

/** Common fields of every action that may reduce someone's buildings below the loan collateral. */
/** Cash raised for a build in the same action (RULES.md: only for a shortfall, no more than it): demolitions first, then bank loans, then loan-shark loans. */
export type BuildFinance = { demolish?: string[]; bankLoans?: number; sharkLoans?: number }

export type CollateralFields = {
  /** Bank loans repaid at 600,000 each in the same action (RULES: excess loans must be repaid at once). */
  repayLoans?: PerPlayer<number>
  /** Repay exactly the excess loans of every player automatically. */
  autoRepay?: boolean
  /** Pass the turn clockwise in the same action (after drawing a card). */
  passTurn?: boolean
  note?: string
}

/** Removal of one building by a generic card, with or without the bank paying its owner. */
export type BuildingRemoval = { building: string; compensation?: number }

/** Every action the Discretion pack accepts. */
export type DiscretionAction =
  // titles
  | ({ type: 'auction'; plot: string; winner: string | null; price?: number } & CollateralFields)
  | ({
      type: 'compulsoryAuction'
      plot: string
      winner: string | null
      price?: number
      listSale?: boolean
    } & CollateralFields)
  | ({ type: 'inheritance'; plot: string; player?: string } & CollateralFields)
  // buildings
  | ({
      type: 'build'
      player: string
      buildingType: BuildingType
      cells: Cell[]
      id?: string
      finance?: BuildFinance
    } & CollateralFields)
  | ({ type: 'demolish'; player: string; buildings: string[]; for?: DiscretionAction } & CollateralFields)
  // event cards
  | ({ type: 'rent'; buildingType: BuildingType } & CollateralFields)
  | ({ type: 'buildingTax'; buildingType: BuildingType } & CollateralFields)
  | ({ type: 'landTax'; rate?: number; forfeits?: PerPlayer<string[]> } & CollateralFields)
  | ({ type: 'harvest' } & CollateralFields)
  | ({ type: 'extraHarvest'; plot?: string } & CollateralFields)
  | ({ type: 'extraRent'; building?: string } & CollateralFields)
  | ({ type: 'interest'; repay?: PerPlayer<number | 'all'> } & CollateralFields)
  | ({ type: 'endOfYear'; landTaxRate?: number; repay?: PerPlayer<number | 'all'> } & CollateralFields)
  | ({
      type: 'otherCard'
      name?: string
      /** Per player: positive = receives from the bank, negative = pays the bank. */
      payments?: PerPlayer<number>
      removeBuildings?: BuildingRemoval[]
      returnTitles?: string[]
    } & CollateralFields)
  // loans
  | ({ type: 'bankLoan'; player: string; count?: number; forTax?: boolean; for?: DiscretionAction } & CollateralFields)
  | ({ type: 'repayBankLoan'; player: string; count?: number } & CollateralFields)
  | ({ type: 'sharkLoan'; player: string; count?: number; for?: DiscretionAction } & CollateralFields)
  | ({ type: 'repaySharkLoan'; player: string; count?: number } & CollateralFields)
  | ({ type: 'bankruptcy'; player: string } & CollateralFields)
  // a plain payment between any two accounts (deals between players, corrections by the banker)
  | { type: 'pay'; from: string; to: string; amount: number; note?: string }
  // turn and year
  | { type: 'passTurn'; note?: string }
  | { type: 'setActive'; player: string; note?: string }
  | { type: 'setYear'; year: number; note?: string }

export type DiscretionActionType = DiscretionAction['type']
