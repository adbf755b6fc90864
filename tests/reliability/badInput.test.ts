import { beforeEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isRuleError } from '@/domain/errors'
import { parseAmount } from '@/domain/money'
import { runPack } from '@/domain/games/engine'
import { freePlay, freePlayConfig } from '@/domain/games/freePlay'
import { validatePlayers } from '@/domain/games/players'
import { createPropertyGame } from '@/domain/games/property/engine'
import { validateDeck } from '@/domain/games/gmbh/deck'
import { createGmbhGame } from '@/domain/games/gmbh/engine'
import enCore from '@/locales/en/core.json5'
import deCore from '@/locales/de/core.json5'
import enProperty from '@/locales/en/property.json5'
import deProperty from '@/locales/de/property.json5'
import enGmbh from '@/locales/en/gmbh.json5'
import deGmbh from '@/locales/de/gmbh.json5'
import enDiscretion from '@/locales/en/discretion.json5'
import deDiscretion from '@/locales/de/discretion.json5'
import enHistory from '@/locales/en/history.json5'
import deHistory from '@/locales/de/history.json5'
import { demoBoard, validateBoard } from '@/domain/games/discretion/engine'
import { restore } from '@/db/backup'
import { freshDb } from '../helpers/db'

type Msgs = { errors?: Record<string, unknown> }
const en: Msgs[] = [enCore, enProperty, enGmbh, enDiscretion, enHistory] as Msgs[]
const de: Msgs[] = [deCore, deProperty, deGmbh, deDiscretion, deHistory] as Msgs[]
const hasText = (all: Msgs[], code: string) => all.some((m) => m.errors && code in m.errors)

/** Bad inputs each test generates (fast-check runs); every one must be refused. */
const RUNS = { amountText: 120, amountValue: 60, name: 60, dice: 40, deck: 40, round: 20, board: 40, file: 40 }
/** Refusals counted in the running test (reset before each test, so no test depends on another). */
let refused = 0
beforeEach(() => {
  refused = 0
})
/** Runs `f`; it must throw a RuleError whose code has an English and a German message. */
function expectRefused(f: () => unknown): string {
  try {
    f()
  } catch (e) {
    if (!isRuleError(e)) throw new Error(`not a RuleError: ${String(e)}`)
    expect(hasText(en, e.code), `English text for ${e.code}`).toBe(true)
    expect(hasText(de, e.code), `German text for ${e.code}`).toBe(true)
    refused++
    return e.code
  }
  throw new Error('accepted a bad input')
}

const badAmountText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '00',
    '-1',
    '−5',
    '1.5',
    '12,50',
    '1e3',
    '0x10',
    'NaN',
    'Infinity',
    '١٢٣',
    '1 000.5',
    '١',
    '12€',
    '€12',
    '1/2',
    '2^8',
    '9'.repeat(20),
  ),
  fc.string().filter((s) => !/^\s*\d[\d.,\s]*$/.test(s)),
  fc.integer({ min: 1_000_000_000_001, max: Number.MAX_SAFE_INTEGER }).map(String),
  fc
    .tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 99 }))
    .map(([a, b]) => `${a}.${String(b).padStart(2, '0')}`),
)

const badAmountValue = fc.oneof(
  fc.double().filter((x) => !Number.isInteger(x) || x <= 0),
  fc.integer({ max: 0 }),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, 2 ** 60, null, undefined, '100', [], {}, true),
)

const badName = fc.oneof(
  fc.constantFrom('', '   ', '\t', '\n', 'a'.repeat(25), 'x\u0000y', 'bell\u0007', ' '.repeat(30)),
  fc.string({ minLength: 25, maxLength: 60 }).filter((s) => s.trim().replace(/\s+/g, ' ').length > 24),
)

describe('bad input corpus: every bad input gets a translated refusal and changes nothing', () => {
  it('amount fields: typed text', () => {
    fc.assert(
      fc.property(badAmountText, (s) => {
        expectRefused(() => parseAmount(s))
      }),
      { numRuns: RUNS.amountText },
    )
    expect(refused).toBe(RUNS.amountText)
  })

  it('amounts given to a payment by code leave the ledger unchanged', () => {
    const game = runPack(freePlay, freePlayConfig({ players: ['Anna', 'Ben'] }))
    const before = structuredClone(game.ledgerState)
    fc.assert(
      fc.property(badAmountValue, (v) => {
        expectRefused(() => game.apply({ type: 'pay', from: 'Anna', to: 'Ben', amount: v as number }))
        expect(game.ledgerState).toEqual(before)
      }),
      { numRuns: RUNS.amountValue },
    )
    expect(refused).toBe(RUNS.amountValue)
    expect(game.entries.filter((e) => !e.isSetup)).toHaveLength(0)
  })

  it('player names', () => {
    fc.assert(
      fc.property(badName, (n) => {
        expectRefused(() => validatePlayers(['Anna', n], 2, 8))
      }),
      { numRuns: RUNS.name },
    )
    expect(expectRefused(() => validatePlayers(['Anna', ' anna '], 2, 8))).toBe('nameDuplicate')
    expect(refused).toBe(RUNS.name + 1)
  })

  it('dice for enterprises and utilities', () => {
    const game = createPropertyGame({ game: 'monopolyDe', players: ['Anna', 'Ben'] })
    game.apply({ type: 'buy', player: 'Anna', property: 'Elektrizitätswerk' })
    const before = structuredClone(game.ledgerState)
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ max: 1 }),
          fc.integer({ min: 13 }),
          fc.double({ min: 2, max: 12 }).filter((x) => !Number.isInteger(x)),
          fc.constantFrom(Number.NaN, '7', null),
        ),
        (dice) => {
          expectRefused(() =>
            game.apply({ type: 'rent', payer: 'Ben', property: 'Elektrizitätswerk', dice: dice as number }),
          )
          expect(game.ledgerState).toEqual(before)
        },
      ),
      { numRuns: RUNS.dice },
    )
    expect(refused).toBe(RUNS.dice)
  })

  it('deck editor and round entry', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.string({ maxLength: 3 }),
            name: fc.oneof(fc.constant(''), fc.string({ maxLength: 5 })),
            cards: fc.oneof(fc.integer({ min: -3, max: 12 }), fc.constant(1.5)),
          }),
          { maxLength: 10 },
        ),
        (deck) => {
          const check = validateDeck(deck, { standard: true })
          // a random deck is never the standard 61-card deck of 9 companies
          expect(check.isValid).toBe(false)
          expect(check.errors.length).toBeGreaterThan(0)
          for (const p of check.errors) {
            expect(hasText(en, p.code), `English text for ${p.code}`).toBe(true)
            expect(hasText(de, p.code), `German text for ${p.code}`).toBe(true)
          }
        },
      ),
      { numRuns: RUNS.deck },
    )
    const deck = [
      { id: 'a', name: 'A', cards: 5 },
      { id: 'b', name: 'B', cards: 7 },
    ]
    const game = createGmbhGame({ players: ['Anna', 'Ben'], deck, customDeck: true })
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 20 }).filter((n) => n !== 2),
        (n) => {
          expectRefused(() =>
            game.apply({
              type: 'scoreRound',
              hands: { Anna: { a: n, b: 3 }, Ben: { a: 2, b: 4 } },
              middle: 'a',
              stopper: 'Anna',
            }),
          )
        },
      ),
      { numRuns: RUNS.round },
    )
    expect(refused).toBe(RUNS.round)
    expect(game.entries.filter((e) => !e.isSetup)).toHaveLength(0)
  })

  it('board editor: every broken board is named problem by problem, in both languages', () => {
    const base = structuredClone(demoBoard) as unknown as {
      plots: { id: string; name: string; acreage: number; harvest: number; appraisal: number }[]
      map: (string | null)[][]
    }
    fc.assert(
      fc.property(
        fc.record({
          plot: fc.integer({ min: 0, max: 16 }),
          field: fc.constantFrom('acreage', 'harvest', 'appraisal', 'name'),
          value: fc.oneof(fc.integer({ min: -5, max: 0 }), fc.constant(1.5), fc.constant(''), fc.constant(99)),
          row: fc.integer({ min: 0, max: 10 }),
          col: fc.integer({ min: 0, max: 10 }),
          cell: fc.constantFrom(null, 'nope'),
        }),
        ({ plot, field, value, row, col, cell }) => {
          const board = structuredClone(base)
          ;(board.plots[plot] as Record<string, unknown>)[field] = value
          board.map[row]![col] = cell
          const problems = validateBoard(board)
          expect(problems.length).toBeGreaterThan(0)
          for (const p of problems) {
            expect(hasText(en, p.code), `English text for ${p.code}`).toBe(true)
            expect(hasText(de, p.code), `German text for ${p.code}`).toBe(true)
            refused++
          }
        },
      ),
      { numRuns: RUNS.board },
    )
    // every broken board names at least one problem
    expect(refused).toBeGreaterThanOrEqual(RUNS.board)
  })

  it('imported files: anything but a genuine backup is refused and nothing is written', async () => {
    const db = freshDb(false)
    const badFile = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.json({ maxDepth: 3 }),
      fc.constantFrom(
        '{"format":"tischbank-backup","version":99,"games":[]}',
        '{"format":"tischbank-backup","version":1,"games":[{"__proto__":{}}]}',
        '{"format":"tischbank-backup","version":1,',
        'null',
        '[]',
      ),
    )
    await fc.assert(
      fc.asyncProperty(badFile, async (text) => {
        const err = await restore(db, text).then(
          () => null,
          (e: unknown) => e,
        )
        if (!isRuleError(err)) throw new Error(`not refused with a RuleError: ${String(err)} for ${text.slice(0, 60)}`)
        expect(hasText(en, err.code), `English text for ${err.code}`).toBe(true)
        expect(hasText(de, err.code), `German text for ${err.code}`).toBe(true)
        refused++
      }),
      { numRuns: RUNS.file },
    )
    expect(refused).toBe(RUNS.file)
    expect(await db.games.count()).toBe(0)
    expect(await db.entries.count()).toBe(0)
  })

  it('the corpus has at least 200 bad inputs (each test above checks that all of its own were refused)', () => {
    expect(Object.values(RUNS).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(200)
  })
})
