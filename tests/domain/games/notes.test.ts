import { describe, expect, it } from 'vitest'
import { notesTotal, startingNotes } from '@/domain/games/notes'

describe('starting notes from the rulebooks', () => {
  it('DKT: the notes dealt add up to the starting capital of 1,500', () => {
    const notes = startingNotes('dkt', 4)
    expect(notes[0]).toEqual({ value: 200, count: 2 })
    expect(notesTotal(notes)).toBe(1500)
  })
  it('Discretion: 2,500,000 with 2–4 players and 2,000,000 with 5–8', () => {
    expect(notesTotal(startingNotes('discretion', 3))).toBe(2_500_000)
    expect(notesTotal(startingNotes('discretion', 6))).toBe(2_000_000)
  })
  it('games without a note table give none', () => {
    expect(startingNotes('monopolyDe', 3)).toEqual([])
    expect(startingNotes('freePlay', 3)).toEqual([])
  })
})
