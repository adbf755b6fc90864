import { RuleError } from '../errors'
import { nameKey } from '../names'
import { normalizeName } from '../games/players'

/** Someone who plays at this table: the same person across games, whatever seat or colour a game gives them. */
export interface Person {
  id: string
  name: string
  /** The colour they play with, offered again at the next setup. */
  color: string
  createdAt: number
}

/** Which person sits in which seat of one game (player id → person id); a game without it predates people. */
export interface Seats {
  gameId: string
  people: Record<string, string>
}

/** A new game's player as the setup form gives it: the seat, its name and colour, and the person chosen (if any). */
export interface SeatInput {
  player: string
  name: string
  color: string
  person?: string | null
}

/** The person with this name (the one name comparison of the app: nameKey), or undefined. */
export function personNamed(people: readonly Person[], name: string): Person | undefined {
  const key = nameKey(name)
  return people.find((p) => nameKey(p.name) === key)
}

/** The people named in none of these rows (a new game's setup offers them), by the same comparison. */
export function peopleNotNamed(people: readonly Person[], names: readonly string[]): Person[] {
  const taken = new Set(names.map(nameKey))
  return people.filter((p) => !taken.has(nameKey(p.name)))
}

/**
 * Links a new game's players to people (issue 37 "players as people"): a chosen person is used
 * as is, else the person of the same name, else a new person with the player's name and colour.
 * The people seen again keep their name and take the colour chosen this time. Returns the seats
 * and the people to write (new or with a new colour).
 */
export function linkSeats(
  people: readonly Person[],
  gameId: string,
  seats: readonly SeatInput[],
  now: number,
  newId: () => string,
): { seats: Seats; changed: Person[] } {
  const byId = new Map(people.map((p) => [p.id, p]))
  const known = [...people]
  const changed = new Map<string, Person>()
  const links: Record<string, string> = {}
  for (const s of seats) {
    const chosen = s.person ? byId.get(s.person) : undefined
    const found = chosen ?? personNamed(known, s.name)
    if (found) {
      links[s.player] = found.id
      if (found.color !== s.color) changed.set(found.id, { ...found, color: s.color })
      continue
    }
    const person: Person = { id: newId(), name: normalizeName(s.name), color: s.color, createdAt: now }
    known.push(person)
    changed.set(person.id, person)
    links[s.player] = person.id
  }
  return { seats: { gameId, people: links }, changed: [...changed.values()] }
}

/** A person's new name: the player-name rule, and unique among people (case-insensitive, as in one game). */
export function renamedPerson(people: readonly Person[], id: string, raw: string): Person {
  const person = people.find((p) => p.id === id)
  if (!person) throw new RuleError('personNotFound')
  const name = normalizeName(raw)
  const other = personNamed(
    people.filter((p) => p.id !== id),
    name,
  )
  if (other) throw new RuleError('personNameTaken', { name })
  return { ...person, name }
}

/** Two people who are one (merge): every seat of `from` becomes `into`'s; `from` is gone. Refused for one person with itself. */
export function mergeSeats(seats: readonly Seats[], from: string, into: string): Seats[] {
  if (from === into) throw new RuleError('personMergeSelf')
  return seats
    .filter((s) => Object.values(s.people).includes(from))
    .map((s) => ({
      gameId: s.gameId,
      people: Object.fromEntries(Object.entries(s.people).map(([seat, p]) => [seat, p === from ? into : p])),
    }))
}
