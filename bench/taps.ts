// Tap budgets of issue "At the table": the e2e specs count the clicks of each common action and
// record them in bench/out/taps.jsonl; this prints the newest figure of each.
import { existsSync, readFileSync } from 'node:fs'
import { row } from './util'

export function printTaps(): void {
  console.log('\n## Taps per common action (counted by the e2e specs)')
  if (!existsSync('bench/out/taps.jsonl')) {
    row('tap counts', 'not measured yet', 'run the e2e specs (npm test, or npm run bench -- --browser)')
    return
  }
  const latest = new Map<string, { taps: number; budget: string }>()
  for (const line of readFileSync('bench/out/taps.jsonl', 'utf8').split('\n')) {
    if (!line.trim()) continue
    const r = JSON.parse(line) as { action: string; taps: number; budget: string }
    latest.set(r.action, r)
  }
  for (const [action, r] of latest) row(action, `${r.taps} taps`, r.budget)
}
