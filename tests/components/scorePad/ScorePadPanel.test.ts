// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import ScorePadPanel from '@/components/games/scorePad/ScorePadPanel.vue'
import type { GameRecord, HeadRecord } from '@/db'
import { createScorePadGame, scorePadPack, type ScorePadAction } from '@/domain/games/scorePad'
import { RuleError } from '@/domain/errors'
import type { Entry } from '@/domain/ledger/types'
import { useGameStore } from '@/stores/game'
import { useFormat } from '@/composables/useFormat'
import { testI18n } from '../../helpers/i18n'

const PLAYERS = [
  { id: 'p1', name: 'Anna' },
  { id: 'p2', name: 'Ben' },
  { id: 'p3', name: 'Cem' },
]

/** The panel on a Rommé pad of three (lowest wins, target 100) with one round entered. */
async function setup(locale: 'en' | 'de' = 'en', rounds: Record<string, number>[] = [{ p1: 30, p2: 5, p3: 12 }]) {
  const pinia = createPinia()
  setActivePinia(pinia)
  const g = createScorePadGame({ players: PLAYERS, options: { title: 'Rommé', winner: 'lowest', target: 100 } })
  for (const r of rounds) g.scoreRound(r)
  const store = useGameStore()
  store.game = {
    id: 'g',
    name: 'G',
    type: 'scorePad',
    config: g.config,
    createdAt: 0,
    updatedAt: 0,
  } satisfies GameRecord
  store.head = {
    gameId: 'g',
    initial: scorePadPack.initialState(g.config),
    state: g.state,
    nextSeq: rounds.length + 1,
    redo: [],
    liveActions: rounds.length,
    entryCount: rounds.length,
  } satisfies HeadRecord
  const run = vi.fn(async (_action: ScorePadAction) => ({}) as Entry)
  const i18n = testI18n(locale)
  const w = mount(
    {
      components: { ScorePadPanel },
      setup() {
        return { run, fmt: useFormat(() => store.config) }
      },
      template: '<ScorePadPanel :run="run" :fmt="fmt" />',
    },
    { global: { plugins: [i18n, pinia] }, attachTo: document.body },
  )
  await flushPromises()
  return { w, g, run }
}

function button(w: Awaited<ReturnType<typeof setup>>['w'], name: string) {
  const b = w.findAll('button').find((x) => x.text() === name || x.attributes('aria-label') === name)
  if (!b)
    throw new Error(`no button ${name}: ${w.findAll('button').map((x) => x.text() || x.attributes('aria-label'))}`)
  return b
}

describe('score pad panel', () => {
  it('shows the scored game, its rules and the totals with the lowest total marked as leader', async () => {
    const { w } = await setup()
    expect(w.find('.pad-title').text()).toBe('Rommé')
    expect(w.find('.pad-rules').text()).toBe('Lowest total wins · ends at 100 points')
    expect(w.findAll('.score-card.leading').map((c) => c.find('.score-name').text())).toEqual(['Ben'])
    expect(w.text()).toContain('Total of Anna: 30 points')
    expect(w.findAll('tbody tr')).toHaveLength(1)
    w.unmount()
  })

  it('a round typed with the keypad (± for minus) and the fields is booked as one scoreRound with every player', async () => {
    const { w, run } = await setup()
    await button(w, 'Score round 2').trigger('click')
    const dialog = w.find('[role="dialog"]')
    expect(dialog.find('h2.sheet-title').text()).toBe('Round 2')
    // Anna: keypad 1, 5, ±  → -15
    await button(w, 'Digit 1').trigger('click')
    await button(w, 'Digit 5').trigger('click')
    await button(w, 'Plus or minus').trigger('click')
    expect((w.find('input[aria-label="Points of Anna"]').element as HTMLInputElement).value).toBe('-15')
    expect(w.text()).toContain('then 15')
    // Ben typed; Cem left empty (0)
    await w.find('input[aria-label="Points of Ben"]').setValue('40')
    await w.find('form').trigger('submit')
    await flushPromises()
    expect(run).toHaveBeenCalledWith({ type: 'scoreRound', points: { p1: -15, p2: 40, p3: 0 } })
    expect(w.find('[role="dialog"]').exists()).toBe(false)
    w.unmount()
  })

  it('a decimal is refused in words naming the player; nothing is booked and the typed points stay', async () => {
    const { w, run } = await setup('de')
    await button(w, 'Runde 2 eintragen').trigger('click')
    await w.find('input[aria-label="Punkte von Ben"]').setValue('2,5')
    await w.find('input[aria-label="Punkte von Anna"]').setValue('7')
    await w.find('form').trigger('submit')
    await flushPromises()
    expect(run).not.toHaveBeenCalled()
    expect(w.find('.row-error').text()).toBe('Ben: Die Punkte müssen eine ganze Zahl sein, nicht 2,5.')
    expect((w.find('input[aria-label="Punkte von Anna"]').element as HTMLInputElement).value).toBe('7')
    w.unmount()
  })

  it('a refusal of the store shows in the open sheet, which keeps what was typed', async () => {
    const { w, run } = await setup()
    run.mockRejectedValueOnce(new RuleError('gameOver'))
    await button(w, 'Score round 2').trigger('click')
    await w.find('input[aria-label="Points of Cem"]').setValue('3')
    await w.find('form').trigger('submit')
    await flushPromises()
    expect(w.find('[role="dialog"]').text()).toContain('The game is over')
    expect((w.find('input[aria-label="Points of Cem"]').element as HTMLInputElement).value).toBe('3')
    w.unmount()
  })

  it('a round’s number opens its correction with its points; saving books a correctRound', async () => {
    const { w, run } = await setup()
    await button(w, 'Correct round 1').trigger('click')
    expect(w.find('h2.sheet-title').text()).toBe('Correct round 1')
    const anna = w.find('input[aria-label="Points of Anna"]')
    expect((anna.element as HTMLInputElement).value).toBe('30')
    await anna.setValue('25')
    await w.find('form').trigger('submit')
    await flushPromises()
    expect(run).toHaveBeenCalledWith({ type: 'correctRound', round: 1, points: { p1: 25, p2: 5, p3: 12 } })
    w.unmount()
  })

  it('a finished pad offers no new round and no correction (the game screen says it is over), and names the winner in the ranking', async () => {
    const { w } = await setup('en', [
      { p1: 30, p2: 5, p3: 12 },
      { p1: 70, p2: 5, p3: 0 },
    ])
    expect(w.findAll('button').some((b) => b.text().startsWith('Score round'))).toBe(false)
    expect(w.findAll('.round-btn')).toHaveLength(0)
    await button(w, 'Ranking and chart').trigger('click')
    const rows = w.findAll('.ranking-row')
    expect(rows.map((r) => r.find('.ranking-name').text())).toEqual(['Ben', 'Cem', 'Anna'])
    expect(rows.map((r) => r.find('.badge').exists())).toEqual([true, false, false])
    w.unmount()
  })
})
