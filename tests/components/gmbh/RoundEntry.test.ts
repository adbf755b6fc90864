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

function setup(
  opts: {
    totals?: Record<string, number>
    submit?: (a: GmbhAction) => Promise<unknown>
    options?: { scoreFalseStop?: boolean }
  } = {},
) {
  const submit = vi.fn(opts.submit ?? (async () => undefined))
  const config = gmbhConfig({ players: PLAYERS, deck: TEST_DECK, ...opts.options })
  const w = mount(RoundEntry, {
    props: { config, totals: opts.totals ?? {}, round: 2, submit },
    global: { plugins: [testI18n('en')] },
  })
  return { w, submit }
}

/** One tap of the banker; what it hits is found when it is made. */
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
  const pick = (group: string, name: string) =>
    click(`${group} → ${name}`, () =>
      w
        .find(`[role="radiogroup"][aria-label="${group}"]`)
        .findAll('[role="radio"]')
        .find((b) => b.text() === name),
    )
  const count = (player: string, name: string, n: number) =>
    click(`${player}: ${name} ${n}`, () => w.find(`[aria-label="${player}: ${name} ${n} card${n === 1 ? '' : 's'}"]`))
  /** One tap on the count of each company of a hand (every company has its row of counts). */
  const hand = (player: string, counts: Record<string, number>) =>
    Object.entries(counts).map(([name, n]) => count(player, name, n))
  /** "Next: …" under a player's hand. */
  const next = (player: string) =>
    click(`next after ${player}`, () =>
      w
        .find(`[aria-label="Companies in the hand of ${player}"]`)
        .findAll('button')
        .find((b) => b.text().startsWith('Next:')),
    )
  const fillIn = click('fill in', () => w.findAll('button').find((b) => b.text().startsWith('Fill in the last player')))
  // the confirm button submits the form (happy-dom does not submit on a button click)
  const confirm: Tap = async () => {
    await w.find('form').trigger('submit')
  }
  /** A whole round: middle card, who called Stopp, each entered hand of HANDS and "Next" under it (Dana is filled in), the confirm. */
  const round = (stopper: string): Tap[] => [
    pick('Middle card (bankrupt company)', 'Chip AG'),
    pick('Called Stopp', stopper),
    ...Object.entries(HANDS).flatMap(([p, h]) => [...hand(p, h), next(p)]),
    confirm,
  ]
  return { pick, count, hand, next, fillIn, confirm, round }
}

async function perform(list: readonly Tap[]) {
  for (const tap of list) await tap()
}

describe('GmbH round entry', () => {
  it('GmbH: every company of the deck has its row of counts 0..N in each hand, one tap with radio semantics, named like "Anna: Glotz TV AG 4 cards"', async () => {
    const { w } = setup()
    const t = taps(w)
    const anna = w.find('[aria-label="Companies in the hand of Anna"]')
    expect(anna.findAll('[role="radiogroup"]').map((g) => g.attributes('aria-label'))).toEqual(
      TEST_DECK.map((c) => `Anna: ${c.name}`),
    )
    const group = w.find('[role="radiogroup"][aria-label="Anna: Glotz TV AG"]')
    const radios = group.findAll('[role="radio"]')
    expect(radios.map((r) => r.text())).toEqual(['0', '1', '2', '3', '4', '5', '6', '7'])
    expect(radios[1]!.attributes('aria-label')).toBe('Anna: Glotz TV AG 1 card')
    expect(radios[0]!.attributes('aria-checked')).toBe('true')
    await perform([t.count('Anna', 'Glotz TV AG', 4)])
    expect(w.find('[aria-label="Anna: Glotz TV AG 4 cards"]').attributes('aria-checked')).toBe('true')
    expect(w.findAll('[aria-label^="Anna: Glotz TV AG"][aria-checked="true"]')).toHaveLength(1)
    expect(anna.find('h3').text()).toBe('Anna')
    expect(anna.text()).toContain('4 cards')
    // a typed digit on a focused row sets the count too
    await w.find('[aria-label="Anna: Kohle KG 0 cards"]').trigger('keydown', { key: '6' })
    expect(w.find('[aria-label="Anna: Kohle KG 6 cards"]').attributes('aria-checked')).toBe('true')
    expect(anna.text()).toContain('10 cards')
  })

  it('GmbH: each company is shown in its colour with readable text, the counts beyond what is left fainter', async () => {
    const { w } = setup()
    const labels = w.find('[aria-label="Companies in the hand of Ben"]').findAll('.company-chip')
    expect(labels.map((l) => l.text())).toEqual(TEST_DECK.map((c) => c.name))
    expect(labels[0]!.attributes('style')).toContain('--company-bg: #e69f00')
    expect(labels[0]!.attributes('style')).toContain('--company-fg: #000000')
    expect(labels[4]!.attributes('style')).toContain('--company-bg: #0072b2')
    expect(labels[4]!.attributes('style')).toContain('--company-fg: #ffffff')
    await perform([taps(w).count('Anna', 'Glotz TV AG', 5)])
    const ben = w.find('[role="radiogroup"][aria-label="Ben: Glotz TV AG"]').findAll('[role="radio"]')
    // 7 − Anna's 5 = 2 left for Ben: 3..7 fainter, still choices
    expect(ben.map((r) => r.classes().includes('chip-muted'))).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
    ])
    expect(ben.every((r) => r.attributes('disabled') === undefined)).toBe(true)
  })

  it('GmbH: a tap on a company’s name puts all its cards still left into the hand', async () => {
    const { w } = setup()
    const t = taps(w)
    const name = (player: string, company: string) =>
      w
        .find(`[aria-label="Companies in the hand of ${player}"]`)
        .findAll('button')
        .find((b) => b.text() === company)!
    await perform([t.pick('Middle card (bankrupt company)', 'Chip AG'), t.count('Anna', 'Meister Milch & Co', 6)])
    await name('Ben', 'Meister Milch & Co').trigger('click')
    expect(w.find('[aria-label="Ben: Meister Milch & Co 3 cards"]').attributes('aria-checked')).toBe('true')
    // the middle card is not in any hand: 4 of Chip AG are left
    await name('Cem', 'Chip AG').trigger('click')
    expect(w.find('[aria-label="Cem: Chip AG 4 cards"]').attributes('aria-checked')).toBe('true')
    // nothing left: the count goes to 0
    await name('Dana', 'Meister Milch & Co').trigger('click')
    expect(w.find('[aria-label="Dana: Meister Milch & Co 0 cards"]').attributes('aria-checked')).toBe('true')
  })

  it('GmbH entry check: the live check names the company that does not add up', async () => {
    const { w } = setup()
    const t = taps(w)
    await perform([...t.hand('Anna', { 'Öl AG': 4 }), ...t.hand('Ben', { 'Öl AG': 2 })])
    const alert = w.find('.problems[role="alert"]')
    expect(alert.text()).toContain(
      'Öl AG does not add up: 6 entered with the middle card, the company has 5. 1 too many.',
    )
    expect(w.find('[role="status"]').text()).toContain('Not entered yet:')
    expect(w.find('[role="status"]').text()).toContain('Glotz TV AG 7')
  })

  it('GmbH: a round of 4 × 15 cards in ≤ 20 taps: one tap per company, Next under each hand, the last hand filled in by itself; every scoring line, one action', async () => {
    const { w, submit } = setup({ totals: { p1: 10, p2: 0, p3: -3, p4: 7 } })
    // the budget, written out: middle, stopper, 3 players × 3 companies and Next, confirm; +1 to open the entry in the app
    const round = taps(w).round('Anna')
    expect(round.length + 1).toBe(16)
    expect(round.length + 1).toBeLessThanOrEqual(20)
    // exactly these taps, and nothing else, enter the round
    await perform(round.slice(0, -1))
    const danaHand = w.find('[aria-label="Companies in the hand of Dana"]')
    expect(danaHand.text()).toContain('filled in')
    expect(danaHand.text()).toContain('15 cards')
    expect(w.find('[role="status"]').text()).toContain('Every company adds up.')
    expect(w.find('[aria-label="Dana: Stahl AG 7 cards"]').attributes('aria-checked')).toBe('true')
    expect(w.find('[aria-label="Dana: Chip AG 4 cards"]').attributes('aria-checked')).toBe('true')
    // the step bar counts every hand
    expect(
      w
        .find('nav[aria-label="Steps of the round entry"]')
        .findAll('button')
        .map((b) => b.attributes('aria-label') ?? b.text()),
    ).toEqual([
      'Middle card and Stopp',
      'Hand of Anna: 15 cards',
      'Hand of Ben: 15 cards',
      'Hand of Cem: 15 cards',
      'Hand of Dana: 15 cards',
      'Scoring',
    ])

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

  it('GmbH: the filled-in hand follows the others until it is tapped; then it is an entered hand and the button fills it in again', async () => {
    const { w } = setup()
    const t = taps(w)
    await perform([
      t.pick('Middle card (bankrupt company)', 'Chip AG'),
      ...t.hand('Anna', HANDS.Anna!),
      ...t.hand('Ben', HANDS.Ben!),
    ])
    // two hands empty: nothing filled in yet
    const dana = () => w.find('[aria-label="Companies in the hand of Dana"]')
    expect(dana().text()).toContain('Filled in by itself once the other hands are entered.')
    expect(dana().text()).toContain('no cards')
    await perform(t.hand('Cem', HANDS.Cem!))
    expect(dana().text()).toContain('filled in')
    expect(w.find('[aria-label="Dana: Stahl AG 7 cards"]').attributes('aria-checked')).toBe('true')
    // Cem's hand changes: Dana's follows
    await perform([t.count('Cem', 'Öl AG', 3)])
    expect(w.find('[aria-label="Dana: Öl AG 2 cards"]').attributes('aria-checked')).toBe('true')
    // a tap on Dana's hand makes it hers as shown, with the change
    await perform([t.count('Dana', 'Stahl AG', 6)])
    expect(dana().text()).not.toContain('filled in')
    // 16 filled in (Cem gave up an Öl AG card), one Stahl AG card less: 15
    expect(dana().text()).toContain('15 cards')
    expect(w.find('[aria-label="Dana: Stahl AG 6 cards"]').attributes('aria-checked')).toBe('true')
    expect(w.find('[role="status"]').text()).toContain('Not entered yet: Stahl AG 1')
    await perform([t.fillIn])
    expect(w.find('[aria-label="Dana: Stahl AG 7 cards"]').attributes('aria-checked')).toBe('true')
    expect(w.find('[role="status"]').text()).toContain('Every company adds up.')
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
    const alert = w
      .findAll('[role="alert"]')
      .map((a) => a.text())
      .join(' ')
    expect(alert).toContain('Choose the company of the middle card.')
    expect(alert).toContain('Choose who called Stopp.')
    expect(submit).not.toHaveBeenCalled()
  })

  it('GmbH fill-in: needs the middle card first, and refuses when the others hold too many', async () => {
    const { w } = setup()
    const t = taps(w)
    await perform([t.fillIn])
    expect(w.find('p.field-error[role="alert"]').text()).toBe('Choose the company of the middle card.')
    await perform([
      t.pick('Middle card (bankrupt company)', 'Öl AG'),
      ...t.hand('Anna', { 'Öl AG': 3 }),
      ...t.hand('Ben', { 'Öl AG': 2 }),
      t.fillIn,
    ])
    expect(w.find('p.field-error[role="alert"]').text()).toContain(
      'Cannot fill in: the other hands and the middle card already hold 1 more Öl AG cards',
    )
  })

  it('GmbH: a refused round keeps the entry open with the reason', async () => {
    const { w } = setup({
      submit: async () =>
        Promise.reject(Object.assign(new Error('x'), { name: 'RuleError', code: 'storageFull', params: {} })),
    })
    await perform(taps(w).round('Anna'))
    await new Promise((r) => setTimeout(r, 0))
    expect(w.find('p.field-error[role="alert"]').text()).toContain('The device storage is full')
    expect(w.emitted('done')).toBeUndefined()
  })
})
