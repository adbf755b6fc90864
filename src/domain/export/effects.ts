import type { Effect, Json } from '../ledger/types'
import type { GameConfig } from '../games/types'
import type { Board as DiscretionBoard } from '../games/discretion/types'
import { loadedModule } from '../games'
import { configBoard, plotName, typeName } from '../games/discretion/describe'
import { BANK } from '../ledger/types'
import type { Words } from './words'

/** One change of an entry in the game's words: "Opernring: mortgaged €150 → repaid", or a whole sentence. */
export type EffectLine = { label: string; from: string; to: string } | { text: string }

/** Game data kept for the engine's bookkeeping only: nothing a player would call a change. */
const HIDDEN: ReadonlySet<string> = new Set(['nextBuilding', 'rounds'])

/** A place of the game by its key in the data (a board position, a plot), by its name as its module gives it. */
function placeName(config: GameConfig, key: string): string {
  return loadedModule(config.type)?.placeName?.(config, key) ?? key
}

/** A value without a path-specific wording: numbers in the locale's digits, yes/no, "none", players by name. */
function plain(w: Words, v: Json): string {
  if (v === null) return w.t('details.none')
  if (typeof v === 'boolean') return w.t(v ? 'details.yes' : 'details.no')
  if (typeof v === 'number') return w.num(v)
  if (typeof v === 'string') return w.account(v)
  if (Array.isArray(v)) return w.list(v.map((x) => plain(w, x)))
  // a record of counts per player (loans taken for the End of Year card)
  const parts = Object.entries(v).map(([k, x]) => `${w.account(k)} ${plain(w, x)}`)
  return parts.length ? w.list(parts) : w.t('details.none')
}

/** A street's building level: "no buildings", "2 houses", "hotel". */
function levelText(w: Words, v: Json): string {
  const n = typeof v === 'number' ? v : 0
  if (n >= 5) return w.t('details.hotel')
  return n > 0 ? w.tc('words.houses', n) : w.t('details.noBuildings')
}

/** A Discretion building as stored ({ type, cells }) in words: "Housing on Murplatz". */
function buildingText(w: Words, board: DiscretionBoard | undefined, v: Json): string {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return w.t('discretion.items.building')
  const type = typeof v.type === 'string' ? v.type : undefined
  const plots = new Set<string>()
  for (const c of Array.isArray(v.cells) ? v.cells : []) {
    if (Array.isArray(c) && typeof c[0] === 'number' && typeof c[1] === 'number') {
      const id = board?.map[c[0]]?.[c[1]]
      if (id) plots.add(plotName(board, id))
    }
  }
  return plots.size ? w.t('words.on', { what: typeName(w, type), where: w.list([...plots]) }) : typeName(w, type)
}

/** One effect in words, or null for the engine's own bookkeeping. */
function effectLine(e: Effect, config: GameConfig, w: Words): EffectLine | null {
  const [head, key] = e.path
  if (head === undefined || HIDDEN.has(head)) return null
  const owner = (v: Json) =>
    v === null
      ? w.t(loadedModule(config.type)?.unownedIn === 'deck' ? 'details.deck' : 'details.bank')
      : v === BANK
        ? w.t('details.bank')
        : plain(w, v)
  switch (head) {
    case 'owner':
    case 'titles':
      return key === undefined
        ? null
        : {
            label: w.t(head === 'owner' ? 'details.owner' : 'details.title', { what: placeName(config, key) }),
            from: owner(e.from),
            to: owner(e.to),
          }
    case 'mortgage': {
      if (key === undefined) return null
      const loan = (v: Json) =>
        typeof v === 'number' ? w.t('details.mortgaged', { amount: w.money(v) }) : w.t('details.notMortgaged')
      return {
        label: placeName(config, key),
        from: loan(e.from),
        to: e.to === null && e.from !== null ? w.t('details.repaid') : loan(e.to),
      }
    }
    case 'level':
      return key === undefined
        ? null
        : { label: placeName(config, key), from: levelText(w, e.from), to: levelText(w, e.to) }
    case 'supply':
      return {
        label: w.t(key === 'hotels' ? 'details.supplyHotels' : 'details.supplyHouses'),
        from: plain(w, e.from),
        to: plain(w, e.to),
      }
    case 'buildings': {
      const board = configBoard(config)
      if (e.to !== null) return { text: w.t('details.built', { what: buildingText(w, board, e.to) }) }
      return { text: w.t('details.removed', { what: buildingText(w, board, e.from) }) }
    }
    case 'landTaxRates': {
      const rate = (v: Json) => (typeof v === 'number' ? w.money(v) : w.t('details.none'))
      return {
        label: w.t('details.landTaxRate', { year: key === undefined ? '' : w.num(Number(key)) }),
        from: rate(e.from),
        to: rate(e.to),
      }
    }
    case 'jail':
    case 'leftJail':
    case 'jailCards':
    case 'eliminated':
    case 'bankLoans':
    case 'sharkLoans':
      return key === undefined
        ? null
        : {
            label: w.t(`details.${head}`, { player: w.account(key) }),
            from: head === 'jailCards' || head.endsWith('Loans') ? plain(w, e.from ?? 0) : plain(w, e.from ?? false),
            to: head === 'jailCards' || head.endsWith('Loans') ? plain(w, e.to ?? 0) : plain(w, e.to ?? false),
          }
    case 'yearEndLoans':
    case 'active':
    case 'year':
    case 'round':
      return { label: w.t(`details.${head}`), from: plain(w, e.from), to: plain(w, e.to) }
    case 'finished':
    case 'timeUp':
      return { label: w.t('details.finished'), from: plain(w, e.from ?? false), to: plain(w, e.to ?? false) }
    default:
      return { label: w.t('details.other'), from: plain(w, e.from), to: plain(w, e.to) }
  }
}

/**
 * The changes an entry made to the game, in the game's own words ("Murplatz: mortgaged €150 →
 * repaid", "Hotels in the bank: 12 → 11", "Housing on Au: built"), never as data paths.
 */
export function effectLines(
  effects: readonly Effect[] | undefined,
  config: GameConfig | null | undefined,
  w: Words,
): EffectLine[] {
  if (!effects || !config) return []
  // one change per field: a field set twice in one entry (the bank's houses on each street built) reads first → last
  const byPath = new Map<string, Effect>()
  for (const e of effects) {
    const key = JSON.stringify(e.path)
    const seen = byPath.get(key)
    byPath.set(key, seen ? { path: e.path, from: seen.from, to: e.to } : e)
  }
  return [...byPath.values()]
    .filter((e) => JSON.stringify(e.from) !== JSON.stringify(e.to))
    .map((e) => effectLine(e, config, w))
    .filter((l): l is EffectLine => l !== null)
}
