import { requireActive } from '../../common'
import { nextPlayer, plotsOf, plotsUnder } from '../rules'
import { fail, removeBuilding, setTitle, type Tx } from '../settlement'
import { LIMITS, type DiscretionAction } from '../types'

/** Bankruptcy (RULES.md): cash and loans go, titles return to the deck, 2-acre buildings over them are removed; the turn passes on. */
export function doBankruptcy(tx: Tx, a: Extract<DiscretionAction, { type: 'bankruptcy' }>): string {
  const player = requireActive(tx.state, tx.config, a.player)
  const cash = tx.state.balances[player] ?? 0
  tx.add(player, -cash, 'cashToBank')
  tx.b.set(['bankLoans', player], 0)
  tx.b.set(['sharkLoans', player], 0)
  const own = plotsOf(tx.data, tx.board, player)
  for (const [id, b] of Object.entries(tx.data.buildings)) {
    const plots = plotsUnder(tx.board, b)
    if (plots.length === 2 && plots.some((p) => own.includes(p))) removeBuilding(tx, id)
  }
  for (const plot of own) setTitle(tx, plot, null)
  tx.b.set(['eliminated', player], true)
  if (tx.data.active === player) tx.b.set(['active'], nextPlayer(tx.config, tx.data, player))
  const left = tx.config.players.filter((p) => tx.data.eliminated[p.id] !== true)
  if (left.length <= 1) tx.b.set(['finished'], true)
  Object.assign(tx.info, { player, titles: own })
  return 'bankruptcy'
}

/** Passes the turn clockwise to the next player still in the game. */
export function doPassTurn(tx: Tx): string {
  const next = nextPlayer(tx.config, tx.data, tx.data.active)
  tx.b.set(['active'], next)
  Object.assign(tx.info, { from: tx.data.active, player: next })
  return 'passTurn'
}

/** Makes a player still in the game the active one (a correction). */
export function doSetActive(tx: Tx, a: Extract<DiscretionAction, { type: 'setActive' }>): string {
  const p = requireActive(tx.state, tx.config, a.player)
  tx.b.set(['active'], p)
  tx.info.player = p
  return 'setActive'
}

/** Sets the year (a correction): 1–10. */
export function doSetYear(tx: Tx, a: Extract<DiscretionAction, { type: 'setYear' }>): string {
  const y = a.year
  if (typeof y !== 'number' || !Number.isInteger(y) || y < 1 || y > LIMITS.lastYear)
    fail('yearInvalid', { year: String(y), max: LIMITS.lastYear })
  tx.b.set(['year'], y)
  tx.info.year = y
  return 'setYear'
}
