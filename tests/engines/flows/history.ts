// History, statement, charts, the CSV export and a backup exported and imported (each engine's own
// download and file chooser), and a game deleted in another tab.
import assert from 'node:assert/strict'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { openBrowser, type Lang, type Opened, type Size } from '../browsers'
import type { Engine } from '../drivers/tab'
import { eventually, gone, see, seeText, until } from '../expect'
import { page } from '../locator'
import { App } from '../pages/App'
import { names, type Names } from '../pages/names'

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

/** The flow's texts per UI language (src/locales/<lang>/history.json5 and core.json5); its game's name and note are data. */
const TEXTS = {
  en: {
    gameName: 'Backup game',
    /** The backup's file name (the game's name as a slug, the date). */
    backupFile: /^tischbank-backup-game-\d{4}-\d{2}-\d{2}\.json$/,
    note: 'rent',
    entries: 'Entries, newest first',
    undone: /undone/,
    player: 'Player',
    allPlayers: 'All players',
    search: 'Search the history',
    exportCsv: 'Export CSV',
    csvHeader: 'Entry,Time,Kind,Description,Account,Amount,Note,Status',
    csvPayment: (n: Names) => `Payment,${n.paid('Anna', n.money(200), 'Ben')},Anna,-200,rent,booked`,
    backupGame: 'Back up this game',
    statements: 'Statements',
    statementOf: (p: string) => `Statement of ${p}`,
    back: 'Back',
    charts: 'Charts',
    balances: 'Balances over the game',
    deleteGame: (g: string) => `Delete ${g}`,
    delete: 'Delete',
    fileLabel: 'Backup file to import',
    imported: (g: string) => `Imported 1 game: ${g}.`,
    gameNotFound: 'This game does not exist (any more).',
  },
  de: {
    gameName: 'Spieleabend Köln',
    backupFile: /^tischbank-spieleabend-koln-\d{4}-\d{2}-\d{2}\.json$/,
    note: 'Miete',
    entries: 'Einträge, neueste zuerst',
    undone: /rückgängig gemacht/,
    player: 'Spieler',
    allPlayers: 'Alle Spieler',
    search: 'Verlauf durchsuchen',
    exportCsv: 'CSV exportieren',
    // German spreadsheets: `;` between fields
    csvHeader: 'Eintrag;Zeit;Art;Beschreibung;Konto;Betrag;Notiz;Status',
    csvPayment: (n: Names) => `Zahlung;${n.paid('Anna', n.money(200), 'Ben')};Anna;-200;Miete;gebucht`,
    backupGame: 'Dieses Spiel sichern',
    statements: 'Kontoauszüge',
    statementOf: (p: string) => `Kontoauszug von ${p}`,
    back: 'Zurück',
    charts: 'Diagramme',
    balances: 'Kontostände im Spielverlauf',
    deleteGame: (g: string) => `${g} löschen`,
    delete: 'Löschen',
    fileLabel: 'Sicherungsdatei zum Importieren',
    imported: (g: string) => `1 Spiel importiert: ${g}.`,
    gameNotFound: 'Dieses Spiel gibt es nicht (mehr).',
  },
}

/** Every kind of space as a plain one (amounts carry a no-break space in German). */
const plainSpaces = (s: string) => s.replace(/\s/g, ' ')

export async function historyAndBackup(engine: Engine, lang: Lang, size: Size) {
  const b = await openBrowser(engine, lang, size)
  try {
    const tab = b.tab
    const n = names[lang]
    const t = TEXTS[lang]
    const app = new App(tab, n)
    const listOf = () => page.role('list', t.entries)
    await app.home()
    await app.newFreePlay(t.gameName, ['Anna', 'Ben', 'Cem'])
    await app.pay('Anna', 'Ben', '200', t.note)
    await app.pay('Ben', 'Bank', '50')
    await app.pay('Bank', 'Cem', '300')
    await tab.click(app.undo())
    await app.expectBalances({ Anna: 1300, Ben: 1650, Cem: 1500 })

    // the history: every entry, newest first (the undone one marked), its filters
    await tab.click(page.role('link', n.history, { exact: true }))
    await see(tab, page.role('heading', n.history))
    const rows = await until(
      tab,
      () => tab.texts(listOf().role('listitem')),
      (r) => r.length === 6,
      'six history rows',
    )
    assert.match(rows[0]!, t.undone)
    await tab.select(page.label(t.player), 'Ben')
    await until(
      tab,
      () => tab.count(listOf().role('listitem')),
      (c) => c === 3,
      "Ben's three entries",
    )
    await tab.fill(page.label(t.search), t.note)
    await until(
      tab,
      () => tab.count(listOf().role('listitem')),
      (c) => c === 1,
      `one entry with "${t.note}"`,
    )
    await tab.select(page.label(t.player), t.allPlayers)
    await tab.fill(page.label(t.search), '')
    await until(
      tab,
      () => tab.count(listOf().role('listitem')),
      (c) => c === 6,
      'all six again',
    )

    // the CSV export and the game's backup, downloaded
    await tab.click(page.role('button', t.exportCsv))
    const csv = plainSpaces(readFileSync(await downloaded(b, /\.csv$/), 'utf8'))
    for (const line of [t.csvHeader, plainSpaces(t.csvPayment(n))])
      assert.ok(csv.includes(line), `the CSV has the line ${line}:\n${csv}`)
    await tab.click(page.role('button', t.backupGame))
    const backup = await downloaded(b, t.backupFile)
    assert.equal(JSON.parse(readFileSync(backup, 'utf8')).format, 'tischbank-backup')

    // the statement and the charts
    await tab.click(page.role('link', t.statements))
    await see(tab, page.role('heading', t.statementOf('Anna')))
    await until(
      tab,
      () => tab.count(page.role('table', t.statementOf('Anna')).role('row')),
      (c) => c === 3,
      'three statement rows (header, start, the payment)',
    )
    await seeText(tab, page.role('table', t.statementOf('Anna')).role('row').nth(1), n.money(1300))
    await tab.click(page.role('link', t.back))
    await tab.click(page.role('link', t.charts))
    await see(tab, page.role('img', t.balances))
    await seeText(tab, page.role('table', t.balances), n.money(1650))

    // deleted, then imported from the backup through the file chooser: the same game, redo included
    await app.home()
    await tab.click(page.role('button', t.deleteGame(t.gameName)))
    await tab.click(page.role('dialog', t.deleteGame(t.gameName)).role('button', t.delete))
    await gone(tab, page.role('link', n.resume(t.gameName)))
    await tab.upload(page.label(t.fileLabel), backup)
    await seeText(tab, page.role('status'), t.imported(t.gameName))
    await tab.click(page.role('link', n.resume(t.gameName)))
    await app.expectBalances({ Anna: 1300, Ben: 1650, Cem: 1500 })
    await tab.click(app.redo())
    await app.expectBalances({ Anna: 1300, Ben: 1650, Cem: 1800 })

    // a second tab deletes the game this tab shows: this tab says so, no stale balances
    const other = await b.newTab()
    await other.goto('/')
    await other.click(page.role('button', t.deleteGame(t.gameName)))
    await other.click(page.role('dialog', t.deleteGame(t.gameName)).role('button', t.delete))
    await gone(other, page.role('link', n.resume(t.gameName)))
    await other.close()
    await seeText(tab, page.role('alert'), t.gameNotFound)
    await eventually(tab, () => app.balances(), {}, 'no balances left on screen')
  } finally {
    await b.quit()
  }
}
