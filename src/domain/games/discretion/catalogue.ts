import type { BuildingType, DiscretionAction } from './types'

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

/** The first year of Land Tax (RULES.md Discretion: the Land Tax card, and the End of Year card's land tax, from Year 4). */
export const LAND_TAX_FROM_YEAR = 4

/** The Event cards and the action each one maps to (i18n keys under `discretion.cards.`). */
export const DISCRETION_CARDS: readonly {
  card: string
  action: DiscretionAction['type']
  buildingType?: BuildingType
  fromYear: number
}[] = [
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
  { card: 'landTax', action: 'landTax', fromYear: LAND_TAX_FROM_YEAR },
  { card: 'otherCard', action: 'otherCard', fromYear: 3 },
]
