import type { Json } from '../../ledger/types'
import type { Words } from '../../export/words'
import type { GameConfig } from '../types'
import type { Board } from './types'

type Info = { readonly [key: string]: Json }

const str = (v: Json | undefined): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)
const int = (v: Json | undefined): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0)
const record = (v: Json | undefined): Info | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? v : undefined
const strings = (v: Json | undefined): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []

/** The entry kind of the card an action type plays (a loan's purpose `for` names the action type). */
const KIND_OF_ACTION: Readonly<Record<string, string>> = { rent: 'rentCard', buildingTax: 'buildingTaxCard' }

function isBoard(v: Json | undefined): v is Board {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && Array.isArray(v.plots) && Array.isArray(v.map)
}

/** The board a Discretion game is played on (its config), or undefined for another game. */
export function configBoard(config: GameConfig | null | undefined): Board | undefined {
  const b = config?.type === 'discretion' ? config.options.board : undefined
  return isBoard(b) ? b : undefined
}

/** A plot by its name on the board (the id only when the board does not have it). */
export function plotName(board: Board | undefined, id: string): string {
  return board?.plots.find((p) => p.id === id)?.name ?? id
}

/** The plots under a building's squares (a 2-acre building may stand on two). */
function plotsOf(board: Board | undefined, cells: Json | undefined): string[] {
  if (!board || !Array.isArray(cells)) return []
  const ids = new Set<string>()
  for (const c of cells) {
    if (Array.isArray(c) && typeof c[0] === 'number' && typeof c[1] === 'number') {
      const id = board.map[c[0]]?.[c[1]]
      if (id) ids.add(id)
    }
  }
  return [...ids]
}

/** A building type in words ("Housing"). */
export function typeName(w: Words, type: string | undefined): string {
  return type && w.has(`discretion.buildingTypes.${type}`)
    ? w.t(`discretion.buildingTypes.${type}`)
    : w.t('discretion.items.building')
}

/** A building in words: its type and the plot(s) it stands on ("Housing on Murplatz"). */
function buildingText(w: Words, board: Board | undefined, type: string | undefined, cells: Json | undefined): string {
  const plots = plotsOf(board, cells).map((p) => plotName(board, p))
  return plots.length ? w.t('words.on', { what: typeName(w, type), where: w.list(plots) }) : typeName(w, type)
}

/** The buildings an entry removed ("removed: Housing on Murplatz, Shops on Au"), from `info.removedBuildings`. */
function removedText(w: Words, board: Board | undefined, info: Info): string | undefined {
  const list = (Array.isArray(info.removedBuildings) ? info.removedBuildings : [])
    .map(record)
    .filter((b): b is Info => b !== undefined)
  if (list.length === 0) return undefined
  return w.t('words.removed', { what: w.list(list.map((b) => buildingText(w, board, str(b.buildingType), b.cells))) })
}

/** Plots by name as a list ("Murplatz and Au"). */
function plotList(w: Words, board: Board | undefined, ids: readonly string[]): string {
  return w.list(ids.map((id) => plotName(board, id)))
}

/** The main words of a Discretion entry by its kind (before the buildings removed). */
function mainText(kind: string, info: Info, board: Board | undefined, w: Words): string | undefined {
  const plot = str(info.plot)
  switch (kind) {
    case 'auction':
    case 'auctionNoBid':
    case 'compulsoryAuction': {
      if (!plot) return undefined
      const winner = str(info.winner)
      const parts = [
        winner ? w.t('words.passTo', { what: plotName(board, plot), to: w.account(winner) }) : plotName(board, plot),
      ]
      const former = str(info.formerOwner)
      if (info.listSale === true && former) parts.push(w.t('words.listSale', { player: w.account(former) }))
      // "without a bid" is the kind's own word; a compulsory auction says it here
      if (info.noBid === true && kind !== 'auctionNoBid') parts.push(w.t('words.noBid'))
      return parts.join(', ')
    }
    case 'inheritance': {
      if (!plot) return undefined
      const former = str(info.formerOwner)
      if (former)
        return w.t('words.detail', {
          what: plotName(board, plot),
          detail: w.t('words.takenFrom', { player: w.account(former) }),
        })
      return info.takes === true
        ? plotName(board, plot)
        : w.t('words.detail', { what: plotName(board, plot), detail: w.t('words.notTaken') })
    }
    case 'build': {
      // a build short of cash carries its loans (the demolished buildings follow as removed)
      const parts = [buildingText(w, board, str(info.buildingType), info.cells)]
      if (int(info.bankLoans) > 0) parts.push(w.tc('words.withBankLoans', int(info.bankLoans)))
      if (int(info.sharkLoans) > 0) parts.push(w.tc('words.withSharkLoans', int(info.sharkLoans)))
      return parts.join(', ')
    }
    case 'extraRent':
      return str(info.buildingType) ? buildingText(w, board, str(info.buildingType), info.cells) : undefined
    case 'extraHarvest':
      return plot ? plotName(board, plot) : undefined
    case 'rentCard':
    case 'buildingTaxCard':
      return str(info.buildingType) ? typeName(w, str(info.buildingType)) : undefined
    case 'landTax': {
      const parts = [w.t('words.rate', { rate: w.money(int(info.rate)) })]
      const forfeits = record(info.forfeits)
      const given = forfeits ? Object.values(forfeits).flatMap(strings) : []
      if (given.length) parts.push(w.t('words.forfeited', { what: plotList(w, board, given) }))
      return parts.join(', ')
    }
    case 'endOfYear':
    case 'setYear':
      return typeof info.year === 'number' ? w.t('words.year', { year: w.num(info.year) }) : undefined
    case 'otherCard': {
      const parts: string[] = []
      const name = str(info.name)
      if (name) parts.push(w.t('words.quoted', { name }))
      const titles = strings(info.returnTitles)
      if (titles.length) parts.push(w.t('words.returned', { what: plotList(w, board, titles) }))
      return parts.length ? parts.join(', ') : undefined
    }
    case 'bankLoan':
    case 'sharkLoan':
    case 'repayBankLoan':
    case 'repaySharkLoan': {
      const parts = [w.tc('words.loans', int(info.count) || 1)]
      const purpose = str(info.for)
      if (purpose) {
        const k = KIND_OF_ACTION[purpose] ?? purpose
        if (w.has(`kinds.${k}`)) parts.push(w.t('words.forPurpose', { what: w.t(`kinds.${k}`) }))
      }
      return parts.join(' ')
    }
    case 'demolish':
      // the buildings demolished are the ones removed (below)
      return undefined
    case 'bankruptcy': {
      const titles = strings(info.titles)
      return titles.length ? w.t('words.returned', { what: plotList(w, board, titles) }) : undefined
    }
    default:
      return undefined
  }
}

/**
 * What a Discretion entry is about, in words: the plot by its name, the building by its type and
 * plot, the card (with the name the banker typed for an Other card), the loans and their purpose,
 * the buildings removed and the titles returned. Info fields as docs/engine-discretion.md lists them.
 */
export function discretionSubject(
  kind: string,
  info: Info | undefined,
  board: Board | undefined,
  w: Words,
): string | undefined {
  if (!info) return undefined
  const parts = [mainText(kind, info, board, w), removedText(w, board, info)].filter(
    (p): p is string => p !== undefined && p !== '',
  )
  return parts.length ? parts.join(', ') : undefined
}
