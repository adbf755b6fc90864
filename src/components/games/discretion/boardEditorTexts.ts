import { computed, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import { isRuleError, type RuleErrorParams } from '@/domain/errors'
import { numberRanges, type CheckLine, type PlotRow } from './boardEditorRows'

/** The board editor's words for its plots and its check list: plots by number and name, problems and gathered lines translated. */
export function useBoardEditorTexts(plots: Ref<PlotRow[]>) {
  const { t, te } = useI18n()

  const plotNo = computed(() => {
    const m: Record<string, number> = {}
    plots.value.forEach((p, i) => (m[p.id] = i + 1))
    return m
  })

  /** Display colour of a plot in the editor (presentation only: 17 hues spread round the wheel). */
  function plotColor(plotId: string | null): string {
    if (!plotId) return 'var(--c-surface)'
    const i = (plotNo.value[plotId] ?? 1) - 1
    return `hsl(${(i * 137) % 360} 70% 78%)`
  }
  function plotRef(plotId: string): string {
    const n = plotNo.value[plotId]
    if (n === undefined) return plotId
    const nm = plots.value[n - 1]?.name.trim() ?? ''
    return nm ? t('discretion.editor.plotRef', { n, name: nm }) : String(n)
  }

  const FIELD_KEYS: Record<string, string> = {
    acreage: 'discretion.editor.fieldAcreage',
    harvest: 'discretion.editor.fieldHarvest',
    appraisal: 'discretion.editor.fieldAppraisal',
  }

  /** A board problem in words: plots by number and name, squares 1-based, fields translated. */
  function problemText(p: { code: string; params: RuleErrorParams }): string {
    const params: Record<string, string | number> = {}
    for (const [k, v] of Object.entries(p.params)) {
      if ((k === 'row' || k === 'col') && typeof v === 'number') params[k] = v + 1
      else if ((k === 'plot' || k === 'other') && typeof v === 'string' && p.code !== 'boardSquareUnknownPlot')
        params[k] = plotRef(v)
      else if (k === 'field' && typeof v === 'string' && FIELD_KEYS[v]) params[k] = t(FIELD_KEYS[v] ?? '')
      else if (k === 'index' && typeof v === 'number') params[k] = v + 1
      else params[k] = typeof v === 'boolean' ? String(v) : v
    }
    if (p.code === 'boardValueInvalid' && ['', 'null', 'undefined', 'NaN'].includes(String(p.params.value)))
      return t('discretion.editor.valueMissing', params)
    const key = `errors.${p.code}`
    return te(key) ? t(key, params) : t('errors.unexpected', { detail: p.code })
  }
  function errText(e: unknown): string {
    if (isRuleError(e)) return problemText(e)
    return t('errors.unexpected', { detail: String(e).slice(0, 200) })
  }
  const MISSING_KEYS = {
    squares: 'discretion.editor.missingSquares',
    name: 'discretion.editor.missingName',
    harvest: 'discretion.editor.missingHarvest',
    appraisal: 'discretion.editor.missingAppraisal',
  } as const
  function lineText(l: CheckLine): string {
    if (l.kind === 'missing') return t(MISSING_KEYS[l.what], { n: l.plots.length, plots: numberRanges(l.plots) })
    if (l.kind === 'freeSquares') return t('discretion.editor.freeSquares', { n: l.n })
    return problemText(l.problem)
  }

  return { plotNo, plotColor, plotRef, problemText, errText, lineText }
}
