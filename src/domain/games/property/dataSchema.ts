import type { LedgerState } from '../../ledger/types'
import { eachEntry, firstProblem, isIntIn, isRecord, need, onlyKeys, recordAt } from '../dataCheck'
import type { PropertyConfig } from './config'
import { boardFor, holdsGroup, type PropertyData } from './state'

/** The largest building level: 1–4 houses, 5 = hotel. */
const HOTEL = 5

/**
 * DKT and Monopoly game data as the actions can produce it (RULES.md: owners are players, levels
 * 0–5 on streets only, loans on properties, the bank's supply between 0 and the game's full supply,
 * jail and cards by player; buildings only on a street whose whole group one player holds, and
 * the bank's supply plus the buildings standing the game's full supply): the first impossible
 * field, or null.
 */
export function checkPropertyState(state: LedgerState<PropertyData>, config: PropertyConfig): string | null {
  return firstProblem(() => {
    const data = state.data
    need(isRecord(data), 'data', data)
    onlyKeys(data, ['eliminated', 'owner', 'level', 'mortgage', 'supply', 'jail', 'leftJail', 'jailCards'])
    const board = boardFor(config)
    const players = new Set(config.players.map((p) => p.id))
    const isPlayer = (k: string) => players.has(k)
    const property = (k: string) => board.byPosition.has(Number(k)) && String(Number(k)) === k
    const street = (k: string) => property(k) && board.byPosition.get(Number(k))?.kind === 'street'
    eachEntry(recordAt(data, 'eliminated'), 'eliminated', isPlayer, (v) => v === true)
    const owner = recordAt(data, 'owner')
    eachEntry(owner, 'owner', property, (v) => typeof v === 'string' && players.has(v))
    // buildings and loans only on owned properties
    eachEntry(
      recordAt(data, 'level'),
      'level',
      street,
      (v, k) => isIntIn(v, 0, HOTEL) && (v === 0 || owner[k] !== undefined),
    )
    eachEntry(
      recordAt(data, 'mortgage'),
      'mortgage',
      property,
      (v, k) => isIntIn(v, 0, board.byPosition.get(Number(k))?.price ?? 0) && (v === 0 || owner[k] !== undefined),
    )
    // a building stands on a street of a group its owner holds whole (trades and loans never split a built group)
    let houses = 0
    let hotels = 0
    for (const [k, v] of Object.entries(recordAt(data, 'level'))) {
      const card = board.byPosition.get(Number(k))
      const who = owner[k]
      if (v === 0) continue
      need(
        card !== undefined && typeof who === 'string' && holdsGroup(board, data as PropertyData, card.group, who),
        `level.${k}`,
        v,
      )
      if (v === HOTEL) hotels++
      else houses += v as number
    }
    const supply = recordAt(data, 'supply')
    onlyKeys(supply, ['houses', 'hotels'], 'supply')
    need(isIntIn(supply.houses, 0, config.options.houses), 'supply.houses', supply.houses)
    need(isIntIn(supply.hotels, 0, config.options.hotels), 'supply.hotels', supply.hotels)
    // every house and hotel is in the bank or on a street: supply + standing = the game's full supply
    need((supply.houses as number) + houses === config.options.houses, 'supply.houses', supply.houses)
    need((supply.hotels as number) + hotels === config.options.hotels, 'supply.hotels', supply.hotels)
    eachEntry(recordAt(data, 'jail'), 'jail', isPlayer, (v) => typeof v === 'boolean')
    eachEntry(recordAt(data, 'leftJail'), 'leftJail', isPlayer, (v) => typeof v === 'boolean')
    need(data.timeUp === undefined || data.timeUp === true, 'timeUp', data.timeUp ?? null)
    eachEntry(recordAt(data, 'jailCards'), 'jailCards', isPlayer, (v) => isIntIn(v, 0, config.options.jailCards))
  })
}
