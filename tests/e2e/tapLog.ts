import { appendFileSync, mkdirSync } from 'node:fs'

/** Records a tap count for `npm run bench` (bench/out/taps.jsonl), one line per measurement. */
export function recordTaps(action: string, taps: number, budget: string): void {
  mkdirSync('bench/out', { recursive: true })
  appendFileSync('bench/out/taps.jsonl', `${JSON.stringify({ action, taps, budget, at: new Date().toISOString() })}\n`)
}
