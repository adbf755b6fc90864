import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import { getDb, storageError, type BoardRecord } from '@/db'
import { RuleError } from '@/domain/errors'
import { newId } from '@/domain/ledger/ledger'
import type { Json } from '@/domain/ledger/types'
import { validateBoard, type BoardProblem } from '@/domain/games/discretion/board'
import type { Board } from '@/domain/games/discretion/types'

/** Longest board name the app accepts. */
export const BOARD_NAME_MAX = 60

/** A saved Discretion board as the app uses it: the board, and what is still wrong with it (empty = playable). */
export interface SavedBoard {
  id: string
  name: string
  board: Board
  problems: BoardProblem[]
  updatedAt: number
}

/** What `save` takes: an id to overwrite a saved board, or none for a new one. */
export interface BoardInput {
  id?: string
  name: string
  board: Board
}

/** Trims a board name and checks it: 1–60 characters. */
export function checkBoardName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ')
  if (name === '') throw new RuleError('boardNameMissing')
  if ([...name].length > BOARD_NAME_MAX) throw new RuleError('boardNameTooLong', { max: BOARD_NAME_MAX })
  return name
}

/** A plain JSON copy of a board (plots and map), so later edits of the editor cannot change a stored one. */
export function copyBoard(b: Board): Board {
  return {
    name: b.name,
    plots: b.plots.map((p) => ({ id: p.id, name: p.name, acreage: p.acreage, harvest: p.harvest, appraisal: p.appraisal })),
    map: b.map.map((row) => row.map((v) => (v === undefined ? null : v))),
  }
}

/** Reads a stored record; null when its JSON is not even board-shaped (never throws). Incomplete boards carry their problems. */
export function boardFromRecord(rec: BoardRecord): SavedBoard | null {
  const b = rec.board
  if (b === null || typeof b !== 'object' || Array.isArray(b)) return null
  if (!Array.isArray(b.plots) || !Array.isArray(b.map)) return null
  const board = b as unknown as Board
  return { id: rec.id, name: rec.name, board: { ...board, name: rec.name }, problems: validateBoard(board), updatedAt: rec.updatedAt }
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
  if (data !== null && typeof data === 'object' && !Array.isArray(data) && (data as { format?: unknown }).format === BOARD_FILE_FORMAT) {
    data = (data as { board?: unknown }).board
  }
  const problems = validateBoard(data)
  const first = problems[0]
  if (first) throw new RuleError(first.code, { ...first.params, problems: problems.length })
  const b = data as Board
  const name = typeof b.name === 'string' && b.name.trim() !== '' ? b.name.trim().slice(0, BOARD_NAME_MAX) : 'Board'
  return copyBoard({ ...b, name })
}

/** The format tag of an exported board file. */
export const BOARD_FILE_FORMAT = 'tischbank-discretion-board'

/** The JSON text of a board file (what export writes and import reads). */
export function boardFileText(board: Board): string {
  return JSON.stringify({ format: BOARD_FILE_FORMAT, version: 1, board: copyBoard(board) }, null, 1)
}

/**
 * The Discretion boards saved on this device (Dexie table `boards`), newest first. A board is stored
 * even while incomplete (entering 17 plots and 121 squares takes a while); only boards without
 * problems (validateBoard) can be chosen for a game. The demo board is not stored: it comes from the domain.
 */
export const useBoardsStore = defineStore('boards', () => {
  const boards = shallowRef<SavedBoard[]>([])
  const loaded = shallowRef(false)

  /** Loads the saved boards; records that are not board-shaped are skipped. */
  async function load(): Promise<SavedBoard[]> {
    try {
      const recs = await getDb().boards.orderBy('updatedAt').reverse().toArray()
      boards.value = recs.map(boardFromRecord).filter((b): b is SavedBoard => b !== null)
      loaded.value = true
      return boards.value
    } catch (e) {
      throw storageError(e)
    }
  }

  /** One saved board by id (from the database), or null. */
  async function get(id: string): Promise<SavedBoard | null> {
    try {
      const rec = await getDb().boards.get(id)
      return rec ? boardFromRecord(rec) : null
    } catch (e) {
      throw storageError(e)
    }
  }

  /** Saves a board (new, or overwriting `id`) with its name; returns it with its remaining problems. */
  async function save(input: BoardInput, now = Date.now()): Promise<SavedBoard> {
    const name = checkBoardName(input.name)
    const board = copyBoard({ ...input.board, name })
    const saved: SavedBoard = { id: input.id ?? newId(), name, board, problems: validateBoard(board), updatedAt: now }
    try {
      await getDb().boards.put({ id: saved.id, name, board: board as unknown as Json, updatedAt: now })
    } catch (e) {
      throw storageError(e)
    }
    boards.value = [saved, ...boards.value.filter((b) => b.id !== saved.id)]
    return saved
  }

  /** Deletes a saved board (games that use it keep their own copy in their config). */
  async function remove(id: string): Promise<void> {
    try {
      await getDb().boards.delete(id)
    } catch (e) {
      throw storageError(e)
    }
    boards.value = boards.value.filter((b) => b.id !== id)
  }

  return { boards, loaded, load, get, save, remove }
})
