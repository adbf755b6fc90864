import { draftNumber, fillPlotIds, type BoardDraft } from '@/domain/games/discretion/boardFile'
import { PLOT_COUNT, type Board } from '@/domain/games/discretion/types'

/** One row of the editor's plot table: the values as typed. */
export interface PlotRow {
  id: string
  name: string
  acreage: string
  harvest: string
  appraisal: string
}

/** 17 empty rows, plots A … Q. */
export function blankRows(): PlotRow[] {
  return fillPlotIds([]).slice(0, PLOT_COUNT).map((id) => ({ id, name: '', acreage: '', harvest: '', appraisal: '' }))
}

/** The rows of a saved or imported board, filled up to 17. */
export function rowsOf(board: Board | BoardDraft): PlotRow[] {
  const rows = board.plots.map((p) => ({ id: p.id, name: p.name, acreage: String(p.acreage), harvest: String(p.harvest), appraisal: String(p.appraisal) }))
  return fillPlotIds(rows.map((r) => r.id)).map((id, i) => rows[i] ?? { id, name: '', acreage: '', harvest: '', appraisal: '' })
}

/** The board as entered: names trimmed, typed numbers read (text the validator names stays text). */
export function draftOf(name: string, rows: readonly PlotRow[], map: readonly (string | null)[][]): BoardDraft {
  return {
    name: name.trim(),
    plots: rows.map((p) => ({ id: p.id, name: p.name.trim(), acreage: draftNumber(p.acreage), harvest: draftNumber(p.harvest), appraisal: draftNumber(p.appraisal) })),
    map: map.map((row) => [...row]),
  }
}
