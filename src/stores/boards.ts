import { defineStore } from 'pinia'
import { getDb, storageError, type BoardRecord } from '@/db'
import { newId } from '@/domain/ledger/ledger'
import { validateBoard, type BoardProblem } from '@/domain/games/discretion/board'
import { boardDraftFrom, checkBoardName, copyBoard, type BoardDraft } from '@/domain/games/discretion/boardFile'
import { savedRecords } from './savedRecords'

// the board rules (names, copies, files) are the domain's; re-exported for the screens and tests
export { boardFileText, copyBoard, parseBoardFile } from '@/domain/games/discretion/boardFile'

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

/**
 * Drafts (issue 14 "a draft saved automatically as it is edited and restored after a reload") are
 * records of the same table under `draft:<board id>` (`draft:new` for a board not saved yet): they
 * are never listed as boards.
 */
export const DRAFT_PREFIX = 'draft:'
const draftId = (boardId: string | null): string => `${DRAFT_PREFIX}${boardId || 'new'}`

/** An editor's draft: the board as entered (any state), its name as typed, and when it was written. */
export interface BoardEditorDraft {
  /** The saved board it changes, or null for a new board. */
  boardId: string | null
  name: string
  board: BoardDraft
  updatedAt: number
}

/** Reads a stored record; null when its JSON is not even board-shaped, or it is a draft (never throws). Incomplete boards carry their problems. */
export function boardFromRecord(rec: BoardRecord): SavedBoard | null {
  if (rec.id.startsWith(DRAFT_PREFIX)) return null
  const board = boardDraftFrom(rec.board, rec.name)
  if (!board) return null
  return { id: rec.id, name: rec.name, board, problems: validateBoard(rec.board), updatedAt: rec.updatedAt }
}

/** Runs a database step; a failure becomes the app's storage error. */
async function stored<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (e) {
    throw storageError(e)
  }
}

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

  /** Saves a board (new, or overwriting `id`) and drops its editor's draft (`draftOf`: the board id the draft was kept under). */
  async function saveFromEditor(
    input: BoardInput,
    draftOf: string | null = input.id ?? null,
    now = Date.now(),
  ): Promise<SavedBoard> {
    const item = await save(input, now)
    await discardDraft(draftOf)
    if (draftOf !== item.id) await discardDraft(item.id)
    return item
  }

  /** Deletes a saved board and its draft (games that used it keep their own copy in their config). */
  async function remove(id: string): Promise<void> {
    await saved.remove(id)
    await discardDraft(id)
  }

  /** Keeps the editor's draft of board `boardId` (null: a new board) on this device, as entered; returns when it was written. */
  async function saveDraft(boardId: string | null, name: string, board: BoardDraft, now = Date.now()): Promise<number> {
    const rec: BoardRecord = {
      id: draftId(boardId),
      name: String(name).slice(0, 200),
      board: copyBoard(board),
      updatedAt: now,
    }
    await stored(() => getDb().boards.put(rec))
    return now
  }

  /** The editor's draft of board `boardId` (null: a new board), or null when there is none (or it is not board-shaped). */
  async function getDraft(boardId: string | null): Promise<BoardEditorDraft | null> {
    const rec = await stored(() => getDb().boards.get(draftId(boardId)))
    const board = rec ? boardDraftFrom(rec.board, rec.name) : null
    return rec && board ? { boardId, name: rec.name, board, updatedAt: rec.updatedAt } : null
  }

  /** Drops the editor's draft of board `boardId` (null: a new board); nothing when there is none. */
  async function discardDraft(boardId: string | null): Promise<void> {
    await stored(() => getDb().boards.delete(draftId(boardId)))
  }

  /** The saved boards, newest first; `load` skips records that are not board-shaped (and drafts), `get` reads one by id, `remove` deletes one. */
  return {
    boards: saved.list,
    loaded: saved.loaded,
    load: saved.load,
    get: saved.get,
    save,
    saveFromEditor,
    remove,
    saveDraft,
    getDraft,
    discardDraft,
  }
})
