import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import { getDb, storageError, type BoardRecord } from '@/db'
import { newId } from '@/domain/ledger/ledger'
import { validateBoard, type BoardProblem } from '@/domain/games/discretion/board'
import { boardDraftFrom, checkBoardName, copyBoard, type BoardDraft } from '@/domain/games/discretion/boardFile'

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
      await getDb().boards.put({ id: saved.id, name, board, updatedAt: now })
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
