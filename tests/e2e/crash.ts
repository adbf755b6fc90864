import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { spawn, type ChildProcess } from 'node:child_process'
import { expect, chromium, type Browser, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath as executablePath } from '../chromium'
import { applyEffects, jsonEqual } from '../../src/domain/ledger/effects'
import type { Effect, Json } from '../../src/domain/ledger/types'

/**
 * Crash tests: Debian's Chromium with a persistent profile, started and SIGKILLed by the test, and
 * what IndexedDB holds read raw (no app code) to prove nothing confirmed is lost and nothing is
 * half-applied.
 */

export const appUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 4183}/`

export interface Session {
  proc: ChildProcess
  browser: Browser
  page: Page
}

/** Starts Chromium on `profile` (remote debugging on `port`) and connects to its first page. */
export async function launch(profile: string, port: number): Promise<Session> {
  const proc = spawn(
    executablePath,
    [
      ...chromiumArgs,
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  )
  await expect
    .poll(
      async () =>
        await fetch(`http://127.0.0.1:${port}/json/version`)
          .then((r) => r.status)
          .catch(() => 0),
      { timeout: 20_000 },
    )
    .toBe(200)
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  const context = browser.contexts()[0]!
  const page = context.pages()[0] ?? (await context.newPage())
  await page.setViewportSize({ width: 390, height: 844 })
  return { proc, browser, page }
}

/**
 * SIGKILL to the browser's whole process group (it runs detached, in a group of its own): no
 * process of it gets a chance to flush or close anything, and none lives on writing its profile.
 */
export async function kill(s: Session): Promise<void> {
  const exited = new Promise((r) => s.proc.once('exit', r))
  try {
    if (s.proc.pid !== undefined) process.kill(-s.proc.pid, 'SIGKILL')
  } catch {
    s.proc.kill('SIGKILL')
  }
  await exited
  await s.browser.close().catch(() => undefined)
}

/** Removes a killed browser's profile; a helper process still finishing a cache write is waited for (up to ~5 s), and a leftover temp dir never fails a test. */
export async function removeProfile(profile: string): Promise<void> {
  for (let i = 0; i < 25; i++) {
    try {
      rmSync(profile, { recursive: true, force: true })
      return
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  console.warn(`left behind: ${profile}`)
}

/**
 * Opens a saved game from the start screen after a kill (fails in 20 s, not at the test's timeout).
 * When the game is not listed, the failure carries the tail of Chromium's own IndexedDB logs: a
 * store the browser finds corrupt on reopening (a write torn by the kill) is deleted and created
 * again empty by Chromium itself, before the app can read anything, and its log says so.
 */
export async function resume(page: Page, name: string, profile: string): Promise<void> {
  try {
    await page.getByRole('link', { name: `Resume ${name}` }).click({ timeout: 20_000 })
  } catch (e) {
    throw new Error(`${(e as Error).message}\n\nChromium's IndexedDB logs in the profile:\n${indexedDbLogs(profile)}`)
  }
}

/** The last lines of every IndexedDB LevelDB log in a Chromium profile. */
function indexedDbLogs(profile: string): string {
  const dir = join(profile, 'Default', 'IndexedDB')
  const lines: string[] = []
  for (const store of existsSync(dir) ? readdirSync(dir) : [])
    for (const log of ['LOG.old', 'LOG']) {
      const path = join(dir, store, log)
      if (existsSync(path)) lines.push(`${store}/${log}:`, ...readFileSync(path, 'utf8').trim().split('\n').slice(-15))
    }
  return lines.join('\n') || '(no IndexedDB store in the profile)'
}

export interface StoredEntry {
  id: string
  gameId: string
  seq: number
  ts: number
  kind: string
  live: number
  isSetup: boolean
  isUndone: boolean
  postings: { account: string; amount: number }[]
  effects?: Effect[]
  note?: string
  info?: Record<string, Json>
}
export interface StoredHead {
  gameId: string
  nextSeq: number
  redo: number[]
  liveActions: number
  entryCount: number
  state: { balances: Record<string, number>; data: Json }
  initial: { balances: Record<string, number>; data: Json }
}
export interface StoredGame {
  id: string
  name: string
  type: string
  config: { players: { id: string; name: string }[] } & Record<string, Json>
  createdAt: number
  updatedAt: number
  clock?: Json
}
export interface Dump {
  games: StoredGame[]
  heads: StoredHead[]
  entries: StoredEntry[]
}

/**
 * Everything in the games, heads, entries and pages stores, read in one transaction with the raw
 * IndexedDB API; entries sealed in pages (imported and upgraded games; their text since schema version 3) are listed
 * with the others, each with the `live` flag a record of its own carries.
 */
export async function dump(page: Page): Promise<Dump> {
  return page.evaluate(
    () =>
      new Promise<Dump>((resolve, reject) => {
        const req = indexedDB.open('tischbank')
        req.onerror = () => reject(req.error)
        req.onsuccess = () => {
          const db = req.result
          const tx = db.transaction(['games', 'heads', 'entries', 'pages'], 'readonly')
          const g = tx.objectStore('games').getAll()
          const h = tx.objectStore('heads').getAll()
          const e = tx.objectStore('entries').getAll()
          const p = tx.objectStore('pages').getAll()
          tx.oncomplete = () => {
            // a page's entries are its backup text (schema version 3), with its ids unless derived (<gameId>.<seq base 36>)
            const paged = (p.result as { gameId: string; json: string; ids?: string[] }[]).flatMap((page) =>
              (JSON.parse(page.json) as Omit<StoredEntry, 'live' | 'id' | 'gameId'>[]).map((x, i) => ({
                ...x,
                id: page.ids?.[i] ?? `${page.gameId}.${x.seq.toString(36).padStart(8, '0')}`,
                gameId: page.gameId,
                live: x.isUndone ? 0 : 1,
              })),
            )
            resolve({
              games: g.result as Dump['games'],
              heads: h.result as Dump['heads'],
              entries: [...paged, ...(e.result as Dump['entries'])],
            })
            db.close()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
  )
}

/** One game of a dump: its record, head and entries in sequence order. */
export function gameOf(d: Dump, gameId: string) {
  const game = d.games.find((g) => g.id === gameId)
  const head = d.heads.find((h) => h.gameId === gameId)
  const entries = d.entries.filter((e) => e.gameId === gameId).sort((a, b) => a.seq - b.seq)
  return { game, head, entries }
}

/**
 * A stored game is whole: sequence numbers 1…n without gaps, the head counts them, and the head's
 * balances and game data are exactly the fold of the live entries' postings and effects from the
 * initial state (each effect's `from` matching) — an action written in part cannot pass.
 */
export function expectWhole(d: Dump, gameId: string): void {
  const { game, head, entries } = gameOf(d, gameId)
  expect(game, `game ${gameId}`).toBeDefined()
  expect(head, `head of ${gameId}`).toBeDefined()
  // (first offender only: a diff of thousands of entries would take minutes to print)
  expect(entries.find((e, i) => e.seq !== i + 1)?.seq, 'a gap in the sequence numbers').toBeUndefined()
  expect(head!.nextSeq).toBe(entries.length + 1)
  expect(head!.entryCount).toBe(entries.length)
  expect(
    entries.find((e) => e.live !== (e.isUndone ? 0 : 1))?.seq,
    'an entry whose live flag is not !isUndone',
  ).toBeUndefined()
  const live = entries.filter((e) => !e.isUndone)
  expect(head!.liveActions).toBe(live.filter((e) => !e.isSetup).length)
  const balances: Record<string, number> = { ...head!.initial.balances }
  let data: Json = head!.initial.data
  for (const e of live) {
    let sum = 0
    for (const p of e.postings) {
      balances[p.account] = (balances[p.account] ?? 0) + p.amount
      sum += p.amount
    }
    if (sum !== 0) expect(sum, `postings of entry ${e.seq} balance`).toBe(0)
    data = applyEffects(data, e.effects)
  }
  // accounts at 0 may be absent from either side
  const nonZero = (b: Record<string, number>) => Object.fromEntries(Object.entries(b).filter(([, v]) => v !== 0))
  expect(nonZero(balances)).toEqual(nonZero(head!.state.balances))
  expect(jsonEqual(data, head!.state.data), 'game data = fold of the live entries’ effects').toBe(true)
  // the redo stack: undone actions, newer than every live action, most recently undone last
  const maxLive = Math.max(0, ...live.filter((e) => !e.isSetup).map((e) => e.seq))
  for (const [i, seq] of head!.redo.entries()) {
    const e = entries[seq - 1]
    expect(e?.isUndone && !e.isSetup && seq > maxLive, `redo ${seq}`).toBe(true)
    if (i > 0) expect(seq).toBeLessThan(head!.redo[i - 1]!)
  }
}

// ---- the tap log model: what a sequence of taps must leave in the ledger ----

/** A tap of a burst: a new action of an entry kind, or undo / redo. */
export type Tap = { kind: string } | 'undo' | 'redo'

/** The ledger as sequence numbers, kinds and live flags, plus the redo stack. */
export interface Log {
  entries: { seq: number; kind: string; live: boolean; setup: boolean }[]
  redo: number[]
}

export function logOf(d: Dump, gameId: string): Log {
  const { head, entries } = gameOf(d, gameId)
  return {
    entries: entries.map((e) => ({ seq: e.seq, kind: e.kind, live: !e.isUndone, setup: e.isSetup })),
    redo: [...head!.redo],
  }
}

/** The log after one tap (RULES.md: one action = one entry = one undo step; a new action clears redo). */
export function afterTap(log: Log, tap: Tap): Log {
  const entries = log.entries.map((e) => ({ ...e }))
  if (tap === 'undo') {
    const target = [...entries].reverse().find((e) => e.live)
    if (!target || target.setup) throw new Error('undo tapped with nothing to undo')
    target.live = false
    return { entries, redo: [...log.redo, target.seq] }
  }
  if (tap === 'redo') {
    const seq = log.redo[log.redo.length - 1]
    if (seq === undefined) throw new Error('redo tapped with nothing to redo')
    entries[seq - 1]!.live = true
    return { entries, redo: log.redo.slice(0, -1) }
  }
  entries.push({ seq: entries.length + 1, kind: tap.kind, live: true, setup: false })
  return { entries, redo: [] }
}

/** The log after each prefix of the taps: index k is the log after the first k taps. */
export function prefixes(start: Log, taps: readonly Tap[]): Log[] {
  const out = [start]
  for (const t of taps) out.push(afterTap(out[out.length - 1]!, t))
  return out
}

/** What the game screen showed at one moment: the recent history rows and every balance. */
export interface ScreenSnapshot {
  rows: { seq: number; undone: boolean }[]
  balances: Record<string, string>
}

/**
 * Reads the game screen in one go (one evaluate, so no commit lands between two reads): the
 * rows of the recent history (found by role: the list "History") and the balance buttons.
 */
export async function snapshot(page: Page): Promise<ScreenSnapshot> {
  const list = await page.getByRole('list', { name: 'History', exact: true }).elementHandle()
  const balances = await page.getByRole('button', { name: /^Balance of / }).elementHandles()
  return page.evaluate(
    ([ol, ...buttons]) => ({
      rows: [...ol!.children].map((li) => ({
        seq: Number((li as HTMLElement).dataset.seq),
        undone: li.classList.contains('undone'),
      })),
      balances: Object.fromEntries(
        buttons.map((b) => {
          const m = /^Balance of (.+): (.+)$/.exec((b as Element).getAttribute('aria-label') ?? '')
          return [m?.[1] ?? '?', m?.[2] ?? '?']
        }),
      ),
    }),
    [list, ...balances] as const,
  )
}

/** The prefix lengths k whose log shows exactly the screen's rows (the newest entries, with their status). */
export function matchingPrefixes(logs: readonly Log[], screen: ScreenSnapshot): number[] {
  const out: number[] = []
  logs.forEach((log, k) => {
    const newest = [...log.entries].reverse().slice(0, screen.rows.length)
    if (
      newest.length === screen.rows.length &&
      newest.every((e, i) => e.seq === screen.rows[i]!.seq && e.live === !screen.rows[i]!.undone)
    )
      out.push(k)
  })
  return out
}

/** The balances (by player name) a log shows, with the postings of the stored entries. */
export function balancesOf(log: Log, d: Dump, gameId: string): Record<string, number> {
  const { game, head, entries } = gameOf(d, gameId)
  const b: Record<string, number> = { ...head!.initial.balances }
  for (const e of log.entries)
    if (e.live) for (const p of entries[e.seq - 1]!.postings) b[p.account] = (b[p.account] ?? 0) + p.amount
  return Object.fromEntries(game!.config.players.map((p) => [p.name, b[p.id] ?? 0]))
}

/** Balances by player name as the head stores them. */
export function headBalances(d: Dump, gameId: string): Record<string, number> {
  const { game, head } = gameOf(d, gameId)
  return Object.fromEntries(game!.config.players.map((p) => [p.name, head!.state.balances[p.id] ?? 0]))
}

/** A (non-negative) amount as the English screen shows it. */
export const euros = (n: number) => `€${n.toLocaleString('en-US')}`
