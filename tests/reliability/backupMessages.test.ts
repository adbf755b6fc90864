// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { backupText, makeBackup, restore, type Backup, type BackupEntry } from '@/db/backup'
import { useFormatCore } from '@/composables/useFormatCore'
import { isRuleError, type RuleError } from '@/domain/errors'
import type { Locale } from '@/modules/i18n'
import { testI18n } from '../helpers/i18n'
import { freshDb } from '../helpers/db'
import { playedGame } from '../db/played'

// Issue 38: every backup refusal says in words what is wrong and where (game, entry number, field),
// in English and German: no internal codes ("(playerCount: 3, 6, 16)", "(nameInvalid: )"), no path
// of indices ("games.0.entries.2.seq") for duplicates, nesting or bidi characters.

function errorText(e: RuleError, locale: Locale): string {
  let text = ''
  mount(
    defineComponent({
      setup() {
        text = useFormatCore(() => null).errorText(e)
        return () => h('div')
      },
    }),
    { global: { plugins: [testI18n(locale)] } },
  )
  return text
}

type Case = { name: string; edit: (f: Backup) => void; words: { en: RegExp[]; de: RegExp[] } }
const g0 = (f: Backup) => f.games[0]!
const last = (f: Backup): BackupEntry => g0(f).entries[g0(f).entries.length - 1]!

const CASES: Case[] = [
  {
    name: '16 players',
    edit: (f) =>
      (g0(f).game.config.players = Array.from({ length: 16 }, (_, i) => ({
        id: `p${i + 1}`,
        name: `P${i}`,
        color: '#d32f2f',
      }))),
    words: { en: [/Demo dkt/, /3 to 6 players \(16 given\)/], de: [/Demo dkt/, /16/] },
  },
  {
    name: 'a name with a bidi control',
    edit: (f) => (g0(f).game.config.players[0]!.name = 'Anna\u202e'),
    words: { en: [/Demo dkt/, /characters that are not allowed/], de: [/Demo dkt/, /Zeichen/] },
  },
  {
    name: 'a duplicate entry',
    edit: (f) => g0(f).entries.push({ ...last(f) }),
    words: { en: [/Demo dkt/, /entry \d+/, /repeated or out of order/], de: [/Demo dkt/, /Eintrag \d+/, /doppelt/] },
  },
  {
    name: 'values nested 70 deep',
    edit: (f) => (last(f).info = { deep: JSON.parse('['.repeat(70) + ']'.repeat(70)) as never }),
    words: { en: [/64 levels deep/], de: [/64 Ebenen/] },
  },
  {
    name: 'an entry amount as text',
    edit: (f) => (last(f).postings = [{ account: 'p1', amount: '5' as never }]),
    words: {
      en: [/Demo dkt/, /entry \d+/, /postings › #1 › amount/],
      de: [/Demo dkt/, /Eintrag \d+/, /postings › #1 › amount/],
    },
  },
  {
    name: 'a game name with a bidi control',
    edit: (f) => (g0(f).game.name = 'Abend\u202e'),
    words: { en: [/game 1/, /characters that are not allowed/], de: [/Spiel 1/, /Zeichen/] },
  },
  {
    name: 'a hotel on a street whose group nobody holds',
    edit: (f) =>
      g0(f).entries.push({
        ...last(f),
        seq: last(f).seq + 1,
        isUndone: false,
        postings: [],
        effects: [{ path: ['level', '1'], from: null, to: 5 }],
      }),
    words: {
      en: [/Demo dkt/, /Entry \d+/, /“level\.1” cannot be 5/],
      de: [/Demo dkt/, /Eintrag \d+/, /„level\.1“ kann nicht 5/],
    },
  },
  {
    name: 'salary −300',
    edit: (f) => (g0(f).game.config.options.salary = -300),
    words: { en: [/Demo dkt/, /option salary/], de: [/Demo dkt/, /salary/] },
  },
]

describe('backup refusals in words, in English and German (issue 38)', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const db = freshDb(false)
    const { game } = await playedGame(db, 'dkt')
    const file = JSON.parse(backupText(await makeBackup(db, [game.id]))) as Backup
    g0(file).redo = []
    c.edit(file)
    const err = await restore(db, JSON.stringify(file)).then(
      () => null,
      (e: unknown) => e,
    )
    if (!isRuleError(err)) throw new Error(`expected a refusal, got ${String(err)}`)
    for (const locale of ['en', 'de'] as const) {
      const text = errorText(err, locale)
      expect(text, text).not.toMatch(/\(\w+: /)
      expect(text, text).not.toMatch(/games\.\d|entries\.\d/)
      expect(text, text).not.toMatch(/[{}]/)
      expect(text, text).not.toContain(err.code)
      expect(text, text).not.toMatch(/\b(nameInvalid|playerCount|optionInvalid|staleState|backup\w+)\b/)
      for (const w of c.words[locale]) expect(text, `${locale}: ${text}`).toMatch(w)
    }
  })
})
