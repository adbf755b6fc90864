// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { mount, type DOMWrapper, type VueWrapper } from '@vue/test-utils'
import RoundEntry from '@/components/games/gmbh/RoundEntry.vue'
import { gmbhConfig, type GmbhAction } from '@/domain/games/gmbh/pack'
import { testI18n } from '../../helpers/i18n'
import { TEST_DECK } from '../../helpers/gmbhDeck'

const PLAYERS = [
  { id: 'p1', name: 'Anna', color: '#d32f2f' },
  { id: 'p2', name: 'Ben', color: '#1976d2' },
  { id: 'p3', name: 'Cem', color: '#388e3c' },
  { id: 'p4', name: 'Dana', color: '#f9a825' },
]
/** A typical round: 4 players with 15 cards in about 3 companies; Dana's hand is filled in from the rest. */
const HANDS: Record<string, Record<string, number>> = {
  Anna: { 'Meister Milch & Co': 6, 'Glotz TV AG': 4, 'Bio GmbH': 5 },
  Ben: { 'Meister Milch & Co': 3, 'Kohle KG': 9, 'Glotz TV AG': 3 },
  Cem: { 'Auto AG': 7, 'Bank GmbH': 4, 'Öl AG': 4 },
}

function setup(opts: { totals?: Record<string, number>; submit?: (a: GmbhAction) => Promise<unknown>; options?: { scoreFalseStop?: boolean } } = {}) {
  const submit = vi.fn(opts.submit ?? (async () => undefined))
  const config = gmbhConfig({ players: PLAYERS, deck: TEST_DECK, ...opts.options })
  const w = mount(RoundEntry, {
    props: { config, totals: opts.totals ?? {}, round: 2, submit },
    global: { plugins: [testI18n('en')] },
  })
  return { w, submit }
}

/** One tap of the banker; what it hits is found when it is made (a count row appears once its company is tapped). */
type Tap = () => Promise<void>

/** The taps of the round entry, each named as a screen reader finds its target. */
function taps(w: VueWrapper) {
  const click =
    (what: string, find: () => DOMWrapper<Element> | undefined): Tap =>
    async () => {
      const el = find()
      expect(el?.exists(), what).toBe(true)
      await el!.trigger('click')
    }
  const pick = (group: string, name: string) => click(`${group} → ${name}`, () => w.find(`[role="radiogroup"][aria-label="${group}"]`).findAll('[role="radio"]').find((b) => b.text() === name))
  const company = (player: string, name: string) => click(`${player} → ${name}`, () => w.find(`[aria-label="Companies in the hand of ${player}"]`).findAll('button').find((b) => b.text() === name))
  const count = (player: string, name: string, n: number) => click(`${player}: ${name} ${n}`, () => w.find(`[aria-label="${player}: ${name} ${n} card${n === 1 ? '' : 's'}"]`))
  /** Company then count for each company of a hand. */
  const hand = (player: string, counts: Record<string, number>) => Object.entries(counts).flatMap(([name, n]) => [company(player, name), count(player, name, n)])
  const fillIn = click('fill in', () => w.findAll('button').find((b) => b.text().startsWith('Fill in the last player')))
  // the confirm button submits the form (happy-dom does not submit on a button click)
  const confirm: Tap = async () => {
    await w.find('form').trigger('submit')
  }
  /** A whole round: middle card, who called Stopp, every entered hand of HANDS, the fill-in, the confirm. */
  const round = (stopper: string): Tap[] => [pick('Middle card (bankrupt company)', 'Chip AG'), pick('Called Stopp', stopper), ...Object.entries(HANDS).flatMap(([p, h]) => hand(p, h)), fillIn, confirm]
  return { pick, company, count, hand, fillIn, confirm, round }
}

async function perform(list: readonly Tap[]) {
  for (const tap of list) await tap()
}

describe('GmbH round entry', () => {
  it('GmbH: a count is one tap on 0..N with radio semantics and names like "Anna: Glotz TV AG 4 cards"', async () => {
    const { w } = setup()
    const t = taps(w)
    await perform([t.company('Anna', 'Glotz TV AG')])
    const group = w.find('[role="radiogroup"][aria-label="Anna: Glotz TV AG"]')
    const radios = group.findAll('[role="radio"]')
    expect(radios.map((r) => r.text())).toEqual(['0', '1', '2', '3', '4', '5', '6', '7'])
    expect(radios[1]!.attributes('aria-label')).toBe('Anna: Glotz TV AG 1 card')
    expect(radios[0]!.attributes('aria-checked')).toBe('true')
    await perform([t.count('Anna', 'Glotz TV AG', 4)])
    expect(w.find('[aria-label="Anna: Glotz TV AG 4 cards"]').attributes('aria-checked')).toBe('true')
    expect(w.findAll('[aria-label^="Anna: Glotz TV AG"][aria-checked="true"]')).toHaveLength(1)
    // a company not tapped shows no count row
    expect(w.find('[aria-label="Anna: Kohle KG"]').exists()).toBe(false)
    expect(w.text()).toContain('4 cards')
  })

  it('GmbH entry check: the live check names the company that does not add up', async () => {
    const { w } = setup()
    const t = taps(w)
    await perform([...t.hand('Anna', { 'Öl AG': 4 }), ...t.hand('Ben', { 'Öl AG': 2 })])
    const alert = w.find('.problems[role="alert"]')
    expect(alert.text()).toContain('Öl AG does not add up: 6 cards entered with the middle card, the company has 5. 1 too many.')
    expect(w.find('[role="status"]').text()).toContain('Not entered yet:')
    expect(w.find('[role="status"]').text()).toContain('Glotz TV AG 7')
  })

  it('GmbH: a typical round (4 players, 15 cards, about 3 companies) takes ≤ 40 taps with the fill-in, shows every scoring line and confirms one action', async () => {
    const { w, submit } = setup({ totals: { p1: 10, p2: 0, p3: -3, p4: 7 } })
    // the budget, written out: middle, stopper, 3 players × 3 companies × 2, fill-in, confirm; +1 to open the entry in the app
    const round = taps(w).round('Anna')
    expect(round.length + 1).toBe(23)
    expect(round.length + 1).toBeLessThanOrEqual(40)
    // exactly these taps, and nothing else, enter the round
    await perform(round.slice(0, -2))
    expect(w.findAll('button').find((b) => b.text().startsWith('Fill in the last player'))!.text()).toContain('Dana')
    await perform(round.slice(-2, -1))
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
    expect(dana).toContain('Chip AG: bankrupt, 4 cards → -4')
    expect(dana).toContain('Round total +10')
    expect(dana).toContain('Running total 17')
    expect(preview.find('[data-player="p3"]').text()).toContain('Running total 19')

    expect(w.find('button[type="submit"]').text()).toBe('Confirm round 2')
    await perform(round.slice(-1))
    expect(submit).toHaveBeenCalledTimes(1)
    const action = submit.mock.calls[0]![0]
    expect(action).toMatchObject({ type: 'scoreRound', middle: 'c9', stopper: 'p1' })
    expect(action.hands.p1).toEqual({ c1: 6, c2: 4, c8: 5 })
    expect(action.hands.p4).toEqual({ c5: 3, c6: 7, c7: 1, c9: 4 })
    await Promise.resolve()
    expect(w.emitted('done')).toHaveLength(1)
  })

  it('GmbH false Stopp: the preview says the round is dealt again and only the -5 counts', async () => {
    const { w } = setup()
    await perform(taps(w).round('Ben').slice(0, -1))
    const preview = w.find('section.preview')
    expect(preview.text()).toContain('The round is dealt again; only the false Stopp counts.')
    const ben = preview.find('[data-player="p2"]').text()
    expect(ben).toContain('False Stopp → -5')
    expect(ben).toContain('Not scoring: Meister Milch & Co, Glotz TV AG')
    expect(ben).toContain('Round total -5')
    expect(preview.find('[data-player="p1"]').text()).toContain('Round total 0')
  })

  it('GmbH: confirming an incomplete entry names what is missing and stores nothing', async () => {
    const { w, submit } = setup()
    await perform([taps(w).confirm])
    const alert = w.findAll('[role="alert"]').map((a) => a.text()).join(' ')
    expect(alert).toContain('Choose the company of the middle card.')
    expect(alert).toContain('Choose who called Stopp.')
    expect(submit).not.toHaveBeenCalled()
  })

  it('GmbH fill-in: needs the middle card first, and refuses when the others hold too many', async () => {
    const { w } = setup()
    const t = taps(w)
    await perform([t.fillIn])
    expect(w.find('p.field-error[role="alert"]').text()).toBe('Choose the company of the middle card.')
    await perform([t.pick('Middle card (bankrupt company)', 'Öl AG'), ...t.hand('Anna', { 'Öl AG': 3 }), ...t.hand('Ben', { 'Öl AG': 2 }), t.fillIn])
    expect(w.find('p.field-error[role="alert"]').text()).toContain('Cannot fill in: the other hands and the middle card already hold 1 more Öl AG cards')
  })

  it('GmbH: a refused round keeps the entry open with the reason', async () => {
    const { w } = setup({ submit: async () => Promise.reject(Object.assign(new Error('x'), { name: 'RuleError', code: 'storageFull', params: {} })) })
    await perform(taps(w).round('Anna'))
    await new Promise((r) => setTimeout(r, 0))
    expect(w.find('p.field-error[role="alert"]').text()).toContain('The device storage is full')
    expect(w.emitted('done')).toBeUndefined()
  })
})
