import { RuleError } from '../ruleError'
import type { AnyGameModule } from './contract'
import type { dktModule } from './dkt/module'
import type { discretionModule } from './discretion/module'
import type { freePlayModule } from './freePlay/module'
import type { gmbhModule } from './gmbh/module'
import type { monopolyDeModule } from './monopolyDe/module'
import type { scorePadModule } from './scorePad/module'
import type { GameType } from './types'

/** Each game type's module, by type (the types only: the modules themselves load on demand). */
export interface GameModules {
  freePlay: typeof freePlayModule
  dkt: typeof dktModule
  monopolyDe: typeof monopolyDeModule
  discretion: typeof discretionModule
  gmbh: typeof gmbhModule
  scorePad: typeof scorePadModule
}

/** The module of one game type, with its config, data, action, view and preview types. */
export type ModuleOf<T extends GameType> = GameModules[T]
/** The stored config of a game type. */
export type ConfigOf<T extends GameType> = ReturnType<ModuleOf<T>['parseConfig']>
/** The actions of a game type. */
export type ActionOf<T extends GameType> = Parameters<ModuleOf<T>['plan']>[1]
/** The ledger state of a game type. */
export type StateOf<T extends GameType> = Parameters<ModuleOf<T>['plan']>[0]
/** The readable view of a game type (engine API, README "Engine"). @public */
export type ViewOf<T extends GameType> = ReturnType<ModuleOf<T>['view']>
/** Any action of any game. */
export type GameAction = ActionOf<GameType>

// The one type → module table. Modules (with their board data) load on demand, so the app shell
// stays small; a type missing here fails the type-check.
const loaders: { [T in GameType]: () => Promise<ModuleOf<T>> } = {
  freePlay: () => import('./freePlay/module').then((m) => m.freePlayModule),
  dkt: () => import('./dkt/module').then((m) => m.dktModule),
  monopolyDe: () => import('./monopolyDe/module').then((m) => m.monopolyDeModule),
  discretion: () => import('./discretion/module').then((m) => m.discretionModule),
  gmbh: () => import('./gmbh/module').then((m) => m.gmbhModule),
  scorePad: () => import('./scorePad/module').then((m) => m.scorePadModule),
}
const loaded: { [T in GameType]?: ModuleOf<T> } = {}

/**
 * Each type's message module: its texts in src/locales/<locale>/<module>.json5 (its module's
 * `messages`, checked by tests/domain/games/modules.test.ts), so that a game's texts start loading
 * beside its rules' code rather than after it. null: the core texts are enough.
 */
const MESSAGES = {
  freePlay: null,
  dkt: 'property',
  monopolyDe: 'property',
  discretion: 'discretion',
  gmbh: 'gmbh',
  scorePad: 'scorePad',
} as const satisfies { [T in GameType]: string | null }

/** The message module (src/locales/<locale>/<module>.json5) holding a game's own texts: every one the table names. */
export type MessageModule = NonNullable<(typeof MESSAGES)[GameType]>

/** Every game's message module, once each (a backup refusal may quote any game's rule). */
export const GAME_MESSAGES: readonly MessageModule[] = [
  ...new Set(Object.values(MESSAGES).filter((m): m is MessageModule => m !== null)),
]

/** The message module of a game type, without loading the type's module; null for an unknown type or one without texts of its own. */
export function messagesOf(type: string): MessageModule | null {
  return isGameType(type) ? MESSAGES[type] : null
}

function isGameType(type: unknown): type is GameType {
  return typeof type === 'string' && Object.hasOwn(loaders, type)
}

/** Loads the module of a game type (once); throws `gameTypeUnavailable` for a type this build does not know. */
export async function loadModule<T extends GameType>(type: T): Promise<ModuleOf<T>> {
  if (!isGameType(type)) throw new RuleError('gameTypeUnavailable', { type: String(type) })
  const have = loaded[type]
  if (have) return have
  const m = await loaders[type]()
  loaded[type] = m
  return m
}

/** The module of a game type, once loaded with loadModule. */
export function moduleFor<T extends GameType>(type: T): ModuleOf<T> {
  const m = isGameType(type) ? loaded[type] : undefined
  if (!m) throw new RuleError('gameTypeUnavailable', { type: String(type) })
  return m
}

/** The module of a game type if it is loaded, with its types erased; undefined otherwise (words that can do without it). */
export function loadedModule(type: string): AnyGameModule | undefined {
  return isGameType(type) ? loaded[type] : undefined
}

/** The module of a game type with its types erased (stores, backup: any game). */
export function anyModule(type: GameType): AnyGameModule {
  return moduleFor(type)
}

/** Loads a module with its types erased. */
export async function loadAnyModule(type: GameType): Promise<AnyGameModule> {
  return loadModule(type)
}
