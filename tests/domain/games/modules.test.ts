import { describe, expect, it } from 'vitest'
import { loadModule, loadAnyModule, messagesOf } from '@/domain/games'
import { notesTotal } from '@/domain/games/common'
import { GAME_TYPES } from '@/domain/games/types'
import { validateDeck } from '@/domain/games/gmbh/deck'
import { runPack } from '@/domain/games/engine'
import { isRuleError } from '@/domain/errors'

const total = notesTotal

describe('one module per game type', () => {
  it('every game type has a module of that type, loaded once', async () => {
    for (const type of GAME_TYPES) {
      const m = await loadAnyModule(type)
      expect(m.type).toBe(type)
      expect(await loadAnyModule(type)).toBe(m)
    }
  })

  it("the table's message module of each type is its module's own (the texts load beside the rules' code)", async () => {
    for (const type of GAME_TYPES) expect(messagesOf(type)).toBe((await loadAnyModule(type)).messages)
    expect(messagesOf('chess')).toBeNull()
  })

  it('an unknown game type is refused with gameTypeUnavailable', async () => {
    await expect(loadAnyModule('chess' as never)).rejects.toMatchObject({
      code: 'gameTypeUnavailable',
      params: { type: 'chess' },
    })
  })

  it('every demo setup passes its own validation, within the player limits, and plays', async () => {
    for (const type of GAME_TYPES) {
      const m = await loadAnyModule(type)
      const config = m.parseConfig(m.demoSetup())
      expect(config.type).toBe(type)
      expect(config.players.length).toBeGreaterThanOrEqual(Math.max(3, m.playerLimits.min))
      expect(config.players.length).toBeLessThanOrEqual(m.playerLimits.max)
      const game = runPack(m, config, () => 0.5)
      expect(m.ranking(game.ledgerState, config).map((r) => r.rank)[0]).toBe(1)
    }
  })

  it('a stored config parses to an equal config (setup, duplicate and restore share one check)', async () => {
    for (const type of GAME_TYPES) {
      const m = await loadAnyModule(type)
      const config = m.parseConfig(m.demoSetup())
      const stored = JSON.parse(JSON.stringify(config)) as typeof config
      expect(m.parseConfig({ players: stored.players, currency: stored.currency, options: stored.options })).toEqual(
        config,
      )
    }
  })

  it("every module's sample action is accepted by its demo game after the setup entries (contract tests write it)", async () => {
    for (const type of GAME_TYPES) {
      const m = await loadAnyModule(type)
      const config = m.parseConfig(m.demoSetup())
      const game = runPack(m, config, () => 0.5)
      const entry = game.apply(m.sampleAction(game.ledgerState, config))
      expect(entry.isSetup, type).toBe(false)
      expect(m.checkState?.(game.ledgerState, config) ?? null, type).toBeNull()
    }
  })

  it('every module says the most effects and values one of its entries may carry (backup import refuses more), above what its demo writes', async () => {
    // JSON values in v, as backup import counts them (every object, array and leaf)
    const count = (v: unknown): number =>
      v !== null && typeof v === 'object' ? 1 + Object.values(v).reduce<number>((n, x) => n + count(x), 0) : 1
    for (const type of GAME_TYPES) {
      const m = await loadAnyModule(type)
      const { effects, values } = m.entryLimits
      expect(Number.isSafeInteger(effects) && effects > 0, type).toBe(true)
      expect(Number.isSafeInteger(values) && values > 0, type).toBe(true)
      const config = m.parseConfig(m.demoSetup())
      const game = runPack(m, config, () => 0.5)
      game.apply(m.sampleAction(game.ledgerState, config))
      for (const e of game.entries) {
        expect(e.effects?.length ?? 0, `${type} ${e.kind}`).toBeLessThanOrEqual(effects)
        const written = count(e.info ?? null) + (e.effects ?? []).reduce((n, f) => n + count(f.from) + count(f.to), 0)
        expect(written, `${type} ${e.kind}`).toBeLessThanOrEqual(values)
      }
    }
  })

  it('a phone may ask for its own payment or salary only; a score pad has nothing to ask for and nobody leaves it', async () => {
    for (const type of GAME_TYPES) {
      const m = await loadAnyModule(type)
      const kinds = m.requestKinds(m.parseConfig(m.demoSetup()))
      expect(
        kinds.every((k) => k === 'pay' || k === 'salary'),
        type,
      ).toBe(true)
      if (m.isScorePad) {
        expect(kinds, type).toEqual([])
        expect(m.playersMayLeave, type).toBe(false)
      }
    }
  })

  it("an entry's subject and a place's name are the module's words (a property by its name, a plot by its name)", async () => {
    const dkt = await loadModule('dkt')
    const config = dkt.parseConfig(dkt.demoSetup())
    expect(dkt.placeName(config, '1')).toBe('Amtsplatz')
    expect(dkt.placeName(config, '99')).toBe('99')
    const discretion = await loadModule('discretion')
    const dc = discretion.parseConfig(discretion.demoSetup())
    const plot = dc.options.board.plots[0]!
    expect(discretion.placeName(dc, plot.id)).toBe(plot.name)
  })

  it('a salary of −300 is refused by free play, DKT and Monopoly alike', async () => {
    for (const type of ['freePlay', 'dkt', 'monopolyDe'] as const) {
      const m = await loadAnyModule(type)
      const setup = m.demoSetup()
      let error: unknown = null
      try {
        m.parseConfig({ ...setup, options: { ...setup.options, salary: -300 } })
      } catch (e) {
        error = e
      }
      expect(isRuleError(error), type).toBe(true)
    }
  })

  it('the demo GmbH deck is a valid standard deck of 61 cards', async () => {
    const gmbh = await loadModule('gmbh')
    expect(validateDeck(gmbh.demoSetup().options?.deck, { standard: true }).isValid).toBe(true)
  })
})

describe('starting notes from the rulebooks', () => {
  it('DKT: the notes dealt add up to the starting capital of 1,500', async () => {
    const notes = (await loadModule('dkt')).startingNotes(4)
    expect(notes[0]).toEqual({ value: 200, count: 2 })
    expect(total(notes)).toBe(1500)
  })
  it('Discretion: 2,500,000 with 2–4 players and 2,000,000 with 5–8', async () => {
    const discretion = await loadModule('discretion')
    expect(total(discretion.startingNotes(3))).toBe(2_500_000)
    expect(total(discretion.startingNotes(6))).toBe(2_000_000)
  })
  it('games without a note table give none', async () => {
    expect((await loadAnyModule('monopolyDe')).startingNotes(3)).toEqual([])
    expect((await loadAnyModule('freePlay')).startingNotes(3)).toEqual([])
    expect((await loadAnyModule('gmbh')).startingNotes(4)).toEqual([])
  })
})

describe('README "Engine: one module per game" example', () => {
  it('runs as documented', async () => {
    const dkt = await loadModule('dkt')
    const config = dkt.parseConfig({ players: ['Anna', 'Ben', 'Cem'], options: { salary: 200 } })
    const game = runPack(dkt, config)
    game.apply({ type: 'salary', player: 'Anna' })
    expect(game.ledgerState.balances.Anna).toBe(1700)
    const ranking = dkt.ranking(game.ledgerState, config)
    expect(ranking.map((r) => [r.player, r.rank])).toEqual([
      ['Anna', 1],
      ['Ben', 2],
      ['Cem', 2],
    ])
  })
})
