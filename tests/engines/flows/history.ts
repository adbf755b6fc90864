// History, statement, charts, the CSV export and a backup exported and imported (each engine's own
// download and file chooser), and a game deleted in another tab.
import assert from 'node:assert/strict'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { openBrowser, type Opened, type Size } from '../browsers'
import type { Engine } from '../drivers/tab'
import { eventually, gone, see, seeText, until } from '../expect'
import { page } from '../locator'
import { App } from '../pages/App'
import { names } from '../pages/names'

/** Every file under `dir`, with its path (a browser may put downloads in a folder of its own). */
function filesUnder(dir: string): string[] {
  let out: string[] = []
  let entries: string[] = []
  try {
    entries = readdirSync(dir)
  } catch {
    return out
  }
  for (const e of entries) {
    const p = join(dir, e)
    // a browser's temporary file can be renamed between the listing and its stat: the next look finds it
    const stat = statSync(p, { throwIfNoEntry: false })
    if (stat) out = stat.isDirectory() ? out.concat(filesUnder(p)) : out.concat(p)
  }
  return out
}

/** The downloaded file whose name matches, complete (no partial download beside it). */
async function downloaded(b: Opened, name: RegExp): Promise<string> {
  return until(
    b.tab,
    async () => {
      const all = filesUnder(b.downloads)
      if (all.some((f) => /\.part$|\.download$|\.crdownload$/.test(f))) return undefined
      return all.find((f) => name.test(f.split('/').pop()!))
    },
    (f) => !!f,
    `a download named ${name} in ${b.downloads}`,
  ) as Promise<string>
}

const listOf = () => page.role('list', 'Entries, newest first')

export async function historyAndBackup(engine: Engine, size: Size) {
  const b = await openBrowser(engine, 'en', size)
  try {
    const tab = b.tab
    const app = new App(tab, names.en)
    await app.home()
    await app.newFreePlay('Backup game', ['Anna', 'Ben', 'Cem'])
    await app.pay('Anna', 'Ben', '200', 'rent')
    await app.pay('Ben', 'Bank', '50')
    await app.pay('Bank', 'Cem', '300')
    await tab.click(app.undo())
    await app.expectBalances({ Anna: 1300, Ben: 1650, Cem: 1500 })

    // the history: every entry, newest first (the undone one marked), its filters
    await tab.click(page.role('link', 'History', { exact: true }))
    await see(tab, page.role('heading', 'History'))
    const rows = await until(
      tab,
      () => tab.texts(listOf().role('listitem')),
      (r) => r.length === 6,
      'six history rows',
    )
    assert.match(rows[0]!, /undone/)
    await tab.select(page.label('Player'), 'Ben')
    await until(
      tab,
      () => tab.count(listOf().role('listitem')),
      (c) => c === 3,
      "Ben's three entries",
    )
    await tab.fill(page.label('Search the history'), 'rent')
    await until(
      tab,
      () => tab.count(listOf().role('listitem')),
      (c) => c === 1,
      'one entry with "rent"',
    )
    await tab.select(page.label('Player'), 'All players')
    await tab.fill(page.label('Search the history'), '')
    await until(
      tab,
      () => tab.count(listOf().role('listitem')),
      (c) => c === 6,
      'all six again',
    )

    // the CSV export and the game's backup, downloaded
    await tab.click(page.role('button', 'Export CSV'))
    const csv = readFileSync(await downloaded(b, /\.csv$/), 'utf8')
    assert.match(csv, /Entry,Time,Kind,Description,Account,Amount,Note,Status/)
    assert.match(csv, /Payment,Anna paid €200 to Ben,Anna,-200,rent,booked/)
    await tab.click(page.role('button', 'Back up this game'))
    const backup = await downloaded(b, /^tischbank-backup-game-\d{4}-\d{2}-\d{2}\.json$/)
    assert.equal(JSON.parse(readFileSync(backup, 'utf8')).format, 'tischbank-backup')

    // the statement and the charts
    await tab.click(page.role('link', 'Statements'))
    await see(tab, page.role('heading', 'Statement of Anna'))
    await until(
      tab,
      () => tab.count(page.role('table', 'Statement of Anna').role('row')),
      (c) => c === 3,
      'three statement rows (header, start, the payment)',
    )
    await seeText(tab, page.role('table', 'Statement of Anna').role('row').nth(1), '€1,300')
    await tab.click(page.role('link', 'Back'))
    await tab.click(page.role('link', 'Charts'))
    await see(tab, page.role('img', 'Balances over the game'))
    await seeText(tab, page.role('table', 'Balances over the game'), '€1,650')

    // deleted, then imported from the backup through the file chooser: the same game, redo included
    await app.home()
    await tab.click(page.role('button', 'Delete Backup game'))
    await tab.click(page.role('dialog', 'Delete Backup game').role('button', 'Delete'))
    await gone(tab, page.role('link', 'Resume Backup game'))
    await tab.upload(page.label('Backup file to import'), backup)
    await seeText(tab, page.role('status'), 'Imported 1 game: Backup game.')
    await tab.click(page.role('link', 'Resume Backup game'))
    await app.expectBalances({ Anna: 1300, Ben: 1650, Cem: 1500 })
    await tab.click(app.redo())
    await app.expectBalances({ Anna: 1300, Ben: 1650, Cem: 1800 })

    // a second tab deletes the game this tab shows: this tab says so, no stale balances
    const other = await b.newTab()
    await other.goto('/')
    await other.click(page.role('button', 'Delete Backup game'))
    await other.click(page.role('dialog', 'Delete Backup game').role('button', 'Delete'))
    await gone(other, page.role('link', 'Resume Backup game'))
    await other.close()
    await seeText(tab, page.role('alert'), 'does not exist')
    await eventually(tab, () => app.balances(), {}, 'no balances left on screen')
  } finally {
    await b.quit()
  }
}
