import { describe, expect, it } from 'vitest'
import { dktModule } from '@/domain/games/dkt/module'
import { monopolyDeModule } from '@/domain/games/monopolyDe/module'
import { createPropertyGame } from '@/domain/games/property/engine'
import { ENTRY_KINDS, ERROR_CODES } from '@/domain/games/property/codes'
import { expectRuleError } from '../../../helpers/ruleError'

const PLAYERS = ['Anna', 'Ben', 'Cem'].map((name, i) => ({ id: `p${i + 1}`, name }))

describe('property game modules', () => {
  for (const m of [dktModule, monopolyDeModule]) {
    describe(m.type, () => {
      it('parseConfig: a stored config (players with colours, every option resolved) parses to an equal config', () => {
        const stored = m.parseConfig({ players: PLAYERS, currency: '€', options: { salary: 250, quickStart: true } })
        const again = m.parseConfig({ players: stored.players, currency: stored.currency, options: stored.options })
        expect(again).toEqual(stored)
        expect(JSON.parse(JSON.stringify(again))).toEqual(stored)
        expect(stored.type).toBe(m.type)
      })
      it('parseConfig: a stored config with edited taxes parses to itself', () => {
        const space = Object.keys(m.parseConfig({ players: PLAYERS }).options.taxes)[0] as string
        const stored = m.parseConfig({
          players: PLAYERS,
          options: { taxes: { [space]: { percentOfCash: 5, cap: 300 } } },
        })
        expect(m.parseConfig({ players: stored.players, currency: stored.currency, options: stored.options })).toEqual(
          stored,
        )
      })
      it('parseConfig refuses bad values and unknown options with a RuleError', () => {
        expectRuleError(() => m.parseConfig({ players: PLAYERS, options: { salary: -300 } }), 'optionInvalid', {
          option: 'salary',
        })
        expectRuleError(() => m.parseConfig({ players: PLAYERS, options: { houses: 'many' } }), 'optionInvalid', {
          option: 'houses',
        })
        expectRuleError(() => m.parseConfig({ players: PLAYERS, options: { taxes: null } }), 'optionInvalid', {
          option: 'taxes',
        })
        expectRuleError(() => m.parseConfig({ players: PLAYERS, options: { colour: 'red' } }), 'unknownOption', {
          option: 'colour',
        })
        expectRuleError(() => m.parseConfig({ players: PLAYERS, options: { allowNegative: 'yes' } }), 'optionInvalid')
      })
      it('is a money game with the property texts; codes and kinds are the constant lists', () => {
        expect(m.messages).toBe('property')
        expect(m.isScorePad).toBe(false)
        expect(m.errorCodes).toBe(ERROR_CODES)
        expect(m.entryKinds).toBe(ENTRY_KINDS)
      })
      it('demo: Anna, Ben and Cem (p1..p3) in euros with the default rules', () => {
        const demo = m.demoSetup()
        expect(demo).toEqual({ players: PLAYERS, currency: '€', options: {} })
        expect(m.parseConfig(demo).players.map((p) => p.id)).toEqual(['p1', 'p2', 'p3'])
      })
      it('ranking by net worth: ties share a rank (1, 1, 3), players out of the game last', () => {
        const config = m.parseConfig({ players: [...PLAYERS, { id: 'p4', name: 'Dana' }] })
        const g = createPropertyGame({ game: m.type, players: config.players })
        expect(m.ranking(g.ledgerState, config).map((r) => r.rank)).toEqual([1, 1, 1, 1])
        g.apply({ type: 'pay', from: 'p3', to: 'p1', amount: 100 })
        g.apply({ type: 'pay', from: 'p4', to: 'p2', amount: 100 })
        g.apply({ type: 'bankruptcy', player: 'p4' })
        const rows = m.ranking(g.ledgerState, config)
        expect(rows.map((r) => [r.player, r.rank, r.isOut])).toEqual([
          ['p1', 1, false],
          ['p2', 1, false],
          ['p3', 3, false],
          ['p4', 4, true],
        ])
        expect(rows[0]).toMatchObject({ name: 'Anna', value: 1600 })
        expect(rows.map((r) => r.rank)).toEqual(g.ranking().map((r) => r.rank))
      })
      it('net worth per player is the engine net worth total', () => {
        const config = m.parseConfig({ players: PLAYERS })
        const g = createPropertyGame({ game: m.type, players: config.players })
        g.apply({ type: 'buy', player: 'p1', property: 1 })
        expect(m.netWorth(g.ledgerState, config)).toEqual({ p1: g.netWorth('p1'), p2: 1500, p3: 1500 })
      })
      it('plan and view run the engine', () => {
        const config = m.parseConfig(m.demoSetup())
        const state = m.initialState(config)
        expect(m.setupDrafts(config, () => 0)).toHaveLength(3)
        expect(m.admitOptions(config).accounts).toEqual(['bank', 'p1', 'p2', 'p3'])
        const draft = m.plan(state, { type: 'salary', player: 'p1' }, config)
        expect(draft.kind).toBe('salary')
        expect(m.view(state, config).players.p1?.name).toBe('Anna')
      })
    })
  }
  it("holdings: a player's properties in board order, each with its buildings and mortgage; another player's are not his", () => {
    const config = dktModule.parseConfig({ players: PLAYERS })
    const g = createPropertyGame({ game: 'dkt', players: config.players })
    for (const p of ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße', 'Murplatz'])
      g.apply({ type: 'buy', player: 'p1', property: p })
    g.apply({ type: 'build', property: ['Amtsplatz', 'Arlbergstraße', 'Rathausstraße'] })
    g.apply({ type: 'build', property: ['Amtsplatz'] })
    g.apply({ type: 'mortgage', property: 'Murplatz', amount: 50 })
    const view = dktModule.view(g.ledgerState, config)
    const held = (name: string, houses: number, mortgaged = false) => ({
      position: view.properties[name]!.position,
      name,
      houses,
      hotel: false,
      mortgaged,
    })
    expect(dktModule.holdings(g.ledgerState, config, 'p1')).toEqual({
      kind: 'properties',
      properties: [held('Amtsplatz', 2), held('Murplatz', 0, true), held('Arlbergstraße', 1), held('Rathausstraße', 1)],
    })
    expect(dktModule.holdings(g.ledgerState, config, 'p2')).toEqual({ kind: 'properties', properties: [] })
    expect(monopolyDeModule.holdings).toBe(dktModule.holdings)
  })
  it('player limits as the setup screen offers them', () => {
    expect(dktModule.playerLimits).toEqual({ min: 2, max: 6, defaultCount: 3 })
    expect(monopolyDeModule.playerLimits).toEqual({ min: 2, max: 8, defaultCount: 3 })
  })
  it('starting notes: DKT deals 1,500 in notes, Monopoly gives none', () => {
    const notes = dktModule.startingNotes(3)
    expect(notes.reduce((s, n) => s + n.value * n.count, 0)).toBe(1500)
    expect(notes[0]).toEqual({ value: 200, count: 2 })
    expect(monopolyDeModule.startingNotes(3)).toEqual([])
  })
})
