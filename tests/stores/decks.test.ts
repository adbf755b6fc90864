import { describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { getDb } from '@/db'
import type { Company } from '@/domain/games/gmbh/deck'
import { deckFromRecord, useDecksStore } from '@/stores/decks'
import { TEST_DECK } from '../helpers/gmbhDeck'
import { expectRuleErrorAsync } from '../helpers/ruleError'
import { freshStoresEachTest } from './freshStores'

const STANDARD: Company[] = TEST_DECK

describe('decks store (GmbH decks in Dexie)', () => {
  freshStoresEachTest()

  it('GmbH deck: a standard 61-card deck is saved once and reused, newest first', async () => {
    const store = useDecksStore()
    expect(await store.load()).toEqual([])
    const a = await store.save({ name: '  Our box ', companies: STANDARD, custom: false }, 1000)
    expect(a.name).toBe('Our box')
    const b = await store.save({ name: 'Club box', companies: STANDARD.map((c) => ({ ...c, name: c.name + ' ' })), custom: false }, 2000)
    expect(b.companies[0]!.name).toBe('Meister Milch & Co')

    setActivePinia(createPinia())
    const fresh = useDecksStore()
    const list = await fresh.load()
    expect(list.map((d) => d.name)).toEqual(['Club box', 'Our box'])
    expect(list[1]!.companies).toEqual(STANDARD)
    expect(list[1]!.custom).toBe(false)
  })

  it('GmbH deck: saving again with the id overwrites the deck; remove deletes it', async () => {
    const store = useDecksStore()
    const a = await store.save({ name: 'Box', companies: STANDARD, custom: false }, 1000)
    const renamed = STANDARD.map((c) => (c.id === 'c3' ? { ...c, name: 'Kohle & Koks KG' } : c))
    await store.save({ id: a.id, name: 'Box', companies: renamed, custom: false }, 2000)
    expect(await getDb().decks.count()).toBe(1)
    expect((await store.load())[0]!.companies[2]!.name).toBe('Kohle & Koks KG')
    await store.remove(a.id)
    expect(store.decks).toEqual([])
    expect(await getDb().decks.count()).toBe(0)
  })

  it('GmbH deck: a standard deck that is off from 61 cards is refused and says by how much', async () => {
    const store = useDecksStore()
    const off = STANDARD.map((c) => (c.id === 'c9' ? { ...c, cards: 9 } : c))
    await expectRuleErrorAsync(store.save({ name: 'Box', companies: off, custom: false }), 'deckCardsTooMany', { over: 4 })
    expect(await getDb().decks.count()).toBe(0)
  })

  it('GmbH deck: a custom deck (other counts) is saved when marked custom', async () => {
    const store = useDecksStore()
    const custom = [...STANDARD.slice(0, 3), { id: 'c10', name: 'Extra AG', cards: 8 }]
    const saved = await store.save({ name: 'House deck', companies: custom, custom: true })
    expect(saved.custom).toBe(true)
    expect((await store.load())[0]!.companies).toHaveLength(4)
  })

  it('GmbH deck: names and companies are checked (empty deck name, empty or duplicate company names)', async () => {
    const store = useDecksStore()
    await expectRuleErrorAsync(store.save({ name: '  ', companies: STANDARD, custom: false }), 'deckNameEmpty')
    await expectRuleErrorAsync(store.save({ name: 'x'.repeat(41), companies: STANDARD, custom: false }), 'deckNameTooLong')
    const unnamed = STANDARD.map((c) => (c.id === 'c5' ? { ...c, name: ' ' } : c))
    await expectRuleErrorAsync(store.save({ name: 'Box', companies: unnamed, custom: false }), 'companyNameEmpty')
    const twice = STANDARD.map((c) => (c.id === 'c5' ? { ...c, name: 'auto ag' } : c))
    await expectRuleErrorAsync(store.save({ name: 'Box', companies: twice, custom: true }), 'companyNameDuplicate')
  })

  it('GmbH deck: stored records that are not usable decks are skipped when loading', async () => {
    await getDb().decks.bulkPut([
      { id: 'broken', name: 'Broken', deck: { companies: 'nope' }, updatedAt: 3 },
      { id: 'short', name: 'Short', deck: { companies: STANDARD.slice(0, 8) as never, custom: false }, updatedAt: 2 },
      { id: 'ok', name: 'Fine', deck: { companies: STANDARD as never, custom: false }, updatedAt: 1 },
    ])
    const list = await useDecksStore().load()
    expect(list.map((d) => d.id)).toEqual(['ok'])
    expect(deckFromRecord({ id: 'x', name: 'x', deck: null, updatedAt: 0 })).toBeNull()
  })
})
