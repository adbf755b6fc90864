// Writes tests/db/fixtures/v3.json: a database as schema version 3 stored it (before version 4 added
// people, seats and results): one free-play game with a few payments, the last one undone, stored
// through the repository of version 3. Kept as a file so later versions are tested against what
// version 3 really wrote. Written at schema version 3 (the commit before "Schema version 4");
// run there: node --import tsx scripts/make-fixture-v3.ts
import 'fake-indexeddb/auto'
import { writeFileSync } from 'node:fs'
import { TischbankDb } from '../src/db/schema'
import { commitAction, createGame, undo } from '../src/db/repo'
import { freePlay, freePlayConfig } from '../src/domain/games/freePlay'

const config = freePlayConfig({
  players: [
    { id: 'p1', name: 'Anna', color: '#d32f2f' },
    { id: 'p2', name: 'Ben', color: '#1976d2' },
  ],
  salary: 200,
})
const T0 = 1_764_547_200_000
const db = new TischbankDb('fixture-v3')
const opts = freePlay.admitOptions(config)
await createGame(db, {
  id: 'fixture-v3-game',
  name: 'Dienstag',
  config,
  initial: freePlay.initialState(config),
  setup: freePlay.setupDrafts(config, () => 0.5),
  admitOptions: opts,
  now: T0,
})
for (let i = 1; i <= 3; i++)
  await commitAction(
    db,
    'fixture-v3-game',
    (s) => freePlay.plan(s as never, { type: 'pay', from: 'p1', to: 'p2', amount: 10 * i }, config),
    opts,
    T0 + i * 60_000,
  )
await undo(db, 'fixture-v3-game')
const tables: Record<string, unknown[]> = {}
for (const t of db.tables) tables[t.name] = await t.toArray()
writeFileSync('tests/db/fixtures/v3.json', `${JSON.stringify({ schemaVersion: db.verno, tables }, null, 1)}\n`)
db.close()
