import { computed } from 'vue'
import { useI18n } from 'vue-i18n'
import { useGameStore } from '@/stores/game'
import { useGame } from '@/composables/useGame'
import type { useFormat } from '@/composables/useFormat'
import { RuleError, type RuleErrorParams } from '@/domain/errors'
import type { Entry, LedgerState } from '@/domain/ledger/types'
import {
  rankingBreakdown,
  viewState,
  type DiscretionStateView,
  type RankingBreakdownRow,
} from '@/domain/games/discretion/view'
import { plotById } from '@/domain/games/discretion/rules'
import { previewAction, type ActionPreview, type LineItem } from '@/domain/games/discretion/pack'
import { partText, squarePlace, squaresText, squareText } from '@/domain/games/discretion/squares'
import type {
  Board,
  BuildingType,
  Cell,
  DiscretionAction,
  DiscretionConfig,
  DiscretionData,
} from '@/domain/games/discretion/types'

/** The panel's `fmt` prop (src/composables/useFormat.ts). */
export type Fmt = ReturnType<typeof useFormat>
/** The panel's `run` prop: dispatches through the store (snackbar with Undo; rejects on refusal). */
export type Run = (action: DiscretionAction) => Promise<Entry>

/** One row of the net-assets ranking with its parts (rankingBreakdown of the domain). */
export type RankRow = RankingBreakdownRow

function fail(): never {
  throw new Error('no Discretion game is open')
}

/**
 * The open Discretion game for the panel's components: the typed config and state, the readable
 * view of the domain (viewState), names and labels, and previews. No rules here: every number comes
 * from the domain functions.
 */
export function useDiscretion(fmt: () => Fmt) {
  const store = useGameStore()
  const game = useGame('discretion')
  const { t, te } = useI18n()

  // the panel is only shown while a Discretion game is open (GameView picks it by the game's type)
  const config = computed<DiscretionConfig>(() => game.config.value ?? fail())
  const state = computed<LedgerState<DiscretionData>>(() => game.state.value ?? fail())
  const board = computed<Board>(() => config.value.options.board)
  const view = computed<DiscretionStateView>(() => viewState({ ledgerState: state.value, config: config.value }))
  const players = computed(() => config.value.players)
  const activePlayers = computed(() => players.value.filter((p) => state.value.data.eliminated[p.id] !== true))
  const busy = computed(() => store.busy)

  /** Plot number (1–17, board order) by plot id. */
  const plotNumber = computed(() => {
    const m: Record<string, number> = {}
    board.value.plots.forEach((p, i) => (m[p.id] = i + 1))
    return m
  })

  function name(id: string): string {
    return fmt().accountName(id)
  }
  function color(id: string | null | undefined): string {
    return id ? fmt().playerColor(id) : 'transparent'
  }
  function money(n: number): string {
    return fmt().money(n)
  }
  /** An Event card's name as a name: without the soft hyphens its message may hold to break it on a narrow button. */
  function cardName(card: string): string {
    return t(`discretion.cards.${card}`).replaceAll('\u00AD', '')
  }
  /** Signed amount: + receives, - pays (the minus as Intl writes it, like every amount). */
  function signed(n: number): string {
    return n > 0 ? `+${money(n)}` : money(n)
  }
  function plotLabel(id: string): string {
    const p = plotById(board.value, id)
    return p ? t('discretion.plotLabel', { n: plotNumber.value[id] ?? 0, name: p.name }) : id
  }
  function typeName(type: BuildingType | string): string {
    return t(`discretion.buildingTypes.${type}`)
  }
  function typeShort(type: BuildingType | string): string {
    return t(`discretion.typeShort.${type}`)
  }
  /** The words squares are named with (src/domain/games/discretion/squares.ts). */
  const squareWords = {
    t: (key: string, params?: Record<string, string | number>) => (params ? t(key, params) : t(key)),
    has: (key: string) => te(key),
  }
  function plotName(id: string): string {
    return plotById(board.value, id)?.name ?? id
  }
  /** A square by its plot, never by coordinates: "Abbey Fields, north-east square" (the plot's name alone for a 1-acre plot). */
  function cellText(c: Cell): string {
    return squareText(squareWords, board.value, c, plotName)
  }
  /** Only the square's part of its plot ("north-east square"); the plot's name for a 1-acre plot. */
  function partOf(c: Cell): string {
    const place = squarePlace(board.value, c)
    if (!place) return cellText(c)
    return place.part ? partText(squareWords, place.part) : plotName(place.plot)
  }
  /** Squares as a sentence lists them, each plot named once: "Abbey Fields, north square and north-east square". */
  function cellsText(cells: readonly Cell[]): string {
    return squaresText({ ...squareWords, list: (items) => fmt().words.list(items) }, board.value, cells, plotName)
  }
  function buildingLabel(id: string): string {
    const b = view.value.buildings.find((x) => x.id === id)
    if (!b) return id
    return t('discretion.buildingLabel', { type: typeName(b.type), where: cellsText(b.cells) })
  }
  function itemText(item: LineItem): string {
    const what = te(`discretion.items.${item.what}`) ? t(`discretion.items.${item.what}`) : item.what
    if (!item.ref) return what
    let ref = item.ref
    if (plotById(board.value, ref)) ref = plotLabel(ref)
    else if (view.value.buildings.some((b) => b.id === ref)) ref = buildingLabel(ref)
    else if (te(`discretion.buildingTypes.${ref}`)) ref = typeName(ref)
    return `${what} · ${ref}`
  }

  /** A rule problem as text: players by name, plots and buildings by label, a square (row/col) by its plot ("square"). */
  function problemText(p: { code: string; params: RuleErrorParams }): string {
    const params: RuleErrorParams = {}
    const { row, col } = p.params
    if (typeof row === 'number' && typeof col === 'number') params.square = cellText([row, col])
    for (const [k, v] of Object.entries(p.params)) {
      if (k === 'row' || k === 'col') continue
      if (k === 'plot' && typeof v === 'string' && plotById(board.value, v)) params[k] = plotLabel(v)
      else if (
        (k === 'building' || k === 'other') &&
        typeof v === 'string' &&
        view.value.buildings.some((b) => b.id === v)
      )
        params[k] = buildingLabel(v)
      else if (k === 'buildingType' && typeof v === 'string' && te(`discretion.buildingTypes.${v}`))
        params[k] = typeName(v)
      else if (k === 'size' && typeof v === 'string' && te(`discretion.sizes.${v}`))
        params[k] = t(`discretion.sizes.${v}`)
      else params[k] = v
    }
    return fmt().errorText(new RuleError(p.code, params))
  }
  function errorText(e: unknown): string {
    if (e instanceof RuleError) return problemText(e)
    return fmt().errorText(e)
  }

  /** The confirm sheet of an action (previewAction), or the error that stops even the preview. */
  function preview(action: DiscretionAction): { sheet: ActionPreview | null; error: string | null } {
    try {
      return { sheet: previewAction(state.value, action, config.value), error: null }
    } catch (e) {
      return { sheet: null, error: errorText(e) }
    }
  }

  /** Net assets of every player, best first, eliminated last (RULES.md Discretion). */
  const ranking = computed<RankRow[]>(() => rankingBreakdown(state.value, config.value))

  return {
    t,
    te,
    store,
    config,
    state,
    board,
    view,
    players,
    activePlayers,
    busy,
    plotNumber,
    name,
    color,
    money,
    cardName,
    signed,
    plotLabel,
    plotName,
    typeName,
    typeShort,
    cellText,
    partOf,
    cellsText,
    buildingLabel,
    itemText,
    problemText,
    errorText,
    preview,
    ranking,
  }
}
