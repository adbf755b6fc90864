import { describe, expect, it } from 'vitest'
import { discretionModule } from '@/domain/games/discretion/module'
import { demoBoard, discretionConfig, DISCRETION_KINDS } from '@/domain/games/discretion/engine'
import { notesTotal } from '@/domain/games/common'
import type { Json } from '@/domain/ledger/types'
import { expectRuleError } from '../../../helpers/ruleError'
import { act, deal, newGame } from './helpers'

const players = [
  { id: 'ann', name: 'Ann' },
  { id: 'ben', name: 'Ben' },
  { id: 'cem', name: 'Cem' },
]

describe('discretionModule.parseConfig', () => {
  it('a stored config parses to an equal config (players with colours, every option, first player)', () => {
    const stored = discretionConfig({
      players,
      currency: '$',
      board: demoBoard,
      options: { buildingTax: 'perType', yearEndBonus: 'perAcre', inheritanceTakesPlot: true, allowNegative: true },
      firstPlayer: 'ben',
    })
    const again = discretionModule.parseConfig({
      players: stored.players,
      currency: stored.currency,
      options: stored.options,
    })
    expect(again).toEqual(stored)
    // and once more from its JSON form, as a backup holds it
    const json: { [k: string]: Json } = JSON.parse(JSON.stringify(stored.options))
    expect(discretionModule.parseConfig({ players: stored.players, currency: stored.currency, options: json })).toEqual(
      stored,
    )
  })
  it('a setup form input gives the defaults and the starting money of the player count', () => {
    const c = discretionModule.parseConfig({ players, options: { board: demoBoard } })
    expect(c.options).toMatchObject({
      buildingTax: 'perBuilding',
      yearEndBonus: 'flat',
      inheritanceTakesPlot: false,
      allowNegative: false,
      startingMoney: 2_500_000,
      firstPlayer: 'ann',
    })
    expect(c.options.board).toEqual(demoBoard)
    expect(c.options.board).not.toBe(demoBoard)
  })
  it('a stored starting money is worked out again from the player count', () => {
    const c = discretionModule.parseConfig({ players, options: { board: demoBoard, startingMoney: 1 } })
    expect(c.options.startingMoney).toBe(2_500_000)
  })
  it('refuses a game without a board, or with an invalid one', () => {
    expectRuleError(() => discretionModule.parseConfig({ players }), 'boardMalformed', { field: 'board' })
    expectRuleError(
      () =>
        discretionModule.parseConfig({
          players,
          options: { board: { ...demoBoard, plots: demoBoard.plots.slice(1) } },
        }),
      'boardPlotCount',
    )
  })
  it('refuses bad option values and an unknown first player', () => {
    expectRuleError(
      () => discretionModule.parseConfig({ players, options: { board: demoBoard, buildingTax: 'never' } }),
      'optionInvalid',
      { option: 'buildingTax' },
    )
    expectRuleError(
      () => discretionModule.parseConfig({ players, options: { board: demoBoard, yearEndBonus: 3 } }),
      'optionInvalid',
      { option: 'yearEndBonus' },
    )
    expectRuleError(
      () => discretionModule.parseConfig({ players, options: { board: demoBoard, allowNegative: 'yes' } }),
      'optionInvalid',
      { option: 'allowNegative' },
    )
    expectRuleError(
      () => discretionModule.parseConfig({ players, options: { board: demoBoard, inheritanceTakesPlot: 1 } }),
      'optionInvalid',
      { option: 'inheritanceTakesPlot' },
    )
    expectRuleError(
      () => discretionModule.parseConfig({ players, options: { board: demoBoard, firstPlayer: 'zoe' } }),
      'unknownPlayer',
      { field: 'firstPlayer' },
    )
    expectRuleError(
      () => discretionModule.parseConfig({ players: players.slice(0, 1), options: { board: demoBoard } }),
      'playerCount',
    )
  })
})

describe('discretionModule ranking and net worth', () => {
  it('ranks by net assets; equal net assets share a rank (1, 1, 3); bankrupt players last', () => {
    const game = newGame(['ann', 'ben', 'cem', 'dan'])
    deal(game, { A: 'cem' })
    act(game, { type: 'bankruptcy', player: 'dan' })
    const rows = discretionModule.ranking(game.ledgerState, game.config)
    // cem: cash 2.5 M + appraisal of A 1.1 M; ann and ben 2.5 M each; dan is out
    expect(rows.map((r) => [r.rank, r.player, r.value, r.isOut])).toEqual([
      [1, 'cem', 3_600_000, false],
      [2, 'ann', 2_500_000, false],
      [2, 'ben', 2_500_000, false],
      [4, 'dan', 0, true],
    ])
    expect(rows[0]?.name).toBe('Cem')
  })
  it('ties at the top share rank 1 and the next rank is 3', () => {
    const game = newGame(['ann', 'ben', 'cem'])
    deal(game, { A: 'ann' })
    act(game, { type: 'pay', from: 'ann', to: 'bank', amount: 1_100_000 })
    act(game, { type: 'pay', from: 'cem', to: 'bank', amount: 1 })
    expect(discretionModule.ranking(game.ledgerState, game.config).map((r) => [r.rank, r.player])).toEqual([
      [1, 'ann'],
      [1, 'ben'],
      [3, 'cem'],
    ])
  })
  it('agrees with the headless game ranking and gives net assets as net worth', () => {
    const game = newGame(['ann', 'ben'])
    deal(game, { A: 'ann', B: 'ben' })
    const rows = discretionModule.ranking(game.ledgerState, game.config)
    expect(rows.map((r) => [r.player, r.rank, r.value])).toEqual(
      game.ranking().map((r) => [r.player, r.rank, r.netAssets]),
    )
    expect(discretionModule.netWorth(game.ledgerState, game.config)).toEqual({
      ann: game.netAssets('ann'),
      ben: game.netAssets('ben'),
    })
  })
})

describe('discretionModule holdings', () => {
  it("a player's land by the plots' names in board order, and his bank and loan-shark units", () => {
    const game = newGame(['ann', 'ben'])
    deal(game, { C: 'ann', A: 'ann', B: 'ben' })
    // three buildings are the collateral of one bank loan
    act(
      game,
      { type: 'build', player: 'ann', buildingType: 'housing', cells: [[0, 0]] },
      { type: 'build', player: 'ann', buildingType: 'offices', cells: [[0, 1]] },
      { type: 'build', player: 'ann', buildingType: 'shops', cells: [[1, 0]] },
      { type: 'bankLoan', player: 'ann', count: 1 },
    )
    const name = (id: string) => game.config.options.board.plots.find((p) => p.id === id)!.name
    expect(discretionModule.holdings(game.ledgerState, game.config, 'ann')).toEqual({
      kind: 'land',
      plots: [name('A'), name('C')],
      bankLoans: 1,
      sharkLoans: 0,
    })
    expect(discretionModule.holdings(game.ledgerState, game.config, 'ben')).toEqual({
      kind: 'land',
      plots: [name('B')],
      bankLoans: 0,
      sharkLoans: 0,
    })
  })
})

describe('discretionModule demo, notes, limits', () => {
  it('the demo setup passes its own validation with the demo board', () => {
    const c = discretionModule.parseConfig(discretionModule.demoSetup())
    expect(c.players.map((p) => [p.id, p.name])).toEqual([
      ['p1', 'Anna'],
      ['p2', 'Ben'],
      ['p3', 'Cem'],
    ])
    expect(c.currency).toBe('$')
    expect(c.options.board).toEqual(demoBoard)
  })
  it('starting notes add up to the starting money of the player count', () => {
    expect(notesTotal(discretionModule.startingNotes(3))).toBe(2_500_000)
    expect(notesTotal(discretionModule.startingNotes(6))).toBe(2_000_000)
  })
  it('2–8 players, 3 rows to start; its own texts; every entry kind it writes is listed', () => {
    expect(discretionModule.playerLimits).toEqual({ min: 2, max: 8, defaultCount: 3 })
    expect(discretionModule.messages).toBe('discretion')
    const game = newGame(['ann', 'ben'])
    deal(game, { A: 'ann' })
    act(game, { type: 'pay', from: 'ann', to: 'ben', amount: 5 }, { type: 'passTurn' })
    for (const e of game.entries) expect(discretionModule.entryKinds).toContain(e.kind)
  })
})

describe('discretionModule codes and kinds', () => {
  const files = import.meta.glob<string>(['/src/domain/games/discretion/**/*.ts', '/src/stores/boards.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  })
  const source = Object.values(files).join('\n')
  it('lists every RuleError code the engine throws (rules, board validation, board files)', () => {
    const thrown = new Set(
      [
        ...source.matchAll(/(?:fail|RuleError|add)\('([a-zA-Z]+)'|(?:supplyExhausted|empty|tooLong): '([a-zA-Z]+)'/g),
      ].map((m) => (m[1] ?? m[2]) as string),
    )
    expect(thrown.size).toBeGreaterThan(40)
    for (const code of thrown) expect(discretionModule.errorCodes, code).toContain(code)
    for (const code of discretionModule.errorCodes) expect(thrown, code).toContain(code)
  })
  it('lists every entry kind the engine writes', () => {
    const written = new Set(
      [...source.matchAll(/return '([a-zA-Z]+)'\n|\{ kind: '([a-zA-Z]+)', postings/g)].map(
        (m) => (m[1] ?? m[2]) as string,
      ),
    )
    for (const kind of [...written, ...DISCRETION_KINDS]) expect(discretionModule.entryKinds, kind).toContain(kind)
  })
})
