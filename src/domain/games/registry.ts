import type { Json } from '../ledger/types'
import { freePlay } from './freePlay'
import { gmbhPack } from './gmbh/pack'
import { dktPack } from './property/dkt'
import { monopolyDePack } from './property/monopolyDe'
import type { GameConfig, GameType, RulePack } from './types'

/** A rule pack as the app dispatches to it (actions are checked by the pack itself). */
export type AnyPack = RulePack<GameConfig, Json, unknown>

const packs: Partial<Record<GameType, AnyPack>> = {
  freePlay: freePlay as unknown as AnyPack,
  gmbh: gmbhPack as unknown as AnyPack,
  dkt: dktPack as unknown as AnyPack,
  monopolyDe: monopolyDePack as unknown as AnyPack,
}

/** The rule pack of a game type; throws `gameTypeUnavailable` when its pack is not in this build. */
export function packFor(type: GameType): AnyPack {
  const p = packs[type]
  if (!p) throw new Error(`gameTypeUnavailable: ${type}`)
  return p
}

/** True when the game type can be played in this build. */
export function isAvailable(type: GameType): boolean {
  return packs[type] !== undefined
}

/** The message module (src/locales/<locale>/<module>.json5) of each game type's own texts. */
export const MESSAGE_MODULE: Record<GameType, string | null> = {
  freePlay: null,
  dkt: 'property',
  monopolyDe: 'property',
  discretion: 'discretion',
  gmbh: 'gmbh',
}
