// Import and export of the 100,000-entry backup alone (`npm run bench -- --only=io`; BENCH_IO_ROUNDS
// rounds, default 3, medians), each beside its floors measured in the same rounds: the floor app's
// bare IndexedDB (bench/browser.ts floorBackup: pages of 500 entry objects) and the same with each
// page stored as its JSON text (the app's layout since schema version 3). The app imports in a
// fresh page once its service worker is installed (a user picks a file seconds after the start
// screen shows, not while the worker precaches the app), then backs the game up from its history.
import { copyFileSync, existsSync, statSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { backupText } from '@/db/backup'
import { longGameBackup } from './longGame'
import { context, floorBackup, timed } from './browser'
import { ARGS, BASE, FLOOR, FLOOR_DIST, buildAll, executablePath, serve } from './serve'
import { figure, ms, percentile } from './util'

const ROUNDS = Number(process.env.BENCH_IO_ROUNDS ?? 3)
const FILE = 'bench/out/backup-long.json'

/** One round: the app's import (file chosen → "Imported 1 game") and export (Back up this game → download) in a fresh context. */
async function appRound(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  name: string,
): Promise<{ importMs: number; longest: number; exportMs: number }> {
  const ctx = await context(browser)
  try {
    const page = await ctx.newPage()
    await page.goto(`${BASE}/`)
    await page.getByRole('heading', { name: 'Your games' }).waitFor()
    // the service worker installed and activated (its precache done), then a quiet second
    await page.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined))
    await page.waitForTimeout(1000)
    const imp = await timed(page, () => page.getByLabel('Backup file to import').setInputFiles(FILE), {
      selector: '[role=status]',
      text: 'Imported 1 game',
    })
    await page.getByRole('link', { name: `Resume ${name}` }).click()
    await page.getByRole('link', { name: 'History', exact: true }).click()
    await page.getByRole('heading', { name: 'History' }).waitFor()
    await page.waitForTimeout(1000)
    const t0 = Date.now()
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'Back up this game' }).click(),
    ])
    const exportMs = Date.now() - t0
    await download.cancel().catch(() => undefined)
    return { importMs: imp.ms, longest: imp.longest, exportMs }
  } finally {
    await ctx.close()
  }
}

export async function benchIo(): Promise<void> {
  const backup = longGameBackup(100_000)
  const text = backupText(backup)
  if (!existsSync(FILE) || statSync(FILE).size !== text.length) writeFileSync(FILE, text)
  buildAll()
  copyFileSync(FILE, `${FLOOR_DIST}/backup-long.json`)
  const stop = await serve()
  try {
    const browser = await chromium.launch({ executablePath, args: ARGS })
    try {
      const app: { importMs: number; longest: number; exportMs: number }[] = []
      const objects: { importMs: number; exportMs: number }[] = []
      const texts: { importMs: number; exportMs: number }[] = []
      for (let i = 0; i < ROUNDS; i++) {
        console.error(`  … io round ${i + 1} of ${ROUNDS}`)
        const floorCtx = await context(browser)
        const floor = await floorCtx.newPage()
        await floor.goto(FLOOR)
        objects.push(await floorBackup(floor))
        texts.push(await floorBackup(floor, true))
        await floorCtx.close()
        app.push(await appRound(browser, backup.games[0]!.game.name))
      }
      const med = <T>(xs: T[], f: (x: T) => number) => percentile(xs.map(f), 50)
      const all = <T>(xs: T[], f: (x: T) => number) => xs.map((x) => Math.round(f(x))).join(', ')
      figure(
        `import a 100k-entry backup (${(text.length / 1e6).toFixed(1)} MB; file chosen → "Imported" shown; longest main-thread task), median of ${ROUNDS} (${all(app, (x) => x.importMs)})`,
        {
          v: med(app, (x) => x.importMs),
          text: `${ms(med(app, (x) => x.importMs)).text} (${ms(Math.max(...app.map((x) => x.longest))).text})`,
        },
        {
          v: med(texts, (x) => x.importMs),
          text: `${ms(med(texts, (x) => x.importMs)).text} bare IndexedDB, pages of 500 as text; ${ms(med(objects, (x) => x.importMs)).text} as objects`,
        },
        '≤ 2 s, no task > 50 ms',
      )
      figure(
        `export a 100k-entry game (Back up this game → download), median of ${ROUNDS} (${all(app, (x) => x.exportMs)})`,
        ms(med(app, (x) => x.exportMs)),
        {
          v: med(texts, (x) => x.exportMs),
          text: `${ms(med(texts, (x) => x.exportMs)).text} read the text pages into a Blob; ${ms(med(objects, (x) => x.exportMs)).text} read object pages, serialise`,
        },
        '≤ 0.5 s',
      )
    } finally {
      await browser.close()
    }
  } finally {
    stop()
  }
}
