import { computed } from 'vue'
import { useI18n } from 'vue-i18n'
import { useGameStore } from '@/stores/game'
import { useGame } from '@/composables/useGame'
import type { useFormat } from '@/composables/useFormat'
import type { Entry, EntryDraft } from '@/domain/ledger/types'
import { groupColorOf } from '@/domain/games/property/board'
import {
  activePlayers as activeOf,
  boardOf,
  propertyPack,
  rentFor,
  viewOf,
  type Board,
  type PropertyAction,
  type PropertyCard,
  type PropertyConfig,
  type PropertyState,
  type RentQuote,
} from '@/domain/games/property/engine'

/** What every property sheet receives from the panel: the store-backed run() and the formatter. */
export type Run = (action: PropertyAction) => Promise<Entry>
export type Fmt = ReturnType<typeof useFormat>

/** Display colour of a property group. */
export function groupColor(group: string): string {
  return groupColorOf(group) ?? 'var(--c-border)'
}

/** A planned action: the entry draft the rule pack would write, or the RuleError refusing it. */
export type Preview = { draft: EntryDraft; error: null } | { draft: null; error: unknown }

/** The chip of a player picker (AccountPicker). */
export interface PlayerChip {
  id: string
  name: string
  color?: string
  disabled: boolean
}

/**
 * The open DKT/Monopoly game for the property components: config, state, board, the readable view
 * (viewOf) and `preview(action)`, which asks the rule pack's pure `plan` what an action would do —
 * components never compute rules themselves.
 */
export function useProperty() {
  const store = useGameStore()
  const i18n = useI18n()
  const dkt = useGame('dkt')
  const monopoly = useGame('monopolyDe')
  // the panel is only mounted while a DKT or Monopoly game is open
  const config = computed<PropertyConfig>(() => {
    const c = dkt.config.value ?? monopoly.config.value
    if (!c) throw new Error('no DKT or Monopoly game is open')
    return c
  })
  const state = computed<PropertyState>(() => {
    const s = dkt.state.value ?? monopoly.state.value
    if (!s) throw new Error('no DKT or Monopoly game is open')
    return s
  })
  const board = computed<Board>(() => boardOf(config.value.type))
  const view = computed(() => viewOf(state.value, config.value))
  const isDkt = computed(() => config.value.type === 'dkt')
  const players = computed(() => config.value.players)
  const activePlayers = computed(() => activeOf(config.value, state.value.data))
  const busy = computed(() => store.busy)

  /** Asks the rule pack what the action would do (pure; nothing is stored). */
  function preview(action: PropertyAction): Preview {
    try {
      return { draft: propertyPack(config.value.type).plan(state.value, action, config.value), error: null }
    } catch (error) {
      return { draft: null, error }
    }
  }

  /** The refusal a sheet shows for what is chosen, as text: the first mistyped amount, else the rule pack's refusal of the action. */
  function refusalOf(fmt: Fmt, action: PropertyAction | null, ...typed: unknown[]): string | null {
    const mistyped = typed.find(Boolean)
    if (mistyped) return fmt.errorText(mistyped)
    const p = action ? preview(action) : null
    return p?.error ? fmt.errorText(p.error) : null
  }

  /** The property card at a board position (undefined for a space that is no property). */
  function card(pos: number): PropertyCard | undefined {
    return board.value.byPosition.get(pos)
  }

  /** The chips of a player picker for the players still in the game; `disabled` greys some out. */
  function playerChips(disabled: (id: string) => boolean = () => false): PlayerChip[] {
    return activePlayers.value.map((p) => ({ id: p.id, name: p.name, color: p.color, disabled: disabled(p.id) }))
  }

  /** A property game text (the `property.*` keys of src/locales/<locale>/property.json5). */
  function tp(key: string, params: Record<string, unknown> = {}): string {
    return i18n.t(`property.${key}`, params)
  }

  /** A counted property game text with its plural forms ("1 house | {n} houses"), `n` given as {n}. */
  function tpn(key: string, n: number, params: Record<string, unknown> = {}): string {
    return i18n.t(`property.${key}`, { n, ...params }, n)
  }

  /** Level as words: "2 houses", "hotel", "no buildings". */
  function levelText(level: number): string {
    if (level >= 5) return tp('level.hotel')
    if (level === 0) return tp('level.none')
    return tpn('level.houses', level)
  }

  /** The amount an action would move (as the rule pack records it in the entry), or the refusal as text. */
  function planned(
    fmt: Fmt,
    action: PropertyAction,
  ): { action: PropertyAction; amount: number; refusal: null } | { action: null; amount: null; refusal: string } {
    const p = preview(action)
    if (p.draft === null) return { action: null, amount: null, refusal: fmt.errorText(p.error) }
    // a rent's `amount`, a purchase's `price` (what the rule pack records in the entry)
    const amount = p.draft.info?.amount ?? p.draft.info?.price
    return { action, amount: typeof amount === 'number' ? amount : 0, refusal: null }
  }

  /**
   * One chip per player still in the game, in seat order, for an action of that player on a
   * property (the rent he would pay, the purchase): the amount the rule pack computes, or its
   * refusal (own property, mortgaged, dice needed, short of cash …) for a disabled chip.
   */
  function actionChips(fmt: Fmt, actionOf: (player: string) => PropertyAction): ActionChip[] {
    return activePlayers.value.map((p) => ({ id: p.id, name: p.name, color: p.color, ...planned(fmt, actionOf(p.id)) }))
  }

  /** Why a rent is what it is, in words (from the quote of the rule functions). */
  function rentWhy(fmt: Fmt, q: RentQuote): string {
    const c = board.value.byPosition.get(q.position)
    if (!c) return ''
    if (q.reason !== 'ok' && q.reason !== 'diceRequired') return i18n.t(`rentReasons.${q.reason}`)
    if (c.kind === 'street') {
      if (q.doubled) return tp('rent.whyDoubled')
      return q.level === 0 ? tp('rent.whyUnbuilt') : tp('rent.whyLevel', { level: levelText(q.level) })
    }
    if (c.kind === 'line' || c.kind === 'station')
      return tp('rent.whyCount', { n: q.count, owner: fmt.accountName(q.owner ?? '') })
    if (q.dice === null) return tp('rent.whyDiceNeeded', { multiplier: q.multiplier, n: q.count })
    return tp('rent.whyDice', { dice: q.dice, multiplier: q.multiplier, n: q.count })
  }

  /** The rent quote of a property now (payer null: what any other player would pay). */
  function quote(payer: string | null, pos: number, dice?: number | null): RentQuote {
    return rentFor(state.value, config.value, payer, pos, dice ?? undefined)
  }

  return {
    store,
    t: i18n.t,
    tp,
    tpn,
    config,
    state,
    board,
    view,
    isDkt,
    players,
    activePlayers,
    busy,
    preview,
    refusalOf,
    card,
    playerChips,
    levelText,
    planned,
    actionChips,
    rentWhy,
    quote,
  }
}

/** A player's chip that acts at once (pays the rent, buys): the action and its amount, or why it is refused. */
export type ActionChip = { id: string; name: string; color: string } & (
  { action: PropertyAction; amount: number; refusal: null } | { action: null; amount: null; refusal: string }
)

/** Properties of a list of choices under their group (city / colour), the groups in board order like the board. */
export interface ChoiceGroup {
  group: string
  items: PropertyChoice[]
}

/** Groups choices by their group; a group comes where its first property stands on the board (BoardList's order). */
export function groupChoices(items: readonly PropertyChoice[], board: Board): ChoiceGroup[] {
  const out = new Map<string, PropertyChoice[]>()
  for (const c of items) {
    const g = c.group ?? ''
    out.set(g, [...(out.get(g) ?? []), c])
  }
  const first = (g: string) => board.groups[g]?.[0] ?? Number.MAX_SAFE_INTEGER
  return [...out.entries()]
    .map(([group, list]) => ({ group, items: list }))
    .sort((a, b) => first(a.group) - first(b.group))
}

/** One property in a list of choices (PropertyChoices): its name, a short line, and how it is shown. */
export interface PropertyChoice {
  /** The board position (what a pick gives back). */
  key: number
  name: string
  meta: string
  /** Colour group (the left border); none for a tax space. */
  group?: string
  /** The owner named before the line, with his colour mark (and initial, by his id). */
  owner?: { id?: string; name: string; color: string }
  muted?: boolean
  ariaLabel?: string
}
