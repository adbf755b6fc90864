// `npm run bench`: the target table of issue 16 (figure | measured | floor | ratio | target, each
// floor measured in the same run), then the supplementary Node figures.
// `npm run bench -- --node` skips the browser part; `--only=shell,startup,evening,game,lighthouse,sync,node`
// runs some parts; `--no-build` reuses the app's build in BENCH_DIST (default bench/out/dist);
// `--only=taps` runs the tap-budget e2e specs first and prints their table; `--only=io` the import and
// export of the 100k backup alone, BENCH_IO_ROUNDS rounds (bench/io.ts); `--only=peer` the cold first
// visit beside monopoly-money's client (bench/peer.ts; in the default run too when its build is there).
import { benchBackup } from './backup'
import { benchLedger } from './ledger'
import { benchHistoryIndex } from './historyIndex'
import { benchShell } from './shell'
import { benchBrowser } from './browser'
import { benchIo } from './io'
import { benchPeer } from './peer'
import { benchSync } from './sync'
import { printTaps, refreshTaps } from './taps'
import { figures, printFigures } from './util'

const onlyArg = process.argv.find((a) => a.startsWith('--only='))
const parts = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : null
const only = (part: string) => parts === null || parts.has(part)
const browser = !process.argv.includes('--node') && ['startup', 'evening', 'game', 'lighthouse'].some(only)

if (browser) await benchBrowser(only)
// issue 34: cold first visit beside monopoly-money's client, built in a scratch folder (skipped with a note without it)
if (only('peer') && !process.argv.includes('--node')) await benchPeer(browser)
// the import and export alone, several rounds (asked for by name only: the game part measures them once)
if (parts?.has('io')) await benchIo()
// issue 17: bank tap → phones, a 10k-entry catch-up (its own table; reuses the build of the line above)
if (only('sync') && !process.argv.includes('--node')) await benchSync(browser)
if (only('shell')) benchShell()
if (parts?.has('taps')) await refreshTaps()
if (figures.length) printFigures()
if (only('node')) {
  console.log('\n# Supplementary (Node, fake-indexeddb; rows: what | measured | target)')
  // each part on its own: one that fails (a storage change in progress) does not hide the others
  for (const part of [benchLedger, benchBackup, benchHistoryIndex, printTaps]) {
    try {
      await part()
    } catch (e) {
      console.log(`| ${part.name} | failed: ${e instanceof Error ? e.message : String(e)} | |`)
    }
  }
}
if (parts?.has('taps') && !parts.has('node')) printTaps()
