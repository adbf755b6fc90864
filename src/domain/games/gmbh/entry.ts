import { isRuleError, RuleError } from '../../errors'
import type { GmbhAction } from './pack'
import {
  checkRoundEntry,
  fillInLastPlayer,
  scoreRound,
  type Company,
  type Hand,
  type Problem,
  type RoundResult,
  type ScoreOptions,
} from './scoring'

/** The round entry as typed in so far: hands per player (a company missing counts 0), the middle card and the stopper, when chosen. */
export interface RoundDraft {
  hands: { readonly [playerId: string]: Hand | undefined }
  middle: string | null
  stopper: string | null
}

/** What the round entry shows about a draft (RULES.md GmbH entry check), decided here, not in the screen. */
export interface RoundDraftCheck {
  /** Every problem of the live entry check (checkRoundEntry). */
  problems: Problem[]
  /** Problems shown at once: everything but companies with cards still to enter. */
  tooMany: Problem[]
  /** Companies with cards still to enter (`companyCardsTooFew`): shown as "not entered yet". */
  missing: Problem[]
  needsMiddle: boolean
  needsStopper: boolean
  /** Middle and stopper chosen and every company adds up. */
  isComplete: boolean
  /** Who "fill in the last player" completes (fillInTarget); null without players. */
  fillTarget: string | null
  /** The round as the rule pack scores it: every player, empty hands included. */
  action: GmbhAction
  /** The scoring of the round before it counts, once the entry is complete; null before. */
  preview: RoundResult | null
}

/** Cards in one hand (RULES.md GmbH entry: the hand size shown while entering). */
export function handSize(hand: Hand | undefined): number {
  return Object.values(hand ?? {}).reduce((s, n) => s + n, 0)
}

/**
 * Who "fill in the last player" completes (RULES.md GmbH entry check): the last player in seating
 * order with no cards entered yet, else the last player; null when there are no players.
 */
export function fillInTarget(players: readonly { id: string }[], hands: RoundDraft['hands']): string | null {
  const empty = players.filter((p) => handSize(hands[p.id]) === 0)
  return (empty.at(-1) ?? players.at(-1))?.id ?? null
}

/**
 * "Fill in the last player" on a draft (RULES.md GmbH): the hand `playerId` gets, holding only the
 * companies with cards (deck order). Throws `unknownMiddle` before a middle card is chosen, and
 * what fillInLastPlayer throws (`fillInExceeded` naming the company, bad counts in other hands).
 */
export function fillInHand(
  companies: readonly Company[],
  hands: RoundDraft['hands'],
  middle: string | null,
  playerId: string,
): Hand {
  if (!middle) throw new RuleError('unknownMiddle', {})
  const entered: { [playerId: string]: Hand } = {}
  for (const [p, h] of Object.entries(hands)) if (h) entered[p] = h
  const filled = fillInLastPlayer(companies, entered, middle, playerId)[playerId] ?? {}
  const out: Hand = {}
  for (const c of companies) {
    const n = filled[c.id] ?? 0
    if (n > 0) out[c.id] = n
  }
  return out
}

/** The entry with the last hand filled in (RULES.md GmbH: the app can fill in the last player's hand from the others). */
export interface FilledDraft {
  /** The hands as they count: the entered ones and the filled-in one. */
  hands: { [playerId: string]: Hand }
  /** Whose hand is filled in (shown, and editable: a tap on it makes it an entered hand), or null. */
  filled: string | null
  /** Why the last hand cannot be filled in (`fillInExceeded` naming the company), or null. */
  fillProblem: Problem | null
}

/**
 * Fills in the last hand as the banker enters a round (issue 14, RULES.md GmbH entry check): once
 * the middle card is chosen and every player but one has cards entered, that player's hand is the
 * deck minus the other hands and the middle card. Nothing is filled in while two or more hands are
 * still empty (the check would say "adds up" with one player holding everything).
 */
export function withLastHand(
  companies: readonly Company[],
  players: readonly { id: string }[],
  draft: RoundDraft,
): FilledDraft {
  const hands: { [playerId: string]: Hand } = {}
  for (const [p, h] of Object.entries(draft.hands)) if (h) hands[p] = h
  const empty = players.filter((p) => handSize(hands[p.id]) === 0)
  const target = empty.length === 1 && players.length > 1 ? empty[0]!.id : null
  if (!target || !draft.middle) return { hands, filled: null, fillProblem: null }
  try {
    return {
      hands: { ...hands, [target]: fillInHand(companies, hands, draft.middle, target) },
      filled: target,
      fillProblem: null,
    }
  } catch (e) {
    if (isRuleError(e)) return { hands, filled: null, fillProblem: { code: e.code, params: e.params } }
    throw e
  }
}

/**
 * Cards of each company still to place in `playerId`'s hand (RULES.md GmbH entry check): the
 * company's count less the middle card and what the other hands hold (below 0 when they hold too many).
 */
export function cardsLeftFor(
  companies: readonly Company[],
  hands: RoundDraft['hands'],
  middle: string | null,
  playerId: string,
): { [companyId: string]: number } {
  const out: { [companyId: string]: number } = {}
  for (const c of companies) {
    let left = c.cards - (middle === c.id ? 1 : 0)
    for (const [p, h] of Object.entries(hands)) if (p !== playerId) left -= h?.[c.id] ?? 0
    out[c.id] = left
  }
  return out
}

/** The action a draft enters (RULES.md GmbH: every player of the game takes part; a hand not entered is empty). */
export function roundAction(players: readonly { id: string }[], draft: RoundDraft): GmbhAction {
  const hands: { [playerId: string]: Hand } = {}
  for (const p of players) hands[p.id] = { ...(draft.hands[p.id] ?? {}) }
  return { type: 'scoreRound', hands, middle: draft.middle ?? '', stopper: draft.stopper ?? '' }
}

/**
 * The live check of a round entry (RULES.md GmbH entry check and scoring): the problems, what is
 * still missing, whether it can be confirmed, whom the fill-in completes, and the preview of every
 * scoring line (scoreRound with the game's options) once it is complete.
 */
export function checkRoundDraft(
  companies: readonly Company[],
  players: readonly { id: string }[],
  draft: RoundDraft,
  options: ScoreOptions = {},
): RoundDraftCheck {
  const problems = checkRoundEntry(companies, draft.hands, draft.middle)
  const action = roundAction(players, draft)
  const isComplete = draft.middle !== null && draft.stopper !== null && problems.length === 0
  let preview: RoundResult | null = null
  if (isComplete) {
    try {
      preview = scoreRound(companies, { hands: action.hands, middle: action.middle, stopper: action.stopper }, options)
    } catch {
      preview = null
    }
  }
  return {
    problems,
    tooMany: problems.filter((p) => p.code !== 'companyCardsTooFew'),
    missing: problems.filter((p) => p.code === 'companyCardsTooFew'),
    needsMiddle: !draft.middle,
    needsStopper: !draft.stopper,
    isComplete,
    fillTarget: fillInTarget(players, draft.hands),
    action,
    preview,
  }
}
