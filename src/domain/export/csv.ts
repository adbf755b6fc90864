import type { Entry } from '../ledger/types'
import { playerPoints } from './scorePad'

/** A cell: text (guarded and quoted as needed) or a number (written in the locale's notation). */
export type CsvCell = string | number | null | undefined

/** The field separator spreadsheets expect for a locale: German uses `;` (its decimal mark is the comma). */
export function csvSeparator(locale: string): ',' | ';' {
  return locale.toLowerCase().startsWith('de') ? ';' : ','
}

/** A number as a spreadsheet in that locale reads it: no grouping, `-` for negatives, decimal comma in German. */
export function csvNumber(n: number, locale: string): string {
  if (!Number.isFinite(n)) return ''
  const s = String(n)
  return csvSeparator(locale) === ';' ? s.replace('.', ',') : s
}

// OWASP CSV injection: a text cell that starts like a formula (= + - @, or tab/CR that some
// spreadsheets skip) is prefixed with a quote so the spreadsheet shows it as text.
const FORMULA_START = /^[\t\r]|^\s*[=+\-@]/

/** One text cell: formula-guarded, then quoted (quotes doubled) when it holds the separator, a quote or a line break. */
export function csvText(value: string, sep: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value
  return guarded.includes(sep) || /["\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded
}

/**
 * A whole CSV document (RFC 4180: CRLF line ends, quoted fields) in the locale's notation.
 * Numbers are our own integers and are written as numbers; only text cells are formula-guarded.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[], locale: string): string {
  const sep = csvSeparator(locale)
  return rows
    .map((row) =>
      row
        .map((c) =>
          c === null || c === undefined ? '' : typeof c === 'number' ? csvNumber(c, locale) : csvText(c, sep),
        )
        .join(sep),
    )
    .join('\r\n')
    .concat('\r\n')
}

/** Labels the history CSV needs from the UI (translated column titles and names). */
export interface HistoryCsvLabels {
  locale: string
  columns: {
    seq: string
    time: string
    kind: string
    account: string
    amount: string
    note: string
    status: string
    description?: string
  }
  status: { live: string; undone: string; setup: string }
  accountName(id: string): string
  kindLabel(kind: string): string
  /** The entry's line in the history's words (describeEntry): with it, a "description" column follows the kind. */
  describe?(entry: Entry): string
  /** A score pad's players (GmbH): then each entry has one row per player with his points, 0 included, and no bank row. */
  scorePlayers?: readonly { id: string }[]
}

/** `YYYY-MM-DD HH:MM:SS` in local time: a date-time every spreadsheet recognises in every locale. */
export function csvDateTime(ts: number): string {
  const d = new Date(ts)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`
}

/**
 * The history as CSV, one row per posting (an entry without postings, e.g. a score-less round,
 * still gets one row so no entry is lost), oldest first, undone entries marked in the status column.
 * With `describe`, each row also carries the entry's description, in the same words as the history.
 * A score pad (`scorePlayers`) has one row per player and entry instead, and no bank row.
 */
export function historyCsv(entries: Iterable<Entry>, labels: HistoryCsvLabels, withHeader = true): string {
  const c = labels.columns
  const described = labels.describe
  const rows: CsvCell[][] = withHeader
    ? [[c.seq, c.time, c.kind, ...(described ? [c.description ?? ''] : []), c.account, c.amount, c.note, c.status]]
    : []
  for (const e of entries) {
    const status = e.isUndone ? labels.status.undone : e.isSetup ? labels.status.setup : labels.status.live
    const base = [e.seq, csvDateTime(e.ts), labels.kindLabel(e.kind), ...(described ? [described(e)] : [])] as const
    const postings = labels.scorePlayers ? playerPoints(e.postings, labels.scorePlayers) : e.postings
    if (postings.length === 0) rows.push([...base, null, null, e.note ?? '', status])
    for (const p of postings) rows.push([...base, labels.accountName(p.account), p.amount, e.note ?? '', status])
  }
  return rows.length ? toCsv(rows, labels.locale) : ''
}
