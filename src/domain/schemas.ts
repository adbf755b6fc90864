import { z } from 'zod'
import { GAME_TYPES } from './games/types'

// zod would probe `new Function` for its fast path: the Content-Security-Policy forbids eval
z.config({ jitless: true })

/**
 * The zod shapes of what leaves the device and comes back (a backup file, a table-protocol
 * message): an entry without its ids, a state, a game's settings, with the bounds any real game
 * stays within. Whatever comes in is parsed by these before the ledger's gate (admit) and the
 * game's parseConfig see it.
 */

/** Latest timestamp accepted (the end of year 9999): later ones are outside what any screen can show. */
export const MAX_TS = Date.UTC(9999, 11, 31, 23, 59, 59, 999)

/** The bounds of one entry any real game stays within (entrySchema; backup's fast check, src/db/backupEntries.ts, reads the same). */
export const ENTRY_LIMITS = {
  /** Longest kind, account id and path segment. */
  text: 100,
  postings: 1000,
  effects: 10000,
  /** Deepest effect path. */
  path: 32,
  note: 2000,
} as const

export const jsonSchema = z.json()
export const safeIntSchema = z.int()
export const timestampSchema = safeIntSchema.nonnegative().max(MAX_TS)
/** An account id (the bank, a player, a pool). */
export const accountSchema = z.string().min(1).max(ENTRY_LIMITS.text)
export const postingSchema = z.object({ account: accountSchema, amount: safeIntSchema })
export const effectSchema = z.object({
  path: z.array(z.string().max(ENTRY_LIMITS.text)).min(1).max(ENTRY_LIMITS.path),
  from: jsonSchema,
  to: jsonSchema,
})

/** One entry without its ids (the importing side gives its own). */
export const entrySchema = z.object({
  seq: safeIntSchema.positive(),
  ts: timestampSchema,
  kind: z.string().min(1).max(ENTRY_LIMITS.text),
  postings: z.array(postingSchema).max(ENTRY_LIMITS.postings),
  effects: z.array(effectSchema).max(ENTRY_LIMITS.effects).optional(),
  note: z.string().max(ENTRY_LIMITS.note).optional(),
  info: z.record(z.string(), jsonSchema).optional(),
  isSetup: z.boolean(),
  isUndone: z.boolean(),
})

/** A game's state: the balance of each account and the game's data. */
export const stateSchema = z.object({ balances: z.record(accountSchema, safeIntSchema), data: jsonSchema })

export const playerSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(100),
  color: z.string().max(50),
})
/** A game's settings (parseConfig is the real check); looseObject: a pack may keep more top-level config fields, JSON like the rest. */
export const configSchema = z.looseObject({
  type: z.enum(GAME_TYPES),
  players: z.array(playerSchema).min(1).max(16),
  currency: z.string().max(8),
  options: z.record(z.string(), jsonSchema),
})
