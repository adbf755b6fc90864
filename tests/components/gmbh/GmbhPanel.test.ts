// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import GmbhPanel from '@/components/games/gmbh/GmbhPanel.vue'
import type { GameRecord, HeadRecord } from '@/db'
import { createGmbhGame, fillInLastPlayer } from '@/domain/games/gmbh'
import { gmbhPack, type GmbhAction } from '@/domain/games/gmbh/pack'
import type { Entry } from '@/domain/ledger/types'
import { useGameStore } from '@/stores/game'
import { testI18n } from '../../helpers/i18n'
import { TEST_DECK } from '../../helpers/gmbhDeck'

const PLAYERS = [
  { id: 'p1', name: 'Anna' },
  { id: 'p2', name: 'Ben' },
  { id: 'p3', name: 'Cem' },
]

/** The panel on a game of three with one scored round. */
async function setup() {
  const pinia = createPinia()
  setActivePinia(pinia)
  const g = createGmbhGame({ players: PLAYERS, deck: TEST_DECK })
  // Anna: all of Glotz and a valid Stopp; Ben: all of Auto AG; Cem holds the rest
  g.scoreRound({
    hands: fillInLastPlayer(TEST_DECK, { p1: { c2: 7 }, p2: { c4: 7 } }, 'c9', 'p3'),
    middle: 'c9',
    stopper: 'p1',
  })
  const store = useGameStore()
  store.game = { id: 'g', name: 'G', type: 'gmbh', config: g.config, createdAt: 0, updatedAt: 0 } satisfies GameRecord
  const initial = gmbhPack.initialState(g.config)
  store.head = {
    gameId: 'g',
    initial,
    state: g.state,
    nextSeq: 2,
    redo: [],
    liveActions: 1,
    entryCount: 1,
  } satisfies HeadRecord
  const run = vi.fn(async (_action: GmbhAction) => ({}) as Entry)
  const w = mount(GmbhPanel, {
    props: { run, fmt: { accountName: (id: string) => PLAYERS.find((p) => p.id === id)?.name ?? id } as never },
    global: { plugins: [testI18n('en'), pinia] },
    attachTo: document.body,
  })
  await flushPromises()
  return { w, g, run }
}

describe('GmbH score pad', () => {
  it('GmbH: the totals name the leaders from the domain; "Score round 2" opens the entry as a dialog that Escape closes', async () => {
    const { w, g } = await setup()
    const totals = g.totals()
    const best = Math.max(...Object.values(totals))
    const leading = w.findAll('.score-card.leading').map((c) => c.find('.score-name').text())
    expect(leading).toEqual(PLAYERS.filter((p) => totals[p.id] === best).map((p) => p.name))
    for (const p of PLAYERS) expect(w.text()).toContain(`Total of ${p.name}: ${totals[p.id]} points`)
    const open = w.findAll('button').find((b) => b.text() === 'Score round 2')!
    await open.trigger('click')
    const dialog = w.find('[role="dialog"]')
    expect(dialog.exists()).toBe(true)
    const title = dialog.find('h2.sheet-title')
    expect(title.text()).toBe('Score round 2')
    expect(dialog.find('form').attributes('aria-labelledby')).toBe(title.attributes('id'))
    await dialog.trigger('keydown', { key: 'Escape' })
    expect(w.find('[role="dialog"]').exists()).toBe(false)
    w.unmount()
  })

  it('GmbH: the ranking marks every player with the best total as winner', async () => {
    const { w, g } = await setup()
    await w
      .findAll('button')
      .find((b) => b.text() === 'Final ranking and chart')!
      .trigger('click')
    const rows = w.findAll('.ranking-row')
    const ranking = g.ranking()
    expect(rows.map((r) => r.find('.ranking-name').text())).toEqual(ranking.map((r) => r.name))
    expect(rows.map((r) => r.find('.badge').exists())).toEqual(ranking.map((r) => r.rank === 1))
    w.unmount()
  })
})
