import { RuleError } from '../errors'
import type { Effect, Json } from './types'

/** Reads the value at `path` of `data` (null when absent). */
export function getAt(data: Json, path: readonly string[]): Json {
  let cur: Json = data
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return null
    if (Array.isArray(cur)) {
      const i = Number(key)
      cur = Number.isInteger(i) && i >= 0 && i < cur.length ? (cur[i] ?? null) : null
    } else {
      cur = Object.prototype.hasOwnProperty.call(cur, key) ? (cur[key] ?? null) : null
    }
  }
  return cur
}

/** Deep equality of JSON values and of plain data written as JSON (effects compare small values; a typed record such as a GmbH round result compares with its stored copy). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => jsonEqual(v, b[i]))
  const ao = a as Record<string, unknown>
  const bo = b as Record<string, unknown>
  const ak = Object.keys(ao)
  if (ak.length !== Object.keys(bo).length) return false
  return ak.every((k) => Object.prototype.hasOwnProperty.call(bo, k) && jsonEqual(ao[k], bo[k]))
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor'])

/** Returns a copy of `data` with `value` set at `path` (copy on write along the path; null deletes an object key). */
export function setAt(data: Json, path: readonly string[], value: Json): Json {
  if (path.length === 0) return value
  const [key, ...rest] = path as [string, ...string[]]
  if (FORBIDDEN_KEYS.has(key)) throw new RuleError('effectBadPath', { path: path.join('/') })
  if (Array.isArray(data)) {
    const i = Number(key)
    if (!Number.isInteger(i) || i < 0 || i > data.length) throw new RuleError('effectBadPath', { path: path.join('/') })
    const copy = data.slice()
    const next = setAt(copy[i] ?? null, rest, value)
    if (next === null && rest.length === 0 && i === copy.length - 1) copy.pop()
    else copy[i] = next
    return copy
  }
  const obj: Record<string, Json> = data !== null && typeof data === 'object' ? { ...data } : {}
  const next = setAt(obj[key] ?? null, rest, value)
  if (next === null) delete obj[key]
  else obj[key] = next
  return obj
}

/**
 * Sets `value` at `path` in `data`, copying each object or array on the path once per application:
 * a copy made earlier in the same application (in `own`) is changed in place, so n effects on one
 * large object cost n small writes, not n copies of it (linear in the effects, issue 38). Data
 * passed in and every effect's value stay untouched: they are never in `own`.
 */
function setOwned(data: Json, path: readonly string[], value: Json, own: WeakSet<object>): Json {
  if (path.length === 0) return value
  for (const key of path) if (FORBIDDEN_KEYS.has(key)) throw new RuleError('effectBadPath', { path: path.join('/') })
  const root = ownCopy(data, own)
  let parent = root
  for (let d = 0; d < path.length; d++) {
    const key = path[d]!
    const last = d === path.length - 1
    if (Array.isArray(parent)) {
      const i = Number(key)
      if (!Number.isInteger(i) || i < 0 || i > parent.length)
        throw new RuleError('effectBadPath', { path: path.join('/') })
      if (last) {
        if (value === null && i === parent.length - 1) parent.pop()
        else parent[i] = value
        break
      }
      const child = ownCopy(parent[i] ?? null, own)
      parent[i] = child
      parent = child
    } else {
      const obj = parent as Record<string, Json>
      if (last) {
        if (value === null) delete obj[key]
        else obj[key] = value
        break
      }
      const child = ownCopy(Object.prototype.hasOwnProperty.call(obj, key) ? (obj[key] ?? null) : null, own)
      obj[key] = child
      parent = child
    }
  }
  return root
}

/** `v` itself when this application made it, else a shallow copy (an object for a non-container where the path goes on), marked as made here. */
function ownCopy(v: Json, own: WeakSet<object>): Json[] | Record<string, Json> {
  if (v !== null && typeof v === 'object' && own.has(v)) return v
  const copy: Json[] | Record<string, Json> = Array.isArray(v)
    ? v.slice()
    : v !== null && typeof v === 'object'
      ? { ...v }
      : {}
  own.add(copy)
  return copy
}

/** Applies effects in order, checking each `from` against the current value; throws `staleState` on a mismatch. Linear in the effects. */
export function applyEffects<D extends Json>(data: D, effects: readonly Effect[] | undefined): D {
  if (!effects || effects.length === 0) return data
  const own = new WeakSet<object>()
  let cur: Json = data
  for (const e of effects) {
    const now = getAt(cur, e.path)
    if (!jsonEqual(now, e.from)) throw new RuleError('staleState', { path: e.path.join('/') })
    cur = setOwned(cur, e.path, e.to, own)
  }
  return cur as D
}

/** Reverts effects (newest first), the exact inverse of applyEffects; linear in the effects. */
export function revertEffects<D extends Json>(data: D, effects: readonly Effect[] | undefined): D {
  if (!effects || effects.length === 0) return data
  const own = new WeakSet<object>()
  let cur: Json = data
  for (let i = effects.length - 1; i >= 0; i--) {
    const e = effects[i] as Effect
    const now = getAt(cur, e.path)
    if (!jsonEqual(now, e.to)) throw new RuleError('staleState', { path: e.path.join('/') })
    cur = setOwned(cur, e.path, e.from, own)
  }
  return cur as D
}

/**
 * Collects effects against a working copy, so that several changes to the same data in one
 * action chain correctly (each `from` is the value after the previous change).
 */
export class EffectBuilder<D extends Json> {
  readonly effects: Effect[] = []
  private cur: Json

  constructor(data: D) {
    this.cur = data
  }

  /** The data as it will be after the effects so far. */
  get data(): D {
    return this.cur as D
  }

  get(path: readonly string[]): Json {
    return getAt(this.cur, path)
  }

  set(path: string[], to: Json): this {
    const from = getAt(this.cur, path)
    if (!jsonEqual(from, to)) {
      this.effects.push({ path, from, to })
      this.cur = setAt(this.cur, path, to)
    }
    return this
  }
}
