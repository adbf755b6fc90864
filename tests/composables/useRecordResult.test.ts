import { describe, expect, it, vi } from 'vitest'
import { computed, effectScope } from 'vue'
import { useGamesStore } from '@/stores/games'
import { useGameStore } from '@/stores/game'
import { useEveningsStore } from '@/stores/evenings'
import { useRecordResult } from '@/composables/useRecordResult'
import { freePlayConfig } from '@/domain/games/freePlay'
import { anyModule, loadModule } from '@/domain/games'
import { gameOverFor, gameSummary } from '@/domain/games/summary'
import { getDb } from '@/db'
import { listResults } from '@/db/evenings'
import { freshStoresEachTest } from '../stores/freshStores'

freshStoresEachTest()

/** The recorder on the open game, fed as the game screen feeds it (no clock). */
function recorder() {
  const store = useGameStore()
  const scope = effectScope()
  scope.run(() => {
    const over = computed(() =>
      store.game && store.state ? gameOverFor(anyModule(store.game.type), store.state, store.game.config, false) : null,
    )
    const summary = computed(() =>
      store.game && store.state ? gameSummary(anyModule(store.game.type), store.state, store.game.config, false) : null,
    )
    useRecordResult(over, summary)
  })
  return scope
}

/** A free-play game open in the store, with the recorder running as the game screen runs it. */
async function openWithRecorder() {
  const games = useGamesStore()
  const g = await games.create(
    'Abend',
    freePlayConfig({
      players: [
        { id: 'p1', name: 'Anna' },
        { id: 'p2', name: 'Ben' },
        { id: 'p3', name: 'Cem' },
      ],
      salary: 200,
    }),
  )
  await useEveningsStore().link(g.id, [
    { player: 'p1', name: 'Anna', color: '#d55e00' },
    { player: 'p2', name: 'Ben', color: '#0072b2' },
    { player: 'p3', name: 'Cem', color: '#009e73' },
  ])
  const store = useGameStore()
  await store.open(g.id)
  return { store, id: g.id, scope: recorder() }
}

/** The stored results once they satisfy `check` (the recorder writes after the step's commit). */
function storedResults<T>(check: (r: Awaited<ReturnType<typeof listResults>>) => T): Promise<NonNullable<T>> {
  return vi.waitFor(async () => {
    const v = check(await listResults(getDb()))
    if (!v) throw new Error('not yet')
    return v as NonNullable<T>
  })
}

describe('a game records its result when it ends (issue 37)', () => {
  it('the last player left: recorded with its people; an undo that reopens the game deletes it; redo records it again', async () => {
    const { store, id, scope } = await openWithRecorder()
    await store.dispatch({ type: 'pay', from: 'p2', to: 'p1', amount: 100 })
    await store.dispatch({ type: 'leave', player: 'p2' })
    expect(await listResults(getDb())).toEqual([])
    await store.dispatch({ type: 'leave', player: 'p3' })
    const people = useEveningsStore().people
    const result = await storedResults((r) => r[0])
    expect(result).toMatchObject({ gameId: id, gameName: 'Abend', type: 'freePlay', reason: 'lastPlayer' })
    expect(result.rows.map((r) => [r.name, r.rank, r.isWinner, r.isOut, r.person])).toEqual([
      ['Anna', 1, true, false, people.find((p) => p.name === 'Anna')?.id],
      ['Ben', 2, false, true, people.find((p) => p.name === 'Ben')?.id],
      ['Cem', 2, false, true, people.find((p) => p.name === 'Cem')?.id],
    ])
    await store.undo()
    await storedResults((r) => r.length === 0)
    await store.redo()
    await storedResults((r) => r.length === 1)
    scope.stop()
  })

  it("a score pad's result keeps its round record as its module gives it: the rounds as corrected", async () => {
    const pad = await loadModule('scorePad')
    const g = await useGamesStore().create(
      'Kniffel',
      pad.parseConfig({
        players: [
          { id: 'p1', name: 'Anna' },
          { id: 'p2', name: 'Ben' },
        ],
        options: { winner: 'highest', roundLimit: 2 },
      }),
    )
    const store = useGameStore()
    await store.open(g.id)
    const scope = recorder()
    await store.dispatch({ type: 'scoreRound', points: { p1: 50, p2: 10 } })
    await store.dispatch({ type: 'correctRound', round: 1, points: { p1: 20, p2: 10 } })
    await store.dispatch({ type: 'scoreRound', points: { p1: 5, p2: 35 } })
    const result = await storedResults((r) => r[0])
    expect(result.facts.bestRound).toEqual({ round: 2, player: 'p2', points: 35 })
    scope.stop()
  })

  it('a game without seats (from before people were kept) links its players by name when it ends', async () => {
    const games = useGamesStore()
    const g = await games.create(
      'Alt',
      freePlayConfig({
        players: [
          { id: 'p1', name: 'Dora' },
          { id: 'p2', name: 'Emil' },
        ],
        salary: 0,
      }),
    )
    const store = useGameStore()
    await store.open(g.id)
    const scope = recorder()
    await store.dispatch({ type: 'leave', player: 'p2' })
    const result = await storedResults((r) => r[0])
    expect(result.rows.every((r) => r.person !== null)).toBe(true)
    expect(useEveningsStore().people.map((p) => p.name)).toEqual(['Dora', 'Emil'])
    scope.stop()
  })

  it('a game that ended while no screen was open (the app closed after the last round) is recorded when the statistics catch up; one still going, whose result was removed, or whose module cannot load, is not', async () => {
    const pad = await loadModule('scorePad')
    const games = useGamesStore()
    const players = [
      { id: 'p1', name: 'Anna' },
      { id: 'p2', name: 'Ben' },
    ]
    const ended = await games.create(
      'Kniffel',
      pad.parseConfig({ players, options: { winner: 'highest', roundLimit: 2 } }),
    )
    const going = await games.create(
      'Rommé',
      pad.parseConfig({ players, options: { winner: 'lowest', roundLimit: 3 } }),
    )
    const store = useGameStore()
    // played with no recorder: the game screen was never there to remember the end
    await store.open(ended.id)
    await store.dispatch({ type: 'scoreRound', points: { p1: 30, p2: 10 } })
    await store.dispatch({ type: 'scoreRound', points: { p1: 5, p2: 40 } })
    await store.open(going.id)
    await store.dispatch({ type: 'scoreRound', points: { p1: 3, p2: 7 } })
    expect(await listResults(getDb())).toEqual([])
    // a finished game of a type this version cannot load (a newer version's, or its code not cached
    // offline), newest of all: skipped, and the others still caught up
    const db = getDb()
    const [record, head] = [await db.games.get(ended.id), await db.heads.get(ended.id)]
    await db.games.put({ ...record!, id: 'unknown', type: 'chess' as never, updatedAt: Date.now() + 1000 })
    await db.heads.put({ ...head!, gameId: 'unknown' })

    const evenings = useEveningsStore()
    await evenings.catchUp()
    const results = await listResults(getDb())
    expect(
      results.map((r) => [r.gameName, r.reason, r.rows.map((x) => [x.name, x.rank, x.value, x.isWinner])]),
    ).toEqual([
      [
        'Kniffel',
        'finished',
        [
          ['Ben', 1, 50, true],
          ['Anna', 2, 35, false],
        ],
      ],
    ])
    expect(results[0]!.facts.bestRound).toEqual({ round: 2, player: 'p2', points: 40 })
    expect(results[0]!.rows.every((r) => r.person !== null)).toBe(true)
    expect(evenings.results).toEqual(results)

    // removed by the user: the next catch-up leaves it removed
    await evenings.remove(ended.id)
    await evenings.catchUp()
    expect((await listResults(getDb())).map((r) => [r.gameName, r.isRemoved])).toEqual([['Kniffel', true]])
  })
})
