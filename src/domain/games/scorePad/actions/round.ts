import { RuleError } from '../../../errors'
import { BANK, type EntryDraft, type LedgerState, type Posting } from '../../../ledger/types'
import { cleanNote, netPostings, refuseWhenOver, requirePlayer } from '../../common'
import { SCORE_PAD_LIMITS, type ScorePadConfig } from '../config'
import { padIsFinished, type PadRound, type ScorePadData } from '../state'

/** The entry kinds of a round and of a correction (codes.ts ENTRY_KINDS). */
export const PAD_KINDS = { round: 'padRound', correction: 'padCorrection' } as const

/**
 * A round's points as the game keeps them (issue 36): a whole number (negative allowed, at most
 * ±1,000,000,000) for every player of the game; a player left out scores 0. Refuses points that
 * are not a record, an unknown player, or a value that is not a whole number.
 */
export function checkPoints(points: unknown, config: ScorePadConfig): { [playerId: string]: number } {
  if (points === null || typeof points !== 'object' || Array.isArray(points)) throw new RuleError('padPointsMissing')
  const given = points as Record<string, unknown>
  for (const p of Object.keys(given)) requirePlayer(config, p)
  const out: { [playerId: string]: number } = {}
  for (const p of config.players) {
    const v = Object.hasOwn(given, p.id) ? given[p.id] : 0
    if (typeof v !== 'number' || !Number.isSafeInteger(v))
      throw new RuleError('padPointsInvalid', { player: p.id, value: String(v).slice(0, 20) })
    if (Math.abs(v) > SCORE_PAD_LIMITS.pointsMax)
      throw new RuleError('padPointsTooLarge', { player: p.id, max: SCORE_PAD_LIMITS.pointsMax })
    // -0 is stored as 0 (JSON has no -0)
    out[p.id] = v === 0 ? 0 : v
  }
  return out
}

/** The postings that move each player's total by `delta` points, against the bank (the scorekeeper's side). */
function pointPostings(delta: { [playerId: string]: number }): Posting[] {
  return netPostings(
    Object.entries(delta).flatMap(([player, n]) => [
      { account: BANK, amount: -n },
      { account: player, amount: n },
    ]),
  )
}

/** Enters the next round's points as one entry (issue 36); refused once the game is over (RULES.md Shared). */
export function planScoreRound(
  state: LedgerState<ScorePadData>,
  action: { points: unknown; note?: unknown },
  config: ScorePadConfig,
): EntryDraft {
  refuseWhenOver(state, config, padIsFinished(state, config))
  const points = checkPoints(action.points, config)
  const round = state.data.round + 1
  const record: PadRound = { round, points, corrections: 0 }
  const note = cleanNote(action.note)
  return {
    kind: PAD_KINDS.round,
    postings: pointPostings(points),
    effects: [
      { path: ['round'], from: state.data.round, to: round },
      { path: ['rounds', String(round)], from: null, to: record },
    ],
    info: { round, points },
    ...(note ? { note } : {}),
  }
}

/**
 * Corrects an entered round (issue 36): a new entry that moves each total by the difference and
 * keeps the round's new points; the ledger stays append-only and undo takes the correction back.
 * Refused for a round not entered, a correction that changes nothing, or a game that is over.
 */
export function planCorrectRound(
  state: LedgerState<ScorePadData>,
  action: { round: unknown; points: unknown; note?: unknown },
  config: ScorePadConfig,
): EntryDraft {
  refuseWhenOver(state, config, padIsFinished(state, config))
  const n = action.round
  const before = typeof n === 'number' && Number.isSafeInteger(n) ? state.data.rounds[String(n)] : undefined
  if (typeof n !== 'number' || !before || n < 1 || n > state.data.round)
    throw new RuleError('padRoundUnknown', { round: String(n).slice(0, 20) })
  const points = checkPoints(action.points, config)
  const delta: { [playerId: string]: number } = {}
  for (const p of config.players) delta[p.id] = (points[p.id] ?? 0) - (before.points[p.id] ?? 0)
  if (Object.values(delta).every((d) => d === 0)) throw new RuleError('padCorrectionUnchanged', { round: n })
  const after: PadRound = { round: n, points, corrections: before.corrections + 1 }
  const note = cleanNote(action.note)
  return {
    kind: PAD_KINDS.correction,
    postings: pointPostings(delta),
    effects: [{ path: ['rounds', String(n)], from: before, to: after }],
    info: { correctedRound: n, before: before.points, points },
    ...(note ? { note } : {}),
  }
}
