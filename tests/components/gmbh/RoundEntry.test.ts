// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { mount, type DOMWrapper, type VueWrapper } from '@vue/test-utils'
import RoundEntry from '@/components/games/gmbh/RoundEntry.vue'
import type { Company } from '@/domain/games/gmbh/scoring'
import type { GmbhAction } from '@/domain/games/gmbh/pack'
import { gmbhI18n } from './i18n'
import { TEST_DECK } from '../../helpers/gmbhDeck'

const DECK: Company[] = TEST_DECK
const PLAYERS = [
  { id: 'p1', name: 'Anna', color: '#d32f2f' },
  { id: 'p2', name: 'Ben', color: '#1976d2' },
  { id: 'p3', name: 'Cem', color: '#388e3c' },
  { id: 'p4', name: 'Dana', color: '#f9a825' },
]

function setup(opts: { totals?: Record<string, number>; submit?: (a: GmbhAction) => Promise<unknown>; options?: { scoreFalseStop?: boolean } } = {}) {
  const submit = vi.fn(opts.submit ?? (async () => undefined))
  const w = mount(RoundEntry, {
    props: { companies: DECK, players: PLAYERS, options: opts.options ?? {}, totals: opts.totals ?? {}, round: 2, submit },
    global: { plugins: [gmbhI18n('en')] },
  })
  return { w, submit }
}

/** Counts taps: every click the test makes goes through here. */
function tapper(w: VueWrapper) {
  let taps = 0
  async function tap(selector: string) {
    const el = w.find(selector)
    expect(el.exists(), selector).toBe(true)
    taps++
    await el.trigger('click')
  }
  async function tapText(groupLabel: string, text: string) {
    const btn = w.find(`[aria-label="${groupLabel}"]`).findAll('button').find((b) => b.text() === text)
    expect(btn, `${groupLabel} → ${text}`).toBeTruthy()
    taps++
    await btn!.trigger('click')
  }
  async function hand(player: string, counts: Record<string, number>) {
    for (const [company, n] of Object.entries(counts)) {
      await tapText(`Companies in the hand of ${player}`, company)
      await tap(`[aria-label="${player}: ${company} ${n} card${n === 1 ? '' : 's'}"]`)
    }
  }
  async function pick(legend: string, name: string) {
    taps++
    await radio(w, legend, name).trigger('click')
  }
  async function click(el: DOMWrapper<Element>) {
    taps++
    await el.trigger('click')
  }
  async function submit() {
    taps++
    await w.find('form').trigger('submit')
  }
  return { tap, tapText, hand, pick, click, submit, count: () => taps }
}

/** The radio `name` in the radio group named `group` (as a screen reader finds it: role + name). */
function radio(w: VueWrapper, group: string, name: string) {
  return w.find(`[role="radiogroup"][aria-label="${group}"]`).findAll('[role="radio"]').find((b) => b.text() === name)!
}

describe('GmbH round entry', () => {
  it('GmbH: a count is one tap on 0..N with radio semantics and names like "Anna: Glotz TV AG 4 cards"', async () => {
    const { w } = setup()
    const t = tapper(w)
    await t.tapText('Companies in the hand of Anna', 'Glotz TV AG')
    const group = w.find('[role="radiogroup"][aria-label="Anna: Glotz TV AG"]')
    const radios = group.findAll('[role="radio"]')
    expect(radios.map((r) => r.text())).toEqual(['0', '1', '2', '3', '4', '5', '6', '7'])
    expect(radios[1]!.attributes('aria-label')).toBe('Anna: Glotz TV AG 1 card')
    expect(radios[0]!.attributes('aria-checked')).toBe('true')
    await t.tap('[aria-label="Anna: Glotz TV AG 4 cards"]')
    expect(w.find('[aria-label="Anna: Glotz TV AG 4 cards"]').attributes('aria-checked')).toBe('true')
    expect(w.findAll('[aria-label^="Anna: Glotz TV AG"][aria-checked="true"]')).toHaveLength(1)
    // a company not tapped shows no count row
    expect(w.find('[aria-label="Anna: Kohle KG"]').exists()).toBe(false)
    expect(w.text()).toContain('4 cards')
  })

  it('GmbH entry check: the live check names the company that does not add up', async () => {
    const { w } = setup()
    const t = tapper(w)
    await t.hand('Anna', { 'Öl AG': 4 })
    await t.hand('Ben', { 'Öl AG': 2 })
    const alert = w.find('.problems[role="alert"]')
    expect(alert.text()).toContain('Öl AG does not add up: 6 cards entered with the middle card, the company has 5. 1 too many.')
    expect(w.find('[role="status"]').text()).toContain('Not entered yet:')
    expect(w.find('[role="status"]').text()).toContain('Glotz TV AG 7')
  })

  it('GmbH: a typical round (4 players, 15 cards, about 3 companies) takes ≤ 40 taps with the fill-in, shows every scoring line and confirms one action', async () => {
    const { w, submit } = setup({ totals: { p1: 10, p2: 0, p3: -3, p4: 7 } })
    const t = tapper(w)
    await t.pick('Middle card (bankrupt company)', 'Chip AG')
    await t.pick('Called Stopp', 'Anna')
    await t.hand('Anna', { 'Meister Milch & Co': 6, 'Glotz TV AG': 4, 'Bio GmbH': 5 })
    await t.hand('Ben', { 'Meister Milch & Co': 3, 'Kohle KG': 9, 'Glotz TV AG': 3 })
    await t.hand('Cem', { 'Auto AG': 7, 'Bank GmbH': 4, 'Öl AG': 4 })
    const fill = w.findAll('button').find((b) => b.text().startsWith('Fill in the last player'))!
    expect(fill.text()).toContain('Dana')
    await t.click(fill)
    expect(w.find('[role="status"]').text()).toContain('Every company adds up.')
    expect(w.find('[aria-label="Dana: Stahl AG 7 cards"]').attributes('aria-checked')).toBe('true')
    expect(w.find('[aria-label="Dana: Chip AG 4 cards"]').attributes('aria-checked')).toBe('true')

    const preview = w.find('section.preview')
    const anna = preview.find('[data-player="p1"]').text()
    expect(anna).toContain('Meister Milch & Co: majority, 6 of 9 cards → +6')
    expect(anna).toContain('Glotz TV AG: majority, 4 of 7 cards → +4')
    expect(anna).toContain('Bio GmbH: all 5 cards → +10')
    expect(anna).toContain('Stopp: every card scores → +5')
    expect(anna).toContain('Round total +25')
    expect(anna).toContain('Running total 35')
    const ben = preview.find('[data-player="p2"]').text()
    expect(ben).toContain('Kohle KG: all 9 cards → +18')
    expect(ben).toContain('Meister Milch & Co: 3 of 9 cards do not score → 0')
    const dana = preview.find('[data-player="p4"]').text()
    expect(dana).toContain('Chip AG: bankrupt, 4 cards → \u22124')
    expect(dana).toContain('Round total +10')
    expect(dana).toContain('Running total 17')
    expect(preview.find('[data-player="p3"]').text()).toContain('Running total 19')

    // the confirm button submits the form (happy-dom does not submit on a button click)
    expect(w.find('button[type="submit"]').text()).toBe('Confirm round 2')
    await t.submit()
    expect(submit).toHaveBeenCalledTimes(1)
    const action = submit.mock.calls[0]![0]
    expect(action).toMatchObject({ type: 'scoreRound', middle: 'c9', stopper: 'p1' })
    expect(action.hands.p1).toEqual({ c1: 6, c2: 4, c8: 5 })
    expect(action.hands.p4).toEqual({ c5: 3, c6: 7, c7: 1, c9: 4 })
    await Promise.resolve()
    expect(w.emitted('done')).toHaveLength(1)
    // middle, stopper, 3 players × 3 companies × 2, fill-in, confirm; +1 to open the entry in the app
    const taps = t.count() + 1
    expect(taps).toBe(23)
    expect(taps).toBeLessThanOrEqual(40)
  })

  it('GmbH false Stopp: the preview says the round is dealt again and only the −5 counts', async () => {
    const { w } = setup()
    const t = tapper(w)
    await radio(w, 'Middle card (bankrupt company)', 'Chip AG').trigger('click')
    await radio(w, 'Called Stopp', 'Ben').trigger('click')
    await t.hand('Anna', { 'Meister Milch & Co': 6, 'Glotz TV AG': 4, 'Bio GmbH': 5 })
    await t.hand('Ben', { 'Meister Milch & Co': 3, 'Kohle KG': 9, 'Glotz TV AG': 3 })
    await t.hand('Cem', { 'Auto AG': 7, 'Bank GmbH': 4, 'Öl AG': 4 })
    await w.findAll('button').find((b) => b.text().startsWith('Fill in the last player'))!.trigger('click')
    const preview = w.find('section.preview')
    expect(preview.text()).toContain('The round is dealt again; only the false Stopp counts.')
    const ben = preview.find('[data-player="p2"]').text()
    expect(ben).toContain('False Stopp → −5')
    expect(ben).toContain('Not scoring: Meister Milch & Co, Glotz TV AG')
    expect(ben).toContain('Round total \u22125')
    expect(preview.find('[data-player="p1"]').text()).toContain('Round total 0')
  })

  it('GmbH: confirming an incomplete entry names what is missing and stores nothing', async () => {
    const { w, submit } = setup()
    await w.find('form').trigger('submit')
    const alert = w.findAll('[role="alert"]').map((a) => a.text()).join(' ')
    expect(alert).toContain('Choose the company of the middle card.')
    expect(alert).toContain('Choose who called Stopp.')
    expect(submit).not.toHaveBeenCalled()
  })

  it('GmbH fill-in: needs the middle card first, and refuses when the others hold too many', async () => {
    const { w } = setup()
    const t = tapper(w)
    const fill = () => w.findAll('button').find((b) => b.text().startsWith('Fill in the last player'))!
    await fill().trigger('click')
    expect(w.find('p.field-error[role="alert"]').text()).toBe('Choose the company of the middle card.')
    await radio(w, 'Middle card (bankrupt company)', 'Öl AG').trigger('click')
    await t.hand('Anna', { 'Öl AG': 3 })
    await t.hand('Ben', { 'Öl AG': 2 })
    await fill().trigger('click')
    expect(w.find('p.field-error[role="alert"]').text()).toContain('Cannot fill in: the other hands and the middle card already hold 1 more Öl AG cards')
  })

  it('GmbH: a refused round keeps the entry open with the reason', async () => {
    const { w } = setup({ submit: async () => Promise.reject(Object.assign(new Error('x'), { name: 'RuleError', code: 'storageFull', params: {} })) })
    const t = tapper(w)
    await radio(w, 'Middle card (bankrupt company)', 'Chip AG').trigger('click')
    await radio(w, 'Called Stopp', 'Anna').trigger('click')
    await t.hand('Anna', { 'Meister Milch & Co': 6, 'Glotz TV AG': 4, 'Bio GmbH': 5 })
    await t.hand('Ben', { 'Meister Milch & Co': 3, 'Kohle KG': 9, 'Glotz TV AG': 3 })
    await t.hand('Cem', { 'Auto AG': 7, 'Bank GmbH': 4, 'Öl AG': 4 })
    await w.findAll('button').find((b) => b.text().startsWith('Fill in the last player'))!.trigger('click')
    await w.find('form').trigger('submit')
    await new Promise((r) => setTimeout(r, 0))
    expect(w.find('p.field-error[role="alert"]').text()).toContain('The device storage is full')
    expect(w.emitted('done')).toBeUndefined()
  })
})
