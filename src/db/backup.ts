import { z } from 'zod'
import { RuleError, isRuleError } from '@/domain/errors'
import { admit } from '@/domain/ledger/admit'
import { loadStep, startHead } from '@/domain/ledger/cursor'
import { newId } from '@/domain/ledger/ledger'
import type { AdmitOptions, Json, LedgerHead, LedgerState } from '@/domain/ledger/types'
import { BANK } from '@/domain/ledger/types'
import { checkGameName, sortKeys } from './repo'
import { GAME_NAME_MAX, nameKey } from '@/domain/names'
import { SEALED_PAGE_SIZE, importedSealedPages } from './sealedPages'
import { GAME_TYPES, type GameConfig, type GameType } from '@/domain/games/types'
import { loadAnyModule } from '@/domain/games'
import type { AnyGameModule, EntryLimits } from '@/domain/games/contract'
import type { GameRecord, HeadRecord, TischbankDb } from './schema'

// zod would probe `new Function` for its fast path: the Content-Security-Policy forbids eval
z.config({ jitless: true })

import { BACKUP_FORMAT, BACKUP_VERSION } from './backupExport'
import { checkEntries } from './backupEntries'
import { configSchema, entrySchema, safeIntSchema, timestampSchema } from '@/domain/schemas'
import { checkEvenings, eveningsSchema, writeEvenings } from './backupEvenings'
export { BACKUP_FORMAT } from './backupExport'
/** Largest backup file accepted (bytes). */
export const MAX_BACKUP_BYTES = 64 * 1024 * 1024
/** Pages written per bulkAdd while importing (several per transaction). */
const WRITE_CHUNK = 20
/** Longest game clock accepted (ms): ten years. */
const MAX_CLOCK_MS = 10 * 366 * 24 * 3600 * 1000
/** Keys that could reach an object's prototype: refused anywhere in a file. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])
/** Deepest nesting of values accepted anywhere in a file (the app's own backups nest under 20). */
const MAX_DEPTH = 64

// ---- file shape (version 1) ----

// the entry, config and timestamp shapes are the ones the table protocol uses too (src/domain/schemas.ts)
const clockSchema = z.object({
  lengthMs: safeIntSchema.nonnegative().max(MAX_CLOCK_MS),
  elapsedMs: safeIntSchema.nonnegative().max(MAX_CLOCK_MS),
  runningSince: timestampSchema.nullable(),
})
const gameSchema = z.object({
  name: z.string().max(200),
  type: z.enum(GAME_TYPES),
  config: configSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  clock: clockSchema.optional(),
})
const backupGameSchema = z.object({
  game: gameSchema,
  redo: z.array(safeIntSchema.positive()),
  entries: z.array(entrySchema),
})
const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: timestampSchema.optional(),
  app: z.string().max(100).optional(),
  // people, seats and results (issue 37); absent in files made before them or without any
  evenings: eveningsSchema.optional(),
  games: z.array(backupGameSchema).min(1).max(10000),
})

// the same file with the entries left to checkEntries (the fast check of the one large part)
const backupShellSchema = backupSchema.extend({
  games: z
    .array(backupGameSchema.extend({ entries: z.array(z.unknown()) }))
    .min(1)
    .max(10000),
})

/** A backup file (format version 1). */
export type Backup = z.infer<typeof backupSchema>
/** One game in a backup: its record (without id), the redo stack, and every entry (live and undone). */
export type BackupGame = z.infer<typeof backupGameSchema>
/** An entry as written to a backup (no ids: an import gives new ones). */
export type BackupEntry = z.infer<typeof entrySchema>

/** Progress of a long import or export: the fraction done, 0 … 1 (the worker posts it to the progress bar). */
export type Progress = (fraction: number) => void

// the fast check of entries: backupEntries.ts
export { checkEntries }

/** The backup schema's parse of a file: the fast entry check with the rest in zod, or zod alone when that check does not accept. */
function parseBackup(parsed: unknown): ReturnType<typeof backupSchema.safeParse> {
  const shell = backupShellSchema.safeParse(parsed)
  if (shell.success) {
    const games: BackupGame[] = []
    for (const g of shell.data.games) {
      const entries = checkEntries(g.entries)
      if (entries === null) return backupSchema.safeParse(parsed)
      games.push({ ...g, entries })
    }
    return { success: true, data: { ...shell.data, games } }
  }
  return backupSchema.safeParse(parsed)
}

/** For tests: the zod schema of one entry (checkEntries must agree with it). */
export const entrySchemaForTests = entrySchema

// ---- export: src/db/backupExport.ts (no zod, for the export worker) ----

export { backupParts, backupText, makeBackup } from './backupExport'

// ---- import: restore() ----

/** True when a text that failed to parse was cut off: it ends inside a string or with brackets still open. */
function looksTruncated(text: string): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 || c === 91) depth++
    else if (c === 125 || c === 93) depth--
  }
  return inString || depth > 0
}

/** Walks a parsed value without recursion: refuses prototype keys anywhere and absurd nesting. */
function checkKeys(root: unknown): void {
  // two parallel stacks (value, depth): a pair per object was ~500,000 allocations in a 100,000-entry file
  const values: unknown[] = [root]
  const depths: number[] = [0]
  while (values.length) {
    const v = values.pop()
    const depth = depths.pop()!
    if (v === null || typeof v !== 'object') continue
    if (depth > MAX_DEPTH) throw new RuleError('backupTooDeep', { max: MAX_DEPTH })
    if (Array.isArray(v)) {
      for (const x of v)
        if (x !== null && typeof x === 'object') {
          values.push(x)
          depths.push(depth + 1)
        }
      continue
    }
    for (const k in v) {
      if (!Object.hasOwn(v, k)) continue
      if (FORBIDDEN_KEYS.has(k)) throw new RuleError('backupForbiddenKey', { key: k })
      const x = (v as Record<string, unknown>)[k]
      if (x !== null && typeof x === 'object') {
        values.push(x)
        depths.push(depth + 1)
      }
    }
  }
}

async function byteLength(input: string | Blob): Promise<number> {
  if (typeof input !== 'string') return input.size
  // UTF-8 needs 1–3 bytes per UTF-16 unit: measure only when the bounds do not decide
  if (input.length > MAX_BACKUP_BYTES) return input.length
  if (input.length * 3 <= MAX_BACKUP_BYTES) return input.length
  return new TextEncoder().encode(input).length
}

/** A game checked and recomputed from its entries, ready to be written under new ids. */
interface RestoredGame {
  game: GameRecord
  head: HeadRecord
  /** Renumbered 1 … n and in a backup's own form (importedSealedPages writes them as they are). */
  entries: BackupEntry[]
}

/** A game's name as the file gives it, for a refusal to name the game before its settings are checked (cut to 60 characters). */
function fileGameName(parsed: unknown, index: number): string {
  const g = (parsed as { games?: unknown }).games
  const name = Array.isArray(g) ? (g[index] as { game?: { name?: unknown } } | undefined)?.game?.name : undefined
  return typeof name === 'string' && name.trim() !== '' ? name.slice(0, 60) : String(index + 1)
}

/**
 * A damaged field in words: which game (by its name in the file), which entry (its place, 1 …) and
 * which field, never a path of indices ("games.0.entries.2.seq").
 */
function damaged(parsed: unknown, path: readonly PropertyKey[]): RuleError {
  const [top, gi, part, ei, ...rest] = path
  // names as the file writes them, list places counted from 1: "config › players › #2 › name"
  const field = (keys: readonly PropertyKey[]) =>
    keys.map((k) => (typeof k === 'number' ? `#${k + 1}` : String(k))).join(' › ')
  if (top === 'evenings') return new RuleError('backupEveningsInvalid', { field: field(path.slice(1)) || 'evenings' })
  if (top !== 'games' || typeof gi !== 'number')
    return new RuleError('backupInvalid', { field: field(path) || 'games' })
  const game = fileGameName(parsed, gi)
  if (part === 'entries' && typeof ei === 'number')
    return new RuleError('backupEntryInvalid', { game, entry: ei + 1, field: field(rest) || 'entry' })
  if (part === 'redo') return new RuleError('backupGameInvalid', { game, field: 'redo' })
  return new RuleError('backupGameInvalid', {
    game,
    field: field(path.slice(part === 'game' ? 3 : 2)) || String(part ?? 'game'),
  })
}

/** JSON values in `v`, counting stops past `max` (a bomb is not walked whole). */
function countValues(v: Json | undefined, max: number): number {
  let n = 0
  const stack: (Json | undefined)[] = [v]
  while (stack.length && n <= max) {
    const x = stack.pop()
    n++
    if (x !== null && typeof x === 'object') for (const y of Array.isArray(x) ? x : Object.values(x)) stack.push(y)
  }
  return n
}

/** An entry's effects and values within its game's limits (the module's `entryLimits`), else `backupEntryTooLarge` naming the game, entry and field. */
function checkEntrySize(limit: EntryLimits, e: BackupEntry, name: string): void {
  const effects = e.effects?.length ?? 0
  if (effects > limit.effects)
    throw new RuleError('backupEntryTooLarge', {
      game: name,
      seq: e.seq,
      field: 'effects',
      count: effects,
      max: limit.effects,
    })
  let values = countValues(e.info ?? null, limit.values)
  for (const f of e.effects ?? []) {
    if (values > limit.values) break
    values += countValues(f.from, limit.values) + countValues(f.to, limit.values)
  }
  if (values > limit.values)
    throw new RuleError('backupEntryTooLarge', {
      game: name,
      seq: e.seq,
      field: e.info && countValues(e.info, limit.values) > limit.values ? 'info' : 'effects',
      count: values,
      max: limit.values,
    })
}

function checkBalanced(e: BackupEntry, opts: AdmitOptions, name: string): void {
  const known = new Set(opts.accounts)
  let sum = 0
  for (const p of e.postings) {
    if (!known.has(p.account))
      throw new RuleError('backupEntryRefused', {
        game: name,
        seq: e.seq,
        reason: 'unknownAccount',
        'reason.account': p.account.slice(0, 40),
      })
    sum += p.amount
  }
  if (sum !== 0) throw new RuleError('backupUnbalanced', { game: name, seq: e.seq, sum })
}

/** The game's own data check (the module's checkState) on the state after entry `seq`: an impossible field refuses the file. */
function checkData(m: AnyGameModule, state: LedgerState<Json>, config: GameConfig, name: string, seq: number): void {
  const problem = m.checkState?.(state, config) ?? null
  if (problem === null) return
  const at = problem.indexOf(' = ')
  throw new RuleError('backupStateImpossible', {
    game: name,
    seq,
    field: at < 0 ? problem : problem.slice(0, at),
    value: at < 0 ? '' : problem.slice(at + 3),
  })
}

/**
 * An entry the game's rules refuse: the rule's own code as `reason`, its params under `reason.` (the
 * message shows the rule's text in words: "… has 200 but must pay 700 …", never its code).
 */
function refusal(err: unknown, name: string, seq: number): RuleError {
  if (isRuleError(err) && err.code === 'entryUnbalanced')
    return new RuleError('backupUnbalanced', { game: name, seq, sum: Number(err.params.sum ?? 0) })
  if (!isRuleError(err)) return new RuleError('backupEntryRefused', { game: name, seq, reason: 'entryMalformed' })
  return new RuleError('backupEntryRefused', { game: name, seq, reason: err.code, ...nested(err) })
}

/** A rule error's params under `reason.` (flat: a RuleError's params are plain values). */
function nested(err: RuleError): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(err.params).map(([k, v]) => [`reason.${k}`, v]))
}

/**
 * Checks the game's settings with its module's parseConfig (the one validation: a refused option
 * names the game and what is wrong), re-admits every live entry through the domain gate, folding
 * from the module's initial state (the stored head is never trusted: it is recomputed), checks
 * undone entries balance and that the redo stack could be replayed, and gives the game new ids.
 */
function restoreGame(
  g: BackupGame,
  index: number,
  now: number,
  modules: ReadonlyMap<GameType, AnyGameModule>,
  tick: (entries: number) => void,
): RestoredGame {
  const fileName = g.game.name.trim() === '' ? String(index + 1) : g.game.name.slice(0, 60)
  const at = (field: string) => new RuleError('backupGameInvalid', { game: fileName, field })
  const name = (() => {
    try {
      return checkGameName(g.game.name)
    } catch (err) {
      throw new RuleError('backupGameNameRefused', {
        game: String(index + 1),
        reason: isRuleError(err) ? err.code : 'nameInvalid',
        ...(isRuleError(err) ? nested(err) : {}),
      })
    }
  })()
  const type = g.game.type
  if (g.game.config.type !== type) throw at('config › type')
  const m = modules.get(type)
  if (!m) throw new RuleError('backupGameTypeUnavailable', { game: name, type })
  const raw = g.game.config
  const ids = new Set<string>()
  for (const p of raw.players) {
    if (p.id === BANK || p.id.startsWith('pool:') || ids.has(p.id))
      throw new RuleError('backupPlayerIdRefused', { game: name, id: p.id.slice(0, 40) })
    ids.add(p.id)
  }
  // the one validation of a game's settings (as setup and duplicate use it); the parsed config is stored
  let config: GameConfig
  try {
    config = m.parseConfig({ players: raw.players, currency: raw.currency, options: raw.options })
  } catch (err) {
    if (!isRuleError(err)) throw at('config')
    throw new RuleError('backupConfigRefused', { game: name, reason: err.code, ...nested(err) })
  }
  let initial: LedgerState<Json>
  let opts: AdmitOptions
  try {
    initial = m.initialState(config)
    opts = m.admitOptions(config)
  } catch {
    throw at('config')
  }

  const gameId = newId()
  let cursor: LedgerHead<Json> = startHead({ balances: { ...initial.balances }, data: initial.data })
  const bySeq = new Map<number, BackupEntry>()
  // sequence numbers as the app writes them: 1, 2, 3 … in file order (a gap or a number near 2^53 is renumbered)
  const renumbered = new Map<number, number>()
  let maxLive = 0
  let seenAction = false
  let lastSeq = 0
  for (let i = 0; i < g.entries.length; i++) {
    if (i % 5000 === 4999) tick(5000)
    // the checked file's own object (fresh from the check, used nowhere else) is written: renumbered
    // in place (two copies of an entry were a third of the replay); its id is derived when read (sealedPages.ts)
    const e = g.entries[i]!
    if (i > 0 && e.seq <= lastSeq)
      throw new RuleError('backupEntryOrder', { game: name, entry: i + 1, seq: e.seq, before: lastSeq })
    checkEntrySize(m.entryLimits, e, name)
    lastSeq = e.seq
    renumbered.set(e.seq, i + 1)
    e.seq = i + 1
    if (e.isSetup && (seenAction || e.isUndone))
      throw new RuleError('backupEntrySetupLate', { game: name, entry: i + 1 })
    if (!e.isSetup) seenAction = true
    if (e.isUndone) {
      checkBalanced(e, opts, name)
      bySeq.set(e.seq, e)
    } else maxLive = e.seq
    try {
      cursor = loadStep(cursor, e, opts)
    } catch (err) {
      throw refusal(err, name, e.seq)
    }
    // after every entry (one without effects can still break the game: a payment in a score pad)
    if (!e.isUndone) checkData(m, cursor.state, config, name, e.seq)
    // a backup writes no empty note or effect list: neither does a sealed page's text (the same entry either way)
    if (e.note === '') delete e.note
    if (e.effects?.length === 0) delete e.effects
  }

  // the redo stack: undone actions newer than every live entry, most recently undone last
  let replay = cursor.state
  const redoStack = g.redo.map((seq) => renumbered.get(seq) ?? 0)
  for (let i = redoStack.length - 1; i >= 0; i--) {
    const seq = redoStack[i]!
    const e = bySeq.get(seq)
    if (!e || e.isSetup || seq <= maxLive || (i > 0 && redoStack[i - 1]! <= seq))
      throw new RuleError('backupRedoInvalid', { game: name, entry: i + 1 })
    try {
      replay = admit(replay, e, opts)
    } catch (err) {
      throw refusal(err, name, seq)
    }
    checkData(m, replay, config, name, seq)
  }

  const { clock, ...rest } = g.game
  const game: GameRecord = {
    ...rest,
    id: gameId,
    name,
    config,
    createdAt: rest.createdAt,
    updatedAt: Math.max(rest.updatedAt, 0) || now,
    ...(clock ? { clock } : {}),
  }
  const head: HeadRecord = { gameId, ...cursor, redo: redoStack, initial }
  return { game, head, entries: g.entries }
}

/**
 * The one way a backup comes in (like Excalidraw's restore): size, JSON, prototype keys, format and
 * version, then the zod schema, then every game is re-admitted entry by entry. Only when ALL games
 * pass are they written — as new games with new ids, never over existing ones — in one
 * transaction. Anything wrong throws a RuleError (`backup…`) and changes nothing.
 */
export async function restore(
  db: TischbankDb,
  input: string | Blob,
  now = Date.now(),
  onProgress?: Progress,
  signal?: { readonly aborted: boolean },
  importedSuffix?: string,
): Promise<GameRecord[]> {
  // a cancelled import stops where it is: before the write, or inside it (the transaction is then aborted: nothing written)
  const stopIfCancelled = () => {
    if (signal?.aborted) throw new RuleError('backupCancelled')
  }
  const size = await byteLength(input)
  stopIfCancelled()
  if (size > MAX_BACKUP_BYTES)
    throw new RuleError('backupTooLarge', { max: Math.round(MAX_BACKUP_BYTES / 1024 / 1024) })
  let text: string
  try {
    text = typeof input === 'string' ? input : await input.text()
  } catch {
    throw new RuleError('backupUnreadable')
  }
  // a byte-order mark (some editors write one) is not part of the JSON
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    // only a file that starts as JSON can be a cut-off backup; any other text is simply not one
    const start = text.trimStart()[0]
    throw new RuleError((start === '{' || start === '[') && looksTruncated(text) ? 'backupTruncated' : 'backupNotJson')
  }
  checkKeys(parsed)
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new RuleError('backupUnknownFormat')
  const head = parsed as { format?: unknown; version?: unknown }
  if (head.format !== BACKUP_FORMAT) throw new RuleError('backupUnknownFormat')
  // "version": "1" is a damaged file, not a version of its own
  if (typeof head.version !== 'number') throw new RuleError('backupInvalid', { field: 'version' })
  if (head.version !== BACKUP_VERSION)
    throw new RuleError('backupVersionUnsupported', {
      version: String(head.version).slice(0, 20),
      supported: BACKUP_VERSION,
    })
  onProgress?.(0.1)
  const result = parseBackup(parsed)
  if (!result.success) throw damaged(parsed, result.error.issues[0]?.path ?? [])
  const evenings = result.data.evenings
  if (evenings) checkEvenings(evenings, result.data.games.length)
  // game modules load on demand; a type this build cannot play is refused in restoreGame
  const modules = new Map<GameType, AnyGameModule>()
  for (const type of new Set(result.data.games.map((g) => g.game.type))) {
    const m = await loadAnyModule(type).catch(() => undefined)
    if (m) modules.set(type, m)
  }
  onProgress?.(0.25)
  // checking and replaying the entries: 25 … 75 %; writing the sealed pages: 75 … 100 %
  const total = Math.max(
    1,
    result.data.games.reduce((n, g) => n + g.entries.length, 0),
  )
  let checked = 0
  const tick = (n: number) => {
    stopIfCancelled()
    checked += n
    onProgress?.(0.25 + (0.5 * Math.min(checked, total)) / total)
  }
  const restored = result.data.games.map((g, i) => restoreGame(g, i, now, modules, tick))
  onProgress?.(0.75)
  stopIfCancelled()
  let written = 0
  await db.transaction('rw', [db.games, db.heads, db.pages, db.people, db.seats, db.results], async () => {
    // a game whose name is taken keeps it with the import's mark ("Friday (imported 6 Dec)"), not the identical name
    const taken = importedSuffix ? new Set((await db.games.toArray()).map((g) => nameKey(g.name))) : null
    for (const r of restored) {
      stopIfCancelled()
      if (taken && importedSuffix) {
        r.game.name = importedName(r.game.name, importedSuffix, taken)
        taken.add(nameKey(r.game.name))
      }
      await db.games.add(r.game)
      await db.heads.add(r.head)
      // sealed: sealed pages of SEALED_PAGE_SIZE entries (one record each, their text: sealedPages.ts); new actions start the live tail after them
      const pages = importedSealedPages(r.game.id, r.entries)
      for (let i = 0; i < pages.length; i += WRITE_CHUNK) {
        stopIfCancelled()
        await db.pages.bulkAdd(pages.slice(i, i + WRITE_CHUNK))
        written += Math.min(WRITE_CHUNK * SEALED_PAGE_SIZE, r.entries.length - i * SEALED_PAGE_SIZE)
        onProgress?.(0.75 + (0.25 * Math.min(written, total)) / total)
      }
    }
    // the people, seats and results, following each game to its new id
    if (evenings)
      await writeEvenings(db, evenings, new Map(evenings.gameIds.map((old, i) => [old, restored[i]!.game.id])))
    // the last moment a cancel undoes it all: the transaction is not committed yet
    stopIfCancelled()
  })
  return restored.map((r) => r.game)
}

/** `name` when no game has it, else `name` + `suffix` (cut to fit GAME_NAME_MAX), then numbered ("… 2") while that is taken too. */
export function importedName(name: string, suffix: string, taken: ReadonlySet<string>): string {
  if (!taken.has(nameKey(name))) return name
  const fit = (base: string, tail: string) =>
    `${[...base]
      .slice(0, Math.max(1, GAME_NAME_MAX - [...tail].length))
      .join('')
      .trimEnd()}${tail}`
  let candidate = fit(name, suffix)
  for (let n = 2; taken.has(nameKey(candidate)) && n < 1000; n++) candidate = fit(name, `${suffix.trimEnd()} ${n}`)
  return candidate
}

/** The state of a game in a comparable form (object keys sorted), for round-trip checks. */
export function comparableState(state: LedgerState<Json>): string {
  return JSON.stringify(sortKeys(state))
}
