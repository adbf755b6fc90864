import { RuleError } from '../../errors'
import { cleanName, type NameRule } from '../../names'
import { parseAmount } from '../../money'
import { assertValidBoard } from './board'
import { GRID_SIZE, PLOT_COUNT, type Board } from './types'

// Boards as the editor holds them while they are entered, as stored, and as files.

/** Longest board name the app accepts. */
export const BOARD_NAME_MAX = 60

/** The format tag of an exported board file. */
export const BOARD_FILE_FORMAT = 'tischbank-discretion-board'

/** A plot as entered: a value may still be text the validator names ("", "abc"). */
export type PlotDraft = {
  id: string
  name: string
  acreage: number | string
  harvest: number | string
  appraisal: number | string
}

/** A board as entered or saved while incomplete (validateBoard lists what is still wrong). */
export type BoardDraft = { name: string; plots: PlotDraft[]; map: (string | null)[][] }

/** A saved board's name by the one name rule: 1–60 characters, no invisible characters. */
export const BOARD_NAME: NameRule = {
  max: BOARD_NAME_MAX,
  empty: 'boardNameMissing',
  tooLong: 'boardNameTooLong',
  invalid: 'nameInvalid',
}

/** Cleans a board name and checks it (the one name rule: NFC, trimmed, folded, 1–60 characters). */
export function checkBoardName(raw: unknown): string {
  return cleanName(raw, BOARD_NAME)
}

/** A plain JSON copy of a board (plots and map), so later edits of the editor cannot change a stored one. */
export function copyBoard(b: Board): Board
export function copyBoard(b: BoardDraft): BoardDraft
export function copyBoard(b: BoardDraft): BoardDraft {
  return {
    name: b.name,
    plots: b.plots.map((p) => ({
      id: p.id,
      name: p.name,
      acreage: p.acreage,
      harvest: p.harvest,
      appraisal: p.appraisal,
    })),
    map: b.map.map((row) => row.map((v) => (v === undefined ? null : v))),
  }
}

function isRecord(v: unknown): v is { readonly [k: string]: unknown } {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
}
function draftValue(v: unknown): number | string {
  return typeof v === 'number' || typeof v === 'string' ? v : String(v)
}

/** A stored board's JSON as a draft; null when it is not even board-shaped (plots and map lists). */
export function boardDraftFrom(json: unknown, name: string): BoardDraft | null {
  if (!isRecord(json) || !Array.isArray(json.plots) || !Array.isArray(json.map)) return null
  const plots: PlotDraft[] = json.plots.map((p: unknown, i: number) => {
    const o = isRecord(p) ? p : {}
    return {
      id: typeof o.id === 'string' ? o.id : String(o.id ?? i),
      name: typeof o.name === 'string' ? o.name : '',
      acreage: draftValue(o.acreage),
      harvest: draftValue(o.harvest),
      appraisal: draftValue(o.appraisal),
    }
  })
  const map = json.map.map((row: unknown) =>
    Array.isArray(row) ? row.map((v: unknown) => (typeof v === 'string' ? v : null)) : [],
  )
  return { name, plots, map }
}

/** A typed number: digits (with group separators) → number; otherwise the text itself, which the validator names. */
export function draftNumber(v: string): number | string {
  const s = v.trim()
  if (s === '') return ''
  try {
    return parseAmount(s)
  } catch {
    return s
  }
}

/** The plot ids of a new board: A … Q. */
export const PLOT_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** A map with no square assigned. */
export function blankMap(): (string | null)[][] {
  return Array.from({ length: GRID_SIZE }, () => Array.from({ length: GRID_SIZE }, () => null))
}

/** The plot ids of a board filled up to 17 with free letters (a board with fewer plots is completed in the editor). */
export function fillPlotIds(ids: readonly string[]): string[] {
  const out = [...ids]
  while (out.length < PLOT_COUNT) {
    const used = new Set(out)
    out.push([...PLOT_LETTERS].find((l) => !used.has(l)) ?? `P${out.length + 1}`)
  }
  return out
}

/**
 * Reads a board file (exported JSON; issue 4: "exported and imported as a JSON file, validated; a
 * bad file changes nothing"). Throws RuleError `boardFileNotJson`, or the first board problem with
 * `problems` = their count; returns a copy of the valid board.
 */
export function parseBoardFile(text: string): Board {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new RuleError('boardFileNotJson')
  }
  // accept the plain board or the wrapped export format
  if (isRecord(data) && data.format === BOARD_FILE_FORMAT) data = data.board
  const b = assertValidBoard(data)
  const name = typeof b.name === 'string' && b.name.trim() !== '' ? b.name.trim().slice(0, BOARD_NAME_MAX) : 'Board'
  return copyBoard({ ...b, name })
}

/** The JSON text of a board file (what export writes and import reads). */
export function boardFileText(board: BoardDraft): string {
  return JSON.stringify({ format: BOARD_FILE_FORMAT, version: 1, board: copyBoard(board) }, null, 1)
}
