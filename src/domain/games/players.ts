import { RuleError } from '../errors'
import { cleanName, nameKey, type NameRule } from '../names'
import { OKABE_ITO as OI } from '../color'
import type { PlayerConfig } from './types'

/**
 * Colours offered for players, in seat order: the colour-blind-safe Okabe–Ito palette, the colours
 * that stand out on a light and on a dark screen first (vermillion, blue, bluish green, reddish
 * purple), the light ones later, and mid grey instead of black (black vanishes in the dark theme).
 * Every mark carries the player's initial too, so no colour has to be told apart by hue alone.
 */
export const PLAYER_COLORS = [
  OI.vermillion,
  OI.blue,
  OI.bluishGreen,
  OI.reddishPurple,
  OI.orange,
  OI.skyBlue,
  OI.grey,
  OI.yellow,
] as const

export const NAME_MAX = 24

/** The player-name rule: 1–24 characters (Foundation rule), by the one name rule of the app. */
export const PLAYER_NAME: NameRule = {
  max: NAME_MAX,
  empty: 'nameEmpty',
  tooLong: 'nameTooLong',
  invalid: 'nameInvalid',
}

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
    if (
      id === '' ||
      id === 'bank' ||
      id.startsWith('pool:') ||
      seenIds.has(id) ||
      ['__proto__', 'constructor', 'prototype'].includes(id)
    ) {
      throw new RuleError('playerIdInvalid', { id })
    }
    seenIds.add(id)
    const color =
      typeof obj.color === 'string' && /^#[0-9a-fA-F]{6}$/.test(obj.color)
        ? obj.color
        : (PLAYER_COLORS[i % PLAYER_COLORS.length] as string)
    return { id, name, color }
  })
}

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null

/** The letters of a name as a reader sees them (an emoji or an accented letter is one), spaces left out. */
function letters(name: string): string[] {
  const all = segmenter ? [...segmenter.segment(name)].map((s) => s.segment) : [...name]
  return all.filter((g) => g.trim() !== '')
}

/**
 * The initial on each player's colour mark (issue 14: every colour mark carries the player's
 * initial), by seat: the first letter of the name; two letters ("An", "Al") for players who share
 * the first letter; the first letter and the seat number ("A2") where even two letters are the same.
 */
export function playerInitials(names: readonly string[]): string[] {
  const first = names.map((n) => (letters(n)[0] ?? '?').toLocaleUpperCase())
  const two = names.map((n, i) => {
    const second = letters(n)[1]
    return second === undefined ? first[i]! : first[i]! + second.toLocaleLowerCase()
  })
  const count = (list: string[], v: string) =>
    list.filter((x) => x.toLocaleLowerCase() === v.toLocaleLowerCase()).length
  return names.map((_, i) => {
    const one = first[i]!
    if (count(first, one) === 1) return one
    const both = two[i]!
    return count(two, both) === 1 ? both : `${one}${i + 1}`
  })
}
