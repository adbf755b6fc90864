import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { commitAction, createGame, undo } from '@/db'
import { backupText, makeBackup, restore } from '@/db/backup'
import { loadAnyModule } from '@/domain/games'
import { GAME_TYPES, type GameType } from '@/domain/games/types'
import { isRuleError } from '@/domain/errors'
import { freshDb } from '../helpers/db'
import { actionsFor, resolveAction } from '../db/played'

// Issue 38: every backup the app writes must import again. Random legal evenings of every game
// (generated actions, the ones a rule refuses skipped, some undone): export → import → export gives
// the same file, byte for byte (the import is a new game in another database, so names agree).

const T = 1_750_000_000_000

async function evening(type: GameType, raws: unknown[], undos: number) {
  const db = freshDb(false)
  const m = await loadAnyModule(type)
  const config = m.parseConfig(m.demoSetup())
  const game = await createGame(db, {
    name: `Evening ${type}`,
    config,
    initial: m.initialState(config),
    setup: m.setupDrafts(config, () => 0.5),
    admitOptions: m.admitOptions(config),
  })
  let applied = 0
  for (const raw of raws) {
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
  for (let i = 0; i < Math.min(undos, applied); i++) await undo(db, game.id)
  return { db, game }
}

describe('every backup the app writes imports again (issue 38)', () => {
  for (const type of GAME_TYPES) {
    it(`${type}: export → import → export is identical over random legal evenings`, async () => {
      const m = await loadAnyModule(type)
      const config = m.parseConfig(m.demoSetup())
      const actions = actionsFor(
        type,
        config,
        config.players.map((p) => p.id),
      )
      await fc.assert(
        fc.asyncProperty(fc.array(actions, { minLength: 1, maxLength: 60 }), fc.nat(3), async (raws, undos) => {
          const { db, game } = await evening(type, raws, undos)
          const first = backupText(await makeBackup(db, [game.id], T))
          const other = freshDb(false)
          const [copy] = await restore(other, first, T)
          const second = backupText(await makeBackup(other, [copy!.id], T))
          expect(second).toBe(first)
        }),
        { numRuns: 6, seed: 38 },
      )
    }, 120_000)
  }
})
