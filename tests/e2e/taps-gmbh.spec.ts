import { test, expect, type Locator, type Page } from '@playwright/test'
import { GmbhPage } from './pages/GmbhPage'
import { recordFlow, tapEach } from './budget'
import { DEMO_GMBH_DECK, DEMO_GMBH_PLAYERS } from '../../src/domain/games/gmbh/demo'
import { withLastHand } from '../../src/domain/games/gmbh/entry'
import { scoreRound, type Hand } from '../../src/domain/games/gmbh/scoring'

// Issue 14: a GmbH round of 4 × 15 cards in ≤ 20 taps (before: 27 taps for this very round — open,
// middle, Stopp, company then count for each of the 11 companies entered, fill-in, confirm).
// The budget is proven by its outcome: exactly these taps are made, then the totals on the score
// pad are the ones the domain's scoring computes for the round.

/** The round by company name: Anna stops validly with 3 companies, Ben and Cem hold 4 each; Dana's hand is filled in. */
const HANDS: Record<string, Record<string, number>> = {
  Anna: { 'Meister Milch & Co': 6, 'Glotz TV AG': 4, 'Demo B': 5 },
  Ben: { 'Meister Milch & Co': 3, 'Demo C': 4, 'Demo D': 4, 'Demo E': 4 },
  Cem: { 'Demo A': 3, 'Demo C': 3, 'Demo D': 3, 'Demo F': 6 },
}
const MIDDLE = 'Demo A'
const STOPPER = 'Anna'
const BUDGET = 20

/** The exact taps: open the entry, middle card, who called Stopp, one tap per company of each entered hand and "Next" under it, confirm. */
function roundTaps(page: Page, round: number): Locator[] {
  const form = page.getByRole('form', { name: `Score round ${round}` })
  const names = [...DEMO_GMBH_PLAYERS]
  const hands = Object.entries(HANDS).flatMap(([player, hand]) => {
    const next = names[names.indexOf(player as (typeof names)[number]) + 1]!
    return [
      ...Object.entries(hand).map(([company, n]) =>
        form.getByRole('radio', { name: `${player}: ${company} ${n} card${n === 1 ? '' : 's'}`, exact: true }),
      ),
      form
        .getByRole('group', { name: `Companies in the hand of ${player}` })
        .getByRole('button', { name: `Next: ${next}`, exact: true }),
    ]
  })
  return [
    page.getByRole('button', { name: `Score round ${round}`, exact: true }),
    form
      .getByRole('radiogroup', { name: 'Middle card (bankrupt company)' })
      .getByRole('radio', { name: MIDDLE, exact: true }),
    form.getByRole('radiogroup', { name: 'Called Stopp' }).getByRole('radio', { name: STOPPER, exact: true }),
    ...hands,
    form.getByRole('button', { name: `Confirm round ${round}`, exact: true }),
  ]
}

/** The points of the round as the domain scores it, by player name (the filled-in hand by withLastHand). */
function expectedPoints(): Record<string, number> {
  const idOf = (company: string) => DEMO_GMBH_DECK.find((c) => c.name === company)!.id
  const players = DEMO_GMBH_PLAYERS.map((name, i) => ({ id: `p${i + 1}`, name }))
  const hands: Record<string, Hand> = {}
  for (const p of players)
    hands[p.id] = Object.fromEntries(Object.entries(HANDS[p.name] ?? {}).map(([c, n]) => [idOf(c), n]))
  const filled = withLastHand(DEMO_GMBH_DECK, players, {
    hands: { ...hands, p4: {} },
    middle: idOf(MIDDLE),
    stopper: 'p1',
  })
  expect(filled.filled).toBe('p4')
  const result = scoreRound(DEMO_GMBH_DECK, { hands: filled.hands, middle: idOf(MIDDLE), stopper: 'p1' })
  expect(result.validStop).toBe(true)
  return Object.fromEntries(players.map((p) => [p.name, result.points[p.id]!]))
}

test('GmbH: a round of 4 × 15 cards in ≤ 20 taps (one tap per company, Next under each hand, the last hand filled in)', async ({
  page,
}) => {
  const g = new GmbhPage(page)
  await g.gotoHome()
  await g.tryDemo('GmbH & Co. KG')
  const taps = roundTaps(page, 1)
  expect(taps).toHaveLength(18)
  expect(taps.length).toBeLessThanOrEqual(BUDGET)

  const form = g.entry(1)
  await tapEach(taps.slice(0, -1))
  // the last hand is filled in, shown and counted; the check agrees before the confirm
  const dana = form.getByRole('group', { name: 'Companies in the hand of Dana' })
  await expect(dana.getByText('filled in', { exact: true })).toBeVisible()
  await expect(dana.getByText('15 cards', { exact: true })).toBeVisible()
  await expect(form.getByRole('radio', { name: 'Dana: Demo G 7 cards', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await expect(form.getByRole('status').filter({ hasText: 'Every company adds up.' })).toBeVisible()
  // after "Next" Dana's hand starts in view; with count buttons of 44 × 44 px (issue 35) its last
  // companies are a scroll away on a phone (a scroll, not a tap)
  await expect(dana.getByRole('radiogroup', { name: 'Dana: Meister Milch & Co' })).toBeInViewport()
  await dana.getByRole('radiogroup', { name: 'Dana: Demo G' }).scrollIntoViewIfNeeded()
  await expect(dana.getByRole('radiogroup', { name: 'Dana: Demo G' })).toBeInViewport()
  await tapEach(taps.slice(-1))
  await expect(form).toBeHidden()

  const points = expectedPoints()
  expect(points).toEqual({ Anna: 25, Ben: 12, Cem: 3, Dana: 13 })
  for (const [player, n] of Object.entries(points)) await g.expectTotal(player, n)
  await expect(
    page.getByRole('status').filter({ hasText: 'Round 1: Anna +25, Ben +12, Cem +3, Dana +13' }),
  ).toBeVisible()
  recordFlow(
    'GmbH round, 4 players × 15 cards (3–4 companies a hand), last hand filled in',
    taps,
    `≤ ${BUDGET} (before: 27)`,
  )
})
