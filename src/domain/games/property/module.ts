import type { NoteCount, PlayerHoldings, PlayerLimits, RankRow, RequestKind, SetupInput } from '../contract'
import type { Entry } from '../../ledger/types'
import type { Words } from '../../export/words'
import { samplePayment } from '../common'
import { propertySubject } from './describe'
import { rankBy } from '../rank'
import type { Rng } from '../types'
import { boardOf, type BoardId } from './board'
import { ENTRY_KINDS, ERROR_CODES } from './codes'
import { propertyConfig, type PropertyConfig } from './config'
import { checkPropertyState } from './dataSchema'
import { makePropertyPack, type PropertyAction } from './pack'
import { netWorthOf, propertyWorthBreakdown, viewOf, type PropertyState } from './rules'

/** What differs between the DKT and the Monopoly module: limits, demo and notes. */
export interface PropertyModuleFacts {
  playerLimits: PlayerLimits
  demoSetup(): SetupInput
  startingNotes(playerCount: number): NoteCount[]
}

/** The ranking by net worth as the app shows it (RULES.md end of game: highest net worth wins; out players last). */
export function propertyRanking(state: PropertyState, config: PropertyConfig): RankRow[] {
  const rows = config.players.map((p) => {
    const w = netWorthOf(state, config, p.id)
    return { player: p.id, name: p.name, value: w.total, isOut: w.eliminated }
  })
  return rankBy(
    rows,
    (r) => r.value,
    (r) => r.isOut,
  )
}

/** Net worth total per player (RULES.md: cash + prices + buildings − loans with interest). */
export function propertyNetWorth(state: PropertyState, config: PropertyConfig): Record<string, number> {
  return Object.fromEntries(config.players.map((p) => [p.id, netWorthOf(state, config, p.id).total]))
}

/** A player's properties in board order as he holds them, with their buildings and mortgages. */
export function propertyHoldings(state: PropertyState, config: PropertyConfig, player: string): PlayerHoldings {
  const view = viewOf(state, config)
  const properties = (view.players[player]?.properties ?? []).flatMap((name) => {
    const v = view.properties[name]
    return v ? [{ position: v.position, name: v.name, houses: v.houses, hotel: v.hotel, mortgaged: v.mortgaged }] : []
  })
  return { kind: 'properties', properties }
}

/** The module members DKT and Monopoly share (one engine); the board decides the rest. */
export function propertyModule<T extends BoardId>(type: T, facts: PropertyModuleFacts) {
  const pack = makePropertyPack(type)
  return {
    type,
    playerLimits: facts.playerLimits,
    messages: 'property' as const,
    isScorePad: false,
    errorCodes: ERROR_CODES,
    entryKinds: ENTRY_KINDS,
    parseConfig(input: SetupInput): PropertyConfig {
      return propertyConfig({
        game: type,
        players: input.players,
        currency: input.currency,
        options: input.options ?? {},
      })
    },
    checkState: checkPropertyState,
    initialState: (config: PropertyConfig) => pack.initialState(config),
    setupDrafts: (config: PropertyConfig, rng: Rng) => pack.setupDrafts(config, rng),
    admitOptions: (config: PropertyConfig) => pack.admitOptions(config),
    plan: (state: PropertyState, action: PropertyAction, config: PropertyConfig) => pack.plan(state, action, config),
    view: (state: PropertyState, config: PropertyConfig) => viewOf(state, config),
    ranking: propertyRanking,
    netWorth: propertyNetWorth,
    worthBreakdown: propertyWorthBreakdown,
    holdings: propertyHoldings,
    isTimeUp: (state: PropertyState): boolean => state.data.timeUp === true,
    requestKinds: (_config: PropertyConfig): readonly RequestKind[] => ['pay', 'salary'],
    playersMayLeave: false,
    // a bankruptcy of a player holding every property (its buildings and mortgages with it)
    entryLimits: { effects: 400, values: 4000 },
    entrySubject: (entry: Pick<Entry, 'kind' | 'info'>, _config: PropertyConfig, words: Words): string | undefined =>
      propertySubject(entry.kind, entry.info, words),
    placeName: (_config: PropertyConfig, key: string): string => boardOf(type).byPosition.get(Number(key))?.name ?? key,
    sampleAction: (state: PropertyState, config: PropertyConfig): PropertyAction => samplePayment(state, config),
    demoSetup: facts.demoSetup,
    startingNotes: facts.startingNotes,
  }
}
