import fc from 'fast-check'
import type { PropertyAction } from '@/domain/games/property/types'

/**
 * Random DKT / Monopoly actions over a few colour groups (so groups complete and buildings,
 * mortgages and trades happen often). Shared by the two-back-end suite; the in-memory suite
 * (tests/domain/games/property) can import it too.
 */
export const PROPERTY_PLAYERS = ['Anna', 'Ben', 'Cem'] as const
/** A few street groups and stations/utilities of each board, by space number. */
export const PROPERTY_SPACES = {
  dkt: [9, 11, 1, 38, 39, 7, 12, 17, 3, 13, 4],
  monopolyDe: [1, 3, 37, 39, 5, 15, 12, 28, 6, 8, 9],
} as const

const CARDS = ['payBank', 'receiveFromBank', 'payEachPlayer', 'collectFromEachPlayer', 'repairs'] as const

/** The action generator of one board. */
export function propertyAction(spaces: readonly number[]): fc.Arbitrary<PropertyAction> {
  const who = fc.constantFrom(...PROPERTY_PLAYERS)
  const where = fc.constantFrom(...spaces)
  const price = fc.integer({ min: 1, max: 400 })
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ type: fc.constant('buy' as const), player: who, property: where }) },
    // neighbouring pairs to one player, so that groups complete
    {
      weight: 8,
      arbitrary: fc.nat(spaces.length - 1).map((i): PropertyAction => ({
        type: 'buy',
        player: PROPERTY_PLAYERS[Math.floor(i / 2) % 3]!,
        property: spaces[i]!,
      })),
    },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('auction' as const), winner: who, property: where, price }) },
    {
      weight: 3,
      arbitrary: fc.record({
        type: fc.constant('rent' as const),
        payer: who,
        property: where,
        dice: fc.integer({ min: 2, max: 12 }),
      }),
    },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('salary' as const), player: who }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('goToJail' as const), player: who }) },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant('leaveJail' as const),
        player: who,
        method: fc.constantFrom('pay' as const, 'card' as const),
      }),
    },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('receiveJailCard' as const), player: who }) },
    {
      weight: 1,
      arbitrary: fc.record({ type: fc.constant('tax' as const), player: who, space: fc.constantFrom(20, 32) }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant('card' as const),
        player: who,
        card: fc.constantFrom(...CARDS),
        amount: price,
        perHouse: fc.constant(25),
        perHotel: fc.constant(100),
      }),
    },
    {
      weight: 6,
      arbitrary: fc.record({ type: fc.constant('build' as const), property: fc.oneof(where, fc.tuple(where, where)) }),
    },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('sell' as const), property: where }) },
    {
      weight: 3,
      arbitrary: fc.record(
        {
          type: fc.constant('mortgage' as const),
          property: where,
          amount: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
        },
        { requiredKeys: ['type', 'property'] },
      ),
    },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('repay' as const), property: where }) },
    {
      weight: 3,
      arbitrary: fc
        .record({ from: fc.nat(2), property: where, cards: fc.nat(1), money: price, repay: fc.boolean() })
        .map((t): PropertyAction => ({
          type: 'trade',
          from: PROPERTY_PLAYERS[t.from]!,
          to: PROPERTY_PLAYERS[(t.from + 1) % 3]!,
          give: { properties: [t.property], jailCards: t.cards },
          receive: { money: t.money },
          repay: t.repay ? [t.property] : [],
        })),
    },
    {
      weight: 1,
      arbitrary: fc.record({ type: fc.constant('houseAuction' as const), winner: who, property: where, price }),
    },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('sellJailCard' as const), from: who, to: who, price }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('collectJackpot' as const), player: who }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('pay' as const), from: who, to: who, amount: price }) },
    {
      weight: 1,
      arbitrary: fc
        .record({ p: fc.nat(2), property: where, price })
        .map(({ p, property, price: paid }): PropertyAction => ({
          type: 'bankruptcy',
          player: PROPERTY_PLAYERS[p]!,
          creditor: PROPERTY_PLAYERS[(p + 2) % 3]!,
          sales: [{ property, winner: PROPERTY_PLAYERS[(p + 1) % 3]!, price: paid }],
        })),
    },
  )
}
