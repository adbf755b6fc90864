/** The game clock as stored with the game (not in the ledger: pausing is no undo step). */
export interface GameClock {
  lengthMs: number
  elapsedMs: number
  runningSince: number | null
}

/** The longest agreed game length the clock takes, in minutes (a day). */
export const MAX_GAME_MINUTES = 24 * 60

/** A fresh clock for the agreed game length (RULES.md DKT: 120 minutes by default; 0 = untimed). */
export function newClock(gameMinutes: number): GameClock {
  return { lengthMs: gameMinutes * 60_000, elapsedMs: 0, runningSince: null }
}

/** Time played so far at `now`. */
export function clockElapsed(c: GameClock, now: number): number {
  return c.elapsedMs + (c.runningSince !== null ? Math.max(0, now - c.runningSince) : 0)
}

/** What the clock shows at `now`: timed or not, time left, and whether the agreed time is up (then the ranking decides). */
export function clockStatus(
  c: GameClock,
  now: number,
): { timed: boolean; running: boolean; elapsed: number; remaining: number; over: boolean } {
  const elapsed = clockElapsed(c, now)
  const timed = c.lengthMs > 0
  const remaining = Math.max(0, c.lengthMs - elapsed)
  return { timed, running: c.runningSince !== null, elapsed, remaining, over: timed && remaining <= 0 }
}

/** Start or pause at `now` (pausing keeps the time played). */
export function toggleClock(c: GameClock, now: number): GameClock {
  return c.runningSince !== null
    ? { ...c, elapsedMs: clockElapsed(c, now), runningSince: null }
    : { ...c, runningSince: now }
}

/** At the agreed time: the clock stops at its length. */
export function stopAtLength(c: GameClock): GameClock {
  return c.runningSince !== null ? { ...c, elapsedMs: c.lengthMs, runningSince: null } : c
}

/** A new agreed length from a typed number of minutes (whole, 0 to a day); null when not valid. */
export function withLength(c: GameClock, minutes: string): GameClock | null {
  const m = Number(minutes)
  if (!Number.isInteger(m) || m < 0 || m > MAX_GAME_MINUTES) return null
  return { ...c, lengthMs: m * 60_000 }
}

/** Back to no time played, paused. */
export function resetClock(c: GameClock): GameClock {
  return { ...c, elapsedMs: 0, runningSince: null }
}

/** h:mm:ss of a duration. */
export function hms(ms: number): string {
  const s = Math.floor(ms / 1000)
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}
