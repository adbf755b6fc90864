import { defineStore } from 'pinia'
import { getDb, type BoardRecord } from '@/db'
import { newId } from '@/domain/ledger/ledger'
import { validateBoard, type BoardProblem } from '@/domain/games/discretion/board'
import { boardDraftFrom, checkBoardName, copyBoard, type BoardDraft } from '@/domain/games/discretion/boardFile'
import { savedRecords } from './savedRecords'

// the board rules (names, copies, files) are the domain's; re-exported for the screens and tests
export { BOARD_FILE_FORMAT, BOARD_NAME_MAX, boardFileText, checkBoardName, copyBoard, parseBoardFile } from '@/domain/games/discretion/boardFile'

/** A saved Discretion board as the app uses it: the board (a draft while incomplete), and what is still wrong with it (empty = playable). */
export interface SavedBoard {
  id: string
  name: string
  board: BoardDraft
  problems: BoardProblem[]
  updatedAt: number
}

/** What `save` takes: an id to overwrite a saved board, or none for a new one. */
export interface BoardInput {
  id?: string
  name: string
  board: BoardDraft
}

/** Reads a stored record; null when its JSON is not even board-shaped (never throws). Incomplete boards carry their problems. */
export function boardFromRecord(rec: BoardRecord): SavedBoard | null {
  const board = boardDraftFrom(rec.board, rec.name)
  if (!board) return null
  return { id: rec.id, name: rec.name, board, problems: validateBoard(rec.board), updatedAt: rec.updatedAt }
}

/** A saved board's name by the one name rule (cleanName): 1–60 characters, no invisible characters. */
/**
 * The Discretion boards saved on this device (Dexie table `boards`), newest first. A board is stored
 * even while incomplete (entering 17 plots and 121 squares takes a while); only boards without
 * problems (validateBoard) can be chosen for a game. The demo board is not stored: it comes from the domain.
 */
export const useBoardsStore = defineStore('boards', () => {
  const saved = savedRecords(() => getDb().boards, boardFromRecord)

  /** Saves a board (new, or overwriting `id`) with its name; returns it with its remaining problems. */
  async function save(input: BoardInput, now = Date.now()): Promise<SavedBoard> {
    const name = checkBoardName(input.name)
    const board = copyBoard({ ...input.board, name })
    const item: SavedBoard = { id: input.id ?? newId(), name, board, problems: validateBoard(board), updatedAt: now }
    return saved.put({ id: item.id, name, board, updatedAt: now }, item)
  }

  /** The saved boards, newest first; `load` skips records that are not board-shaped, `get` reads one by id, `remove` deletes one. */
  return { boards: saved.list, loaded: saved.loaded, load: saved.load, get: saved.get, save, remove: saved.remove }
})
