// `npm run bench`: prints every figure as a Markdown table row (what | measured | target).
import { benchLedger } from './ledger'
import { benchShell } from './shell'

console.log('| what | measured | target |\n|---|---|---|')
benchShell()
await benchLedger()
