// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { beforeAll, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import EntryDetails from '@/components/history/EntryDetails.vue'
import { useFormat } from '@/composables/useFormat'
import { loadModule } from '@/domain/games'
import { createGmbhGame, type GmbhGame } from '@/domain/games/gmbh'
import type { GameConfig } from '@/domain/games/types'
import type { Locale } from '@/modules/i18n'
import { DECK } from '../../helpers/gmbhDeck'
import { testI18n } from '../../helpers/i18n'

/** useFormat as a component of the open game sees it, in a locale. */
function format(config: GameConfig, locale: Locale = 'en') {
  let fmt: ReturnType<typeof useFormat> | undefined
  mount(
    defineComponent({
      setup() {
        fmt = useFormat(() => config)
        return () => h('div')
      },
    }),
    { global: { plugins: [testI18n(locale)] } },
  )
  if (!fmt) throw new Error('not mounted')
  return fmt
}

/** Six players (the most a GmbH game has): round 1 Anna stops validly, round 2 Ben's Stopp is false (he holds the bankrupt c9). */
function sixPlayerGame(): GmbhGame {
  const g = createGmbhGame({ players: ['Anna', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn'], deck: DECK })
  const hands = {
    Anna: { milch: 9, glotz: 4 },
    Ben: { c3: 7, c9: 1 },
    Cleo: { glotz: 3, c4: 7, c5: 7, c6: 7, c7: 7, c8: 5, c9: 3 },
  }
  g.scoreRound({ hands, middle: 'c9', stopper: 'Anna' })
  g.scoreRound({ hands, middle: 'c9', stopper: 'Ben' })
  return g
}

beforeAll(async () => {
  await loadModule('gmbh')
})

describe('GmbH score pad: points are scored, not paid (issue 12 item 14)', () => {
  it('GmbH history line: the round and every player’s points, none hidden behind "…", no bank', () => {
    const g = sixPlayerGame()
    const [round1, round2] = g.entries.filter((e) => !e.isSetup)
    expect(g.totals()).toEqual({ Anna: 27, Ben: 8, Cleo: 63, Dan: 0, Eva: 0, Finn: 0 })
    const en = format(g.config)
    expect(en.isScorePad()).toBe(true)
    expect(en.describe(round1!)).toBe('Round 1: Anna +27, Ben +13, Cleo +63, Dan 0, Eva 0, Finn 0')
    expect(en.describe(round2!)).toBe('Round 2 · False Stopp, round dealt again: Anna 0, Ben −5, Cleo 0, Dan 0, Eva 0, Finn 0')
    const de = format(g.config, 'de')
    expect(de.describe(round1!)).toBe('Runde 1: Anna +27, Ben +13, Cleo +63, Dan 0, Eva 0, Finn 0')
    expect(de.describe(round2!)).toBe('Runde 2 · Falsches Stopp, Runde neu gegeben: Anna 0, Ben −5, Cleo 0, Dan 0, Eva 0, Finn 0')
  })

  it('GmbH entry details: every player’s points under "Points", no bank row', () => {
    const g = sixPlayerGame()
    const round1 = g.entries.find((e) => e.seq === 1)!
    expect(round1.postings.map((p) => p.account)).toContain('bank')
    const fmt = format(g.config)
    expect(fmt.postingsOf(round1)).toEqual([
      { account: 'Anna', amount: 27 },
      { account: 'Ben', amount: 13 },
      { account: 'Cleo', amount: 63 },
      { account: 'Dan', amount: 0 },
      { account: 'Eva', amount: 0 },
      { account: 'Finn', amount: 0 },
    ])
    const w = mount(EntryDetails, {
      props: { entry: round1, postingsOf: fmt.postingsOf, signed: fmt.signed, isScorePad: true, accountName: fmt.accountName, kindLabel: fmt.kindLabel, dateTime: () => 'now' },
      global: { plugins: [testI18n('en')] },
      attachTo: document.body,
    })
    const text = document.body.textContent ?? ''
    expect(text).toContain('Points')
    expect(text).not.toContain('Bank')
    expect(text).not.toContain('Postings')
    expect([...document.body.querySelectorAll('.details-table tr')].map((r) => r.textContent)).toEqual(['Anna+27', 'Ben+13', 'Cleo+63', 'Dan0', 'Eva0', 'Finn0'])
    w.unmount()
  })

  it('a money game keeps its postings and money (the bank included)', async () => {
    await loadModule('freePlay')
    const config: GameConfig = { type: 'freePlay', players: [{ id: 'a', name: 'Anna', color: '#c00' }], currency: '€', options: {} }
    const fmt = format(config)
    const entry = { kind: 'payment', postings: [{ account: 'a', amount: -200 }, { account: 'bank', amount: 200 }] }
    expect(fmt.isScorePad()).toBe(false)
    expect(fmt.describe(entry)).toBe('Anna paid €200 to Bank')
    expect(fmt.postingsOf(entry)).toEqual(entry.postings)
    expect(fmt.signed(200)).toBe('+€200')
    expect(fmt.entryTitle(entry)).toBe('Payment')
  })
})
