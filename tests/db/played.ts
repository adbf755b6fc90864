import fc from 'fast-check'
import { commitAction, createGame, undo, type TischbankDb } from '@/db'
import { loadAnyModule } from '@/domain/games'
import type { AnyGameModule } from '@/domain/games/contract'
import type { Json, LedgerState } from '@/domain/ledger/types'
import type { GameConfig, GameType } from '@/domain/games/types'
import { isRuleError } from '@/domain/errors'
import { PROPERTY_SPACES, propertyAction } from './backends/propertyActions'
import { discretionAction, resolveDiscretion } from './backends/discretionActions'

/** What a generator yields for a game it knows no actions of: "the module's own sample action" (resolved against the state). */
const SAMPLE = { type: '(module sample)' } as const

/** Generated actions of the games this file knows (raw ones resolved against the state by `resolve`). */
const GENERATORS: Partial<
  Record<
    GameType,
    {
      actions: (config: GameConfig, players: string[]) => fc.Arbitrary<unknown>
      resolve?: (state: LedgerState<Json>, raw: unknown) => { type: string }
    }
  >
> = {
  freePlay: {
    actions: (_config, players) => {
      const account = fc.constantFrom('bank', ...players)
      return fc.oneof(
        fc.record({ type: fc.constant('pay'), from: account, to: account, amount: fc.integer({ min: 1, max: 500 }) }),
        fc.record({ type: fc.constant('salary'), player: fc.constantFrom(...players) }),
      )
    },
  },
  dkt: { actions: () => propertyAction(PROPERTY_SPACES.dkt) },
  monopolyDe: { actions: () => propertyAction(PROPERTY_SPACES.monopolyDe) },
  discretion: {
    actions: () => discretionAction,
    resolve: (state, raw) => resolveDiscretion(state as never, raw as never),
  },
  gmbh: {
    // the deck dealt round the table from a random seat, one card of a random company to the middle
    actions: (config, players) => {
      const deck = config.options.deck as { id: string; cards: number }[]
      return fc
        .record({
          middle: fc.nat(deck.length - 1),
          seat: fc.nat(players.length - 1),
          stopper: fc.constantFrom(...players),
        })
        .map(({ middle, seat, stopper }) => {
          const hands: Record<string, Record<string, number>> = Object.fromEntries(players.map((p) => [p, {}]))
          let k = seat
          for (const [i, c] of deck.entries()) {
            for (let n = 0; n < c.cards - (i === middle ? 1 : 0); n++) {
              const hand = hands[players[k++ % players.length]!]!
              hand[c.id] = (hand[c.id] ?? 0) + 1
            }
          }
          return { type: 'scoreRound', hands, middle: deck[middle]!.id, stopper }
        })
    },
  },
}

/**
 * A few generated actions per game type, for genuine games to back up; a game this file knows no
 * actions of plays its module's sample action (GameModule.sampleAction), never nothing.
 */
export function actionsFor(type: GameType, config: GameConfig, players: string[]): fc.Arbitrary<unknown> {
  return GENERATORS[type]?.actions(config, players) ?? fc.constant(SAMPLE)
}

/** A generated action against the state: raw ones resolved (Discretion's squares), the sample marker asked of the module. */
export function resolveAction(
  type: GameType,
  m: AnyGameModule,
  state: LedgerState<Json>,
  raw: unknown,
  config: GameConfig,
): { type: string } {
  const r = raw as { type: string }
  if (r.type === SAMPLE.type) return m.sampleAction(state, config)
  return GENERATORS[type]?.resolve?.(state, raw) ?? r
}

/** A demo game of `type` with 25 generated actions tried and the last one undone (a redo stack). */
export async function playedGame(db: TischbankDb, type: GameType) {
  const m = await loadAnyModule(type)
  const config = m.parseConfig(m.demoSetup())
  const players = config.players.map((p) => p.id)
  const game = await createGame(db, {
    name: `Demo ${type}`,
    config,
    initial: m.initialState(config),
    setup: m.setupDrafts(config, () => 0.5),
    admitOptions: m.admitOptions(config),
  })
  let applied = 0
  for (const raw of fc.sample(actionsFor(type, config, players), { numRuns: 25, seed: 5 })) {
    try {
      await commitAction(
        db,
        game.id,
        (s) => m.plan(s, resolveAction(type, m, s, raw, config), config),
        m.admitOptions(config),
      )
      applied++
    } catch (e) {
      if (!isRuleError(e)) throw e
    }
  }
  if (applied > 1) await undo(db, game.id)
  return { config, game, applied }
}

/** How many games, heads and entries the database holds. */
export async function counts(db: TischbankDb) {
  return { games: await db.games.count(), heads: await db.heads.count(), entries: await db.entries.count() }
}
