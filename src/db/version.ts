// The database name and schema version, without Dexie (the e2e tests read them in Node).

/** The IndexedDB database of the app. */
export const DB_NAME = 'tischbank'

/** The schema version this build writes (Dexie stores version n as IndexedDB version 10·n). */
export const SCHEMA_VERSION = 4
