import { describe, expect, it } from 'vitest'
import {
  linkSeats,
  mergeSeats,
  peopleNotNamed,
  personNamed,
  renamedPerson,
  type Person,
  type Seats,
} from '@/domain/stats/people'
import { expectRuleError } from '../../helpers/ruleError'

const anna: Person = { id: 'a', name: 'Anna', color: '#d55e00', createdAt: 1 }
const ben: Person = { id: 'b', name: 'Ben', color: '#0072b2', createdAt: 1 }

describe('players as people (issue 37)', () => {
  it('a chosen person is linked as is; a known name finds its person; a new name creates one', () => {
    let n = 0
    const { seats, changed } = linkSeats(
      [anna, ben],
      'g1',
      [
        { player: 'p1', name: 'Anna B.', color: '#d55e00', person: 'a' },
        { player: 'p2', name: ' ben ', color: '#0072b2' },
        { player: 'p3', name: 'Cem', color: '#009e73' },
      ],
      50,
      () => `new${++n}`,
    )
    expect(seats).toEqual({ gameId: 'g1', people: { p1: 'a', p2: 'b', p3: 'new1' } })
    expect(changed).toEqual([{ id: 'new1', name: 'Cem', color: '#009e73', createdAt: 50 }])
  })

  it('the setup offers the people named in no row yet, and a typed name finds its person, by the one name comparison', () => {
    const cem: Person = { id: 'c', name: 'Cem', color: '#009e73', createdAt: 1 }
    expect(peopleNotNamed([anna, ben, cem], [' anna ', '', 'Dora'])).toEqual([ben, cem])
    expect(peopleNotNamed([anna, ben], [])).toEqual([anna, ben])
    expect(personNamed([anna, ben], '  BEN ')).toEqual(ben)
    expect(personNamed([anna, ben], 'Benedikt')).toBeUndefined()
  })

  it('a known person who picks another colour keeps it for next time', () => {
    const { changed } = linkSeats([anna], 'g1', [{ player: 'p1', name: 'Anna', color: '#000000' }], 5, () => 'x')
    expect(changed).toEqual([{ ...anna, color: '#000000' }])
  })

  it('two new players of the same name in one game are one person (the form refuses that game anyway)', () => {
    let n = 0
    const { seats } = linkSeats(
      [],
      'g',
      [
        { player: 'p1', name: 'Dora', color: '#111111' },
        { player: 'p2', name: 'dora', color: '#222222' },
      ],
      0,
      () => `n${++n}`,
    )
    expect(seats.people).toEqual({ p1: 'n1', p2: 'n1' })
  })

  it('a rename follows the player-name rule and may not take another person’s name', () => {
    expect(renamedPerson([anna, ben], 'a', '  Anna  Maria ')).toEqual({ ...anna, name: 'Anna Maria' })
    expectRuleError(() => renamedPerson([anna, ben], 'a', 'BEN'), 'personNameTaken')
    expectRuleError(() => renamedPerson([anna, ben], 'a', '   '), 'nameEmpty')
    expectRuleError(() => renamedPerson([anna, ben], 'zz', 'Zoe'), 'personNotFound')
  })

  it('a merge moves every seat of one person to the other; a person cannot merge with itself', () => {
    const seats: Seats[] = [
      { gameId: 'g1', people: { p1: 'a', p2: 'b' } },
      { gameId: 'g2', people: { p1: 'b' } },
    ]
    expect(mergeSeats(seats, 'a', 'b')).toEqual([{ gameId: 'g1', people: { p1: 'b', p2: 'b' } }])
    expectRuleError(() => mergeSeats(seats, 'a', 'a'), 'personMergeSelf')
  })
})
