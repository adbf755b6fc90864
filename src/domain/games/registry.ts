import { RuleError } from '../errors'
import type { Json } from '../ledger/types'
import type { GameConfig, GameType, RulePack } from './types'

/** A rule pack as the app dispatches to it (actions are checked by the pack itself). */
export type AnyPack = RulePack<GameConfig, Json, unknown>

// Rule packs (with their board data) load on demand, so the app shell stays small.
const loaders: Partial<Record<GameType, () => Promise<AnyPack>>> = {
  freePlay: () => import('./freePlay').then((m) => m.freePlay as unknown as AnyPack),
  gmbh: () => import('./gmbh/pack').then((m) => m.gmbhPack as unknown as AnyPack),
  dkt: () => import('./property/dkt').then((m) => m.dktPack as unknown as AnyPack),
  monopolyDe: () => import('./property/monopolyDe').then((m) => m.monopolyDePack as unknown as AnyPack),
  discretion: () => import('./discretion/pack').then((m) => m.discretionPack as unknown as AnyPack),
}
const loaded: Partial<Record<GameType, AnyPack>> = {}

/** Loads the rule pack of a game type (once); throws `gameTypeUnavailable` when this build has none. */
export async function loadPack(type: GameType): Promise<AnyPack> {
  const have = loaded[type]
  if (have) return have
  const load = loaders[type]
  if (!load) throw new RuleError('gameTypeUnavailable', { type })
  const pack = await load()
  loaded[type] = pack
  return pack
}

/** The rule pack of a game type, once loaded with loadPack. */
export function packFor(type: GameType): AnyPack {
  const p = loaded[type]
  if (!p) throw new RuleError('gameTypeUnavailable', { type })
  return p
}

/** True when the game type can be played in this build. */
export function isAvailable(type: GameType): boolean {
  return loaders[type] !== undefined
}

/** The message module (src/locales/<locale>/<module>.json5) of each game type's own texts. */
export const MESSAGE_MODULE: Record<GameType, string | null> = {
  freePlay: null,
  dkt: 'property',
  monopolyDe: 'property',
  discretion: 'discretion',
  gmbh: 'gmbh',
}
