import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { allEntries, commitAction, createGame, loadGame, undo, type TischbankDb } from '@/db'
import { backupText, comparableState, makeBackup, restore, type Backup } from '@/db/backup'
import { loadAnyModule } from '@/domain/games'
import { GAME_TYPES, type GameConfig, type GameType } from '@/domain/games/types'
import type { Entry } from '@/domain/ledger/types'
import { isRuleError } from '@/domain/errors'
import { freshDb } from '../helpers/db'
import { expectRuleErrorAsync } from '../helpers/ruleError'
import { PROPERTY_SPACES, propertyAction } from './backends/propertyActions'
import { discretionAction, resolveDiscretion } from './backends/discretionActions'

/** A few generated actions per game type (raw ones resolved against the state), for genuine games to back up. */
function actionsFor(type: GameType, config: GameConfig, players: string[]): fc.Arbitrary<unknown> {
  switch (type) {
    case 'dkt':
    case 'monopolyDe':
      return propertyAction(PROPERTY_SPACES[type])
    case 'discretion':
      return discretionAction
    case 'gmbh': {
      // the deck dealt round the table from a random seat, one card of a random company to the middle
      const deck = config.options.deck as { id: string; cards: number }[]
      return fc.record({ middle: fc.nat(deck.length - 1), seat: fc.nat(players.length - 1), stopper: fc.constantFrom(...players) }).map(({ middle, seat, stopper }) => {
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
    }
    default: {
      const account = fc.constantFrom('bank', ...players)
      return fc.oneof(fc.record({ type: fc.constant('pay'), from: account, to: account, amount: fc.integer({ min: 1, max: 500 }) }), fc.record({ type: fc.constant('salary'), player: fc.constantFrom(...players) }))
    }
  }
}

async function playedGame(db: TischbankDb, type: GameType) {
  const m = await loadAnyModule(type)
  const config = m.parseConfig(m.demoSetup())
  const players = config.players.map((p) => p.id)
  const game = await createGame(db, { name: `Demo ${type}`, config, initial: m.initialState(config), setup: m.setupDrafts(config, () => 0.5), admitOptions: m.admitOptions(config) })
  let applied = 0
  for (const raw of fc.sample(actionsFor(type, config, players), { numRuns: 25, seed: 5 })) {
    try {
      await commitAction(db, game.id, (s) => m.plan(s, type === 'discretion' ? resolveDiscretion(s as never, raw as never) : (raw as { type: string }), config), m.admitOptions(config))
      applied++
    } catch (e) {
      if (!isRuleError(e)) throw e
    }
  }
  if (applied > 1) await undo(db, game.id)
  return { config, game, applied }
}

async function counts(db: TischbankDb) {
  return { games: await db.games.count(), heads: await db.heads.count(), entries: await db.entries.count() }
}

const strip = (es: Entry[]) => es.map(({ id: _i, gameId: _g, ...e }) => e)

describe('restore checks each game with its module', () => {
  it('a DKT backup with salary −300 is refused, naming the game and the option; nothing is imported', async () => {
    const db = freshDb(false)
    const { game } = await playedGame(db, 'dkt')
    const backup = await makeBackup(db, [game.id])
    const bad = JSON.parse(backupText(backup)) as Backup
    bad.games[0]!.game.config.options.salary = -300
    const before = await counts(db)
    const err = await expectRuleErrorAsync(restore(db, JSON.stringify(bad)), 'backupConfigRefused', { game: 'Demo dkt', reason: 'optionInvalid' })
    expect(String(err.params.detail)).toContain('salary')
    expect(await counts(db)).toEqual(before)
    // the same file with the option as it was imports
    await expect(restore(db, backupText(backup))).resolves.toHaveLength(1)
  })

  it('a config the module refuses in one of several games refuses the whole file (all or nothing)', async () => {
    const db = freshDb(false)
    const a = await playedGame(db, 'freePlay')
    const b = await playedGame(db, 'dkt')
    const bad = JSON.parse(backupText(await makeBackup(db, [a.game.id, b.game.id]))) as Backup
    bad.games[1]!.game.config.options.houses = -1
    const before = await counts(db)
    await expectRuleErrorAsync(restore(db, JSON.stringify(bad)), 'backupConfigRefused', { game: 'Demo dkt' })
    expect(await counts(db)).toEqual(before)
  })

  it('stores the config parseConfig gives: an option missing from the file gets its default', async () => {
    const db = freshDb(false)
    const { game, config } = await playedGame(db, 'dkt')
    const file = JSON.parse(backupText(await makeBackup(db, [game.id]))) as Backup
    delete file.games[0]!.game.config.options.jailFine
    const [copy] = await restore(db, JSON.stringify(file))
    expect((await loadGame(db, copy!.id)).game.config.options.jailFine).toBe(config.options.jailFine)
  })

  it.each([...GAME_TYPES])('%s: a genuine backup round-trips (export → restore → same config, state, redo stack and entries)', async (type) => {
    const db = freshDb(false)
    const { game, config, applied } = await playedGame(db, type)
    expect(applied, 'a game with actions in it').toBeGreaterThan(1)
    const [copy] = await restore(db, backupText(await makeBackup(db, [game.id])))
    const a = await loadGame(db, game.id)
    const b = await loadGame(db, copy!.id)
    expect(b.game.config).toEqual(config)
    expect(comparableState(b.head.state)).toBe(comparableState(a.head.state))
    expect(b.head).toMatchObject({ redo: a.head.redo, nextSeq: a.head.nextSeq, liveActions: a.head.liveActions, entryCount: a.head.entryCount })
    expect(strip(await allEntries(db, copy!.id))).toEqual(strip(await allEntries(db, game.id)))
  })
})
