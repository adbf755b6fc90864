import { RuleError } from '../../../errors'
import { MAX_GAME_MINUTES } from '../clock'
import { withNote, type Handler } from './context'

/** RULES.md Shared and DKT end of game: the agreed time is up — the game is final from this entry on, ranked as it stands. */
export const planTimeUp: Handler<'timeUp'> = (_ctx, action) =>
  withNote(
    { kind: 'timeUp', postings: [], effects: [{ path: ['timeUp'], from: null, to: true }], info: {} },
    action.note,
  )

/**
 * RULES.md Shared: the banker extends the agreed time of a game whose time was up — that reopens it
 * (as undoing the time-up would). `minutes` is the new agreed length (whole minutes, up to a day).
 */
export const planExtendTime: Handler<'extendTime'> = (ctx, action) => {
  if (ctx.data.timeUp !== true) throw new RuleError('timeNotUp')
  const minutes = action.minutes
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > MAX_GAME_MINUTES)
    throw new RuleError('clockMinutesInvalid', { max: MAX_GAME_MINUTES })
  return withNote(
    { kind: 'timeExtended', postings: [], effects: [{ path: ['timeUp'], from: true, to: null }], info: { minutes } },
    action.note,
  )
}
