import { RuleError } from '../../errors'
import { percentOf } from '../../money'
import type { Board, PropertyCard } from './board'
import type { PropertyConfig } from './config'
import { boardFor, holdsGroup, levelOf, loanOf, ownerOf, type PropertyData, type PropertyState } from './state'

/** Houses and hotels a player has standing (repairs cards, net worth). */
export function buildingsOf(board: Board, data: PropertyData, player: string): { houses: number; hotels: number } {
  let houses = 0
  let hotels = 0
  for (const p of board.properties) {
    if (ownerOf(data, p.position) !== player) continue
    const l = levelOf(data, p.position)
    if (l === 5) hotels++
    else houses += l
  }
  return { houses, hotels }
}

/** A planned building step: the street, its new level, the money and the supply change. */
export interface BuildStep {
  card: PropertyCard
  from: number
  to: number
  /** Paid by the owner (build) or to the owner (sell). */
  amount: number
  houses: number
  hotels: number
}

function groupLevels(board: Board, data: PropertyData, group: string): number[] {
  return (board.groups[group] ?? []).map((p) => levelOf(data, p))
}

/**
 * Checks building one level on a street (RULES.md: complete group, no mortgage in the group, even rule,
 * hotel after 4 houses on every street, bank supply). Returns the step or throws RuleError.
 */
export function checkBuild(board: Board, data: PropertyData, card: PropertyCard, player?: string): BuildStep {
  if (card.kind !== 'street') throw new RuleError('notAStreet', { property: card.name })
  const owner = ownerOf(data, card.position)
  if (owner === undefined) throw new RuleError('propertyUnowned', { property: card.name })
  if (player !== undefined && owner !== player) throw new RuleError('notOwner', { property: card.name, player, owner })
  if (!holdsGroup(board, data, card.group, owner))
    throw new RuleError('groupIncomplete', { property: card.name, group: card.group, player: owner })
  const mortgaged = (board.groups[card.group] ?? []).find((p) => loanOf(data, p) > 0)
  if (mortgaged !== undefined)
    throw new RuleError('groupMortgaged', {
      property: card.name,
      group: card.group,
      mortgaged: board.byPosition.get(mortgaged)?.name ?? '',
    })
  const level = levelOf(data, card.position)
  if (level >= 5) throw new RuleError('maxLevel', { property: card.name })
  const min = Math.min(...groupLevels(board, data, card.group))
  if (level > min) throw new RuleError('evenBuild', { property: card.name, level, minLevel: min })
  if (level === 4) {
    if (data.supply.hotels < 1) throw new RuleError('bankNoHotels', { property: card.name })
    return { card, from: 4, to: 5, amount: card.hotelPrice, houses: 4, hotels: -1 }
  }
  if (data.supply.houses < 1) throw new RuleError('bankNoHouses', { property: card.name })
  return { card, from: level, to: level + 1, amount: card.housePrice, houses: -1, hotels: 0 }
}

/**
 * Checks selling one building of a street to the bank at half price (RULES.md: even rule for houses;
 * DKT sells a hotel whole; Monopoly back to 4 houses if the bank has 4, else whole).
 */
export function checkSell(
  board: Board,
  data: PropertyData,
  card: PropertyCard,
  wholeHotelOnly: boolean,
  player?: string,
): BuildStep {
  if (card.kind !== 'street') throw new RuleError('notAStreet', { property: card.name })
  const owner = ownerOf(data, card.position)
  if (owner === undefined) throw new RuleError('propertyUnowned', { property: card.name })
  if (player !== undefined && owner !== player) throw new RuleError('notOwner', { property: card.name, player, owner })
  const level = levelOf(data, card.position)
  if (level === 0) throw new RuleError('noBuildings', { property: card.name })
  const half = (n: number) => percentOf(n, 50)
  if (level === 5) {
    if (!wholeHotelOnly && data.supply.houses >= 4)
      return { card, from: 5, to: 4, amount: half(card.hotelPrice), houses: -4, hotels: 1 }
    return { card, from: 5, to: 0, amount: half(card.hotelPrice + 4 * card.housePrice), houses: 0, hotels: 1 }
  }
  const max = Math.max(...groupLevels(board, data, card.group).map((l) => l))
  if (level < max) throw new RuleError('evenSell', { property: card.name, level, maxLevel: max })
  return { card, from: level, to: level - 1, amount: half(card.housePrice), houses: 1, hotels: 0 }
}

/** What can be done with the buildings of one street now: for the UI's build/sell buttons. */
export interface BuildOption {
  property: string
  position: number
  group: string
  level: number
  canBuild: boolean
  buildCost: number
  /** Error code when building is refused. */
  buildRefusal: string | null
  canSell: boolean
  sellRefund: number
  sellToLevel: number
  sellRefusal: string | null
}

/** Which levels can be built or sold where (even rule both ways, supply, groups); for one player or all streets. */
export function buildOptions(state: PropertyState, config: PropertyConfig, player?: string): BuildOption[] {
  const board = boardFor(config)
  const out: BuildOption[] = []
  for (const card of board.properties) {
    if (card.kind !== 'street') continue
    const owner = ownerOf(state.data, card.position)
    if (player !== undefined && owner !== player) continue
    const o: BuildOption = {
      property: card.name,
      position: card.position,
      group: card.group,
      level: levelOf(state.data, card.position),
      canBuild: false,
      buildCost: 0,
      buildRefusal: null,
      canSell: false,
      sellRefund: 0,
      sellToLevel: 0,
      sellRefusal: null,
    }
    try {
      const s = checkBuild(board, state.data, card)
      o.canBuild = true
      o.buildCost = s.amount
    } catch (e) {
      o.buildRefusal = e instanceof RuleError ? e.code : 'unknown'
    }
    try {
      const s = checkSell(board, state.data, card, config.type === 'dkt')
      o.canSell = true
      o.sellRefund = s.amount
      o.sellToLevel = s.to
    } catch (e) {
      o.sellRefusal = e instanceof RuleError ? e.code : 'unknown'
    }
    out.push(o)
  }
  return out
}
