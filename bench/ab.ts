// Two builds of the app side by side: the open of the long game (navigation start → the first
// balance text, as the bench's figure), alternating A and B in one browser, and the median of the
// paired differences. Separate runs of the bench on the 2-core build machine differ by 20–30 %;
// pairing each open of B with one of A taken next to it narrows that, but not to nothing: the
// same build against itself (an A/A run) gave +9 ms at 21 rounds and +20 ms at 11 on 2 Dec. Run
// an A/A beside an A/B, with 21 rounds or more, before reading a difference of ~10 ms.
//
//   node --import tsx bench/ab.ts <dist A> <dist B> [--rounds=21] [--no-sw] [--demo=dkt]
//
// Build each first (`npx vite build --outDir <dist>`). --no-sw blocks service workers, so that
// both load their scripts as the floor app does. The backup of bench/out is written if missing.
// --demo=TYPE opens that type's demo game (dkt, monopolyDe, discretion: the games with balances)
// instead of the long free-play game, for a change to a game type's own chunks.
import { existsSync, writeFileSync } from 'node:fs'
import { spawn } from 'node:child_process'
import { chromium, type Page } from '@playwright/test'
import { backupText } from '@/db/backup'
import { longGameBackup } from './backup'
import { BACKUP_FILE as BACKUP, context, importLongGame, openOnce } from './browser'
import { ARGS, executablePath } from './serve'
import { percentile } from './util'

const args = process.argv.slice(2)
const dists = args.filter((a) => !a.startsWith('--'))
if (dists.length !== 2) throw new Error('usage: bench/ab.ts <dist A> <dist B> [--rounds=21] [--no-sw]')
const ROUNDS = Number(args.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 21)
const serviceWorkers = args.includes('--no-sw') ? 'block' : 'allow'
const DEMOS = ['freePlay', 'dkt', 'monopolyDe', 'discretion'] as const
const demo = args.find((a) => a.startsWith('--demo='))?.slice(7)
if (demo !== undefined && !(DEMOS as readonly string[]).includes(demo))
  throw new Error(`--demo: one of ${DEMOS.join(', ')}`)
const PORTS = [4390, 4391]

if (!demo && !existsSync(BACKUP))
  writeFileSync(BACKUP, backupText(longGameBackup(Number(process.env.BENCH_ENTRIES ?? 100_000))))
const servers = dists.map((dist, i) =>
  spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(PORTS[i]),
      '--strictPort',
      '--outDir',
      dist,
    ],
    { stdio: 'ignore', detached: true },
  ),
)
const browser = await chromium.launch({ executablePath, args: ARGS })
try {
  await new Promise((r) => setTimeout(r, 2500))
  const games: { page: Page; url: string }[] = []
  for (const port of PORTS) {
    const page = await (await context(browser, serviceWorkers)).newPage()
    const base = `http://127.0.0.1:${port}`
    games.push({ page, url: demo ? await openDemo(page, base, demo) : await importLongGame(page, base) })
  }
  const open = async ({ page, url }: { page: Page; url: string }) => {
    const t = await openOnce(page, url)
    // what the open leaves running (the history's code, the worker's check) ends before the other build's
    await page.waitForTimeout(800)
    return t
  }
  // warm: the worker installed and in control, the caches filled
  for (let i = 0; i < 4; i++) for (const g of games) await open(g)
  const a: number[] = []
  const b: number[] = []
  for (let r = 0; r < ROUNDS; r++) {
    if (r % 2) {
      b.push(await open(games[1]!))
      a.push(await open(games[0]!))
    } else {
      a.push(await open(games[0]!))
      b.push(await open(games[1]!))
    }
  }
  const diffs = b.map((x, i) => x - a[i]!)
  const f = (x: number) => `${x.toFixed(1)} ms`
  console.log(
    `open the ${demo ? `${demo} demo` : BACKUP} game, ${ROUNDS} rounds, service workers ${serviceWorkers === 'allow' ? 'on' : 'blocked'}`,
  )
  console.log(`  A ${dists[0]}: median ${f(percentile(a, 50))}`)
  console.log(`  B ${dists[1]}: median ${f(percentile(b, 50))}`)
  console.log(`  B − A, median of the paired differences: ${f(percentile(diffs, 50))}`)
} finally {
  await browser.close()
  for (const s of servers) {
    try {
      process.kill(-s.pid!, 'SIGKILL')
    } catch {
      /* stopped */
    }
  }
}

/** Starts the demo game of `type` from the help screen (its card's first button); the game's address. */
async function openDemo(page: Page, base: string, type: string): Promise<string> {
  await page.goto(`${base}/welcome`)
  await page
    .locator('.welcome-card')
    .nth(DEMOS.indexOf(type as (typeof DEMOS)[number]))
    .getByRole('button')
    .first()
    .click()
  await page.waitForURL(/\/game\/[^/]+$/)
  await page.locator('[data-testid="balance"]').first().waitFor()
  return page.url()
}
