// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { beforeAll, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import EntryDetails from '@/components/history/EntryDetails.vue'
import HistoryList from '@/components/ledger/HistoryList.vue'
import { useFormat } from '@/composables/useFormat'
import { effectLines } from '@/domain/export/effects'
import { loadModule } from '@/domain/games'
import { createGmbhGame, type GmbhGame } from '@/domain/games/gmbh'
import type { GameConfig } from '@/domain/games/types'
import type { Entry } from '@/domain/ledger/types'
import type { Locale } from '@/modules/i18n'
import { DECK } from '../../helpers/gmbhDeck'
import { testI18n } from '../../helpers/i18n'

/**
 * The history of the open game as its screens compose it with useFormat: the list of entries
 * (HistoryList, as on the game screen) and the details sheet of one entry (EntryDetails).
 */
function history(config: GameConfig, entries: readonly Entry[], details: Entry, locale: Locale = 'en') {
  const Screen = defineComponent({
    setup() {
      const fmt = useFormat(() => config)
      return () => [
        h(HistoryList, { entries, describe: fmt.describe, time: () => '' }),
        h(EntryDetails, {
          entry: details,
          postingsOf: fmt.postingsOf,
          signed: fmt.signed,
          isScorePad: fmt.isScorePad(),
          accountName: fmt.accountName,
          kindLabel: fmt.kindLabel,
          dateTime: () => '',
          describe: fmt.describe,
          changes: (e: Entry) => effectLines(e.effects, config, fmt.words),
        }),
      ]
    },
  })
  const w = mount(Screen, { global: { plugins: [testI18n(locale)] }, attachTo: document.body })
  const texts = (selector: string) =>
    [...document.body.querySelectorAll(selector)].map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim())
  // a details row: the account and its amount
  const rows = [...document.body.querySelectorAll('.details-table tr')].map((tr) =>
    [...tr.children].map((cell) => cell.textContent?.trim()).join(' '),
  )
  const shown = { lines: texts('.history-text'), heading: texts('h3'), rows, all: document.body.textContent ?? '' }
  w.unmount()
  return shown
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
  it('GmbH history line: the round and every player’s points (minus as Intl writes it), none hidden behind "…", no bank', () => {
    const g = sixPlayerGame()
    const [round1, round2] = g.entries
    expect(g.totals()).toEqual({ Anna: 27, Ben: 8, Cleo: 63, Dan: 0, Eva: 0, Finn: 0 })
    expect(history(g.config, [round2!, round1!], round1!).lines).toEqual([
      'Round 2 · False Stopp, round dealt again: Anna 0, Ben -5, Cleo 0, Dan 0, Eva 0, Finn 0',
      'Round 1: Anna +27, Ben +13, Cleo +63, Dan 0, Eva 0, Finn 0',
    ])
    expect(history(g.config, [round2!, round1!], round1!, 'de').lines).toEqual([
      'Runde 2 · Falsches Stopp, Runde neu gegeben: Anna 0, Ben -5, Cleo 0, Dan 0, Eva 0, Finn 0',
      'Runde 1: Anna +27, Ben +13, Cleo +63, Dan 0, Eva 0, Finn 0',
    ])
  })

  it('GmbH entry details: every player’s points under "Points", no bank row', () => {
    const g = sixPlayerGame()
    const round1 = g.entries[0]!
    expect(round1.postings.map((p) => p.account)).toContain('bank')
    const shown = history(g.config, [round1], round1)
    expect(shown.heading).toContain('Points')
    expect(shown.heading).not.toContain('Postings')
    expect(shown.rows).toEqual(['Anna +27', 'Ben +13', 'Cleo +63', 'Dan 0', 'Eva 0', 'Finn 0'])
    expect(shown.all).not.toContain('Bank')
  })

  it('a money game keeps its postings and money (the bank included)', async () => {
    await loadModule('freePlay')
    const config: GameConfig = {
      type: 'freePlay',
      players: [{ id: 'a', name: 'Anna', color: '#c00' }],
      currency: '€',
      options: {},
    }
    const payment: Entry = {
      id: 'e1',
      gameId: 'g',
      seq: 1,
      ts: 0,
      kind: 'payment',
      postings: [
        { account: 'a', amount: -200 },
        { account: 'bank', amount: 200 },
      ],
      isSetup: false,
      isUndone: false,
    }
    const shown = history(config, [payment], payment)
    expect(shown.lines).toEqual(['Anna paid €200 to Bank'])
    expect(shown.heading).toContain('Postings')
    expect(shown.rows).toEqual(['Anna -€200', 'Bank +€200'])
  })
})
