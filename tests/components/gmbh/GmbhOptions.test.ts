// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { getDb, setDb, TischbankDb } from '@/db'
import GmbhOptions from '@/components/setup/GmbhOptions.vue'
import type { Json } from '@/domain/ledger/types'
import { testI18n } from '../../helpers/i18n'
import { TEST_DECK_OWN } from '../../helpers/gmbhDeck'

/** The seven companies a banker names after the two of the rulebook (the shared test deck). */
const NAMES = TEST_DECK_OWN.map((c) => c.name)
const COUNTS = TEST_DECK_OWN.map((c) => c.cards)

function mountOptions() {
  const pinia = createPinia()
  setActivePinia(pinia)
  return mount(GmbhOptions, { props: { modelValue: {}, playerCount: 4 }, global: { plugins: [testI18n('en'), pinia] } })
}
function lastOptions(w: ReturnType<typeof mountOptions>): { [k: string]: Json } {
  const ev = w.emitted('update:modelValue') as [{ [k: string]: Json }][]
  return ev.at(-1)![0]
}

describe('GmbH deck setup', () => {
  beforeEach(() => setDb(new TischbankDb('test-' + Math.random(), { indexedDB: new IDBFactory(), IDBKeyRange })))
  afterEach(() => {
    getDb().close()
    setDb(undefined)
  })

  it('GmbH deck: an empty company name is marked missing only once its field was left empty or a save was tried, not on a fresh form', async () => {
    const w = mountOptions()
    await flushPromises()
    const invalid = () => w.findAll('input.company-name').map((i) => i.attributes('aria-invalid'))
    expect(invalid()).toEqual(Array(9).fill('false'))
    await w.find('input[aria-label="Name of company 3"]').trigger('blur')
    expect(invalid()).toEqual(['false', 'false', 'true', ...Array(6).fill('false')])
    await w.find('input[aria-label="Name of company 3"]').setValue('Stahl AG')
    expect(invalid()).toEqual(Array(9).fill('false'))
  })

  it('GmbH deck: the two known companies are prefilled and the live check says by how much the deck is off from 61', async () => {
    const w = mountOptions()
    await flushPromises()
    expect((w.find('input[aria-label="Name of company 1"]').element as HTMLInputElement).value).toBe(
      'Meister Milch & Co',
    )
    expect((w.find('input[aria-label="Name of company 2"]').element as HTMLInputElement).value).toBe('Glotz TV AG')
    expect(w.text()).toContain('The deck has 65 cards, the standard deck 61: 4 too many.')
    for (let i = 0; i < NAMES.length; i++) {
      await w.find(`input[aria-label="Name of company ${i + 3}"]`).setValue(NAMES[i]!)
      await w
        .find(`[aria-label="Cards of company ${i + 3}"]`)
        .find(`[aria-label="${COUNTS[i]} cards"]`)
        .trigger('click')
    }
    expect(w.text()).toContain('61 cards in 9 companies: the standard deck.')
    const o = lastOptions(w)
    expect(o.customDeck).toBe(false)
    expect((o.deck as { name: string; cards: number }[]).map((c) => c.cards)).toEqual([9, 7, ...COUNTS])
    expect(o).toMatchObject({ scoreFalseStop: false, bankruptMajorityScoresForStop: false })

    // saved once, offered (and chosen) the next time
    await w
      .findAll('button')
      .find((b) => b.text() === 'Save deck')!
      .trigger('click')
    await vi.waitFor(() => expect(w.text()).toContain('Deck My deck saved.'))
    const again = mountOptions()
    await vi.waitFor(() => expect(again.find('[role="radio"][aria-checked="true"]').text()).toContain('My deck'))
    expect((lastOptions(again).deck as { name: string }[])[2]!.name).toBe('Kohle KG')
  })

  it('GmbH options: a custom deck shows a warning; the two rule options are emitted', async () => {
    const w = mountOptions()
    await flushPromises()
    const boxes = w.findAll('input[type="checkbox"]')
    await boxes[0]!.setValue(true)
    expect(w.find('.deck-warnings').text()).toContain('Custom deck: 9 companies with 65 cards')
    await boxes[1]!.setValue(true)
    await boxes[2]!.setValue(true)
    expect(lastOptions(w)).toMatchObject({
      customDeck: true,
      scoreFalseStop: true,
      bankruptMajorityScoresForStop: true,
    })
  })

  it('GmbH deck colours: each company starts in its Okabe–Ito colour; the palette or an own colour changes it, saved with the deck and emitted to the game', async () => {
    const w = mountOptions()
    await flushPromises()
    const current = (n: number) => w.find(`button[aria-label^="Colour of company ${n}: "]`)
    expect(current(1).attributes('aria-label')).toBe('Colour of company 1: Orange')
    expect(current(5).attributes('aria-label')).toBe('Colour of company 5: Blue')
    expect((lastOptions(w).deck as { color: string }[]).map((c) => c.color)).toEqual([
      '#e69f00',
      '#56b4e9',
      '#009e73',
      '#f0e442',
      '#0072b2',
      '#d55e00',
      '#cc79a7',
      '#000000',
      '#999999',
    ])
    // the palette opens under the row: one tap on a swatch named by its colour
    await current(3).trigger('click')
    expect(current(3).attributes('aria-expanded')).toBe('true')
    const palette = w.find('[role="group"][aria-label="Colour of company 3"]')
    expect(palette.findAll('button').map((b) => b.attributes('aria-label'))).toEqual([
      'Orange',
      'Sky blue',
      'Bluish green',
      'Yellow',
      'Blue',
      'Vermillion',
      'Reddish purple',
      'Black',
      'Grey',
    ])
    await palette.find('button[aria-label="Vermillion"]').trigger('click')
    expect(current(3).attributes('aria-label')).toBe('Colour of company 3: Vermillion')
    // or any colour of the box
    await palette.find('input[type="color"]').setValue('#3366FF')
    expect(current(3).attributes('aria-label')).toBe('Colour of company 3: #3366ff')
    expect((lastOptions(w).deck as { color: string }[])[2]!.color).toBe('#3366ff')

    for (let i = 0; i < NAMES.length; i++) {
      await w.find(`input[aria-label="Name of company ${i + 3}"]`).setValue(NAMES[i]!)
      await w
        .find(`[aria-label="Cards of company ${i + 3}"]`)
        .find(`[aria-label="${COUNTS[i]} cards"]`)
        .trigger('click')
    }
    await w
      .findAll('button')
      .find((b) => b.text() === 'Save deck')!
      .trigger('click')
    await vi.waitFor(() => expect(w.text()).toContain('Deck My deck saved.'))
    const again = mountOptions()
    await vi.waitFor(() => expect(again.find('[role="radio"][aria-checked="true"]').text()).toContain('My deck'))
    expect((lastOptions(again).deck as { color: string }[])[2]!.color).toBe('#3366ff')
    // the saved deck's summary shows the companies in their colours
    expect(again.find('.deck-summary').findAll('.company-chip')[2]!.attributes('style')).toContain(
      '--company-bg: #3366ff',
    )
  })

  it('GmbH deck: a form that already carries a saved deck (back from another screen) shows that saved deck as chosen', async () => {
    const first = mountOptions()
    await flushPromises()
    for (let i = 0; i < NAMES.length; i++) {
      await first.find(`input[aria-label="Name of company ${i + 3}"]`).setValue(NAMES[i]!)
      await first
        .find(`[aria-label="Cards of company ${i + 3}"]`)
        .find(`[aria-label="${COUNTS[i]} cards"]`)
        .trigger('click')
    }
    await first
      .findAll('button')
      .find((b) => b.text() === 'Save deck')!
      .trigger('click')
    await vi.waitFor(() => expect(first.text()).toContain('Deck My deck saved.'))
    const carried = lastOptions(first)
    const pinia = createPinia()
    setActivePinia(pinia)
    const back = mount(GmbhOptions, {
      props: { modelValue: carried, playerCount: 4 },
      global: { plugins: [testI18n('en'), pinia] },
    })
    await vi.waitFor(() => expect(back.find('[role="radio"][aria-checked="true"]').text()).toContain('My deck'))
  })
})
