// `npm run bench`: prints every figure as a Markdown table row (what | measured | target).
// `npm run bench -- --node` skips the browser part (Chromium, Lighthouse).
import { benchBackup } from './backup'
import { benchLedger } from './ledger'
import { benchHistoryIndex } from './historyIndex'
import { benchShell } from './shell'
import { benchBrowser } from './browser'
import { printTaps } from './taps'

console.log('| what | measured | target |\n|---|---|---|')
benchShell()
await benchLedger()
await benchBackup()
benchHistoryIndex()
if (!process.argv.includes('--node')) await benchBrowser()
printTaps()
