import { DISCRETION_KINDS } from './catalogue'

/**
 * Every RuleError code the Discretion engine throws itself (src/domain/games/discretion/**, and the
 * board file and board name checks), each an `errors.<code>` text. Codes of the shared foundation
 * (amounts, names, players, notes, ledger) are core codes.
 */
export const ERROR_CODES = [
  // setup and options
  'currencyTooLong',
  'optionInvalid',
  'playersInvalid',
  'unknownPlayer',
  // board validation, board files and names
  'boardAcreageRange',
  'boardAcreageSum',
  'boardFileNotJson',
  'boardMalformed',
  'boardMapSize',
  'boardNameDuplicate',
  'boardNameEmpty',
  'boardNameMissing',
  'boardNameTooLong',
  'boardPlotCount',
  'boardPlotIdDuplicate',
  'boardPlotIdInvalid',
  'boardPlotNotConnected',
  'boardPlotSquares',
  'boardSquareUnassigned',
  'boardSquareUnknownPlot',
  'boardValueInvalid',
  // buildings and squares (rent calculator and placement)
  'buildingCellCount',
  'buildingIdDuplicate',
  'buildingIdInvalid',
  'buildingMalformed',
  'buildingRequired',
  'buildingTypeInvalid',
  'buildingUnowned',
  'buildingsInvalid',
  'buildingsOverlap',
  'cellMalformed',
  'cellNotInteger',
  'cellOccupied',
  'cellOffGrid',
  'cellsNotAdjacent',
  'notYourBuilding',
  'tileSupplyExhausted',
  'unknownBuilding',
  // titles and plots
  'notYourLand',
  'plotDeveloped',
  'plotOwned',
  'plotRequired',
  'plotUnowned',
  'priceInvalid',
  'titlesRemain',
  'unknownPlot',
  // cards
  'actionMalformed',
  'amountInvalid',
  'cardNameInvalid',
  'cardNotInPlay',
  'countInvalid',
  'insufficientFunds',
  'landTaxRateEntered',
  'landTaxRateRequired',
  // loans
  'bankLoanSupplyExhausted',
  'collateralInsufficient',
  'bankLoanNotForInterest',
  'collateralShortfall',
  'loanExceedsShortfall',
  'loanPurposeInvalid',
  'loanPurposeRequired',
  'noShortfall',
  'notActivePlayer',
  'repayTooMany',
  'bankLoanRepayNotNow',
  'sharkLoanRepayNotNow',
  'sharkLoanLimit',
  'sharkSupplyExhausted',
  // turn, year, game
  'gameOver',
  'inheritanceNotActive',
  'noLandTaxYet',
  'unknownAction',
  'yearInvalid',
] as const

/** A RuleError code of the Discretion engine. */
export type DiscretionErrorCode = (typeof ERROR_CODES)[number]

/** Every entry kind the Discretion engine writes (each a `kinds.<kind>` text; `payment` is a core one). */
export const ENTRY_KINDS = [...DISCRETION_KINDS, 'payment'] as const
