import { RuleError } from '../../errors'
import dktData from '../data/dkt.json'
import monopolyData from '../data/monopoly-de.json'

/** The two boards this engine plays. */
export type BoardId = 'dkt' | 'monopolyDe'

/** One property card as printed (board facts from src/domain/games/data). */
export interface PropertyCard {
  position: number
  name: string
  /** street; line/station (rent by count); enterprise/utility (rent by dice × multiplier). */
  kind: 'street' | 'line' | 'station' | 'enterprise' | 'utility'
  group: string
  price: number
  /** Streets: rent with 0–4 houses, then with a hotel. */
  rents: number[]
  housePrice: number
  hotelPrice: number
  /** Lines/stations: rent by the number the owner holds (1..n). */
  rentByCount: number[]
  /** Enterprises/utilities: dice multiplier by the number the owner holds (1..n). */
  diceMultiplierByCount: number[]
  /** Monopoly: the printed mortgage value; DKT: the largest loan (50 % of the price). */
  mortgage: number
}

/** A tax space and its default rule (DKT amounts are editable options). */
export interface TaxSpace {
  position: number
  name: string
  amount: number
  percentOfCash: number
  cap: number
}

/** A board: its spaces, property cards by position and groups. */
export interface Board {
  id: BoardId
  spaces: { position: number; name: string }[]
  properties: PropertyCard[]
  byPosition: ReadonlyMap<number, PropertyCard>
  /** Group name → positions of its properties, in board order. */
  groups: Readonly<Record<string, number[]>>
  taxes: TaxSpace[]
  startingCapital: number
  salary: number
  jailFine: number
  houses: number
  hotels: number
  /** The space that sends a player to jail (DKT Gesetzesverletzung, Monopoly Gehe in das Gefängnis). */
  goToJail: number
}

interface RawCard {
  position: number
  name: string
  kind: string
  group: string
  price: number
  rents?: number[]
  housePrice?: number
  hotelPrice?: number
  rentByCount?: number[]
  diceMultiplierByCount?: number[]
  maxMortgage?: number
  mortgage?: number
}

function card(raw: RawCard): PropertyCard {
  const kind = raw.kind as PropertyCard['kind']
  return {
    position: raw.position,
    name: raw.name,
    kind,
    group: raw.group,
    price: raw.price,
    rents: raw.rents ?? [],
    housePrice: raw.housePrice ?? 0,
    hotelPrice: raw.hotelPrice ?? 0,
    rentByCount: raw.rentByCount ?? [],
    diceMultiplierByCount: raw.diceMultiplierByCount ?? [],
    mortgage: raw.mortgage ?? raw.maxMortgage ?? Math.floor(raw.price / 2),
  }
}

function makeBoard(
  id: BoardId,
  spaces: { position: number; name: string }[],
  raws: RawCard[],
  taxes: TaxSpace[],
  facts: {
    startingCapital: number
    salary: number
    jailFine: number
    houses: number
    hotels: number
    goToJail: number
  },
): Board {
  const properties = raws.map(card).sort((a, b) => a.position - b.position)
  const byPosition = new Map(properties.map((p) => [p.position, p]))
  const groups: Record<string, number[]> = {}
  for (const p of properties) (groups[p.group] ??= []).push(p.position)
  return {
    id,
    spaces: spaces.map((s) => ({ position: s.position, name: s.name })),
    properties,
    byPosition,
    groups,
    taxes,
    ...facts,
  }
}

const dktTaxes: TaxSpace[] = dktData.taxes.map((t) => {
  const d = t.default as { amount?: number; percentOfCash?: number; cap?: number }
  return {
    position: t.position,
    name: t.name,
    amount: d.amount ?? 0,
    percentOfCash: d.percentOfCash ?? 0,
    cap: d.cap ?? 0,
  }
})

/** The DKT board (dkt.json): 28 properties, 32 houses, 8 hotels. */
export const DKT_BOARD: Board = makeBoard('dkt', dktData.spaces, dktData.properties as RawCard[], dktTaxes, {
  startingCapital: dktData.startingCapital,
  salary: dktData.salary,
  jailFine: dktData.jailBuyout,
  houses: dktData.houses,
  hotels: dktData.hotels,
  goToJail: dktData.jail.goToJail,
})

const monopolyTaxes: TaxSpace[] = (monopolyData.spaces as { position: number; name: string; tax?: number }[])
  .filter((s) => typeof s.tax === 'number')
  .map((s) => ({ position: s.position, name: s.name, amount: s.tax ?? 0, percentOfCash: 0, cap: 0 }))

/** The Monopoly board, German rules, Euro edition (monopoly-de.json): 32 houses, 12 hotels. */
export const MONOPOLY_DE_BOARD: Board = makeBoard(
  'monopolyDe',
  monopolyData.spaces,
  monopolyData.properties as RawCard[],
  monopolyTaxes,
  {
    startingCapital: monopolyData.startingCapital,
    salary: monopolyData.salary,
    jailFine: monopolyData.jailFine,
    houses: monopolyData.houses,
    hotels: monopolyData.hotels,
    goToJail: monopolyData.jail.goToJail,
  },
)

/** The colour of each DKT city and Monopoly colour group as the printed boards show them (the screens' group stripes). */
export const GROUP_COLORS: { readonly [B in BoardId]: Readonly<Record<string, string>> } = {
  dkt: {
    Bregenz: '#7b4b2a',
    Graz: '#e07b00',
    Eisenstadt: '#c2185b',
    Wien: '#c62828',
    Linz: '#f2c200',
    Salzburg: '#2e7d32',
    Klagenfurt: '#00838f',
    Innsbruck: '#283593',
    Verkehrslinien: '#455a64',
    Betriebe: '#6d6d6d',
  },
  monopolyDe: {
    brown: '#7b4b2a',
    lightblue: '#4fc3f7',
    pink: '#d81b60',
    orange: '#f57c00',
    red: '#d32f2f',
    yellow: '#f9d300',
    green: '#2e7d32',
    darkblue: '#1a237e',
    Bahnhöfe: '#37474f',
    Werke: '#6d6d6d',
  },
}

/** The colour of a property group on either board (group names differ between the boards); undefined for a group neither has. */
export function groupColorOf(group: string): string | undefined {
  return GROUP_COLORS.dkt[group] ?? GROUP_COLORS.monopolyDe[group]
}

/** The board of a game type. */
export function boardOf(id: BoardId): Board {
  return id === 'dkt' ? DKT_BOARD : MONOPOLY_DE_BOARD
}

/** Folds a typed name for lookup: case, spacing, dashes and ß/ss do not matter. */
export function nameKey(s: string): string {
  return s
    .normalize('NFC')
    .toLocaleLowerCase('de')
    .replace(/[\u2010-\u2015\u2212-]/g, '-')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A reference to a property by printed name or by board position. */
export type PropertyRef = string | number

/**
 * Finds a property by printed name or board position (everywhere an action names a property).
 * Throws `unknownProperty` for an unknown name/position and `notAProperty` for a space that cannot be owned.
 */
export function findProperty(board: Board, ref: unknown): PropertyCard {
  let pos: number | undefined
  if (typeof ref === 'number') pos = ref
  else if (typeof ref === 'string' && /^\s*\d{1,2}\s*$/.test(ref)) pos = Number(ref)
  if (pos !== undefined) {
    const c = board.byPosition.get(pos)
    if (c) return c
    const space = board.spaces.find((s) => s.position === pos)
    if (space) throw new RuleError('notAProperty', { property: space.name })
    throw new RuleError('unknownProperty', { property: String(ref) })
  }
  if (typeof ref !== 'string' || ref.trim() === '') throw new RuleError('unknownProperty', { property: String(ref) })
  const exact = board.properties.find((p) => p.name === ref)
  if (exact) return exact
  const key = nameKey(ref)
  const found = board.properties.find((p) => nameKey(p.name) === key)
  if (found) return found
  const space = board.spaces.find((s) => nameKey(s.name) === key)
  if (space) throw new RuleError('notAProperty', { property: space.name })
  throw new RuleError('unknownProperty', { property: ref })
}

/** Finds a tax space by name or position; throws `notATaxSpace`. */
export function findTaxSpace(board: Board, ref: unknown): TaxSpace {
  const t = board.taxes.find(
    (x) =>
      x.position === (typeof ref === 'string' && /^\d+$/.test(ref) ? Number(ref) : ref) ||
      (typeof ref === 'string' && nameKey(x.name) === nameKey(ref)),
  )
  if (!t) throw new RuleError('notATaxSpace', { space: String(ref) })
  return t
}
