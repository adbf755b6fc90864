// Tap budgets of issues "At the table" and 14: the e2e specs count the taps of each common action
// (tests/e2e/budget.ts recordFlow, after asserting the outcome) into bench/out/taps.jsonl; this
// prints the newest run of each spec file as a table, grouped by game/area, each flow against its
// budget. `npm run bench -- --only=taps` runs the tap specs first (refreshTaps).
import { spawnSync, execSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import type { FlowRecord } from '../tests/e2e/budget'
import { DIST, PORT } from './serve'

const FILE = 'bench/out/taps.jsonl'

/** The most taps a budget allows: `max` if given, else the number after the last "=" or "≤" of its text, else its only number. */
export function budgetMax(r: Pick<FlowRecord, 'budget' | 'max'>): number | null {
  if (r.max !== undefined) return r.max
  const after = [...r.budget.matchAll(/(?:=|≤|<=)\s*(\d+)/g)].at(-1)
  if (after) return Number(after[1])
  const all = r.budget.match(/\d+/g)
  return all?.length === 1 ? Number(all[0]) : null
}

/** The group a record belongs to: its own area, else taps-<area>.spec.ts → <area>, <name>.spec.ts → <name>. */
export function areaOf(r: FlowRecord): string {
  if (r.area) return r.area
  const base = (r.file ?? '').replace(/\.spec\.ts$/, '')
  if (base === 'taps') return 'money (free play)'
  return base.replace(/^taps-/, '') || 'unknown'
}

/**
 * The newest run of each spec file (a spec run alone replaces only its own rows; a flow renamed or
 * removed since drops out), the last record of each flow in it. Records written before runs had
 * ids are left out.
 */
export function newestRuns(lines: string[]): { rows: FlowRecord[]; older: number } {
  const records: FlowRecord[] = []
  let older = 0
  for (const line of lines) {
    if (!line.trim()) continue
    const r = JSON.parse(line) as FlowRecord
    if (r.run && r.file) records.push(r)
    else older++
  }
  const newest = new Map<string, string>()
  for (const r of records) if ((newest.get(r.file!) ?? '') < r.run!) newest.set(r.file!, r.run!)
  const byFlow = new Map<string, FlowRecord>()
  for (const r of records) if (newest.get(r.file!) === r.run) byFlow.set(`${r.file}|${r.action}`, r)
  return { rows: [...byFlow.values()], older }
}

const cell = (s: string) => s.replace(/\|/g, '\\|')

/** The table lines (markdown): per area a heading and flow | taps | typed | budget | max taps | met or MISSED. */
export function tapTable(lines: string[]): string[] {
  const { rows, older } = newestRuns(lines)
  const out: string[] = []
  const areas = new Map<string, FlowRecord[]>()
  for (const r of rows) areas.set(areaOf(r), [...(areas.get(areaOf(r)) ?? []), r])
  let met = 0
  let missed = 0
  for (const [area, list] of [...areas.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const files = [...new Set(list.map((r) => r.file))].join(', ')
    const runs = [...new Set(list.map((r) => r.run!.slice(0, 16).replace('T', ' ')))].join(', ')
    out.push(
      '',
      `### ${area} (${files}, run ${runs} UTC)`,
      '',
      '| flow | taps | typed | budget | max taps | result |',
      '|---|---|---|---|---|---|',
    )
    for (const r of list) {
      const max = budgetMax(r)
      const verdict = max === null ? '?' : r.taps <= max ? 'met' : 'MISSED'
      if (verdict === 'met') met++
      else if (verdict === 'MISSED') missed++
      const typed = r.typed === undefined ? '' : `+ ${r.typed} typed`
      out.push(`| ${cell(r.action)} | ${r.taps} | ${typed} | ${cell(r.budget)} | ${max ?? ''} | ${verdict} |`)
    }
  }
  out.unshift(
    `${rows.length} flows: ${met} within budget, ${missed} missed${rows.length - met - missed ? `, ${rows.length - met - missed} without a number in the budget` : ''}${older ? ` (${older} older records without a run id left out)` : ''}.`,
  )
  return out
}

export function printTaps(): void {
  console.log('\n## Taps per common action (tap-budget e2e specs; newest run of each spec file)\n')
  const lines = existsSync(FILE) ? readFileSync(FILE, 'utf8').split('\n') : []
  if (newestRuns(lines).rows.length === 0) {
    console.log('Not measured yet: run the e2e specs (npm test, or npm run bench -- --only=taps).')
    return
  }
  for (const l of tapTable(lines)) console.log(l)
}

/** The tap-budget spec files (tests/e2e/taps*.spec.ts). */
export function tapSpecs(): string[] {
  return readdirSync('tests/e2e')
    .filter((f) => /^taps.*\.spec\.ts$/.test(f))
    .sort()
    .map((f) => `tests/e2e/${f}`)
}

/**
 * `--only=taps`: builds the app into BENCH_DIST (unless --no-build) and runs the tap specs against it
 * on BENCH_PORT, so the table shows this checkout's figures. A failing spec is reported, not thrown:
 * the flows that passed are still recorded.
 */
export async function refreshTaps(): Promise<void> {
  const specs = tapSpecs()
  console.error(`  tap specs: ${specs.join(' ')}`)
  if (!process.argv.includes('--no-build') || !existsSync(`${DIST}/index.html`))
    execSync(`node node_modules/vite/bin/vite.js build --outDir ${DIST} --emptyOutDir`, { stdio: 'ignore' })
  const r = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...specs, '--reporter=line'], {
    stdio: ['ignore', 2, 2],
    env: { ...process.env, E2E_DIST: DIST, E2E_PORT: String(PORT), TAPS_RUN: new Date().toISOString() },
  })
  if (r.status !== 0)
    console.log(`\n(tap specs failed with exit code ${r.status}: the table shows the flows that passed)`)
}
