import type { Json, LedgerState } from '../../ledger/types'
import { eachEntry, firstProblem, isIntIn, isRecord, need, onlyKeys, recordAt } from '../dataCheck'
import { BUILDING_TYPES, GRID_SIZE, LIMITS, type DiscretionConfig, type DiscretionData } from './types'

function isCell(v: Json): boolean {
  return Array.isArray(v) && v.length === 2 && isIntIn(v[0], 0, GRID_SIZE - 1) && isIntIn(v[1], 0, GRID_SIZE - 1)
}

function total(rec: { readonly [k: string]: Json }): number {
  return Object.values(rec).reduce<number>((s, v) => s + (typeof v === 'number' ? v : 0), 0)
}

/**
 * Discretion game data as the actions can produce it (RULES.md Discretion: year 1–10, an active
 * player, titles held by players, buildings of the five types on squares of the 11 × 11 map that no
 * two share, loans within the bank's 30 and the loan shark's 40 and 20 a player, land-tax rates by
 * year, at most 15 tiles of one type and size, no key the game does not write): the first
 * impossible field, or null.
 */
export function checkDiscretionState(state: LedgerState<DiscretionData>, config: DiscretionConfig): string | null {
  return firstProblem(() => {
    const data = state.data
    need(isRecord(data), 'data', data)
    onlyKeys(data, [
      'eliminated',
      'year',
      'active',
      'finished',
      'titles',
      'buildings',
      'nextBuilding',
      'bankLoans',
      'sharkLoans',
      'landTaxRates',
      'yearEndLoans',
    ])
    const players = new Set(config.players.map((p) => p.id))
    const isPlayer = (k: string) => players.has(k)
    const plots = new Set(config.options.board.plots.map((p) => p.id))
    eachEntry(recordAt(data, 'eliminated'), 'eliminated', isPlayer, (v) => v === true)
    need(isIntIn(data.year, 1, LIMITS.lastYear), 'year', data.year)
    need(typeof data.active === 'string' && players.has(data.active), 'active', data.active)
    need(typeof data.finished === 'boolean', 'finished', data.finished)
    eachEntry(
      recordAt(data, 'titles'),
      'titles',
      (k) => plots.has(k),
      (v) => typeof v === 'string' && players.has(v),
    )
    const used = new Set<string>()
    const tiles = new Map<string, number>()
    eachEntry(
      recordAt(data, 'buildings'),
      'buildings',
      (k) => k !== '',
      (v) => {
        if (!isRecord(v) || typeof v.type !== 'string' || !(BUILDING_TYPES as readonly string[]).includes(v.type))
          return false
        if (Object.keys(v).some((k) => k !== 'type' && k !== 'cells')) return false
        const cells = v.cells
        if (!Array.isArray(cells) || cells.length === 0 || !cells.every(isCell)) return false
        // the box holds 15 tiles of each type and size (RULES.md Discretion): a 16th cannot be placed
        const tile = `${v.type}/${cells.length}`
        const n = (tiles.get(tile) ?? 0) + 1
        tiles.set(tile, n)
        if (n > LIMITS.tilesPerTypeAndSize) return false
        // no square holds two buildings
        return cells.every((c) => {
          const key = String(c)
          if (used.has(key)) return false
          used.add(key)
          return true
        })
      },
    )
    need(isIntIn(data.nextBuilding, 1, Number.MAX_SAFE_INTEGER), 'nextBuilding', data.nextBuilding)
    const bank = recordAt(data, 'bankLoans')
    eachEntry(bank, 'bankLoans', isPlayer, (v) => isIntIn(v, 0, LIMITS.bankLoanSupply))
    need(total(bank) <= LIMITS.bankLoanSupply, 'bankLoans', total(bank))
    const shark = recordAt(data, 'sharkLoans')
    eachEntry(shark, 'sharkLoans', isPlayer, (v) => isIntIn(v, 0, LIMITS.sharkPerPlayer))
    need(total(shark) <= LIMITS.sharkSupply, 'sharkLoans', total(shark))
    eachEntry(
      recordAt(data, 'landTaxRates'),
      'landTaxRates',
      (k) => isIntIn(Number(k), 1, LIMITS.lastYear) && String(Number(k)) === k,
      (v) => isIntIn(v, 0, Number.MAX_SAFE_INTEGER),
    )
    eachEntry(recordAt(data, 'yearEndLoans', true), 'yearEndLoans', isPlayer, (v) =>
      isIntIn(v, 0, LIMITS.sharkPerPlayer),
    )
  })
}
