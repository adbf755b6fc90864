import { Ledger } from '../ledger/ledger'
import type { Entry, Json, LedgerState } from '../ledger/types'
import type { GameConfig, Rng, RulePack } from './types'

/** The headless game every engine returns: actions, undo/redo, derived state and history. */
export interface HeadlessGame<C extends GameConfig, D extends Json, A> {
  readonly config: C
  /** Balances by account and the game data, derived from the live entries. */
  readonly ledgerState: LedgerState<D>
  readonly entries: readonly Entry[]
  readonly canUndo: boolean
  readonly canRedo: boolean
  /** Applies one action as one entry; throws RuleError and changes nothing when a rule forbids it. */
  apply(action: A): Entry
  undo(): Entry
  redo(): Entry
}

/** Runs a rule pack on an in-memory ledger: setup entries first (not undo steps), then actions. */
export function runPack<C extends GameConfig, D extends Json, A>(
  pack: RulePack<C, D, A>,
  config: C,
  rng: Rng = Math.random,
  gameId = 'game',
  clock?: () => number,
): HeadlessGame<C, D, A> {
  const ledger = new Ledger<D>(gameId, pack.initialState(config), pack.admitOptions(config), clock)
  for (const d of pack.setupDrafts(config, rng)) ledger.append(d, true)
  return {
    config,
    get ledgerState() {
      return ledger.state
    },
    get entries() {
      return ledger.entries
    },
    get canUndo() {
      return ledger.canUndo
    },
    get canRedo() {
      return ledger.canRedo
    },
    apply(action: A) {
      return ledger.append(pack.plan(ledger.state, action, config))
    },
    undo: () => ledger.undo(),
    redo: () => ledger.redo(),
  }
}

/**
 * A headless game with a rule pack's own members added: the base's getters (state, entries,
 * canUndo …) stay live through the prototype, so each engine only writes what it adds.
 */
export function extendGame<B extends object, X extends object>(base: B, extra: X): Omit<B, keyof X> & X {
  return Object.defineProperties(Object.create(base) as object, Object.getOwnPropertyDescriptors(extra)) as Omit<
    B,
    keyof X
  > &
    X
}
