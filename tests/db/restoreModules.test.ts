import { describe, expect, it } from 'vitest'
import { allEntries, loadGame } from '@/db'
import { backupText, comparableState, makeBackup, restore, type Backup } from '@/db/backup'
import { GAME_TYPES } from '@/domain/games/types'
import type { Entry } from '@/domain/ledger/types'
import { freshDb } from '../helpers/db'
import { expectRuleErrorAsync } from '../helpers/ruleError'
import { counts, playedGame } from './played'

const strip = (es: Entry[]) => es.map(({ id: _i, gameId: _g, ...e }) => e)

describe('restore checks each game with its module', () => {
  it('a DKT backup with salary −300 is refused, naming the game and the option; nothing is imported', async () => {
    const db = freshDb(false)
    const { game } = await playedGame(db, 'dkt')
    const backup = await makeBackup(db, [game.id])
    const bad = JSON.parse(backupText(backup)) as Backup
    bad.games[0]!.game.config.options.salary = -300
    const before = await counts(db)
    const err = await expectRuleErrorAsync(restore(db, JSON.stringify(bad)), 'backupConfigRefused', {
      game: 'Demo dkt',
      reason: 'optionInvalid',
    })
    expect(String(err.params['reason.option'])).toContain('salary')
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

  it.each([...GAME_TYPES])(
    '%s: a genuine backup round-trips (export → restore → same config, state, redo stack and entries)',
    async (type) => {
      const db = freshDb(false)
      const { game, config, applied } = await playedGame(db, type)
      expect(applied, 'a game with actions in it').toBeGreaterThan(1)
      const [copy] = await restore(db, backupText(await makeBackup(db, [game.id])))
      const a = await loadGame(db, game.id)
      const b = await loadGame(db, copy!.id)
      expect(b.game.config).toEqual(config)
      expect(comparableState(b.head.state)).toBe(comparableState(a.head.state))
      expect(b.head).toMatchObject({
        redo: a.head.redo,
        nextSeq: a.head.nextSeq,
        liveActions: a.head.liveActions,
        entryCount: a.head.entryCount,
      })
      expect(strip(await allEntries(db, copy!.id))).toEqual(strip(await allEntries(db, game.id)))
    },
  )
})
