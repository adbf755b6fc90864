import dkt from './data/dkt.json'
import discretion from './data/discretion.json'
import type { GameType } from './types'

/** One denomination of paper money: its value and how many notes of it a player gets. */
export interface NoteCount {
  value: number
  count: number
}

/**
 * The starting capital as the rulebook deals it in notes (DKT: 2 × 200, 6 × 100, 6 × 50, 5 × 20,
 * 6 × 10, 7 × 5, 5 × 1 = 1,500; Discretion by player count), for tables that mix paper money and
 * the app. Empty where the rulebook gives none.
 */
export function startingNotes(type: GameType, playerCount: number): NoteCount[] {
  let pairs: number[][] = []
  if (type === 'dkt') pairs = dkt.startingNotes.notes
  if (type === 'discretion') pairs = playerCount <= 4 ? discretion.startingNotes.byPlayers['2-4'] : discretion.startingNotes.byPlayers['5-8']
  return pairs.map(([value, count]) => ({ value: value ?? 0, count: count ?? 0 }))
}

/** The total of a set of notes. */
export function notesTotal(notes: readonly NoteCount[]): number {
  return notes.reduce((s, n) => s + n.value * n.count, 0)
}
