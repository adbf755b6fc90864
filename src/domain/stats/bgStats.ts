import type { GameResult } from './result'

/** The app's name as BG Stats shows the source of a pushed play. */
export const BG_STATS_SOURCE = 'Tischbank'

/** One player of a pushed play (BG Stats "createPlay": name, its own id, score, winner, rank). */
export interface BgStatsPlayer {
  name: string
  sourcePlayerId: string
  score: number
  winner: boolean
  rank: number
}

/** A play as BG Stats' documented push link carries it (bgstats.app "Push plays to BG Stats from other apps or websites"). */
export interface BgStatsPlay {
  sourceName: string
  sourcePlayId: string
  /** Local time, "YYYY-MM-DD HH:MM:SS". */
  playDate: string
  durationMin: number
  game: { name: string; sourceGameId: string; highestWins: boolean; noPoints: boolean }
  players: BgStatsPlayer[]
}

const two = (n: number) => String(n).padStart(2, '0')

/** A time as BG Stats reads a play date: the local wall time ("YYYY-MM-DD HH:MM:SS"); `offsetMin` as Date.getTimezoneOffset gives it. */
export function bgStatsDate(ts: number, offsetMin: number): string {
  const d = new Date(ts - offsetMin * 60_000)
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`
}

/**
 * A finished game as a BG Stats play: the game's name as BG Stats knows it, the start as the play
 * date, the play time in whole minutes (at least one), every player with the final worth or score
 * as the score, the rank and the winners (ties win together). A person's id is the player's id
 * there, so BG Stats can match the same person across plays.
 */
export function bgStatsPlay(result: GameResult, gameName: string, offsetMin: number): BgStatsPlay {
  return {
    sourceName: BG_STATS_SOURCE,
    sourcePlayId: result.gameId,
    playDate: bgStatsDate(result.startedAt, offsetMin),
    durationMin: Math.max(1, Math.round(result.durationMs / 60_000)),
    game: { name: gameName, sourceGameId: `tischbank:${result.type}`, highestWins: true, noPoints: false },
    players: result.rows.map((r) => ({
      name: r.name,
      sourcePlayerId: r.person ?? r.player,
      score: r.value,
      winner: r.isWinner,
      rank: r.rank,
    })),
  }
}

/** BG Stats' push link for a play: the app's own scheme, or its https twin on the same host (a browser without the app). */
export function bgStatsLink(play: BgStatsPlay, scheme: 'bgstats' | 'https' = 'bgstats'): string {
  return `${scheme}://app.bgstatsapp.com/createPlay.html?data=${encodeURIComponent(JSON.stringify(play))}`
}
