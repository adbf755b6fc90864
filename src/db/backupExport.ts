import Dexie from 'dexie'
import { RuleError } from '@/domain/errors'
import type { Entry } from '@/domain/ledger/types'
import type { Backup, BackupEntry, BackupGame, Progress } from './backup'
import { fromRecord, sealedPageEntries, sealedPageText, toBackupEntry as toFields } from './sealedPages'
import type { SealedPageRecord, TischbankDb } from './schema'
import { eveningsFor } from './eveningsExport'

// The export side of backups, apart from restore() (src/db/backup.ts): it needs no zod, no game
// module and no replay, so the export worker (backupExport.worker.ts) starts with a small bundle.

/** The `format` of every Tischbank backup file. */
export const BACKUP_FORMAT = 'tischbank-backup'
/** The backup format version this build writes and reads. */
export const BACKUP_VERSION = 1

/** An entry as a backup file writes it (sealedPages.ts: the same fields a sealed page stores as text). */
const toBackupEntry = (e: Entry): BackupEntry => toFields(e) as BackupEntry

/** One game as stored: its record (without id), redo stack, sealed pages and tail, read in one transaction. */
async function readGame(
  db: TischbankDb,
  gameId: string,
): Promise<{ game: BackupGame['game']; redo: number[]; pages: SealedPageRecord[]; tail: Entry[] }> {
  const range = [
    [gameId, Dexie.minKey],
    [gameId, Dexie.maxKey],
  ] as const
  return db.transaction('r', db.games, db.heads, db.entries, db.pages, async () => {
    const [game, head, pages, tail] = await Promise.all([
      db.games.get(gameId),
      db.heads.get(gameId),
      db.pages
        .where('[gameId+first]')
        .between(...range)
        .toArray(),
      db.entries
        .where('[gameId+seq]')
        .between(...range)
        .toArray(),
    ])
    if (!game || !head) throw new RuleError('gameNotFound', { game: gameId })
    const { id: _id, ...rest } = game
    return { game: rest as BackupGame['game'], redo: [...head.redo], pages, tail: tail.map(fromRecord) }
  })
}

async function gameIds(db: TischbankDb, ids: readonly string[] | undefined): Promise<readonly string[]> {
  return ids ?? (await db.games.orderBy('updatedAt').reverse().primaryKeys())
}

/** A full backup of the given games (all games when none are given), each read in one transaction. */
export async function makeBackup(
  db: TischbankDb,
  ids?: readonly string[],
  now = Date.now(),
  app?: string,
  onProgress?: Progress,
): Promise<Backup> {
  const list = await gameIds(db, ids)
  const games: BackupGame[] = []
  for (const id of list) {
    const g = await readGame(db, id)
    games.push({
      game: g.game,
      redo: g.redo,
      entries: [...g.pages.flatMap(sealedPageEntries), ...g.tail].map(toBackupEntry),
    })
    onProgress?.((0.8 * games.length) / list.length)
  }
  if (games.length === 0) throw new RuleError('backupNothingToExport')
  const evenings = await eveningsFor(db, list, ids === undefined)
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now,
    ...(app ? { app } : {}),
    ...(evenings ? { evenings } : {}),
    games,
  }
}

/** The backup as the JSON text of a file. */
export function backupText(backup: Backup): string {
  return JSON.stringify(backup)
}

/** The JSON of an array's elements without its brackets ('' for none). */
function inner(entries: readonly Entry[]): string {
  return JSON.stringify(entries.map(toBackupEntry)).slice(1, -1)
}

/**
 * The same file text as backupText(makeBackup(…)), in parts (a Blob is made of them): each sealed
 * sealed page's stored text as it is (no entry is parsed or serialised again), the live tail serialised,
 * never one object of the whole backup nor one string of 20 MB (a 100,000-entry export).
 */
export async function backupParts(
  db: TischbankDb,
  ids?: readonly string[],
  now = Date.now(),
  app?: string,
  onProgress?: Progress,
): Promise<string[]> {
  const list = await gameIds(db, ids)
  if (list.length === 0) throw new RuleError('backupNothingToExport')
  const evenings = await eveningsFor(db, list, ids === undefined)
  const top = JSON.stringify({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now,
    ...(app ? { app } : {}),
    ...(evenings ? { evenings } : {}),
    games: [],
  })
  // the games array is the last field: '…"games":[' + games + ']}'
  const parts: string[] = [top.slice(0, -2)]
  for (const [i, id] of list.entries()) {
    const g = await readGame(db, id)
    // the entries are the last field of a game: '{"game":…,"redo":[…],"entries":[' + entries + ']}'
    parts.push(`${i > 0 ? ',' : ''}${JSON.stringify({ game: g.game, redo: g.redo }).slice(0, -1)},"entries":[`)
    // a sealed page's text is already its entries as the file writes them (sealedPages.ts)
    let first = true
    for (const text of [...g.pages.map(sealedPageText), inner(g.tail)]) {
      if (text === '') continue
      parts.push(first ? text : `,${text}`)
      first = false
    }
    parts.push(']}')
    onProgress?.((0.9 * (i + 1)) / list.length)
  }
  parts.push(']}')
  return parts
}
