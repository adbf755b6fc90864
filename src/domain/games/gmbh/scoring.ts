import { RuleError } from '../../errors'
import { assertDeck, majorityOf, type Company, type Problem } from './deck'

export type { Company, Problem } from './deck'

/** Cards per company in one player's hand; a company missing from the hand counts as 0. */
export type Hand = { [companyId: string]: number }

/** What the banker enters at the end of a round. */
export type RoundInput = {
  hands: { [playerId: string]: Hand }
  /** The company of the card in the middle: it is bankrupt. */
  middle: string
  /** The player who called "Stopp". */
  stopper: string
}

/** The two rule options of RULES.md GmbH (both off by default). */
export type ScoreOptions = {
  /** Score the round anyway after a false Stopp (the stopper gets his card points and −5). */
  scoreFalseStop?: boolean
  /** A majority in the bankrupt company counts as scoring for the Stopp check (its cards still −1). */
  bankruptMajorityScoresForStop?: boolean
}

/** How a company scores in one hand. */
export type Outcome = 'all' | 'majority' | 'bankrupt' | 'none'

/** One scoring line: e.g. "Glotz TV AG: all 7 cards → +14". */
export type ScoreLine = {
  companyId: string
  company: string
  cards: number
  /** Cards of the company in the whole deck. */
  of: number
  outcome: Outcome
  /** +2, +1, −1 or 0. */
  perCard: number
  points: number
  /** True when the cards count as scoring for the Stopp check. */
  scoresForStop: boolean
}

/** The stopper's line: +5 for a valid Stopp, −5 for a false one, naming the companies that did not score. */
export type StopLine = {
  player: string
  points: number
  isValid: boolean
  /** Company ids in the stopper's hand that do not score (what made the Stopp false). */
  failing: string[]
}

/** One player's part of a round. */
export type PlayerRound = {
  /** Every company the player holds (cards > 0), in deck order. */
  lines: ScoreLine[]
  /** Sum of the lines. */
  cardPoints: number
  /** False when the card points are not counted (false Stopp without the option). */
  isCounted: boolean
  /** +5 / −5 for the stopper, 0 for everybody else. */
  stopPoints: number
  /** The round total: counted card points plus stopPoints (equals `points[player]`). */
  total: number
}

/** The result of scoring one round. */
export type RoundResult = {
  validStop: boolean
  /** True when the round is dealt again (false Stopp without the option scoreFalseStop). */
  isRedealt: boolean
  /** Each player's total for the round, including the ±5. Every player of `hands` has a key. */
  points: { [playerId: string]: number }
  players: { [playerId: string]: PlayerRound }
  stop: StopLine
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
}

function hasOwn(o: object, k: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, k)
}

/** The problems with the hands themselves: not objects, unknown companies, counts negative or not whole. */
function handProblems(deck: readonly Company[], hands: unknown): Problem[] {
  if (!isPlainObject(hands)) return [{ code: 'handsInvalid', params: {} }]
  const byId = new Map(deck.map((c) => [c.id, c]))
  const out: Problem[] = []
  for (const [player, hand] of Object.entries(hands)) {
    if (!isPlainObject(hand)) {
      out.push({ code: 'handInvalid', params: { player } })
      continue
    }
    for (const [companyId, count] of Object.entries(hand)) {
      const company = byId.get(companyId)
      if (!company) {
        out.push({ code: 'unknownCompany', params: { player, company: companyId, companyId } })
        continue
      }
      if (typeof count !== 'number' || !Number.isFinite(count) || !Number.isInteger(count)) {
        out.push({
          code: 'cardCountNotWhole',
          params: { player, company: company.name, companyId, count: String(count) },
        })
      } else if (count < 0) {
        out.push({ code: 'cardCountNegative', params: { player, company: company.name, companyId, count } })
      }
    }
  }
  return out
}

function cardsOf(hand: unknown, companyId: string): number {
  if (!isPlainObject(hand) || !hasOwn(hand, companyId)) return 0
  const v = hand[companyId]
  return typeof v === 'number' && Number.isFinite(v) ? v : 0
}

/** Cards of each company entered across all hands (valid counts only). */
function enteredPerCompany(deck: readonly Company[], hands: Record<string, unknown>): Map<string, number> {
  const sums = new Map<string, number>()
  for (const c of deck) {
    let s = 0
    for (const hand of Object.values(hands)) s += cardsOf(hand, c.id)
    sums.set(c.id, s)
  }
  return sums
}

/**
 * The entry check of RULES.md GmbH, for the live check while entering: for each company the
 * cards in all hands plus the middle card must equal its count. Returns one problem per company
 * that does not add up (`companyCardsTooMany` / `companyCardsTooFew` with the company's name and the
 * difference), plus bad counts, unknown companies and an unknown middle company. Never throws.
 * With no middle chosen yet (`''`, null or undefined) the hands alone are compared.
 */
export function checkRoundEntry(
  companies: readonly Company[],
  hands: unknown,
  middle: string | null | undefined,
): Problem[] {
  const out = handProblems(companies, hands)
  const hasMiddle = typeof middle === 'string' && middle !== ''
  if (hasMiddle && !companies.some((c) => c.id === middle))
    out.push({ code: 'unknownMiddle', params: { company: middle, companyId: middle } })
  if (!isPlainObject(hands)) return out
  const sums = enteredPerCompany(companies, hands)
  for (const c of companies) {
    const entered = (sums.get(c.id) ?? 0) + (hasMiddle && middle === c.id ? 1 : 0)
    const difference = entered - c.cards
    const params = { company: c.name, companyId: c.id, entered, expected: c.cards, difference }
    if (difference > 0) out.push({ code: 'companyCardsTooMany', params: { ...params, over: difference } })
    if (difference < 0) out.push({ code: 'companyCardsTooFew', params: { ...params, short: -difference } })
  }
  return out
}

/**
 * "Fill in the last player" (RULES.md GmbH entry check): sets `playerId`'s hand to what is left of each
 * company after the other hands and the middle card. Returns new hands (the filled hand lists every
 * company, zeros included). Throws `fillInExceeded` naming the company when the others already hold
 * more than is left, and the entry errors for unknown ids or bad counts in the other hands.
 */
export function fillInLastPlayer(
  companies: readonly Company[],
  hands: RoundInput['hands'],
  middle: string,
  playerId: string,
): RoundInput['hands'] {
  const deck = assertDeck(companies, { standard: false })
  if (typeof playerId !== 'string' || playerId === '')
    throw new RuleError('unknownPlayer', { player: String(playerId), field: 'player' })
  if (!deck.some((c) => c.id === middle))
    throw new RuleError('unknownMiddle', { company: String(middle), companyId: String(middle) })
  const others: Record<string, unknown> = {}
  if (!isPlainObject(hands)) throw new RuleError('handsInvalid')
  for (const [p, h] of Object.entries(hands)) if (p !== playerId) others[p] = h
  const bad = handProblems(deck, others)[0]
  if (bad) throw new RuleError(bad.code, bad.params)
  const sums = enteredPerCompany(deck, others)
  const filled: Hand = {}
  for (const c of deck) {
    const left = c.cards - (sums.get(c.id) ?? 0) - (middle === c.id ? 1 : 0)
    if (left < 0)
      throw new RuleError('fillInExceeded', {
        company: c.name,
        companyId: c.id,
        over: -left,
        expected: c.cards,
        player: playerId,
      })
    filled[c.id] = left
  }
  const out: RoundInput['hands'] = {}
  for (const [p, h] of Object.entries(hands)) out[p] = p === playerId ? filled : { ...h }
  if (!hasOwn(out, playerId)) out[playerId] = filled
  return out
}

/** Scores one company in one hand (RULES.md GmbH): bankrupt −1/card, all N +2/card, majority +1/card, else 0. */
export function scoreLine(company: Company, cards: number, middle: string, options: ScoreOptions = {}): ScoreLine {
  const base = { companyId: company.id, company: company.name, cards, of: company.cards }
  const hasMajority = cards >= majorityOf(company.cards)
  if (company.id === middle) {
    // bankrupt even with a majority; the option only changes the Stopp check
    return {
      ...base,
      outcome: 'bankrupt',
      perCard: -1,
      points: -cards,
      scoresForStop: options.bankruptMajorityScoresForStop === true && hasMajority,
    }
  }
  if (cards === company.cards) return { ...base, outcome: 'all', perCard: 2, points: 2 * cards, scoresForStop: true }
  if (hasMajority) return { ...base, outcome: 'majority', perCard: 1, points: cards, scoresForStop: true }
  return { ...base, outcome: 'none', perCard: 0, points: 0, scoresForStop: false }
}

/** Points the stopper gets for a valid (+5) or a false (−5) Stopp (rulebook file 001, "Punkteverteilung"). */
export const STOP_POINTS = 5

/**
 * Scores one round (RULES.md GmbH, rulebook file 001): per player and company bankrupt −1/card,
 * all N +2/card, majority (floor(N/2)+1) +1/card, else 0. The stopper gets +5 when every card in his
 * hand scores (an empty hand trivially does), else −5, nobody else scores and the round is dealt
 * again (unless `scoreFalseStop`). Throws RuleError when the deck is malformed, an id is unknown,
 * a count is negative or not whole, or a company's cards (hands + middle) do not add up.
 */
export function scoreRound(companies: readonly Company[], round: RoundInput, options: ScoreOptions = {}): RoundResult {
  const deck = assertDeck(companies, { standard: false })
  if (!isPlainObject(round)) throw new RuleError('roundInvalid')
  const { hands, middle, stopper } = round
  if (!isPlainObject(hands)) throw new RuleError('handsInvalid')
  if (typeof stopper !== 'string' || !hasOwn(hands, stopper))
    throw new RuleError('unknownStopper', { player: String(stopper) })
  if (typeof middle !== 'string' || middle === '')
    throw new RuleError('unknownMiddle', { company: String(middle), companyId: String(middle) })
  const first = checkRoundEntry(deck, hands, middle)[0]
  if (first) throw new RuleError(first.code, first.params)

  const players: Record<string, PlayerRound> = {}
  for (const [player, hand] of Object.entries(hands)) {
    const lines = deck
      .filter((c) => cardsOf(hand, c.id) > 0)
      .map((c) => scoreLine(c, cardsOf(hand, c.id), middle, options))
    const cardPoints = lines.reduce((s, l) => s + l.points, 0)
    players[player] = { lines, cardPoints, isCounted: true, stopPoints: 0, total: cardPoints }
  }
  const stopperRound = players[stopper] as PlayerRound
  const failing = stopperRound.lines.filter((l) => !l.scoresForStop).map((l) => l.companyId)
  const validStop = failing.length === 0
  const isCounted = validStop || options.scoreFalseStop === true
  const stopPoints = validStop ? STOP_POINTS : -STOP_POINTS
  const points: Record<string, number> = {}
  for (const [player, pr] of Object.entries(players)) {
    pr.isCounted = isCounted
    pr.stopPoints = player === stopper ? stopPoints : 0
    pr.total = (isCounted ? pr.cardPoints : 0) + pr.stopPoints
    points[player] = pr.total
  }
  return {
    validStop,
    isRedealt: !isCounted,
    points,
    players,
    stop: { player: stopper, points: stopPoints, isValid: validStop, failing },
  }
}
