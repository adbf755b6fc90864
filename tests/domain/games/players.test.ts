import { describe, expect, it } from 'vitest'
import { checkNameAt, PLAYER_COLORS, playerInitials, validatePlayers } from '@/domain/games/players'
import { contrastRatio, OKABE_ITO } from '@/domain/color'
import { ruleCode as code } from '../../helpers/ruleError'

describe('player names at setup', () => {
  it('checks one row: trimmed, 1–24 characters, unique within the game ignoring case and spaces', () => {
    expect(checkNameAt(['  Anna  ', 'Ben'], 0)).toBe('Anna')
    expect(code(() => checkNameAt(['Anna', ' anna '], 1))).toBe('nameDuplicate')
    expect(code(() => checkNameAt(['Anna', '   '], 1))).toBe('nameEmpty')
    expect(code(() => checkNameAt(['Anna', 'x'.repeat(25)], 1))).toBe('nameTooLong')
  })
})

describe('player colours and initials (issue 14)', () => {
  it('offers the Okabe–Ito colours, no black (it vanishes on the dark theme), all distinct', () => {
    expect(PLAYER_COLORS).toHaveLength(8)
    expect(new Set(PLAYER_COLORS).size).toBe(8)
    for (const c of PLAYER_COLORS) expect(Object.values(OKABE_ITO)).toContain(c)
    expect(PLAYER_COLORS).not.toContain(OKABE_ITO.black)
    // the first four seats stand out from a white and from a near-black screen (3:1, WCAG 1.4.11)
    for (const c of PLAYER_COLORS.slice(0, 4)) {
      expect(contrastRatio(c, '#ffffff')).toBeGreaterThanOrEqual(3)
      expect(contrastRatio(c, '#121212')).toBeGreaterThanOrEqual(3)
    }
  })

  it('gives new players the colours in seat order and keeps a stored colour', () => {
    const players = validatePlayers(['Anna', 'Ben', { name: 'Cem', color: '#123456' }], 2, 6)
    expect(players.map((p) => p.color)).toEqual([PLAYER_COLORS[0], PLAYER_COLORS[1], '#123456'])
  })

  it('marks each player with the first letter of the name', () => {
    expect(playerInitials(['Anna', 'ben', 'Cem', 'Dana'])).toEqual(['A', 'B', 'C', 'D'])
    expect(playerInitials(['  Özlem', 'émile'])).toEqual(['Ö', 'É'])
  })

  it('uses two letters for players who share the first letter, one for the rest', () => {
    expect(playerInitials(['Anna', 'Alex', 'Ben'])).toEqual(['An', 'Al', 'B'])
    expect(playerInitials(['anna', 'Alex'])).toEqual(['An', 'Al'])
  })

  it('tells apart even names whose first two letters agree, by seat number', () => {
    expect(playerInitials(['Anna', 'Annika', 'Alex'])).toEqual(['A1', 'A2', 'Al'])
    expect(playerInitials(['A', 'Al'])).toEqual(['A', 'Al'])
  })

  it('takes an emoji or a letter with a combining accent as one letter', () => {
    expect(playerInitials(['🎲 Würfel', 'Bea'])).toEqual(['🎲', 'B'])
    expect(playerInitials(['e\u0301mile', 'Bea'])[0]).toBe('E\u0301')
  })
})
