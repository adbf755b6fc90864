// Writes tests/db/fixtures/v2.json: a database as schema version 2 stored it — sealed pages with
// their entries as objects (`entries: Entry[]`), before version 3 kept them as text. Two free-play
// games: one played and sealed into pages of 10 (the app's random entry ids; the last five actions
// undone, two of them inside the last page, so redo and undo reach into it) and one imported (one
// page, the derived ids an import gives). Kept as a file so later versions are tested against what
// version 2 really wrote. Run: node --import tsx scripts/make-fixture-v2.ts
import { writeFileSync } from 'node:fs'
import { runPack } from '../src/domain/games/engine'
import { freePlay, freePlayConfig } from '../src/domain/games/freePlay'
import type { Entry } from '../src/domain/ledger/types'

const config = freePlayConfig({
  players: [
    { id: 'p1', name: 'Anna', color: '#d32f2f' },
    { id: 'p2', name: 'Ben', color: '#1976d2' },
    { id: 'p3', name: 'Cem', color: '#388e3c' },
  ],
  salary: 200,
})
const T0 = 1_764_547_200_000

/** A game of `actions` payments and salaries (then `undone` of them undone), its entries with ids from `id`. */
function play(gameId: string, actions: number, undone: number, id: (seq: number) => string) {
  let t = T0
  const game = runPack(
    freePlay,
    config,
    () => 0.5,
    gameId,
    () => (t += 60_000),
  )
  for (let i = 0; i < actions; i++)
    game.apply(
      i % 4 === 3
        ? { type: 'salary', player: 'p2' }
        : {
            type: 'pay',
            from: i % 2 ? 'p1' : 'p3',
            to: i % 3 ? 'p2' : 'bank',
            amount: 10 + i,
            note: i % 5 === 0 ? `Runde ${i}` : undefined,
          },
    )
  for (let i = 0; i < undone; i++) game.undo()
  // as the app stores entries: no undefined fields (IndexedDB keeps none from a JSON-born entry)
  const entries = game.entries.map((e) => ({ ...(JSON.parse(JSON.stringify(e)) as Entry), id: id(e.seq) }))
  const redo = entries
    .filter((e) => e.isUndone && !e.isSetup)
    .map((e) => e.seq)
    .reverse()
  const live = entries.filter((e) => !e.isUndone)
  const head = {
    gameId,
    nextSeq: entries.length + 1,
    redo,
    initial: freePlay.initialState(config),
    state: game.ledgerState,
    liveActions: live.filter((e) => !e.isSetup).length,
    entryCount: entries.length,
  }
  return {
    entries,
    head,
    record: {
      id: gameId,
      name: gameId === 'fixture-played' ? 'Kneipenabend' : 'Importiert',
      type: 'freePlay',
      config,
      createdAt: T0,
      updatedAt: t,
    },
  }
}

/** Pages as version 2 wrote them: consecutive entries as objects, with the newest live one. */
function pagesV2(gameId: string, entries: Entry[], size: number) {
  const out = []
  for (let i = 0; i < entries.length; i += size) {
    const chunk = entries.slice(i, i + size)
    const live = chunk.filter((e) => !e.isUndone)
    out.push({ gameId, first: chunk[0]!.seq, last: chunk.at(-1)!.seq, lastLive: live.at(-1)?.seq ?? 0, entries: chunk })
  }
  return out
}

// 3 setup entries + 40 actions, the last 5 undone: pages 1–10 … 31–40 (39 and 40 undone in the last), tail 41–43
const played = play('fixture-played', 40, 5, (seq) => `fixture-entry-${seq}`)
// an import: new derived ids (game id + sequence in base 36, 8 digits), every entry in pages
const imported = play('fixture-imported', 9, 0, (seq) => `fixture-imported.${seq.toString(36).padStart(8, '0')}`)
const sealed = played.entries.slice(0, 40)
const dump = {
  schemaVersion: 2,
  tables: {
    games: [played.record, imported.record],
    heads: [played.head, imported.head],
    entries: played.entries.slice(40).map((e) => ({ ...e, live: e.isUndone ? 0 : 1 })),
    pages: [...pagesV2('fixture-played', sealed, 10), ...pagesV2('fixture-imported', imported.entries, 500)],
    boards: [],
    decks: [],
  },
}
writeFileSync(new URL('../tests/db/fixtures/v2.json', import.meta.url), JSON.stringify(dump, null, 1))
