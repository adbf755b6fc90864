// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import { printedDeck } from '@/domain/games/property/cards'
import { useCardDecksStore } from '@/stores/cardDecks'
import { alerts, button, mountPanel, settle, tap } from './helpers'

/** The editor's card items (one <li> per card). */
const items = (w: VueWrapper) => w.findAll('.editor-card')
const input = (w: VueWrapper, label: string) => {
  const el = w
    .findAll('input')
    .find((i) => i.attributes('aria-label') === label || w.find(`label[for="${i.attributes('id')}"]`).text() === label)
  if (!el) throw new Error(`no field ${label}`)
  return el
}

describe('card sheet and deck editor (DKT/Monopoly decks as lists)', () => {
  it('draws a card of the second deck in 4 taps (its tab) for the preselected player: every effect in one entry, the card’s text in it', async () => {
    const { w, store, ids } = await mountPanel('monopolyDe')
    await store.dispatch({ type: 'salary', player: ids.Ben })
    await settle()
    const before = { ...store.state!.balances }
    await tap(w, 'Card')
    // one deck at a time (issue 35): the Gemeinschaft deck is one tab away
    await tap(w, 'Gemeinschaft')
    expect((await button(w, 'Bankirrtum zu deinen Gunsten: Ben receives €200')).exists()).toBe(true)
    await tap(w, 'Bankirrtum zu deinen Gunsten: Ben receives €200')
    await tap(w, 'Confirm card')
    expect(w.find('[role="dialog"]').exists()).toBe(false)
    expect(store.state!.balances).toEqual({ ...before, [ids.Ben]: before[ids.Ben]! + 200, bank: before.bank! - 200 })
    expect(store.recent[0]!.info).toEqual({
      player: ids.Ben,
      card: 'receive',
      text: 'Bankirrtum zu deinen Gunsten',
      deck: 'gemeinschaft',
      amount: 200,
    })
  })

  it('a move that depends on the space asks it, each space with its outcome, and applies salary and rent together', async () => {
    const { w, store, ids } = await mountPanel('monopolyDe')
    await store.dispatch({ type: 'buy', player: ids.Cem, property: 'Opernplatz' })
    await store.dispatch({ type: 'salary', player: ids.Anna })
    await settle()
    const before = { ...store.state!.balances }
    await tap(w, 'Card')
    await tap(w, 'Rücke vor bis zum Opernplatz: depends on the space')
    expect(w.find('[role="dialog"]').text()).toContain('Drawn on which space?')
    await button(w, 'Drawn on Ereignisfeld, space 7: to Opernplatz · rent €20 to Cem')
    expect((await button(w, 'Confirm card')).attributes('disabled')).toBeDefined()
    await tap(w, 'Drawn on Ereignisfeld, space 36: to Opernplatz · salary €200 · rent €20 to Cem')
    await tap(w, 'Confirm card')
    expect(store.state!.balances).toEqual({
      ...before,
      [ids.Anna]: before[ids.Anna]! + 180,
      [ids.Cem]: before[ids.Cem]! + 20,
      bank: before.bank! - 200,
    })
  })

  it('deck editor: reached in 2 taps; marks bad fields with translated refusals naming them; saves; the game draws the saved deck; entries keep their card', async () => {
    const { w, store, ids } = await mountPanel('dkt')
    await tap(w, 'Card')
    await tap(w, 'Edit decks')
    expect(w.find('[role="dialog"] h2').text()).toBe('Edit decks')
    expect(items(w)).toHaveLength(15)
    // card 1 (Bankzinsen, receive 180): text emptied and a bad amount
    await input(w, 'Text of card 1').setValue('')
    await input(w, 'Amount of card 1').setValue('1,5')
    await tap(w, 'Save deck')
    expect(alerts(w)).toEqual(['Fix the marked fields first'])
    const first = items(w)[0]!
    expect(first.findAll('.field-error').map((e) => e.text())).toEqual([
      'Card text: type 1 to 120 characters',
      'Amount: a whole number from 1 to 1,000,000',
    ])
    expect(input(w, 'Amount of card 1').attributes('aria-invalid')).toBe('true')
    await input(w, 'Text of card 1').setValue('Zinsen vom Sparbuch')
    await input(w, 'Amount of card 1').setValue('190')
    // card 2 becomes "go to jail": its amount field goes
    const kind = items(w)[1]!.find('select')
    await kind.setValue('jail')
    expect(items(w)[1]!.findAll('input')).toHaveLength(1)
    // remove card 3, add one
    await tap(w, 'Remove card 3')
    expect(items(w)).toHaveLength(14)
    await tap(w, 'Add a card')
    expect(items(w)).toHaveLength(15)
    await input(w, 'Text of card 15').setValue('Feriengeld')
    await tap(w, 'Save deck')
    expect(w.find('[role="status"]').text()).toBe('Deck saved')
    const decks = useCardDecksStore()
    const saved = decks.cardsOf('dkt', 'bank')
    expect(saved[0]).toEqual({ text: 'Zinsen vom Sparbuch', kind: 'receive', amount: 190 })
    expect(saved[1]).toEqual({ text: 'Gewonnene Wette', kind: 'jail' })
    expect(saved[14]).toEqual({ text: 'Feriengeld', kind: 'pay', amount: 50 })
    expect(saved).toHaveLength(15)

    // back to the cards: the game draws from the saved deck
    await tap(w, 'To the cards')
    await tap(w, 'Zinsen vom Sparbuch: Anna receives €190')
    await tap(w, 'Confirm card')
    expect(store.recent[0]!.info).toMatchObject({ player: ids.Anna, text: 'Zinsen vom Sparbuch', amount: 190 })
    const entry = structuredClone(store.recent[0]!)
    // back to the printed deck: the entry already drawn keeps its card
    await decks.reset('dkt', 'bank')
    expect(decks.cardsOf('dkt', 'bank')).toEqual(printedDeck('dkt', 'bank'))
    expect(store.recent[0]).toEqual(entry)
  })

  it('German: the editor’s refusals name the field in German', async () => {
    const { w } = await mountPanel('monopolyDe', {}, 'de')
    await tap(w, 'Karte')
    await tap(w, 'Stapel bearbeiten')
    await input(w, 'Betrag von Karte 12').setValue('0')
    expect(items(w)[11]!.find('.field-error').text()).toBe('Betrag: eine ganze Zahl von 1 bis 1.000.000')
  })
})
