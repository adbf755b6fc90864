import type { PropertyRef } from './board'
import type { CardDef, DeckId } from './cardRules'

/** What one side of a trade hands over. */
export interface TradeSide {
  properties?: PropertyRef[]
  jailCards?: number
  money?: number
}

/** Card payments with typed amounts (Ereignis/Gemeinschaft, Risiko/Bank; the card sheet before the decks of issue 14). */
export type CardEffect = 'payBank' | 'receiveFromBank' | 'payEachPlayer' | 'collectFromEachPlayer' | 'repairs'

/** One sale at a bankruptcy auction. */
export interface AuctionSale {
  property: PropertyRef
  winner: string
  price: number
}

/** Every action of DKT and Monopoly; each is one ledger entry and one undo step. */
export type PropertyAction =
  | { type: 'buy'; player: string; property: PropertyRef; note?: string }
  | { type: 'auction'; player?: string; winner?: string; property: PropertyRef; price: number; note?: string }
  | { type: 'rent'; payer: string; property: PropertyRef; dice?: number; note?: string }
  | { type: 'salary'; player: string; laterMove?: boolean; note?: string }
  | { type: 'goToJail'; player: string; note?: string }
  | { type: 'leaveJail'; player: string; method?: 'pay' | 'card' | 'double' | 'served'; note?: string }
  | { type: 'payJailFine'; player: string; note?: string }
  | { type: 'useJailCard'; player: string; note?: string }
  | { type: 'receiveJailCard'; player: string; note?: string }
  | { type: 'sellJailCard'; from: string; to: string; price: number; note?: string }
  | { type: 'tax'; player: string; space: PropertyRef; note?: string }
  | {
      type: 'card'
      player: string
      card: CardEffect
      amount?: number
      perHouse?: number
      perHotel?: number
      note?: string
    }
  /** A drawn card (issue 14): the whole card, its deck, the card space it was drawn on (for a move whose outcome depends on it), the dice (a rent by dice after the move). */
  | { type: 'card'; player: string; card: CardDef; deck?: DeckId; space?: number; dice?: number; note?: string }
  | { type: 'collectJackpot'; player: string; note?: string }
  | { type: 'pay'; from: string; to: string; amount: number; note?: string }
  | { type: 'build'; player?: string; property: PropertyRef | PropertyRef[]; note?: string }
  | { type: 'sell'; player?: string; property: PropertyRef | PropertyRef[]; note?: string }
  | {
      type: 'houseAuction'
      player?: string
      winner?: string
      property: PropertyRef
      price: number
      requested?: number
      note?: string
    }
  | { type: 'mortgage'; player?: string; property: PropertyRef; amount?: number; note?: string }
  | { type: 'repay'; player?: string; property: PropertyRef; note?: string }
  | {
      type: 'trade'
      from: string
      to: string
      give?: TradeSide
      receive?: TradeSide
      repay?: PropertyRef[]
      note?: string
    }
  | {
      type: 'bankruptcy'
      player: string
      creditor?: string
      sales?: AuctionSale[]
      repay?: PropertyRef[]
      note?: string
    }
  /** The agreed time is up (the game clock): the game is final (RULES.md Shared). */
  | { type: 'timeUp'; note?: string }
  /** The banker extends the agreed time to `minutes` after it was up: the game reopens. */
  | { type: 'extendTime'; minutes: number; note?: string }

/** The type of a property action. */
export type PropertyActionType = PropertyAction['type']

/** The action of one type. */
export type PropertyActionOf<K extends PropertyActionType> = Extract<PropertyAction, { type: K }>

/** The action types, for the UI and the docs. */
export const PROPERTY_ACTION_TYPES = [
  'buy',
  'auction',
  'rent',
  'salary',
  'goToJail',
  'leaveJail',
  'payJailFine',
  'useJailCard',
  'receiveJailCard',
  'sellJailCard',
  'tax',
  'card',
  'collectJackpot',
  'pay',
  'build',
  'sell',
  'houseAuction',
  'mortgage',
  'repay',
  'trade',
  'bankruptcy',
  'timeUp',
  'extendTime',
] as const satisfies readonly PropertyActionType[]
