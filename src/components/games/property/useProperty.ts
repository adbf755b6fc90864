import { computed } from 'vue'
import { useI18n } from 'vue-i18n'
import { useGameStore } from '@/stores/game'
import type { useFormat } from '@/composables/useFormat'
import type { Entry, EntryDraft } from '@/domain/ledger/types'
import { parseAmount } from '@/domain/money'
import { boardOf, propertyPack, viewOf, type Board, type PropertyAction, type PropertyCard, type PropertyConfig, type PropertyState } from '@/domain/games/property/engine'

/** What every property sheet receives from the panel: the store-backed run() and the formatter. */
export type Run = (action: unknown) => Promise<Entry>
export type Fmt = ReturnType<typeof useFormat>

/** Display colours of the DKT cities and Monopoly colour groups (presentation only). */
const GROUP_COLORS: Record<string, string> = {
  Bregenz: '#7b4b2a',
  Graz: '#e07b00',
  Eisenstadt: '#c2185b',
  Wien: '#c62828',
  Linz: '#f2c200',
  Salzburg: '#2e7d32',
  Klagenfurt: '#00838f',
  Innsbruck: '#283593',
  Verkehrslinien: '#455a64',
  Betriebe: '#6d6d6d',
  brown: '#7b4b2a',
  lightblue: '#4fc3f7',
  pink: '#d81b60',
  orange: '#f57c00',
  red: '#d32f2f',
  yellow: '#f9d300',
  green: '#2e7d32',
  darkblue: '#1a237e',
  Bahnhöfe: '#37474f',
  Werke: '#6d6d6d',
}

/** Display colour of a property group. */
export function groupColor(group: string): string {
  return GROUP_COLORS[group] ?? 'var(--c-border)'
}

/** A planned action: the entry draft the rule pack would write, or the RuleError refusing it. */
export type Preview = { draft: EntryDraft; error: null } | { draft: null; error: unknown }

/**
 * The open DKT/Monopoly game for the property components: config, state, board, the readable view
 * (viewOf) and `preview(action)`, which asks the rule pack's pure `plan` what an action would do —
 * components never compute rules themselves.
 */
export function useProperty() {
  const store = useGameStore()
  const i18n = useI18n()
  const config = computed(() => store.config as unknown as PropertyConfig)
  const state = computed(() => store.state as unknown as PropertyState)
  const board = computed<Board>(() => boardOf(config.value.type))
  const view = computed(() => viewOf(state.value, config.value))
  const isDkt = computed(() => config.value.type === 'dkt')
  const players = computed(() => config.value.players)
  const activePlayers = computed(() => players.value.filter((p) => state.value.data.eliminated[p.id] !== true))
  const busy = computed(() => store.busy)

  /** Asks the rule pack what the action would do (pure; nothing is stored). */
  function preview(action: PropertyAction): Preview {
    try {
      return { draft: propertyPack(config.value.type).plan(state.value, action, config.value), error: null }
    } catch (error) {
      return { draft: null, error }
    }
  }

  function card(pos: number): PropertyCard {
    return board.value.byPosition.get(pos) as PropertyCard
  }

  /** A property game text (the `property.*` keys of src/locales/<locale>/property.json5). */
  function tp(key: string, params: Record<string, unknown> = {}): string {
    return i18n.t(`property.${key}`, params)
  }

  /** Level as words: "2 houses", "hotel", "no buildings". */
  function levelText(level: number): string {
    if (level >= 5) return tp('level.hotel')
    if (level === 0) return tp('level.none')
    return level === 1 ? tp('level.house1') : tp('level.houses', { n: level })
  }

  return { store, t: i18n.t, tp, config, state, board, view, isDkt, players, activePlayers, busy, preview, card, levelText }
}

/** The chips of a player picker (AccountPicker) for the active players, optionally with the bank. */
export function playerAccounts(players: { id: string; name: string; color?: string }[], eliminated: Record<string, unknown>, disabled: (id: string) => boolean = () => false) {
  return players.filter((p) => eliminated[p.id] !== true).map((p) => ({ id: p.id, name: p.name, color: p.color, disabled: disabled(p.id) }))
}

/** Parses a typed amount; returns the number or the RuleError refusing it (shown inline). */
export function readAmount(text: string): { value: number | null; error: unknown } {
  try {
    return { value: parseAmount(text), error: null }
  } catch (error) {
    return { value: null, error }
  }
}
