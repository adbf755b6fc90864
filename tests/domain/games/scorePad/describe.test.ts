import { describe, expect, it } from 'vitest'
import { describeEntry } from '@/domain/export/describe'
import { loadModule } from '@/domain/games'
import { createScorePadGame } from '@/domain/games/scorePad'
import { RAW, testWords } from '../../export/words'

await loadModule('scorePad')

describe('score pad entries in words (history, snackbar, CSV)', () => {
  it('a round reads "Round 2: …" and a correction names the round it changed, in both languages', () => {
    const g = createScorePadGame({
      players: [
        { id: 'p1', name: 'Anna' },
        { id: 'p2', name: 'Ben' },
      ],
    })
    g.scoreRound({ p1: 30, p2: -10 })
    g.scoreRound({ p1: 5, p2: 5 })
    g.correctRound(1, { p1: 30, p2: -5 })
    const [, round2, fix] = g.entries
    const names = { p1: 'Anna', p2: 'Ben' }
    const en = testWords('en', names)
    const de = testWords('de', names)
    expect(describeEntry(round2!, g.config, en, g.config.players)).toBe('Round 2: Anna +5, Ben +5')
    expect(describeEntry(fix!, g.config, en, g.config.players)).toBe('Correction · Round 1: Anna 0, Ben +5')
    expect(describeEntry(fix!, g.config, de, g.config.players)).toBe('Berichtigung · Runde 1: Anna 0, Ben +5')
    for (const e of g.entries) expect(describeEntry(e, g.config, de, g.config.players)).not.toMatch(RAW)
  })
})
