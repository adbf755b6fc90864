// A genuine backup of a long free-play game (bench and tests; no Node imports).
import { BACKUP_FORMAT, type Backup } from '@/db/backup'
import { freePlay, freePlayConfig } from '@/domain/games/freePlay'
import { appendStep, startHead } from '@/domain/ledger/cursor'
import type { EntryDraft, Json, LedgerHead } from '@/domain/ledger/types'

/** A genuine backup of a long free-play game, generated through the rule pack and the ledger gate. */
export function longGameBackup(entries: number): Backup {
  const config = freePlayConfig({ players: ['Anna', 'Ben', 'Cem', 'Dora'], salary: 200 })
  const opts = freePlay.admitOptions(config)
  let head: LedgerHead<Json> = startHead(freePlay.initialState(config))
  const out: Backup['games'][0]['entries'] = []
  const t0 = 1_700_000_000_000
  const push = (draft: EntryDraft, isSetup: boolean) => {
    const step = appendStep(head, draft, opts, { id: '', gameId: '', ts: t0 + out.length * 1000, isSetup })
    head = step.head
    const { id: _id, gameId: _game, ...entry } = step.entry
    out.push(entry)
  }
  for (const d of freePlay.setupDrafts(config, Math.random)) push(d, true)
  const names = config.players.map((p) => p.id)
  for (let i = 0; out.length < entries; i++) {
    const from = names[i % 4]!
    const to = names[(i + 1) % 4]!
    const state = head.state as Parameters<typeof freePlay.plan>[0]
    push(
      i % 7 === 0
        ? freePlay.plan(state, { type: 'salary', player: from }, config)
        : freePlay.plan(
            state,
            { type: 'pay', from, to, amount: 1 + (i % 50), note: i % 10 === 0 ? `round ${i}` : undefined },
            config,
          ),
      false,
    )
  }
  return {
    format: BACKUP_FORMAT,
    version: 1,
    exportedAt: t0,
    games: [
      {
        game: {
          name: 'Marathon',
          type: 'freePlay',
          config: JSON.parse(JSON.stringify(config)) as Backup['games'][0]['game']['config'],
          createdAt: t0,
          updatedAt: t0,
        },
        redo: [],
        entries: out,
      },
    ],
  }
}
