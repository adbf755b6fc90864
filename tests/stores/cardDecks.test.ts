import { describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { getDb } from '@/db'
import { printedDeck } from '@/domain/games/property/cards'
import { useCardDecksStore, cardDeckId } from '@/stores/cardDecks'
import { useDecksStore } from '@/stores/decks'
import { TEST_DECK } from '../helpers/gmbhDeck'
import { expectRuleErrorAsync } from '../helpers/ruleError'
import { freshStoresEachTest } from './freshStores'

describe('card decks store (DKT/Monopoly decks in the Dexie decks table)', () => {
  freshStoresEachTest()

  it('draws from the printed deck until one is saved; a saved deck survives a reload; reset goes back', async () => {
    const store = useCardDecksStore()
    await store.load()
    expect(store.cardsOf('monopolyDe', 'ereignis')).toEqual(printedDeck('monopolyDe', 'ereignis'))
    expect(store.isEdited('monopolyDe', 'ereignis')).toBe(false)
    const edited = [
      ...printedDeck('monopolyDe', 'ereignis').slice(1),
      { text: ' Feriengeld ', kind: 'receive', amount: 100 },
    ]
    const saved = await store.save('monopolyDe', 'ereignis', edited, 1000)
    expect(saved).toHaveLength(16)
    expect(saved[15]).toEqual({ text: 'Feriengeld', kind: 'receive', amount: 100 })

    setActivePinia(createPinia())
    const fresh = useCardDecksStore()
    await fresh.load()
    expect(fresh.cardsOf('monopolyDe', 'ereignis')).toEqual(saved)
    expect(fresh.isEdited('monopolyDe', 'ereignis')).toBe(true)
    // the other decks are untouched
    expect(fresh.cardsOf('monopolyDe', 'gemeinschaft')).toEqual(printedDeck('monopolyDe', 'gemeinschaft'))
    await fresh.save('monopolyDe', 'ereignis', saved.slice(0, 3), 2000)
    expect(await getDb().decks.count()).toBe(1)
    await fresh.reset('monopolyDe', 'ereignis')
    expect(fresh.cardsOf('monopolyDe', 'ereignis')).toEqual(printedDeck('monopolyDe', 'ereignis'))
    expect(await getDb().decks.count()).toBe(0)
  })

  it('saving the printed deck removes the saved one', async () => {
    const store = useCardDecksStore()
    await store.save('dkt', 'bank', printedDeck('dkt', 'bank').slice(2))
    expect(await getDb().decks.count()).toBe(1)
    await store.save('dkt', 'bank', printedDeck('dkt', 'bank'))
    expect(await getDb().decks.count()).toBe(0)
    expect(store.isEdited('dkt', 'bank')).toBe(false)
  })

  it('refuses a bad card naming its field and number, and an empty deck; nothing is stored', async () => {
    const store = useCardDecksStore()
    const bad = printedDeck('dkt', 'risiko').map((c, i) => (i === 2 ? { ...c, amount: 0 } : c))
    await expectRuleErrorAsync(store.save('dkt', 'risiko', bad), 'cardAmount', { n: 3, min: 1 })
    await expectRuleErrorAsync(store.save('dkt', 'risiko', []), 'cardDeckEmpty')
    expect(await getDb().decks.count()).toBe(0)
  })

  it('shares the decks table with the GmbH decks: each store lists only its own records; broken records are skipped', async () => {
    const cards = useCardDecksStore()
    const gmbh = useDecksStore()
    await gmbh.save({ name: 'Our box', companies: TEST_DECK, custom: false }, 1000)
    await cards.save('dkt', 'bank', printedDeck('dkt', 'bank').slice(1), 2000)
    await getDb().decks.put({
      id: cardDeckId('dkt', 'risiko'),
      name: 'broken',
      deck: { kind: 'propertyCards', game: 'dkt', deck: 'risiko', cards: [{ text: '', kind: 'pay' }] },
      updatedAt: 3000,
    })
    await getDb().decks.put({
      id: 'x',
      name: 'wrong id',
      deck: { kind: 'propertyCards', game: 'dkt', deck: 'risiko', cards: printedDeck('dkt', 'risiko') },
      updatedAt: 3000,
    })
    setActivePinia(createPinia())
    const g2 = useDecksStore()
    const c2 = useCardDecksStore()
    expect((await g2.load()).map((d) => d.name)).toEqual(['Our box'])
    expect((await c2.load()).map((d) => d.id)).toEqual([cardDeckId('dkt', 'bank')])
    expect(c2.cardsOf('dkt', 'risiko')).toEqual(printedDeck('dkt', 'risiko'))
  })
})
