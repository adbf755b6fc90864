import { describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { getDb } from '@/db'
import { COMPANY_COLORS, withCompanyColors, type Company } from '@/domain/games/gmbh/deck'
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
    const b = await store.save(
      { name: 'Club box', companies: STANDARD.map((c) => ({ ...c, name: c.name + ' ' })), custom: false },
      2000,
    )
    expect(b.companies[0]!.name).toBe('Meister Milch & Co')

    setActivePinia(createPinia())
    const fresh = useDecksStore()
    const list = await fresh.load()
    expect(list.map((d) => d.name)).toEqual(['Club box', 'Our box'])
    // saved with its colours: the defaults by position when none was chosen
    expect(list[1]!.companies).toEqual(withCompanyColors(STANDARD))
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
    await expectRuleErrorAsync(store.save({ name: 'Box', companies: off, custom: false }), 'deckCardsTooMany', {
      over: 4,
    })
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
    await expectRuleErrorAsync(
      store.save({ name: 'x'.repeat(41), companies: STANDARD, custom: false }),
      'deckNameTooLong',
    )
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

  it('GmbH deck: each company’s colour is saved with the deck; a deck saved before colours gets the defaults (Okabe–Ito order)', async () => {
    const store = useDecksStore()
    const chosen = STANDARD.map((c, i) => (i === 0 ? { ...c, color: '#FFFFFF' } : c))
    await store.save({ name: 'Box', companies: chosen, custom: false }, 1000)
    const rec = (await getDb().decks.toArray())[0]!
    const stored = (rec.deck as { companies: Company[] }).companies
    expect(stored.map((c) => c.color)).toEqual(['#ffffff', ...COMPANY_COLORS.slice(1)])
    // an older record: companies without colours
    await getDb().decks.put({
      id: 'old',
      name: 'Old box',
      deck: { companies: STANDARD.map(({ id, name, cards }) => ({ id, name, cards })), custom: false },
      updatedAt: 500,
    })
    setActivePinia(createPinia())
    const list = await useDecksStore().load()
    expect(list.find((d) => d.id === 'old')!.companies.map((c) => c.color)).toEqual([...COMPANY_COLORS])
    expect(list.find((d) => d.id === rec.id)!.companies[0]!.color).toBe('#ffffff')
  })

  it('GmbH deck: a colour that is not #rrggbb is refused with the company named, and a stored one makes the record unusable', async () => {
    const store = useDecksStore()
    const bad = STANDARD.map((c, i) => (i === 2 ? { ...c, color: 'red;background:url(x)' } : c))
    await expectRuleErrorAsync(store.save({ name: 'Box', companies: bad, custom: false }), 'companyColorInvalid', {
      position: 3,
      company: 'Kohle KG',
    })
    expect(await getDb().decks.count()).toBe(0)
    expect(deckFromRecord({ id: 'x', name: 'X', deck: { companies: bad, custom: false }, updatedAt: 1 })).toBeNull()
  })
})
