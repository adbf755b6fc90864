// The database name and schema version without Dexie: the start screen's quick read (quickList.ts)
// imports these instead of schema.ts, so the Dexie chunk stays out of the app shell.

/** The IndexedDB database of the app. */
export const DB_NAME = 'tischbank'

/** The schema version this build writes (Dexie stores version n as IndexedDB version 10·n). */
export const SCHEMA_VERSION = 3
