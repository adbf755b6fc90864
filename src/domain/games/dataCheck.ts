import type { Json } from '../ledger/types'

/** A read-only JSON object (a record of the game data). */
export type JsonRecord = { readonly [k: string]: Json }

/** Thrown inside a check with the path of the first impossible field; `firstProblem` turns it into text. */
class Impossible {
  constructor(
    readonly path: string,
    readonly value: Json | undefined,
  ) {}
}

/** True for a plain JSON object (not null, not an array). */
export function isRecord(v: Json | undefined): v is JsonRecord {
  return v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v)
}

/** True for a whole number in [lo, hi]. */
export function isIntIn(v: Json | undefined, lo: number, hi: number): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= lo && v <= hi
}

/** Refuses the field at `path` unless `ok` holds (the value is shown in the message). */
export function need(ok: boolean, path: string, value: Json | undefined): void {
  if (!ok) throw new Impossible(path, value)
}

/** The record at `data[key]` (refused unless it is an object; absent only when `optional`). */
export function recordAt(data: JsonRecord, key: string, optional = false): JsonRecord {
  const v = data[key]
  if (optional && v === undefined) return {}
  need(isRecord(v), key, v)
  return v as JsonRecord
}

/** Checks every key and value of a record: `key` decides which keys may exist, `value` each value. */
export function eachEntry(
  rec: JsonRecord,
  path: string,
  key: (k: string) => boolean,
  value: (v: Json, k: string) => boolean,
): void {
  for (const k of Object.keys(rec)) {
    need(key(k), `${path}.${k}`, rec[k])
    need(value(rec[k] as Json, k), `${path}.${k}`, rec[k])
  }
}

/** Refuses any key of `rec` that is not one of `keys` (junk a file added: the first unknown one is named). */
export function onlyKeys(rec: JsonRecord, keys: readonly string[], path = ''): void {
  for (const k of Object.keys(rec)) if (!keys.includes(k)) need(false, path ? `${path}.${k}` : k, rec[k])
}

/**
 * Runs a game's data check: null when it passes, else the first impossible field as
 * `path = value` (the value cut to 40 characters), as the import refusal names it.
 */
export function firstProblem(check: () => void): string | null {
  try {
    check()
    return null
  } catch (e) {
    if (!(e instanceof Impossible)) throw e
    const shown = e.value === undefined ? 'missing' : JSON.stringify(e.value).slice(0, 40)
    return `${e.path} = ${shown}`
  }
}
