import type { Json } from '../../../ledger/types'
import { checkAmount } from '../../../money'
import { isBuildingType } from '../rent'
import { LAND_TAX_FROM_YEAR } from '../catalogue'
import {
  acresOf,
  buildingOwner,
  buildingsOf,
  clockwiseFrom,
  currentRents,
  plotById,
  plotsOf,
  undevelopedPlotsOf,
} from '../rules'
import {
  checkPerPlayerKeys,
  fail,
  removeBuilding,
  repayCount,
  requireBuilding,
  requireCardYear,
  requirePlot,
  setTitle,
  type Tx,
} from '../settlement'
import { LIMITS, MONEY, type DiscretionAction, type PerPlayer, type StoredBuilding } from '../types'

/** The rent cards (RULES.md): every owner of the type receives the current rent of each such building. */
export function doRent(tx: Tx, type: unknown): string {
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

/** The building tax cards (from Year 2): 100,000 per building of the type, or once per owner of the type (option). */
export function doBuildingTax(tx: Tx, type: unknown): string {
  if (!isBuildingType(type)) fail('buildingTypeInvalid', { building: '', buildingType: String(type) })
  requireCardYear(tx, 'buildingTax', 2)
  const perType = tx.config.options.buildingTax === 'perType'
  for (const p of clockwiseFrom(tx.config, tx.data, tx.data.active)) {
    const own = buildingsOf(tx.data, tx.board, p).filter(
      (id) => (tx.data.buildings[id] as StoredBuilding).type === type,
    )
    if (own.length === 0) continue
    if (perType) tx.add(p, -MONEY.buildingTax, 'buildingTax', type)
    else for (const id of own) tx.add(p, -MONEY.buildingTax, 'buildingTax', id)
  }
  tx.info.buildingType = type
  return 'buildingTaxCard'
}

/** The Land tax card (from Year 4): the rate × acres owned, after each player may give up undeveloped plots. */
export function doLandTax(tx: Tx, a: Extract<DiscretionAction, { type: 'landTax' }>): string {
  requireCardYear(tx, 'landTax', LAND_TAX_FROM_YEAR)
  const stored = tx.data.landTaxRates[String(tx.data.year)]
  // the year's rate is entered once (RULES.md): a second Land Tax card (or End of Year) reuses it
  const rate = a.rate === undefined ? stored : checkAmount(a.rate, undefined, 'rate')
  if (rate === undefined) fail('landTaxRateRequired', { year: tx.data.year })
  if (stored !== undefined && rate !== stored)
    fail('landTaxRateEntered', { year: tx.data.year, rate: stored, given: rate })
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

/** The Harvest card: each undeveloped plot pays its harvest; an owner whose every plot is built on pays 50,000. */
export function doHarvest(tx: Tx): string {
  for (const p of clockwiseFrom(tx.config, tx.data, tx.data.active)) {
    const owned = plotsOf(tx.data, tx.board, p)
    if (owned.length === 0) continue
    const free = undevelopedPlotsOf(tx.data, tx.board, p)
    if (free.length === 0) tx.add(p, -MONEY.harvestPenalty, 'harvestPenalty')
    for (const plot of free) tx.add(p, (plotById(tx.board, plot) as { harvest: number }).harvest, 'harvest', plot)
  }
  return 'harvest'
}

/** The plot with the best harvest (the default choice of Extra Harvest). */
export function bestPlot(tx: Tx, plots: string[]): string | null {
  let best: string | null = null
  for (const p of plots)
    if (best === null || (plotById(tx.board, p)?.harvest ?? 0) > (plotById(tx.board, best)?.harvest ?? 0)) best = p
  return best
}

/** Extra Harvest: the active player harvests one undeveloped plot (default the best), or pays 50,000 with none. */
export function doExtraHarvest(tx: Tx, a: Extract<DiscretionAction, { type: 'extraHarvest' }>): string {
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
  // no choice given: the default the preview shows (RULES.md: the best plot can be confirmed as it is)
  const plot = a.plot ?? dflt
  if (plot === null) fail('plotRequired', { player })
  requirePlot(tx.board, plot)
  if (tx.data.titles[plot] !== player) fail('notYourLand', { player, plot })
  if (!free.includes(plot)) fail('plotDeveloped', { player, plot })
  tx.add(player, (plotById(tx.board, plot) as { harvest: number }).harvest, 'harvest', plot)
  tx.info.plot = plot
  return 'extraHarvest'
}

/** Extra Rent: the active player receives the rent of one of his buildings (default the best paying). */
export function doExtraRent(tx: Tx, a: Extract<DiscretionAction, { type: 'extraRent' }>): string {
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
  // no choice given: the default the preview shows (RULES.md: the best building can be confirmed as it is)
  const id = a.building ?? dflt
  if (id === null) fail('buildingRequired', { player })
  requireBuilding(tx, id)
  if (!own.includes(id)) fail('notYourBuilding', { player, building: id })
  tx.add(player, rents[id] ?? 0, 'rent', id)
  const building = requireBuilding(tx, id)
  Object.assign(tx.info, { building: id, buildingType: building.type, cells: building.cells })
  return 'extraRent'
}

/** What each player's loans of one kind cost when a card charges interest on them, and what repaying one costs instead. */
interface LoanCharge {
  book: 'bankLoans' | 'sharkLoans'
  choice: 'repayBankLoans' | 'repaySharkLoans'
  payEach: number
  repayEach: number
  pay: string
  repay: string
}

/** Bank loan interest (Interest card): 100,000 per loan, or repay it with 600,000. */
const BANK_INTEREST: LoanCharge = {
  book: 'bankLoans',
  choice: 'repayBankLoans',
  payEach: MONEY.bankLoanInterest,
  repayEach: MONEY.bankLoanRepay,
  pay: 'interest',
  repay: 'repayBankLoan',
}
/** Loan-shark interest (End of Year card): 100,000 per loan, or repay it with 200,000. */
const SHARK_INTEREST: LoanCharge = {
  book: 'sharkLoans',
  choice: 'repaySharkLoans',
  payEach: MONEY.sharkInterest,
  repayEach: MONEY.sharkRepay,
  pay: 'sharkInterest',
  repay: 'repaySharkLoan',
}

/**
 * The most loans a player can repay instead of paying their interest with the cash he has after the
 * rest of his line (RULES.md: the card offers only what he can do); all with negative balances allowed.
 */
function affordableRepayments(tx: Tx, player: string, loans: number, c: LoanCharge): number {
  if (tx.config.options.allowNegative) return loans
  const cash = (tx.state.balances[player] ?? 0) + (tx.lines.get(player)?.amount ?? 0)
  const left = cash - c.payEach * loans
  return Math.max(0, Math.min(loans, Math.floor(left / (c.repayEach - c.payEach))))
}

/**
 * Every player with loans of the kind pays interest on each, or repays the loans he chooses
 * (default: pay). `free` are loans taken to pay this very card: no interest, not repaid on it.
 */
function chargeLoans(
  tx: Tx,
  players: readonly string[],
  repay: PerPlayer<number | 'all'> | undefined,
  c: LoanCharge,
  free: PerPlayer<number> = {},
): void {
  for (const p of players) {
    const held = tx.data[c.book][p] ?? 0
    const loans = Math.max(0, held - (free[p] ?? 0))
    const k = repayCount(repay?.[p], loans, p)
    if (loans === 0) continue
    tx.choices.set(p, {
      kind: c.choice,
      loans,
      max: affordableRepayments(tx, p, loans, c),
      default: 0,
      payEach: c.payEach,
      repayEach: c.repayEach,
    })
    tx.add(p, -c.payEach * (loans - k), c.pay)
    tx.add(p, -c.repayEach * k, c.repay)
    tx.b.set([c.book, p], held - k)
  }
}

/** The Interest card (RULES.md): every player pays 100,000 per bank loan or repays loans instead. */
export function doInterest(tx: Tx, a: Extract<DiscretionAction, { type: 'interest' }>): string {
  checkPerPlayerKeys(tx, a.repay, 'repay')
  chargeLoans(tx, clockwiseFrom(tx.config, tx.data, tx.data.active), a.repay, BANK_INTEREST)
  if (a.repay) tx.info.repay = a.repay as { [k: string]: Json }
  return 'interest'
}

/** The End of Year card (RULES.md): the active player's bonus, loan-shark interest, the next year (the game ends after Year 10). */
export function doEndOfYear(tx: Tx, a: Extract<DiscretionAction, { type: 'endOfYear' }>): string {
  checkPerPlayerKeys(tx, a.repay, 'repay')
  const year = tx.data.year
  const stored = tx.data.landTaxRates[String(year)]
  let rate = stored ?? 0
  // RULES.md: no land tax before Year 4 — End of Year pays no bonus then, and a rate given with it is refused
  if (year < LAND_TAX_FROM_YEAR && a.landTaxRate !== undefined && a.landTaxRate !== 0)
    fail('noLandTaxYet', { year, from: LAND_TAX_FROM_YEAR })
  if (a.landTaxRate !== undefined) {
    if (a.landTaxRate !== 0) checkAmount(a.landTaxRate, undefined, 'landTaxRate')
    // the year's rate is entered once (RULES.md): Land Tax and End of Year use the same
    if (stored !== undefined && a.landTaxRate !== stored)
      fail('landTaxRateEntered', { year, rate: stored, given: a.landTaxRate })
    rate = a.landTaxRate
    if (stored === undefined && rate !== 0) tx.b.set(['landTaxRates', String(year)], rate)
  } else if (stored === undefined && year >= LAND_TAX_FROM_YEAR) fail('landTaxRateRequired', { year })
  const active = tx.data.active
  const factor = tx.config.options.yearEndBonus === 'perAcre' ? acresOf(tx.data, tx.board, active) : 1
  const bonus = year < LAND_TAX_FROM_YEAR ? 0 : 10 * rate * factor
  tx.add(active, bonus, 'yearBonus')
  // interest is due on the loans held when the card is drawn, not on those taken to pay it
  chargeLoans(tx, clockwiseFrom(tx.config, tx.data, active), a.repay, SHARK_INTEREST, tx.data.yearEndLoans)
  if (year >= LIMITS.lastYear) tx.b.set(['finished'], true)
  else tx.b.set(['year'], year + 1)
  Object.assign(tx.info, { year, rate, bonus, player: active })
  if (a.repay) tx.info.repay = a.repay as { [k: string]: Json }
  return 'endOfYear'
}

/** Any other card: payments per player, buildings removed (with compensation or not), titles returned to the deck. */
export function doOtherCard(tx: Tx, a: Extract<DiscretionAction, { type: 'otherCard' }>): string {
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
    if (typeof comp !== 'number' || !Number.isSafeInteger(comp) || comp < 0)
      fail('amountInvalid', { field: 'compensation', building: r.building })
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
