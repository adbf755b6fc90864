import type { WorthPart } from '../contract'
import { rankBy } from '../rank'
import type { PropertyConfig } from './config'
import { boardFor, levelOf, loanOf, ownerOf, repayCost, type PropertyState } from './state'

/** Net worth with its parts (RULES.md end of game): cash + prices + buildings − (loans + 10 %). */
export interface NetWorth {
  player: string
  cash: number
  properties: number
  buildings: number
  /** Outstanding loans plus interest (subtracted). */
  mortgages: number
  total: number
  eliminated: boolean
}

/** Net worth of a player with breakdown (RULES.md DKT end of game, also Monopoly at an agreed time). */
export function netWorthOf(state: PropertyState, config: PropertyConfig, player: string): NetWorth {
  const board = boardFor(config)
  const data = state.data
  let properties = 0
  let buildings = 0
  let mortgages = 0
  for (const card of board.properties) {
    if (ownerOf(data, card.position) !== player) continue
    properties += card.price
    const l = levelOf(data, card.position)
    buildings += l === 5 ? card.hotelPrice + 4 * card.housePrice : l * card.housePrice
    const loan = loanOf(data, card.position)
    if (loan > 0) mortgages += repayCost(config, loan)
  }
  const cash = state.balances[player] ?? 0
  return {
    player,
    cash,
    properties,
    buildings,
    mortgages,
    total: cash + properties + buildings - mortgages,
    eliminated: data.eliminated[player] === true,
  }
}

/** The ranking by net worth: active players by total (highest first, ties share a rank), then the players out of the game. */
export function rankingOf(state: PropertyState, config: PropertyConfig): (NetWorth & { rank: number; name: string })[] {
  const rows = config.players.map((p) => ({ ...netWorthOf(state, config, p.id), name: p.name }))
  return rankBy(
    rows,
    (r) => r.total,
    (r) => r.eliminated,
  )
}

/** The net worth's parts as the game-over screen lists them (RULES.md end of game; they add up to the total, loans negative). */
export function worthPartsOf(w: NetWorth): WorthPart[] {
  return [
    { part: 'cash', amount: w.cash },
    { part: 'properties', amount: w.properties },
    { part: 'buildings', amount: w.buildings },
    { part: 'mortgages', amount: 0 - w.mortgages },
  ]
}

/** Every player's net worth parts (the module's worthBreakdown). */
export function propertyWorthBreakdown(state: PropertyState, config: PropertyConfig): Record<string, WorthPart[]> {
  return Object.fromEntries(config.players.map((p) => [p.id, worthPartsOf(netWorthOf(state, config, p.id))]))
}
