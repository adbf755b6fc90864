// Lighthouse 12 (mobile) of the app's start page, median of 3 runs (by performance), beside one run
// of the floor app. Lighthouse lives in tools/lighthouse (its own lockfile, installed on first use:
// 201 packages, ~30 s, kept out of the app's `npm ci`).
import { execSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { ARGS, BASE, FLOOR, executablePath } from './serve'
import { figure } from './util'

const DIR = 'tools/lighthouse'
type Scores = Record<string, number>

/** One run; its report stays in bench/out/lighthouse-<name>.json (which audit cost the points). */
function run(url: string, name: string): Scores {
  execSync(
    `node_modules/.bin/lighthouse ${url} --quiet --form-factor=mobile --only-categories=performance,accessibility,best-practices --output=json --output-path=../../bench/out/lighthouse-${name}.json --chrome-flags="${ARGS.join(' ')}"`,
    { cwd: DIR, stdio: 'ignore', env: { ...process.env, CHROME_PATH: executablePath } },
  )
  const r = JSON.parse(readFileSync(`bench/out/lighthouse-${name}.json`, 'utf8')) as {
    categories: Record<string, { score: number }>
  }
  return Object.fromEntries(Object.entries(r.categories).map(([k, v]) => [k, Math.round(v.score * 100)]))
}

const text = (s: Scores) => `${s.performance} / ${s.accessibility} / ${s['best-practices']}`

export async function lighthouseFigures(): Promise<void> {
  if (!existsSync(`${DIR}/node_modules/.bin/lighthouse`)) {
    try {
      execSync('npm ci --no-audit --no-fund', { cwd: DIR, stdio: 'ignore' })
    } catch {
      figure(
        'Lighthouse 12 mobile: performance / a11y / best practices',
        'not installed: run `npm ci` in tools/lighthouse',
        '',
        '100 / 100 / 100',
      )
      return
    }
  }
  const runs = [run(`${BASE}/`, 'app-1'), run(`${BASE}/`, 'app-2'), run(`${BASE}/`, 'app-3')].sort(
    (a, b) => (a.performance ?? 0) - (b.performance ?? 0),
  )
  const floor = run(`${FLOOR}/`, 'floor')
  figure(
    `Lighthouse 12 mobile, median of 3 (runs ${runs.map((r) => r.performance).join(', ')}): performance / a11y / best practices`,
    { v: runs[1]!.performance ?? 0, text: text(runs[1]!) },
    { v: floor.performance ?? 0, text: `${text(floor)} (one run)` },
    '100 / 100 / 100',
  )
  await Promise.resolve()
}
