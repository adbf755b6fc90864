import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { checkEntries, entrySchemaForTests } from '@/db/backup'
import { MAX_TS } from '@/domain/schemas'
import { longGameBackup } from '../../bench/longGame'

/**
 * Valid values and near misses for each field. Objects as JSON.parse makes them: never with a null
 * prototype (fast-check's dictionaries and records make those by default; the fast check keeps an
 * `info` object as it is, zod copies it, and toStrictEqual tells the two apart).
 */
const plain = { noNullPrototype: true } as const
const str = (min: number, max: number) =>
  fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.constantFrom('', 'x'.repeat(max), 'x'.repeat(max + 1)),
    fc.anything(),
  )
const int = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0, -0, 1, 0.5, MAX_TS, MAX_TS + 1, Number.MAX_SAFE_INTEGER, 2 ** 53, Infinity, Number.NaN, '1', null),
  fc.maxSafeInteger(),
)
const jsonish = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(Infinity, -Infinity, Number.NaN, undefined),
  fc.array(fc.constantFrom(1, Infinity)),
  fc.dictionary(fc.string(), fc.constantFrom(1, Infinity, 'a'), plain),
)
const posting = fc.oneof(
  { weight: 5, arbitrary: fc.record({ account: str(1, 100), amount: int }, { requiredKeys: [], ...plain }) },
  { weight: 1, arbitrary: fc.anything() },
)
const effect = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record(
      {
        path: fc.oneof(fc.array(str(0, 100), { maxLength: 34 }), fc.anything()),
        from: jsonish,
        to: jsonish,
        extra: fc.anything(),
      },
      { requiredKeys: ['path'], ...plain },
    ),
  },
  { weight: 1, arbitrary: fc.anything() },
)
const entry = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record(
      {
        seq: int,
        ts: int,
        kind: str(1, 100),
        postings: fc.oneof(fc.array(posting, { maxLength: 4 }), fc.anything()),
        effects: fc.oneof(fc.array(effect, { maxLength: 3 }), fc.anything()),
        note: str(0, 2000),
        info: fc.oneof(fc.dictionary(fc.string(), jsonish, plain), fc.anything()),
        isSetup: fc.oneof(fc.boolean(), fc.anything()),
        isUndone: fc.oneof(fc.boolean(), fc.anything()),
        junk: fc.anything(),
      },
      { requiredKeys: [], ...plain },
    ),
  },
  { weight: 1, arbitrary: fc.anything() },
)

describe('the fast check of backup entries agrees with the zod schema', () => {
  it('every entry it accepts, zod accepts with the same result (fields, order, values); every other one it leaves to zod', () => {
    fc.assert(
      fc.property(entry, (raw) => {
        fc.pre(!/"(__proto__|constructor|prototype)"/.test(JSON.stringify(raw) ?? ''))
        const fast = checkEntries([raw])
        const zod = entrySchemaForTests.safeParse(raw)
        if (fast !== null) {
          expect(zod.success).toBe(true)
          expect(fast[0]).toStrictEqual(zod.data)
          expect(JSON.stringify(fast[0])).toBe(JSON.stringify(zod.data))
        }
      }),
      { numRuns: 4000 },
    )
  })

  it('valid entries (any fields within their limits) are accepted, not left to zod', () => {
    const valid = fc.record(
      {
        seq: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        ts: fc.integer({ min: 0, max: MAX_TS }),
        kind: fc.string({ minLength: 1, maxLength: 100 }),
        postings: fc.array(
          fc.record({ account: fc.string({ minLength: 1, maxLength: 100 }), amount: fc.maxSafeInteger() }),
          { maxLength: 5 },
        ),
        effects: fc.array(
          fc.record({
            path: fc.array(fc.string({ maxLength: 100 }), { minLength: 1, maxLength: 32 }),
            from: fc.jsonValue(),
            to: fc.jsonValue(),
          }),
          { maxLength: 3 },
        ),
        note: fc.string({ maxLength: 2000 }),
        info: fc.dictionary(fc.string(), fc.jsonValue()),
        isSetup: fc.boolean(),
        isUndone: fc.boolean(),
      },
      { requiredKeys: ['seq', 'ts', 'kind', 'postings', 'isSetup', 'isUndone'] },
    )
    fc.assert(
      fc.property(valid, (raw) => {
        // restore() refuses prototype keys before the schema (checkKeys); zod's copy would drop them
        fc.pre(!/"(__proto__|constructor|prototype)"/.test(JSON.stringify(raw)))
        const zod = entrySchemaForTests.safeParse(JSON.parse(JSON.stringify(raw)))
        expect(zod.success).toBe(true)
        expect(checkEntries([JSON.parse(JSON.stringify(raw))])).toStrictEqual([zod.data])
      }),
      { numRuns: 1000 },
    )
  })

  it('a genuine long game: all entries accepted as zod parses them; one bad entry among them leaves the file to zod', () => {
    const entries = JSON.parse(JSON.stringify(longGameBackup(3000).games[0]!.entries)) as unknown[]
    expect(checkEntries(entries)).toStrictEqual(entries.map((e) => entrySchemaForTests.parse(e)))
    ;(entries[2500] as { postings: { amount: unknown }[] }).postings[0]!.amount = '5'
    expect(checkEntries(entries)).toBeNull()
  })
})
