// Issue 33: WebKit can leave IndexedDB wedged for the whole browser (a page that went away while
// transactions were in flight, WebKit bug 324094): the database still opens, but no later request
// ever succeeds, fails or aborts. Nothing settles, so nothing throws: the app would wait silently.
// This middleware notices the silence and says so; it never cancels or retries anything.
import type { DBCore, DBCoreTable, Middleware } from 'dexie'

/** How long database requests may go unanswered (none pending answered, none other either) before the app says storage is not answering. */
export const STUCK_MS = 8_000

/**
 * A check this late means the page was frozen (in the background, a locked phone) or starved: time
 * only counts from now, so a request sent just before the freeze is not called stuck on waking.
 */
const LATE_MS = 2_000

/** A request in flight and when it started. */
interface Pending {
  at: number
}

/**
 * Counts the database requests in flight and says (`report(true)`) when the oldest has waited
 * STUCK_MS with no request answered meanwhile, and (`report(false)`) at the next answer. Answers
 * mean progress: a slow device under load keeps answering and is not wedged. One timer, and only
 * while a request is pending: an idle app has no wakeups.
 */
export class Watchdog {
  // insertion order is start order (the clock is monotonic): the first is the oldest
  private readonly pending = new Set<Pending>()
  private lastAnswer = -Infinity
  private resumedAt = -Infinity
  /** When the armed timer should fire. */
  private due = 0
  private timer: ReturnType<typeof setTimeout> | undefined
  private stuck = false

  constructor(
    private readonly report: (stuck: boolean) => void,
    private readonly now: () => number = () => performance.now(),
    private readonly stuckMs = STUCK_MS,
  ) {}

  /** True while requests have gone unanswered for STUCK_MS. */
  get isStuck(): boolean {
    return this.stuck
  }

  /** The number of requests in flight. */
  get inFlight(): number {
    return this.pending.size
  }

  /** Follows one request's promise (the promise itself is returned unchanged, for the caller). */
  watch<T>(p: Promise<T>): Promise<T> {
    const req: Pending = { at: this.now() }
    this.pending.add(req)
    if (this.timer === undefined && !this.stuck) this.arm(this.stuckMs)
    const answered = () => this.answered(req)
    p.then(answered, answered)
    return p
  }

  private answered(req: Pending): void {
    this.pending.delete(req)
    this.lastAnswer = this.now()
    if (this.pending.size === 0) this.disarm()
    // the timer (still armed, or re-armed here after a stuck spell) measures from this answer
    else if (this.timer === undefined) this.arm(this.stuckMs)
    this.set(false)
  }

  /** Since when nothing was answered while a request waited (and the page ran). */
  private since(): number {
    const oldest = this.pending.values().next().value
    return Math.max(oldest?.at ?? this.now(), this.lastAnswer, this.resumedAt)
  }

  private check = (): void => {
    this.timer = undefined
    if (this.pending.size === 0) return
    const now = this.now()
    if (now - this.due > LATE_MS) this.resumedAt = now
    const waited = now - this.since()
    if (waited >= this.stuckMs) this.set(true)
    else this.arm(this.stuckMs - waited)
  }

  private arm(ms: number): void {
    this.due = this.now() + ms
    this.timer = setTimeout(this.check, ms)
  }

  private disarm(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
  }

  private set(stuck: boolean): void {
    if (stuck === this.stuck) return
    this.stuck = stuck
    this.report(stuck)
  }
}

// under Dexie's own middlewares (the lowest is -1): every request that goes to IndexedDB, none served from a cache
const LEVEL = -2

/** The DBCore middleware that lets `dog` follow every read and write (get, getMany, query, openCursor, count, mutate). */
export function watchdogMiddleware(dog: Watchdog): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'TischbankWatchdog',
    level: LEVEL,
    create: (down) => ({
      ...down,
      table(name: string): DBCoreTable {
        const t = down.table(name)
        return {
          ...t,
          get: (req) => dog.watch(t.get(req)),
          getMany: (req) => dog.watch(t.getMany(req)),
          query: (req) => dog.watch(t.query(req)),
          openCursor: (req) => dog.watch(t.openCursor(req)),
          count: (req) => dog.watch(t.count(req)),
          mutate: (req) => dog.watch(t.mutate(req)),
        }
      },
    }),
  }
}
