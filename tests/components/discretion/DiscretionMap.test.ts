// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import type { VueWrapper } from '@vue/test-utils'
import { useGameStore } from '@/stores/game'
import { useFormat } from '@/composables/useFormat'
import { GAME_LAYOUT } from '@/components/games/layout'
import DiscretionMap from '@/components/games/discretion/DiscretionMap.vue'
import { TYPE_COLORS } from '@/components/games/discretion/mapLayout'
import { contrastRatio } from '@/domain/color'
import { BUILDING_TYPES, type DiscretionAction } from '@/domain/games/discretion/types'
import { mountWithApp } from '../../helpers/mount'
import { Host, byText, startGame, useFreshDb } from './helpers'

/** Ann owns Abbey Fields with Housing (north-east square) and Offices (east square), Ben owns Brookside with 2-acre Shops on its west side. */
const GAME: DiscretionAction[] = [
  { type: 'auction', plot: 'A', winner: 'p1', price: 1_000_000 },
  { type: 'auction', plot: 'B', winner: 'p2', price: 900_000 },
  { type: 'build', player: 'p1', buildingType: 'housing', cells: [[0, 2]], passTurn: true },
  {
    type: 'build',
    player: 'p2',
    buildingType: 'shops',
    cells: [
      [0, 3],
      [1, 3],
    ],
    passTurn: true,
  },
  { type: 'build', player: 'p1', buildingType: 'offices', cells: [[1, 2]] },
]

/** The map alone (the game screen's layout is provided by mountMap: a tablet when `wide`). */
const MapHost = defineComponent({
  setup() {
    const store = useGameStore()
    const fmt = useFormat(() => store.config)
    return () => (store.state ? h(DiscretionMap, { fmt, selected: null }) : h('p', 'loading'))
  },
})

async function mountMap(wide: boolean, locale: 'en' | 'de' = 'en') {
  const w = await mountWithApp(
    MapHost,
    { global: { provide: { [GAME_LAYOUT as symbol]: { isWide: ref(wide), hasDock: false } } } },
    locale,
  )
  await startGame(GAME)
  await vi.waitFor(() => expect(w.find('.disc-map').exists()).toBe(true))
  return w
}

/** A square by coordinates, as the map used to name them ("row 1, column 3", "Zeile 1, Spalte 3"); a plot may be called "Harbour Row". */
const COORDINATES = /.{0,40}\b(row|column|zeile|spalte)\s+\d.{0,40}/i

/** Every text a user or a screen reader gets: the visible text and every aria-label. */
function allTexts(w: VueWrapper): string {
  return [w.text(), ...w.findAll('[aria-label]').map((e) => e.attributes('aria-label') ?? '')].join('\n')
}

describe('the Discretion map in the rulebook colours (issue 14)', () => {
  useFreshDb()

  it('each building is a tile in its type colour with its letter, its rent now and its owner’s colour and initial', async () => {
    const w = await mountMap(false)
    const tile = (type: string) => w.get(`.disc-building[data-type="${type}"]`)
    expect(tile('housing').attributes('style')).toContain(`--tile-bg: ${TYPE_COLORS.housing.bg}`)
    expect(tile('housing').get('.disc-building-type').text()).toBe('H')
    expect(tile('housing').get('.disc-building-rent').text()).toBe('200k')
    expect(tile('housing').get('.player-mark').attributes('data-initial')).toBe('A')
    expect(tile('housing').get('.player-mark').attributes('style')).toContain('--mark-bg: #d32f2f')
    expect(tile('offices').get('.disc-building-type').text()).toBe('O')
    // Ben's 2-acre Shops: one tile across its two squares
    expect(tile('shops').attributes('style')).toContain('grid-row: 1 / span 2')
    expect(tile('shops').get('.player-mark').attributes('data-initial')).toBe('B')
    // the squares are named by plot, with owner and building
    expect(w.get('[data-square="1-3"]').attributes('aria-label')).toBe(
      'Abbey Fields, north-east square, Ann, Housing (1 acre), rent 200,000',
    )
    expect(w.get('[data-square="2-4"]').attributes('aria-label')).toBe(
      'Brookside, west square, Ben, Shops (2 acres), rent 200,000',
    )
    expect(w.get('[data-square="11-11"]').attributes('aria-label')).toBe('Quayside, south-east square, unowned')
  })

  it('a legend of the five types (colour and letter) and of the owners; tile text contrast ≥ 4.5 : 1', async () => {
    const w = await mountMap(false)
    const types = w.get('[aria-label="Building types"]').findAll('li')
    expect(types.map((li) => li.text())).toEqual(['HHousing', 'OOffices', 'IIndustry', 'SvServices', 'ShShops'])
    expect(
      w
        .get('[aria-label="Owners"]')
        .findAll('li')
        .map(
          (li) =>
            `${li.find('.player-mark').exists() ? li.get('.player-mark').attributes('data-initial') : ''}${li.text()}`,
        ),
    ).toEqual(['AAnn', 'BBen', 'unowned'])
    for (const type of BUILDING_TYPES)
      expect(contrastRatio(TYPE_COLORS[type].bg, TYPE_COLORS[type].fg), type).toBeGreaterThanOrEqual(4.5)
  })

  it('large squares by default on a tablet, fitted squares on a phone; the toggle still switches', async () => {
    const tablet = await mountMap(true)
    const toggle = byText(tablet, 'button', 'Large squares')
    expect(tablet.get('.disc-map').classes()).toContain('large')
    expect(toggle.attributes('aria-pressed')).toBe('true')
    await toggle.trigger('click')
    expect(tablet.get('.disc-map').classes()).not.toContain('large')
    tablet.unmount()
    const phone = await mountMap(false)
    expect(phone.get('.disc-map').classes()).not.toContain('large')
  })

  it('German: letters, rent in thousands, squares by plot; no row or column anywhere', async () => {
    const w = await mountMap(false, 'de')
    expect(w.get('.disc-building[data-type="housing"] .disc-building-type').text()).toBe('W')
    expect(w.get('.disc-building[data-type="housing"] .disc-building-rent').text()).toBe('200 T')
    expect(w.get('[data-square="1-3"]').attributes('aria-label')).toBe(
      'Abbey Fields, nordöstliches Feld, Ann, Wohnen (1 Acre), Miete 200.000',
    )
    expect(allTexts(w).match(COORDINATES)?.[0]).toBeUndefined()
  })

  it('the whole panel in English names no row or column; Extra Rent shows the chosen building on a mini-map', async () => {
    const w = await mountWithApp(Host)
    await startGame(GAME)
    await vi.waitFor(() => expect(w.find('.disc-map').exists()).toBe(true))
    expect(allTexts(w).match(COORDINATES)?.[0]).toBeUndefined()
    await byText(w, '.disc-card-btn', 'Extra Rent').trigger('click')
    const mini = w.get('.disc-card-sheet svg[role="img"]')
    expect(mini.attributes('aria-label')).toBe('Map: Abbey Fields, north-east square')
    expect(mini.attributes('data-highlight')).toBe('0-2')
    // choosing the other building moves the highlight
    await byText(w, '.disc-card-sheet [role="radio"]', 'Offices at Abbey Fields, east square · 200,000').trigger(
      'click',
    )
    expect(w.get('.disc-card-sheet svg[role="img"]').attributes('aria-label')).toBe('Map: Abbey Fields, east square')
    expect(allTexts(w).match(COORDINATES)?.[0]).toBeUndefined()
  })

  it('the Other card’s removals are named by plot and shown on a mini-map', async () => {
    const w = await mountWithApp(Host, { props: { card: 'otherCard' } })
    await startGame(GAME)
    await vi.waitFor(() => expect(w.find('.disc-other').exists()).toBe(true))
    expect(w.find('.disc-other svg[role="img"]').exists()).toBe(false)
    const box = w
      .findAll('.disc-other label.check')
      .find((l) => l.text() === 'Shops at Brookside, north-west square and west square · Ben')
    expect(box).toBeTruthy()
    await box!.get('input').setValue(true)
    const mini = w.get('.disc-other svg[role="img"]')
    expect(mini.attributes('aria-label')).toBe('Map: Brookside, north-west square and west square')
    expect(mini.attributes('data-highlight')).toBe('0-3 1-3')
  })
})
