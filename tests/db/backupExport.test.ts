import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { freshDb } from '../helpers/db'
import { commitAction, createGame, sealGame, undo } from '@/db'
import { backupParts, backupText, makeBackup, restore } from '@/db/backup'
import { freePlay, freePlayConfig } from '@/domain/games/freePlay'

const config = freePlayConfig({ players: ['Anna', 'Ben', 'Cem'], salary: 200 })
const opts = freePlay.admitOptions(config)
const T0 = 1_764_547_200_000

describe('export written straight from the stored pages', () => {
  it('backupParts joined is exactly backupText(makeBackup()) for games with sealed pages, a live tail, undone entries, notes, and several games', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ actions: fc.nat(25), undos: fc.nat(3), seal: fc.integer({ min: 0, max: 6 }) }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.option(fc.constantFrom('tischbank 0.1.0', 'x"y'), { nil: undefined }),
        async (games, app) => {
          const db = freshDb()
          const ids: string[] = []
          for (const [gi, g] of games.entries()) {
            const id = `g${gi}`
            ids.push(id)
            await createGame(db, {
              id,
              name: `Game ${gi} "quoted"`,
              config,
              initial: freePlay.initialState(config),
              setup: freePlay.setupDrafts(config, () => 0.5),
              admitOptions: opts,
              now: T0,
            })
            for (let i = 0; i < g.actions; i++) {
              const action =
                i % 4
                  ? {
                      type: 'pay' as const,
                      from: 'Anna',
                      to: 'Ben',
                      amount: 1 + i,
                      note: i % 3 ? undefined : `round ${i} ✓`,
                    }
                  : { type: 'salary' as const, player: 'Cem' }
              await commitAction(db, id, (s) => freePlay.plan(s as never, action, config), opts, T0 + i)
            }
            for (let u = 0; u < g.undos; u++) await undo(db, id, T0 + 100 + u).catch(() => undefined)
            if (g.seal) await sealGame(db, id, g.seal)
          }
          const expected = backupText(await makeBackup(db, ids, T0 + 1000, app))
          expect((await backupParts(db, ids, T0 + 1000, app)).join('')).toBe(expected)
          // all games (none named): the same order as makeBackup's
          expect((await backupParts(db, undefined, T0 + 1000, app)).join('')).toBe(
            backupText(await makeBackup(db, undefined, T0 + 1000, app)),
          )
        },
      ),
      { numRuns: 30 },
    )
  })

  it('an imported game (all in pages) exports as the file it came from, and nothing to export is refused as before', async () => {
    const db = freshDb()
    const source = freshDb(false)
    await createGame(source, {
      id: 's',
      name: 'Source',
      config,
      initial: freePlay.initialState(config),
      setup: freePlay.setupDrafts(config, () => 0.5),
      admitOptions: opts,
      now: T0,
    })
    for (let i = 0; i < 1200; i++)
      await commitAction(
        source,
        's',
        (s) => freePlay.plan(s as never, { type: 'pay', from: 'Ben', to: 'Cem', amount: 1 }, config),
        opts,
        T0 + i,
      )
    const file = backupText(await makeBackup(source, ['s'], T0))
    const [g] = await restore(db, file, T0)
    const text = (await backupParts(db, [g!.id], T0)).join('')
    expect(JSON.parse(text)).toEqual({
      ...JSON.parse(file),
      games: [
        { ...JSON.parse(file).games[0], game: { ...JSON.parse(file).games[0].game, updatedAt: expect.any(Number) } },
      ],
    })
    await expect(backupParts(freshDb(), undefined, T0)).rejects.toMatchObject({ code: 'backupNothingToExport' })
  })
})
