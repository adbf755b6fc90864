import { describe, expect, it } from 'vitest'
import { csvNumber, csvSeparator, csvText, historyCsv, toCsv, type HistoryCsvLabels } from '@/domain/export/csv'
import type { Entry } from '@/domain/ledger/types'

const labels = (locale: string): HistoryCsvLabels => ({
  locale,
  columns: {
    seq: 'No',
    time: 'Time',
    kind: 'Kind',
    account: 'Account',
    amount: 'Amount',
    note: 'Note',
    status: 'Status',
  },
  status: { live: 'booked', undone: 'undone', setup: 'setup' },
  accountName: (id) => ({ bank: 'Bank', a: 'Anna', b: 'Ben' })[id] ?? id,
  kindLabel: (k) => (k === 'payment' ? 'Payment' : k),
})
const entry = (seq: number, over: Partial<Entry> = {}): Entry => ({
  id: `e${seq}`,
  gameId: 'g',
  seq,
  ts: new Date(2024, 4, 1, 14, 3, 9).getTime(),
  kind: 'payment',
  postings: [
    { account: 'a', amount: -200 },
    { account: 'b', amount: 200 },
  ],
  isSetup: false,
  isUndone: false,
  ...over,
})

describe('CSV export', () => {
  it('separates fields with a comma in English and a semicolon in German', () => {
    expect(csvSeparator('en')).toBe(',')
    expect(csvSeparator('de')).toBe(';')
    expect(csvSeparator('de-AT')).toBe(';')
    expect(toCsv([['a', 1]], 'en')).toBe('a,1\r\n')
    expect(toCsv([['a', 1]], 'de')).toBe('a;1\r\n')
  })
  it('writes numbers without grouping and with the decimal comma in German', () => {
    expect(csvNumber(-1500000, 'de')).toBe('-1500000')
    expect(csvNumber(2.5, 'de')).toBe('2,5')
    expect(csvNumber(2.5, 'en')).toBe('2.5')
  })
  it('quotes fields with the separator, quotes or line breaks and doubles the quotes', () => {
    expect(csvText('Park, Lane', ',')).toBe('"Park, Lane"')
    expect(csvText('Park, Lane', ';')).toBe('Park, Lane')
    expect(csvText('say "hi"', ',')).toBe('"say ""hi"""')
    expect(csvText('two\nlines', ';')).toBe('"two\nlines"')
  })
  it('guards against formula injection: text starting with = + - @ gets a leading quote', () => {
    for (const s of ['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)', '\tx'])
      expect(csvText(s, ',').replace(/^"/, '').startsWith("'")).toBe(true)
    expect(toCsv([['=1+1', -5]], 'en')).toBe("'=1+1,-5\r\n")
  })
  it('writes one row per posting with the entry number, time, kind, account, amount, note and status', () => {
    const csv = historyCsv([entry(1, { note: 'rent; Park' }), entry(2, { isUndone: true })], labels('de'))
    expect(csv.split('\r\n')).toEqual([
      'No;Time;Kind;Account;Amount;Note;Status',
      '1;2024-05-01 14:03:09;Payment;Anna;-200;"rent; Park";booked',
      '1;2024-05-01 14:03:09;Payment;Ben;200;"rent; Park";booked',
      '2;2024-05-01 14:03:09;Payment;Anna;-200;;undone',
      '2;2024-05-01 14:03:09;Payment;Ben;200;;undone',
      '',
    ])
  })
  it('keeps an entry without postings as one row, and a hostile note stays text', () => {
    const csv = historyCsv([entry(3, { kind: 'leave', postings: [], note: '=cmd|calc' })], labels('en'), false)
    expect(csv).toBe("3,2024-05-01 14:03:09,leave,,,'=cmd|calc,booked\r\n")
  })
  it('a score pad (GmbH) has one row per player with his points, 0 included, and no bank row', () => {
    const round = entry(4, {
      kind: 'gmbhRound',
      postings: [
        { account: 'bank', amount: -20 },
        { account: 'a', amount: 24 },
        { account: 'b', amount: -4 },
      ],
    })
    const csv = historyCsv([round], { ...labels('en'), scorePlayers: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] }, false)
    expect(csv.split('\r\n')).toEqual([
      '4,2024-05-01 14:03:09,gmbhRound,Anna,24,,booked',
      '4,2024-05-01 14:03:09,gmbhRound,Ben,-4,,booked',
      '4,2024-05-01 14:03:09,gmbhRound,c,0,,booked',
      '',
    ])
  })
})
