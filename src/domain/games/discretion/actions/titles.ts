import { MONEY, type DiscretionAction } from '../types'
import { requireActive } from '../../common'
import { buildingOwner, plotById, plotsUnder } from '../rules'
import { fail, removeBuilding, requireCardYear, requirePlot, setTitle, type Tx } from '../settlement'

/** An auction (RULES.md): the title goes to the winner for his bid, or stays in the deck without a bid. */
export function doAuction(tx: Tx, plotIn: unknown, winner: unknown, price: unknown, kind: string): string {
  const plot = requirePlot(tx.board, plotIn)
  const owner = tx.data.titles[plot]
  if (owner !== undefined) fail('plotOwned', { plot, owner })
  tx.info.plot = plot
  if (winner === null || winner === undefined) {
    tx.info.noBid = true
    return kind === 'auction' ? 'auctionNoBid' : kind
  }
  const w = requireActive(tx.state, tx.config, winner, 'winner')
  if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0)
    fail('priceInvalid', { value: String(price) })
  tx.add(w, -price, 'auctionPrice', plot)
  setTitle(tx, plot, w)
  tx.info.winner = w
  tx.info.price = price
  return kind
}

/** A compulsory auction: the next title, or once none is left a List sale (buildings and appraisal paid to the owner first). */
export function doCompulsory(tx: Tx, a: Extract<DiscretionAction, { type: 'compulsoryAuction' }>): string {
  if (!a.listSale) return doAuction(tx, a.plot, a.winner, a.price, 'compulsoryAuction')
  const plot = requirePlot(tx.board, a.plot)
  const left = tx.board.plots.filter((p) => tx.data.titles[p.id] === undefined).length
  if (left > 0) fail('titlesRemain', { count: left })
  const owner = tx.data.titles[plot] as string
  tx.info.plot = plot
  tx.info.listSale = true
  tx.info.formerOwner = owner
  for (const [id, b] of Object.entries(tx.data.buildings)) {
    if (!plotsUnder(tx.board, b).includes(plot)) continue
    // the owner receives the full value of each building on (or over) the plot
    if (buildingOwner(tx.data, tx.board, b) === owner) tx.add(owner, MONEY.building, 'buildingValue', id)
    removeBuilding(tx, id)
  }
  tx.add(owner, (plotById(tx.board, plot) as { appraisal: number }).appraisal, 'appraisal', plot)
  setTitle(tx, plot, null)
  if (a.winner === null || a.winner === undefined) {
    tx.info.noBid = true
    return 'compulsoryAuction'
  }
  const w = requireActive(tx.state, tx.config, a.winner, 'winner')
  if (typeof a.price !== 'number' || !Number.isSafeInteger(a.price) || a.price < 0)
    fail('priceInvalid', { value: String(a.price) })
  tx.add(w, -a.price, 'auctionPrice', plot)
  setTitle(tx, plot, w)
  tx.info.winner = w
  tx.info.price = a.price
  return 'compulsoryAuction'
}

/** Inheritance (from Year 2): the active player (only he: another `player` is refused) gets 200,000 and the plot if it is in the deck (or taken, by option). */
export function doInheritance(tx: Tx, a: Extract<DiscretionAction, { type: 'inheritance' }>): string {
  requireCardYear(tx, 'inheritance', 2)
  const player = requireActive(tx.state, tx.config, a.player ?? tx.data.active)
  // RULES.md: the card is the active player's, and only his
  if (player !== tx.data.active) fail('inheritanceNotActive', { player, active: tx.data.active })
  const plot = requirePlot(tx.board, a.plot)
  const owner = tx.data.titles[plot]
  tx.info.plot = plot
  tx.info.player = player
  if (owner === undefined) {
    setTitle(tx, plot, player)
    tx.info.takes = true
  } else if (owner !== player && tx.config.options.inheritanceTakesPlot) {
    setTitle(tx, plot, player)
    tx.info.takes = true
    tx.info.formerOwner = owner
  }
  tx.add(player, MONEY.inheritance, 'inheritance')
  return 'inheritance'
}
