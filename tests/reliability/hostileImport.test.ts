import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commitAction, loadGame, type TischbankDb } from '@/db'
import { backupText, makeBackup, restore, type Backup, type BackupEntry } from '@/db/backup'
import { MAX_TS } from '@/domain/schemas'
import { isRuleError } from '@/domain/errors'
import { loadAnyModule } from '@/domain/games'
import { GAME_TYPES, type GameType } from '@/domain/games/types'
import { getAt } from '@/domain/ledger/effects'
import type { Json } from '@/domain/ledger/types'
import enCore from '@/locales/en/core.json5'
import deCore from '@/locales/de/core.json5'
import { freshDb } from '../helpers/db'
import { counts, playedGame } from '../db/played'

// The hostile-import corpus of issue 15: backups made from the app's own export, then altered in
// every game type's settings and data. Each must be refused with nothing imported, or imported
// and fully usable (its view, ranking and data check pass and an action can be stored).

type Outcome = 'refused' | 'imported'
type Mutation = { name: string; expect: Outcome; code?: string; edit: (file: Backup, ctx: Ctx) => void }
interface Ctx {
  type: GameType
  /** The live state of the exported game (the data an appended entry changes). */
  data: Json
}

const tally = { tried: 0, refused: 0, imported: 0 }
afterAll(() => {
  console.info(`hostile-import corpus: tried ${tally.tried}, refused ${tally.refused}, imported ${tally.imported}`)
})

const game0 = (f: Backup) => f.games[0]!
const players = (f: Backup) => game0(f).game.config.players
const options = (f: Backup) => game0(f).game.config.options
const setPlayers = (names: string[]) => (f: Backup) => {
  game0(f).game.config.players = names.map((name, i) => ({ id: `p${i + 1}`, name, color: '#d32f2f' }))
}

/** Appends a live entry without postings whose effects set `path` to `to` (from = its current value), clearing redo. */
function appendEffect(f: Backup, ctx: Ctx, path: string[], to: Json, resetAfter = false) {
  const g = game0(f)
  g.redo = []
  const last = g.entries[g.entries.length - 1]!
  const from = getAt(ctx.data, path)
  const entry = (seq: number, a: Json, b: Json): BackupEntry => ({
    seq,
    ts: last.ts,
    kind: last.kind,
    postings: [],
    effects: [{ path, from: a, to: b }],
    isSetup: false,
    isUndone: false,
  })
  g.entries.push(entry(last.seq + 1, from, to))
  // set and set back: the state after the pair is fine, the one in between (reached by undo) is not
  if (resetAfter) g.entries.push(entry(last.seq + 2, to, from))
}

/** Appends a live entry after the last one (its postings and effects as given), clearing redo. */
function appendEntry(f: Backup, part: Partial<BackupEntry>) {
  const g = game0(f)
  g.redo = []
  const last = g.entries[g.entries.length - 1]!
  g.entries.push({
    seq: last.seq + 1,
    ts: last.ts,
    kind: last.kind,
    postings: [],
    isSetup: false,
    isUndone: false,
    ...part,
  })
}

/** Appends one entry whose effects set each path to its value (from = the current value). */
function appendEffects(f: Backup, ctx: Ctx, changes: [string[], Json][]) {
  appendEntry(f, { effects: changes.map(([path, to]) => ({ path, from: getAt(ctx.data, path), to })) })
}

/** `n` squares of the Discretion map no building of `data` stands on. */
function freeCells(data: Json, n: number): [number, number][] {
  const used = new Set<string>()
  for (const b of Object.values((getAt(data, ['buildings']) ?? {}) as Record<string, { cells: number[][] }>))
    for (const c of b.cells) used.add(String(c))
  const out: [number, number][] = []
  for (let r = 10; r >= 0 && out.length < n; r--)
    for (let c = 0; c < 11 && out.length < n; c++) if (!used.has(`${r},${c}`)) out.push([r, c])
  return out
}

function nested(depth: number): Json {
  let v: Json = 1
  for (let i = 0; i < depth; i++) v = [v]
  return v
}

const common: Mutation[] = [
  {
    name: 'a player name that is empty',
    expect: 'refused',
    code: 'backupGameInvalid',
    edit: (f) => (players(f)[0]!.name = ''),
  },
  {
    name: 'a player name of zero-width characters',
    expect: 'refused',
    code: 'backupConfigRefused',
    edit: (f) => (players(f)[0]!.name = '\u200b\u200b'),
  },
  {
    name: 'a player name of spaces',
    expect: 'refused',
    code: 'backupConfigRefused',
    edit: (f) => (players(f)[0]!.name = '   '),
  },
  {
    name: 'a name with a bidi control',
    expect: 'refused',
    code: 'backupConfigRefused',
    edit: (f) => (players(f)[0]!.name = 'Anna\u202e'),
  },
  {
    name: 'names that differ only in case',
    expect: 'refused',
    code: 'backupConfigRefused',
    edit: (f) => (players(f)[1]!.name = players(f)[0]!.name.toUpperCase()),
  },
  {
    name: 'names that differ only in an invisible character',
    expect: 'refused',
    code: 'backupConfigRefused',
    edit: (f) => (players(f)[1]!.name = `${players(f)[0]!.name}\u200b`),
  },
  {
    name: 'names that differ only in white space',
    expect: 'refused',
    code: 'backupConfigRefused',
    edit: (f) => (players(f)[1]!.name = ` ${players(f)[0]!.name}  `),
  },
  {
    name: 'names that differ only in Unicode normal form',
    expect: 'refused',
    code: 'backupConfigRefused',
    edit: (f) => ((players(f)[0]!.name = 'Zoe\u0301'), (players(f)[1]!.name = 'Zo\u00e9')),
  },
  {
    name: '16 players',
    expect: 'refused',
    code: 'backupConfigRefused',
    edit: (f) => setPlayers(Array.from({ length: 16 }, (_, i) => `P${i}`))(f),
  },
  { name: 'one player', expect: 'refused', code: 'backupConfigRefused', edit: (f) => setPlayers(['Solo'])(f) },
  { name: 'a colour that is a word', expect: 'imported', edit: (f) => (players(f)[0]!.color = 'red') },
  {
    name: 'a colour that is a script URL',
    expect: 'imported',
    edit: (f) => (players(f)[0]!.color = 'javascript:alert(1)'),
  },
  { name: 'a colour of three digits', expect: 'imported', edit: (f) => (players(f)[0]!.color = '#abc') },
  {
    name: 'a colour with CSS after it',
    expect: 'imported',
    edit: (f) => (players(f)[0]!.color = '#d32f2f;background:url(x)'),
  },
  {
    name: 'a player id "bank"',
    expect: 'refused',
    code: 'backupPlayerIdRefused',
    edit: (f) => (players(f)[0]!.id = 'bank'),
  },
  {
    name: 'a currency of 9 characters',
    expect: 'refused',
    code: 'backupGameInvalid',
    edit: (f) => (game0(f).game.config.currency = 'EURO-EURO'),
  },
  {
    name: 'a game name of zero-width characters',
    expect: 'refused',
    code: 'backupGameNameRefused',
    edit: (f) => (game0(f).game.name = '\u200b'),
  },
  // ranges
  {
    name: 'a timestamp above the Date range',
    expect: 'refused',
    code: 'backupEntryInvalid',
    edit: (f) => (game0(f).entries[0]!.ts = 8.64e15 + 1),
  },
  {
    name: 'a timestamp after the year 9999',
    expect: 'refused',
    code: 'backupEntryInvalid',
    edit: (f) => (game0(f).entries[0]!.ts = MAX_TS + 1),
  },
  {
    name: 'a created date above the Date range',
    expect: 'refused',
    code: 'backupGameInvalid',
    edit: (f) => (game0(f).game.createdAt = 9e15),
  },
  {
    name: 'a last-activity date above the Date range',
    expect: 'refused',
    code: 'backupGameInvalid',
    edit: (f) => (game0(f).game.updatedAt = 9e15),
  },
  {
    name: 'an export date above the Date range',
    expect: 'refused',
    code: 'backupInvalid',
    edit: (f) => (f.exportedAt = 9e15),
  },
  {
    name: 'a fractional timestamp',
    expect: 'refused',
    code: 'backupEntryInvalid',
    edit: (f) => (game0(f).entries[0]!.ts = 1.5),
  },
  {
    name: 'a game clock running since the year 300000',
    expect: 'refused',
    code: 'backupGameInvalid',
    edit: (f) => (game0(f).game.clock = { lengthMs: 1, elapsedMs: 0, runningSince: 9e15 }),
  },
  {
    name: 'a game clock of a fraction',
    expect: 'refused',
    code: 'backupGameInvalid',
    edit: (f) => (game0(f).game.clock = { lengthMs: 0.5, elapsedMs: 0, runningSince: null }),
  },
  {
    name: 'sequence numbers that go backwards',
    expect: 'refused',
    code: 'backupEntryOrder',
    edit: (f) => (game0(f).entries[1]!.seq = game0(f).entries[0]!.seq),
  },
  {
    name: 'sequence numbers near 2^53 (renumbered)',
    expect: 'imported',
    edit: (f) => {
      const g = game0(f)
      const shift = Number.MAX_SAFE_INTEGER - 10 - g.entries.length
      const map = new Map(g.entries.map((e) => [e.seq, e.seq + shift]))
      for (const e of g.entries) e.seq = map.get(e.seq)!
      g.redo = g.redo.map((s) => map.get(s)!)
    },
  },
  {
    name: 'sequence numbers with gaps (renumbered)',
    expect: 'imported',
    edit: (f) => {
      const g = game0(f)
      const map = new Map(g.entries.map((e, i) => [e.seq, 1 + i * 1000]))
      for (const e of g.entries) e.seq = map.get(e.seq)!
      g.redo = g.redo.map((s) => map.get(s)!)
    },
  },
  {
    name: 'the format version as a string',
    expect: 'refused',
    code: 'backupInvalid',
    edit: (f) => ((f as { version: unknown }).version = '1'),
  },
  // issue 38: names of invisible or filler characters, look-alikes
  {
    name: 'a game name of only a zero-width joiner',
    expect: 'refused',
    code: 'backupGameNameRefused',
    edit: (f) => (game0(f).game.name = '\u200d'),
  },
  {
    name: 'a game name of only a Hangul filler',
    expect: 'refused',
    code: 'backupGameNameRefused',
    edit: (f) => (game0(f).game.name = '\u3164'),
  },
  {
    name: 'a player name of only a zero-width joiner',
    expect: 'refused',
    code: 'backupConfigRefused',
    edit: (f) => (players(f)[0]!.name = '\u200d'),
  },
  {
    name: 'a player name of only a Hangul filler',
    expect: 'refused',
    code: 'backupConfigRefused',
    edit: (f) => (players(f)[0]!.name = '\u3164'),
  },
  {
    name: 'a player name of only a braille blank',
    expect: 'refused',
    code: 'backupConfigRefused',
    edit: (f) => (players(f)[0]!.name = '\u2800\u2800'),
  },
  {
    name: 'names "Anna" and "Anna" with a zero-width joiner',
    expect: 'refused',
    code: 'backupConfigRefused',
    edit: (f) => ((players(f)[0]!.name = 'Anna'), (players(f)[1]!.name = 'Anna\u200d')),
  },
  {
    name: 'names "Anna" and "An" + Hangul filler + "na"',
    expect: 'refused',
    code: 'backupConfigRefused',
    edit: (f) => ((players(f)[0]!.name = 'Anna'), (players(f)[1]!.name = 'An\u3164na')),
  },
  // issue 38: sizes no action writes, nesting, duplicates, order
  {
    name: 'an entry of 4,000 effects',
    expect: 'refused',
    code: 'backupEntryTooLarge',
    edit: (f) =>
      appendEntry(f, {
        effects: Array.from({ length: 4000 }, (_, i) => ({ path: ['eliminated', `x${i}`], from: null, to: null })),
      }),
  },
  {
    name: 'an entry whose info carries 100,000 numbers',
    expect: 'refused',
    code: 'backupEntryTooLarge',
    edit: (f) => appendEntry(f, { info: { junk: Array.from({ length: 100_000 }, () => 7) } }),
  },
  {
    name: 'an effect carrying 1,000,000 numbers',
    expect: 'refused',
    code: 'backupEntryTooLarge',
    edit: (f, c) =>
      appendEffect(
        f,
        c,
        ['junk'],
        Array.from({ length: 1_000_000 }, () => 7),
      ),
  },
  {
    name: 'values nested 70 deep',
    expect: 'refused',
    code: 'backupTooDeep',
    edit: (f) => appendEntry(f, { info: { deep: nested(70) } }),
  },
  {
    name: 'the last entry twice (a duplicate)',
    expect: 'refused',
    code: 'backupEntryOrder',
    edit: (f) => game0(f).entries.push({ ...game0(f).entries[game0(f).entries.length - 1]! }),
  },
  {
    name: 'a setup entry after the game began',
    expect: 'refused',
    code: 'backupEntrySetupLate',
    edit: (f) => appendEntry(f, { isSetup: true }),
  },
  {
    name: 'a redo step that is a live entry',
    expect: 'refused',
    code: 'backupRedoInvalid',
    edit: (f) =>
      (game0(f).redo = [
        game0(f)
          .entries.filter((e) => !e.isUndone && !e.isSetup)
          .at(-1)!.seq,
      ]),
  },
  {
    name: 'data: an unknown key with a junk number',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) => appendEffect(f, c, ['junk'], 42),
  },
  // game data: an appended entry whose effect writes what no action writes
  {
    name: 'data: an eliminated account "nobody"',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) => appendEffect(f, c, ['eliminated', 'nobody'], true),
  },
  {
    name: 'data: eliminated "yes"',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) => appendEffect(f, c, ['eliminated'], 'yes'),
  },
  {
    name: 'data: eliminated a number',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) => appendEffect(f, c, ['eliminated'], 5),
  },
]

const PROPERTY: Mutation[] = [
  { name: 'salary −300', expect: 'refused', code: 'backupConfigRefused', edit: (f) => (options(f).salary = -300) },
  { name: 'houses "many"', expect: 'refused', code: 'backupConfigRefused', edit: (f) => (options(f).houses = 'many') },
  { name: 'taxes null', expect: 'refused', code: 'backupConfigRefused', edit: (f) => (options(f).taxes = null) },
  {
    name: 'a jail fine of 1.5',
    expect: 'refused',
    code: 'backupConfigRefused',
    edit: (f) => (options(f).jailFine = 1.5),
  },
  {
    name: 'starting capital −1',
    expect: 'refused',
    code: 'backupConfigRefused',
    edit: (f) => (options(f).startingCapital = -1),
  },
  {
    name: 'data: supply −5',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) => appendEffect(f, c, ['supply', 'houses'], -5),
  },
  {
    name: 'data: supply −5 set and set back',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) => appendEffect(f, c, ['supply', 'houses'], -5, true),
  },
  {
    name: 'data: more hotels than the game has',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) => appendEffect(f, c, ['supply', 'hotels'], 99),
  },
  {
    name: 'data: a level "lots"',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) => appendEffect(f, c, ['level', '1'], 'lots'),
  },
  {
    name: 'data: a level 9',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) => appendEffect(f, c, ['level', '1'], 9),
  },
  {
    name: 'data: an owner "nobody"',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) => appendEffect(f, c, ['owner', '1'], 'nobody'),
  },
  {
    name: 'data: an owner of the start space',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) => appendEffect(f, c, ['owner', '0'], 'p1'),
  },
  {
    name: 'data: the bank as an owner',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) => appendEffect(f, c, ['owner', '1'], 'bank'),
  },
  {
    name: 'data: a negative loan',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) => appendEffect(f, c, ['mortgage', '1'], -100),
  },
  {
    name: 'data: jail "yes"',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) => appendEffect(f, c, ['jail', 'p1'], 'yes'),
  },
  {
    name: 'data: 99 jail cards',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) => appendEffect(f, c, ['jailCards', 'p1'], 99),
  },
  {
    name: 'data: supply missing',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) => appendEffect(f, c, ['supply'], null),
  },
  // issue 38: groups and supply totals
  {
    name: 'data: a hotel on a street whose group its owner does not hold, no supply used',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) =>
      appendEffects(f, c, [
        [['owner', '1'], 'p1'],
        [['owner', '3'], 'p2'],
        [['level', '1'], 5],
      ]),
  },
  {
    name: 'data: a hotel with the supply taken (group not held)',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) =>
      appendEffects(f, c, [
        [['owner', '1'], 'p1'],
        [['owner', '3'], 'p2'],
        [['level', '1'], 5],
        [['supply', 'hotels'], (getAt(c.data, ['supply', 'hotels']) as number) - 1],
      ]),
  },
  {
    name: 'data: one house fewer in the bank with none built',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) => appendEffect(f, c, ['supply', 'houses'], (getAt(c.data, ['supply', 'houses']) as number) - 1),
  },
  {
    name: 'data: a payment entry with no effects after a bad supply',
    expect: 'refused',
    code: 'backupStateImpossible',
    edit: (f, c) => (appendEffect(f, c, ['supply', 'hotels'], 0), appendEntry(f, { kind: 'payment', postings: [] })),
  },
]

/** Each game's own hostile files (a game without any yet still meets every common one). */
const BY_TYPE: Partial<Record<GameType, Mutation[]>> = {
  freePlay: [
    { name: 'salary −300', expect: 'refused', code: 'backupConfigRefused', edit: (f) => (options(f).salary = -300) },
    {
      name: 'starting capital "many"',
      expect: 'refused',
      code: 'backupConfigRefused',
      edit: (f) => (options(f).startingCapital = 'many'),
    },
    { name: 'salary 1.5', expect: 'refused', code: 'backupConfigRefused', edit: (f) => (options(f).salary = 1.5) },
    {
      name: 'data: a player marked out with "yes"',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) => appendEffect(f, c, ['eliminated', 'p1'], 'yes'),
    },
    {
      name: 'data: a second key of junk numbers',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) => appendEffect(f, c, ['numbers'], [1, 2, 3]),
    },
  ],
  dkt: PROPERTY,
  monopolyDe: PROPERTY,
  discretion: [
    { name: 'no board', expect: 'refused', code: 'backupConfigRefused', edit: (f) => delete options(f).board },
    {
      name: 'a board of three plots',
      expect: 'refused',
      code: 'backupConfigRefused',
      edit: (f) => ((options(f).board as { plots: Json[] }).plots.length = 3),
    },
    {
      name: 'a board "none"',
      expect: 'refused',
      code: 'backupConfigRefused',
      edit: (f) => (options(f).board = 'none'),
    },
    {
      name: 'building tax "sometimes"',
      expect: 'refused',
      code: 'backupConfigRefused',
      edit: (f) => (options(f).buildingTax = 'sometimes'),
    },
    {
      name: 'a first player "nobody"',
      expect: 'refused',
      code: 'backupConfigRefused',
      edit: (f) => (options(f).firstPlayer = 'nobody'),
    },
    {
      name: 'data: year 11',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) => appendEffect(f, c, ['year'], 11),
    },
    {
      name: 'data: year "lots"',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) => appendEffect(f, c, ['year'], 'lots'),
    },
    {
      name: 'data: the active player "nobody"',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) => appendEffect(f, c, ['active'], 'nobody'),
    },
    {
      name: 'data: a title owned by "nobody"',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) =>
        appendEffect(f, c, ['titles', (options(f).board as { plots: { id: string }[] }).plots[0]!.id], 'nobody'),
    },
    {
      name: 'data: a title of a plot not on the board',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) => appendEffect(f, c, ['titles', 'atlantis'], 'p1'),
    },
    {
      name: 'data: a castle',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) => appendEffect(f, c, ['buildings', 'bX'], { type: 'castle', cells: [[0, 0]] }),
    },
    {
      name: 'data: a building off the map',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) => appendEffect(f, c, ['buildings', 'bX'], { type: 'housing', cells: [[11, 0]] }),
    },
    {
      name: 'data: −1 bank loans',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) => appendEffect(f, c, ['bankLoans', 'p1'], -1),
    },
    {
      name: 'data: 25 loan-shark loans',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) => appendEffect(f, c, ['sharkLoans', 'p1'], 25),
    },
    {
      name: 'data: finished "maybe"',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) => appendEffect(f, c, ['finished'], 'maybe'),
    },
    {
      name: 'data: 16 one-acre Housing tiles (the box holds 15)',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) =>
        appendEffects(
          f,
          c,
          freeCells(c.data, 16).map((cell, i): [string[], Json] => [
            ['buildings', `bX${i}`],
            { type: 'housing', cells: [cell] },
          ]),
        ),
    },
    {
      name: 'data: 15 one-acre Housing tiles (the box holds 15)',
      expect: 'imported',
      edit: (f, c) =>
        appendEffects(
          f,
          c,
          freeCells(c.data, 15).map((cell, i): [string[], Json] => [
            ['buildings', `bX${i}`],
            { type: 'housing', cells: [cell] },
          ]),
        ),
    },
    {
      name: 'data: a building with a field of junk',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) =>
        appendEffect(f, c, ['buildings', 'bX'], { type: 'housing', cells: freeCells(c.data, 1), junk: [1, 2, 3] }),
    },
  ],
  gmbh: [
    {
      name: 'a deck "nonsense"',
      expect: 'refused',
      code: 'backupConfigRefused',
      edit: (f) => (options(f).deck = 'nonsense'),
    },
    { name: 'an empty deck', expect: 'refused', code: 'backupConfigRefused', edit: (f) => (options(f).deck = []) },
    {
      name: 'a company of −1 cards',
      expect: 'refused',
      code: 'backupConfigRefused',
      edit: (f) => ((options(f).deck as { cards: number }[])[0]!.cards = -1),
    },
    {
      name: 'a company of "many" cards',
      expect: 'refused',
      code: 'backupConfigRefused',
      edit: (f) => ((options(f).deck as { cards: Json }[])[0]!.cards = 'many'),
    },
    {
      name: 'a rule option "yes" (only true turns it on)',
      expect: 'imported',
      edit: (f) => (options(f).scoreFalseStop = 'yes'),
    },
    {
      name: 'data: round −1',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) => appendEffect(f, c, ['round'], -1),
    },
    {
      name: 'data: round "lots"',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) => appendEffect(f, c, ['round'], 'lots'),
    },
    {
      name: 'data: a round 99 nobody scored',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) => appendEffect(f, c, ['rounds', '99'], { round: 99 }),
    },
    {
      name: 'data: points that do not add up to the totals',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) => appendEffect(f, c, ['rounds', '1', 'result', 'points', 'p1'], 1000),
    },
    {
      name: 'data: a player out of a score pad',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) => appendEffect(f, c, ['eliminated', 'p1'], true),
    },
    // issue 38: a payment has no effects, yet breaks a score pad (totals 995, rounds −5)
    {
      name: 'a payment entry: totals no longer the sum of the rounds',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f) =>
        appendEntry(f, {
          kind: 'payment',
          postings: [
            { account: 'bank', amount: -1000 },
            { account: 'p1', amount: 1000 },
          ],
        }),
    },
    {
      name: 'data: a round whose result is not what its hands score',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) => appendEffect(f, c, ['rounds', '1', 'result', 'players'], {}),
    },
    {
      name: 'data: a company no deck has in a hand',
      expect: 'refused',
      code: 'backupStateImpossible',
      edit: (f, c) => appendEffect(f, c, ['rounds', '1', 'input', 'hands', 'p1', 'junk'], 5),
    },
  ],
}

const hasText = (code: string) =>
  code in (enCore as { errors: object }).errors && code in (deCore as { errors: object }).errors

/** Imports `file`: refused with nothing written, or imported and usable (view, ranking, data check, one stored action). */
async function tryImport(
  db: TischbankDb,
  type: GameType,
  file: Backup,
): Promise<{ outcome: Outcome; code?: string; reason?: string }> {
  const before = await counts(db)
  try {
    const [copy] = await restore(db, JSON.stringify(file))
    const m = await loadAnyModule(type)
    const { game, head } = await loadGame(db, copy!.id)
    expect(m.checkState?.(head.state, game.config) ?? null).toBeNull()
    m.view(head.state, game.config)
    m.ranking(head.state, game.config)
    for (const p of game.config.players) expect(p.color).toMatch(/^#[0-9a-f]{6}$/i)
    for (const e of [game.createdAt, game.updatedAt]) expect(new Date(e).getTime()).toBe(e)
    // usable: an action (the module's sample: a payment, a round) is stored under the next sequence number
    const res = await commitAction(
      db,
      game.id,
      (s) => m.plan(s, m.sampleAction(s, game.config), game.config),
      m.admitOptions(game.config),
    )
    expect(res.entry.seq).toBe(head.nextSeq)
    expect(res.entry.seq).toBeLessThan(100_000)
    return { outcome: 'imported' }
  } catch (e) {
    if (!isRuleError(e)) throw e
    expect(await counts(db), 'a refused file writes nothing').toEqual(before)
    expect(hasText(e.code), `texts for ${e.code}`).toBe(true)
    return { outcome: 'refused', code: e.code, reason: String(e.params.reason ?? e.params.field ?? '') }
  }
}

describe('hostile imports of every game type: refused with nothing imported, or imported and fully usable', () => {
  for (const type of GAME_TYPES) {
    describe(type, () => {
      const cases = [...common, ...(BY_TYPE[type] ?? [])]
      // the game is played once per type (25 actions, the last undone) and exported; each case starts
      // from a database holding that game (restored from its export: the same entries, a new id)
      let genuine = ''
      let played: Json = null
      beforeAll(async () => {
        const db = freshDb(false)
        const { game } = await playedGame(db, type)
        genuine = backupText(await makeBackup(db, [game.id]))
        played = (await loadGame(db, game.id)).head.state.data
      })
      it.each(cases.map((c) => [c.name, c] as const))(`${type}: %s`, async (_name, c) => {
        const db = freshDb(false)
        await restore(db, genuine)
        const file = JSON.parse(genuine) as Backup
        c.edit(file, { type, data: structuredClone(played) })
        const res = await tryImport(db, type, file)
        tally.tried++
        tally[res.outcome]++
        expect(res.outcome, `${res.code ?? ''} ${res.reason ?? ''}`).toBe(c.expect)
        if (c.code) expect(res.code).toBe(c.code)
        // a data refusal names the entry and the field (issue 38: in words, never a path of indices)
        if (c.code === 'backupStateImpossible') expect(res.reason).not.toBe('')
      })
    })
  }

  it('a genuine export of every game type still imports (the control)', async () => {
    for (const type of GAME_TYPES) {
      const db = freshDb(false)
      const { game } = await playedGame(db, type)
      const res = await tryImport(db, type, JSON.parse(backupText(await makeBackup(db, [game.id]))) as Backup)
      expect(res.outcome).toBe('imported')
    }
  })
})
