import { RuleError } from '../errors'
import { cleanName, nameKey, type NameRule } from '../names'
import type { PlayerConfig } from './types'

/** Colours offered for players, distinct in light and dark themes. */
export const PLAYER_COLORS = ['#d32f2f', '#1976d2', '#388e3c', '#f9a825', '#7b1fa2', '#00838f', '#ef6c00', '#5d4037'] as const

export const NAME_MAX = 24

/** The player-name rule: 1–24 characters (Foundation rule), by the one name rule of the app. */
export const PLAYER_NAME: NameRule = { max: NAME_MAX, empty: 'nameEmpty', tooLong: 'nameTooLong', invalid: 'nameInvalid' }

/** Cleans and checks one player name: 1–24 characters, no invisible characters (Foundation rule). */
export function normalizeName(raw: unknown): string {
  return cleanName(raw, PLAYER_NAME)
}

/**
 * Checks the name in row `index` against the rules of validatePlayers (1–24 characters, unique
 * within the game, case-insensitive), so a setup form can show the error at that row.
 */
export function checkNameAt(names: readonly string[], index: number): string {
  const name = normalizeName(names[index])
  const key = nameKey(name)
  const isDuplicate = names.some((other, j) => j !== index && typeof other === 'string' && nameKey(other) === key)
  if (isDuplicate) throw new RuleError('nameDuplicate', { name })
  return name
}

/** Input for one player at setup: a name, or a name with an id and colour. */
export type PlayerInput = string | { id?: string; name: string; color?: string }

/**
 * Validates the players of a new game: count within [min, max], names 1–24 characters after
 * trimming and unique within the game (case-insensitive), ids unique. Ids default to the name.
 */
export function validatePlayers(input: readonly PlayerInput[], min: number, max: number): PlayerConfig[] {
  if (!Array.isArray(input)) throw new RuleError('playersInvalid')
  if (input.length < min || input.length > max) throw new RuleError('playerCount', { min, max, count: input.length })
  const seenNames = new Set<string>()
  const seenIds = new Set<string>()
  return input.map((p, i) => {
    const obj = typeof p === 'string' ? { name: p } : p
    if (obj === null || typeof obj !== 'object') throw new RuleError('nameInvalid')
    const name = normalizeName(obj.name)
    const key = nameKey(name)
    if (seenNames.has(key)) throw new RuleError('nameDuplicate', { name })
    seenNames.add(key)
    const id = obj.id === undefined ? name : String(obj.id)
    if (id === '' || id === 'bank' || id.startsWith('pool:') || seenIds.has(id) || ['__proto__', 'constructor', 'prototype'].includes(id)) {
      throw new RuleError('playerIdInvalid', { id })
    }
    seenIds.add(id)
    const color = typeof obj.color === 'string' && /^#[0-9a-fA-F]{6}$/.test(obj.color) ? obj.color : (PLAYER_COLORS[i % PLAYER_COLORS.length] as string)
    return { id, name, color }
  })
}
