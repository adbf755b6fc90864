import { BANK } from '../../ledger/types'
import type { PropertyCard } from './board'
import type { PropertyConfig } from './config'
import { JACKPOT, boardFor, levelOf, loanOf, ownerOf, type PropertyState } from './state'

/** A readable view of one property. */
export interface PropertyView {
  position: number
  name: string
  kind: PropertyCard['kind']
  group: string
  price: number
  owner: string | null
  /** 0–4 houses, 5 = hotel */
  level: number
  houses: number
  hotel: boolean
  /** Outstanding loan, 0 when not mortgaged. */
  mortgage: number
  mortgaged: boolean
}

/** The readable state of a property game (balances, properties, supply, jail, cards). */
export interface PropertyGameView {
  balances: Record<string, number>
  /** By printed name. */
  properties: Record<string, PropertyView>
  /** The same views by board position. */
  propertiesByPosition: Record<number, PropertyView>
  bank: { houses: number; hotels: number; cash: number }
  /** player → in jail */
  jail: Record<string, boolean>
  /** player → get-out-of-jail cards held */
  jailCards: Record<string, number>
  eliminated: Record<string, boolean>
  /** Frei Parken jackpot (0 when the option is off). */
  jackpot: number
  players: Record<
    string,
    {
      id: string
      name: string
      cash: number
      inJail: boolean
      jailCards: number
      eliminated: boolean
      properties: string[]
    }
  >
}

/** Builds the readable view of the state. */
export function viewOf(state: PropertyState, config: PropertyConfig): PropertyGameView {
  const board = boardFor(config)
  const d = state.data
  const properties: Record<string, PropertyView> = {}
  const byPos: Record<number, PropertyView> = {}
  for (const c of board.properties) {
    const level = levelOf(d, c.position)
    const loan = loanOf(d, c.position)
    const v: PropertyView = {
      position: c.position,
      name: c.name,
      kind: c.kind,
      group: c.group,
      price: c.price,
      owner: ownerOf(d, c.position) ?? null,
      level,
      houses: level === 5 ? 0 : level,
      hotel: level === 5,
      mortgage: loan,
      mortgaged: loan > 0,
    }
    properties[c.name] = v
    byPos[c.position] = v
  }
  const jail: Record<string, boolean> = {}
  const jailCards: Record<string, number> = {}
  const eliminated: Record<string, boolean> = {}
  const players: PropertyGameView['players'] = {}
  for (const p of config.players) {
    jail[p.id] = d.jail[p.id] === true
    jailCards[p.id] = d.jailCards[p.id] ?? 0
    eliminated[p.id] = d.eliminated[p.id] === true
    players[p.id] = {
      id: p.id,
      name: p.name,
      cash: state.balances[p.id] ?? 0,
      inJail: jail[p.id] === true,
      jailCards: jailCards[p.id] ?? 0,
      eliminated: eliminated[p.id] === true,
      properties: board.properties.filter((c) => ownerOf(d, c.position) === p.id).map((c) => c.name),
    }
  }
  return {
    balances: { ...state.balances },
    properties,
    propertiesByPosition: byPos,
    bank: { houses: d.supply.houses, hotels: d.supply.hotels, cash: state.balances[BANK] ?? 0 },
    jail,
    jailCards,
    eliminated,
    jackpot: state.balances[JACKPOT] ?? 0,
    players,
  }
}
