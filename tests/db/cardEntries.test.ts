import { describe, expect, it } from 'vitest'
import { freshDb } from '../helpers/db'
import { expectRuleErrorAsync } from '../helpers/ruleError'
import { allEntries, commitAction, createGame, loadGame, type TischbankDb } from '@/db'
import { backupText, comparableState, makeBackup, restore, type Backup } from '@/db/backup'
import { describeEntry } from '@/domain/export/describe'
import { dktModule } from '@/domain/games/dkt/module'
import { monopolyDeModule } from '@/domain/games/monopolyDe/module'
import type { PropertyAction, PropertyConfig } from '@/domain/games/property/engine'
import { printedDeck } from '@/domain/games/property/cards'
import type { Entry } from '@/domain/ledger/types'
import { testWords, RAW } from '../domain/export/words'
import { loadModule } from '@/domain/games'

// an entry's words are its module's (loaded while its game is open)
await Promise.all([loadModule('dkt'), loadModule('monopolyDe')])

type Module = typeof dktModule | typeof monopolyDeModule

async function game(db: TischbankDb, m: Module, options = {}) {
  const config = m.parseConfig({
    players: ['Anna', 'Ben', 'Cem'].map((name, i) => ({ id: `p${i + 1}`, name })),
    currency: '€',
    options,
  }) as PropertyConfig
  const g = await createGame(db, {
    name: 'Cards',
    config,
    initial: m.initialState(config),
    setup: m.setupDrafts(config, () => 0),
    admitOptions: m.admitOptions(config),
  })
  const act = (action: PropertyAction) =>
    commitAction(db, g.id, (s) => m.plan(s as never, action, config), m.admitOptions(config))
  return { id: g.id, config, act }
}

const card = (game: 'dkt' | 'monopolyDe', deck: Parameters<typeof printedDeck>[1], text: string) =>
  printedDeck(game, deck).find((c) => c.text === text)!

function mutate(backup: Backup, f: (b: Backup) => void): string {
  const copy = JSON.parse(JSON.stringify(backup)) as Backup
  f(copy)
  return JSON.stringify(copy)
}

describe('card entries: self-contained, replayed and imported in the old shape and the new', () => {
  it('a game with old-shape card payments and drawn cards (money, move with salary and rent, jail card) round-trips through restore() to the same state', async () => {
    const db = freshDb(false)
    const { id, act } = await game(db, monopolyDeModule, { freeParkingJackpot: true })
    await act({ type: 'buy', player: 'p3', property: 'Opernplatz' })
    // the shape of the card sheet before the decks (typed amounts)
    await act({ type: 'card', player: 'p1', card: 'payBank', amount: 30 })
    await act({ type: 'card', player: 'p2', card: 'collectFromEachPlayer', amount: 10 })
    // drawn cards
    await act({
      type: 'card',
      player: 'p1',
      deck: 'ereignis',
      card: card('monopolyDe', 'ereignis', 'Rücke vor bis zum Opernplatz'),
      space: 36,
    })
    await act({
      type: 'card',
      player: 'p2',
      deck: 'ereignis',
      card: card('monopolyDe', 'ereignis', 'Du kommst aus dem Gefängnis frei'),
    })
    await act({
      type: 'card',
      player: 'p3',
      deck: 'gemeinschaft',
      card: card('monopolyDe', 'gemeinschaft', 'Gehe in das Gefängnis'),
    })
    const backup = await makeBackup(db, [id], 1_700_000_000_000)
    const [imported] = await restore(db, backupText(backup))
    const a = await loadGame(db, id)
    const b = await loadGame(db, imported!.id)
    expect(comparableState(b.head.state)).toBe(comparableState(a.head.state))
    expect(b.head.state.balances).toEqual({
      bank: -4500 + 240 - 200,
      p1: 1500 - 30 - 10 + 200 - 20,
      p2: 1500 + 20,
      p3: 1500 - 240 - 10 + 20,
      'pool:freeParking': 30,
    })
    expect(b.head.state.data).toMatchObject({ jail: { p3: true }, jailCards: { p2: 1 }, owner: { '24': 'p3' } })

    // every card entry says what it was, in words and never raw ids: the old ones by their form, the drawn ones by their printed text
    const w = testWords('en', { p1: 'Anna', p2: 'Ben', p3: 'Cem' })
    const texts = (await allEntries(db, imported!.id))
      .filter((e: Entry) => e.kind === 'card')
      .map((e) => describeEntry(e, imported!.config, w))
    expect(texts).toEqual([
      'Card · Pay the bank: Anna paid €30 to Frei Parken',
      'Card · Collect from each player (€10 each): Ben +€20, Anna -€10, Cem -€10',
      'Card · Rücke vor bis zum Opernplatz (to Opernplatz, salary €200, rent €20 to Cem): Anna +€180, Cem +€20, Bank -€200',
      'Card · Du kommst aus dem Gefängnis frei (card kept (tradeable)): Ben',
      'Card · Gehe in das Gefängnis (to jail, no salary): Cem',
    ])
    for (const t of texts) expect(t).not.toMatch(RAW)
    const de = testWords('de', { p1: 'Anna', p2: 'Ben', p3: 'Cem' })
    expect(
      describeEntry(
        (await allEntries(db, imported!.id)).find((e) => e.info?.text === 'Rücke vor bis zum Opernplatz')!,
        imported!.config,
        de,
      ),
    ).toContain('Ziel: Opernplatz, Gehalt 200')
  })

  it('refuses a malformed card entry with a clear error and imports nothing: a jail card beyond the decks, jail state not a flag, an unbalanced card', async () => {
    const db = freshDb(false)
    const { id, act } = await game(db, dktModule)
    await act({ type: 'card', player: 'p1', deck: 'risiko', card: card('dkt', 'risiko', 'Arrest-frei') })
    await act({ type: 'card', player: 'p2', deck: 'bank', card: card('dkt', 'bank', 'Bankzinsen') })
    await act({ type: 'card', player: 'p3', deck: 'bank', card: card('dkt', 'bank', 'Gehe in den Arrest') })
    const backup = await makeBackup(db, [id], 1_700_000_000_000)
    const cardAt = (b: Backup, text: string) => b.games[0]!.entries.find((e) => e.info?.text === text)!
    const before = await db.games.count()

    const tooMany = mutate(backup, (b) => {
      cardAt(b, 'Arrest-frei').effects = [{ path: ['jailCards', 'p1'], from: null, to: 5 }]
    })
    await expectRuleErrorAsync(restore(db, tooMany), 'backupStateImpossible', { field: 'jailCards.p1', value: '5' })
    const notAFlag = mutate(backup, (b) => {
      cardAt(b, 'Gehe in den Arrest').effects = [{ path: ['jail', 'p3'], from: null, to: 'yes' }]
    })
    await expectRuleErrorAsync(restore(db, notAFlag), 'backupStateImpossible', { field: 'jail.p3', value: '"yes"' })
    const unbalanced = mutate(backup, (b) => {
      cardAt(b, 'Bankzinsen').postings = [{ account: 'p2', amount: 180 }]
    })
    await expectRuleErrorAsync(restore(db, unbalanced), 'backupUnbalanced', { sum: 180 })
    expect(await db.games.count()).toBe(before)
  })
})
