import { RuleError } from '../../errors'
import type { LedgerState } from '../../ledger/types'
import type { BuildAction } from './actions/buildings'
import { previewAction } from './preview'
import { buildingOwner, buildingsOf, currentRents } from './rules'
import { MONEY, type BuildFinance, type DiscretionConfig, type DiscretionData, type StoredBuilding } from './types'

// What the square sheet offers a player who lacks the cash for his building (issue 14): each remedy
// is the build itself with the cash raised in it (one action, one entry, one undo step), so
// what the sheet shows is exactly what one confirm stores.

export type { BuildAction } from './actions/buildings'

/** A refusal as the preview reports it (codes.ts and its params). */
export type Problem = { code: string; params: Record<string, string | number | boolean> }

/** One way to pay for the building now. */
export interface BuildRemedy {
  kind: 'bankLoan' | 'sharkLoan' | 'demolish'
  /** Bank loans, loan-shark loans or buildings demolished. */
  count: number
  /** Cash it raises now. */
  raises: number
  /** What paying it back costs later (600,000 a bank loan, 200,000 a loan-shark loan; nothing for a demolition). */
  repays: number
  /** The buildings demolished, for 'demolish' (the chosen ones, else those earning least). */
  buildings: string[]
  /** The build with this remedy in it: what the one confirm stores. */
  action: BuildAction
  /** Why the rule pack would refuse it, or null when it can be confirmed. */
  problem: Problem | null
}

/** What the build sheet shows about paying for a building. */
export interface BuildPlan {
  /** What the builder lacks (0 when his cash pays for it). */
  shortfall: number
  /** Cheapest first: a bank loan, the loan shark, demolition. Empty without a shortfall. */
  remedies: BuildRemedy[]
  /** Short of cash and no remedy can be confirmed: the build is refused as it stands. */
  refused: boolean
  /** A refusal of the build that no cash cures (square taken, not his land, no tile left), or null. */
  problem: Problem | null
}

/** Units of `unit` that cover `amount` (RULES.md: a loan is for the shortfall and no more units than it). */
export function unitsFor(amount: number, unit: number): number {
  return amount > 0 ? Math.ceil(amount / unit) : 0
}

/** The build without any cash raised in it. */
function plainBuild(build: BuildAction): BuildAction {
  const plain: BuildAction = { ...build }
  delete plain.finance
  return plain
}

function withFinance(build: BuildAction, finance: BuildFinance): BuildAction {
  return { ...plainBuild(build), finance }
}

/** The rule pack's refusal of an action, or null: what the preview reports, or the error that stops the preview itself. */
function problemOf(state: LedgerState<DiscretionData>, action: BuildAction, config: DiscretionConfig): Problem | null {
  try {
    return previewAction(state, action, config).problem
  } catch (e) {
    if (e instanceof RuleError) return { code: e.code, params: e.params }
    throw e
  }
}

/**
 * The player's buildings in the order a demolition for cash would take them: those earning the
 * least rent first (then the oldest), so the default loses the least income.
 */
export function demolitionOrder(data: DiscretionData, config: DiscretionConfig, player: string): string[] {
  const rents = currentRents(data)
  const ids = buildingsOf(data, config.options.board, player)
  return [...ids].sort((a, b) => (rents[a] ?? 0) - (rents[b] ?? 0) || a.localeCompare(b, 'en', { numeric: true }))
}

/**
 * The build sheet's plan (RULES.md Discretion: a player short of cash for his building may take a
 * bank loan when his buildings allow it, loan-shark loans, or demolish, each only for the
 * shortfall): the shortfall of `build` as given and every remedy as the build with the cash raised
 * in it — one bank loan, exactly the loan-shark units that cover the shortfall, or the buildings
 * that cover it (`demolish`: the ones the player chose, else those earning least; offered while he
 * has buildings). Each remedy
 * carries the rule pack's refusal, if any; `refused` when none can be confirmed.
 */
export function buildPlan(
  state: LedgerState<DiscretionData>,
  config: DiscretionConfig,
  build: BuildAction,
  demolish?: readonly string[],
): BuildPlan {
  let sheet: ReturnType<typeof previewAction>
  try {
    sheet = previewAction(state, plainBuild(build), config)
  } catch (e) {
    if (e instanceof RuleError)
      return { shortfall: 0, remedies: [], refused: false, problem: { code: e.code, params: e.params } }
    throw e
  }
  const shortfall = sheet.lines.find((l) => l.player === build.player)?.shortfall ?? 0
  // another refusal (square taken, not his land, no tiles left) comes first: no remedy helps it
  if (sheet.problem && sheet.problem.code !== 'insufficientFunds')
    return { shortfall, remedies: [], refused: false, problem: sheet.problem }
  if (shortfall <= 0) return { shortfall: 0, remedies: [], refused: false, problem: null }
  const remedies: BuildRemedy[] = []
  const bank = unitsFor(shortfall, MONEY.bankLoan)
  const bankAction = withFinance(build, { bankLoans: bank })
  remedies.push({
    kind: 'bankLoan',
    count: bank,
    raises: bank * MONEY.bankLoan,
    repays: bank * MONEY.bankLoanRepay,
    buildings: [],
    action: bankAction,
    problem: problemOf(state, bankAction, config),
  })
  const shark = unitsFor(shortfall, MONEY.sharkLoan)
  const sharkAction = withFinance(build, { sharkLoans: shark })
  remedies.push({
    kind: 'sharkLoan',
    count: shark,
    raises: shark * MONEY.sharkLoan,
    repays: shark * MONEY.sharkRepay,
    buildings: [],
    action: sharkAction,
    problem: problemOf(state, sharkAction, config),
  })
  const own = demolitionOrder(state.data, config, build.player)
  const chosen = demolish !== undefined ? [...demolish] : own.slice(0, unitsFor(shortfall, MONEY.demolitionRefund))
  if (own.length) {
    const demolishAction = withFinance(build, { demolish: chosen })
    remedies.push({
      kind: 'demolish',
      count: chosen.length,
      raises: chosen.length * MONEY.demolitionRefund,
      repays: 0,
      buildings: chosen,
      action: demolishAction,
      problem: problemOf(state, demolishAction, config),
    })
  }
  return { shortfall, remedies, refused: remedies.every((r) => r.problem !== null), problem: null }
}

/** What a demolition costs its owner (issue 14: said once before it is confirmed). */
export interface DemolitionLoss {
  /** Buildings demolished. */
  count: number
  /** Their value in net assets (RULES.md: 500,000 each). */
  value: number
  /** What the bank pays for them (100,000 each). */
  refund: number
  /** value − refund: what the owner's net assets lose. */
  lost: number
  /** The rent they earn now. */
  rent: number
  /** How the rent of the owner's other buildings changes without them (negative = less). */
  ownRentChange: number
}

/**
 * What demolishing `ids` costs their owner: the value lost against the refund, the rent the
 * buildings earn and the change in rent of his other buildings (neighbours lose a type that
 * touched them). Every building is worth 500,000 and refunds 100,000, so every demolition loses
 * 400,000 a building: no demolition is trivially safe.
 */
export function demolitionLoss(data: DiscretionData, config: DiscretionConfig, ids: readonly string[]): DemolitionLoss {
  const board = config.options.board
  const before = currentRents(data)
  const gone = new Set(ids)
  const owners = new Set(
    ids.map((id) => (data.buildings[id] ? buildingOwner(data, board, data.buildings[id] as StoredBuilding) : null)),
  )
  const remaining: DiscretionData['buildings'] = {}
  for (const [id, b] of Object.entries(data.buildings)) if (!gone.has(id)) remaining[id] = b
  const after = currentRents({ ...data, buildings: remaining })
  let ownRentChange = 0
  for (const id of Object.keys(remaining)) {
    const owner = buildingOwner(data, board, remaining[id] as StoredBuilding)
    if (owner !== null && owners.has(owner)) ownRentChange += (after[id] ?? 0) - (before[id] ?? 0)
  }
  const count = ids.filter((id) => data.buildings[id] !== undefined).length
  const rent = ids.reduce((s, id) => s + (before[id] ?? 0), 0)
  return {
    count,
    value: count * MONEY.building,
    refund: count * MONEY.demolitionRefund,
    lost: count * (MONEY.building - MONEY.demolitionRefund),
    rent,
    ownRentChange,
  }
}
